import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { createReadModelDataSource } from '../../../src/projections/data-source';
import type { Projection } from '../../../src/projections/projection';
import { registrationsProjection } from '../../../src/projections/registrations/projection';
import { ProjectionRuntime, ProjectionTimeoutError } from '../../../src/projections/runtime';
import { getTournament, listRegistrations } from '../../../src/projections/tournaments/queries';
import { tournamentsProjection } from '../../../src/projections/tournaments/projection';
import { UpcasterRegistry } from '../../../src/events/upcasters';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import {
  appendTo,
  dumpTables,
  memoryReadModel,
  registered,
  seedTournament,
  PROJECTIONS,
} from './support';

const TABLES = ['tournaments', 'registrations', 'projection_checkpoints'];

describe('projection runtime', () => {
  let store: MemoryEventStore;
  let ds: DataSource;
  let runtime: ProjectionRuntime;

  beforeEach(async () => {
    store = new MemoryEventStore();
    ds = await memoryReadModel();
    runtime = new ProjectionRuntime(store, ds, PROJECTIONS, { batchSize: 7 });
  });

  afterEach(async () => {
    await runtime.stop();
    await store.close();
    if (ds.isInitialized) await ds.destroy();
  });

  it('issue 2: catch-up folds every event in batches, entries count and status follow the stream', async () => {
    await seedTournament(store, 't-1', 12);
    const head = await seedTournament(store, 't-2', 3);
    await runtime.catchUp();
    expect(runtime.position('tournaments')).toBe(head);
    expect(runtime.position('registrations')).toBe(head);
    const t1 = await getTournament(ds, 't-1');
    expect(t1).toMatchObject({ status: 'registration-open', entries: 12, currency: 'RON' });
    expect(t1?.buyIn).toEqual({ prizeFund: 40000, fee: 10000, total: 50000 });
    expect((await getTournament(ds, 't-2'))?.entries).toBe(3);
    expect((await listRegistrations(ds, 't-1', { first: 100 })).totalCount).toBe(12);
  });

  it('issue 2: replaying the same events twice does not change a read model', async () => {
    await seedTournament(store, 't-1', 9);
    await runtime.catchUp();
    const before = await dumpTables(ds, TABLES);
    const all = await store.readAll(0, 1000);
    // Straight into the handlers, past the checkpoint: the handlers themselves are idempotent.
    await ds.transaction(async (m) => {
      await tournamentsProjection.apply(all, m);
      await registrationsProjection.apply(all, m);
    });
    expect(await dumpTables(ds, TABLES)).toEqual(before);
    // And through the runtime: everything is recognised as already folded in.
    const again = await runtime.applyBatch('tournaments', all);
    expect(again).toEqual({ applied: 0, duplicates: all.length });
    expect(await dumpTables(ds, TABLES)).toEqual(before);
  });

  it('issue 2: events of unknown types are skipped and the checkpoint moves past them', async () => {
    await seedTournament(store, 't-1', 2);
    const head = await appendTo(store, 't-1', [{ type: 'LevelStarted', data: { level: 1 } }]);
    await runtime.catchUp();
    expect(runtime.position('tournaments')).toBe(head);
    expect((await getTournament(ds, 't-1'))?.entries).toBe(2);
  });

  it('issue 2: events stored at an old schema version reach the projections upcast', async () => {
    await seedTournament(store, 't-1', 0);
    // Say PlayerRegistered v1 had `name`; v2 renamed it to `fullName`.
    const v1 = registered('p-1', 1) as unknown as { data: Record<string, unknown> };
    const { fullName, ...rest } = v1.data;
    await appendTo(store, 't-1', [{ type: 'PlayerRegistered', data: { ...rest, name: fullName } }]);
    const upcasters = new UpcasterRegistry().register('PlayerRegistered', 1, (d) => {
      const { name, ...others } = d as Record<string, unknown>;
      return { ...others, fullName: name };
    });
    const rt = new ProjectionRuntime(store, ds, PROJECTIONS, { upcasters });
    await rt.catchUp();
    const [r] = (await listRegistrations(ds, 't-1', { first: 1 })).nodes;
    expect(r.fullName).toBe('Ion Popescu');
  });

  it('issue 2: a failure in the middle of a batch rolls back both its rows and its checkpoint', async () => {
    await seedTournament(store, 't-1', 10);
    let failOn: string | undefined = 'p-5';
    const flaky: Projection = {
      ...registrationsProjection,
      async apply(events, m) {
        await registrationsProjection.apply(events, m); // rows written, then the failure
        const players = events.map((e) => (e.data as { playerId?: string }).playerId);
        if (failOn && players.includes(failOn)) throw new Error('disk full');
      },
    };
    const rt = new ProjectionRuntime(store, ds, [tournamentsProjection, flaky], { batchSize: 4 });
    await expect(rt.catchUp({ names: ['registrations'] })).rejects.toThrow('disk full');
    // Batches: [created, opened, p-1, p-2] committed; [p-3..p-6] failed as a whole.
    expect(rt.position('registrations')).toBe(4);
    const [{ position }] = await ds.query(
      `SELECT position FROM projection_checkpoints WHERE name = 'registrations'`,
    );
    expect(position).toBe(4);
    const reg = await listRegistrations(ds, 't-1', { first: 100 });
    expect(reg.nodes.map((r) => r.playerId)).toEqual(['p-1', 'p-2']);
    failOn = undefined;
    await rt.catchUp({ names: ['registrations'] });
    expect((await listRegistrations(ds, 't-1', { first: 100 })).totalCount).toBe(10);
  });

  it('issue 2: a crash between append and projection is caught up on restart, nothing counted twice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ledger-proj-'));
    const path = join(dir, 'ledger.read.db');
    try {
      const open = () =>
        createReadModelDataSource({ kind: 'sqlite', path }, PROJECTIONS).initialize();
      const first = await open();
      await seedTournament(store, 't-1', 5);
      await new ProjectionRuntime(store, first, PROJECTIONS).catchUp();
      // Appended, then the process dies before any projection sees them.
      await appendTo(store, 't-1', [registered('p-6', 6), registered('p-7', 7)]);
      await first.destroy();

      const second = await open();
      const restarted = new ProjectionRuntime(store, second, PROJECTIONS);
      await restarted.catchUp();
      expect((await getTournament(second, 't-1'))?.entries).toBe(7);
      expect((await listRegistrations(second, 't-1', { first: 100 })).totalCount).toBe(7);
      // A second restart with nothing new changes nothing.
      await restarted.catchUp();
      expect((await getTournament(second, 't-1'))?.entries).toBe(7);
      await second.destroy();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('issue 2: bumping a version drops that read model and rebuilds it from position 0', async () => {
    const head = await seedTournament(store, 't-1', 3);
    await runtime.catchUp();
    await ds.query(`UPDATE tournaments SET name = 'tampered', entries = 99`);
    await ds.query(`UPDATE registrations SET full_name = 'tampered'`);

    const logged: string[] = [];
    // Same versions: nothing is rebuilt, the tampered rows stay (proves the next check).
    const same = new ProjectionRuntime(store, ds, PROJECTIONS);
    await same.prepare();
    expect(same.position('tournaments')).toBe(head);
    expect((await getTournament(ds, 't-1'))?.name).toBe('tampered');

    const bumped = new ProjectionRuntime(
      store,
      ds,
      [
        { ...tournamentsProjection, version: tournamentsProjection.version + 1 },
        registrationsProjection,
      ],
      { log: (m) => logged.push(m) },
    );
    await bumped.prepare();
    expect(bumped.position('tournaments')).toBe(0);
    const v = tournamentsProjection.version;
    expect(logged).toEqual([`tournaments: version ${v} -> ${v + 1}, rebuilding`]);
    expect(bumped.position('registrations')).toBe(head);
    await bumped.catchUp();
    const t = await getTournament(ds, 't-1');
    expect(t).toMatchObject({ name: 'Cupa t-1', entries: 3 });
    // Only the bumped projection was rebuilt.
    const regs = await listRegistrations(ds, 't-1', { first: 10 });
    expect(regs.nodes[0].fullName).toBe('tampered');
    const rows = await ds.query(
      `SELECT version FROM projection_checkpoints WHERE name = 'tournaments'`,
    );
    expect(rows[0].version).toBe(tournamentsProjection.version + 1);
  });

  it('issue 17: a version that retires a table drops it with the others, so no orphan table is left', async () => {
    await seedTournament(store, 't-1', 3);
    await runtime.catchUp();
    // A table version 1 kept and the next version no longer has.
    await ds.query(`CREATE TABLE "tournaments_old_pieces" ("k" TEXT PRIMARY KEY, "v" TEXT)`);
    const tables = async () =>
      (
        (await ds.query(`SELECT name FROM sqlite_master WHERE type = 'table'`)) as {
          name: string;
        }[]
      ).map((r) => r.name);
    const retiring = { ...tournamentsProjection, retiredTables: ['tournaments_old_pieces'] };
    // Same version: nothing is dropped.
    await new ProjectionRuntime(store, ds, [retiring, registrationsProjection]).prepare();
    expect(await tables()).toContain('tournaments_old_pieces');
    const bumped = { ...retiring, version: tournamentsProjection.version + 1 };
    await new ProjectionRuntime(store, ds, [bumped, registrationsProjection]).prepare();
    expect(await tables()).not.toContain('tournaments_old_pieces');
    expect(await tables()).toContain('tournaments');
  });

  it('issue 2: rebuild of one projection empties it and folds the whole store in again', async () => {
    const head = await seedTournament(store, 't-1', 4);
    await runtime.catchUp();
    await ds.query(`DELETE FROM tournaments`);
    const r = await runtime.rebuild(['tournaments']);
    expect(r.events).toBe(head);
    expect((await getTournament(ds, 't-1'))?.entries).toBe(4);
  });

  it('issue 2: live after catch-up; waitForPosition gives read-your-writes', async () => {
    await seedTournament(store, 't-1', 2);
    await runtime.start();
    const pos = await appendTo(store, 't-1', [registered('p-3', 3)]);
    await runtime.waitForPosition(pos, { timeoutMs: 3000 });
    expect((await getTournament(ds, 't-1'))?.entries).toBe(3);
    const status = await runtime.status();
    expect(status.map((s) => [s.name, s.position, s.lag, s.state])).toEqual([
      ['tournaments', pos, 0, 'live'],
      ['registrations', pos, 0, 'live'],
    ]);
  });

  it('issue 2: a live batch that fails is retried with nothing half-written, and the read model recovers', async () => {
    await seedTournament(store, 't-1', 1);
    let failures = 2;
    const logged: string[] = [];
    const flaky: Projection = {
      ...tournamentsProjection,
      async apply(events, m) {
        await tournamentsProjection.apply(events, m);
        if (failures > 0) {
          failures -= 1;
          throw new Error('database unreachable');
        }
      },
    };
    const rt = new ProjectionRuntime(store, ds, [flaky], {
      retryDelayMs: 5,
      log: (m) => logged.push(m),
    });
    failures = 0;
    await rt.start();
    failures = 2;
    const pos = await appendTo(store, 't-1', [registered('p-2', 2), registered('p-3', 3)]);
    await rt.waitForPosition(pos, { timeoutMs: 3000 });
    await rt.stop();
    expect(logged).toHaveLength(2);
    expect(logged[0]).toContain('database unreachable');
    expect((await getTournament(ds, 't-1'))?.entries).toBe(3);
  });

  it('issue 2: status names the projection whose live batch keeps failing, until it recovers', async () => {
    await seedTournament(store, 't-1', 1);
    let broken = false;
    const flaky: Projection = {
      ...tournamentsProjection,
      async apply(events, m) {
        if (broken) throw new Error('constraint violated');
        await tournamentsProjection.apply(events, m);
      },
    };
    const rt = new ProjectionRuntime(store, ds, [flaky, registrationsProjection], {
      retryDelayMs: 5,
      maxRetryDelayMs: 20,
      log: () => undefined,
    });
    await rt.start();
    broken = true;
    const pos = await appendTo(store, 't-1', [registered('p-2', 2)]);
    const deadline = Date.now() + 3000;
    let status = await rt.status();
    while (status[0].state !== 'failed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 5));
      status = await rt.status();
    }
    expect(status.map((s) => [s.name, s.state, s.lag])).toEqual([
      ['tournaments', 'failed', 1],
      ['registrations', 'live', 1], // same batch: rolled back with it
    ]);
    expect(status[0].lastError).toBe('tournaments: constraint violated');
    broken = false;
    await rt.waitForPosition(pos, { timeoutMs: 3000 });
    expect((await rt.status()).map((s) => [s.state, s.lag, s.lastError])).toEqual([
      ['live', 0, undefined],
      ['live', 0, undefined],
    ]);
    await rt.stop();
  });

  it('issue 2: a rebuild while live pauses live batches, so nothing lands ahead of the replay', async () => {
    await seedTournament(store, 't-1', 5);
    await runtime.start();
    const rebuilt = runtime.rebuild();
    const pos = await appendTo(store, 't-1', [registered('p-6', 6)]);
    await rebuilt;
    await runtime.waitForPosition(pos, { timeoutMs: 3000 });
    expect((await getTournament(ds, 't-1'))?.entries).toBe(6);
    expect((await listRegistrations(ds, 't-1', { first: 100 })).totalCount).toBe(6);
  });

  it('issue 2: a checkpoint reset by another process is noticed live, and the read model catches up from it', async () => {
    await seedTournament(store, 't-1', 5);
    const logged: string[] = [];
    const rt = new ProjectionRuntime(store, ds, [tournamentsProjection], {
      log: (m) => logged.push(m),
    });
    await rt.start();
    // What `npm run projections:rebuild` does in its own process, before it replays.
    await ds.query(`DELETE FROM tournaments`);
    await ds.query(`UPDATE projection_checkpoints SET position = 0 WHERE name = 'tournaments'`);
    const pos = await appendTo(store, 't-1', [registered('p-6', 6)]);
    await rt.waitForPosition(pos, { timeoutMs: 3000 });
    await rt.stop();
    expect(logged[0]).toMatch(/checkpoint moved back to 0/);
    expect((await getTournament(ds, 't-1'))?.entries).toBe(6);
  });

  it('issue 2: waitForPosition rejects with the lagging projections when the position never comes', async () => {
    await seedTournament(store, 't-1', 1);
    await runtime.catchUp();
    const err = await runtime.waitForPosition(999, { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProjectionTimeoutError);
    expect((err as ProjectionTimeoutError).lagging).toEqual(['tournaments', 'registrations']);
  });

  it('issue 2: status reports each checkpoint and its lag behind the store head', async () => {
    await seedTournament(store, 't-1', 3); // positions 1..5
    await runtime.catchUp({ names: ['tournaments'], untilPosition: 3 });
    const status = await runtime.status();
    expect(status.map((s) => [s.name, s.position, s.lag])).toEqual([
      ['tournaments', 3, 2],
      ['registrations', 0, 5],
    ]);
  });

  it('issue 9: applyBatch with a partition checkpoint dedupes resent events and stores the offset with the rows', async () => {
    await seedTournament(store, 't-1', 3);
    await seedTournament(store, 't-2', 2);
    const all = await store.readAll(0, 100);
    const t1 = all.filter((e) => e.streamId === 'tournament-t-1');
    const t2 = all.filter((e) => e.streamId === 'tournament-t-2');
    await runtime.prepare();
    // Partition order: t-2 before t-1, each stream in order.
    const first = await runtime.applyBatch('tournaments', [...t2, ...t1.slice(0, 3)], {
      key: 'kafka:tournament-events:0',
      value: '7',
    });
    expect(first).toEqual({ applied: 7, duplicates: 0 });
    // The relay resent t-1's first events after a crash.
    const second = await runtime.applyBatch('tournaments', t1, {
      key: 'kafka:tournament-events:0',
      value: '12',
    });
    expect(second).toEqual({ applied: 2, duplicates: 3 });
    expect((await getTournament(ds, 't-1'))?.entries).toBe(3);
    expect((await getTournament(ds, 't-2'))?.entries).toBe(2);
    expect(await runtime.loadOffset('tournaments', 'kafka:tournament-events:0')).toBe('12');
  });

  it('issue 9: a failed partition batch keeps neither its rows nor its offset', async () => {
    await seedTournament(store, 't-1', 2);
    const all = await store.readAll(0, 100);
    const broken: Projection = {
      ...tournamentsProjection,
      async apply(events, m) {
        await tournamentsProjection.apply(events, m);
        throw new Error('constraint violated');
      },
    };
    const rt = new ProjectionRuntime(store, ds, [broken]);
    await expect(rt.applyBatch(broken, all, { key: 'p0', value: '4' })).rejects.toThrow(
      'constraint violated',
    );
    expect(await getTournament(ds, 't-1')).toBeNull();
    expect(await rt.loadOffset('tournaments', 'p0')).toBeUndefined();
  });
});
