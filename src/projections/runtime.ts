import type { DataSource, EntityManager } from 'typeorm';
import type { StoredEvent } from '../events/envelope';
import type { UpcasterRegistry } from '../events/upcasters';
import type { EventStore, Subscription } from '../store/event-store';
import { CheckpointEntity, OffsetEntity, StreamMarkEntity } from './checkpoint-entities';
import type { Projection, ProjectionStatus } from './projection';
import { dialectOf, param, selectWhereIn, toInt, upsertRows } from './sql';
import { withWriteLock } from './write-lock';

export interface RuntimeOptions {
  /** Events per transaction during catch-up and rebuild. */
  readonly batchSize?: number;
  /** First retry delay after a failed live batch (doubles up to maxRetryDelayMs). */
  readonly retryDelayMs?: number;
  readonly maxRetryDelayMs?: number;
  readonly log?: (message: string) => void;
  /** Events reach the projections at the latest schema version their readers know. */
  readonly upcasters?: UpcasterRegistry;
}

export interface BatchCheckpoint {
  /** e.g. "kafka:tournament-events:3" — stored in projection_offsets with the batch. */
  readonly key: string;
  readonly value: string;
}

export interface BatchResult {
  readonly applied: number;
  /** Events skipped because this projection had already folded them in. */
  readonly duplicates: number;
}

export class ProjectionTimeoutError extends Error {
  readonly code = 'PROJECTION_TIMEOUT';
  constructor(
    readonly position: number,
    readonly lagging: readonly string[],
  ) {
    super(`Read models did not reach position ${position} in time (behind: ${lagging.join(', ')})`);
  }
}

/** The stored checkpoint is behind this runtime's: another process reset (rebuilt) it. */
class CheckpointMovedBackError extends Error {
  constructor(
    readonly projection: string,
    readonly stored: number,
  ) {
    super(`${projection}: checkpoint moved back to ${stored} (rebuilt by another process?)`);
  }
}

