/**
 * A batch with its own checkpoint (the Kafka consumer-group projector, whose partitions
 * interleave streams out of global order): duplicates are found by stream revision, and the
 * key/value (e.g. a partition's next offset) commits with the rows. The global position is
 * left alone.
 */
import type { StoredEvent } from '../../events/envelope';
import type { Projection } from '../projection';
import { withWriteLock } from '../write-lock';
import { readStreamMarks, storeOffset, storeStreamMarks } from './checkpoints';
import type { BatchResult } from './commit';
import type { RuntimeCore } from './core';

export interface BatchCheckpoint {
  /** e.g. "kafka:tournament-events:3" — stored in projection_offsets with the batch. */
  readonly key: string;
  readonly value: string;
}

export function applyPartitionBatch(
  core: RuntimeCore,
  p: Projection,
  events: readonly StoredEvent[],
  checkpoint: BatchCheckpoint,
): Promise<BatchResult> {
  return withWriteLock(core.dataSource, () =>
    core.dataSource.transaction(async (m) => {
      const streams = [...new Set(events.map((e) => e.streamId))];
      const marks = await readStreamMarks(m, p.name, streams);
      const fresh: StoredEvent[] = [];
      for (const e of events) {
        if (e.revision <= (marks.get(e.streamId) ?? -1)) continue;
        marks.set(e.streamId, e.revision);
        fresh.push(e);
      }
      const relevant = core.relevant(p, fresh);
      if (relevant.length) await p.apply(relevant, m);
      await storeStreamMarks(m, p.name, streams, marks);
      await storeOffset(m, p.name, checkpoint.key, checkpoint.value);
      return { applied: fresh.length, duplicates: events.length - fresh.length };
    }),
  );
}
