import { createHmac } from 'node:crypto';
import { canonicalJson } from '../events/canonical-json';
import { sha256Hex } from '../events/hash-chain';
import type { Snapshot } from '../store/event-store';

/**
 * Seals a snapshot (issue 15 "Snapshots outside the chain"): it records the hash of the event
 * it was taken at (chainHash) and a digest of its own content. The digest is an HMAC-SHA-256
 * when the server has a key (derived from its signing key, which the database does not hold),
 * so someone who edits a snapshot in the database cannot make a matching digest; without a key
 * it is a plain SHA-256, which still catches an edit made without recomputing it.
 */
const sealed = (s: Snapshot): string =>
  canonicalJson({
    streamId: s.streamId,
    revision: s.revision,
    stateVersion: s.stateVersion,
    chainHash: s.chainHash ?? null,
    state: s.state,
  });

export function snapshotDigest(s: Snapshot, key?: Buffer): string {
  const text = sealed(s);
  return key ? createHmac('sha256', key).update(text).digest('hex') : sha256Hex(text);
}

export function sealSnapshot(s: Snapshot, chainHash: string, key?: Buffer): Snapshot {
  const withHash = { ...s, chainHash };
  return { ...withHash, digest: snapshotDigest(withHash, key) };
}

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
