/** In-place state changes shared by several slices' event handlers. */
import type { Purchase, SeatAssignment } from '../../events/tournament-events';
import type { Entrant, TableState, TournamentState } from './state';

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

export function unseat(s: TournamentState, e: Entrant): void {
  const t = e.tableId ? s.tables[e.tableId] : undefined;
  if (t && e.seat != null && t.seats[e.seat] === e.playerId) delete t.seats[e.seat];
  e.tableId = null;
  e.seat = null;
}

export function seat(s: TournamentState, playerId: string, tableId: string, seatNo: number): void {
  const e = s.entrants[playerId];
  unseat(s, e);
  s.tables[tableId].seats[seatNo] = playerId;
  e.tableId = tableId;
  e.seat = seatNo;
  if (e.status === 'registered') e.status = 'seated';
}

/** A full redraw (start, final table, new day): the listed tables replace all others. */
export function reseatAll(
  s: TournamentState,
  tables: readonly { tableId: string; seats: number }[],
  assignments: readonly SeatAssignment[],
): void {
  for (const t of Object.values(s.tables)) t.open = false;
  for (const t of tables) s.tables[t.tableId] = newTable(t.tableId, t.seats);
  for (const e of Object.values(s.entrants)) {
    e.tableId = null;
    e.seat = null;
    e.waitsForButton = false;
  }
  for (const a of assignments) seat(s, a.playerId, a.tableId, a.seat);
  // FSNP Art. 80: the count each table starts with, the reference of tables.balanceReference.
  for (const t of tables)
    s.tables[t.tableId].startedWith = Object.keys(s.tables[t.tableId].seats).length;
  // A busted player left out of a redraw did not re-enter in time (FSNP Art. 31(a)).
  for (const e of Object.values(s.entrants))
    if (e.status === 'busted' && !e.tableId) e.status = 'eliminated';
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
      e.status = 'busted';
      e.bustedAfterHand = t.handNo;
    }
  } else if (seatNo in t.reserved) t.reserved[seatNo] = chips;
}
