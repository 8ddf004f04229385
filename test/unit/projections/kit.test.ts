import type { DataSource } from 'typeorm';
import type { StoredEvent } from '../../../src/events/envelope';
import { defineProjection, Upserts } from '../../../src/projections/kit';
import {
  REGISTRATION_COLUMNS,
  RegistrationEntity,
} from '../../../src/projections/registrations/entities';
import { ProjectionRuntime } from '../../../src/projections/runtime';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import { dumpTables, memoryReadModel, seedTournament } from './support';

/** A kit read model over the registrations table that counts its loads and saves. */
function counting(failSave = false) {
  const calls = { loads: 0, saves: 0, players: [] as string[], types: [] as string[] };
  const projection = defineProjection({
    name: 'kit-probe',
    version: 1,
    tables: [RegistrationEntity],
    load: () => {
      calls.loads += 1;
      return new Upserts({
        table: 'registrations',
        columns: REGISTRATION_COLUMNS,
        conflict: ['tournament_id', 'registration_number'],
        update: [],
      });
    },
    on: {
      PlayerRegistered(rows, d, e) {
        // d is PlayerRegisteredData: no cast.
        calls.players.push(d.playerId);
        calls.types.push(e.type);
        rows.add([
          't-1',
          d.playerId,
          d.fullName,
          d.clubId,
          d.registrationNumber,
          'CI',
          '*',
          '',
          e.globalPosition,
        ]);
      },
      RegistrationOpened(_rows, d, e) {
        calls.types.push(`${e.type}@${d.openedAt}`);
      },
    },
    async save(rows, m) {
      calls.saves += 1;
      await rows.save(m);
      if (failSave) throw new Error('disk full');
    },
  });
  return { projection, calls };
}

describe('projection kit (issue 17)', () => {
  let store: MemoryEventStore;
  let ds: DataSource;

  beforeEach(async () => {
    store = new MemoryEventStore();
  });
  afterEach(async () => {
    await store.close();
    if (ds?.isInitialized) await ds.destroy();
  });

  it('issue 17: handles exactly the types it has handlers for, each with its own data, one load and one save per batch', async () => {
    const { projection, calls } = counting();
    ds = await memoryReadModel([projection]);
    await new ProjectionRuntime(store, ds, [projection]).prepare();
    expect([...(projection.handles ?? [])].sort()).toEqual([
      'PlayerRegistered',
      'RegistrationOpened',
    ]);
    await seedTournament(store, 't-1', 3);
    const all: StoredEvent[] = await store.readAll(0, 100);
    await ds.transaction((m) => projection.apply(all, m));
    // TournamentCreated has no handler: skipped even when apply is called with it.
    expect(calls.types).toEqual([
      'RegistrationOpened@2026-12-01T10:00:00.000Z',
      'PlayerRegistered',
      'PlayerRegistered',
      'PlayerRegistered',
    ]);
    expect(calls.players).toEqual(['p-1', 'p-2', 'p-3']);
    expect({ loads: calls.loads, saves: calls.saves }).toEqual({ loads: 1, saves: 1 });
    const [{ n }] = await ds.query('SELECT COUNT(*) AS n FROM registrations');
    expect(n).toBe(3);
    // A batch with nothing it handles neither loads nor saves.
    await ds.transaction((m) => projection.apply([all[0]], m));
    expect({ loads: calls.loads, saves: calls.saves }).toEqual({ loads: 1, saves: 1 });
  });

  it('issue 17: rows and checkpoint commit in one transaction: a save that fails leaves neither', async () => {
    const { projection } = counting(true);
    ds = await memoryReadModel([projection]);
    await seedTournament(store, 't-1', 3);
    const runtime = new ProjectionRuntime(store, ds, [projection]);
    await runtime.prepare();
    const before = await dumpTables(ds, ['registrations', 'projection_checkpoints']);
    await expect(runtime.catchUp()).rejects.toThrow('disk full');
    expect(await dumpTables(ds, ['registrations', 'projection_checkpoints'])).toEqual(before);
    expect(runtime.position('kit-probe')).toBe(0);
  });
});
