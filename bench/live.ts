/**
 * A live room (issue 22): the real server, one dealer tablet per table, all at once. Each table
 * client plays hands over HTTP — every action its own POST with its own commandId, reading
 * `currentHand` after each write, as a tablet does — with a think time between writes.
 *
 *   npm run bench:live -- tables=10,100 seconds=30 think=9000 [store=postgres] [burst=0]
 *
 * Per room size it prints: writes per second offered (one per table per think time) and served,
 * write latency p50/p95/p99/max, errors by code, server CPU per write (the server process's
 * user+system time over the phase, /proc), the event loop's worst delay over the phase (/health,
 * app/event-loop.ts), the longest single synchronous task over it (/health longTasks,
 * app/long-tasks.ts; tasks=0 turns it off), and the projections' lag after. `think=0` runs every table flat out
 * (saturation). Before the timed phase, every table's startHand is sent at once ("shuffle up and
 * deal", burst=0 to skip it): its p50/p99/max, errors and the loop's worst delay over it are the
 * burst* figures. Before it, the floor: as many `{ __typename }` requests at once (floorColdP99 on
 * new connections, floor* on the open ones), and as many `currentHand` reads (readBurstP99).
 * readP99 is the tablets' reads on open connections, against newConnP99 (the same read on a new
 * connection). Setup (members, registration, the start) is not timed.
 */
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { enrolMember, federationToken } from '../test/e2e/support/members';
import { gql } from '../test/e2e/support/graphql';
import {
  CLOSE,
  CREATE,
  OPEN,
  REGISTER,
  createInput,
  playerInput,
} from '../test/e2e/support/operations';
import { startServer, type RunningServer } from '../test/e2e/support/server';
import { createScratchDatabase } from '../test/support/postgres';

/* eslint-disable @typescript-eslint/no-explicit-any */
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => a.split('=') as [string, string]),
) as Record<string, string>;
const SIZES = (args.tables ?? '10,50').split(',').map(Number);
const SECONDS = Number(args.seconds ?? 30);
const THINK_MS = Number(args.think ?? 9000);
const STORE = args.store ?? 'sqlite';
/** group=1: the server's appends of one event-loop turn share a transaction (LEDGER_GROUP_COMMIT). */
const GROUP = args.group === '1';
/** "Shuffle up and deal": every table's startHand at once before the timed phase (burst=0: off). */
const BURST = (args.burst ?? '1') !== '0';
const SEATS = 9;
/**
 * tasks=0: without the server's longest-task measurement (LEDGER_LONG_TASKS, app/long-tasks.ts),
 * whose async hooks cost CPU; on by default so each phase prints its longest synchronous task.
 */
const LONG_TASKS = (args.tasks ?? '1') !== '0';

const RESULT = 'events { type }';
const AT = '$t: ID!, $table: ID!, $hand: Int!';
const ON = 'tournamentId: $t, tableId: $table, handNo: $hand';
const M = {
  start: `mutation($t: ID!) { startTournament(tournamentId: $t) { ${RESULT} } }`,
  startHand: `mutation($t: ID!, $table: ID!) { startHand(tournamentId: $t, tableId: $table) { ${RESULT} } }`,
  post: `mutation(${AT}) { postForcedBets(${ON}) { ${RESULT} } }`,
  act: `mutation(${AT}, $seat: Int!, $action: HandActionKind) { recordAction(${ON}, seat: $seat, action: $action) { ${RESULT} } }`,
  complete: `mutation(${AT}) { completeHand(${ON}) { ${RESULT} } }`,
};
const Q = {
  current: `query($t: ID!, $table: ID!) { currentHand(tournamentId: $t, tableId: $table) {
    handNo inProgress phase toAct { seat actions } } }`,
  tables: `query($t: ID!) { tables(tournamentId: $t) { tableId } }`,
};

/** CPU seconds (user + system) of a process so far, from /proc/<pid>/stat (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function health(url: string): Promise<any> {
  return (await fetch(`${url}/health`)).json();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One `currentHand` read on a connection of its own (no keep-alive), as a tablet that has just
 * reconnected or the floor's phone sends it: its latency includes the TCP accept (issue 22).
 */
