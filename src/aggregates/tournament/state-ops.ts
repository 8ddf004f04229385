/** In-place state changes shared by several slices' event handlers. */
import type { Purchase, SeatAssignment } from '../../events/tournament-events';
import type { Entrant, EntrantStatus, TableState, TournamentState } from './state';

export const newEntrant = (playerId: string): Entrant => ({
  playerId,
  status: 'registered',
  stack: 0,
  tableId: null,
  seat: null,
  bustedAfterHand: null,
  announced: null,
  purchases: { 'buy-in': 0, 're-entry': 0, rebuy: 0, 'top-up': 0, 'add-on': 0 },
  waitsForButton: false,
});

export const newTable = (tableId: string, seatCount: number): TableState => ({
  tableId,
  seatCount,
  seats: {},
  reserved: {},
  handInProgress: false,
  handNo: 0,
  buttonSeat: null,
  open: true,
});

/**
 * How many players sit at a table, kept on its seats object by seat() and unseat() below, the
 * only writers of seats (issue 16: the count of every open table is read before every hand, and
 * Object.keys of a seat map was the hottest line of a big field). A non-enumerable symbol, not a
 * field: JSON (snapshots), Object.keys, spreads, structuredClone and toEqual do not see it, so
 * the state's shape is unchanged; seats met without it (decoded, copied) are counted once.
 */
const SEATED = Symbol('players seated');
type CountedSeats = TableState['seats'] & { [SEATED]?: number };

const keepCount = (seats: CountedSeats, n: number) =>
  Object.defineProperty(seats, SEATED, { value: n, writable: true, configurable: true });

export function seatedCount(t: TableState): number {
  const seats = t.seats as CountedSeats;
  const kept = seats[SEATED];
  if (kept !== undefined) return kept;
  const n = Object.keys(seats).length;
  keepCount(seats, n);
  return n;
}

/**
 * The open tables, in the table map's order, and how many of them hold each number of players,
 * kept on the table map like the counts above (issue 16: before every hand the balancing check
 * wants the fullest open table, hand-for-hand the open tables; a walk over every table ever
 * opened, most of them broken, was the hottest line of a 10,000-player field). Tables are opened
 * only by reseatAll, which drops what was kept, and closed only by closeTable.
 */
const OPEN = Symbol('open tables');
interface OpenTables {
  readonly ids: Set<string>;
  /** Index: players seated; value: open tables with that many. */
  readonly byPlayers: number[];
}
type CountedTables = TournamentState['tables'] & { [OPEN]?: OpenTables };

function openTablesKept(s: TournamentState): OpenTables {
  const tables = s.tables as CountedTables;
  const kept = tables[OPEN];
  if (kept) return kept;
  const made: OpenTables = { ids: new Set(), byPlayers: [] };
  for (const id in tables) {
    const t = tables[id];
    if (!t.open) continue;
    made.ids.add(id);
    const n = seatedCount(t);
    made.byPlayers[n] = (made.byPlayers[n] ?? 0) + 1;
  }
  Object.defineProperty(tables, OPEN, { value: made, writable: true, configurable: true });
  return made;
}

/** Ids of the open tables, in the order of the table map (as Object.keys gives it). */
export const openTableIds = (s: TournamentState): ReadonlySet<string> => openTablesKept(s).ids;

/** The most players at an open table (-Infinity when none is open). */
export function fullestOpenTable(s: TournamentState): number {
  const by = openTablesKept(s).byPlayers;
  for (let n = by.length - 1; n >= 0; n--) if (by[n] > 0) return n;
  return -Infinity;
}

/** A table broken (FSNP Art. 81): no longer open. */
export function closeTable(s: TournamentState, t: TableState): void {
  if (!t.open) return;
  const kept = (s.tables as CountedTables)[OPEN];
  if (kept?.ids.delete(t.tableId)) kept.byPlayers[seatedCount(t)]--;
  (t as { open: boolean }).open = false;
}

/** Adds `by` to a kept count (none kept yet: the next read counts), and to the open tables'. */
function moveCount(s: TournamentState, t: TableState, by: number): void {
  const seats = t.seats as CountedSeats;
  const kept = seats[SEATED];
  if (kept === undefined) return;
  seats[SEATED] = kept + by;
  const open = (s.tables as CountedTables)[OPEN];
  if (open && t.open && open.ids.has(t.tableId) && s.tables[t.tableId] === t) {
    open.byPlayers[kept]--;
    open.byPlayers[kept + by] = (open.byPlayers[kept + by] ?? 0) + 1;
  }
}

/**
 * How many players are still in (seated, or busted but not yet out), kept on the entrant map by
 * setStatus and dropEntrant, the only writers of a status (Entrant.status is readonly elsewhere):
 * every elimination numbers its place from it, and counting every entrant each time made a big
 * field quadratic (issue 16). Kept like the seat counts above: a non-enumerable symbol, counted
 * once on first read of a map met without it.
 */
const STILL_IN = Symbol('players still in');
type CountedEntrants = TournamentState['entrants'] & { [STILL_IN]?: number };

/** Still in the tournament: seated, or busted but not yet out. */
export const isStillIn = (status: EntrantStatus): boolean =>
  status === 'seated' || status === 'busted';

export function playersStillIn(s: TournamentState): number {
  const entrants = s.entrants as CountedEntrants;
  const kept = entrants[STILL_IN];
  if (kept !== undefined) return kept;
  let n = 0;
  for (const id in entrants) if (isStillIn(entrants[id].status)) n++;
  Object.defineProperty(entrants, STILL_IN, { value: n, writable: true, configurable: true });
  return n;
}

