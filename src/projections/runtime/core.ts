/**
 * What the runtime's parts share: the projections by name, each one's position, state and
 * last error, the waiters and commit listeners, and the flags stop() and rebuild() move.
 * Holds no I/O of its own.
 */
import type { DataSource } from 'typeorm';
import type { StoredEvent } from '../../events/envelope';
import type { UpcasterRegistry } from '../../events/upcasters';
import type { EventStore } from '../../store/event-store';
import type { Projection, ProjectionStatus } from '../projection';
import { Waiters } from './waiters';

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

export type State = ProjectionStatus['state'];

export class RuntimeCore {
  readonly byName = new Map<string, Projection>();
  readonly positions = new Map<string, number>();
  readonly states = new Map<string, State>();
  readonly errors = new Map<string, string>();
  readonly batchSize: number;
  readonly log: (message: string) => void;
  readonly waiters: Waiters;
  readonly commitListeners = new Set<(events: readonly StoredEvent[]) => void>();
  prepared = false;
  /** Set by stop(), and briefly while live batches pause: ends the drain loop. */
  stopped = false;
  /** Bumped by stop(): a catch-up started before it ends early. */
  generation = 0;

  constructor(
    readonly store: EventStore,
    readonly dataSource: DataSource,
    projections: readonly Projection[],
    readonly options: RuntimeOptions,
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
    this.log = options.log ?? ((m) => console.warn(`[projections] ${m}`));
    this.waiters = new Waiters(
      (names) => this.minPosition(names),
      (name) => this.position(name),
    );
  }

  get names(): string[] {
    return [...this.byName.keys()];
  }

  get(name: string): Projection {
    const p = this.byName.get(name);
    if (!p) {
      throw new Error(`Unknown projection "${name}" (known: ${this.names.join(', ')})`);
    }
    return p;
  }

  position(name: string): number {
    return this.positions.get(name) ?? 0;
  }

  minPosition(names: readonly string[]): number {
    let min = Number.POSITIVE_INFINITY;
    for (const n of names) min = Math.min(min, this.position(n));
    return min === Number.POSITIVE_INFINITY ? 0 : min;
  }

  setState(names: Iterable<string>, state: State): void {
    for (const n of names) this.states.set(n, state);
  }

  upcast(events: StoredEvent[]): StoredEvent[];
  upcast(events: readonly StoredEvent[]): readonly StoredEvent[];
  upcast(events: readonly StoredEvent[]): readonly StoredEvent[] {
    const registry = this.options.upcasters;
    return registry ? events.map((e) => registry.upcast(e)) : events;
  }

  upcastOne(event: StoredEvent): StoredEvent {
    return this.options.upcasters ? this.options.upcasters.upcast(event) : event;
  }

  /** The events `p` reacts to (its `handles`; all when it names none). */
  relevant(p: Projection, events: readonly StoredEvent[]): StoredEvent[] {
    if (!p.handles) return [...events];
    const types = new Set(p.handles);
    return events.filter((e) => types.has(e.type));
  }

  announceCommitted(events: readonly StoredEvent[]): void {
    for (const listener of this.commitListeners) {
      try {
        listener(events);
      } catch (e) {
        this.log(`commit listener failed: ${String(e)}`);
      }
    }
  }
}
