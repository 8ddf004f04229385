/**
 * How the folded tournament state is stored: by pieces (state-pieces.ts), the hand book's maps
 * too (hand-book-pieces.ts: the hand at each table a row of its own). Betting events change
 * only the hand at their table, and they are most of a tournament's events, so one of them
 * rewrites that table's hand and nothing else.
 */
import type { EntityManager } from 'typeorm';
import type { TournamentState } from '../../aggregates/tournament/views';
import { param, toInt } from '../sql';
import { restoreHands } from '../hand-book-pieces';
import { decodeState, readPieces } from '../state-pieces';

/** Events whose handlers change only s.hands (hand-lifecycle, hand-corrections, hand-timing). */
export const HAND_ONLY_EVENTS: ReadonlySet<string> = new Set([
  'ForcedBetsPosted',
  'HoleCardsDealt',
  'ActionRecorded',
  'OutOfTurnActionHeld',
  'BoardDealt',
  'ShowdownRecorded',
  'PotsAwarded',
  'FloorRuling',
  'ButtonCorrected',
  'HandDeclaredDead',
  'TimeCalled',
]);

/**
 * The operations read model's folded state of one tournament, as stored (core, pieces and
 * hands, state-pieces.ts); null when the read model has no such tournament.
 */
export async function readFoldedState(
  manager: EntityManager,
  tournamentId: string,
): Promise<TournamentState | null> {
  const rows = (await manager.query(
    `SELECT s."core", p."hands", p."last_revision" FROM "ops_state" s
     JOIN "ops_progress" p ON p."tournament_id" = s."tournament_id"
     WHERE s."tournament_id" = ${param(manager, 1)}`,
    [tournamentId],
  )) as Record<string, unknown>[];
  if (!rows[0]) return null;
  const pieces = (await readPieces(manager, 'ops_state_pieces', [tournamentId])).get(tournamentId)!;
  const s = decodeState(rows[0].core as string, pieces, null, toInt(rows[0].last_revision));
  restoreHands(s, rows[0].hands as string, pieces);
  return s;
}
