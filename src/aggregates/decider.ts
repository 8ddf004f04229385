import type { Actor, DomainEvent } from '../events/envelope';
import type { Rejection } from '../shared/rejection';

export type { Rejection };

export type Decision<E extends DomainEvent = DomainEvent> =
  | { readonly ok: true; readonly events: readonly E[] }
  | { readonly ok: false; readonly rejection: Rejection };

export const accept = <E extends DomainEvent>(...events: E[]): Decision<E> => ({
  ok: true,
  events,
});
export const reject = (code: string, ruleRef: string, message: string): Decision<never> => ({
  ok: false,
  rejection: { code, ruleRef, message },
});

/** A deterministic random source, injected. Its outcomes are recorded in events. */
export interface RandomSource {
  /** Uniform integer in [0, n). */
  int(n: number): number;
}

/** Everything a decision may depend on besides the state and the command. */
export interface DecideContext {
  readonly actor: Actor;
  /** ISO-8601 UTC from the injected clock. */
  readonly now: string;
  readonly random: RandomSource;
}

export interface Decider<C, E extends DomainEvent, S> {
  readonly initialState: S;
  decide(command: C, state: S, ctx: DecideContext): Decision<E>;
  evolve(state: S, event: E): S;
}
