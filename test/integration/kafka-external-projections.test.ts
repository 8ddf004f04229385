import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { logLevel } from 'kafkajs';
import { kafkaClient, parseBrokers } from '../../src/bus/kafka-client';
import { Client } from 'pg';
import WebSocket from 'ws';
import { uuidv7 } from '../../src/store/ids';
import { gql, health, onlyError } from '../e2e/support/graphql';
import { enrolMembers } from '../e2e/support/members';
import {
  CREATE,
  OPEN,
  REGISTER,
  TOURNAMENT,
  createInput,
  playerInput,
} from '../e2e/support/operations';
import { startServer, type RunningServer } from '../e2e/support/server';
import {
  createScratchDatabase,
  postgresReachable,
  type ScratchDatabase,
} from '../support/postgres';

/**
 * Issue 9, the scaled-out layout of infra/docker-compose.yml on one machine: the API with
 * LEDGER_PROJECTIONS=external (it runs no projections), a relay process (store → topic) and a
 * `npm run projector -- --from-kafka` process (topic → read models). A mutation answers only
 * once the projector in the other process has committed its events, so the next query sees
 * them (read-your-writes across processes). Runs when LEDGER_KAFKA_BROKERS is set (start a
 * broker with infra/kafka/start.sh); LEDGER_REQUIRE_KAFKA=1 fails instead of skipping.
 */
const brokers = parseBrokers(process.env.LEDGER_KAFKA_BROKERS);
const ROOT = resolve(__dirname, '../..');
const RYW_TIMEOUT_MS = 6_000;

if (brokers.length === 0) {
  if (process.env.LEDGER_REQUIRE_KAFKA === '1') {
    throw new Error('LEDGER_REQUIRE_KAFKA=1 but LEDGER_KAFKA_BROKERS is not set');
  }
  console.warn(
    'kafka-external-projections.test.ts SKIPPED: LEDGER_KAFKA_BROKERS is not set (start a broker with infra/kafka/start.sh)',
  );
}
const describeKafka = brokers.length > 0 ? describe : describe.skip;

jest.setTimeout(180_000);

type Backend = 'sqlite' | 'postgres';

/**
 * A hall display's subscription over graphql-ws's wire protocol (graphql-transport-ws); the
 * graphql-ws client package is ESM-only and Jest cannot load it.
 */
function subscribe(url: string, query: string, variables: Record<string, unknown>) {
  const received: Record<string, unknown>[] = [];
  const ws = new WebSocket(url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws');
  ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: {} })));
  ws.on('message', (raw: Buffer) => {
    const m = JSON.parse(raw.toString()) as { type: string; payload?: { data?: unknown } };
    if (m.type === 'connection_ack')
      ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables } }));
    if (m.type === 'next') received.push(m.payload?.data as Record<string, unknown>);
  });
  return { received, close: () => ws.close() };
}

