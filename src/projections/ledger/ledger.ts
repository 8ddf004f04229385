/**
 * The tournament's double-entry ledger (issue 7), folded from its events: cash received per
 * purchase with its transaction code and the player's registration number (LNSE 123/13
 * IV.1.3, IV.6(a)), the prize-fund liability and the organization fee (rake) kept apart
 * (FSNP Art. 30; DECISION-2), refunds (LNSE I.6), prizes awarded, paid and withheld
 * (I.66-67, IV.9.1). Every entry names the event that caused it; every entry balances, so
 * the balances always sum to zero. Pure: the read model, the export and time travel all
 * use this fold.
 */
import type { StoredEvent } from '../../events/envelope';
import { apportion } from '../../rules/apportion';
import { tournamentIdOf } from '../../events/envelope';
import type { Purchase, TransactionCode } from '../../events/tournament-events';
import type { PrizePoolFixedData } from '../../events/prize-events';
import { eventFold, type LedgerEventType } from '../kit';

export const ACCOUNTS = [
  'cash',
  'prize-fund',
  'fee-revenue',
  'bounty-fund',
  'prizes-payable',
  'tickets-payable',
  'withholding-payable',
] as const;
export type Account = (typeof ACCOUNTS)[number];

export interface LedgerLine {
  readonly account: Account;
  readonly debit: number;
  readonly credit: number;
}

export interface LedgerEntry {
  readonly entryNo: number;
  readonly tournamentId: string;
  readonly eventId: string;
  readonly eventType: string;
  readonly globalPosition: number;
  readonly revision: number;
  readonly occurredAt: string;
  readonly code: TransactionCode | null;
  readonly item: string | null;
  readonly playerId: string | null;
  readonly registrationNumber: number | null;
  /** LNSE IV.6(c): the table the purchase is booked to; null when it has none. */
  tableId: string | null;
  readonly playDay: number;
  readonly purchaseNo: number | null;
  readonly receiptNo: number | null;
  readonly lines: readonly LedgerLine[];
}

/** Operator's share per table per playing day and code (LNSE IV.6(c), IV.11.5). */
export interface TableBenefit {
  readonly tableId: string | null;
  readonly playDay: number;
  readonly code: TransactionCode;
  gross: number;
  prizeFund: number;
  fee: number;
  count: number;
}

export interface LedgerState {
  readonly tournamentId: string;
  /** Last stream revision folded in (idempotency: a replayed event changes nothing). */
  revision: number;
  /** Entries booked so far (the projection keeps only the new ones in `entries`). */
  entryCount: number;
  entries: LedgerEntry[];
  balances: Record<Account, number>;
  day: number;
  seats: Record<string, string>;
  registrationNumbers: Record<string, number>;
}

export const emptyLedger = (tournamentId: string): LedgerState => ({
  tournamentId,
  revision: -1,
  entryCount: 0,
  entries: [],
  balances: Object.fromEntries(ACCOUNTS.map((a) => [a, 0])) as Record<Account, number>,
  day: 1,
  seats: {},
  registrationNumbers: {},
});

const dr = (account: Account, amount: number): LedgerLine => ({
  account,
  debit: amount,
  credit: 0,
});
const cr = (account: Account, amount: number): LedgerLine => ({
  account,
  debit: 0,
  credit: amount,
});

interface Posting {
  readonly lines: LedgerLine[];
  readonly code?: TransactionCode;
  readonly item?: string;
  readonly playerId?: string;
  readonly purchaseNo?: number;
  readonly receiptNo?: number;
}

const purchasePosting = (playerId: string, p: Purchase): Posting => ({
  lines: [dr('cash', p.prizeFund + p.fee), cr('prize-fund', p.prizeFund), cr('fee-revenue', p.fee)],
  code: p.code,
  item: p.item,
  playerId,
  purchaseNo: p.purchaseNo,
});

const purchased = (out: Posting[], d: { playerId: string; purchase: Purchase }) => {
  out.push(purchasePosting(d.playerId, d.purchase));
};

