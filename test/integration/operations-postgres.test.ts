/**
 * The operations read models on PostgreSQL (issue 2: read models on postgres in production):
 * the same events give the same answers as on sqlite.
 */
import type { DataSource } from 'typeorm';
import { createReadModelDataSource } from '../../src/projections/data-source';
import { operationsProjection } from '../../src/projections/operations/projection';
import * as q from '../../src/projections/operations/queries';
import { ProjectionRuntime } from '../../src/projections/runtime';
import { MemoryEventStore } from '../../src/store/memory/memory-event-store';
import { createScratchDatabase, describePostgres, type ScratchDatabase } from '../support/postgres';
import { at, T } from '../support/tournament-fixtures';
import { raTournament } from '../unit/projections/operations-scenario';
import { appendTo, memoryReadModel } from '../unit/projections/support';

describePostgres('operations read models on PostgreSQL', () => {
  let db: ScratchDatabase;
  let store: MemoryEventStore;
  let pg: DataSource;
  let lite: DataSource;

  beforeAll(async () => {
    db = await createScratchDatabase('ledger_ops');
    store = new MemoryEventStore();
    await appendTo(store, T, raTournament().events);
    pg = await createReadModelDataSource({ kind: 'postgres', url: db.url }, [
      operationsProjection,
    ]).initialize();
    lite = await memoryReadModel([operationsProjection]);
    await new ProjectionRuntime(store, pg, [operationsProjection], { batchSize: 5 }).catchUp();
    await new ProjectionRuntime(store, lite, [operationsProjection]).catchUp();
  });
  afterAll(async () => {
    await pg?.destroy();
    await lite?.destroy();
    await store?.close();
    await db?.drop();
  });

  it('FSNP Art. 35, 60; DECISION-2: clock, tables, leaderboard, entries and prize fund match sqlite (balancing reads the decider state, issue 17)', async () => {
    const now = at(8 * 15 + 5);
    const both = async <R>(f: (ds: DataSource) => Promise<R>) => [await f(pg), await f(lite)];
    const [c1, c2] = await both((ds) => q.getClock(ds, T, now));
    expect(c1).toEqual(c2);
    expect(c1).toMatchObject({ onBreak: true, breakAfterLevel: 8 });
    const [t1, t2] = await both((ds) => q.listTables(ds, T));
    expect(t1).toEqual(t2);
    const [l1, l2] = await both((ds) => q.getLeaderboard(ds, T, now, { first: 100 }));
    expect(l1).toEqual(l2);
    expect(l1!.lines.nodes).toHaveLength(17);
    const [e1, e2] = await both((ds) => q.listEntries(ds, T, { first: 100 }));
    expect(e1).toEqual(e2);
    const [f1, f2] = await both((ds) => q.getPrizeFund(ds, T));
    expect(f1).toEqual(f2);
  });

  it('DESIGN "Read side": replaying the same events on PostgreSQL changes no answer', async () => {
    const before = await q.getLeaderboard(pg, T, at(130), { first: 100 });
    const events = await store.readAll(0, 10_000);
    await pg.transaction((m) => operationsProjection.apply(events, m));
    expect(await q.getLeaderboard(pg, T, at(130), { first: 100 })).toEqual(before);
  });
});
