/**
 * The hands part of a folded state (s.hands) stored like the rest of it, by pieces (issue 17;
 * the display read model): the hand at each table, each table's last
 * positions, the busted players waiting, the places and bounties are entries of maps that grow
 * with the field, so each is a row of its own in the read model's pieces table (kind
 * 'hands.tables', ...). What is left (a redeal or two) stays in the row's "hands" column, and
 * an event at one table rewrites that table's hand only (issue 22).
 */
import type { TournamentState } from '../aggregates/tournament/views';
import { collectMapPieces, decodeState, type Pieces, type PieceWrites } from './state-pieces';

type HandBook = NonNullable<TournamentState['hands']>;

export const HAND_MAPS = ['tables', 'last', 'busts', 'places', 'bounties'] as const;

export const HAND_PATHS: readonly (readonly string[])[] = HAND_MAPS.map((k) => ['hands', k]);

/** The hand book without its maps; null when the state has none yet. */
export function encodeHandsCore(s: TournamentState): string {
  if (!s.hands) return 'null';
  const core: Record<string, unknown> = { ...s.hands };
  for (const k of HAND_MAPS) delete core[k];
  return JSON.stringify(core);
}

/** The entries of the hand book's maps a batch wrote (`written`: keys per map, or 'all'). */
export function collectHandPieces(
  out: PieceWrites,
  tournamentId: string,
  s: TournamentState,
  written: (path: string) => Iterable<string> | 'all',
): void {
  for (const k of HAND_MAPS)
    collectMapPieces(out, tournamentId, `hands.${k}`, s.hands?.[k], written(`hands.${k}`));
}

/** Puts the hand book back into `s` from its core and pieces, as stored. */
export function restoreHands(s: TournamentState, core: string, pieces: Pieces): void {
  const book = JSON.parse(core) as Partial<HandBook> | null;
  if (!book) return;
  const stored = pieces as Record<string, Record<string, unknown> | undefined>;
  const maps = Object.fromEntries(HAND_MAPS.map((k) => [k, stored[`hands.${k}`] ?? {}]));
  s.hands = { ...maps, ...book } as HandBook;
}

/** The display's folded state as stored: its core, its pieces and its hand book's core. */
export function decodeDisplayState(
  core: string,
  pieces: Pieces,
  handsCore: string,
  lastRevision: number,
): TournamentState {
  const s = decodeState(core, pieces, null, lastRevision);
  restoreHands(s, handsCore, pieces);
  return s;
}