/** What each event books (into `out`); events not listed book nothing. */
const POSTINGS = eventFold<Posting[]>({
  PlayerRegistered(out, d) {
    if (d.purchase) out.push(purchasePosting(d.playerId, d.purchase));
  },
  PlayerReEntered: purchased,
  RebuyTaken: purchased,
  ChipsToppedUp: purchased,
  AddOnTaken: purchased,
  // LNSE 123/13 IV.1.4(a): a single registration refunded before the close reverses its IN line.
  RegistrationRefunded(out, d) {
    out.push({
      lines: [dr('prize-fund', d.prizeFund), dr('fee-revenue', d.fee), cr('cash', d.amount)],
      code: d.code,
      item: d.item,
      playerId: d.playerId,
    });
  },
  RefundIssued(out, d) {
    out.push({
      lines: [dr('prize-fund', d.prizeFund), dr('fee-revenue', d.fee), cr('cash', d.amount)],
      code: d.code,
      item: d.item,
      playerId: d.playerId,
    });
  },
  // LNSE 123/13 I.6 (open question 13): the settlement LNSE consented to, paid out of the fund.
  TerminationSettlementRecorded(out, d) {
    for (const x of d.lines)
      out.push({
        lines: [dr('prize-fund', x.amount), cr('cash', x.amount)],
        item: `settlement-${x.kind}`,
        playerId: x.playerId,
      });
  },
  PrizePoolFixed(out, d) {
    const moved = determinationAdjustment(d);
    // LNSE 123/13 I.62, I.63: the prize part determined on each item's aggregate gross; the
    // centavos booked to the prize fund purchase by purchase beyond it are the operator's.
    if (moved !== 0)
      out.push({
        lines:
          moved > 0
            ? [dr('prize-fund', moved), cr('fee-revenue', moved)]
            : [dr('fee-revenue', -moved), cr('prize-fund', -moved)],
        item: 'prize-pool-determination',
      });
    if (d.bountyFund > 0)
      out.push({ lines: [dr('prize-fund', d.bountyFund), cr('bounty-fund', d.bountyFund)] });
  },
  PrizeAwarded(out, d) {
    out.push({
      lines: [dr('prize-fund', d.amount), cr('prizes-payable', d.amount)],
      playerId: d.playerId,
      receiptNo: d.receiptNo,
    });
  },
  PrizeRedistributed(out, d) {
    for (const x of d.shares)
      out.push({
        lines: [dr('prize-fund', x.amount), cr('prizes-payable', x.amount)],
        playerId: x.playerId,
        receiptNo: x.receiptNo,
      });
  },
  QualifierTicketAwarded(out, d) {
    out.push({
      lines: [dr('prize-fund', d.ticketValue), cr('tickets-payable', d.ticketValue)],
      playerId: d.playerId,
    });
  },
  BountyAwarded(out, d) {
    out.push({
      lines: [dr('bounty-fund', d.amount), cr('prizes-payable', d.amount)],
      playerId: d.playerId,
      receiptNo: d.receiptNo,
    });
  },
  PrizePaid(out, d) {
    out.push({
      lines: [
        dr('prizes-payable', d.gross),
        cr('cash', d.net),
        ...(d.withheld > 0 ? [cr('withholding-payable', d.withheld)] : []),
      ],
      playerId: d.playerId,
      receiptNo: d.receiptNo,
    });
  },
});

/**
 * LNSE 123/13 I.62: booked prize-fund parts minus the prize parts determined per item on its
 * aggregate gross (0 where the pool recorded no determination: the booked parts are the pool).
 */
export function determinationAdjustment(d: PrizePoolFixedData): number {
  if (!d.byItem) return 0;
  return Object.values(d.byItem).reduce((n, t) => n + (t.bookedPrizeFund - t.prize), 0);
}

export type Assignment = { playerId: string; tableId: string };

