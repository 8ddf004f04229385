/**
 * Random seat draws (FSNP Art. 33, 133; LNSE I.88, IV.8.1). Tables differ by at most one
 * player (FSNP Art. 5, 133 ASSUMPTION); the outcome goes into the event.
 */
import type { SeatAssignment } from '../../../events/tournament-events';
import type { RandomSource } from '../../decider';
import { shuffle } from './draws';
import { emptySeats, openTables, playerCount } from '../tables/geometry';
import type { TournamentState } from '../state';

export const tableIds = (n: number, prefix = 'T'): string[] =>
  Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

/** Balanced table sizes for n players over `tables` tables. */
export const tableSizes = (n: number, tables: number): number[] =>
  Array.from({ length: tables }, (_, i) => Math.floor(n / tables) + (i < n % tables ? 1 : 0));

/**
 * Draws every player to a seat at fresh tables; `fixed` seats (accommodations) are honoured
 * first and count towards their table's size.
 */
export function drawFreshTables(
  players: readonly string[],
  ids: readonly string[],
  seatCount: number,
  random: RandomSource,
  fixed: readonly SeatAssignment[] = [],
): SeatAssignment[] {
  const fixedIds = new Set(fixed.map((f) => f.playerId));
  const rest = shuffle(
    players.filter((p) => !fixedIds.has(p)),
    random,
  );
  const sizes = tableSizes(players.length, ids.length);
  const slots: { tableId: string; seat: number }[] = [];
  ids.forEach((tableId, i) => {
    const taken = new Set(fixed.filter((f) => f.tableId === tableId).map((f) => f.seat));
    const free = Array.from({ length: seatCount }, (_, k) => k + 1).filter((s) => !taken.has(s));
    const need = Math.max(0, sizes[i] - taken.size);
    slots.push(
      ...shuffle(free, random)
        .slice(0, need)
        .map((seat) => ({ tableId, seat })),
    );
  });
  // Extra slots only if accommodations unbalanced the sizes; never more players than seats.
  const out = [...fixed];
  rest.forEach((playerId, i) => out.push({ playerId, ...slots[i] }));
  return out;
}

/**
 * Chooses `n` free seats among the open tables, always filling the table with the fewest
 * players first (FSNP Art. 79(a); LNSE I.91), each seat drawn at random among its table's
 * empty seats.
 */
export function drawFreeSeats(
  s: TournamentState,
  n: number,
  random: RandomSource,
  exclude: readonly string[] = [],
  /**
   * A seat its holder gives up in the same act (a re-entry with a new draw): his table counts one
   * player fewer, but the seat he left is not drawn again (FSNP Art. 33, 139.2(a)).
   */
  vacating?: { tableId: string; seat: number },
): { tableId: string; seat: number }[] | null {
  const tables = openTables(s).filter((t) => !exclude.includes(t.tableId));
  const gone = (t: { tableId: string }) => (vacating?.tableId === t.tableId ? 1 : 0);
  const count = new Map(tables.map((t) => [t.tableId, playerCount(t) - gone(t)]));
  const free = new Map(
    tables.map((t) => [
      t.tableId,
      shuffle(
        emptySeats(t).sort((a, b) => a - b),
        random,
      ),
    ]),
  );
  const out: { tableId: string; seat: number }[] = [];
  for (let i = 0; i < n; i++) {
    const t = tables
      .filter((x) => free.get(x.tableId)!.length > 0)
      .sort((a, b) => count.get(a.tableId)! - count.get(b.tableId)!)[0];
    if (!t) return null;
    out.push({ tableId: t.tableId, seat: free.get(t.tableId)!.shift()! });
    count.set(t.tableId, count.get(t.tableId)! + 1);
  }
  return out;
}