/** An entrant's status (FSNP Art. 31-32: seated, busted, out), keeping the count of those still in. */
export function setStatus(s: TournamentState, e: Entrant, status: EntrantStatus): void {
  const entrants = s.entrants as CountedEntrants;
  const kept = entrants[STILL_IN];
  // An entrant of another map (a copy being played on) leaves this count alone.
  if (kept !== undefined && entrants[e.playerId] === e)
    entrants[STILL_IN] = kept + Number(isStillIn(status)) - Number(isStillIn(e.status));
  (e as { status: EntrantStatus }).status = status;
}

export function unseat(s: TournamentState, e: Entrant): void {
  const t = e.tableId ? s.tables[e.tableId] : undefined;
  if (t && e.seat != null && t.seats[e.seat] === e.playerId) {
    delete t.seats[e.seat];
    moveCount(s, t, -1);
  }
  e.tableId = null;
  e.seat = null;
}

export function seat(s: TournamentState, playerId: string, tableId: string, seatNo: number): void {
  const e = s.entrants[playerId];
  unseat(s, e);
  const t = s.tables[tableId];
  const taken = t.seats[seatNo] !== undefined;
  t.seats[seatNo] = playerId;
  if (!taken) moveCount(s, t, 1);
  e.tableId = tableId;
  e.seat = seatNo;
  if (e.status === 'registered') setStatus(s, e, 'seated');
}

/** A full redraw (start, final table, new day): the listed tables replace all others. */
export function reseatAll(
  s: TournamentState,
  tables: readonly { tableId: string; seats: number }[],
  assignments: readonly SeatAssignment[],
): void {
  // What was kept of the open tables is dropped: counted again on the next read.
  delete (s.tables as CountedTables)[OPEN];
  for (const t of Object.values(s.tables)) (t as { open: boolean }).open = false;
  for (const t of tables) s.tables[t.tableId] = newTable(t.tableId, t.seats);
  for (const e of Object.values(s.entrants)) {
    e.tableId = null;
    e.seat = null;
    e.waitsForButton = false;
  }
  for (const a of assignments) seat(s, a.playerId, a.tableId, a.seat);
  // FSNP Art. 80: the count each table starts with, the reference of tables.balanceReference.
  for (const t of tables) s.tables[t.tableId].startedWith = seatedCount(s.tables[t.tableId]);
  // A busted player left out of a redraw did not re-enter in time (FSNP Art. 31(a)).
  for (const e of Object.values(s.entrants))
    if (e.status === 'busted' && !e.tableId) setStatus(s, e, 'eliminated');
}

/** Books a purchase line: prize fund and fee kept apart (FSNP Art. 30; DECISION-2). */
export function book(s: TournamentState, p: Purchase): void {
  s.purchases = Math.max(s.purchases, p.purchaseNo);
  s.money.prizeFund += p.prizeFund;
  s.money.fees += p.fee;
  const line = s.money.byCode[p.code];
  line.prizeFund += p.prizeFund;
  line.fee += p.fee;
  line.count += 1;
}

/** Sets a holder's stack by seat; a player reaching zero is busted (FSNP Art. 31, 79). */
export function setSeatStack(
  s: TournamentState,
  t: TableState,
  seatNo: number,
  chips: number,
): void {
  const pid = t.seats[seatNo];
  if (pid) {
    const e = s.entrants[pid];
    e.stack = chips;
    if (chips === 0 && e.status === 'seated') {
      setStatus(s, e, 'busted');
      e.bustedAfterHand = t.handNo;
    }
  } else if (seatNo in t.reserved) t.reserved[seatNo] = chips;
}

/**
 * Issue 16: what several slices share is written here, so every way a stack, an entrant or the
 * chip and money ledgers can change is in one module (eslint.config.mjs refuses such writes
 * anywhere else in the tournament folder).
 */

/** A player's stack as counted (a draw, a purchase, a chip race, a count). */
export function setStack(e: Entrant, chips: number): void {
  e.stack = chips;
}

/** Chips joining a stack (bought during a hand, a corrected award). */
export function addToStack(e: Entrant, chips: number): void {
  e.stack += chips;
}

/** The entrant of a registered player, made on first use. */
export function entrantOf(s: TournamentState, playerId: string): Entrant {
  return (s.entrants[playerId] ??= newEntrant(playerId));
}

/** An entrant whose registration was refunded is no longer in the field. */
export function dropEntrant(s: TournamentState, playerId: string): void {
  const e = s.entrants[playerId];
  if (e) setStatus(s, e, 'registered');
  delete s.entrants[playerId];
}

/** Chips brought into play (starting stacks, purchases, reserved seats): the ledger's issued total. */
export function chipsIssued(s: TournamentState, chips: number): void {
  s.chips.issued += chips;
}

/** Chips taken out of play (odd chips, absent or reserved stacks, eliminations, restacks). */
export function chipsRemoved(s: TournamentState, chips: number): void {
  s.chips.removed += chips;
}

/** What a chip race added or took from the chips in play (its rounding). */
export function chipRaceDelta(s: TournamentState, delta: number): void {
  s.chips.raceDelta += delta;
}

/** Whether the chips are kept by denomination from here (a starting set was published). */
export function keepDenominations(s: TournamentState, kept: boolean): void {
  s.chips.byDenomination = kept ? {} : null;
}

/** The chips by denomination can no longer be told (a removal the book cannot follow). */
export function denominationsUnknown(s: TournamentState): void {
  s.chips.byDenomination = null;
}

/** Takes a refunded purchase line off the books (the reverse of `book`). */
export function unbook(
  s: TournamentState,
  code: Purchase['code'],
  prizeFund: number,
  fee: number,
): void {
  s.money.prizeFund -= prizeFund;
  s.money.fees -= fee;
  const line = s.money.byCode[code];
  line.prizeFund -= prizeFund;
  line.fee -= fee;
  line.count -= 1;
}
