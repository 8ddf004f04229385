import type { StoredEvent } from '../events/envelope';
import type { EventHandler, Subscription } from './event-store';

export interface PollingOptions {
  /** How long to sleep when caught up and nobody wakes us (events from other processes). */
  readonly pollMs: number;
  readonly batchSize: number;
  /** Called when a read or the handler fails; the subscription retries after pollMs. */
  readonly onError?: (err: unknown) => void;
}

/**
 * Catch-up and live are one loop over readAll(after): the cursor only ever moves to the position
 * of the event just delivered, so there is no switch-over at which an event could be skipped or
 * delivered twice. `wake()` shortens the wait when this process appends. close() waits for the
 * handler in progress, so a handler must not await close() of its own subscription.
 */
export class PollingSubscription implements Subscription {
  private stopped = false;
  private wakeUp: (() => void) | undefined;
  private pendingWake = false;
  private readonly done: Promise<void>;

  constructor(
    private after: number,
    private readonly read: (after: number, limit: number) => Promise<StoredEvent[]>,
    private readonly handler: EventHandler,
    private readonly options: PollingOptions,
    private readonly onClose: (s: PollingSubscription) => void = () => {},
  ) {
    this.done = this.run();
  }

  wake(): void {
    if (this.wakeUp) this.wakeUp();
    else this.pendingWake = true;
  }

  async close(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.done;
    this.onClose(this);
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      let caughtUp = true;
      try {
        const batch = await this.read(this.after, this.options.batchSize);
        for (const event of batch) {
          if (this.stopped) return;
          await this.handler(event);
          this.after = event.globalPosition;
        }
        caughtUp = batch.length < this.options.batchSize;
      } catch (err) {
        // A failed read or handler leaves the cursor on the last delivered event: it is retried.
        this.report(err);
      }
      if (caughtUp && !this.stopped) await this.sleep();
    }
  }

  private lastError = '';

  private report(err: unknown): void {
    if (this.options.onError) return this.options.onError(err);
    // Said once per distinct error, not every poll, so an outage does not flood the log.
    const text = err instanceof Error ? err.message : String(err);
    if (text === this.lastError) return;
    this.lastError = text;
    console.error(`subscription after position ${this.after}: ${text} (retrying)`);
  }

  private sleep(): Promise<void> {
    if (this.pendingWake) {
      this.pendingWake = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.options.pollMs);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = undefined;
        done();
      };
    });
  }
}

/** Keeps the live subscriptions of one store, to wake them on append and close them on close. */
export class SubscriptionSet {
  private readonly live = new Set<PollingSubscription>();

  open(
    after: number,
    read: (after: number, limit: number) => Promise<StoredEvent[]>,
    handler: EventHandler,
    options: PollingOptions,
  ): Subscription {
    const sub = new PollingSubscription(after, read, handler, options, (s) => this.live.delete(s));
    this.live.add(sub);
    return sub;
  }

  wakeAll(): void {
    for (const s of this.live) s.wake();
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.live].map((s) => s.close()));
  }
}
