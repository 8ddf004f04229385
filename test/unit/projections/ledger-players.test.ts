/**
 * Issue 22: registration into a large field costs what it costs in a small one. The ledger read
 * model keeps each player's seat and registration number as a row of its own (ledger_players),
 * so booking one entry reads and writes that player's facts, never the whole field's.
 */
import { ledgerProjection } from '../../../src/projections/ledger/projection';
import { ProjectionRuntime } from '../../../src/projections/runtime';
import * as sql from '../../../src/projections/sql';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import { T } from '../../support/tournament-fixtures';
import { Table } from '../hands/support';
import { appendTo, memoryReadModel } from './support';

describe('ledger read model: per-player facts by rows (issue 22)', () => {
  it('FSNP Art. 30: the 300th registration writes one player row and a cursor of a few hundred bytes; every line keeps its registration number and table', async () => {
    const t = new Table({ seatsPerTable: 10 }, 300);
    const store = new MemoryEventStore();
    await appendTo(store, T, t.events);
    const all = await store.readAll(0, 100_000);
    const last = all.map((e) => e.type).lastIndexOf('PlayerRegistered');
    const ds = await memoryReadModel([ledgerProjection]);
    try {
      const rt = new ProjectionRuntime(store, ds, [ledgerProjection]);
      await rt.applyBatch('ledger', all.slice(0, last));
      const upserts = jest.spyOn(sql, 'upsertRows');
      await rt.applyBatch('ledger', [all[last]]);
      const rowsOf = (table: string) =>
        upserts.mock.calls.filter(([, spec]) => spec.table === table).flatMap(([, , r]) => r);
      const players = rowsOf('ledger_players');
      const cursors = rowsOf('ledger_cursors');
      upserts.mockRestore();
      expect(players).toHaveLength(1);
      expect(String(cursors[0][2]).length).toBeLessThan(600);
      await rt.applyBatch('ledger', all.slice(last + 1));
      const lines = (await ds.query(
        `SELECT "player_id", "registration_number", "table_id" FROM "ledger_lines" WHERE "code" IS NOT NULL`,
      )) as { player_id: string; registration_number: number | null; table_id: string | null }[];
      expect(lines.length).toBeGreaterThanOrEqual(300);
      // Every buy-in line names the player's registration number and, after the draw, his table.
      expect(lines.every((l) => l.registration_number !== null)).toBe(true);
      expect(lines.every((l) => l.table_id !== null)).toBe(true);
      for (const l of lines.slice(0, 20))
        expect(l.registration_number).toBe(t.state.players[l.player_id].registrationNumber);
    } finally {
      await ds.destroy();
      await store.close();
    }
  });
});
