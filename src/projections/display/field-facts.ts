/**
 * The display's own field (issue 17), folded from the events alone: each entrant (name, status,
 * stack, seat) and each table (its seats, the reserved sets at its empty seats, open or not) a
 * row of its own, so that an event touches the rows it names. Together with the tournament's
 * facts (tournament-facts.ts) it gives players left, the average stack and the leaderboard.
 *
 * Each handler cites the decider's handler it mirrors; the differential test
 * (test/unit/display/field-facts.test.ts) folds played tournaments both ways and compares.
 * displayProjection keeps each entrant and each table as a row (display-rows.ts), with running
 * totals (totals.ts) in place of fieldCountOfRows and leaderboardOfRows, which walk the field.
 */
import { advancesByOrbit, lapsesAtNextHandFrom } from '../../aggregates/tournament/views';
import type { ChipsPurchasedData, SeatAssignment, SeatRef } from '../../events/tournament-events';
import type { Handlers } from '../kit';
import type { TournamentFacts } from './tournament-facts';
import { LEADERBOARD_SIZE, type LeaderLine } from './view';

export interface EntrantRow {
  readonly playerId: string;
  name: string;
  /** 'registered', 'seated', 'busted', 'eliminated' (state.ts EntrantStatus). */
  status: string;
  stack: number;
  /** LNSE I.53: chips paid for during a hand, joining the stack when it ends. */
  pendingChips: number;
  tableId: string | null;
  seat: number | null;
  /** A purchase announced and not yet paid (FSNP Art. 31(a)). */
  announced: boolean;
  /** Re-entries and rebuys bought (the re-entry limit). */
  bought: number;
}

export interface TableRow {
  readonly tableId: string;
  seats: Record<number, string>;
  /** Reserved starting sets at empty seats (FSNP Art. 135). */
  reserved: Record<number, number>;
  open: boolean;
  /** The button's seat (drawn, then moved by each hand), for the orbit count. */
  buttonSeat: number | null;
  /** The last hand started here. */
  handNo: number;
}

export interface FieldRows {
  /** The tournament's facts as they stood before the event (read only here). */
  readonly tournament: TournamentFacts;
  readonly entrants: Map<string, EntrantRow>;
  readonly tables: Map<string, TableRow>;
  /** The orbit of the button in play when levels advance by orbit (FSNP Art. 140.2(e)). */
  orbit: number;
}

export const noField = (tournament: TournamentFacts): FieldRows => ({
  tournament,
  entrants: new Map(),
  tables: new Map(),
  orbit: 1,
});

const newEntrant = (playerId: string, name: string): EntrantRow => ({
  playerId,
  name,
  status: 'registered',
  stack: 0,
  pendingChips: 0,
  tableId: null,
  seat: null,
  announced: false,
  bought: 0,
});

const newTable = (tableId: string): TableRow => ({
  tableId,
  seats: {},
  reserved: {},
  open: true,
  buttonSeat: null,
  handNo: 0,
});

/**
 * tables/geometry.ts nextHandPositions' button: among the seats dealt in (players and reserved
 * sets), the drawn seat before the first hand, else the next seat clockwise.
 */
function nextButton(t: TableRow): number | null {
  const seats = [
    ...new Set([...Object.keys(t.seats).map(Number), ...Object.keys(t.reserved).map(Number)]),
  ].sort((a, b) => a - b);
  if (seats.length < 2 || t.buttonSeat == null) return null;
  const from = t.buttonSeat;
  if (t.handNo === 0 && seats.includes(from)) return from;
  return seats.find((x) => x > from) ?? seats[0];
}

/** state-ops.ts unseat */
function unseat(f: FieldRows, e: EntrantRow): void {
  const t = e.tableId ? f.tables.get(e.tableId) : undefined;
  if (t && e.seat != null && t.seats[e.seat] === e.playerId) delete t.seats[e.seat];
  e.tableId = null;
  e.seat = null;
}

/** state-ops.ts seat */
function seat(f: FieldRows, playerId: string, tableId: string, seatNo: number): void {
  const e = f.entrants.get(playerId);
  const t = f.tables.get(tableId);
  if (!e || !t) return;
  unseat(f, e);
  t.seats[seatNo] = playerId;
  e.tableId = tableId;
  e.seat = seatNo;
  if (e.status === 'registered') e.status = 'seated';
}

/** state-ops.ts reseatAll: the listed tables replace all others. */
function reseatAll(
  f: FieldRows,
  tables: readonly { tableId: string }[],
  assignments: readonly SeatAssignment[],
): void {
  for (const t of f.tables.values()) t.open = false;
  for (const t of tables) f.tables.set(t.tableId, newTable(t.tableId));
  for (const e of f.entrants.values()) {
    e.tableId = null;
    e.seat = null;
  }
  for (const a of assignments) seat(f, a.playerId, a.tableId, a.seat);
  for (const e of f.entrants.values())
    if (e.status === 'busted' && !e.tableId) e.status = 'eliminated';
}