function freshConnectionRead(url: string, token: string, body: string): Promise<number> {
  const at = performance.now();
  const u = new URL('/graphql', url);
  return new Promise((resolve) => {
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          connection: 'close',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(performance.now() - at));
      },
    );
    req.on('error', () => resolve(performance.now() - at));
    req.end(body);
  });
}

/**
 * One tablet's own keep-alive connection, as a tablet holds one: its writes and reads (and its
 * requests of the bursts) go on it. With one shared client pool (fetch) the pool opened new
 * connections in the middle of a saturated phase, and those waited to be accepted (below).
 */
const connectionOfOwn = () => new Agent({ keepAlive: true, maxSockets: 1, keepAliveMsecs: 60_000 });

/** POSTs one GraphQL operation on `agent`'s connection. */
function post(
  url: string,
  agent: Agent,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<any> {
  const u = new URL('/graphql', url);
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (e) {
            reject(e as Error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Fresh-connection reads every `everyMs` until `until`: their latencies. */
async function freshConnectionProbe(
  url: string,
  token: string,
  t: string,
  table: string,
  until: number,
  everyMs = 500,
): Promise<number[]> {
  const body = JSON.stringify({ query: Q.current, variables: { t, table } });
  const out: number[] = [];
  const pending: Promise<void>[] = [];
  while (performance.now() < until) {
    pending.push(freshConnectionRead(url, token, body).then((ms) => void out.push(ms)));
    await sleep(everyMs);
  }
  await Promise.all(pending);
  return out;
}

async function pool<T>(items: readonly T[], width: number, fn: (x: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

async function setUp(server: RunningServer, tables: number): Promise<{ t: string; ids: string[] }> {
  const director = server.token({ sub: 'td', role: 'director' });
  const floor = server.token({ sub: 'fl', role: 'floor' });
  const ok = async (q: string, v: Record<string, unknown>, token: string) => {
    const r = await gql<any>(server.url, q, v, token);
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return r.data;
  };
  const t = `live-${tables}`;
  const players = Array.from({ length: tables * SEATS }, (_, i) => playerInput(`${t}-p${i}`));
  const fed = federationToken(server);
  await pool(players, 16, async (p) => void (await enrolMember(server.url, fed, p)));
  await ok(
    CREATE,
    {
      input: createInput(t, {
        seatsPerTable: SEATS,
        levels: [{ level: 1, smallBlind: 100, bigBlind: 200, ante: 0, durationMinutes: 240 }],
      }),
    },
    director,
  );
  await ok(OPEN, { id: t }, director);
  await pool(players, 16, async (p) => void (await ok(REGISTER, { id: t, input: p }, floor)));
  await ok(CLOSE, { id: t }, director);
  await ok(M.start, { t }, director);
  const ids = (await ok(Q.tables, { t }, director)).tables.map((x: any) => x.tableId);
  return { t, ids };
}

interface Tally {
  latencies: number[];
  /** The tablets' currentHand reads, on their open connections. */
  reads: number[];
  errors: Map<string, number>;
  hands: number;
}

/** One tablet: hands until the deadline; everyone folds to the big blind (no one busts). */
async function tablet(
  url: string,
  agent: Agent,
  dealer: string,
  t: string,
  table: string,
  until: number,
  tally: Tally,
  started: boolean,
) {
  let seq = 0;
  const write = async (q: string, v: Record<string, unknown>) => {
    const at = performance.now();
    const r = await post(url, agent, dealer, q, v).catch(
      (e: Error) => ({ errors: [{ message: e.message, extensions: { code: 'NETWORK' } }] }) as any,
    );
    tally.latencies.push(performance.now() - at);
    seq++;
    if (r.errors) {
      const code = String(r.errors[0]?.extensions?.code ?? 'UNKNOWN');
      tally.errors.set(code, (tally.errors.get(code) ?? 0) + 1);
      return false;
    }
    if (THINK_MS) await sleep(THINK_MS * (0.5 + Math.random()));
    return true;
  };
  const read = async () => {
    const at = performance.now();
    const r = await post(url, agent, dealer, Q.current, { t, table });
    tally.reads.push(performance.now() - at);
    return r.data?.currentHand;
  };
  // Spread the tablets' first writes over one think time, as a room does.
  if (THINK_MS) await sleep(Math.random() * THINK_MS);
  // The burst started this table's first hand.
  let first = started;
  while (performance.now() < until) {
    if (!first && !(await write(M.startHand, { t, table }))) return;
    first = false;
    let h = await read();
    if (!h?.inProgress) return;
    const at = { t, table, hand: h.handNo };
    await write(M.post, at);
    for (let guard = 0; guard < 20 && performance.now() < until; guard++) {
      h = await read();
      if (h?.phase !== 'betting' || !h.toAct) break;
      const action = h.toAct.actions.includes('CHECK') ? 'CHECK' : 'FOLD';
      await write(M.act, { ...at, seat: h.toAct.seat, action });
    }
    if (performance.now() >= until) break;
    if (await write(M.complete, at)) tally.hands++;
  }
  void seq;
}

/**
 * Every table's startHand at once, each on its own request (issue 22: answered within the same
 * p99 bound as the room's writes), and the event loop's worst delay over the burst.
 */
async function startHandBurst(
  url: string,
  agents: Map<string, Agent>,
  dealer: string,
  t: string,
  ids: string[],
) {
  const on = (table: string, q: string, v: Record<string, unknown>) =>
    post(url, agents.get(table)!, dealer, q, v);
  // The floor: as many trivial requests at once, on the same connections (the first run opens
  // them, as the startHand burst would otherwise), then the room's cheapest real read.
  const cold = await burstOf(ids, (table) => on(table, FLOOR, {}));
  const floor = await burstOf(ids, (table) => on(table, FLOOR, {}));
  const reads = await burstOf(ids, (table) => on(table, Q.current, { t, table }));
  await health(url); // opens a fresh event-loop window
  const starts = await burstOf(ids, (table) => on(table, M.startHand, { t, table }));
  const h = await health(url);
  return {
    floorColdP99: cold.p99,
    floorP50: floor.p50,
    floorP99: floor.p99,
    readBurstP99: reads.p99,
    burstP50: starts.p50,
    burstP99: starts.p99,
    burstMax: starts.max,
    burstErrors: starts.failed + floor.failed + reads.failed,
    burstLoopMaxMs: h.eventLoop?.maxMs ?? '-',
    burstTaskMaxMs: h.longTasks?.maxMs ?? '-',
    burstTasksOver50: h.longTasks?.over50 ?? '-',
    burstTaskMaxCpuMs: h.longTasks?.maxCpuMs ?? '-',
    burstLongest: longest(h),
  };
}

/**
 * The phase's three longest tasks, as "ms (cpu ms) type[:label]/callbacks" (app/long-tasks.ts):
 * wall time, the process's CPU time over it, what began it and how many callbacks it ran.
 */
function longest(h: any): string {
  const top: any[] = h.longTasks?.top ?? [];
  return (
    top
      .slice(0, 3)
      .map(
        (t) =>
          `${Math.round(t.ms)} (cpu ${Math.round(t.cpuMs)}) ${t.type}${t.label ? `:${t.label}` : ''}/${t.callbacks}`,
      )
      .join(', ') || '-'
  );
}

/** A trivial query: HTTP, GraphQL parse and validate, the token: the floor of any request. */
const FLOOR = '{ __typename }';

/** One request per table, all at once: p50/p99/max and how many failed. */
async function burstOf(ids: string[], send: (table: string) => Promise<{ errors?: unknown }>) {
  const latencies: number[] = [];
  let failed = 0;
  await Promise.all(
    ids.map(async (table) => {
      const at = performance.now();
      const r = await send(table).catch(() => ({ errors: [{}] }));
      latencies.push(performance.now() - at);
      if (r.errors) failed++;
    }),
  );
  return {
    p50: pct(latencies, 50).toFixed(0),
    p99: pct(latencies, 99).toFixed(0),
    max: Math.max(0, ...latencies).toFixed(0),
    failed,
  };
}

const pct = (xs: number[], p: number) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function room(tables: number) {
  // PostgreSQL: a scratch database per room (a second run into one database found its
  // tournaments already there), unless DATABASE_URL names one.
  const scratch =
    STORE === 'postgres' && !process.env.DATABASE_URL
      ? await createScratchDatabase('ledger_bench_live')
      : undefined;
  const env =
    STORE === 'postgres'
      ? { LEDGER_STORE: 'postgres', DATABASE_URL: process.env.DATABASE_URL ?? scratch!.url }
      : {};
  const server = await startServer({
    ...env,
    ...(GROUP ? { LEDGER_GROUP_COMMIT: '1' } : {}),
    ...(LONG_TASKS ? { LEDGER_LONG_TASKS: '1' } : {}),
  });
  try {
    const { t, ids } = await setUp(server, tables);
    const dealer = server.token({ sub: 'dl', role: 'dealer' });
    // Each tablet's own connection is opened before the timed phase (the burst's floor opens
    // them too): a room's tablets are connected already. Opened by 300 tablets at once into a server
    // that is already saturated, they were accepted one per event-loop turn (Node 20's libuv
    // accepts one connection per turn), ~10/s, and the fresh-connection probe queued behind them
    // in the kernel's accept queue for up to 20 s (issue 22).
    const agents = new Map(ids.map((table) => [table, connectionOfOwn()]));
    const burst = BURST
      ? await startHandBurst(server.url, agents, dealer, t, ids)
      : void (await burstOf(ids, (table) =>
          post(server.url, agents.get(table)!, dealer, FLOOR, {}),
        ));
    await health(server.url); // opens a fresh event-loop window
    const cpu0 = cpuSeconds(server.pid);
    const t0 = performance.now();
    const until = t0 + SECONDS * 1000;
    const tally: Tally = { latencies: [], reads: [], errors: new Map(), hands: 0 };
    const [fresh] = await Promise.all([
      freshConnectionProbe(server.url, dealer, t, ids[0], until),
      ...ids.map((table: string) =>
        tablet(server.url, agents.get(table)!, dealer, t, table, until, tally, !!burst),
      ),
    ]);
    const elapsed = (performance.now() - t0) / 1000;
    for (const agent of agents.values()) agent.destroy();
    const cpu = cpuSeconds(server.pid) - cpu0;
    const h = await health(server.url);
    const writes = tally.latencies.length;
    const lag = (h.projections?.detail?.list ?? []).reduce(
      (m: number, p: any) => Math.max(m, Number(p.lag ?? 0)),
      0,
    );
    return {
      tables,
      offered: THINK_MS ? (tables / (THINK_MS / 1000)).toFixed(1) : 'saturation',
      served: (writes / elapsed).toFixed(1),
      hands: tally.hands,
      p50: pct(tally.latencies, 50).toFixed(0),
      p95: pct(tally.latencies, 95).toFixed(0),
      p99: pct(tally.latencies, 99).toFixed(0),
      max: Math.max(0, ...tally.latencies).toFixed(0),
      // A read on a new connection against the writes on open ones (issue 22: within 2x at p99).
      newConnP99: pct(fresh, 99).toFixed(0),
      // The same read on the tablets' open connections.
      readP99: pct(tally.reads, 99).toFixed(0),
      errors: [...tally.errors].map(([k, v]) => `${k}:${v}`).join(' ') || 'none',
      cpuMsPerWrite: writes ? ((cpu * 1000) / writes).toFixed(1) : '-',
      loopMaxMs: h.eventLoop?.maxMs ?? '-',
      taskMaxMs: h.longTasks?.maxMs ?? '-',
      tasksOver50: h.longTasks?.over50 ?? '-',
      taskMaxCpuMs: h.longTasks?.maxCpuMs ?? '-',
      longest: longest(h),
      lagAfter: lag,
      ...(burst ?? {}),
    };
  } finally {
    await server.stop();
    await scratch?.drop();
  }
}

async function main() {
  console.log(
    `bench:live store=${STORE} seconds=${SECONDS} think=${THINK_MS} ms (per table, between writes)`,
  );
  const rows = [];
  for (const n of SIZES) {
    const r = await room(n);
    rows.push(r);
    console.log(JSON.stringify(r));
  }
  console.table(rows);
  if (rows.length > 1) {
    const a = Number(rows[0].cpuMsPerWrite);
    const b = Number(rows[rows.length - 1].cpuMsPerWrite);
    console.log(
      `server CPU per write at ${rows[rows.length - 1].tables} tables is ${(b / a).toFixed(2)}× that at ${rows[0].tables} (goal: ≤ 1.5×)`,
    );
  }
}

void main();
