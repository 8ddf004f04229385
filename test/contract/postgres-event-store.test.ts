import { Client } from 'pg';
import { PostgresEventStore } from '../../src/store/postgres/postgres-event-store';
import { createScratchDatabase, describePostgres } from '../support/postgres';
import { eventStoreContract } from './event-store.contract';

describePostgres('postgres adapter', () => {
  eventStoreContract('postgres (scratch database)', async () => {
    const db = await createScratchDatabase();
    const store = await PostgresEventStore.open({ connectionString: db.url, pollMs: 20 }).catch(
      async (err: unknown) => {
        await db.drop();
        throw err;
      },
    );
    // Tampering goes around the adapter, as someone with database access would.
    const sql = new Client({ connectionString: db.url });
    await sql.connect();
    return {
      store,
      tamper: {
        async editData(s, r, edit) {
          const { rows } = await sql.query<{ data: string }>(
            'SELECT data FROM events WHERE stream_id = $1 AND revision = $2',
            [s, r],
          );
          await sql.query('UPDATE events SET data = $1 WHERE stream_id = $2 AND revision = $3', [
            edit(rows[0].data),
            s,
            r,
          ]);
        },
        async deleteEvent(s, r) {
          await sql.query('DELETE FROM events WHERE stream_id = $1 AND revision = $2', [s, r]);
        },
        async truncate(s, from) {
          await sql.query('DELETE FROM events WHERE stream_id = $1 AND revision >= $2', [s, from]);
        },
        async swapRevisions(s, a, b) {
          const set = 'UPDATE events SET revision = $1 WHERE stream_id = $2 AND revision = $3';
          await sql.query('BEGIN');
          await sql.query(set, [-1, s, a]);
          await sql.query(set, [a, s, b]);
          await sql.query(set, [b, s, -1]);
          await sql.query('COMMIT');
        },
      },
      async close() {
        await store.close();
        await sql.end();
        await db.drop();
      },
    };
  });
});