/** state-ops.ts setSeatStack: a player reaching zero is busted (FSNP Art. 31, 79). */
function setSeatStack(f: FieldRows, t: TableRow, seatNo: number, chips: number): void {
  const pid = t.seats[seatNo];
  if (pid) {
    const e = f.entrants.get(pid);
    if (!e) return;
    e.stack = chips;
    if (chips === 0 && e.status === 'seated') e.status = 'busted';
  } else if (seatNo in t.reserved) t.reserved[seatNo] = chips;
}

/** chips/chips.ts: a holder's stack after a colour-up or odd-chip removal, by seat. */
function setHolder(f: FieldRows, r: SeatRef & { readonly after: number }): void {
  const t = f.tables.get(r.tableId);
  if (!t) return;
  const pid = t.seats[r.seat];
  const e = pid ? f.entrants.get(pid) : undefined;
  if (e) e.stack = r.after;
  else t.reserved[r.seat] = r.after;
}

/** entries/purchases.ts applyPurchase */
function purchased(f: FieldRows, d: ChipsPurchasedData): void {
  const e = f.entrants.get(d.playerId);
  if (!e) return;
  if (d.purchase.item === 're-entry' || d.purchase.item === 'rebuy') e.bought += 1;
  e.announced = false;
  if (d.chipsFromNextHand) {
    e.pendingChips += d.purchase.chips;
    return;
  }
  e.stack = d.stackAfter;
  e.status = 'seated';
  if (d.seat) seat(f, d.playerId, d.seat.tableId, d.seat.seat);
}

function eliminate(f: FieldRows, playerId: string): void {
  const e = f.entrants.get(playerId);
  if (!e) return;
  e.status = 'eliminated';
  e.announced = false;
  unseat(f, e);
}

