/**
 * The audit trail by cursor and the bundle as a list of files (issue 7), free of Nest.
 */
import { createHash } from 'node:crypto';
import type { AuditFilter } from '../../projections/audit/audit';
import { pageWindow, toConnection, type PageArgs } from '../../projections/pagination';
import type { RegulatorApi } from '../../app/reads/regulator.reads';

const AUDIT_TAG = 'audit';

/** Cursor keys start at 1 (0 means "from the start"): revision r has key r + 1. */
export async function auditPage(
  reads: RegulatorApi,
  tournamentId: string,
  filter: AuditFilter,
  page: PageArgs,
) {
  const { first, afterKey } = pageWindow(AUDIT_TAG, page);
  const rows = await reads.auditTrail(tournamentId, filter, {
    ...(afterKey > 0 ? { afterRevision: afterKey - 1 } : {}),
    limit: first + 1,
  });
  return toConnection(
    AUDIT_TAG,
    rows,
    first,
    0,
    (r) => r.revision + 1,
    (r) => ({ ...r, playerIds: [...r.playerIds], tableIds: [...r.tableIds] }),
  );
}

/** Every file of the bundle with its digest, manifest.json last; null for an unknown stream. */
export async function bundleView(reads: RegulatorApi, tournamentId: string, generatedAt: string) {
  const b = await reads.bundle(tournamentId, generatedAt);
  if (!b) return null;
  const names = Object.keys(b.files).sort((x, y) =>
    x === 'manifest.json' ? 1 : y === 'manifest.json' ? -1 : x.localeCompare(y),
  );
  return {
    tournamentId,
    generatedAt: b.manifest.generatedAt,
    chainHead: b.manifest.chainHead,
    eventCount: b.manifest.eventCount,
    files: names.map((name) => {
      const bytes = Buffer.from(b.files[name], 'base64');
      return {
        name,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        bytes: bytes.length,
        base64: b.files[name],
      };
    }),
  };
}

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  'events.jsonl': 'application/x-ndjson; charset=utf-8',
  'ledger.csv': 'text/csv; charset=utf-8',
  'table-benefit.csv': 'text/csv; charset=utf-8',
  'payouts.csv': 'text/csv; charset=utf-8',
  'report.pdf': 'application/pdf',
  'manifest.json': 'application/json; charset=utf-8',
};
