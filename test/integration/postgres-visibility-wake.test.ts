import { Client } from 'pg';
import type { StoredEvent } from '../../src/events/envelope';
import { PostgresEventStore } from '../../src/store/postgres/postgres-event-store';
import { proposed } from '../contract/event-store.contract';
import { createScratchDatabase, describePostgres, type ScratchDatabase } from '../support/postgres';

const waitFor = async (cond: () => boolean, ms = 5000): Promise<void> => {
  const until = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
};

/**
 * Issue 22: an event is visible to readAll only once every transaction with a lower xid has
 * ended, so an open transaction of anyone (a projection's batch) hides an append made after it
 * started. The append wakes the subscriptions, which then read nothing; nothing wakes them when
 * that transaction ends. A subscription short of what its own process appended reads again
 * soon, instead of sleeping its poll interval (here a minute, so that only that retry can
 * deliver the event).
 */
describePostgres('postgres: an own append hidden by another open transaction', () => {
  let db: ScratchDatabase;
  let blocker: Client;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createScratchDatabase();
    blocker = new Client({ connectionString: db.url });
    await blocker.connect();
    store = await PostgresEventStore.open({ connectionString: db.url, pollMs: 60_000 });
  });
  afterAll(async () => {
    await store?.close();
    await blocker?.end();
    await db?.drop();
  });

  it('reaches the subscription once the other transaction ends, without waiting for a poll', async () => {
    const start = await store.headPosition();
    const seen: StoredEvent[] = [];
    const sub = store.subscribe(start, (e) => void seen.push(e));
    try {
      // A transaction with an xid, open across the append (as a projection's batch is).
      await blocker.query('BEGIN');
      await blocker.query('SELECT pg_current_xact_id()');
      const appended = await store.append('tournament-hidden', [proposed()], 'no_stream');
      // Hidden while the older transaction is open: the wake of the append found nothing.
      expect(await store.readAll(start, 100)).toEqual([]);
      await new Promise((r) => setTimeout(r, 50));
      expect(seen).toEqual([]);
      await blocker.query('COMMIT');
      await waitFor(() => seen.length === 1);
      expect(seen[0].globalPosition).toBe(appended.events[0].globalPosition);
    } finally {
      await blocker.query('ROLLBACK').catch(() => {});
      await sub.close();
    }
  });
});