export const FIELD_FACTS: Handlers<FieldRows> = {
  // registration/registration.ts
  PlayerRegistered(f, d) {
    let e = f.entrants.get(d.playerId);
    if (!e) f.entrants.set(d.playerId, (e = newEntrant(d.playerId, d.fullName)));
    e.name = d.fullName;
    const l = d.lateEntry;
    if (l) {
      const t = f.tables.get(l.tableId);
      if (t && l.claimedReservedStack > 0) delete t.reserved[l.seat];
      seat(f, d.playerId, l.tableId, l.seat);
      e.stack = l.stack;
    }
  },
  // registration/entry-rules.ts
  RegistrationRefunded(f, d) {
    f.entrants.delete(d.playerId);
  },
  AbsentPlayerStackRemoved(f, d) {
    const e = f.entrants.get(d.playerId);
    if (e) e.stack = 0;
    eliminate(f, d.playerId);
  },
  AnnouncedPurchaseNotPaid(f, d) {
    const e = f.entrants.get(d.playerId);
    if (e) e.announced = false;
  },
  // seating/seating.ts
  TournamentStarted(f, d) {
    for (const e of f.entrants.values()) e.stack = d.startingStack;
  },
  SeatDrawConducted(f, d) {
    reseatAll(f, d.tables, d.assignments);
  },
  ReservedSeatStacksPlaced(f, d) {
    for (const r of d.seats) {
      const t = f.tables.get(r.tableId);
      if (t) t.reserved[r.seat] = d.chipsEach;
    }
  },
  // clock/clock.ts
  ReservedSeatStacksRemoved(f, d) {
    for (const r of d.seats) delete f.tables.get(r.tableId)?.reserved[r.seat];
  },
  ButtonDrawConducted(f, d) {
    for (const id of d.appliesTo) {
      const t = f.tables.get(id);
      if (t) t.buttonSeat = d.buttonSeat;
    }
  },
  // hands/lifecycle.ts
  HandPlanned(f, d) {
    const t = f.tables.get(d.tableId);
    if (t) t.buttonSeat = d.buttonSeat;
  },
  // tables/tables.ts
  PlayerMoved(f, d) {
    seat(f, d.playerId, d.to.tableId, d.to.seat);
  },
  TableBroken(f, d) {
    for (const m of d.moves) seat(f, m.playerId, m.to.tableId, m.to.seat);
    const t = f.tables.get(d.tableId);
    if (!t) return;
    for (const pid of Object.values(t.seats)) {
      const e = f.entrants.get(pid);
      if (e) unseat(f, e);
    }
    t.open = false;
  },
  FinalTableFormed(f, d) {
    reseatAll(f, [{ tableId: d.tableId }], d.assignments);
  },
  // hands/table-hands.ts
  HandStarted(f, d) {
    const t = f.tables.get(d.tableId);
    const config = f.tournament.config;
    if (!t || !config) return;
    // FSNP Art. 140.2(e): the button came round to or past where it was, a new orbit begins.
    const button = nextButton(t);
    if (
      button !== null &&
      t.handNo > 0 &&
      t.buttonSeat != null &&
      button <= t.buttonSeat &&
      advancesByOrbit(config.tournamentType)
    )
      f.orbit++;
    if (button !== null) t.buttonSeat = button;
    t.handNo = d.handNo;
    // FSNP Art. 31(a): a busted player who let this hand start without buying back in is out.
    for (const pid of Object.values(t.seats)) {
      const e = f.entrants.get(pid);
      if (!e) continue;
      const tf = f.tournament;
      const lapses = lapsesAtNextHandFrom(
        {
          config,
          reEntryOpen: tf.reEntryOpen,
          clock: {
            levels: tf.levels,
            startedAt: tf.startedAt,
            runningSince: tf.runningSince,
            elapsedMs: tf.elapsedMs,
            recordedLevel: tf.recordedLevel,
            orbitLevel: tf.orbitLevel,
            tournamentType: config.tournamentType,
          },
          entrant: {
            status: e.status,
            announced: e.announced,
            pendingChips: e.pendingChips,
            bought: e.bought,
          },
        },
        d.startedAt,
      );
      if (lapses) {
        e.status = 'eliminated';
        unseat(f, e);
      }
    }
  },
  HandCompleted(f, d) {
    const t = f.tables.get(d.tableId);
    if (!t) return;
    for (const x of d.stacks) setSeatStack(f, t, x.seat, x.chips);
    // entries/purchases.ts releasePendingChips (LNSE I.53-54)
    for (const pid of Object.values(t.seats)) {
      const e = f.entrants.get(pid);
      if (!e?.pendingChips) continue;
      e.stack += e.pendingChips;
      e.pendingChips = 0;
      if (e.status === 'busted') e.status = 'seated';
    }
  },
  ChipCountsRecorded(f, d) {
    const t = f.tables.get(d.tableId);
    if (t) for (const x of d.counts) setSeatStack(f, t, x.seat, x.chips);
  },
  // entries/purchases.ts
  PurchaseAnnounced(f, d) {
    const e = f.entrants.get(d.playerId);
    if (e) e.announced = true;
  },
  PurchaseAnnouncementWithdrawn(f, d) {
    const e = f.entrants.get(d.playerId);
    if (e) e.announced = false;
  },
  PlayerReEntered: purchased,
  RebuyTaken: purchased,
  ChipsToppedUp: purchased,
  AddOnTaken: purchased,
  // chips/chips.ts
  OddChipsRemoved(f, d) {
    for (const r of d.seats) setHolder(f, r);
  },
  // chips/removal.ts
  ChipsRemovedFromPlay(f, d) {
    const t = f.tables.get(d.tableId);
    if (t) for (const r of d.seats) setSeatStack(f, t, r.seat, r.after);
  },
  ChipRaceConducted(f, d) {
    for (const r of d.results) setHolder(f, r);
  },
  // standings/standings.ts
  PlayerEliminated(f, d) {
    const e = f.entrants.get(d.playerId);
    if (e && d.chipsRemoved > 0) e.stack = 0;
    eliminate(f, d.playerId);
  },
  // hands/pot-award-corrections.ts: the stacks and statuses a corrected award changes.
  PotAwardCorrected(f, d) {
    for (const m of d.moves) {
      const e = f.entrants.get(m.playerId);
      if (!e) continue;
      const was = e.stack;
      e.stack += m.chips;
      if (was === 0 && e.stack > 0 && e.status === 'busted') e.status = 'seated';
      else if (e.stack === 0 && e.status === 'seated') e.status = 'busted';
    }
  },
  // heads-up/heads-up.ts
  HeadsUpRoundDrawn(f, d) {
    if (d.restack)
      for (const p of d.restack.players) {
        const e = f.entrants.get(p.playerId);
        if (e) e.stack = d.restack.stack;
      }
    reseatAll(
      f,
      d.matches.map((m) => ({ tableId: m.tableId })),
      d.matches.flatMap((m) =>
        m.players.map((playerId, i) => ({ playerId, tableId: m.tableId, seat: i + 1 })),
      ),
    );
    for (const p of d.byes) {
      const e = f.entrants.get(p);
      if (e) e.status = 'seated';
    }
  },
  HeadsUpMatchCompleted(f, d) {
    eliminate(f, d.loserId);
  },
};

/** Players left and their average (registration/field-count.ts fieldCount) from the rows. */
export function fieldCountOfRows(
  f: FieldRows,
  chipsInPlay: number,
): { playersLeft: number; averageStack: number } {
  let left = 0;
  for (const e of f.entrants.values()) if (e.status === 'seated' || e.status === 'busted') left++;
  let reserved = 0;
  for (const t of f.tables.values()) for (const c of Object.values(t.reserved)) reserved += c;
  return {
    playersLeft: left,
    averageStack: left ? Math.floor((chipsInPlay - reserved) / left) : 0,
  };
}

/** The leaderboard (test/support/display-of-state.ts leaderboardOf) from the rows: seated with chips, biggest first. */
export function leaderboardOfRows(f: FieldRows): LeaderLine[] {
  return [...f.entrants.values()]
    .filter((e) => e.status === 'seated' && e.stack > 0)
    .sort((a, b) => b.stack - a.stack || a.playerId.localeCompare(b.playerId))
    .slice(0, LEADERBOARD_SIZE)
    .map((e, i) => ({
      rank: i + 1,
      playerId: e.playerId,
      name: e.name,
      stack: e.stack,
      tableId: e.tableId,
      seat: e.seat,
    }));
}
