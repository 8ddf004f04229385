import { createHash, createHmac } from 'node:crypto';
import { canonicalJson, canonicalJsonPieces } from '../events/canonical-json';
import { jsonPieces } from '../events/json-pieces';
import { sha256Hex } from '../events/hash-chain';
import type { Snapshot } from '../store/event-store';

/**
 * Seals a snapshot (issue 15 "Snapshots outside the chain"): it records the hash of the event
 * it was taken at (chainHash) and a digest of its own content. The digest is an HMAC-SHA-256
 * when the server has a key (derived from its signing key, which the database does not hold),
 * so someone who edits a snapshot in the database cannot make a matching digest; without a key
 * it is a plain SHA-256, which still catches an edit made without recomputing it.
 */
const sealedContent = (s: Snapshot) => ({
  streamId: s.streamId,
  revision: s.revision,
  stateVersion: s.stateVersion,
  chainHash: s.chainHash ?? null,
  state: s.state,
});

const sealed = (s: Snapshot): string => canonicalJson(sealedContent(s));

export function snapshotDigest(s: Snapshot, key?: Buffer): string {
  const text = sealed(s);
  return key ? createHmac('sha256', key).update(text).digest('hex') : sha256Hex(text);
}

export function sealSnapshot(s: Snapshot, chainHash: string, key?: Buffer): Snapshot {
  const withHash = { ...s, chainHash };
  return { ...withHash, digest: snapshotDigest(withHash, key) };
}

/**
 * sealSnapshot in steps, with the state's stored text (issue 22): at a few thousand entrants the
 * canonical text is megabytes, hundreds of milliseconds to write and hash at once. It is written
 * piece by piece into a running hash (the digest is byte for byte sealSnapshot's), then the
 * state's JSON text the same way, so that the store writes it as it is instead of stringifying
 * the state again in one task. Yields about every 64 KB of text; the caller decides when to let
 * other work run. `s.state` must be a private copy: it is read across the caller's pauses.
 */
export function* sealSnapshotInSteps(
  s: Snapshot,
  chainHash: string,
  key?: Buffer,
): Generator<void, Snapshot> {
  const withHash = { ...s, chainHash };
  const hash = key ? createHmac('sha256', key) : createHash('sha256');
  let text = '';
  for (const piece of canonicalJsonPieces(sealedContent(withHash), SEALED_DEPTH)) {
    text += piece;
    if (text.length >= STEP_CHARS) {
      hash.update(text);
      text = '';
      yield;
    }
  }
  hash.update(text);
  const digest = hash.digest('hex');
  const parts: string[] = [];
  text = '';
  for (const piece of jsonPieces(s.state, SEALED_DEPTH - 1, SEALED_DEPTH - 2)) {
    text += piece;
    if (text.length >= STEP_CHARS) {
      parts.push(text);
      text = '';
      yield;
    }
  }
  parts.push(text);
  return { ...withHash, digest, stateText: parts.join('') };
}

const STEP_CHARS = 65_536;
/** Sealed content → state → encoded state → its slices → their entries, walked piece by piece. */
const SEALED_DEPTH = 5;

/** Why a loaded snapshot cannot be trusted, or null when its seal holds. */
export function snapshotSealProblem(s: Snapshot, key?: Buffer): string | null {
  if (typeof s.digest !== 'string' || typeof s.chainHash !== 'string')
    return 'it is not sealed (no digest or chain hash: written before issue 15, or stripped)';
  let digest: string;
  try {
    digest = snapshotDigest(s, key);
  } catch (err) {
    return `its content cannot be digested: ${(err as Error).message}`;
  }
  return digest === s.digest ? null : 'its digest does not match its content: it was edited';
}
