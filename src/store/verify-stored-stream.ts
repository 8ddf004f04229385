import type { KeyObject } from 'node:crypto';
import type { StoredEvent } from '../events/envelope';
import { verifyStream } from '../events/hash-chain';
import { chainVersusCheckpoints, checkpointProblem } from './checkpoints';
import type { EventStore } from './event-store';

export interface StoredStreamVerification {
  readonly ok: boolean;
  readonly events: readonly StoredEvent[];
  readonly eventsChecked: number;
  /** Hash of the last event that verified. */
  readonly head: string;
  readonly firstBroken?: { readonly revision: number; readonly reason: string };
}

/**
 * One stream as the store holds it (DESIGN.md "Events", issue 15): the chain recomputed from
 * its first event, its end compared with the store's head record (events deleted from the end)
 * and with the checkpoints the server signed (a chain rewritten and recomputed). With
 * `publicKey` every stored checkpoint must also be signed by it.
 */
export async function verifyStoredStream(
  store: EventStore,
  streamId: string,
  publicKey?: KeyObject,
): Promise<StoredStreamVerification> {
  const events = await store.readStream(streamId);
  const head = store.streamHead ? ((await store.streamHead(streamId)) ?? null) : undefined;
  const v = verifyStream(events, undefined, head);
  const broken = (revision: number, reason: string): StoredStreamVerification => ({
    ok: false,
    events,
    eventsChecked: v.eventsChecked,
    head: v.head,
    firstBroken: { revision, reason },
  });
  if (!v.ok) return broken(v.firstBrokenRevision ?? v.eventsChecked, v.reason ?? 'broken');
  const checkpoints = (await store.loadCheckpoints?.(streamId)) ?? [];
  if (publicKey)
    for (const c of checkpoints) {
      const why = checkpointProblem(c, publicKey);
      if (why) return broken(c.revision, `signed checkpoint at revision ${c.revision}: ${why}`);
    }
  const against = chainVersusCheckpoints(events.length - 1, (r) => events[r]?.hash, checkpoints);
  if (against) return broken(against.checkpoint.revision, against.reason);
  return { ok: true, events, eventsChecked: v.eventsChecked, head: v.head };
}
