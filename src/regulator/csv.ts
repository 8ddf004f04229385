/** The ledgers and payouts as CSV for the regulator's bundle: deterministic text, integers only. */
import type { LedgerState } from '../projections/ledger/ledger';
import type { PrizePoolFixedData } from '../events/prize-events';
import { determinedTableShares, tableBenefits } from '../projections/ledger/ledger';
import type { PayoutsView } from '../projections/payouts/payouts';

const cell = (v: unknown): string => {
  const s = v === null || v === undefined ? '' : Array.isArray(v) ? v.join(' ') : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
/** The CSV text line by line (each with its newline), so a large ledger is streamed. */
function* csv(header: readonly string[], rows: Iterable<readonly unknown[]>): Generator<string> {
  yield header.join(',') + '\n';
  for (const r of rows) yield r.map(cell).join(',') + '\n';
}

/** One row per ledger line; entry number and event position trace each to its event. */
export function ledgerCsv(l: LedgerState): Iterable<string> {
  return csv(
    [
      'entry_no',
      'global_position',
      'revision',
      'event_id',
      'event_type',
      'occurred_at',
      'code',
      'item',
      'player_id',
      'registration_number',
      'table_id',
      'play_day',
      'purchase_no',
      'receipt_no',
      'account',
      'debit',
      'credit',
    ],
    (function* () {
      for (const e of l.entries)
        for (const x of e.lines)
          yield [
            e.entryNo,
            e.globalPosition,
            e.revision,
            e.eventId,
            e.eventType,
            e.occurredAt,
            e.code,
            e.item,
            e.playerId,
            e.registrationNumber,
            e.tableId,
            e.playDay,
            e.purchaseNo,
            e.receiptNo,
            x.account,
            x.debit,
            x.credit,
          ];
    })(),
  );
}

/**
 * LNSE 123/13 IV.6(c), IV.11.5: operator's share per table per playing day and code, booked
 * per purchase and, once the pool is fixed, as determined per item (I.62; empty before).
 */
export function tableBenefitCsv(
  l: LedgerState,
  pool: PrizePoolFixedData | null = null,
): Iterable<string> {
  return csv(
    [
      'play_day',
      'table_id',
      'code',
      'purchases',
      'gross',
      'prize_fund',
      'operator_share',
      'prize_part_determined',
      'operator_share_determined',
    ],
    determinedTableShares(tableBenefits(l), pool).map((r) => [
      r.playDay,
      r.tableId,
      r.code,
      r.count,
      r.gross,
      r.prizeFund,
      r.fee,
      r.prizePart,
      r.operatorShare,
    ]),
  );
}

export function payoutsCsv(v: PayoutsView): Iterable<string> {
  return csv(
    [
      'receipt_no',
      'player_id',
      'place',
      'kind',
      'shared_places',
      'pct_basis_points',
      'amount',
      'awarded_at',
      'paid_at',
      'withheld',
      'net_paid',
      'event_id',
    ],
    [
      ...v.rows.map((r) => [
        r.receiptNo,
        r.playerId,
        r.place,
        r.kind,
        r.sharedPlaces,
        r.pctBp,
        r.amount,
        r.awardedAt,
        r.paidAt,
        r.withheld,
        r.net,
        r.eventId,
      ]),
      ...v.tickets.map((t) => [
        '',
        t.playerId,
        t.place,
        'qualification ticket',
        '',
        '',
        t.ticketValue,
        '',
        '',
        '',
        '',
        t.eventId,
      ]),
    ],
  );
}
