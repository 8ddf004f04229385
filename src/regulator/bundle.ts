/**
 * The regulator's export bundle for one tournament (issue 7): the stored events exactly, as
 * canonical JSON lines; a manifest with the chain head, counts and each file's SHA-256; the
 * ledger, the operator's share per table and the payouts as CSV; and a PDF report. Files are
 * written line by line, so a long tournament never becomes one string in memory. The API
 * offers the same files for download through `regulatorBundleFiles`.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { join } from 'node:path';
import { canonicalJson } from '../events/canonical-json';
import { tournamentStreamId, type StoredEvent } from '../events/envelope';
import { verifyStream } from '../events/hash-chain';
import {
  chainVersusCheckpoints,
  checkpointProblem,
  type LedgerSigner,
  type SignedCheckpoint,
} from '../store/checkpoints';
import type { EventStore, StreamHead } from '../store/event-store';
import { ledgerImbalance } from '../projections/ledger/ledger';
import { ledgerCsv, payoutsCsv, tableBenefitCsv } from './csv';
import { renderReportPdf } from './report-pdf';
import { RegulatorFold, type RegulatorSummary } from './summary';

export const BUNDLE_FORMAT = 'tournament-ledger/regulator-bundle/1';

export interface FileDigest {
  readonly sha256: string;
  readonly bytes: number;
}

/**
 * The chain as checked when the bundle was made (issue 15): recomputed from the first event,
 * compared with the store's head record and with the checkpoints the server signed before.
 * For the report's "hash chain verified at export, head …" line.
 */
export interface ChainAtExport {
  readonly verified: boolean;
  /** Revision and hash of the last exported event. */
  readonly revision: number;
  readonly head: string;
  /** What the store records as the stream's head (null: the store keeps no head record). */
  readonly headRecord: StreamHead | null;
  /** Why the chain did not verify. */
  readonly problem?: string;
}

/**
 * The signatures a bundle carries: the stream's checkpoints signed before the export by the
 * same key, then the one signed at the export (last, at the exported head). A regulator checks
 * them against the public key the operator published (`npm run verify -- DIR --key PUBKEY`).
 */
export interface BundleSigning {
  readonly algorithm: 'Ed25519';
  /** SHA-256 (hex) of the public key's SPKI DER: compare with the published fingerprint. */
  readonly keyFingerprint: string;
  readonly publicKeyPem: string;
  readonly checkpoints: readonly SignedCheckpoint[];
}

export interface BundleExtras {
  readonly chain?: ChainAtExport;
  readonly signing?: BundleSigning;
}

export interface BundleManifest {
  readonly format: typeof BUNDLE_FORMAT;
  readonly tournamentId: string;
  readonly streamId: string;
  readonly generatedAt: string;
  readonly eventCount: number;
  readonly chainHead: string;
  readonly firstGlobalPosition: number | null;
  readonly lastGlobalPosition: number | null;
  readonly countsByType: Readonly<Record<string, number>>;
  readonly ledgerImbalance: number;
  readonly files: Readonly<Record<string, FileDigest>>;
  readonly chain?: ChainAtExport;
  readonly signing?: BundleSigning;
}

/** One stored event as one line: canonical JSON of the envelope, hash fields included. */
export const eventLine = (e: StoredEvent): string =>
  canonicalJson({
    eventId: e.eventId,
    streamId: e.streamId,
    revision: e.revision,
    globalPosition: e.globalPosition,
    type: e.type,
    schemaVersion: e.schemaVersion,
    data: e.data,
    metadata: e.metadata,
    prevHash: e.prevHash,
    hash: e.hash,
  });

export function* eventLines(events: Iterable<StoredEvent>): Generator<string> {
  for (const e of events) yield eventLine(e) + '\n';
}

/** Passes the lines through, reporting every 1,000th and the last. */
function* reporting(
  lines: Iterable<string>,
  total: number,
  onProgress: (written: number, total: number) => void,
): Generator<string> {
  let written = 0;
  for (const line of lines) {
    yield line;
    if (++written % 1_000 === 0 || written === total) onProgress(written, total);
  }
}

