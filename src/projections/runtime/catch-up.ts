/**
 * Catch-up: reads the store in batches and applies each batch to every named projection
 * still behind it. Events are read once for all projections.
 */
import type { StoredEvent } from '../../events/envelope';
import { commitBatch } from './commit';
import type { RuntimeCore } from './core';
import { prepare } from './prepare';

export interface CatchUpOptions {
  readonly names?: readonly string[];
  readonly untilPosition?: number;
  /** Called after each committed batch with the events read so far (progress bars). */
  readonly onBatch?: (eventsRead: number, lastPosition: number) => void;
}

/**
 * postgres: transactions at once for one catch-up batch (commit.ts). Three keep the 2-core
 * test machine's server busy without taking much of TypeORM's pool of 10 connections.
 */
const CATCH_UP_PARALLEL = 3;

/** Returns how many events were read. */
export async function catchUp(core: RuntimeCore, options: CatchUpOptions = {}): Promise<number> {
  if (!core.prepared) await prepare(core);
  const names = options.names ?? core.names;
  const until = options.untilPosition ?? Number.POSITIVE_INFINITY;
  core.setState(names, 'catching-up');
  const generation = core.generation;
  let read = 0;
  let ahead: { readonly from: number; readonly batch: Promise<StoredEvent[]> } | undefined;
  for (;;) {
    if (core.generation !== generation) break;
    const from = core.minPosition(names);
    if (from >= until) break;
    const batch = await (ahead?.from === from
      ? ahead.batch
      : core.store.readAll(from, core.batchSize));
    ahead = undefined;
    const events = core.upcast(batch.filter((e) => e.globalPosition <= until));
    if (events.length === 0) break;
    read += events.length;
    const last = events[events.length - 1].globalPosition;
    const behind = names.filter((n) => core.position(n) < last).map((n) => core.get(n));
    if (events.length === batch.length && last < until) ahead = readAhead(core, last);
    await commitBatch(core, behind, events, last, { durable: false, parallel: CATCH_UP_PARALLEL });
    options.onBatch?.(read, last);
    if (events.length < batch.length) break;
  }
  core.setState(names, 'idle');
  return read;
}

/**
 * The next batch, read while this one commits: on PostgreSQL the store's read runs on its own
 * connection while the read-model writes run on theirs, so a rebuild's reads overlap its writes
 * (on sqlite both stay on this thread, nothing changes). Used only if the next batch starts
 * where this one ends; a read left unused must not surface as an unhandled rejection.
 */
function readAhead(
  core: RuntimeCore,
  from: number,
): { readonly from: number; readonly batch: Promise<StoredEvent[]> } {
  const batch = core.store.readAll(from, core.batchSize);
  batch.catch(() => undefined);
  return { from, batch };
}
