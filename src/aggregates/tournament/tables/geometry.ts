/**
 * Positions at a table: who holds the button, the blinds and the next big blind, and how soon
 * a newcomer in an empty seat would post it (FSNP Art. 45, 47, 80(b), 82; LNSE I.94-95).
 */
import type { TableState, TournamentState } from '../state';
import { openTableIds, playersStillIn, seatedCount } from '../state-ops';

/** Seats dealt in: players, and reserved seats that post blinds (FSNP Art. 135(a)). */
export function dealtSeats(t: TableState): number[] {
  const seats = new Set<number>([
    ...Object.keys(t.seats).map(Number),
    ...Object.keys(t.reserved).map(Number),
  ]);
  return [...seats].sort((a, b) => a - b);
}

/** Players seated at the table (counted once, then kept by state-ops.ts). */
export const playerCount = (t: TableState): number => seatedCount(t);

export function emptySeats(t: TableState): number[] {
  const taken = new Set(dealtSeats(t));
  return Array.from({ length: t.seatCount }, (_, i) => i + 1).filter((s) => !taken.has(s));
}

export function nextClockwise(seats: readonly number[], from: number): number {
  return seats.find((s) => s > from) ?? seats[0];
}

/** Button, small blind and big blind of the next hand, among `seats`. */
export function nextHandPositions(
  t: TableState,
  seats: readonly number[] = dealtSeats(t),
): { button: number; smallBlind: number; bigBlind: number } | null {
  if (seats.length < 2 || t.buttonSeat == null) return null;
  // Before the first hand the drawn seat holds the button (FSNP Art. 46(b)); after, it moves on.
  const button =
    t.handNo === 0 && seats.includes(t.buttonSeat)
      ? t.buttonSeat
      : nextClockwise(seats, t.buttonSeat);
  const smallBlind = nextClockwise(seats, button);
  return { button, smallBlind, bigBlind: nextClockwise(seats, smallBlind) };
}

/** The player due to post the big blind in the next hand (FSNP Art. 80(b); LNSE I.95). */
export function playerDueBigBlind(t: TableState): string | null {
  const p = nextHandPositions(t);
  return p ? (t.seats[p.bigBlind] ?? null) : null;
}

/**
 * Hands before a player put in empty seat `seat` posts the big blind, the button staying where
 * it is (FSNP Art. 47). The small-blind seat waits a whole orbit (FSNP Art. 82; LNSE I.94-95).
 */
export function handsUntilBigBlind(t: TableState, seat: number): number {
  const seats = [...dealtSeats(t), seat].sort((a, b) => a - b);
  const p = nextHandPositions(t, seats);
  if (!p) return 0;
  if (seat === p.smallBlind || seat === p.button) return seats.length;
  const from = seats.indexOf(p.bigBlind);
  const to = seats.indexOf(seat);
  return (to - from + seats.length) % seats.length;
}

/** True when the seat would sit between the button and the small blind: he waits (Art. 82). */
export const waitsForButton = (t: TableState, seat: number): boolean =>
  handsUntilBigBlind(t, seat) === dealtSeats(t).length + 1;

/** Empty seats at `t` from the best for a moved player (nearest the big blind) to the worst. */
export function seatsByBigBlindNearness(t: TableState): number[] {
  return emptySeats(t)
    .map((s) => ({ s, k: handsUntilBigBlind(t, s) }))
    .sort((a, b) => a.k - b.k || a.s - b.s)
    .map((x) => x.s);
}

// One collator for every comparison: localeCompare with options builds one per call, which made
// table ordering the hottest path of a 10,000-player tournament.
const TABLE_ORDER = new Intl.Collator('en', { numeric: true });

const byTableId = (a: TableState, b: TableState) => TABLE_ORDER.compare(a.tableId, b.tableId);

/** The order of openTables (table ids, numbers compared as numbers). */
export const byTableOrder = byTableId;

export function openTables(s: TournamentState): TableState[] {
  // The open tables kept by state-ops.ts, not a walk over every table ever opened (issue 16).
  const open: TableState[] = [];
  for (const id of openTableIds(s)) open.push(s.tables[id]);
  // Tables are mostly created in their order already: one pass to see it is cheaper than the
  // sort (n - 1 comparisons instead of n log n), and gives the same array.
  for (let i = 1; i < open.length; i++)
    if (byTableId(open[i - 1], open[i]) > 0) return open.sort(byTableId);
  return open;
}

/** Players still in: seated, or busted but not yet out (kept by state-ops.ts). */
export const playersLeft = (s: TournamentState): number => playersStillIn(s);
