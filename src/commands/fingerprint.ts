import { canonicalJson } from '../events/canonical-json';
import { sha256Hex } from '../events/hash-chain';
import type { CommandIdentity } from '../store/event-store';

/**
 * What a command is, for the idempotency check (issue 15): its type and the SHA-256 of the
 * canonical JSON of { type, payload }. Canonical JSON makes it independent of key order, so a
 * client that retries the same command in another field order is still recognised as a retry;
 * any other payload, or another mutation, gets another fingerprint.
 */
export function commandIdentity(type: string, payload: unknown): CommandIdentity {
  return { type, fingerprint: sha256Hex(canonicalJson({ type, payload })) };
}
