import { EntitySchema, type DataSource, type EntityManager } from 'typeorm';
import { feedOnlyStore } from '../../src/bus/projector/feed-only-store';
import { tournamentStreamId, type StoredEvent } from '../../src/events/envelope';
import { createReadModelDataSource } from '../../src/projections/data-source';
import type { Projection } from '../../src/projections/projection';
import { ProjectionRuntime } from '../../src/projections/runtime';
import { MemoryEventStore } from '../../src/store/memory/memory-event-store';
import { createScratchDatabase, describePostgres, type ScratchDatabase } from '../support/postgres';
import { propose } from '../unit/projections/support';

/**
 * Issue 9 "two projector processes share the load and a crash loses nothing": during a
 * rebalance the old owner of a partition may still be applying a batch when the new owner
 * starts the same records from the stored offset. Two runtimes on two connection pools stand
 * for the two processes; a projection that counts events and dawdles inside its transaction
 * makes their batches overlap, so without the row locks both would fold the batch in.
 */
interface CountRow {
  streamId: string;
  events: number;
}

const CountEntity = new EntitySchema<CountRow>({
  name: 'LockTestCount',
  tableName: 'lock_test_counts',
  columns: {
    streamId: { type: String, primary: true, name: 'stream_id' },
    events: { type: 'integer' },
  },
});

const countingProjection: Projection = {
  name: 'lock-test-counts',
  version: 1,
  entities: [CountEntity],
  async apply(events: readonly StoredEvent[], m: EntityManager) {
    // Long enough for the other transaction to reach the same point while this one is open.
    await m.query('SELECT pg_sleep(0.3)');
    for (const e of events) {
      await m.query(
        `INSERT INTO lock_test_counts (stream_id, events) VALUES ($1, 1)
         ON CONFLICT (stream_id) DO UPDATE SET events = lock_test_counts.events + 1`,
        [e.streamId],
      );
    }
  },
};

/** The same events, streams in the opposite order, each stream still in revision order. */
const streamsReversed = (es: readonly StoredEvent[]) =>
  [...es].sort((x, y) =>
    x.streamId === y.streamId ? x.revision - y.revision : y.streamId.localeCompare(x.streamId),
  );

async function countsOf(ds: DataSource): Promise<Record<string, number>> {
  const rows = (await ds.query('SELECT stream_id, events FROM lock_test_counts')) as {
    stream_id: string;
    events: number;
  }[];
  return Object.fromEntries(rows.map((r) => [r.stream_id, Number(r.events)]));
}

describePostgres('Kafka projector batches on PostgreSQL lock their stream marks', () => {
  let db: ScratchDatabase;
  const open: DataSource[] = [];
  const runtimes: ProjectionRuntime[] = [];
  let events: StoredEvent[];

  const projector = async () => {
    const ds = await createReadModelDataSource({ kind: 'postgres', url: db.url }, [
      countingProjection,
    ]).initialize();
    open.push(ds);
    const rt = new ProjectionRuntime(feedOnlyStore(), ds, [countingProjection], {
      log: () => undefined,
    });
    await rt.prepare();
    runtimes.push(rt);
    return rt;
  };

  beforeAll(async () => {
    db = await createScratchDatabase('ledger_marks');
    const store = new MemoryEventStore();
    for (const t of ['a', 'b', 'c']) {
      await store.append(
        tournamentStreamId(t),
        Array.from({ length: 10 }, (_, i) =>
          propose({ type: 'ChipCountRecorded', data: { playerId: `p${i}`, chips: 100 + i } }),
        ),
        'any',
      );
    }
    events = await store.readAll(0, 100);
    await store.close();
  });
  afterEach(async () => {
    for (const rt of runtimes.splice(0)) await rt.stop();
    for (const ds of open.splice(0)) {
      await ds.query(
        'DROP TABLE IF EXISTS lock_test_counts, projection_checkpoints, projection_offsets, projection_stream_marks',
      );
      await ds.destroy();
    }
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('issue 9: two projectors applying the same first batch of new streams fold it in once', async () => {
    const [a, b] = [await projector(), await projector()];
    const checkpoint = { key: 'kafka:g:t:0', value: '30' };
    const results = await Promise.all([
      a.applyBatch(countingProjection, events, checkpoint),
      b.applyBatch(countingProjection, events, checkpoint),
    ]);
    expect(results.map((r) => r.applied).sort((x, y) => x - y)).toEqual([0, 30]);
    expect(results.map((r) => r.duplicates).sort((x, y) => x - y)).toEqual([0, 30]);
    expect(await countsOf(a.dataSource)).toEqual({
      'tournament-a': 10,
      'tournament-b': 10,
      'tournament-c': 10,
    });
  });

  it('issue 9: during a rebalance the old and the new owner of a partition apply its next batch once', async () => {
    const [oldOwner, newOwner] = [await projector(), await projector()];
    const first = events.filter((e) => e.revision < 4);
    const next = events.filter((e) => e.revision >= 4);
    await oldOwner.applyBatch(countingProjection, first, { key: 'kafka:g:t:0', value: '12' });
    // Overlapping streams in opposite orders: the sorted lock order keeps them from deadlocking.
    const results = await Promise.all([
      oldOwner.applyBatch(countingProjection, next, { key: 'kafka:g:t:0', value: '30' }),
      newOwner.applyBatch(countingProjection, streamsReversed(next), {
        key: 'kafka:g:t:0',
        value: '30',
      }),
    ]);
    expect(results.map((r) => r.applied).sort((x, y) => x - y)).toEqual([0, 18]);
    expect(await countsOf(newOwner.dataSource)).toEqual({
      'tournament-a': 10,
      'tournament-b': 10,
      'tournament-c': 10,
    });
    const marks = (await newOwner.dataSource.query(
      'SELECT stream_id, revision FROM projection_stream_marks ORDER BY stream_id',
    )) as { stream_id: string; revision: number }[];
    expect(marks.map((r) => [r.stream_id, Number(r.revision)])).toEqual([
      ['tournament-a', 9],
      ['tournament-b', 9],
      ['tournament-c', 9],
    ]);
  });
});
