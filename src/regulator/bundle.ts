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
import type { EventStore } from '../store/event-store';
import { ledgerImbalance } from '../projections/ledger/ledger';
import { ledgerCsv, payoutsCsv, tableBenefitCsv } from './csv';
import { renderReportPdf } from './report-pdf';
import { RegulatorFold, type RegulatorSummary } from './summary';

export const BUNDLE_FORMAT = 'tournament-ledger/regulator-bundle/1';

export interface FileDigest {
  readonly sha256: string;
  readonly bytes: number;
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
  'table-benefit.csv': () => tableBenefitCsv(s.ledger),
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
  };
}

const manifestText = (m: BundleManifest): string => JSON.stringify(m, null, 2) + '\n';

/** Every file of the bundle in memory, with its manifest (a download of a modest tournament). */
export async function regulatorBundleFiles(
  events: readonly StoredEvent[],
  generatedAt: string,
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
  const manifest = manifestOf(events, summary, countsByType, generatedAt, digests);
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

/** Writes the bundle of one tournament from the store into `outDir`. */
export async function writeRegulatorBundle(
  store: EventStore,
  tournamentId: string,
  outDir: string,
  generatedAt: string,
  /** For the command line: events written to events.jsonl so far, of all events. */
  onProgress?: (written: number, total: number) => void,
): Promise<BundleManifest> {
  const events = await store.readStream(tournamentStreamId(tournamentId));
  if (events.length === 0) throw new Error(`No tournament ${tournamentId} in the store.`);
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
  const pdf = await renderReportPdf(summary, generatedAt, verifyStream(events));
  await writeFile(join(outDir, 'report.pdf'), pdf);
  files['report.pdf'] = { sha256: sha256(pdf), bytes: pdf.length };
  const manifest = manifestOf(events, summary, countsByType, generatedAt, files);
  await writeFile(join(outDir, 'manifest.json'), manifestText(manifest));
  return manifest;
}
