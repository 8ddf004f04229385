/**
 * Prize pool, payout table and who was paid what (issue 7): the classification receipts
 * (LNSE 123/13 IV.9.1) with their payments (I.66, IV.9.1(e)). An unpaid receipt stays an
 * open liability (LNSE open 14). Pure fold over the tournament's stream.
 */
import type { StoredEvent } from '../../events/envelope';
import type { PayoutBand } from '../../rules/payouts';
import type {
  PayoutTableFixedData,
  PrizePoolFixedData,
  PrizeReceiptSignedData,
  QualifierTicketAwardedData,
} from '../../events/prize-events';
import { eventFold } from '../kit';

export interface PayoutRow {
  readonly receiptNo: number;
  readonly playerId: string;
  readonly place: number | null;
  readonly kind: string;
  readonly sharedPlaces: readonly number[] | null;
  /** The prizes of the shared places added up (LNSE IV.9.1(d)); null when not shared. */
  readonly sharedTotal?: number | null;
  readonly pctBp: number | null;
  readonly amount: number;
  readonly awardedAt: string;
  readonly eventId: string;
  paidAt: string | null;
  withheld: number;
  net: number | null;
  /** LNSE 123/13 IV.9.1(b), (e): the winner's signature before a Supervisor; null: unsigned. */
  signature?: Omit<PrizeReceiptSignedData, 'receiptNo' | 'playerId'> | null;
}

export interface PayoutsView {
  revision: number;
  pool: PrizePoolFixedData | null;
  table: PayoutTableFixedData | null;
  rows: PayoutRow[];
  tickets: (QualifierTicketAwardedData & { readonly eventId: string })[];
  /** The published scale by registrant bands (LNSE I.1(10), I.65); absent: none. */
  bands?: readonly PayoutBand[];
}

export const emptyPayouts = (): PayoutsView => ({
  revision: -1,
  pool: null,
  table: null,
  rows: [],
  tickets: [],
});

type Row = Omit<PayoutRow, 'paidAt' | 'withheld' | 'net' | 'awardedAt' | 'eventId' | 'signature'>;

function award(v: PayoutsView, e: StoredEvent, rows: readonly Row[]): void {
  for (const r of rows)
    v.rows.push({
      ...r,
      awardedAt: e.metadata.occurredAt,
      eventId: e.eventId,
      paidAt: null,
      withheld: 0,
      net: null,
      signature: null,
    });
}

/** What each event changes in the payouts view; events not listed change nothing. */
const PAYOUTS = eventFold<PayoutsView>({
  PrizePoolFixed(v, d) {
    v.pool = d;
  },
  PayoutTableFixed(v, d) {
    v.table = d;
  },
  TournamentCreated(v, d) {
    if (d.payoutBands) v.bands = d.payoutBands;
  },
  PayoutBandsPublished(v, d) {
    v.bands = d.bands;
  },
  QualifierTicketAwarded(v, d, e) {
    v.tickets.push({ ...d, eventId: e.eventId });
  },
  PrizeAwarded: (v, d, e) =>
    award(v, e, [
      {
        receiptNo: d.receiptNo,
        playerId: d.playerId,
        place: d.place,
        kind: d.kind,
        sharedPlaces: d.sharedPlaces,
        sharedTotal: d.sharedTotal,
        pctBp: d.pctBp,
        amount: d.amount,
      },
    ]),
  PrizeRedistributed: (v, d, e) =>
    award(
      v,
      e,
      d.shares.map((x) => ({
        receiptNo: x.receiptNo,
        playerId: x.playerId,
        place: null,
        kind: `redistribution from ${d.fromPlayerId}`,
        sharedPlaces: null,
        pctBp: null,
        amount: x.amount,
      })),
    ),
  BountyAwarded: (v, d, e) =>
    award(v, e, [
      {
        receiptNo: d.receiptNo,
        playerId: d.playerId,
        place: null,
        kind: `bounty on ${d.eliminatedPlayerId}`,
        sharedPlaces: null,
        pctBp: null,
        amount: d.amount,
      },
    ]),
  PrizeReceiptSigned(v, d) {
    const { receiptNo, playerId: _p, ...signature } = d;
    const row = v.rows.find((r) => r.receiptNo === receiptNo);
    if (row) row.signature = signature;
  },
  PrizePaid(v, d) {
    const row = v.rows.find((r) => r.receiptNo === d.receiptNo);
    if (row) {
      row.paidAt = d.paidAt;
      row.withheld = d.withheld;
      row.net = d.net;
    }
  },
});

/** The event types that change a payouts view. */
export const PAYOUT_EVENT_TYPES = PAYOUTS.types;

export function foldPayouts(v: PayoutsView, e: StoredEvent): PayoutsView {
  if (e.revision <= v.revision) return v;
  v.revision = e.revision;
  PAYOUTS.apply(v, e);
  return v;
}

export const buildPayouts = (events: readonly StoredEvent[]): PayoutsView =>
  events.reduce(foldPayouts, emptyPayouts());
