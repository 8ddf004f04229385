import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../../src/store/sqlite/sqlite-event-store';
import { eventStoreContract } from './event-store.contract';

eventStoreContract('sqlite (file, WAL)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-sqlite-'));
  const store = new SqliteEventStore({ file: join(dir, 'ledger.db'), pollMs: 20 });
  const db = store.db;
  return {
    store,
    tamper: {
      async editData(s, r, edit) {
        const row = db
          .prepare<[string, number], { data: string }>(
            'SELECT data FROM events WHERE stream_id = ? AND revision = ?',
          )
          .get(s, r);
        if (!row) throw new Error(`no row ${s}@${r}`);
        db.prepare('UPDATE events SET data = ? WHERE stream_id = ? AND revision = ?').run(
          edit(row.data),
          s,
          r,
        );
      },
      async deleteEvent(s, r) {
        db.prepare('DELETE FROM events WHERE stream_id = ? AND revision = ?').run(s, r);
      },
      async truncate(s, from) {
        db.prepare('DELETE FROM events WHERE stream_id = ? AND revision >= ?').run(s, from);
      },
      async swapRevisions(s, a, b) {
        const set = db.prepare(
          'UPDATE events SET revision = ? WHERE stream_id = ? AND revision = ?',
        );
        db.transaction(() => {
          set.run(-1, s, a);
          set.run(a, s, b);
          set.run(b, s, -1);
        })();
      },
    },
    async close() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
