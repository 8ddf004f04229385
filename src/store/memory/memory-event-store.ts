import { GENESIS_HASH, type ProposedEvent, type StoredEvent } from '../../events/envelope';
import { chainEvents } from '../../events/hash-chain';
import type { SignedCheckpoint } from '../checkpoints';
import {
  repeatOf,
  type AppendOptions,
  type AppendResult,
  type CommandIdentity,
  type EventHandler,
  type EventStore,
  type ExpectedRevision,
  type Snapshot,
  type StreamHead,
  type Subscription,
} from '../event-store';
import { checkExpectedRevision } from '../expected-revision';
import { SubscriptionSet } from '../polling-subscription';

/** One stored row, kept as the canonical text it was hashed from (like the durable stores). */
export interface MemoryRow {
  globalPosition: number;
  eventId: string;
  streamId: string;
  revision: number;
  type: string;
  schemaVersion: number;
  data: string;
  metadata: string;
  prevHash: string;
  hash: string;
}

interface CommandRecord {
  readonly streamId: string;
  readonly positions: readonly number[];
  readonly nextExpectedRevision: number;
  readonly command?: CommandIdentity;
}

/** In-memory adapter for unit tests. Same contract as the durable stores, nothing survives. */
export class MemoryEventStore implements EventStore {
  readonly name = 'memory';
  /** Exposed so contract tests can tamper with "stored bytes". */
  readonly rows: MemoryRow[] = [];
  private readonly streams = new Map<string, number[]>(); // streamId -> indexes into rows
  private readonly commands = new Map<string, CommandRecord>();
  private readonly snapshots = new Map<string, string>();
  /** Like the durable stores' streams table: kept apart from the rows, so tests can truncate. */
  readonly heads = new Map<string, StreamHead>();
  private readonly checkpoints = new Map<string, string[]>();
  private readonly subs = new SubscriptionSet();

  async append(
    streamId: string,
    events: readonly ProposedEvent[],
    expectedRevision: ExpectedRevision,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    const { commandId } = options;
    const seen = commandId ? this.commands.get(commandId) : undefined;
    if (commandId && seen) return repeatOf(commandId, this.duplicate(seen), options.command);
    const indexes = this.streams.get(streamId) ?? [];
    const actual = indexes.length - 1;
    checkExpectedRevision(streamId, expectedRevision, actual);
    const head = actual >= 0 ? this.rows[indexes[actual]].hash : GENESIS_HASH;
    const stored: StoredEvent[] = [];
    for (const c of chainEvents(streamId, actual, head, events)) {
      const row: MemoryRow = {
        globalPosition: this.rows.length + 1,
        eventId: c.eventId,
        streamId,
        revision: c.revision,
        type: c.type,
        schemaVersion: c.schemaVersion,
        data: c.dataJson,
        metadata: c.metadataJson,
        prevHash: c.prevHash,
        hash: c.hash,
      };
      indexes.push(this.rows.length);
      this.rows.push(row);
      stored.push(toEvent(row));
    }
    this.streams.set(streamId, indexes);
    const nextExpectedRevision = indexes.length - 1;
    const last = stored[stored.length - 1];
    if (last) this.heads.set(streamId, { revision: last.revision, hash: last.hash });
    if (options.commandId)
      this.commands.set(options.commandId, {
        streamId,
        positions: stored.map((e) => e.globalPosition),
        nextExpectedRevision,
        ...(options.command ? { command: options.command } : {}),
      });
    if (stored.length > 0) this.subs.wakeAll();
    return { streamId, nextExpectedRevision, events: stored, duplicate: false };
  }

  private duplicate(seen: CommandRecord): AppendResult {
    return {
      streamId: seen.streamId,
      nextExpectedRevision: seen.nextExpectedRevision,
      events: seen.positions.map((p) => toEvent(this.rows[p - 1])),
      duplicate: true,
      ...(seen.command ? { command: seen.command } : {}),
    };
  }

  async readStream(streamId: string, fromRevision = 0): Promise<StoredEvent[]> {
    return this.rows
      .filter((r) => r.streamId === streamId && r.revision >= fromRevision)
      .sort((a, b) => a.revision - b.revision)
      .map(toEvent);
  }

  async readAll(afterPosition: number, limit: number): Promise<StoredEvent[]> {
    return this.rows
      .filter((r) => r.globalPosition > afterPosition)
      .sort((a, b) => a.globalPosition - b.globalPosition)
      .slice(0, limit)
      .map(toEvent);
  }

  async headPosition(): Promise<number> {
    return this.rows.reduce((max, r) => Math.max(max, r.globalPosition), 0);
  }

  subscribe(afterPosition: number, handler: EventHandler): Subscription {
    return this.subs.open(afterPosition, (a, l) => this.readAll(a, l), handler, {
      pollMs: 50,
      batchSize: 500,
    });
  }

  async streamRevision(streamId: string): Promise<number | 'no_stream'> {
    const n = this.streams.get(streamId)?.length ?? 0;
    return n === 0 ? 'no_stream' : n - 1;
  }

  async commandResult(commandId: string): Promise<AppendResult | undefined> {
    const seen = this.commands.get(commandId);
    return seen ? this.duplicate(seen) : undefined;
  }

  async streamHead(streamId: string): Promise<StreamHead | undefined> {
    return this.heads.get(streamId);
  }

  async saveCheckpoint(c: SignedCheckpoint): Promise<void> {
    const list = this.checkpoints.get(c.streamId) ?? [];
    list.push(JSON.stringify(c));
    this.checkpoints.set(c.streamId, list);
  }

  async loadCheckpoints(streamId: string): Promise<SignedCheckpoint[]> {
    return (this.checkpoints.get(streamId) ?? [])
      .map((t) => JSON.parse(t) as SignedCheckpoint)
      .sort((a, b) => a.revision - b.revision);
  }

  async saveSnapshot(withText: Snapshot): Promise<void> {
    // The state's text is not kept apart here: the snapshot is stored as one JSON text.
    const { stateText: _text, ...snapshot } = withText;
    const kept = this.snapshots.get(snapshot.streamId);
    // Like the durable stores: an older snapshot never replaces a newer one.
    if (kept && (JSON.parse(kept) as Snapshot).revision > snapshot.revision) return;
    this.snapshots.set(snapshot.streamId, JSON.stringify(snapshot));
  }

  /** The stored text of a stream's snapshot, for tests that play the part of a forger. */
  editSnapshot(streamId: string, edit: (text: string) => string): void {
    const kept = this.snapshots.get(streamId);
    if (kept) this.snapshots.set(streamId, edit(kept));
  }

  async loadSnapshot(streamId: string): Promise<Snapshot | undefined> {
    const text = this.snapshots.get(streamId);
    return text ? (JSON.parse(text) as Snapshot) : undefined;
  }

  async close(): Promise<void> {
    await this.subs.closeAll();
  }
}

function toEvent(r: MemoryRow): StoredEvent {
  return {
    eventId: r.eventId,
    streamId: r.streamId,
    revision: r.revision,
    globalPosition: r.globalPosition,
    type: r.type,
    schemaVersion: r.schemaVersion,
    data: JSON.parse(r.data),
    metadata: JSON.parse(r.metadata),
    prevHash: r.prevHash,
    hash: r.hash,
  };
}
