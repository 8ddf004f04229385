import type { DataSource } from 'typeorm';
import { createReadModelDataSource } from '../../src/projections/data-source';
import { ProjectionRuntime } from '../../src/projections/runtime';
import {
  getTournament,
  listRegistrations,
  listTournaments,
} from '../../src/projections/tournaments/queries';
import { tournamentsProjection } from '../../src/projections/tournaments/projection';
import { registrationsProjection } from '../../src/projections/registrations/projection';
import { MemoryEventStore } from '../../src/store/memory/memory-event-store';
import { createScratchDatabase, describePostgres, type ScratchDatabase } from '../support/postgres';
import { dumpTables, seedTournament, PROJECTIONS } from '../unit/projections/support';

describePostgres('projections on PostgreSQL', () => {
  let db: ScratchDatabase;
  let store: MemoryEventStore;
  const open: DataSource[] = [];
  const connect = async (projections = PROJECTIONS) => {
    const ds = await createReadModelDataSource(
      { kind: 'postgres', url: db.url },
      projections,
    ).initialize();
    open.push(ds);
    return ds;
  };

  beforeAll(async () => {
    db = await createScratchDatabase('ledger_proj');
  });
  beforeEach(() => {
    store = new MemoryEventStore();
  });
  afterEach(async () => {
    for (const ds of open.splice(0)) await ds.destroy();
    const admin = await createReadModelDataSource(
      { kind: 'postgres', url: db.url },
      PROJECTIONS,
    ).initialize();
    await admin.query(
      'DROP TABLE IF EXISTS tournaments, registrations, projection_checkpoints, projection_offsets, projection_stream_marks',
    );
    await admin.destroy();
    await store.close();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('issue 2: catch-up, pagination and replaying the same events twice leave the same rows', async () => {
    for (let i = 1; i <= 3; i++) await seedTournament(store, `t-${i}`, 30);
    const ds = await connect();
    const rt = new ProjectionRuntime(store, ds, PROJECTIONS, { batchSize: 16 });
    await rt.catchUp();
    expect((await getTournament(ds, 't-2'))?.entries).toBe(30);
    expect((await getTournament(ds, 't-2'))?.buyIn.total).toBe(50000);
    const page1 = await listTournaments(ds, { first: 2 });
    const page2 = await listTournaments(ds, { first: 2, after: page1.pageInfo.endCursor });
    expect([...page1.nodes, ...page2.nodes].map((t) => t.id)).toEqual(['t-1', 't-2', 't-3']);
    expect(
      (await listRegistrations(ds, 't-3', { first: 5 })).nodes.map((r) => r.registrationNumber),
    ).toEqual([1, 2, 3, 4, 5]);

    const tables = ['tournaments', 'registrations', 'projection_checkpoints'];
    const before = await dumpTables(ds, tables);
    const all = await store.readAll(0, 10_000);
    await ds.transaction(async (m) => {
      await tournamentsProjection.apply(all, m);
      await registrationsProjection.apply(all, m);
    });
    expect(await dumpTables(ds, tables)).toEqual(before);
  });

  it('issue 2: two processes projecting into one database count every registration once', async () => {
    await seedTournament(store, 't-1', 200);
    const a = new ProjectionRuntime(store, await connect(), PROJECTIONS, { batchSize: 7 });
    const b = new ProjectionRuntime(store, await connect(), PROJECTIONS, { batchSize: 11 });
    // Started together: the schema lock serialises their first-time table creation.
    await Promise.all([a.prepare(), b.prepare()]);
    await Promise.all([a.catchUp(), b.catchUp()]);
    const ds = open[0];
    expect((await getTournament(ds, 't-1'))?.entries).toBe(200);
    expect((await listRegistrations(ds, 't-1', { first: 1 })).totalCount).toBe(200);
  });

  it('issue 2: a version bump rebuilds from position 0', async () => {
    await seedTournament(store, 't-1', 3);
    const ds = await connect();
    await new ProjectionRuntime(store, ds, PROJECTIONS).catchUp();
    await ds.query(`UPDATE tournaments SET entries = 99`);
    const bumped = [
      { ...tournamentsProjection, version: tournamentsProjection.version + 1 },
      registrationsProjection,
    ];
    const rt = new ProjectionRuntime(store, ds, bumped, { log: () => undefined });
    await rt.prepare();
    expect(rt.position('tournaments')).toBe(0);
    await rt.catchUp();
    expect((await getTournament(ds, 't-1'))?.entries).toBe(3);
  });
});
