import {
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { GENESIS_HASH, type ProposedEvent, type StoredEvent } from '../../events/envelope';
import { chainEvents } from '../../events/hash-chain';
import type { SignedCheckpoint } from '../checkpoints';
import {
  repeatOf,
  type AppendOptions,
  type AppendResult,
  type EventHandler,
  type EventStore,
  type ExpectedRevision,
  type Snapshot,
  type StreamHead,
  type Subscription,
} from '../event-store';
import { checkExpectedRevision, expectedAsNumber } from '../expected-revision';
import { translateError } from './errors';
import {
  checkpointStreamOf,
  commandIdOf,
  commandOf,
  commandStreamOf,
  fromKurrentEvent,
  isLedgerEvent,
  snapshotStreamOf,
  toKurrentEvent,
  type CommandMarker,
  type RecordedLike,
} from './event-mapping';
import { PositionIndex, type LogPosition } from './position-index';

/** $all is read in pages of this many records while numbering (system events included). */
const SCAN_PAGE = 4096;
/** 'any' appends are turned into a concrete expected revision and retried on a race. */
const ANY_RETRIES = 5;

export interface EventStoreDbStoreOptions {
  /** Pause before a dropped subscription reconnects. */
  readonly resubscribeMs?: number;
  readonly log?: (line: string) => void;
}

/**
 * Store port over KurrentDB / EventStoreDB (issue 9), for deployments that run a KurrentDB
 * cluster. Design notes (the why; see also infra/README.md):
 *
 * - Append: the stream head (revision and hash) is read, the batch is hash-chained onto it, and
 *   written with streamState = that revision, never ANY, so the chain cannot fork under a race
 *   and the server's optimistic check is the only arbiter. The envelope eventId is the
 *   KurrentDB event id (kurrentEventId), so a resend of the same events at the same expected
 *   revision is acknowledged by the server's idempotent-write check without a second copy.
 * - commandId: KurrentDB has no secondary index to look an id up by, so each command that
 *   appended gets a small stream `ledger-command-<commandId>` (written NO_STREAM, after the
 *   events) that records where its events went. A retry reads it and returns the first result.
 *   Each event also carries the commandId in its metadata, so an append that loses the race
 *   to a concurrent copy of the same command finds the winner's events right after the
 *   revision it expected and returns them as the first result, while a different command's
 *   events are a true conflict. A crash between events and marker leaves no marker; a retry
 *   then finds the events the same way (its expected revision is now stale), or, with the
 *   same event ids at the same revision, is absorbed by the server — never a double append.
 *   On KurrentDB ≥ 25.1 multiStreamAppend could make events and marker one write.
 * - globalPosition: see position-index.ts. Every process numbers the ledger's events in $all
 *   order, so positions are dense, 1-based and identical everywhere; the cost is a scan of $all
 *   from the start when a process starts (sequential reads, ~1 s per few hundred thousand
 *   events). A persisted sparse index is the next step if that ever matters.
 * - Snapshots: stream `ledger-snapshot-<streamId>`, last event wins, $maxCount 3 so old ones
 *   are scavenged.
 */
export class EventStoreDbStore implements EventStore {
  readonly name = 'eventstoredb';
  private readonly index = new PositionIndex();
  private scanning: Promise<void> | undefined;
  private readonly subscriptions = new Set<{ close(): Promise<void> }>();

  constructor(
    private readonly client: KurrentDBClient,
    private readonly options: EventStoreDbStoreOptions = {},
  ) {}

  static fromConnectionString(url: string, options?: EventStoreDbStoreOptions): EventStoreDbStore {
    return new EventStoreDbStore(KurrentDBClient.connectionString(url), options);
  }

  async append(
    streamId: string,
    events: readonly ProposedEvent[],
    expectedRevision: ExpectedRevision,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    const { commandId, command } = options;
    try {
      if (commandId) {
        const first = await this.commandResult(commandId);
        if (first) return repeatOf(commandId, first, command);
      }
      for (let attempt = 0; ; attempt++) {
        const head = await this.headOf(streamId);
        try {
          checkExpectedRevision(streamId, expectedRevision, head.revision);
        } catch (conflict) {
          const expected = expectedAsNumber(expectedRevision);
          if (commandId && expected !== undefined) {
            // A retry of a command whose events were written but whose marker was not (crash).
            const first = await this.sameCommandAfter(streamId, expected, commandId);
            if (first) {
              await this.recordCommand(commandId, {
                streamId,
                fromRevision: expected + 1,
                count: first.events.length,
                nextExpectedRevision: first.nextExpectedRevision,
                ...(first.command ? { command: first.command } : {}),
              });
              return repeatOf(commandId, first, command);
            }
          }
          throw conflict;
        }
        if (events.length === 0) {
          return { streamId, nextExpectedRevision: head.revision, events: [], duplicate: false };
        }
        const chained = chainEvents(streamId, head.revision, head.hash, events);
        try {
          await this.client.appendToStream(
            streamId,
            chained.map((c) => jsonEvent(toKurrentEvent(c, commandId, command))),
            { streamState: head.revision === -1 ? NO_STREAM : BigInt(head.revision) },
          );
        } catch (e) {
          if (!(e instanceof WrongExpectedVersionError)) throw e;
          if (commandId) {
            // Lost the race to the same command (a concurrent retry)? Its events carry its
            // commandId: they are the first result. Another command's events: a real conflict.
            const first = await this.sameCommandAfter(streamId, head.revision, commandId);
            if (first) return repeatOf(commandId, first, command);
          }
          if (expectedRevision === 'any' && attempt < ANY_RETRIES) continue;
          throw e;
        }
        const stored = await this.readStream(streamId, head.revision + 1);
        const mine = stored.slice(0, events.length);
        const nextExpectedRevision = head.revision + events.length;
        if (commandId) {
          await this.recordCommand(commandId, {
            streamId,
            fromRevision: head.revision + 1,
            count: events.length,
            nextExpectedRevision,
            ...(command ? { command } : {}),
          });
        }
        return { streamId, nextExpectedRevision, events: mine, duplicate: false };
      }
    } catch (e) {
      throw translateError(e, streamId, expectedRevision);
    }
  }

  /** The first result of a command that appended, or undefined. */
  async commandResult(commandId: string): Promise<AppendResult | undefined> {
    const marker = await this.lastEvent(commandStreamOf(commandId));
    if (!marker) return undefined;
    const m = marker.data as unknown as CommandMarker;
    const events = (await this.readStream(m.streamId, m.fromRevision)).slice(0, m.count);
    return {
      streamId: m.streamId,
      nextExpectedRevision: m.nextExpectedRevision,
      events,
      duplicate: true,
      ...(m.command ? { command: m.command } : {}),
    };
  }

  private async sameCommandAfter(
    streamId: string,
    revision: number,
    commandId: string,
  ): Promise<AppendResult | undefined> {
    const recorded: { e: RecordedLike; pos: LogPosition }[] = [];
    let command: ReturnType<typeof commandOf>;
    try {
      for await (const r of this.client.readStream(streamId, {
        fromRevision: BigInt(revision + 1),
        direction: FORWARDS,
      })) {
        const e = r.event;
        if (!e || !e.position || commandIdOf(e) !== commandId) break;
        command ??= commandOf(e);
        recorded.push({ e, pos: e.position });
      }
    } catch (e) {
      if (e instanceof StreamNotFoundError) return undefined;
      throw e;
    }
    if (recorded.length === 0) return undefined;
    const events = await this.numbered(recorded);
    return {
      streamId,
      nextExpectedRevision: events[events.length - 1].revision,
      events,
      duplicate: true,
      ...(command ? { command } : {}),
    };
  }

  async readStream(streamId: string, fromRevision = 0): Promise<StoredEvent[]> {
    const recorded: { e: RecordedLike; pos: LogPosition }[] = [];
    try {
      for await (const r of this.client.readStream(streamId, {
        fromRevision: BigInt(Math.max(0, fromRevision)),
        direction: FORWARDS,
      })) {
        const e = r.event;
        if (e && e.position && isLedgerEvent(e)) recorded.push({ e, pos: e.position });
      }
    } catch (e) {
      if (e instanceof StreamNotFoundError) return [];
      throw translateError(e, streamId, 'any');
    }
    return this.numbered(recorded);
  }

  async readAll(afterPosition: number, limit: number): Promise<StoredEvent[]> {
    if (limit <= 0) return [];
    if (afterPosition >= this.index.head) await this.scanToEnd();
    const first = this.index.logPositionOf(afterPosition + 1);
    if (!first) return [];
    const out: StoredEvent[] = [];
    try {
      for await (const r of this.client.readAll({
        fromPosition: first,
        direction: FORWARDS,
        maxCount: BigInt(limit + SCAN_PAGE),
      })) {
        const e = r.event;
        if (!e || !isLedgerEvent(e)) continue;
        const gp = this.index.globalPositionOf(e.position) ?? this.index.add(e.position);
        if (gp <= afterPosition) continue;
        out.push(fromKurrentEvent(e, gp));
        if (out.length >= limit) break;
      }
    } catch (e) {
      throw translateError(e, '$all', 'any');
    }
    return out;
  }

  async headPosition(): Promise<number> {
    await this.scanToEnd();
    return this.index.head;
  }

  /**
   * Catch-up then live, through one KurrentDB catch-up subscription to $all started at the
   * log position of `afterPosition`; the async iterator awaits the handler, so delivery is one
   * event at a time in global order. A dropped connection resubscribes after the last
   * delivered event: no gap, no duplicate.
   */
  subscribe(afterPosition: number, handler: EventHandler): Subscription {
    let delivered = afterPosition;
    let closed = false;
    let current: { unsubscribe(): Promise<void> } | undefined;
    const run = async (): Promise<void> => {
      while (!closed) {
        try {
          if (delivered > 0 && this.index.head < delivered) await this.scanToEnd();
          const from = delivered === 0 ? START : this.index.logPositionOf(delivered);
          const sub = this.client.subscribeToAll({
            fromPosition: from ?? START,
            filter: excludeSystemEvents(),
          });
          current = sub;
          for await (const r of sub as AsyncIterable<AllStreamResolvedEvent>) {
            if (closed) break;
            const e = r.event;
            if (!e || !isLedgerEvent(e)) continue;
            let gp = this.index.globalPositionOf(e.position);
            if (gp === undefined) {
              await this.scanToEnd();
              gp = this.index.globalPositionOf(e.position);
            }
            if (gp === undefined || gp <= delivered) continue;
            await handler(fromKurrentEvent(e, gp));
            delivered = gp;
          }
        } catch (e) {
          if (closed) break;
          this.options.log?.(`eventstoredb: subscription dropped, resubscribing: ${String(e)}`);
          await new Promise((r) => setTimeout(r, this.options.resubscribeMs ?? 1000));
        }
      }
    };
    const done = run();
    const handle = {
      close: async () => {
        closed = true;
        await current?.unsubscribe().catch(() => undefined);
        await done;
        this.subscriptions.delete(handle);
      },
    };
    this.subscriptions.add(handle);
    return handle;
  }

  async streamRevision(streamId: string): Promise<number | 'no_stream'> {
    const head = await this.headOf(streamId);
    return head.revision === -1 ? 'no_stream' : head.revision;
  }

  /**
   * KurrentDB keeps no head record apart from the events, and it cannot delete a stream's
   * newest events (streams are append-only; $maxCount and $tb drop the oldest), so the head
   * is the last event itself. Signed checkpoints pin it like on the other stores.
   */
  async streamHead(streamId: string): Promise<StreamHead | undefined> {
    const head = await this.headOf(streamId);
    return head.revision === -1 ? undefined : head;
  }

  async saveCheckpoint(c: SignedCheckpoint): Promise<void> {
    const stream = checkpointStreamOf(c.streamId);
    try {
      await this.client.appendToStream(
        stream,
        jsonEvent({ type: 'CheckpointSigned', data: { ...c } as Record<string, unknown> }),
      );
    } catch (e) {
      throw translateError(e, stream, 'any');
    }
  }

  async loadCheckpoints(streamId: string): Promise<SignedCheckpoint[]> {
    const out: SignedCheckpoint[] = [];
    try {
      for await (const r of this.client.readStream(checkpointStreamOf(streamId), {
        fromRevision: START,
        direction: FORWARDS,
      })) {
        if (r.event) out.push(r.event.data as unknown as SignedCheckpoint);
      }
    } catch (e) {
      if (e instanceof StreamNotFoundError) return [];
      throw translateError(e, checkpointStreamOf(streamId), 'any');
    }
    return out.sort((a, b) => a.revision - b.revision);
  }

  async saveSnapshot(withText: Snapshot): Promise<void> {
    // The state goes into the event's data as a value; its text is not sent twice.
    const { stateText: _text, ...snapshot } = withText;
    const stream = snapshotStreamOf(snapshot.streamId);
    try {
      const r = await this.client.appendToStream(
        stream,
        jsonEvent({ type: 'SnapshotTaken', data: { ...snapshot } as Record<string, unknown> }),
      );
      if (r.nextExpectedRevision === 0n) {
        await this.client.setStreamMetadata(stream, { maxCount: 3 });
      }
    } catch (e) {
      throw translateError(e, stream, 'any');
    }
  }

  async loadSnapshot(streamId: string): Promise<Snapshot | undefined> {
    const last = await this.lastEvent(snapshotStreamOf(streamId));
    return last ? (last.data as unknown as Snapshot) : undefined;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    await this.client.dispose();
  }

  private async headOf(streamId: string): Promise<{ revision: number; hash: string }> {
    const last = await this.lastEvent(streamId);
    if (!last) return { revision: -1, hash: GENESIS_HASH };
    const m = last.metadata as { ledger?: { hash?: string } } | undefined;
    return { revision: Number(last.revision), hash: m?.ledger?.hash ?? GENESIS_HASH };
  }

  private async lastEvent(streamId: string): Promise<RecordedLike | undefined> {
    try {
      for await (const r of this.client.readStream(streamId, {
        fromRevision: END,
        direction: BACKWARDS,
        maxCount: 1n,
      }) as AsyncIterable<ResolvedEvent>) {
        if (r.event) return r.event as RecordedLike;
      }
    } catch (e) {
      if (e instanceof StreamNotFoundError) return undefined;
      throw translateError(e, streamId, 'any');
    }
    return undefined;
  }

  private async recordCommand(commandId: string, marker: CommandMarker): Promise<void> {
    try {
      await this.client.appendToStream(
        commandStreamOf(commandId),
        jsonEvent({ type: 'CommandAppended', data: { ...marker } }),
        { streamState: NO_STREAM },
      );
    } catch (e) {
      // Another process recorded the same command first: its marker is the first result.
      if (!(e instanceof WrongExpectedVersionError)) throw e;
    }
  }

  private async numbered(
    recorded: { e: RecordedLike; pos: LogPosition }[],
  ): Promise<StoredEvent[]> {
    if (recorded.some((r) => this.index.globalPositionOf(r.pos) === undefined)) {
      await this.scanToEnd();
    }
    return recorded.map((r) => {
      const gp = this.index.globalPositionOf(r.pos);
      if (gp === undefined)
        throw new Error(`event ${r.e.streamId}@${r.e.revision} is not in $all yet`);
      return fromKurrentEvent(r.e, gp);
    });
  }

  /** Numbers every ledger event written so far; one scan at a time per process. */
  private scanToEnd(): Promise<void> {
    this.scanning ??= this.scan().finally(() => (this.scanning = undefined));
    return this.scanning;
  }

  private async scan(): Promise<void> {
    for (;;) {
      const from = this.index.lastScanned;
      let seen = 0;
      let last: LogPosition | undefined;
      try {
        for await (const r of this.client.readAll({
          fromPosition: from ?? START,
          direction: FORWARDS,
          maxCount: BigInt(SCAN_PAGE),
        })) {
          const e = r.event;
          if (!e) continue;
          seen++;
          last = e.position;
          if (isLedgerEvent(e)) this.index.add(e.position);
        }
      } catch (e) {
        throw translateError(e, '$all', 'any');
      }
      if (last) this.index.markScanned(last);
      // A short page is the end of $all (fromPosition is inclusive, so a page re-reads one).
      if (seen < SCAN_PAGE) return;
    }
  }
}
