/**
 * What the operations rows show beyond the display's facts (tournament-facts.ts) and field
 * (field-facts.ts), folded from the events alone (issue 17): the day, hand-for-hand, the final
 * table, the money booked, and per player his registration, purchases, announcement and
 * whether he waits for the button; per table its seat count and whether a hand is in play; and
 * the purchase lines. Each handler cites the decider's handler it mirrors; the differential
 * test (test/unit/projections/operations-fold.test.ts) compares the rows with the rows of the
 * decider's state after every command.
 */
import type { MoneyTotals } from '../../aggregates/tournament/views';
import type { StoredEvent } from '../../events/envelope';
import type {
  ChipsPurchasedData,
  Purchase,
  PurchaseItem,
  TransactionCode,
} from '../../events/tournament-events';
import type { Handlers } from '../kit';
import type { TournamentFacts } from '../display/tournament-facts';
import type { TouchedMap } from '../touched-map';

export interface OpsHead {
  /** clock.recordedBreakAfter: the last BreakStarted (FSNP Art. 61). */
  recordedBreakAfter: number | null;
  day: number;
  dayClosed: boolean;
  handForHand: boolean;
  finalTable: string | null;
  /** The last purchase number booked. */
  purchases: number;
  money: MoneyTotals;
}

export interface OpsPlayer {
  readonly playerId: string;
  fullName: string;
  clubId: string;
  registrationNumber: number;
  waitsForButton: boolean;
  /** A binding announcement not yet completed (FSNP Art. 31; LNSE I.51). */
  announced: PurchaseItem | null;
  purchases: Record<PurchaseItem, number>;
}

export interface OpsTable {
  seatCount: number;
  handInProgress: boolean;
}

/** A purchase line as ops_purchases keeps it (PURCHASE_COLUMNS). */
export type PurchaseRow = readonly unknown[];

export interface OpsFacts {
  readonly tournamentId: string;
  /** The display's facts, as they stand after the event (read only here). */
  readonly tournament: TournamentFacts;
  readonly head: OpsHead;
  readonly players: TouchedMap<OpsPlayer>;
  readonly tables: TouchedMap<OpsTable>;
  /** Purchase lines booked by this batch, to insert. */
  readonly newPurchases: PurchaseRow[];
}

/** state.ts initialTournamentState's share of the head. */
export const noOpsHead = (): OpsHead => ({
  recordedBreakAfter: null,
  day: 1,
  dayClosed: false,
  handForHand: false,
  finalTable: null,
  purchases: 0,
  money: {
    prizeFund: 0,
    fees: 0,
    byCode: {
      IN: { prizeFund: 0, fee: 0, count: 0 },
      RB: { prizeFund: 0, fee: 0, count: 0 },
      AD: { prizeFund: 0, fee: 0, count: 0 },
    },
  },
});

const noPurchases = (): Record<PurchaseItem, number> => ({
  'buy-in': 0,
  're-entry': 0,
  rebuy: 0,
  'top-up': 0,
  'add-on': 0,
});

/** state-ops.ts book */
function book(h: OpsHead, p: Purchase): void {
  h.purchases = Math.max(h.purchases, p.purchaseNo);
  h.money.prizeFund += p.prizeFund;
  h.money.fees += p.fee;
  const line = h.money.byCode[p.code];
  line.prizeFund += p.prizeFund;
  line.fee += p.fee;
  line.count += 1;
}

/** state-ops.ts unbook */
function unbook(h: OpsHead, code: TransactionCode, prizeFund: number, fee: number): void {
  h.money.prizeFund -= prizeFund;
  h.money.fees -= fee;
  const line = h.money.byCode[code];
  line.prizeFund -= prizeFund;
  line.fee -= fee;
  line.count -= 1;
}

/** One line per purchase, never aggregated (FSNP Art. 30; LNSE IV.1.3). */
function purchaseLine(
  o: OpsFacts,
  playerId: string,
  p: Purchase,
  stackBefore: number,
  stackAfter: number,
  e: StoredEvent,
): void {
  o.newPurchases.push([
    o.tournamentId,
    p.purchaseNo,
    playerId,
    p.item,
    p.code,
    p.prizeFund,
    p.fee,
    p.currency,
    p.chips,
    stackBefore,
    stackAfter,
    e.metadata.occurredAt,
    e.globalPosition,
  ]);
}

