import type { ProposedEvent, StoredEvent } from '../events/envelope';
import type { SignedCheckpoint } from './checkpoints';

/**
 * The store port (DESIGN.md "Store"). Every adapter passes test/contract/event-store.contract.ts.
 *
 * expectedRevision:
 *  - a number n: the stream's last revision must be exactly n;
 *  - 'no_stream': the stream must not exist;
 *  - 'any': no check (used only by tooling, never by command handlers).
 */
export type ExpectedRevision = number | 'no_stream' | 'any';

/**
 * What a command was, kept beside its idempotency key: its type and a SHA-256 fingerprint of
 * its type and canonical payload (src/commands/fingerprint.ts). Stores compare fingerprints as
 * opaque strings.
 */
export interface CommandIdentity {
  readonly type: string;
  readonly fingerprint: string;
}

export interface AppendOptions {
  /**
   * Idempotency key. If an append with this commandId already committed, the store returns
   * that first result with `duplicate: true` and appends nothing, provided it was the same
   * command (see `command`).
   */
  readonly commandId?: string;
  /**
   * The command this append records. Same commandId and same fingerprint: the first result.
   * Same commandId and another fingerprint: CommandIdReusedError, nothing appended (the
   * second command would otherwise be acknowledged and silently lost). A recorded command
   * without a fingerprint (written before fingerprints existed) answers as a repeat.
   */
  readonly command?: CommandIdentity;
}

export interface AppendResult {
  readonly streamId: string;
  /** Revision of the last event of the stream after the append (-1 if nothing appended to an empty stream). */
  readonly nextExpectedRevision: number;
  readonly events: readonly StoredEvent[];
  readonly duplicate: boolean;
  /** For a duplicate: the command recorded under the commandId, when its fingerprint was kept. */
  readonly command?: CommandIdentity;
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

/** "a RegisterPlayer", "an OpenRegistration": for messages a floor person reads. */
export const withArticle = (word: string): string =>
  `${/^[AEIOU]/i.test(word) ? 'an' : 'a'} ${word}`;

/** A commandId that already recorded a different command; nothing was appended. */
export class CommandIdReusedError extends Error {
  readonly code = 'COMMAND_ID_REUSED';
  constructor(
    readonly commandId: string,
    /** The command first recorded under this id. */
    readonly first: CommandIdentity,
    /** The stream that command went to. */
    readonly firstStreamId: string,
  ) {
    super(
      `Command id ${commandId} was already used for ${withArticle(first.type)} command with other content; nothing was recorded.`,
    );
  }
}

/**
 * The first result of a repeated commandId, or CommandIdReusedError when the id recorded
 * another command. Either side without a fingerprint (old rows, tooling) counts as a repeat.
 */
export function repeatOf(
  commandId: string,
  first: AppendResult,
  sent: CommandIdentity | undefined,
): AppendResult {
  const recorded = first.command;
  if (recorded && sent && recorded.fingerprint !== sent.fingerprint)
    throw new CommandIdReusedError(commandId, recorded, first.streamId);
  return first;
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
  /**
   * Hash of the stream's event at `revision`: ties the snapshot to the chain, so a snapshot
   * of a rewritten or foreign history is not used. Absent in snapshots written before issue 15.
   */
  readonly chainHash?: string;
  /** Digest of the snapshot's own content (src/commands/snapshot-seal.ts). */
  readonly digest?: string;
  /**
   * The state's JSON text, JSON.stringify(state) written ahead in steps (issue 22): a store
   * that keeps the state as text writes this one instead of stringifying the state in one
   * task. Never returned by loadSnapshot.
   */
  readonly stateText?: string;
}

/** The stream's head record as the store keeps it beside the events (its streams table). */
export interface StreamHead {
  readonly revision: number;
  readonly hash: string;
}

/** One append of a group commit (appendMany). */
export interface AppendRequest {
  readonly streamId: string;
  readonly events: readonly ProposedEvent[];
  readonly expectedRevision: ExpectedRevision;
  readonly options?: AppendOptions;
}

export interface EventStore {
  readonly name: string;
  append(
    streamId: string,
    events: readonly ProposedEvent[],
    expectedRevision: ExpectedRevision,
    options?: AppendOptions,
  ): Promise<AppendResult>;
  /**
   * Group commit (issue 16): the appends in order, in one transaction, all or none. Each is
   * checked as `append` checks it (a later one on the same stream sees the earlier ones'
   * events); the first that fails (expected revision, a repeated commandId or event id) rolls
   * the whole transaction back and is thrown. No duplicate answers here: a repeated commandId is
   * an error, and the caller sends each append again alone (`append`) to sort out who failed.
   */
  appendMany?(requests: readonly AppendRequest[]): Promise<AppendResult[]>;
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
  /**
   * The stream's head record, kept apart from the events: verification compares the chain's
   * end with it, so deleting the newest events is seen (issue 15). Undefined: no such stream.
   */
  streamHead?(streamId: string): Promise<StreamHead | undefined>;
  /** Keeps a signed checkpoint of a stream's head (src/store/checkpoints.ts). */
  saveCheckpoint?(checkpoint: SignedCheckpoint): Promise<void>;
  /** The stream's signed checkpoints, oldest first. */
  loadCheckpoints?(streamId: string): Promise<SignedCheckpoint[]>;
  saveSnapshot(snapshot: Snapshot): Promise<void>;
  loadSnapshot(streamId: string): Promise<Snapshot | undefined>;
  close(): Promise<void>;
}
