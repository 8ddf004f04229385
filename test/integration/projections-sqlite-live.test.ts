import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openReadModel } from '../../src/projections/data-source';
import { ProjectionRuntime } from '../../src/projections/runtime';
import { getTournament, listRegistrations } from '../../src/projections/tournaments/queries';
import { SqliteEventStore } from '../../src/store/sqlite/sqlite-event-store';
import { appendTo, registered, seedTournament, PROJECTIONS } from '../unit/projections/support';

describe('projections on the sqlite store, live', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-live-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('issue 2: an append is visible to the next query once waitForPosition resolves (read-your-writes)', async () => {
    const store = new SqliteEventStore({ file: join(dir, 'ledger.db') });
    const rm = await openReadModel(
      { kind: 'sqlite', path: join(dir, 'ledger.read.db') },
      PROJECTIONS,
    );
    const runtime = new ProjectionRuntime(store, rm.writer, PROJECTIONS);
    try {
      await seedTournament(store, 't-1', 3);
      await runtime.start();
      for (let i = 4; i <= 8; i++) {
        const pos = await appendTo(store, 't-1', [registered(`p-${i}`, i)]);
        await runtime.waitForPosition(pos, { timeoutMs: 5000 });
        // Read through the separate read-only connection the API uses.
        expect((await getTournament(rm.reader, 't-1'))?.entries).toBe(i);
        expect((await listRegistrations(rm.reader, 't-1', { first: 100 })).totalCount).toBe(i);
      }
      const status = await runtime.status();
      expect(status.every((s) => s.lag === 0 && s.state === 'live')).toBe(true);
    } finally {
      await runtime.stop();
      await rm.close();
      await store.close();
    }
  });
});
