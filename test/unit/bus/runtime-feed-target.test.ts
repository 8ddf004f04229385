import type { DataSource, EntityManager } from 'typeorm';
import { toBusMessage } from '../../../src/bus/bus-message';
import { feedBatchOf } from '../../../src/bus/projector/feed-batch';
import { feedAuditProjection } from '../../../src/bus/projector/feed-audit-projection';
import { feedOnlyStore } from '../../../src/bus/projector/feed-only-store';
import { RuntimeFeedTarget } from '../../../src/bus/projector/runtime-feed-target';
import type { StoredEvent } from '../../../src/events/envelope';
import { createReadModelDataSource } from '../../../src/projections/data-source';
import type { Projection } from '../../../src/projections/projection';
import { ProjectionRuntime } from '../../../src/projections/runtime';
import { interleavedEvents } from './feed-fixtures';

const TOPIC = 'tournament-events';

function batchOf(partition: number, firstOffset: number, events: readonly StoredEvent[]) {
  const messages = events.map((e, i) => {
    const m = toBusMessage(e);
    return { offset: String(firstOffset + i), headers: m.headers, value: m.value };
  });
  const batch = feedBatchOf('g', TOPIC, partition, messages);
  if (!batch) throw new Error('empty');
  return batch;
}

/** Refuses a negative chip count, to show a failed batch leaves nothing behind. */
const strict: Projection = {
  name: 'strict',
  version: 1,
  entities: [],
  async apply(events: readonly StoredEvent[], _m: EntityManager) {
    if (events.some((e) => (e.data as { chips: number }).chips < 0))
      throw new Error('negative chips');
  },
};

describe('consumer-group projector on the projection runtime (issue 9: offsets in the read-model transaction)', () => {
  let ds: DataSource;
  let target: RuntimeFeedTarget;
  const audit = feedAuditProjection('p1');

  beforeEach(async () => {
    const projections = [audit, strict];
    ds = await createReadModelDataSource(
      { kind: 'sqlite', path: ':memory:' },
      projections,
    ).initialize();
    const runtime = new ProjectionRuntime(feedOnlyStore(), ds, projections, {
      log: () => undefined,
    });
    await runtime.prepare();
    target = new RuntimeFeedTarget(runtime);
  });
  afterEach(async () => {
    await target.close();
    await ds.destroy();
  });

  const applied = async () =>
    (
      (await ds.query('SELECT event_id FROM feed_applied_events ORDER BY seq')) as {
        event_id: string;
      }[]
    ).map((r) => r.event_id);
  const events = interleavedEvents(['a', 'b'], 4);

  it('issue 9: a batch folds its events in and stores the partition offset to resume from', async () => {
    const r = await target.applyBatch(batchOf(3, 10, events.slice(0, 5)));
    expect(r.applied).toBe(5);
    expect(await applied()).toEqual(events.slice(0, 5).map((e) => e.eventId));
    expect(await target.loadOffsets('g', TOPIC)).toEqual(new Map([[3, '15']]));
  });

  it('issue 9: events the relay resent after a crash (new offsets, same events) are folded in once', async () => {
    await target.applyBatch(batchOf(0, 0, events.slice(0, 4)));
    const r = await target.applyBatch(batchOf(0, 4, events.slice(2, 8)));
    expect(r).toMatchObject({ applied: 4, duplicates: 2 });
    expect(await applied()).toEqual(events.map((e) => e.eventId));
  });

  it('issue 9: a read model whose batch fails keeps its old offset; the partition resumes before the batch', async () => {
    await target.applyBatch(batchOf(1, 0, events.slice(0, 2)));
    const poisoned = { ...events[2], data: { playerId: 'p1', chips: -1 } };
    await expect(target.applyBatch(batchOf(1, 2, [poisoned]))).rejects.toThrow('negative chips');
    const stored = (await ds.query(
      "SELECT projection, value FROM projection_offsets WHERE key = 'kafka:g:tournament-events:1' ORDER BY projection",
    )) as { projection: string; value: string }[];
    // Each read model commits alone: the audit took the event, the failing one did not move.
    expect(stored).toEqual([
      { projection: 'feed-audit', value: '3' },
      { projection: 'strict', value: '2' },
    ]);
    expect(await target.loadOffsets('g', TOPIC)).toEqual(new Map([[1, '2']]));
  });

  it('issue 9: a partition resumes from the lowest offset any read model stored for it', async () => {
    await target.applyBatch(batchOf(2, 0, events.slice(0, 6)));
    await ds.query(
      "UPDATE projection_offsets SET value = '4' WHERE projection = 'strict' AND key = 'kafka:g:tournament-events:2'",
    );
    expect(await target.loadOffsets('g', TOPIC)).toEqual(new Map([[2, '4']]));
    await ds.query("DELETE FROM projection_offsets WHERE projection = 'strict'");
    expect(await target.loadOffsets('g', TOPIC)).toEqual(new Map());
  });
});
