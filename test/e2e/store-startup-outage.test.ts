import { Client } from 'pg';
import { createScratchDatabase, describePostgres, type ScratchDatabase } from '../support/postgres';
import { gql, health, headPosition, onlyError } from './support/graphql';
import {
  CREATE,
  OPEN,
  REGISTER,
  TOURNAMENT,
  TOURNAMENTS,
  createInput,
  playerInput,
} from './support/operations';
import { REGISTER_MEMBER, enrolMembers, federationToken } from './support/members';
import { startServer, type RunningServer } from './support/server';
import { TcpProxy } from './support/tcp-proxy';

jest.setTimeout(120_000);

const until = async (what: string, check: () => Promise<boolean>, ms = 30_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describePostgres(
  'issue 2 "Bad input and faults": the database is down when the server starts (postgres)',
  () => {
    let db: ScratchDatabase;
    let proxy: TcpProxy;
    let server: RunningServer;
    let director: string;
    const id = `startup-outage-${process.pid}`;
    const createId = `startup-outage-create-${process.pid}`;

    /** Rows in the scratch database's events table, read directly, not through the server. */
    const storedEvents = async () => {
      const c = new Client({ connectionString: db.url });
      await c.connect();
      try {
        const exists = await c.query(`SELECT to_regclass('public.events') AS t`);
        if (!exists.rows[0].t) return 0;
        return Number((await c.query('SELECT count(*) AS n FROM events')).rows[0].n);
      } finally {
        await c.end();
      }
    };

    beforeAll(async () => {
      db = await createScratchDatabase('ledger_e2e');
      const target = new URL(db.url);
      // Started then cut: the port is known, and connecting to it is refused until start().
      proxy = await new TcpProxy(target.hostname, Number(target.port || 5432)).start();
      await proxy.cut();
      const viaProxy = new URL(db.url);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      server = await startServer({ LEDGER_STORE: 'postgres', DATABASE_URL: viaProxy.toString() });
      director = server.token({ role: 'director', sub: 'td-1' });
    });
    afterAll(async () => {
      await server?.stop();
      await proxy?.cut();
      await db?.drop();
    });

    it('the server listens anyway, /health is 503 naming the database, and the log says when it retries', async () => {
      const h = await health(server.url);
      expect(h.status).toBe(503);
      expect(h.body).toMatchObject({ status: 'degraded', store: { ok: false } });
      expect(h.body.store.detail.error).toMatch(
        new RegExp(`PostgreSQL at 127\\.0\\.0\\.1:${proxy.port} unreachable: .*ECONNREFUSED`),
      );
      await until('a second retry line', async () => /\(attempt 2\)/.test(server.output()));
      expect(server.output()).toMatch(
        new RegExp(
          `PostgreSQL at 127\\.0\\.0\\.1:${proxy.port} unreachable: connect ECONNREFUSED [^;]+; retrying in \\d+(\\.\\d+)?s`,
        ),
      );
    });

    it('every operation answers STORE_UNAVAILABLE while the database is down, and nothing is appended', async () => {
      const answers = [
        await gql(server.url, CREATE, { input: createInput(id), commandId: createId }, director),
        await gql(server.url, OPEN, { id }, director),
        await gql(server.url, TOURNAMENT, { id }, director),
        await gql(server.url, TOURNAMENTS, { first: 5 }, director),
        await gql(
          server.url,
          REGISTER_MEMBER,
          {
            input: {
              federationId: 'RO-88',
              fullName: 'Player RO-88',
              clubId: 'club-1',
              idDocument: { type: 'ID_CARD', number: 'E2E-RO-88' },
              registeredOn: '2020-01-02',
            },
          },
          federationToken(server),
        ),
      ];
      for (const r of answers) {
        const e = onlyError(r);
        expect(e.extensions?.code).toBe('STORE_UNAVAILABLE');
        expect(e.message).toMatch(/cannot be reached.*nothing was recorded/);
      }
      expect(await storedEvents()).toBe(0);
      expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
    });

    it('when the database returns, the ledger opens without a restart: create → open → register', async () => {
      await proxy.start();
      await until('the ledger to open', async () => (await health(server.url)).status === 200);
      expect(server.output()).toMatch(
        /answered on attempt \d+: store, read models and projections are open/,
      );
      // The create refused during the outage left nothing: the same commandId now records it.
      expect(await headPosition(server.url)).toBe(0);
      const created = await gql(
        server.url,
        CREATE,
        { input: createInput(id), commandId: createId },
        director,
      );
      expect(created.errors).toBeUndefined();
      expect(created.data!.createTournament).toMatchObject({ duplicate: false, projected: true });
      expect((await gql(server.url, OPEN, { id }, director)).errors).toBeUndefined();
      // FSNP Art. 29: a member with a valid card may register.
      await enrolMembers(server, [playerInput('RO-77')]);
      const reg = await gql(server.url, REGISTER, { id, input: playerInput('RO-77') }, director);
      expect(reg.errors).toBeUndefined();
      expect(reg.data!.registerPlayer).toMatchObject({ duplicate: false, projected: true });
      const t = (await gql(server.url, TOURNAMENT, { id }, director)).data!.tournament;
      expect(t).toMatchObject({ status: 'REGISTRATION_OPEN', entries: 1 });
      // createTournament, openRegistration, the member and his card, registerPlayer.
      expect(await headPosition(server.url)).toBe(5);
      expect(await storedEvents()).toBe(5);
      expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
      if (process.env.E2E_SHOW_OUTPUT) console.log(server.output());
    });
  },
);
