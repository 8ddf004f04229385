/**
 * From the read models' shapes to the API's (issue 7), free of Nest: payouts, the prize pool,
 * ledger lines now or as of a past position, and their cursor pages.
 */
import { ACCOUNTS, type Account, type LedgerState } from '../../projections/ledger/ledger';
import type { LedgerLineFilter, LedgerLineView } from '../../projections/ledger/queries';
import { pageWindow, toConnection, type PageArgs } from '../../projections/pagination';
import type { PayoutsView } from '../../projections/payouts/payouts';
import type { PayoutTableFixedData, PrizePoolFixedData } from '../../events/prize-events';
import { computePrizes, type PayoutBand } from '../../rules';

export function prizePoolView(tournamentId: string, pool: PrizePoolFixedData) {
  return {
    tournamentId,
    currency: pool.currency,
    amount: pool.amount,
    byCode: Object.entries(pool.byCode).map(([code, t]) => {
      const d = pool.byItem?.[code as keyof typeof pool.byCode];
      return {
        code,
        ...t,
        prize: d?.prize ?? null,
        benefit: d?.benefit ?? null,
        prizeShareBp: d?.prizeShareBp ?? null,
      };
    }),
    refunded: pool.refunded,
    bountyFund: pool.bountyFund,
    bountyValue: pool.bountyValue,
    fixedAt: pool.fixedAt,
  };
}

/**
 * `showIdentity`: the signer's identity document number is shown to the roles that read the
 * ledgers (regulator, director, federation, the club); the room sees that a receipt is signed.
 */
export function payoutsView(
  tournamentId: string,
  v: PayoutsView | null,
  asOf: number | null,
  showIdentity = true,
) {
  const receipts = (v?.rows ?? []).map((r) => ({
    ...r,
    sharedPlaces: r.sharedPlaces ? [...r.sharedPlaces] : null,
    sharedTotal: r.sharedTotal ?? null,
    signature: r.signature
      ? {
          supervisorId: r.signature.supervisorId,
          fullName: r.signature.fullName,
          idDocumentType: r.signature.idDocument.type,
          idDocumentNumber: showIdentity ? r.signature.idDocument.number : '(withheld)',
          signedAt: r.signature.signedAt,
        }
      : null,
  }));
  return {
    tournamentId,
    asOfPosition: asOf,
    pool: v?.pool ? prizePoolView(tournamentId, v.pool) : null,
    table: v?.table ? payoutTableView(v.table, v.pool) : null,
    bands: (v?.bands ?? []).map((b) => bandView(b, null)),
    receipts,
    tickets: v?.tickets ?? [],
    totalAwarded: receipts.reduce((a, r) => a + r.amount, 0),
    totalPaid: receipts.reduce((a, r) => a + (r.paidAt ? r.amount : 0), 0),
  };
}

export function balancesView(balances: Record<Account, number> | null) {
  const list = ACCOUNTS.map((account) => ({ account, balance: balances?.[account] ?? 0 }));
  return { balances: list, imbalance: list.reduce((a, b) => a + b.balance, 0) };
}

/** Lines from `afterEntry` on (exclusive), at most `limit`, in entry and line order. */
export type LineSource = (
  afterEntry: number | undefined,
  limit: number,
) => Promise<readonly LedgerLineView[]>;

/** The lines of a ledger folded from the stream (time travel), filtered like the read model. */
export function pastLines(state: LedgerState, f: LedgerLineFilter): LineSource {
  const all: LedgerLineView[] = state.entries.flatMap((e) =>
    e.lines.map((l, i) => ({
      entryNo: e.entryNo,
      lineNo: i + 1,
      eventId: e.eventId,
      eventType: e.eventType,
      position: e.globalPosition,
      occurredAt: e.occurredAt,
      code: e.code,
      playerId: e.playerId,
      registrationNumber: e.registrationNumber,
      tableId: e.tableId,
      playDay: e.playDay,
      account: l.account,
      debit: l.debit,
      credit: l.credit,
    })),
  );
  const kept = all.filter(
    (l) =>
      (!f.account || l.account === f.account) &&
      (!f.playerId || l.playerId === f.playerId) &&
      (!f.code || l.code === f.code) &&
      (!f.tableId || l.tableId === f.tableId),
  );
  return async (afterEntry, limit) =>
    kept.filter((l) => afterEntry === undefined || l.entryNo > afterEntry).slice(0, limit);
}

const LINE_TAG = 'ledger-line';
/** An entry books at most a handful of lines; the key orders (entry, line) as one integer. */
const LINES_PER_ENTRY = 1_000;
const lineKey = (l: LedgerLineView) => l.entryNo * LINES_PER_ENTRY + l.lineNo;

export async function linesPage(source: LineSource, page: PageArgs) {
  const { first, afterKey } = pageWindow(LINE_TAG, page);
  const fromEntry = afterKey ? Math.floor(afterKey / LINES_PER_ENTRY) - 1 : undefined;
  // The cursor may sit inside an entry: fetch from that entry and drop what was already sent.
  const rows = (await source(fromEntry, first + 1 + 16)).filter((l) => lineKey(l) > afterKey);
  return toConnection(LINE_TAG, rows, first, 0, lineKey, (l) => ({
    entryNo: l.entryNo,
    lineNo: l.lineNo,
    eventId: l.eventId,
    eventType: l.eventType,
    globalPosition: l.position,
    occurredAt: l.occurredAt,
    code: l.code,
    playerId: l.playerId,
    registrationNumber: l.registrationNumber,
    tableId: l.tableId,
    playDay: l.playDay,
    account: l.account,
    debit: l.debit,
    credit: l.credit,
  }));
}

const bandView = (b: PayoutBand, index: number | null) => ({
  index,
  minRegistrants: b.minRegistrants,
  maxRegistrants: b.maxRegistrants,
  basisPoints: [...b.basisPoints],
});

/**
 * The fixed table with its band (LNSE I.65) and, once the pool is fixed (I.64), each place's
 * prize by the rounding the table recorded (the same computePrizes the award uses).
 */
export function payoutTableView(t: PayoutTableFixedData, pool: PrizePoolFixedData | null) {
  return {
    ...t,
    basisPoints: [...t.basisPoints],
    band: t.band ? bandView(t.band, t.band.index) : null,
    amounts:
      pool && t.basisPoints.length ? computePrizes(pool.amount, t.basisPoints, t.rounding) : null,
  };
}

/** LNSE 123/13 I.1(10), I.65: the published scale as the command carries it. */
export const payoutBandsOf = (
  bands: readonly {
    minRegistrants: number;
    maxRegistrants?: number | null;
    basisPoints: readonly number[];
  }[],
): PayoutBand[] =>
  bands.map((b) => ({
    minRegistrants: b.minRegistrants,
    maxRegistrants: b.maxRegistrants ?? null,
    basisPoints: [...b.basisPoints],
  }));
