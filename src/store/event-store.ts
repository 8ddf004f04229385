import type { ProposedEvent, StoredEvent } from '../events/envelope';

/**
 * The store port (DESIGN.md "Store"). Every adapter passes test/contract/event-store.contract.ts.
 *
 * expectedRevision:
 *  - a number n: the stream's last revision must be exactly n;
 *  - 'no_stream': the stream must not exist;
 *  - 'any': no check (used only by tooling, never by command handlers).
 */
export type ExpectedRevision = number | 'no_stream' | 'any';

export interface AppendOptions {
  /**
   * Idempotency key. If an append with this commandId already committed, the store returns
   * that first result with `duplicate: true` and appends nothing.
   */
  readonly commandId?: string;
}

export interface AppendResult {
  readonly streamId: string;
  /** Revision of the last event of the stream after the append (-1 if nothing appended to an empty stream). */
  readonly nextExpectedRevision: number;
  readonly events: readonly StoredEvent[];
  readonly duplicate: boolean;
}

export class WrongExpectedRevisionError extends Error {
  readonly code = 'WRONG_EXPECTED_REVISION';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
  }
}

export class StoreUnavailableError extends Error {
  readonly code = 'STORE_UNAVAILABLE';
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

export interface Subscription {
  /** Resolves when the subscription has stopped. */
  close(): Promise<void>;
}

export type EventHandler = (event: StoredEvent) => Promise<void> | void;

export interface Snapshot {
  readonly streamId: string;
  /** Revision of the last event folded into `state`. */
  readonly revision: number;
  /** Version of the state shape; a mismatch means the snapshot is ignored. */
  readonly stateVersion: number;
  readonly state: unknown;
}

export interface EventStore {
  readonly name: string;
  append(
    streamId: string,
    events: readonly ProposedEvent[],
    expectedRevision: ExpectedRevision,
    options?: AppendOptions,
  ): Promise<AppendResult>;
  /** Events of one stream with revision >= fromRevision, in order. */
  readStream(streamId: string, fromRevision?: number): Promise<StoredEvent[]>;
  /** Up to `limit` events with globalPosition > afterPosition, in global order. */
  readAll(afterPosition: number, limit: number): Promise<StoredEvent[]>;
  /** Highest globalPosition visible to readers (0 when empty). */
  headPosition(): Promise<number>;
  /**
   * Catch-up from afterPosition, then live; events are delivered in global order, one at a
   * time (the handler's promise is awaited), with no gap and no duplicate at the switch.
   */
  subscribe(afterPosition: number, handler: EventHandler): Subscription;
  /** Revision of the stream's last event, or 'no_stream'. */
  streamRevision(streamId: string): Promise<number | 'no_stream'>;
  /**
   * The first result of the append made with this commandId, or undefined if none committed.
   * Lets the command pipeline answer a retried command whose decision would now differ (e.g. a
   * registration retried after it succeeded). Optional: without it the pipeline relies on
   * append's own idempotency only.
   */
  commandResult?(commandId: string): Promise<AppendResult | undefined>;
  saveSnapshot(snapshot: Snapshot): Promise<void>;
  loadSnapshot(streamId: string): Promise<Snapshot | undefined>;
  close(): Promise<void>;
}
