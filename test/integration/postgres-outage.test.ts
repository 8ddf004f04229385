import { createServer, connect, type Server, type Socket } from 'node:net';
import { Client } from 'pg';
import { StoreUnavailableError } from '../../src/store/event-store';
import { PostgresEventStore } from '../../src/store/postgres/postgres-event-store';
import { proposed } from '../contract/event-store.contract';
import { createScratchDatabase, describePostgres, type ScratchDatabase } from '../support/postgres';

/** A TCP proxy in front of PostgreSQL that the test can cut, like a network or server outage. */
class Outage {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async up(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((r) => this.server!.listen(this.port, '127.0.0.1', r));
    this.port = (this.server.address() as { port: number }).port;
  }

  async down(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
    this.server = undefined;
  }
}

describePostgres('postgres: database unreachable, then back', () => {
  let db: ScratchDatabase;
  let sql: Client;
  let outage: Outage;
  beforeAll(async () => {
    db = await createScratchDatabase();
    sql = new Client({ connectionString: db.url });
    await sql.connect();
    const url = new URL(db.url);
    outage = new Outage({ host: url.hostname, port: Number(url.port || 5432) });
    await outage.up();
  });
  afterAll(async () => {
    await outage?.down();
    await sql?.end();
    await db?.drop();
  });

  const viaProxy = () => {
    const url = new URL(db.url);
    url.port = String(outage.port);
    return url.toString();
  };
  const count = async (stream: string) =>
    Number(
      (await sql.query('SELECT count(*) AS n FROM events WHERE stream_id = $1', [stream])).rows[0]
        .n,
    );

  it('issue 2 faults: unreachable database → StoreUnavailableError, nothing written, recovers when it returns', async () => {
    const store = await PostgresEventStore.open({
      connectionString: viaProxy(),
      connectTimeoutMs: 500,
    });
    try {
      await store.append('tournament-o1', [proposed()], 'no_stream');
      await outage.down();
      const err = await store.append('tournament-o1', [proposed(), proposed()], 0).catch((e) => e);
      expect(err).toBeInstanceOf(StoreUnavailableError);
      expect((err as Error).message).toMatch(
        /PostgreSQL store unavailable: append to tournament-o1/,
      );
      await expect(store.readAll(0, 10)).rejects.toBeInstanceOf(StoreUnavailableError);
      expect(await count('tournament-o1')).toBe(1);

      await outage.up();
      const r = await store.append('tournament-o1', [proposed(), proposed()], 0);
      expect(r.events.map((e) => e.revision)).toEqual([1, 2]);
      expect(await count('tournament-o1')).toBe(3);
    } finally {
      await store.close();
    }
  });

  it('issue 2 faults: connection lost inside an append → StoreUnavailableError and no partial write', async () => {
    let cut = false;
    const store = await PostgresEventStore.open({
      connectionString: viaProxy(),
      connectTimeoutMs: 500,
      beforeCommit: async () => {
        if (cut) return;
        cut = true;
        await outage.down(); // the events are inserted, the commit never arrives
      },
    });
    try {
      const err = await store
        .append('tournament-o2', [proposed(), proposed(), proposed()], 'no_stream')
        .catch((e) => e);
      expect(err).toBeInstanceOf(StoreUnavailableError);
      await outage.up();
      // The server rolls back a transaction whose client vanished.
      for (let i = 0; i < 50 && (await count('tournament-o2')) > 0; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(await count('tournament-o2')).toBe(0);
      expect(
        (await sql.query("SELECT 1 FROM streams WHERE stream_id = 'tournament-o2'")).rowCount,
      ).toBe(0);
      const r = await store.append('tournament-o2', [proposed()], 'no_stream');
      expect(r.events[0].revision).toBe(0);
    } finally {
      await store.close();
    }
  });
});
