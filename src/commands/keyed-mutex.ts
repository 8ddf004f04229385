import { performance } from 'node:perf_hooks';

/**
 * Hand-overs run back to back, in one synchronous stretch, for at most about this long; then the
 * next one waits for a turn of the event loop (issue 22). With a synchronous store (sqlite) the
 * next command decides and appends within its wake-up's promise job, so a queue of commands
 * that waited behind a long turn (a snapshot's copy) ran as one task of hundreds of milliseconds.
 */
const HANDOVER_STRETCH_MS = 8;

/**
 * Runs tasks one at a time per key, in arrival order. Commands to one tournament from one API
 * process are queued instead of racing each other into optimistic-concurrency conflicts;
 * conflicts then only come from other processes, which the bounded retry absorbs.
 *
 * A key with no task running starts its task at once, without a promise hop: a queue (and the
 * promise that waits on it) is only paid for when a task really has to wait.
 */
export class KeyedMutex {
  /** Keys with a task running, each with the wake-ups of the tasks waiting behind it. */
  private readonly waiting = new Map<string, (() => void)[]>();
  /** Per key, who waits for the running task to end without queueing a task (turnEnds). */
  private readonly watchers = new Map<string, (() => void)[]>();
  /** When this stretch of hand-overs began; cleared by the next turn of the event loop. */
  private stretchStart: number | undefined;

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const queue = this.waiting.get(key);
    if (queue) await new Promise<void>((wake) => queue.push(wake));
    else this.waiting.set(key, []);
    try {
      return await task();
    } finally {
      const watching = this.watchers.get(key);
      if (watching) {
        this.watchers.delete(key);
        for (const wake of watching) wake();
      }
      // The key passes straight to the next waiter, so a newcomer cannot slip in between.
      const next = this.waiting.get(key)?.shift();
      if (next) this.handOver(next);
      else this.waiting.delete(key);
    }
  }

  /**
   * Wakes the next task at once, unless this synchronous stretch of hand-overs has run its
   * budget: then on the next turn of the event loop (the key stays reserved for it meanwhile).
   */
  private handOver(next: () => void): void {
    const now = performance.now();
    if (this.stretchStart === undefined) {
      this.stretchStart = now;
      setImmediate((_label: string) => (this.stretchStart = undefined), 'mutex: stretch ends');
    } else if (now - this.stretchStart >= HANDOVER_STRETCH_MS) {
      setImmediate((_label: string) => next(), 'mutex: hand-over');
      return;
    }
    next();
  }

  /** Whether a task for `key` is running. */
  busy(key: string): boolean {
    return this.waiting.has(key);
  }

  /** Resolves when the task running for `key` ends (at once when none runs); queues nothing. */
  turnEnds(key: string): Promise<void> {
    if (!this.waiting.has(key)) return Promise.resolve();
    return new Promise((wake) => {
      const w = this.watchers.get(key);
      if (w) w.push(wake);
      else this.watchers.set(key, [wake]);
    });
  }

  /** Keys with a task running or waiting (for tests and metrics). */
  get size(): number {
    return this.waiting.size;
  }
}
