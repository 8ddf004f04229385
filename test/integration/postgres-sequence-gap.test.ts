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
 * Issue 2, the sequence-gap problem: with several writer processes, a lower global position can
 * commit after a higher one. A reader must never move its checkpoint past an event that is still
 * in flight (see src/store/postgres/postgres-schema.ts).
 */
describePostgres('postgres: global reads never skip an event that commits later', () => {
  let db: ScratchDatabase;
  let sql: Client;
  beforeAll(async () => {
    db = await createScratchDatabase();
    sql = new Client({ connectionString: db.url });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await db?.drop();
  });

  it('issue 2 gap rule: a higher position committed first stays invisible until the lower one commits', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let inFlight = false;
    // Two stores = two API processes. The slow one holds its transaction open after it took
    // its position.
    const slow = await PostgresEventStore.open({
      connectionString: db.url,
      beforeCommit: async () => {
        inFlight = true;
        await gate;
      },
    });
    const fast = await PostgresEventStore.open({ connectionString: db.url, pollMs: 10 });
    try {
      const start = await fast.headPosition();
      const seen: StoredEvent[] = [];
      const sub = fast.subscribe(start, (e) => {
        seen.push(e);
      });
      const slowAppend = slow.append('tournament-slow', [proposed()], 'no_stream');
      await waitFor(() => inFlight);
      const fastResult = await fast.append('tournament-fast', [proposed()], 'no_stream');

      // The gap is real: the higher position is committed, the lower one is not.
      const naive = await sql.query<{ position: string }>(
        'SELECT position FROM events WHERE position > $1 ORDER BY position',
        [start],
      );
      expect(naive.rows.map((r) => Number(r.position))).toEqual([
        fastResult.events[0].globalPosition,
      ]);
      // A reader that checkpointed there would skip the lower position for ever; ours waits.
      expect(await fast.readAll(start, 100)).toEqual([]);
      expect(await fast.headPosition()).toBe(start);
      await new Promise((r) => setTimeout(r, 100));
      expect(seen).toEqual([]);

      release();
      const slowResult = await slowAppend;
      expect(slowResult.events[0].globalPosition).toBeLessThan(fastResult.events[0].globalPosition);
      const all = await fast.readAll(start, 100);
      expect(all.map((e) => e.streamId)).toEqual(['tournament-slow', 'tournament-fast']);
      await waitFor(() => seen.length === 2);
      expect(seen.map((e) => e.globalPosition)).toEqual(all.map((e) => e.globalPosition));
      await sub.close();
    } finally {
      release();
      await slow.close();
      await fast.close();
    }
  });

  it('issue 2 gap rule: 8 writers committing in random order, a live subscriber sees every event once, in order', async () => {
    const writers = await Promise.all(
      Array.from({ length: 4 }, (_, w) =>
        PostgresEventStore.open({
          connectionString: db.url,
          poolSize: 4,
          // Random commit delays make lower positions routinely commit after higher ones.
          beforeCommit: () =>
            new Promise((r) => setTimeout(r, ((w * 7919) % 13) + Math.random() * 15)),
        }),
      ),
    );
    const reader = await PostgresEventStore.open({ connectionString: db.url, pollMs: 1 });
    try {
      const start = await reader.headPosition();
      const seen: number[] = [];
      const sub = reader.subscribe(start, (e) => {
        seen.push(e.globalPosition);
      });
      const perWriter = 15;
      await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const store = writers[i % writers.length];
          const stream = `tournament-gap-${i}`;
          for (let k = 0; k < perWriter; k++)
            await store.append(stream, [proposed(), proposed()], k === 0 ? 'no_stream' : 2 * k - 1);
        }),
      );
      const committed = (
        await sql.query<{ position: string }>(
          'SELECT position FROM events WHERE position > $1 ORDER BY position',
          [start],
        )
      ).rows.map((r) => Number(r.position));
      expect(committed).toHaveLength(8 * perWriter * 2);
      await waitFor(() => seen.length >= committed.length);
      await sub.close();
      expect(seen).toEqual(committed);
    } finally {
      await Promise.all([...writers, reader].map((s) => s.close()));
    }
  });
});
