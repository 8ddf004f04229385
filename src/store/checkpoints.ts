/**
 * Signed checkpoints (issue 15 "Truncation is invisible"): the server signs a stream's head
 * (revision and hash) with its Ed25519 key at intervals and at every export. A hash chain alone
 * proves only that its events link up; someone with database access can delete the newest
 * events, or rewrite an event and recompute every hash after it, and the chain still links. A
 * checkpoint held outside the database (in a regulator's copy of a bundle) pins the chain: the
 * event at the checkpoint's revision must exist and have the signed hash.
 */
import { createHash, sign, verify, type KeyObject } from 'node:crypto';
import { canonicalJson } from '../events/canonical-json';

export const CHECKPOINT_FORMAT = 'tournament-ledger/checkpoint/1';

/** What is signed, as canonical JSON. */
export interface Checkpoint {
  readonly format: typeof CHECKPOINT_FORMAT;
  readonly streamId: string;
  /** Revision of the stream's last event when signed. */
  readonly revision: number;
  /** Hash of that event. */
  readonly hash: string;
  readonly signedAt: string;
  /** SHA-256 (hex) of the signing public key in SPKI DER form. */
  readonly keyFingerprint: string;
}

export interface SignedCheckpoint extends Checkpoint {
  /** Ed25519 signature (base64) over canonicalJson of the other fields. */
  readonly signature: string;
}

/** SHA-256 hex of a public key's SPKI DER bytes: what an operator publishes beside the PEM. */
export function keyFingerprint(publicKey: KeyObject): string {
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex');
}

const signedText = (c: Checkpoint): Buffer =>
  Buffer.from(
    canonicalJson({
      format: c.format,
      streamId: c.streamId,
      revision: c.revision,
      hash: c.hash,
      signedAt: c.signedAt,
      keyFingerprint: c.keyFingerprint,
    }),
    'utf8',
  );

/** The server's signing key, with what a verifier needs to know about it. */
export interface LedgerSigner {
  readonly publicKey: KeyObject;
  readonly publicKeyPem: string;
  readonly fingerprint: string;
  sign(head: { streamId: string; revision: number; hash: string }, at: string): SignedCheckpoint;
  /**
   * A 32-byte secret for another purpose (e.g. sealing snapshots), derived from the private
   * key so that deployments configure one key, and never equal to it.
   */
  derive(purpose: string): Buffer;
}

export function ledgerSigner(privateKey: KeyObject, publicKey: KeyObject): LedgerSigner {
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error(
      `The ledger signing key must be an Ed25519 key (got ${privateKey.asymmetricKeyType ?? 'a secret key'}).`,
    );
  const fingerprint = keyFingerprint(publicKey);
  const der = privateKey.export({ type: 'pkcs8', format: 'der' });
  return {
    publicKey,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    fingerprint,
    sign(head, at) {
      const c: Checkpoint = {
        format: CHECKPOINT_FORMAT,
        streamId: head.streamId,
        revision: head.revision,
        hash: head.hash,
        signedAt: at,
        keyFingerprint: fingerprint,
      };
      // Ed25519 takes no digest algorithm (null): it hashes internally, and is deterministic.
      return { ...c, signature: sign(null, signedText(c), privateKey).toString('base64') };
    },
    derive(purpose) {
      return createHash('sha256').update(`tournament-ledger/${purpose}\0`).update(der).digest();
    },
  };
}

/** Null when the checkpoint is well formed and signed by `publicKey`, else why not. */
export function checkpointProblem(c: SignedCheckpoint, publicKey: KeyObject): string | null {
  if (c.format !== CHECKPOINT_FORMAT) return `unknown checkpoint format ${String(c.format)}`;
  if (!Number.isSafeInteger(c.revision) || c.revision < 0 || typeof c.hash !== 'string')
    return 'the checkpoint has no valid revision and hash';
  const trusted = keyFingerprint(publicKey);
  if (c.keyFingerprint !== trusted)
    return `signed by key ${c.keyFingerprint}, not by the trusted key ${trusted}: the checkpoint was re-signed`;
  let ok: boolean;
  try {
    ok = verify(null, signedText(c), publicKey, Buffer.from(String(c.signature), 'base64'));
  } catch {
    ok = false;
  }
  return ok ? null : 'the signature does not verify: the checkpoint was altered';
}

/**
 * Compares a verified chain with checkpoints of the same stream: each checkpoint's revision
 * must be within the chain and the event there must carry the signed hash. `hashAt` gives the
 * chain's hash at a revision (undefined beyond its end). Null when all agree.
 */
export function chainVersusCheckpoints(
  lastRevision: number,
  hashAt: (revision: number) => string | undefined,
  checkpoints: readonly SignedCheckpoint[],
): { readonly checkpoint: SignedCheckpoint; readonly reason: string } | null {
  for (const c of checkpoints) {
    if (c.revision > lastRevision)
      return {
        checkpoint: c,
        reason: `a checkpoint signed at ${c.signedAt} says the stream reached revision ${c.revision}, but it ends at revision ${lastRevision}: events were deleted from the end`,
      };
    if (hashAt(c.revision) !== c.hash)
      return {
        checkpoint: c,
        reason: `the event at revision ${c.revision} does not have the hash signed at ${c.signedAt}: the chain was rewritten and recomputed`,
      };
  }
  return null;
}