/** Where players sit after an event (into `out`), for booking purchases to tables (LNSE IV.6(c)). */
const SEATING = eventFold<Assignment[]>({
  SeatDrawConducted(out, d) {
    for (const a of d.assignments) out.push({ playerId: a.playerId, tableId: a.tableId });
  },
  FinalTableFormed(out, d) {
    for (const a of d.assignments) out.push({ playerId: a.playerId, tableId: a.tableId });
  },
  PlayerMoved(out, d) {
    out.push({ playerId: d.playerId, tableId: d.to.tableId });
  },
  TableBroken(out, d) {
    for (const m of d.moves) out.push({ playerId: m.playerId, tableId: m.to.tableId });
  },
  PlayerRegistered(out, d) {
    if (d.lateEntry) out.push({ playerId: d.playerId, tableId: d.lateEntry.tableId });
  },
  PlayerReEntered(out, d) {
    if (d.seat) out.push({ playerId: d.playerId, tableId: d.seat.tableId });
  },
});

/** The seats an event assigns (none for most). */
export function seatingOf(e: StoredEvent): Assignment[] {
  const out: Assignment[] = [];
  SEATING.apply(out, e);
  return out;
}

/** What the fold keeps besides the postings: the playing day and registration numbers. */
const FACTS = eventFold<LedgerState>({
  TournamentDayResumed(state, d) {
    state.day = d.day;
  },
  PlayerRegistered(state, d) {
    state.registrationNumbers[d.playerId] = d.registrationNumber;
  },
});

/**
 * The players whose seat or registration number folding `e` reads or writes: the ledger read
 * model loads those players' facts only (issue 22).
 */
export function playersOf(e: StoredEvent): string[] {
  const ids = new Set<string>();
  for (const a of seatingOf(e)) ids.add(a.playerId);
  const postings: Posting[] = [];
  POSTINGS.apply(postings, e);
  for (const p of postings) if (p.playerId) ids.add(p.playerId);
  REGISTERED.apply(ids, e);
  return [...ids];
}

const REGISTERED = eventFold<Set<string>>({
  PlayerRegistered(ids, d) {
    ids.add(d.playerId);
  },
});

/** Every event type the ledger fold reacts to. */
export const LEDGER_EVENT_TYPES: readonly LedgerEventType[] = [
  ...new Set([...POSTINGS.types, ...SEATING.types, ...FACTS.types]),
];

/** Folds one event of the tournament's stream into the ledger, in place. */
export function foldLedger(state: LedgerState, e: StoredEvent): LedgerState {
  if (e.revision <= state.revision) return state;
  state.revision = e.revision;
  FACTS.apply(state, e);
  for (const a of seatingOf(e)) {
    // LNSE IV.3, IV.6(c): a buy-in paid before the draw is booked to the table it was collected at.
    if (!(a.playerId in state.seats))
      for (const x of state.entries)
        if (x.playerId === a.playerId && x.tableId === null && x.code) x.tableId = a.tableId;
    state.seats[a.playerId] = a.tableId;
  }
  const postings: Posting[] = [];
  POSTINGS.apply(postings, e);
  for (const p of postings) {
    const lines = p.lines.filter((l) => l.debit !== 0 || l.credit !== 0);
    if (lines.length === 0) continue;
    for (const l of lines) state.balances[l.account] += l.debit - l.credit;
    state.entries.push({
      entryNo: ++state.entryCount,
      tournamentId: state.tournamentId,
      eventId: e.eventId,
      eventType: e.type,
      globalPosition: e.globalPosition,
      revision: e.revision,
      occurredAt: e.metadata.occurredAt,
      code: p.code ?? null,
      item: p.item ?? null,
      playerId: p.playerId ?? null,
      registrationNumber: p.playerId ? (state.registrationNumbers[p.playerId] ?? null) : null,
      tableId: p.playerId && p.code ? (state.seats[p.playerId] ?? null) : null,
      playDay: state.day,
      purchaseNo: p.purchaseNo ?? null,
      receiptNo: p.receiptNo ?? null,
      lines,
    });
  }
  return state;
}

/** The ledger of one tournament from its stream (or a prefix of it: time travel). */
export function buildLedger(events: readonly StoredEvent[]): LedgerState {
  const id = events.length ? (tournamentIdOf(events[0].streamId) ?? events[0].streamId) : '';
  return events.reduce(foldLedger, emptyLedger(id));
}

