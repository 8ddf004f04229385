/**
 * Catch-up: reads the store in batches and applies each batch to every named projection
 * still behind it. Events are read once for all projections.
 */
import { commitBatch } from './commit';
import type { RuntimeCore } from './core';
import { prepare } from './prepare';

export interface CatchUpOptions {
  readonly names?: readonly string[];
  readonly untilPosition?: number;
  /** Called after each committed batch with the events read so far (progress bars). */
  readonly onBatch?: (eventsRead: number, lastPosition: number) => void;
}

/** Returns how many events were read. */
export async function catchUp(core: RuntimeCore, options: CatchUpOptions = {}): Promise<number> {
  if (!core.prepared) await prepare(core);
  const names = options.names ?? core.names;
  const until = options.untilPosition ?? Number.POSITIVE_INFINITY;
  core.setState(names, 'catching-up');
  const generation = core.generation;
  let read = 0;
  for (;;) {
    if (core.generation !== generation) break;
    const from = core.minPosition(names);
    if (from >= until) break;
    const batch = await core.store.readAll(from, core.batchSize);
    const events = core.upcast(batch.filter((e) => e.globalPosition <= until));
    if (events.length === 0) break;
    read += events.length;
    const last = events[events.length - 1].globalPosition;
    const behind = names.filter((n) => core.position(n) < last).map((n) => core.get(n));
    await commitBatch(core, behind, events, last);
    options.onBatch?.(read, last);
    if (events.length < batch.length) break;
  }
  core.setState(names, 'idle');
  return read;
}