/** entries/purchases.ts applyPurchase */
function purchased(o: OpsFacts, d: ChipsPurchasedData, e: StoredEvent): void {
  book(o.head, d.purchase);
  purchaseLine(o, d.playerId, d.purchase, d.stackBefore, d.stackAfter, e);
  const p = o.players.get(d.playerId);
  if (!p) return;
  p.purchases[d.purchase.item] += 1;
  p.announced = null;
}

/** state-ops.ts reseatAll: the listed tables replace all others, nobody waits for a button. */
function redrawn(o: OpsFacts, tables: readonly { tableId: string; seats: number }[]): void {
  for (const t of tables) o.tables.set(t.tableId, { seatCount: t.seats, handInProgress: false });
  for (const p of o.players.values()) p.waitsForButton = false;
}

function announcementOff(o: OpsFacts, playerId: string): void {
  const p = o.players.get(playerId);
  if (p) p.announced = null;
}

export const OPS_FACTS: Handlers<OpsFacts> = {
  // registration/registration.ts
  PlayerRegistered(o, d, e) {
    const was = o.players.get(d.playerId);
    const p: OpsPlayer = {
      playerId: d.playerId,
      fullName: d.fullName,
      clubId: d.clubId,
      registrationNumber: d.registrationNumber,
      waitsForButton: was?.waitsForButton ?? false,
      announced: was?.announced ?? null,
      purchases: was?.purchases ?? noPurchases(),
    };
    o.players.set(d.playerId, p);
    if (d.purchase) {
      book(o.head, d.purchase);
      p.purchases['buy-in'] += 1;
      purchaseLine(o, d.playerId, d.purchase, 0, d.lateEntry?.stack ?? d.purchase.chips, e);
    }
    if (d.lateEntry) p.waitsForButton = false;
  },
  // registration/entry-rules.ts
  RegistrationRefunded(o, d) {
    unbook(o.head, d.code, d.prizeFund, d.fee);
    o.players.delete(d.playerId);
  },
  AbsentPlayerStackRemoved(o, d) {
    announcementOff(o, d.playerId);
  },
  AnnouncedPurchaseNotPaid(o, d) {
    announcementOff(o, d.playerId);
  },
  // seating/seating.ts
  SeatDrawConducted(o, d) {
    redrawn(o, d.tables);
  },
  // tables/tables.ts
  PlayerMoved(o, d) {
    const p = o.players.get(d.playerId);
    if (p) p.waitsForButton = d.waitsForButton;
  },
  TableBroken(o, d) {
    for (const m of d.moves) {
      const p = o.players.get(m.playerId);
      if (p) p.waitsForButton = m.waitsForButton;
    }
  },
  FinalTableFormed(o, d) {
    redrawn(o, [{ tableId: d.tableId, seats: o.tournament.config?.seatsPerTable ?? 0 }]);
    o.head.finalTable = d.tableId;
  },
  // hands/table-hands.ts
  HandStarted(o, d) {
    const t = o.tables.get(d.tableId);
    if (t) t.handInProgress = true;
  },
  HandCompleted(o, d) {
    const t = o.tables.get(d.tableId);
    if (t) t.handInProgress = false;
  },
  // clock/clock.ts
  BreakStarted(o, d) {
    o.head.recordedBreakAfter = d.afterLevel;
  },
  // days/days.ts
  TournamentDayClosed(o) {
    o.head.dayClosed = true;
  },
  TournamentDayResumed(o, d) {
    o.head.day = d.day;
    o.head.dayClosed = false;
  },
  // hands/hand-for-hand.ts
  HandForHandStarted(o) {
    o.head.handForHand = true;
  },
  HandForHandEnded(o) {
    o.head.handForHand = false;
  },
  // entries/purchases.ts
  PurchaseAnnounced(o, d) {
    const p = o.players.get(d.playerId);
    if (p) p.announced = d.item;
  },
  PurchaseAnnouncementWithdrawn(o, d) {
    announcementOff(o, d.playerId);
  },
  PlayerReEntered: purchased,
  RebuyTaken: purchased,
  ChipsToppedUp: purchased,
  AddOnTaken: purchased,
  // standings/standings.ts
  PlayerEliminated(o, d) {
    announcementOff(o, d.playerId);
  },
  // heads-up/heads-up.ts
  HeadsUpRoundDrawn(o, d) {
    redrawn(
      o,
      d.matches.map((m) => ({ tableId: m.tableId, seats: 2 })),
    );
    if (d.clockRestartedAt) o.head.recordedBreakAfter = null;
  },
  HeadsUpMatchCompleted(o, d) {
    announcementOff(o, d.loserId);
  },
};
