/**
 * Runs projections against the store (issue 2 "Projection runtime"): catch up from each
 * checkpoint in batches through readAll, then follow the store live through subscribe. Every
 * batch is ONE transaction holding the rows and the checkpoints of the projections it moves,
 * so a crash at any instant leaves rows and checkpoint together or neither, and a restart
 * neither skips nor double-counts.
 *
 * This class only ties the parts together, one concern each (issue 17):
 *  prepare.ts         tables and stored versions at start;
 *  catch-up.ts        readAll in batches up to the head;
 *  live.ts            subscribe, queue, drain, retry;
 *  rebuild.ts         empty and fold the whole store again;
 *  commit.ts          one transaction per batch: rows and checkpoints;
 *  partition-batch.ts a batch with its own offset (Kafka);
 *  checkpoints.ts     the checkpoint, offset and stream-mark tables;
 *  waiters.ts         read-your-writes;
 *  core.ts            the state they share; errors.ts what they throw.
 */
import type { DataSource } from 'typeorm';
import type { StoredEvent } from '../../events/envelope';
import type { EventStore } from '../../store/event-store';
import { CheckpointEntity, OffsetEntity, StreamMarkEntity } from '../checkpoint-entities';
import type { Projection, ProjectionStatus } from '../projection';
import { catchUp, type CatchUpOptions } from './catch-up';
import { loadOffset } from './checkpoints';
import { commitBatch, type BatchResult } from './commit';
import { RuntimeCore, type RuntimeOptions } from './core';
import { Live } from './live';
import { applyPartitionBatch, type BatchCheckpoint } from './partition-batch';
import { prepare } from './prepare';
import { rebuild } from './rebuild';

export { ProjectionFailedError, ProjectionTimeoutError } from './errors';
export type { BatchCheckpoint, BatchResult, RuntimeOptions };

export class ProjectionRuntime {
  private readonly core: RuntimeCore;
  private readonly live: Live;

  constructor(
    store: EventStore,
    readonly dataSource: DataSource,
    projections: readonly Projection[],
    options: RuntimeOptions = {},
  ) {
    this.core = new RuntimeCore(store, dataSource, projections, options);
    this.live = new Live(this.core);
  }

  get projections(): readonly Projection[] {
    return [...this.core.byName.values()];
  }

  /**
   * Creates the tables and loads the checkpoints. A projection whose stored version differs
   * (or that has no checkpoint yet) has its tables dropped and starts from position 0.
   */
  prepare(): Promise<void> {
    return prepare(this.core);
  }

  /** prepare, catch up to the head, then follow the store live. */
  async start(): Promise<void> {
    const core = this.core;
    core.stopped = false;
    const generation = core.generation;
    if (!core.prepared) await prepare(core);
    await catchUp(core);
    if (core.generation !== generation) return;
    this.live.follow();
  }

  async stop(): Promise<void> {
    const core = this.core;
    core.stopped = true;
    core.generation += 1;
    await this.live.pause();
    core.setState(core.names, 'stopped');
  }

  /**
   * Reads the store in batches and applies each batch to every named projection still behind
   * it. Events are read once for all projections. Returns how many events were read.
   */
  catchUp(options: CatchUpOptions = {}): Promise<number> {
    return catchUp(this.core, options);
  }

  /**
   * Empties the named projections (all by default) and folds the whole store in again.
   * The read model is empty while this runs; a version bump does the same at start.
   */
  rebuild(
    names?: readonly string[],
    onBatch?: (eventsRead: number, lastPosition: number) => void,
  ): Promise<{ events: number; ms: number }> {
    return rebuild(this.core, this.live, names, onBatch);
  }

  /**
   * Applies events to one projection in ONE transaction with a checkpoint.
   *
   * Without `checkpoint`, events must follow the projection's position in global order (as
   * readAll gives them): those at or below the stored position are skipped, and the position
   * moves to the last event's.
   *
   * With `checkpoint` (the Kafka consumer-group projector), see partition-batch.ts.
   */
  async applyBatch(
    projection: Projection | string,
    given: readonly StoredEvent[],
    checkpoint?: BatchCheckpoint,
  ): Promise<BatchResult> {
    const core = this.core;
    if (!core.prepared) await prepare(core);
    const events = core.upcast(given);
    const p = typeof projection === 'string' ? core.get(projection) : projection;
    if (!checkpoint) {
      if (events.length === 0) return { applied: 0, duplicates: 0 };
      const [r] = await commitBatch(core, [p], events, events[events.length - 1].globalPosition);
      return r;
    }
    return applyPartitionBatch(core, p, events, checkpoint);
  }

  /** A checkpoint stored by applyBatch(..., checkpoint), e.g. to resume a Kafka partition. */
  loadOffset(projection: string, key: string): Promise<string | undefined> {
    return loadOffset(this.dataSource.manager, projection, key);
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
    const names = options.names ?? this.core.names;
    try {
      for (const n of names) this.core.get(n);
    } catch (e) {
      return Promise.reject(e);
    }
    return this.core.waiters.wait(position, names, options.timeoutMs);
  }

  /**
   * Calls `listener` after each batch has committed (catch-up and live), e.g. to push live
   * updates to subscribers (issue 10). Returns a function that stops the calls.
   */
  onCommitted(listener: (events: readonly StoredEvent[]) => void): () => void {
    this.core.commitListeners.add(listener);
    return () => this.core.commitListeners.delete(listener);
  }

  /**
   * Calls the onCommitted listeners. The runtime calls it after each of its own batches; with
   * LEDGER_PROJECTIONS=external the API calls it once another process's commit is visible.
   */
  announceCommitted(events: readonly StoredEvent[]): void {
    this.core.announceCommitted(events);
  }

  position(name: string): number {
    return this.core.position(name);
  }

  /** Every projection with its checkpoint and its lag behind the store head. */
  async status(): Promise<ProjectionStatus[]> {
    const core = this.core;
    const head = await core.store.headPosition();
    return this.projections.map((p) => {
      const position = core.position(p.name);
      const lastError = core.errors.get(p.name);
      return {
        name: p.name,
        version: p.version,
        position,
        lag: Math.max(0, head - position),
        state: core.states.get(p.name) ?? 'idle',
        ...(lastError ? { lastError } : {}),
      };
    });
  }
}

export { CheckpointEntity, OffsetEntity, StreamMarkEntity };
