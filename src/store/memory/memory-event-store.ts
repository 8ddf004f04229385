import { GENESIS_HASH, type ProposedEvent, type StoredEvent } from '../../events/envelope';
import { chainEvents } from '../../events/hash-chain';
import type {
  AppendOptions,
  AppendResult,
  EventHandler,
  EventStore,
  ExpectedRevision,
  Snapshot,
  Subscription,
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
}

/** In-memory adapter for unit tests. Same contract as the durable stores, nothing survives. */
export class MemoryEventStore implements EventStore {
  readonly name = 'memory';
  /** Exposed so contract tests can tamper with "stored bytes". */
  readonly rows: MemoryRow[] = [];
  private readonly streams = new Map<string, number[]>(); // streamId -> indexes into rows
  private readonly commands = new Map<string, CommandRecord>();
  private readonly snapshots = new Map<string, string>();
  private readonly subs = new SubscriptionSet();

  async append(
    streamId: string,
    events: readonly ProposedEvent[],
    expectedRevision: ExpectedRevision,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    const seen = options.commandId ? this.commands.get(options.commandId) : undefined;
    if (seen) return this.duplicate(seen);
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
    if (options.commandId)
      this.commands.set(options.commandId, {
        streamId,
        positions: stored.map((e) => e.globalPosition),
        nextExpectedRevision,
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

  async saveSnapshot(snapshot: Snapshot): Promise<void> {
    this.snapshots.set(snapshot.streamId, JSON.stringify(snapshot));
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
