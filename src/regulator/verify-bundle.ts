/**
 * Offline check of a regulator bundle, with no database (issue 7): every event line is in
 * canonical form, in revision order, linked to the one before and hashed as stored; the chain
 * head and counts match the manifest; the CSVs equal what the events give; every file matches
 * its SHA-256. The first problem is reported with its file and line. Files are read as
 * streams, so memory grows with the ledger, not with the number of events.
 */
import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { canonicalJson } from '../events/canonical-json';
import { GENESIS_HASH, type StoredEvent } from '../events/envelope';
import { hashEvent } from '../events/hash-chain';
import {
  chainVersusCheckpoints,
  checkpointProblem,
  keyFingerprint,
  type SignedCheckpoint,
} from '../store/checkpoints';
import { BUNDLE_FORMAT, derivedFiles, type BundleManifest } from './bundle';
import { RegulatorFold } from './summary';

export interface BundleProblem {
  readonly file: string;
  /** 1-based line, when the problem is on one line. */
  readonly line: number | null;
  readonly reason: string;
}

export interface BundleVerification {
  readonly ok: boolean;
  readonly eventsChecked: number;
  readonly chainHead: string | null;
  readonly problem?: BundleProblem;
  /**
   * The signed checkpoints (issue 15): 'trusted' when checked against the key the caller
   * trusts (--key), 'self-signed' when only against the key the bundle itself carries (which
   * proves nothing about who signed), 'none' when the bundle has none.
   */
  readonly signatures?: 'trusted' | 'self-signed' | 'none';
  /** Fingerprint of the key the checkpoints were signed with. */
  readonly keyFingerprint?: string;
  /** Revision of the last signed checkpoint (the export's). */
  readonly signedRevision?: number;
}

export interface VerifyBundleOptions {
  /** The operator's published public key: the checkpoints must be signed by it. */
  readonly publicKey?: KeyObject;
  /**
   * Checkpoints from bundles of the same tournament received earlier (their manifests'
   * `signing.checkpoints`): this bundle must hold the same hash at each of those revisions, so a
   * history rewritten or cut short after an earlier export fails even if it was re-signed.
   */
  readonly earlier?: readonly SignedCheckpoint[];
}

const fail = (
  file: string,
  line: number | null,
  reason: string,
  eventsChecked = 0,
): BundleVerification => ({
  ok: false,
  eventsChecked,
  chainHead: null,
  problem: { file, line, reason },
});

/** Checks one stream's event lines as they come; `problem` names the first bad line. */
export class EventLineChecker {
  readonly fold = new RegulatorFold();
  count = 0;
  head = GENESIS_HASH;
  private streamId: string | undefined;
  private lastPosition = 0;

  /** `keepHashesAt`: revisions whose hash is kept (the signed checkpoints' revisions). */
  constructor(private readonly keepHashesAt: ReadonlySet<number> = new Set()) {}
  readonly hashes = new Map<number, string>();

  /** Null when the line is sound (and folded in), else why it is not. */
  check(line: string): string | null {
    let e: StoredEvent;
    try {
      e = JSON.parse(line) as StoredEvent;
    } catch {
      return 'not valid JSON: the line was altered';
    }
    try {
      if (canonicalJson(e) !== line) return 'not in canonical form: the line was altered';
    } catch (err) {
      return `not an event: ${(err as Error).message}`;
    }
    if (this.streamId !== undefined && e.streamId !== this.streamId)
      return `belongs to stream ${e.streamId}, not ${this.streamId}`;
    if (e.revision !== this.count)
      return `revision ${e.revision} where ${this.count} was expected: an event was dropped, inserted or reordered`;
    if (e.prevHash !== this.head)
      return 'prevHash does not link to the previous line: an event was dropped or reordered';
    if (!Number.isSafeInteger(e.globalPosition) || e.globalPosition <= this.lastPosition)
      return 'global positions do not increase: lines were reordered or altered';
    let recomputed: string;
    try {
      recomputed = hashEvent(e);
    } catch (err) {
      return `cannot be hashed: ${(err as Error).message}`;
    }
    if (recomputed !== e.hash) return 'content does not match its hash: the event was altered';
    this.streamId = e.streamId;
    if (this.keepHashesAt.has(e.revision)) this.hashes.set(e.revision, e.hash);
    this.head = e.hash;
    this.lastPosition = e.globalPosition;
    this.count += 1;
    this.fold.add(e);
    return null;
  }
}

