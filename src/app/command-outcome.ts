import type { Actor, StoredEvent } from '../events/envelope';
import type { Rejection } from '../shared/rejection';

/** What running one command answers: its stored events (or the first run's), or a refusal. */
export type CommandOutcome =
  | { readonly ok: true; readonly events: readonly StoredEvent[]; readonly duplicate: boolean }
  | { readonly ok: false; readonly rejection: Rejection };

/** Who sends a command, and the idempotency key it is sent under. */
export interface CommandMeta {
  readonly actor: Actor;
  readonly commandId: string;
}
