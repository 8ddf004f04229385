import type { DataSource } from 'typeorm';
import type { StoredEvent } from '../../events/envelope';
import type { ProjectionRuntime } from '../../projections/runtime';
import type { EventStore, Subscription } from '../../store/event-store';
import { externalProgress, projectionsBehind, waitForStreamRevision } from './read-model-progress';

/**
 * The API's side of LEDGER_PROJECTIONS=external (issue 9): the Kafka consumer-group projector
 * writes the read models, this process only reads them. Read-your-writes cannot wait on an
 * in-process checkpoint, so it waits for the stream mark of the mutation's last event, which
 * the projector commits in the same transaction as that event's rows.
 */
export interface ExternalProjections {
  /** Creates the read-model tables if no projector has yet (queries need them). */
  prepare(): Promise<void>;
  /** Every projection has folded in the event at `position`; false on timeout. */
  waitForPosition(position: number, timeoutMs: number): Promise<boolean>;
  /** Events this process appended: their stream and revision, without a store read. */
  remember(events: readonly StoredEvent[]): void;
  health(): Promise<{ ok: boolean; detail: Record<string, unknown> }>;
  /**
   * Follows the store from its head and hands each batch of events to `visible` once the
   * projector has committed them (every projection's mark reached), e.g. to push the hall
   * display's live updates (issue 10) as the in-process runtime's commits do.
   */
  follow(visible: (events: readonly StoredEvent[]) => void): Promise<void>;
  close(): Promise<void>;
}

interface Place {
  readonly streamId: string;
  readonly revision: number;
}

/** Recent appends of this process; older positions (or another replica's) are read from the store. */
const REMEMBERED = 1_000;
/** Events the display follower queues before it makes the store subscription wait. */
const BACKLOG = 5_000;

export function externalProjections(deps: {
  readonly store: EventStore;
  readonly runtime: ProjectionRuntime;
  readonly reader: DataSource;
  readonly pollMs?: number;
}): ExternalProjections {
  const { store, runtime, reader } = deps;
  const names = runtime.projections.map((p) => p.name);
  const places = new Map<number, Place>();
  const pollMs = deps.pollMs ?? 20;
  let following: Subscription | undefined;
  let queue: StoredEvent[] = [];
  let draining: Promise<void> | undefined;
  let closed = false;

  /** A read-model outage counts as "not yet": the follower keeps its batch and asks again. */
  const reached = (streamId: string, revision: number) =>
    projectionsBehind(reader, names, streamId, revision).then(
      (behind) => behind.length === 0,
      () => false,
    );

  /** Waits (without a deadline: the projector may be restarting) until the batch is visible. */
  const drain = async (visible: (events: readonly StoredEvent[]) => void) => {
    while (queue.length > 0 && !closed) {
      const batch = queue;
      queue = [];
      const lastOf = new Map<string, number>();
      for (const e of batch) lastOf.set(e.streamId, e.revision);
      for (const [streamId, revision] of lastOf) {
        while (!closed && !(await reached(streamId, revision)))
          await new Promise((r) => setTimeout(r, pollMs * 5));
      }
      if (!closed) visible(batch);
    }
  };

  /** One drain at a time; one that ends as an event arrives hands over to the next. */
  const kick = (visible: (events: readonly StoredEvent[]) => void): void => {
    draining ??= drain(visible).finally(() => {
      draining = undefined;
      if (queue.length > 0 && !closed) kick(visible);
    });
  };

  const placeOf = async (position: number): Promise<Place | undefined> => {
    const known = places.get(position);
    if (known) return known;
    const [e] = await store.readAll(position - 1, 1);
    return e && e.globalPosition === position
      ? { streamId: e.streamId, revision: e.revision }
      : undefined;
  };

  return {
    async prepare() {
      // Projector processes prepare the same tables at the same versions; on sqlite the loser
      // of a race for the write lock gets SQLITE_BUSY at once and tries again.
      for (let attempt = 1; ; attempt++) {
        try {
          await runtime.prepare();
          return;
        } catch (e) {
          if (attempt >= 20 || !/locked|busy/i.test(String(e))) throw e;
          await new Promise((r) => setTimeout(r, 100 * attempt));
        }
      }
    },

    remember(events) {
      for (const e of events) {
        places.set(e.globalPosition, { streamId: e.streamId, revision: e.revision });
      }
      for (const key of places.keys()) {
        if (places.size <= REMEMBERED) break;
        places.delete(key);
      }
    },

    async waitForPosition(position, timeoutMs) {
      const place = await placeOf(position);
      if (!place) return false;
      return waitForStreamRevision(reader, names, place.streamId, place.revision, {
        timeoutMs,
        pollMs,
      });
    },

    async follow(visible) {
      const from = await store.headPosition();
      following = store.subscribe(from, async (e) => {
        queue.push(e);
        kick(visible);
        // The subscription waits while the projector is far behind instead of buffering.
        while (queue.length >= BACKLOG && !closed)
          await (draining ?? new Promise((r) => setTimeout(r, pollMs)));
      });
    },

    async close() {
      closed = true;
      await following?.close();
      await draining;
    },

    async health() {
      const [list, head] = await Promise.all([
        externalProgress(reader, runtime.projections),
        store.headPosition(),
      ]);
      const last = head > 0 ? await placeOf(head) : undefined;
      const behindHead = last
        ? await projectionsBehind(reader, names, last.streamId, last.revision)
        : [];
      return {
        // Lag is not a fault (the projector may be restarting); a read model at another version
        // than this build's is: its queries would read columns it does not have.
        ok: list.every((p) => p.storedVersion === p.version),
        detail: { mode: 'external', headPosition: head, behindHead, list },
      };
    },
  };
}
