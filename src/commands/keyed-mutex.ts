/**
 * At most this many hand-overs run back to back, in one synchronous stretch; then the next one
 * waits for a turn of the event loop (issue 22). With a synchronous store (sqlite) the next
 * command decides and appends within its wake-up's promise job, so a queue of commands that
 * waited behind a long turn (a snapshot's copy) ran as one task of hundreds of milliseconds.
 * A count, not a clock: the order in which queued commands and everything else run must not
 * depend on how fast the machine is (the same seed gives the same record, test/integration/
 * simulation.test.ts). A command decided alone (decide and a synchronous append) is 0.5-3 ms, one
 * under group commit (decide and enqueue) well under 1 ms, so 16 keep a stretch near or under
 * the 50 ms bound while a group-commit batch still gathers the commands queued behind it.
 */
export const HANDOVERS_PER_STRETCH = 16;

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
  /** Hand-overs in this stretch; cleared by the next turn of the event loop. */
  private stretch = 0;

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
    if (this.stretch === 0)
      setImmediate((_label: string) => (this.stretch = 0), 'mutex: stretch ends');
    else if (this.stretch >= HANDOVERS_PER_STRETCH) {
      setImmediate((_label: string) => next(), 'mutex: hand-over');
      return;
    }
    this.stretch++;
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
