/**
 * How the folded tournament state is stored: the hand in progress at each table (s.hands)
 * apart from the rest, which is stored by pieces (state-pieces.ts). Betting events change only
 * the hands part, and they are most of a tournament's events, so a batch of them rewrites a
 * few kilobytes instead of every entrant.
 */
import type { EntityManager } from 'typeorm';
import type { TournamentState } from '../../aggregates/tournament/views';
import { param, toInt } from '../sql';
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

export const encodeHands = (s: TournamentState): string => JSON.stringify(s.hands ?? null);

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
  const hands = JSON.parse(rows[0].hands as string) as TournamentState['hands'] | null;
  return decodeState(rows[0].core as string, pieces, hands, toInt(rows[0].last_revision));
}
