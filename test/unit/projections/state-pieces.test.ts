/**
 * Issue 17: the operations read model stores the folded tournament by pieces (each entrant,
 * player, table and purchase line a row) and writes only the pieces an event changed. What it
 * reads back must be the very state the decider folds, however the events were batched.
 */
import { fieldCount } from '../../../src/aggregates/tournament/views';
import { operationsProjection } from '../../../src/projections/operations/projection';
import { readFoldedState } from '../../../src/projections/operations/state-codec';
import { ProjectionRuntime } from '../../../src/projections/runtime';
import * as sql from '../../../src/projections/sql';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import { T } from '../../support/tournament-fixtures';
import { DEALER, Table } from '../hands/support';
import { raTournament } from './operations-scenario';
import { appendTo, memoryReadModel } from './support';

const withoutVersion = (s: object) => ({ ...s, version: 0 });

/**
 * The operations read model folded up to the table's last event, then that event alone: the
 * rows each table was given for it, and the folded state read back (with the store closed).
 */
async function lastEventWrites(t: Table, lastType: string) {
  const store = new MemoryEventStore();
  await appendTo(store, T, t.events);
  const all = await store.readAll(0, 100_000);
  const ds = await memoryReadModel([operationsProjection]);
  try {
    const rt = new ProjectionRuntime(store, ds, [operationsProjection]);
    await rt.applyBatch('operations', all.slice(0, all.length - 1));
    const last = all[all.length - 1];
    expect(last.type).toBe(lastType);
    const upserts = jest.spyOn(sql, 'upsertRows');
    await rt.applyBatch('operations', [last]);
    const rows = (table: string) =>
      upserts.mock.calls.filter(([, spec]) => spec.table === table).flatMap(([, , r]) => r);
    const written = { pieces: rows('ops_state_pieces'), progress: rows('ops_progress') };
    upserts.mockRestore();
    return { ...written, stored: await readFoldedState(ds.manager, T) };
  } finally {
    await ds.destroy();
    await store.close();
  }
}

describe('operations read model: the folded state stored by pieces', () => {
  it.each([1, 7, 10_000])(
    'FSNP Art. 30, 139: after a re-entry and an add-on, batches of %i events store the state the decider folds',
    async (batchSize) => {
      const sc = raTournament();
      const store = new MemoryEventStore();
      await appendTo(store, T, sc.events);
      const ds = await memoryReadModel([operationsProjection]);
      try {
        await new ProjectionRuntime(store, ds, [operationsProjection], { batchSize }).catchUp();
        const stored = await readFoldedState(ds.manager, T);
        expect(stored!.prizes!.purchases.length).toBeGreaterThan(20);
        expect(withoutVersion(JSON.parse(JSON.stringify(stored)))).toEqual(
          withoutVersion(JSON.parse(JSON.stringify(sc.state))),
        );
        // The field counted entrant by entrant is the decider's count (FSNP Art. 60, 135).
        const [summary] = (await ds.query('SELECT * FROM "ops_summary"')) as Record<
          string,
          unknown
        >[];
        const field = fieldCount(sc.state);
        expect([Number(summary.players_left), Number(summary.chips_with_players)]).toEqual([
          field.playersLeft,
          field.playerChips,
        ]);
      } finally {
        await ds.destroy();
        await store.close();
      }
    },
  );

  it('FSNP Art. 112: a completed hand at one table of 300 players rewrites only that table and its players', async () => {
    const t = new Table({ seatsPerTable: 10 }, 300).as(DEALER);
    const head = t.events.length;
    t.start();
    t.post();
    for (;;) {
      const seat = t.hand.seats.find((x) => t.tryAct(x, 'fold').ok);
      if (seat === undefined) break;
      t.act(seat, 'fold');
    }
    t.complete();
    const { pieces, stored } = await lastEventWrites(t, 'HandCompleted');
    const writes = pieces.map((r) => String(r[1]));
    const seated = Object.keys(t.state.tables[t.tableId].seats).length;
    // The players whose stacks the hand changed and their table, never the other 290.
    expect(writes.filter((k) => k === 'tables')).toEqual(['tables']);
    expect(writes.filter((k) => k === 'entrants').length).toBeLessThanOrEqual(seated);
    expect(writes.length).toBeLessThan(head / 10);
    expect(withoutVersion(JSON.parse(JSON.stringify(stored)))).toEqual(
      withoutVersion(JSON.parse(JSON.stringify(t.state))),
    );
  });

  it('FSNP Art. 89: an action at one table of a 300-player room rewrites that table\u2019s hand and nothing else (issue 22)', async () => {
    const t = new Table({ seatsPerTable: 10 }, 300).as(DEALER);
    t.start();
    t.post();
    const seat = t.hand.seats.find((x) => t.tryAct(x, 'call').ok)!;
    t.act(seat, 'call');
    const { pieces, progress, stored } = await lastEventWrites(t, 'ActionRecorded');
    expect(pieces.map((r) => `${String(r[1])}:${String(r[2])}`)).toEqual([
      `hands.tables:${t.tableId}`,
    ]);
    // The book's own row holds no table's hand: a few bytes, whatever the room's size.
    expect(String(progress[0][1]).length).toBeLessThan(100);
    expect(withoutVersion(JSON.parse(JSON.stringify(stored)))).toEqual(
      withoutVersion(JSON.parse(JSON.stringify(t.state))),
    );
  });
});