export const eventsJsonl = (events: readonly StoredEvent[]): string =>
  [...eventLines(events)].join('');

export const sha256 = (b: string | Buffer): string => createHash('sha256').update(b).digest('hex');

/** The files derived from the events; the verifier recomputes them to catch a doctored CSV. */
export const derivedFiles = (
  s: RegulatorSummary,
): Readonly<Record<string, () => Iterable<string>>> => ({
  'ledger.csv': () => ledgerCsv(s.ledger),
  'table-benefit.csv': () => tableBenefitCsv(s.ledger, s.payouts.pool),
  'payouts.csv': () => payoutsCsv(s.payouts),
});

function summarise(events: readonly StoredEvent[]) {
  const fold = new RegulatorFold();
  const countsByType: Record<string, number> = {};
  for (const e of events) {
    fold.add(e);
    countsByType[e.type] = (countsByType[e.type] ?? 0) + 1;
  }
  return { summary: fold.summary(), countsByType };
}

function manifestOf(
  events: readonly StoredEvent[],
  summary: RegulatorSummary,
  countsByType: Record<string, number>,
  generatedAt: string,
  files: Record<string, FileDigest>,
  extras: BundleExtras,
): BundleManifest {
  return {
    format: BUNDLE_FORMAT,
    tournamentId: summary.tournamentId,
    streamId: events[0].streamId,
    generatedAt,
    eventCount: events.length,
    chainHead: events[events.length - 1].hash,
    firstGlobalPosition: events[0].globalPosition,
    lastGlobalPosition: events[events.length - 1].globalPosition,
    countsByType,
    ledgerImbalance: ledgerImbalance(summary.ledger),
    files,
    ...(extras.chain ? { chain: extras.chain } : {}),
    ...(extras.signing ? { signing: extras.signing } : {}),
  };
}

/**
 * Verifies the stream as the store holds it and, when it verifies and a signer is given, signs
 * its head at the export (issue 15: "at every export") and keeps that checkpoint in the store.
 * A chain that does not verify is exported unsigned, with the problem in the manifest: the
 * server never signs a head it cannot vouch for.
 */
export async function sealExport(
  store: EventStore,
  events: readonly StoredEvent[],
  generatedAt: string,
  signer?: LedgerSigner,
): Promise<BundleExtras> {
  const last = events[events.length - 1];
  const streamId = last.streamId;
  const headRecord = store.streamHead ? ((await store.streamHead(streamId)) ?? null) : null;
  const v = verifyStream(events, undefined, store.streamHead ? headRecord : undefined);
  const stored = (await store.loadCheckpoints?.(streamId)) ?? [];
  const mine = signer ? stored.filter((c) => c.keyFingerprint === signer.fingerprint) : [];
  const badSignature = signer
    ? mine.map((c) => checkpointProblem(c, signer.publicKey)).find((p) => p !== null)
    : undefined;
  const against = v.ok ? chainVersusCheckpoints(last.revision, (r) => events[r]?.hash, mine) : null;
  const problem = !v.ok
    ? `revision ${v.firstBrokenRevision}: ${v.reason}`
    : (badSignature ?? against?.reason);
  const chain: ChainAtExport = {
    verified: problem === undefined,
    revision: last.revision,
    head: last.hash,
    headRecord,
    ...(problem === undefined ? {} : { problem }),
  };
  if (!signer || !chain.verified) return { chain };
  const atExport = signer.sign({ streamId, revision: last.revision, hash: last.hash }, generatedAt);
  // A download repeated at the same head adds no row; a newer head is kept.
  if (store.saveCheckpoint && !mine.some((c) => c.revision >= last.revision))
    await store.saveCheckpoint(atExport);
  return {
    chain,
    signing: {
      algorithm: 'Ed25519',
      keyFingerprint: signer.fingerprint,
      publicKeyPem: signer.publicKeyPem,
      checkpoints: [...mine.filter((c) => c.revision < last.revision), atExport],
    },
  };
}

