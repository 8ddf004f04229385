/**
 * Issue 17: the display read model stands on events alone, its fold kept as rows of their own
 * (the tournament's facts, each entrant, each table, each table's hand): an event writes the
 * rows it changes, and the document served is the decider's however the events were batched.
 */
import { displayProjection } from '../../../src/projections/display/projection';
import { getDisplayView } from '../../../src/projections/display/queries';
import { displayViewOf } from '../../support/display-of-state';
import { ProjectionRuntime } from '../../../src/projections/runtime';
import * as sql from '../../../src/projections/sql';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import { T } from '../../support/tournament-fixtures';
import { DEALER, Table } from '../hands/support';
import { raTournament } from '../projections/operations-scenario';
import { appendTo, memoryReadModel } from '../projections/support';

afterEach(() => jest.restoreAllMocks());

describe('display read model: rows of its own', () => {
  it.each([1, 7, 10_000])(
    'FSNP Art. 30, 60, 139: after a re-entry and an add-on, batches of %i events serve the decider\u2019s document',
    async (batchSize) => {
      const sc = raTournament();
      const store = new MemoryEventStore();
      await appendTo(store, T, sc.events);
      const ds = await memoryReadModel([displayProjection]);
      try {
        await new ProjectionRuntime(store, ds, [displayProjection], { batchSize }).catchUp();
        const view = await getDisplayView(ds, T);
        expect(view!.entries).toBeGreaterThan(view!.uniquePlayers);
        expect(view).toEqual(JSON.parse(JSON.stringify(displayViewOf(T, sc.state))));
      } finally {
        await ds.destroy();
        await store.close();
      }
    },
  );

  it('FSNP Art. 89: an action at one table of a 300-player room writes that table\u2019s hand row and view, and the head', async () => {
    const t = new Table({ seatsPerTable: 10 }, 300).as(DEALER);
    t.start();
    t.post();
    const seat = t.hand.seats.find((x) => t.tryAct(x, 'call').ok)!;
    t.act(seat, 'call');
    const store = new MemoryEventStore();
    await appendTo(store, T, t.events);
    const all = await store.readAll(0, 100_000);
    const ds = await memoryReadModel([displayProjection]);
    try {
      const rt = new ProjectionRuntime(store, ds, [displayProjection]);
      await rt.applyBatch('display', all.slice(0, all.length - 1));
      const last = all[all.length - 1];
      expect(last.type).toBe('ActionRecorded');
      const upserts = jest.spyOn(sql, 'upsertRows');
      await rt.applyBatch('display', [last]);
      const rows = (table: string) =>
        upserts.mock.calls
          .filter(([, spec]) => spec.table === table)
          .flatMap(([, , r]) => r.map((x) => `${String(x[1])}:${String(x[2])}`));
      expect(rows('display_rows')).toEqual([`hand:${t.tableId}`]);
      expect(rows('display_parts')).toEqual([`table:${t.tableId}`]);
      expect(rows('display_view')).toHaveLength(1);
      expect(await getDisplayView(ds, T)).toEqual(
        JSON.parse(JSON.stringify(displayViewOf(T, t.state))),
      );
    } finally {
      await ds.destroy();
      await store.close();
    }
  });

  it('FSNP Art. 58: a hand starting at one table of a 300-player room writes that table\u2019s row and hand, not its players\u2019', async () => {
    const t = new Table({ seatsPerTable: 10 }, 300).as(DEALER);
    const before = t.events.length;
    t.start();
    const store = new MemoryEventStore();
    await appendTo(store, T, t.events);
    const all = await store.readAll(0, 100_000);
    const ds = await memoryReadModel([displayProjection]);
    try {
      const rt = new ProjectionRuntime(store, ds, [displayProjection]);
      await rt.applyBatch('display', all.slice(0, before));
      const upserts = jest.spyOn(sql, 'upsertRows');
      const started = all.slice(before);
      expect(started.map((e) => e.type)).toContain('HandPlanned');
      await rt.applyBatch('display', started);
      const rows = upserts.mock.calls
        .filter(([, spec]) => spec.table === 'display_rows')
        .flatMap(([, , r]) => r.map((x) => `${String(x[1])}:${String(x[2])}`));
      expect(rows.sort()).toEqual([`hand:${t.tableId}`, `table:${t.tableId}`]);
      expect(await getDisplayView(ds, T)).toEqual(
        JSON.parse(JSON.stringify(displayViewOf(T, t.state))),
      );
    } finally {
      await ds.destroy();
      await store.close();
    }
  });
});
