/**
 * Live: follows the store through subscribe, queues what arrives and applies it in batches.
 * A failed batch stays queued and is retried with backoff; a checkpoint another process
 * moved back is caught up from before the batch is applied again.
 */
import type { StoredEvent } from '../../events/envelope';
import type { Subscription } from '../../store/event-store';
import { catchUp } from './catch-up';
import { commitBatch } from './commit';
import type { RuntimeCore } from './core';
import { CheckpointMovedBackError, ProjectionFailedError } from './errors';
import { performance } from 'node:perf_hooks';
import { yieldToEventLoop } from '../../commands/in-slices';

/**
 * A live batch applied without a turn of the event loop (a synchronous read-model driver:
 * better-sqlite3) is one task; past this long the next batches are smaller (issue 22: no task
 * over 50 ms; a 1,000-event batch after a burst held the loop for 130-1,000 ms).
 */
const SYNC_BATCH_TARGET_MS = 12;
const MIN_LIVE_BATCH = 8;

/**
 * The next live batches' size after a batch of `size` events took `ms` in one task (undefined:
 * the loop had a turn meanwhile, so it was no single task): scaled down to the target when it
 * ran over, doubled back towards `max` when a full batch ran well under it.
 */
export function nextLiveBatch(
  current: number,
  size: number,
  ms: number | undefined,
  max: number,
): number {
  if (ms === undefined) return current;
  if (ms > SYNC_BATCH_TARGET_MS)
    return Math.max(MIN_LIVE_BATCH, Math.floor((size * SYNC_BATCH_TARGET_MS) / ms));
  if (ms < SYNC_BATCH_TARGET_MS / 2 && size === current) return Math.min(max, current * 2);
  return current;
}

export class Live {
  private subscription: Subscription | undefined;
  private queue: StoredEvent[] = [];
  private draining: Promise<void> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryDelay: number;
  /** Events per live batch: the runtime's batch size, or fewer where a batch was one long task. */
  private liveBatch: number;

  constructor(private readonly core: RuntimeCore) {
    this.retryDelay = core.options.retryDelayMs ?? 200;
    this.liveBatch = core.batchSize;
  }

  get following(): boolean {
    return this.subscription !== undefined;
  }

  follow(): void {
    const core = this.core;
    const from = core.minPosition(core.names);
    core.setState(core.names, 'live');
    this.subscription = core.store.subscribe(from, (e) => this.enqueue(e));
  }

  /** Closes the subscription and drops what it queued; a later follow() reads it again. */
  async pause(): Promise<void> {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const sub = this.subscription;
    this.subscription = undefined;
    const stopped = this.core.stopped;
    this.core.stopped = true; // ends the drain loop after its current batch
    await sub?.close();
    await this.draining;
    this.core.stopped = stopped;
    this.queue = [];
  }

  /** Live events are queued and applied in batches; the store waits when the queue is full. */
  private async enqueue(event: StoredEvent): Promise<void> {
    this.queue.push(this.core.upcastOne(event));
    if (!this.draining && !this.retryTimer) this.draining = this.drain();
    // Backpressure, also while the database is down: the subscription waits instead of
    // buffering without bound.
    while (this.queue.length >= this.core.batchSize * 4 && !this.core.stopped) {
      await (this.draining ?? new Promise((r) => setTimeout(r, 50)));
    }
  }

  /**
   * Starts timing a batch; the returned function tells its length in milliseconds, or undefined
   * when the event loop had a turn meanwhile (the driver's I/O left the loop: not one task).
   */
  private timeBatch(): () => number | undefined {
    let turned = false;
    const probe = setImmediate(() => (turned = true));
    const start = performance.now();
    return () => {
      clearImmediate(probe);
      return turned ? undefined : performance.now() - start;
    };
  }

  private adaptBatch(size: number, ms: number | undefined): void {
    this.liveBatch = nextLiveBatch(this.liveBatch, size, ms, this.core.batchSize);
  }

  private async drain(): Promise<void> {
    const core = this.core;
    try {
      while (this.queue.length > 0 && !core.stopped) {
        const batch = this.queue.slice(0, this.liveBatch);
        const last = batch[batch.length - 1].globalPosition;
        const behind = [...core.byName.values()].filter((p) => core.position(p.name) < last);
        try {
          const timing = this.timeBatch();
          await commitBatch(core, behind, batch, last);
          this.adaptBatch(batch.length, timing());
          core.setState(
            behind.map((p) => p.name),
            'live',
          );
        } catch (e) {
          if (e instanceof CheckpointMovedBackError) {
            core.log(`${e.message}; catching up from there`);
            core.positions.set(e.projection, e.stored);
            await catchUp(core, { names: [e.projection] });
            core.states.set(e.projection, 'live');
            continue; // the same batch again, for the others
          }
          // A projection's own failure is its alone; anything else (the database is down)
          // stops every projection of the batch.
          const failed =
            e instanceof ProjectionFailedError ? [e.projection] : behind.map((p) => p.name);
          for (const name of failed) {
            core.states.set(name, 'failed');
            core.errors.set(name, e instanceof Error ? e.message : String(e));
          }
          throw e;
        }
        this.queue.splice(0, batch.length);
        // Let the server's I/O run between batches (issue 22): with a synchronous driver
        // (better-sqlite3) a commit resolves in microtasks only, so a queue of batches drained
        // back to back would hold the event loop for the whole queue.
        if (this.queue.length > 0) await yieldToEventLoop('projections: next batch');
      }
      this.retryDelay = core.options.retryDelayMs ?? 200;
    } catch (e) {
      // The batch stays queued and nothing of it committed; retry with backoff so the read
      // model recovers by itself when the database comes back (issue 2 "Bad input and faults").
      core.log(`live batch failed, retrying in ${this.retryDelay} ms: ${String(e)}`);
      const delay = this.retryDelay;
      this.retryDelay = Math.min(this.retryDelay * 2, core.options.maxRetryDelayMs ?? 30_000);
      this.retryTimer = setTimeout(() => {
        this.retryTimer = undefined;
        if (!core.stopped) this.draining = this.drain();
      }, delay);
    } finally {
      if (!this.retryTimer) this.draining = undefined;
    }
  }
}
