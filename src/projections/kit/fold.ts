/**
 * The one place an event's `data` meets its type: a stored event's `type` names the shape of
 * its `data` (src/events/: the decider emits them as one union, upcasters bring old schema
 * versions to the current one before any reader sees them), so handlers keyed by type receive
 * their own data type and the read models need no cast of their own.
 */
import type { StoredEvent } from '../../events/envelope';
import type { DataOf, LedgerEventType } from './events';

/** One handler per event type; `e` is the stored event (stream, revision, position, metadata). */
export type Handlers<B> = {
  readonly [T in LedgerEventType]?: (batch: B, data: DataOf<T>, e: StoredEvent) => void;
};

type AnyHandler = (state: unknown, data: unknown, e: StoredEvent) => void;

export interface EventFold<S> {
  /** The event types with a handler. */
  readonly types: readonly LedgerEventType[];
  /** Runs e's handler on `state`; false (and nothing done) when e's type has none. */
  apply(state: S, e: StoredEvent): boolean;
  handles(type: string): boolean;
}

export function eventFold<S>(on: Handlers<S>): EventFold<S> {
  const handlers = new Map<string, AnyHandler>();
  for (const [type, h] of Object.entries(on as Record<string, AnyHandler | undefined>))
    if (h) handlers.set(type, h);
  return {
    // The keys of `on` are LedgerEventTypes (Handlers<S> allows no other).
    types: [...handlers.keys()] as LedgerEventType[],
    apply(state, e) {
      const h = handlers.get(e.type);
      if (!h) return false;
      h(state, e.data, e);
      return true;
    },
    handles: (type) => handlers.has(type),
  };
}

/**
 * One handler for several types, for a read model whose pure fold already dispatches by type
 * (ledger.ts, payouts.ts): it gets the event and reads its data through that fold.
 */
export function sameHandler<S>(
  types: readonly LedgerEventType[],
  handler: (state: S, data: unknown, e: StoredEvent) => void,
): Handlers<S> {
  const on: Partial<Record<LedgerEventType, typeof handler>> = {};
  for (const t of types) on[t] = handler;
  return on;
}
