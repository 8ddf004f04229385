/**
 * What the GraphQL layer needs for the regulator (issue 7), free of Nest so the ledger can
 * build it from its read DataSource and the store: prize pool and payouts, the ledger with
 * balances and the operator's share per table, the audit trail with filters, the hash-chain
 * verification, time travel and the bundle for download. Resolvers for the `regulator` and
 * `director` roles; a `club` only for its own tournaments (the API checks TournamentCreated.clubId).
 */
import type { DataSource } from 'typeorm';
import { tournamentStreamId } from '../events/envelope';
import type { AuditFilter, AuditRow } from '../projections/audit/audit';
import { auditTrailOf, type AuditPage } from '../projections/audit/projection';
import {
  verifyTournament,
  type TournamentVerification,
} from '../projections/audit/verify-tournament';
import {
  buildLedger,
  type Account,
  type LedgerState,
  type TableBenefit,
} from '../projections/ledger/ledger';
import {
  ledgerBalances,
  ledgerLines,
  tableBenefitRows,
  type LedgerLineFilter,
  type LedgerLineView,
} from '../projections/ledger/queries';
import type { PayoutsView } from '../projections/payouts/payouts';
import { payoutsOf } from '../projections/payouts/projection';
import type { LedgerSigner } from '../store/checkpoints';
import type { EventStore } from '../store/event-store';
import { regulatorBundleFiles, sealExport, type BundleManifest } from './bundle';

export interface RegulatorReads {
  payouts(tournamentId: string): Promise<PayoutsView | null>;
  ledgerLines(tournamentId: string, filter: LedgerLineFilter): Promise<LedgerLineView[]>;
  ledgerBalances(tournamentId: string): Promise<Record<Account, number> | null>;
  tableBenefits(tournamentId: string): Promise<TableBenefit[]>;
  auditTrail(tournamentId: string, filter: AuditFilter, page: AuditPage): Promise<AuditRow[]>;
  verify(tournamentId: string): Promise<TournamentVerification>;
  /** The ledger as it stood at a global position (time travel), folded from the stream. */
  ledgerAsOf(tournamentId: string, position: number): Promise<LedgerState>;
  /** The bundle as one JSON document: the manifest and each file in base64. */
  bundle(
    tournamentId: string,
    generatedAt: string,
  ): Promise<{ manifest: BundleManifest; files: Record<string, string> } | null>;
}

export const regulatorReads = (
  ds: DataSource,
  store: EventStore,
  signer?: LedgerSigner,
): RegulatorReads => ({
  payouts: async (t) => (await payoutsOf(ds.manager, t)) ?? null,
  ledgerLines: (t, f) => ledgerLines(ds.manager, t, f),
  ledgerBalances: async (t) => (await ledgerBalances(ds.manager, t)) ?? null,
  tableBenefits: (t) => tableBenefitRows(ds.manager, t),
  auditTrail: (t, f, page) => auditTrailOf(ds.manager, t, f, page),
  verify: (t) => verifyTournament(store, t, signer?.publicKey),
  ledgerAsOf: async (t, position) =>
    buildLedger(
      (await store.readStream(tournamentStreamId(t))).filter((e) => e.globalPosition <= position),
    ),
  bundle: async (t, generatedAt) => {
    const events = await store.readStream(tournamentStreamId(t));
    if (events.length === 0) return null;
    const extras = await sealExport(store, events, generatedAt, signer);
    const { files, manifest } = await regulatorBundleFiles(events, generatedAt, extras);
    return {
      manifest,
      files: Object.fromEntries(Object.entries(files).map(([k, b]) => [k, b.toString('base64')])),
    };
  },
});