/** A projection's apply threw; the batch it was in rolled back. */
export class ProjectionFailedError extends Error {
  readonly code = 'PROJECTION_FAILED';
  constructor(
    readonly projection: string,
    override readonly cause: unknown,
  ) {
    super(`${projection}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

interface Waiter {
  readonly position: number;
  readonly names: readonly string[];
  readonly resolve: () => void;
}

type State = ProjectionStatus['state'];

/** pg_advisory_lock key of read-model schema changes ("ledger" in ASCII). */
const SCHEMA_LOCK_ID = 0x6c6564676572;

/**
 * Runs projections against the store (issue 2 "Projection runtime"): catch up from each
 * checkpoint in batches through readAll, then follow the store live through subscribe. Every
 * batch is ONE transaction holding the rows and the checkpoints of the projections it moves,
 * so a crash at any instant leaves rows and checkpoint together or neither, and a restart
 * neither skips nor double-counts.
 */
export class ProjectionRuntime {
  private readonly byName = new Map<string, Projection>();
  private readonly positions = new Map<string, number>();
  private readonly states = new Map<string, State>();
  private readonly errors = new Map<string, string>();
  private readonly batchSize: number;
  private readonly log: (message: string) => void;
  private waiters: Waiter[] = [];
  private subscription: Subscription | undefined;
  private queue: StoredEvent[] = [];
  private draining: Promise<void> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryDelay: number;
  private prepared = false;
  private stopped = false;
  /** Bumped by stop(): a catch-up started before it ends early. */
  private generation = 0;
  private readonly commitListeners = new Set<(events: readonly StoredEvent[]) => void>();

  constructor(
    private readonly store: EventStore,
    readonly dataSource: DataSource,
    projections: readonly Projection[],
    private readonly options: RuntimeOptions = {},
  ) {
    for (const p of projections) {
      if (this.byName.has(p.name)) throw new Error(`Projection ${p.name} registered twice`);
      for (const e of p.entities) {
        if (!dataSource.hasMetadata(e)) {
          throw new Error(
            `Projection ${p.name}: entity ${e.options.name} is not in the read-model DataSource`,
          );
        }
      }
      this.byName.set(p.name, p);
      this.states.set(p.name, 'idle');
    }
    // ~1,000 events keep a batch inside V8's young generation; larger batches spend more in GC.
    this.batchSize = options.batchSize ?? 1_000;
    this.retryDelay = options.retryDelayMs ?? 200;
    this.log = options.log ?? ((m) => console.warn(`[projections] ${m}`));
  }

  get projections(): readonly Projection[] {
    return [...this.byName.values()];
  }

  /**
   * Creates the tables and loads the checkpoints. A projection whose stored version differs
   * (or that has no checkpoint yet) has its tables dropped and starts from position 0: its
   * schema may have changed with the version, and its rows are disposable.
   */
  async prepare(): Promise<void> {
    await withWriteLock(this.dataSource, () => this.withSchemaLock(() => this.prepareLocked()));
    this.prepared = true;
  }

  /**
   * Several API processes may start together on one PostgreSQL database; a session advisory
   * lock makes their drop/synchronize/reset steps take turns (sqlite: one process only).
   */
  private async withSchemaLock(work: () => Promise<void>): Promise<void> {
    if (dialectOf(this.dataSource.manager) !== 'postgres') return work();
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query(`SELECT pg_advisory_lock(${SCHEMA_LOCK_ID})`);
      try {
        await work();
      } finally {
        await runner.query(`SELECT pg_advisory_unlock(${SCHEMA_LOCK_ID})`);
      }
    } finally {
      await runner.release();
    }
  }

  private async prepareLocked(): Promise<void> {
    const stored = await this.loadCheckpoints();
    const runner = this.dataSource.createQueryRunner();
    const stale: Projection[] = [];
    try {
      for (const p of this.byName.values()) {
        const row = stored.get(p.name);
        if (row && row.version === p.version) continue;
        stale.push(p);
        for (const e of p.entities) {
          await runner.dropTable(this.dataSource.getMetadata(e).tableName, true);
        }
        if (row) this.log(`${p.name}: version ${row.version} -> ${p.version}, rebuilding`);
      }
    } finally {
      // better-sqlite3's runner is shared by the whole DataSource; releasing it closes nothing.
      if (dialectOf(this.dataSource.manager) === 'postgres') await runner.release();
    }
    await this.dataSource.synchronize();
    await this.dataSource.transaction(async (m) => {
      for (const p of stale) await this.resetCheckpoint(m, p);
    });
    for (const p of this.byName.values()) {
      const row = stored.get(p.name);
      this.positions.set(p.name, row && row.version === p.version ? row.position : 0);
    }
  }

  /** prepare, catch up to the head, then follow the store live. */
  async start(): Promise<void> {
    this.stopped = false;
    const generation = this.generation;
    if (!this.prepared) await this.prepare();
    await this.catchUp();
    if (this.generation !== generation) return;
    this.follow();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.generation += 1;
    await this.pauseLive();
    for (const name of this.byName.keys()) this.states.set(name, 'stopped');
  }

  private follow(): void {
    const from = this.minPosition([...this.byName.keys()]);
    for (const name of this.byName.keys()) this.states.set(name, 'live');
    this.subscription = this.store.subscribe(from, (e) => this.enqueue(e));
  }

  /** Closes the subscription and drops what it queued; a later follow() reads it again. */
  private async pauseLive(): Promise<void> {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const sub = this.subscription;
    this.subscription = undefined;
    const stopped = this.stopped;
    this.stopped = true; // ends the drain loop after its current batch
    await sub?.close();
    await this.draining;
    this.stopped = stopped;
    this.queue = [];
  }

  /**
   * Reads the store in batches and applies each batch to every named projection still behind
   * it. Events are read once for all projections. Returns how many events were read.
   */
  async catchUp(
    options: {
      names?: readonly string[];
      untilPosition?: number;
      /** Called after each committed batch with the events read so far (progress bars). */
      onBatch?: (eventsRead: number, lastPosition: number) => void;
    } = {},
  ): Promise<number> {
    if (!this.prepared) await this.prepare();
    const names = options.names ?? [...this.byName.keys()];
    const until = options.untilPosition ?? Number.POSITIVE_INFINITY;
    for (const n of names) this.states.set(n, 'catching-up');
    const generation = this.generation;
    let read = 0;
    for (;;) {
      if (this.generation !== generation) break;
      const from = this.minPosition(names);
      if (from >= until) break;
      const batch = await this.store.readAll(from, this.batchSize);
      const events = this.upcast(batch.filter((e) => e.globalPosition <= until));
      if (events.length === 0) break;
      read += events.length;
      const last = events[events.length - 1].globalPosition;
      const behind = names.filter((n) => this.position(n) < last).map((n) => this.get(n));
      await this.commit(behind, events, last);
      options.onBatch?.(read, last);
      if (events.length < batch.length) break;
    }
    for (const n of names) this.states.set(n, 'idle');
    return read;
  }

  /**
   * Empties the named projections (all by default) and folds the whole store in again.
   * The read model is empty while this runs; a version bump does the same at start.
   */
  async rebuild(
    names?: readonly string[],
    onBatch?: (eventsRead: number, lastPosition: number) => void,
  ): Promise<{ events: number; ms: number }> {
    if (!this.prepared) await this.prepare();
    const targets = (names ?? [...this.byName.keys()]).map((n) => this.get(n));
    // Live batches must not land on the emptied tables ahead of the replay: pause them.
    const wasLive = this.subscription !== undefined;
    if (wasLive) await this.pauseLive();
    await withWriteLock(this.dataSource, () =>
      this.dataSource.transaction(async (m) => {
        for (const p of targets) {
          for (const e of p.entities) {
            await m.query(`DELETE FROM "${this.dataSource.getMetadata(e).tableName}"`);
          }
          await this.resetCheckpoint(m, p);
        }
      }),
    );
    for (const p of targets) this.positions.set(p.name, 0);
    const t0 = performance.now();
    const events = await this.catchUp({ names: targets.map((p) => p.name), onBatch });
    const ms = performance.now() - t0;
    if (wasLive) this.follow();
    return { events, ms };
  }

  /**
   * Applies events to one projection in ONE transaction with a checkpoint.
   *
   * Without `checkpoint`, events must follow the projection's position in global order (as
   * readAll gives them): those at or below the stored position are skipped, and the position
   * moves to the last event's.
   *
   * With `checkpoint` (the Kafka consumer-group projector, whose partitions interleave
   * streams out of global order), duplicates are found by stream revision, and the key/value
   * (e.g. a partition's next offset) commits with the rows. The global position is left alone.
   */
  async applyBatch(
    projection: Projection | string,
    given: readonly StoredEvent[],
    checkpoint?: BatchCheckpoint,
  ): Promise<BatchResult> {
    if (!this.prepared) await this.prepare();
    const events = this.upcast(given);
    const p = typeof projection === 'string' ? this.get(projection) : projection;
    if (!checkpoint) {
      if (events.length === 0) return { applied: 0, duplicates: 0 };
      const [r] = await this.commit([p], events, events[events.length - 1].globalPosition);
      return r;
    }
    return withWriteLock(this.dataSource, () =>
      this.dataSource.transaction(async (m) => {
        const streams = [...new Set(events.map((e) => e.streamId))];
        const marks = new Map<string, number>();
        const rows = await this.readStreamMarks(m, p.name, streams);
        for (const r of rows) marks.set(r.stream_id, toInt(r.revision));
        const fresh: StoredEvent[] = [];
        for (const e of events) {
          if (e.revision <= (marks.get(e.streamId) ?? -1)) continue;
          marks.set(e.streamId, e.revision);
          fresh.push(e);
        }
        const relevant = this.relevant(p, fresh);
        if (relevant.length) await p.apply(relevant, m);
        await upsertRows(
          m,
          {
            table: 'projection_stream_marks',
            columns: ['projection', 'stream_id', 'revision'],
            conflict: ['projection', 'stream_id'],
            update: ['revision'],
          },
          streams.map((s) => [p.name, s, marks.get(s)]),
        );
        await upsertRows(
          m,
          {
            table: 'projection_offsets',
            columns: ['projection', 'key', 'value'],
            conflict: ['projection', 'key'],
            update: ['value'],
          },
          [[p.name, checkpoint.key, checkpoint.value]],
        );
        return { applied: fresh.length, duplicates: events.length - fresh.length };
      }),
    );
  }

  /**
   * The stream marks a checkpointed batch starts from. On postgres two projectors may briefly
   * both hold a partition during a rebalance (the old owner finishing its batch while the new
   * one starts from the stored offset); without a lock both would read the same marks, both
   * fold the same events in and the rows would count them twice. So the rows are locked
   * (FOR UPDATE): the second transaction waits for the first to commit, then reads the marks
   * it wrote and drops the repeats. A mark that does not exist yet cannot be locked, so it is
   * first inserted at -1 (ON CONFLICT DO NOTHING waits for a concurrent insert of the same
   * row). Sorted, so two batches over overlapping streams lock in one order (no deadlock).
   * sqlite needs none of this: one writer at a time (withWriteLock, the database lock).
   */
  private async readStreamMarks(
    m: EntityManager,
    projection: string,
    streams: readonly string[],
  ): Promise<{ stream_id: string; revision: unknown }[]> {
    if (dialectOf(m) !== 'postgres') {
      return selectWhereIn<{ stream_id: string; revision: unknown }>(
        m,
        {
          select: 'SELECT stream_id, revision FROM projection_stream_marks',
          where: `projection = ${param(m, 1)}`,
          fixed: [projection],
        },
        'stream_id',
        streams,
      );
    }
    const sorted = [...streams].sort();
    await upsertRows(
      m,
      {
        table: 'projection_stream_marks',
        columns: ['projection', 'stream_id', 'revision'],
        conflict: ['projection', 'stream_id'],
        update: [],
      },
      sorted.map((s) => [projection, s, -1]),
    );
    return (await m.query(
      `SELECT stream_id, revision FROM projection_stream_marks
        WHERE projection = $1 AND stream_id = ANY($2::text[])
        ORDER BY stream_id COLLATE "C" FOR UPDATE`,
      [projection, sorted],
    )) as { stream_id: string; revision: unknown }[];
  }

  /** A checkpoint stored by applyBatch(..., checkpoint), e.g. to resume a Kafka partition. */
  async loadOffset(projection: string, key: string): Promise<string | undefined> {
    const m = this.dataSource.manager;
    const rows = (await m.query(
      `SELECT value FROM projection_offsets WHERE projection = ${param(m, 1)} AND key = ${param(m, 2)}`,
      [projection, key],
    )) as { value: string }[];
    return rows[0]?.value;
  }

  /**
   * Resolves once every named projection (all by default) has folded in the event at
   * `position`: the API awaits the position a mutation returned before answering, so the next
   * query sees its own write (read-your-writes).
   */
  waitForPosition(
    position: number,
    options: { names?: readonly string[]; timeoutMs?: number } = {},
  ): Promise<void> {
    const names = options.names ?? [...this.byName.keys()];
    try {
      for (const n of names) this.get(n);
    } catch (e) {
      return Promise.reject(e);
    }
    if (this.minPosition(names) >= position) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(
          new ProjectionTimeoutError(
            position,
            names.filter((n) => this.position(n) < position),
          ),
        );
      }, options.timeoutMs ?? 5_000);
      const waiter: Waiter = {
        position,
        names,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      this.waiters.push(waiter);
    });
  }

  /**
   * Calls `listener` after each batch has committed (catch-up and live), e.g. to push live
   * updates to subscribers (issue 10). Returns a function that stops the calls.
   */
  onCommitted(listener: (events: readonly StoredEvent[]) => void): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  /**
   * Calls the onCommitted listeners. The runtime calls it after each of its own batches; with
   * LEDGER_PROJECTIONS=external the API calls it once another process's commit is visible.
   */
  announceCommitted(events: readonly StoredEvent[]): void {
    for (const listener of this.commitListeners) {
      try {
        listener(events);
      } catch (e) {
        this.log(`commit listener failed: ${String(e)}`);
      }
    }
  }

  position(name: string): number {
    return this.positions.get(name) ?? 0;
  }

  /** Every projection with its checkpoint and its lag behind the store head. */
  async status(): Promise<ProjectionStatus[]> {
    const head = await this.store.headPosition();
    return [...this.byName.values()].map((p) => {
      const position = this.position(p.name);
      const lastError = this.errors.get(p.name);
      return {
        name: p.name,
        version: p.version,
        position,
        lag: Math.max(0, head - position),
        state: this.states.get(p.name) ?? 'idle',
        ...(lastError ? { lastError } : {}),
      };
    });
  }

  // --- internals -------------------------------------------------------------------------

  private get(name: string): Projection {
    const p = this.byName.get(name);
    if (!p) {
      throw new Error(
        `Unknown projection "${name}" (known: ${[...this.byName.keys()].join(', ')})`,
      );
    }
    return p;
  }

  private minPosition(names: readonly string[]): number {
    let min = Number.POSITIVE_INFINITY;
    for (const n of names) min = Math.min(min, this.position(n));
    return min === Number.POSITIVE_INFINITY ? 0 : min;
  }

  private upcast(events: StoredEvent[]): StoredEvent[];
  private upcast(events: readonly StoredEvent[]): readonly StoredEvent[];
  private upcast(events: readonly StoredEvent[]): readonly StoredEvent[] {
    const registry = this.options.upcasters;
    return registry ? events.map((e) => registry.upcast(e)) : events;
  }

  private relevant(p: Projection, events: readonly StoredEvent[]): StoredEvent[] {
    if (!p.handles) return [...events];
    const types = new Set(p.handles);
    return events.filter((e) => types.has(e.type));
  }

  /**
   * The one place rows and checkpoints commit: ONE transaction for the batch, in which each
   * projection behind it folds the events after its own checkpoint and moves that checkpoint.
   * One commit per batch rather than one per projection (fewer WAL commits on sqlite, fewer
   * round trips and fsyncs on postgres, ~10% faster rebuilds); any failure rolls the whole
   * batch back, rows and checkpoints alike.
   *
   * Each stored position is re-read inside the transaction (FOR UPDATE on postgres) so that
   * two processes running the same projections on one database serialize, and the second
   * skips what the first already folded in.
   */
  private async commit(
    projections: readonly Projection[],
    events: readonly StoredEvent[],
    upTo: number,
  ): Promise<BatchResult[]> {
    if (projections.length === 0) return [];
    const results = await withWriteLock(this.dataSource, () =>
      this.dataSource.transaction(async (m) => {
        const lock = dialectOf(m) === 'postgres' ? ' FOR UPDATE' : '';
        const out: (BatchResult & { name: string; to: number })[] = [];
        for (const p of projections) {
          const rows = (await m.query(
            `SELECT position FROM projection_checkpoints WHERE name = ${param(m, 1)}${lock}`,
            [p.name],
          )) as { position: unknown }[];
          if (rows.length === 0) throw new Error(`Projection ${p.name} has no checkpoint row`);
          const stored = toInt(rows[0].position);
          // Folding these events onto a checkpoint someone else just reset would put them
          // ahead of the events before them; the caller must catch up from `stored` instead.
          if (stored < this.position(p.name)) throw new CheckpointMovedBackError(p.name, stored);
          const fresh = events.filter((e) => e.globalPosition > stored);
          const relevant = this.relevant(p, fresh);
          try {
            if (relevant.length) await p.apply(relevant, m);
          } catch (e) {
            throw new ProjectionFailedError(p.name, e);
          }
          const to = Math.max(stored, upTo);
          if (to !== stored) {
            await m.query(
              `UPDATE projection_checkpoints SET position = ${param(m, 1)} WHERE name = ${param(m, 2)}`,
              [to, p.name],
            );
          }
          out.push({
            name: p.name,
            to,
            applied: fresh.length,
            duplicates: events.length - fresh.length,
          });
        }
        return out;
      }),
    );
    for (const r of results) {
      this.positions.set(r.name, r.to);
      this.errors.delete(r.name);
    }
    this.notifyWaiters();
    this.announceCommitted(events);
    return results.map(({ applied, duplicates }) => ({ applied, duplicates }));
  }

  private async resetCheckpoint(m: EntityManager, p: Projection): Promise<void> {
    await upsertRows(
      m,
      {
        table: m.connection.getMetadata(CheckpointEntity).tableName,
        columns: ['name', 'version', 'position'],
        conflict: ['name'],
        update: ['version', 'position'],
      },
      [[p.name, p.version, 0]],
    );
    await m.query(`DELETE FROM projection_offsets WHERE projection = ${param(m, 1)}`, [p.name]);
    await m.query(`DELETE FROM projection_stream_marks WHERE projection = ${param(m, 1)}`, [
      p.name,
    ]);
  }

  private async loadCheckpoints(): Promise<Map<string, { version: number; position: number }>> {
    const out = new Map<string, { version: number; position: number }>();
    const runner = this.dataSource.createQueryRunner();
    try {
      if (!(await runner.hasTable('projection_checkpoints'))) return out;
      const rows = (await runner.query(
        'SELECT name, version, position FROM projection_checkpoints',
      )) as { name: string; version: unknown; position: unknown }[];
      for (const r of rows) {
        out.set(r.name, { version: toInt(r.version), position: toInt(r.position) });
      }
      return out;
    } finally {
      if (dialectOf(this.dataSource.manager) === 'postgres') await runner.release();
    }
  }

  private notifyWaiters(): void {
    if (this.waiters.length === 0) return;
    const still: Waiter[] = [];
    for (const w of this.waiters) {
      if (this.minPosition(w.names) >= w.position) w.resolve();
      else still.push(w);
    }
    this.waiters = still;
  }

  /** Live events are queued and applied in batches; the store waits when the queue is full. */
  private async enqueue(event: StoredEvent): Promise<void> {
    this.queue.push(this.options.upcasters ? this.options.upcasters.upcast(event) : event);
    if (!this.draining && !this.retryTimer) this.draining = this.drain();
    // Backpressure, also while the database is down: the subscription waits instead of
    // buffering without bound.
    while (this.queue.length >= this.batchSize * 4 && !this.stopped) {
      await (this.draining ?? new Promise((r) => setTimeout(r, 50)));
    }
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0 && !this.stopped) {
        const batch = this.queue.slice(0, this.batchSize);
        const last = batch[batch.length - 1].globalPosition;
        const behind = [...this.byName.values()].filter((p) => this.position(p.name) < last);
        try {
          await this.commit(behind, batch, last);
          for (const p of behind) this.states.set(p.name, 'live');
        } catch (e) {
          if (e instanceof CheckpointMovedBackError) {
            this.log(`${e.message}; catching up from there`);
            this.positions.set(e.projection, e.stored);
            await this.catchUp({ names: [e.projection] });
            this.states.set(e.projection, 'live');
            continue; // the same batch again, for the others
          }
          // A projection's own failure is its alone; anything else (the database is down)
          // stops every projection of the batch.
          const failed =
            e instanceof ProjectionFailedError ? [e.projection] : behind.map((p) => p.name);
          for (const name of failed) {
            this.states.set(name, 'failed');
            this.errors.set(name, e instanceof Error ? e.message : String(e));
          }
          throw e;
        }
        this.queue.splice(0, batch.length);
      }
      this.retryDelay = this.options.retryDelayMs ?? 200;
    } catch (e) {
      // The batch stays queued and nothing of it committed; retry with backoff so the read
      // model recovers by itself when the database comes back (issue 2 "Bad input and faults").
      this.log(`live batch failed, retrying in ${this.retryDelay} ms: ${String(e)}`);
      const delay = this.retryDelay;
      this.retryDelay = Math.min(this.retryDelay * 2, this.options.maxRetryDelayMs ?? 30_000);
      this.retryTimer = setTimeout(() => {
        this.retryTimer = undefined;
        if (!this.stopped) this.draining = this.drain();
      }, delay);
    } finally {
      if (!this.retryTimer) this.draining = undefined;
    }
  }
}

export { CheckpointEntity, OffsetEntity, StreamMarkEntity };