/** Checks event lines held in memory (tests, API uploads). */
export function verifyEventLines(text: string): BundleVerification {
  if (text.length > 0 && !text.endsWith('\n'))
    return fail('events.jsonl', null, 'the file does not end with a newline: truncated?');
  const checker = new EventLineChecker();
  const lines = text.length ? text.slice(0, -1).split('\n') : [];
  for (let i = 0; i < lines.length; i++) {
    const why = checker.check(lines[i]);
    if (why) return fail('events.jsonl', i + 1, why, checker.count);
  }
  return { ok: true, eventsChecked: checker.count, chainHead: checker.head };
}

const linesOf = (path: string) =>
  createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });

async function fileSha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function endsWithNewline(path: string): Promise<boolean> {
  const f = await open(path, 'r');
  try {
    const { size } = await f.stat();
    if (size === 0) return true;
    const b = Buffer.alloc(1);
    await f.read(b, 0, 1, size - 1);
    return b[0] === 0x0a;
  } finally {
    await f.close();
  }
}

/** The first line where a file differs from the lines expected, or 0. */
async function firstDifference(path: string, expected: Iterable<string>): Promise<number> {
  const want = expected[Symbol.iterator]();
  let n = 0;
  for await (const line of linesOf(path)) {
    n += 1;
    const next = want.next();
    if (next.done || next.value !== line + '\n') return n;
  }
  return want.next().done ? 0 : n + 1;
}

export async function verifyBundle(
  dir: string,
  options: VerifyBundleOptions = {},
): Promise<BundleVerification> {
  let manifest: BundleManifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as BundleManifest;
  } catch (err) {
    return fail('manifest.json', null, `cannot be read: ${(err as Error).message}`);
  }
  if (manifest.format !== BUNDLE_FORMAT)
    return fail('manifest.json', null, `unknown format ${String(manifest.format)}`);
  const eventsPath = join(dir, 'events.jsonl');
  const checkpoints = Array.isArray(manifest.signing?.checkpoints)
    ? manifest.signing.checkpoints
    : [];
  const earlier = (options.earlier ?? []).filter((c) => c.streamId === manifest.streamId);
  const checker = new EventLineChecker(
    new Set([...checkpoints, ...earlier].map((c) => c.revision)),
  );
  try {
    if (!(await endsWithNewline(eventsPath)))
      return fail('events.jsonl', null, 'the file does not end with a newline: truncated?');
    let n = 0;
    for await (const line of linesOf(eventsPath)) {
      n += 1;
      const why = checker.check(line);
      if (why) return fail('events.jsonl', n, why, checker.count);
    }
  } catch (err) {
    return fail('events.jsonl', null, `cannot be read: ${(err as Error).message}`);
  }
  const n = checker.count;
  if (n !== manifest.eventCount)
    return fail(
      'events.jsonl',
      null,
      `${n} events where the manifest says ${manifest.eventCount}: events were dropped or added at the end`,
      n,
    );
  if (checker.head !== manifest.chainHead)
    return fail(
      'manifest.json',
      null,
      `chain head ${checker.head} does not match the manifest's ${manifest.chainHead}`,
      n,
    );
  const signed = checkSignatures(manifest, checker, options.publicKey);
  if ('problem' in signed) return { ...signed, eventsChecked: n };
  const kept = checkEarlier(earlier, checker, options.publicKey);
  if (kept) return { ...kept, eventsChecked: n };
  const summary = checker.fold.summary();
  for (const [name, lines] of Object.entries(derivedFiles(summary))) {
    let line: number;
    try {
      line = await firstDifference(join(dir, name), lines());
    } catch {
      return fail(name, null, 'missing from the bundle', n);
    }
    if (line > 0) return fail(name, line, 'differs from what the events give', n);
  }
  for (const [name, expected] of Object.entries(manifest.files)) {
    let actual: string;
    try {
      actual = await fileSha256(join(dir, name));
    } catch {
      return fail(name, null, 'listed in the manifest but missing', n);
    }
    if (actual !== expected.sha256)
      return fail(name, null, 'SHA-256 does not match the manifest: the file was altered', n);
  }
  return { ok: true, eventsChecked: n, chainHead: checker.head, ...signed };
}

