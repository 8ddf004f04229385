import type { EventStore } from '../store/event-store';
import { toBusMessage } from './bus-message';
import type { BusProducer } from './bus-producer';
import type { RelayCheckpoint } from './relay-checkpoint';

export interface RelayOptions {
  readonly topic: string;
  /**
   * Events per broker round-trip. It is also the bound on duplicates: after a crash the relay
   * resends at most the one batch that was in flight (issue 9, "the unacknowledged window").
   */
  readonly batchSize?: number;
  /** Pause when the store has nothing new. */
  readonly idleMs?: number;
  /** Backoff after a failed send (doubles up to maxBackoffMs). */
  readonly backoffMs?: number;
  readonly maxBackoffMs?: number;
  readonly onPublished?: (lastPosition: number, count: number) => void;
  readonly onError?: (error: unknown) => void;
}

/**
 * Store → broker, at least once. The checkpoint moves only after the broker acknowledged the
 * whole batch, so nothing is lost; a batch that failed or was cut short by a crash is sent
 * again, and consumers drop the repeats by event id (DESIGN.md "Outbound feed").
 */
export class Relay {
  private readonly batchSize: number;
  private readonly idleMs: number;
  private readonly backoffMs: number;
  private readonly maxBackoffMs: number;
  private position: number | undefined;
  private running: Promise<void> | undefined;
  private stopping = false;
  private wake: (() => void) | undefined;

  constructor(
    private readonly store: EventStore,
    private readonly producer: BusProducer,
    private readonly checkpoint: RelayCheckpoint,
    private readonly options: RelayOptions,
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.idleMs = options.idleMs ?? 50;
    this.backoffMs = options.backoffMs ?? 200;
    this.maxBackoffMs = options.maxBackoffMs ?? 5000;
  }

  /** Last acknowledged global position. */
  async acknowledgedPosition(): Promise<number> {
    this.position ??= await this.checkpoint.load();
    return this.position;
  }

  /** Publishes one batch; returns how many events the broker acknowledged (0 = caught up). */
  async publishOnce(): Promise<number> {
    const from = await this.acknowledgedPosition();
    const events = await this.store.readAll(from, this.batchSize);
    if (events.length === 0) return 0;
    await this.producer.send(this.options.topic, events.map(toBusMessage));
    const last = events[events.length - 1].globalPosition;
    await this.checkpoint.save(last);
    this.position = last;
    this.options.onPublished?.(last, events.length);
    return events.length;
  }

  /** Publishes until the store's head at call time is acknowledged. */
  async drain(): Promise<void> {
    const head = await this.store.headPosition();
    while ((await this.acknowledgedPosition()) < head) {
      if ((await this.publishOnce()) === 0) break;
    }
  }

  start(): void {
    if (this.running) return;
    this.stopping = false;
    this.running = this.loop();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.running;
    this.running = undefined;
  }

  private async loop(): Promise<void> {
    let backoff = this.backoffMs;
    while (!this.stopping) {
      try {
        const sent = await this.publishOnce();
        backoff = this.backoffMs;
        if (sent === 0) await this.sleep(this.idleMs);
      } catch (error) {
        // The position was not saved: the same batch goes again after the pause.
        this.options.onError?.(error);
        await this.sleep(backoff);
        backoff = Math.min(backoff * 2, this.maxBackoffMs);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const t = setTimeout(() => {
        this.wake = undefined;
        resolve();
      }, ms);
      this.wake = () => {
        clearTimeout(t);
        this.wake = undefined;
        resolve();
      };
    });
  }
}