const manifestText = (m: BundleManifest): string => JSON.stringify(m, null, 2) + '\n';

/** Every file of the bundle in memory, with its manifest (a download of a modest tournament). */
export async function regulatorBundleFiles(
  events: readonly StoredEvent[],
  generatedAt: string,
  extras: BundleExtras = {},
): Promise<{ files: Record<string, Buffer>; manifest: BundleManifest }> {
  if (events.length === 0) throw new Error('regulator bundle: the tournament has no events');
  const { summary, countsByType } = summarise(events);
  const text = (lines: Iterable<string>) => Buffer.from([...lines].join(''), 'utf8');
  const files: Record<string, Buffer> = {
    'events.jsonl': text(eventLines(events)),
    ...Object.fromEntries(
      Object.entries(derivedFiles(summary)).map(([k, lines]) => [k, text(lines())]),
    ),
    // The report states whether the chain verified when it was written, and its head.
    'report.pdf': await renderReportPdf(summary, generatedAt, verifyStream(events)),
  };
  const digests = Object.fromEntries(
    Object.entries(files).map(([name, b]) => [name, { sha256: sha256(b), bytes: b.length }]),
  );
  const manifest = manifestOf(events, summary, countsByType, generatedAt, digests, extras);
  files['manifest.json'] = Buffer.from(manifestText(manifest), 'utf8');
  return { files, manifest };
}

/** Writes lines to a file, hashing them on the way. */
async function writeLines(path: string, lines: Iterable<string>): Promise<FileDigest> {
  const hash = createHash('sha256');
  const out = createWriteStream(path);
  let bytes = 0;
  let chunk = '';
  const flush = async () => {
    const b = Buffer.from(chunk, 'utf8');
    chunk = '';
    hash.update(b);
    bytes += b.length;
    if (!out.write(b)) await once(out, 'drain');
  };
  for (const line of lines) {
    chunk += line;
    if (chunk.length >= 1 << 20) await flush();
  }
  await flush();
  out.end();
  await once(out, 'finish');
  return { sha256: hash.digest('hex'), bytes };
}

/** Writes the bundle of one tournament from the store into `outDir`, signed when a signer is given. */
export async function writeRegulatorBundle(
  store: EventStore,
  tournamentId: string,
  outDir: string,
  generatedAt: string,
  signer?: LedgerSigner,
  /** For the command line: events written to events.jsonl so far, of all events. */
  onProgress?: (written: number, total: number) => void,
): Promise<BundleManifest> {
  const events = await store.readStream(tournamentStreamId(tournamentId));
  if (events.length === 0) throw new Error(`No tournament ${tournamentId} in the store.`);
  const extras = await sealExport(store, events, generatedAt, signer);
  await mkdir(outDir, { recursive: true });
  const { summary, countsByType } = summarise(events);
  const files: Record<string, FileDigest> = {
    'events.jsonl': await writeLines(
      join(outDir, 'events.jsonl'),
      onProgress ? reporting(eventLines(events), events.length, onProgress) : eventLines(events),
    ),
  };
  for (const [name, lines] of Object.entries(derivedFiles(summary)))
    files[name] = await writeLines(join(outDir, name), lines());
  // The report states what the export verified: the chain against the store's head record.
  const pdf = await renderReportPdf(
    summary,
    generatedAt,
    verifyStream(events, undefined, extras.chain?.headRecord ?? undefined),
  );
  await writeFile(join(outDir, 'report.pdf'), pdf);
  files['report.pdf'] = { sha256: sha256(pdf), bytes: pdf.length };
  const manifest = manifestOf(events, summary, countsByType, generatedAt, files, extras);
  await writeFile(join(outDir, 'manifest.json'), manifestText(manifest));
  return manifest;
}