/** The bundle against checkpoints the regulator kept from earlier bundles; null when they agree. */
function checkEarlier(
  earlier: readonly SignedCheckpoint[],
  checker: EventLineChecker,
  trusted: KeyObject | undefined,
): BundleVerification | null {
  if (trusted)
    for (const c of earlier) {
      const why = checkpointProblem(c, trusted);
      if (why) return fail('earlier checkpoints', null, `revision ${c.revision}: ${why}`);
    }
  const last = checker.count - 1;
  const against = chainVersusCheckpoints(last, (r) => checker.hashes.get(r), earlier);
  if (!against) return null;
  return fail(
    'events.jsonl',
    against.checkpoint.revision <= last ? against.checkpoint.revision + 1 : null,
    `against a checkpoint from an earlier bundle: ${against.reason}`,
  );
}

type SignatureCheck =
  | Pick<BundleVerification, 'signatures' | 'keyFingerprint' | 'signedRevision'>
  | (BundleVerification & { problem: BundleProblem });

/**
 * The signed checkpoints against the events (issue 15): each is signed by the trusted key
 * (else re-signed or altered), lies within the chain (else events were cut off the end) and
 * names the hash the event at its revision has (else the chain was recomputed); the last one
 * is at the bundle's last event (else events were added after the export).
 */
function checkSignatures(
  manifest: BundleManifest,
  checker: EventLineChecker,
  trusted: KeyObject | undefined,
): SignatureCheck {
  const signing = manifest.signing;
  const checkpoints = signing?.checkpoints ?? [];
  if (!signing || checkpoints.length === 0)
    return trusted
      ? fail(
          'manifest.json',
          null,
          'the bundle carries no signed checkpoint, so nothing ties it to the operator’s key (stripped, or exported without a signing key)',
        )
      : { signatures: 'none' };
  let key = trusted;
  if (!key)
    try {
      key = createPublicKey(signing.publicKeyPem);
    } catch {
      return fail('manifest.json', null, 'the public key in the manifest cannot be read');
    }
  if (keyFingerprint(key) !== signing.keyFingerprint)
    return fail(
      'manifest.json',
      null,
      trusted
        ? `signed with key ${signing.keyFingerprint}, not the operator’s key ${keyFingerprint(key)}: the bundle was re-signed`
        : 'the key fingerprint does not match the public key in the manifest',
    );
  for (const c of checkpoints) {
    const why =
      c.streamId !== manifest.streamId
        ? `belongs to stream ${c.streamId}, not ${manifest.streamId}`
        : checkpointProblem(c, key);
    if (why)
      return fail('manifest.json', null, `signed checkpoint at revision ${c.revision}: ${why}`);
  }
  const last = checker.count - 1;
  const against = chainVersusCheckpoints(last, (r) => checker.hashes.get(r), checkpoints);
  if (against)
    return fail(
      'events.jsonl',
      against.checkpoint.revision <= last ? against.checkpoint.revision + 1 : null,
      against.reason,
    );
  const signedRevision = Math.max(...checkpoints.map((c) => c.revision));
  if (signedRevision < last)
    return fail(
      'events.jsonl',
      signedRevision + 2,
      `the last signed checkpoint is at revision ${signedRevision}, but the bundle goes on to revision ${last}: events were added after the export`,
    );
  return {
    signatures: trusted ? 'trusted' : 'self-signed',
    keyFingerprint: signing.keyFingerprint,
    signedRevision,
  };
}