async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const end = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function externalSuite(backend: Backend): void {
  const topic = `it-external-${backend}-${process.pid}-${uuidv7().slice(-8)}`;
  const children: ChildProcess[] = [];
  let server: RunningServer;
  let director: string;
  let floor: string;
  let readDb: string;
  let pg: ScratchDatabase | undefined;

  /** Same env for the three processes: they share the store and the read model. */
  const sharedEnv = (): Record<string, string> => ({
    ...(backend === 'postgres'
      ? { LEDGER_STORE: 'postgres', DATABASE_URL: pg!.url }
      : { LEDGER_STORE: 'sqlite', LEDGER_DB: server.dbPath, LEDGER_READ_DB: readDb }),
    LEDGER_KAFKA_BROKERS: brokers.join(','),
    LEDGER_KAFKA_TOPIC: topic,
    LEDGER_PROJECTOR_GROUP: `group-${topic}`,
  });

  /** Which projector process folded in how many events (LEDGER_FEED_AUDIT=1). */
  async function feedAudit(): Promise<{ consumer: string; n: number }[]> {
    const sql = 'SELECT consumer, COUNT(*) AS n FROM feed_applied_events GROUP BY consumer';
    if (backend === 'sqlite') {
      const rm = new Database(readDb, { readonly: true });
      try {
        return rm.prepare(sql).all() as { consumer: string; n: number }[];
      } finally {
        rm.close();
      }
    }
    const c = new Client({ connectionString: pg!.url });
    await c.connect();
    try {
      const r = await c.query<{ consumer: string; n: string }>(sql);
      return r.rows.map((x) => ({ consumer: x.consumer, n: Number(x.n) }));
    } finally {
      await c.end();
    }
  }
  function spawnScript(script: string, args: string[], env: Record<string, string>): ChildProcess {
    // node --import tsx: one process, so a kill really stops it (the tsx CLI forks a child).
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    child.stderr?.on('data', (d) => process.stderr.write(`[${script}] ${d}`));
    return child;
  }

  function startProjector(id: string): Promise<ChildProcess> {
    const child = spawnScript('scripts/projector.ts', ['--from-kafka'], {
      ...sharedEnv(),
      LEDGER_FEED_AUDIT: '1',
      LEDGER_PROJECTOR_ID: id,
    });
    return new Promise((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`projector ${id} got no partitions`)), 60_000);
      child.stdout?.on('data', (d: Buffer) => {
        if (/assigned \[\d/.test(d.toString())) {
          clearTimeout(timer);
          done(child);
        }
      });
    });
  }

  const stopped = (c: ChildProcess) =>
    new Promise<void>((r) =>
      c.exitCode !== null || c.signalCode !== null ? r() : c.once('exit', () => r()),
    );

  const run = (query: string, variables: Record<string, unknown>, token = director) =>
    gql(server.url, query, variables, token);

  describeKafka(
    `API with LEDGER_PROJECTIONS=external, relay and Kafka projector processes on ${backend} (issue 9)`,
    () => {
      beforeAll(async () => {
        if (brokers.length === 0) return;
        const admin = kafkaClient({
          brokers,
          clientId: 'external-it',
          logLevel: logLevel.NOTHING,
        }).admin();
        await admin.connect();
        await admin.createTopics({ topics: [{ topic, numPartitions: 6 }], waitForLeaders: true });
        await admin.disconnect();
        if (backend === 'postgres') pg = await createScratchDatabase('ledger_external');
        server = await startServer((dir) => ({
          LEDGER_PROJECTIONS: 'external',
          LEDGER_RYW_TIMEOUT_MS: String(RYW_TIMEOUT_MS),
          ...(backend === 'postgres'
            ? { LEDGER_STORE: 'postgres', DATABASE_URL: pg!.url }
            : { LEDGER_READ_DB: join(dir, 'ledger.read.db') }),
        }));
        readDb = join(server.dir, 'ledger.read.db');
        director = server.token({ role: 'director', sub: 'td-1' });
        floor = server.token({ role: 'floor', sub: 'floor-1' });
        spawnScript('scripts/relay.ts', [], {
          ...sharedEnv(),
          LEDGER_RELAY_CHECKPOINT: join(server.dir, 'relay.json'),
        });
        await startProjector('P1');
      });
      afterAll(async () => {
        for (const c of children)
          if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
        await Promise.all(children.map(stopped));
        await server?.stop();
        await pg?.drop();
      });

      it('issue 9, FSNP Art. 29: each mutation’s answer is visible to the next query though another process projects it', async () => {
        const ids = ['ext-1', 'ext-2', 'ext-3'];
        const players = ['RO-11', 'RO-12', 'RO-13', 'RO-14'];
        const t0 = performance.now();
        await enrolMembers(
          server,
          players.map((p) => playerInput(p)),
        );
        const timings: number[] = [];
        for (const id of ids) {
          let t = performance.now();
          const created = await run(CREATE, { input: createInput(id) });
          timings.push(performance.now() - t);
          expect(created.errors).toBeUndefined();
          expect(created.data!.createTournament.projected).toBe(true);
          expect((await run(TOURNAMENT, { id })).data!.tournament).toMatchObject({
            id,
            status: 'SCHEDULED',
            entries: 0,
          });

          t = performance.now();
          const opened = await run(OPEN, { id });
          timings.push(performance.now() - t);
          expect(opened.data!.openRegistration.projected).toBe(true);
          expect((await run(TOURNAMENT, { id })).data!.tournament.status).toBe('REGISTRATION_OPEN');

          for (const [n, p] of players.entries()) {
            t = performance.now();
            const reg = await run(REGISTER, { id, input: playerInput(p) }, floor);
            timings.push(performance.now() - t);
            expect(reg.errors).toBeUndefined();
            expect(reg.data!.registerPlayer.projected).toBe(true);
            const seen = (await run(TOURNAMENT, { id })).data!.tournament;
            expect(seen.entries).toBe(n + 1);
            expect(seen.registrations.totalCount).toBe(n + 1);
          }
        }
        timings.sort((a, b) => a - b);
        console.log(
          `external read-your-writes: ${timings.length} mutations, p50 ${timings[timings.length >> 1].toFixed(0)} ms, max ${timings[timings.length - 1].toFixed(0)} ms (whole test ${(performance.now() - t0).toFixed(0)} ms)`,
        );

        // The projector process folded in every event, and the API process none.
        const head = (await health(server.url)).body.store.detail.headPosition!;
        expect(await feedAudit()).toEqual([{ consumer: 'P1', n: head }]);
      });

      it('issue 9: /health reports the external projections’ partition offsets and that they reached the head', async () => {
        const h = await health(server.url);
        expect(h.status).toBe(200);
        const detail = h.body.projections.detail as {
          mode: string;
          headPosition: number;
          behindHead: string[];
          list: { name: string; version: number; storedVersion: number; offsets: object }[];
        };
        expect(detail.mode).toBe('external');
        expect(detail.headPosition).toBeGreaterThan(0);
        expect(detail.behindHead).toEqual([]);
        expect(detail.list.length).toBeGreaterThan(3);
        for (const p of detail.list) {
          expect(p.storedVersion).toBe(p.version);
          expect(Object.keys(p.offsets).length).toBeGreaterThan(0);
          for (const key of Object.keys(p.offsets)) expect(key).toContain(`:${topic}:`);
        }
      });

      it('issue 9, issue 10: a hall display subscribed to this replica is pushed what the projector committed', async () => {
        const id = 'ext-live';
        expect((await run(CREATE, { input: createInput(id) })).errors).toBeUndefined();
        expect((await run(OPEN, { id })).errors).toBeUndefined();
        const display = subscribe(
          server.url,
          'subscription($t: ID!) { displayStandings(tournamentId: $t) { entries } }',
          { t: id },
        );
        const entries = () =>
          display.received.map(
            (d) => (d.displayStandings as { entries: number } | undefined)?.entries,
          );
        try {
          await until(() => entries().length > 0, 10_000, 'the first display answer');
          expect(entries()).toEqual([0]);
          for (const p of ['RO-11', 'RO-12']) {
            const reg = await run(REGISTER, { id, input: playerInput(p) }, floor);
            expect(reg.errors).toBeUndefined();
          }
          await until(() => entries().includes(2), 10_000, 'the display to show 2 entries');
          expect(entries()[entries().length - 1]).toBe(2);
        } finally {
          display.close();
        }
      });

      it('issue 9: with the projector down a mutation answers projected: false after the timeout, and a restarted projector brings it in', async () => {
        const [p1] = children.filter((c) => c.spawnargs.includes('--from-kafka'));
        p1.kill('SIGKILL');
        await stopped(p1);
        const id = 'ext-down';
        const t = performance.now();
        const created = await run(CREATE, { input: createInput(id) });
        const waited = performance.now() - t;
        expect(created.errors).toBeUndefined();
        expect(created.data!.createTournament.projected).toBe(false);
        expect(waited).toBeGreaterThanOrEqual(RYW_TIMEOUT_MS - 50);
        // Not projected yet: the read model does not know the tournament.
        expect(onlyError(await run(TOURNAMENT, { id })).extensions?.code).toBe(
          'TOURNAMENT_NOT_FOUND',
        );
        expect((await health(server.url)).body.projections.detail).toMatchObject({
          behindHead: expect.arrayContaining(['tournaments']),
        });

        await startProjector('P2');
        const opened = await run(OPEN, { id });
        expect(opened.data!.openRegistration.projected).toBe(true);
        expect((await run(TOURNAMENT, { id })).data!.tournament.status).toBe('REGISTRATION_OPEN');
      });
    },
  );
}

externalSuite('sqlite');
// The compose stack's layout: store and read models on PostgreSQL, row locks in applyBatch.
const pgState = postgresReachable();
if (pgState.ok || process.env.LEDGER_REQUIRE_PG === '1') externalSuite('postgres');
else
  console.warn(`kafka-external-projections.test.ts: postgres variant SKIPPED (${pgState.reason})`);
