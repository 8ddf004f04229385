/**
 * What the money and regulator resolvers read (issue 7), free of Nest so the ledger can build
 * it from its read DataSource and the store: the regulator's reads plus time travel for the
 * payouts. Past answers are folded from the stream (the same pure folds the read models use),
 * so nothing live is touched.
 */
import type { DataSource } from 'typeorm';
import { tournamentStreamId } from '../../events/envelope';
import { buildPayouts, type PayoutsView } from '../../projections/payouts/payouts';
import { regulatorReads, type RegulatorReads } from '../../regulator/regulator-reads';
import type { LedgerSigner } from '../../store/checkpoints';
import type { EventStore } from '../../store/event-store';

export interface RegulatorApi extends RegulatorReads {
  /** Prize pool, payout table and receipts as they stood at a global position. */
  payoutsAsOf(tournamentId: string, position: number): Promise<PayoutsView>;
  /** The store's head: a time-travel position beyond it is refused rather than silently clipped. */
  headPosition(): Promise<number>;
}

export const regulatorApi = (
  ds: DataSource,
  store: EventStore,
  signer?: LedgerSigner,
): RegulatorApi => ({
  ...regulatorReads(ds, store, signer),
  payoutsAsOf: async (t, position) =>
    buildPayouts(
      (await store.readStream(tournamentStreamId(t))).filter((e) => e.globalPosition <= position),
    ),
  headPosition: () => store.headPosition(),
});