/** Σ debits − Σ credits over every account: zero in a sound ledger. */
export const ledgerImbalance = (l: LedgerState): number =>
  Object.values(l.balances).reduce((a, b) => a + b, 0);

/** Operator's share per table per playing day (LNSE IV.6(c), IV.11.5), refunds deducted. */
export function tableBenefits(l: LedgerState): TableBenefit[] {
  const rows = new Map<string, TableBenefit>();
  for (const x of l.entries) {
    if (!x.code) continue;
    const key = `${x.tableId ?? ''}|${x.playDay}|${x.code}`;
    const row = rows.get(key) ?? {
      tableId: x.tableId,
      playDay: x.playDay,
      code: x.code,
      gross: 0,
      prizeFund: 0,
      fee: 0,
      count: 0,
    };
    const sign = x.eventType === 'RefundIssued' || x.eventType === 'RegistrationRefunded' ? -1 : 1;
    for (const line of x.lines) {
      const amount = line.debit + line.credit;
      if (line.account === 'cash') row.gross += sign * amount;
      if (line.account === 'prize-fund') row.prizeFund += sign * amount;
      if (line.account === 'fee-revenue') row.fee += sign * amount;
    }
    row.count += sign;
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) =>
      a.playDay - b.playDay ||
      (a.tableId ?? '').localeCompare(b.tableId ?? '') ||
      a.code.localeCompare(b.code),
  );
}

/** What was taken in per item, and what went to the prize pool and to the operator. */
export function totalsByCode(
  l: LedgerState,
): Record<TransactionCode, Omit<TableBenefit, 'tableId' | 'playDay' | 'code'>> {
  const out = {
    IN: { gross: 0, prizeFund: 0, fee: 0, count: 0 },
    RB: { gross: 0, prizeFund: 0, fee: 0, count: 0 },
    AD: { gross: 0, prizeFund: 0, fee: 0, count: 0 },
  };
  for (const r of tableBenefits(l)) {
    const t = out[r.code];
    t.gross += r.gross;
    t.prizeFund += r.prizeFund;
    t.fee += r.fee;
    t.count += r.count;
  }
  return out;
}

/** A table's row with the operator's share as determined when the pool was fixed (LNSE I.62). */
export interface TableShareRow extends TableBenefit {
  /**
   * The item's operator share (I.62, I.63) apportioned to its tables and days by their booked
   * fees (largest remainder, DECISION-3): the rows add up to the item's determined benefit.
   * Null until the prize pool is fixed (I.64): before that only the booked `fee` exists.
   */
  readonly operatorShare: number | null;
  /** gross - operatorShare: what the table's purchases gave to the prize pool; null before. */
  readonly prizePart: number | null;
}

/**
 * LNSE 123/13 IV.6(c) with I.62: per table and playing day, the gross and the operator's share
 * once the pool is determined per item. Where the pool recorded no determination, or an item's
 * determination equals the booked parts, the share is the booked fee.
 */
export function determinedTableShares(
  rows: readonly TableBenefit[],
  pool: PrizePoolFixedData | null | undefined,
): TableShareRow[] {
  const out = rows.map((r) => ({
    ...r,
    operatorShare: null as number | null,
    prizePart: null as number | null,
  }));
  if (!pool) return out;
  for (const code of ['IN', 'RB', 'AD'] as const) {
    const mine = out.filter((r) => r.code === code);
    if (!mine.length) continue;
    const total = pool.byItem ? pool.byItem[code].benefit : mine.reduce((n, r) => n + r.fee, 0);
    const byFee = mine.map((r) => Math.max(0, r.fee));
    const byGross = mine.map((r) => Math.max(0, r.gross));
    const weights = byFee.some((w) => w > 0) ? byFee : byGross.some((w) => w > 0) ? byGross : null;
    const shares = weights ? apportion(Math.max(0, total), weights) : mine.map(() => 0);
    mine.forEach((r, i) => {
      r.operatorShare = shares[i];
      r.prizePart = r.gross - shares[i];
    });
  }
  return out;
}
