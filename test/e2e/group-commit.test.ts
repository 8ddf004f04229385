/**
 * LEDGER_GROUP_COMMIT=1 on the real server (issue 22, src/store/group-commit.ts): every table's
 * "shuffle up and deal" at once. Each start is answered with its own events, read-your-writes
 * holds, a retry of one start under its command id is answered as that start, and the chain the
 * shared transactions wrote verifies event by event.
 */
import { gql, health } from './support/graphql';
import { enrolMembers } from './support/members';
import { CLOSE, CREATE, OPEN, REGISTER, createInput, playerInput } from './support/operations';
import { startServer, type RunningServer } from './support/server';

jest.setTimeout(180_000);

const RESULT = 'commandId duplicate projected events { type revision }';
const START = `mutation($t: ID!) { startTournament(tournamentId: $t) { ${RESULT} } }`;
const START_HAND = `mutation($t: ID!, $table: ID!, $commandId: ID) {
  startHand(tournamentId: $t, tableId: $table, commandId: $commandId) { ${RESULT} } }`;
const TABLES = `query($t: ID!) { tables(tournamentId: $t) { tableId } }`;
const CURRENT = `query($t: ID!, $table: ID!) { currentHand(tournamentId: $t, tableId: $table) { handNo inProgress } }`;
const VERIFY = `query($id: ID!) { verifyTournament(tournamentId: $id) { ok eventsChecked } }`;

interface Answer {
  commandId: string;
  duplicate: boolean;
  projected: boolean;
  events: { type: string; revision: number }[];
}

let server: RunningServer;
const T = 'group-commit-room';
const TABLE_COUNT = 4;

beforeAll(async () => {
  server = await startServer({ LEDGER_GROUP_COMMIT: '1' });
  const director = server.token({ sub: 'td', role: 'director' });
  const floor = server.token({ sub: 'fl', role: 'floor' });
  const players = Array.from({ length: TABLE_COUNT * 9 }, (_, i) => playerInput(`${T}-p${i}`));
  await enrolMembers(server, players);
  const ok = async (q: string, v: Record<string, unknown>, token: string) => {
    const r = await gql(server.url, q, v, token);
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return r.data!;
  };
  await ok(CREATE, { input: createInput(T, { seatsPerTable: 9 }) }, director);
  await ok(OPEN, { id: T }, director);
  for (const p of players) await ok(REGISTER, { id: T, input: p }, floor);
  await ok(CLOSE, { id: T }, director);
  await ok(START, { t: T }, director);
});

afterAll(() => server?.stop());

describe('group commit on the server (LEDGER_GROUP_COMMIT=1)', () => {
  it("every table's startHand at once: each answered with its own events, the chain whole", async () => {
    const director = server.token({ sub: 'td', role: 'director' });
    const dealer = server.token({ sub: 'dl', role: 'dealer' });
    const tables = (
      (await gql(server.url, TABLES, { t: T }, director)).data!.tables as { tableId: string }[]
    ).map((x) => x.tableId);
    expect(tables).toHaveLength(TABLE_COUNT);

    const before = (await health(server.url)).body;
    expect(before.groupCommit).toBeDefined();
    const send = (table: string, commandId: string) =>
      gql(server.url, START_HAND, { t: T, table, commandId }, dealer);
    // One start is also sent twice at once under one command id (a tablet retrying).
    const answers = await Promise.all([
      ...tables.map((table) => send(table, `start-${table}`)),
      send(tables[0], `start-${tables[0]}`),
    ]);
    for (const r of answers) expect(r.errors).toBeUndefined();
    const started = answers.map((r) => r.data!.startHand as Answer);

    const [first, retry] = [started[0], started[TABLE_COUNT]];
    expect(retry.commandId).toBe(first.commandId);
    expect([first.duplicate, retry.duplicate].sort()).toEqual([false, true]);
    expect(retry.events).toEqual(first.events);

    const fresh = started.slice(0, TABLE_COUNT);
    for (const a of fresh) {
      expect(a.projected).toBe(true);
      expect(a.events.map((e) => e.type)).toContain('HandStarted');
    }
    // The starts' events are one run of revisions, none twice, none missing.
    const revisions = fresh.flatMap((a) => a.events.map((e) => e.revision)).sort((a, b) => a - b);
    expect(new Set(revisions).size).toBe(revisions.length);
    expect(revisions[revisions.length - 1] - revisions[0] + 1).toBe(revisions.length);

    // The grouped path wrote them (its counts moved). Requests reach the store on turns of their
    // own (each is parsed and prepared apart), so here a batch may hold a single append.
    const after = (await health(server.url)).body;
    const batches = after.groupCommit!.batches - before.groupCommit!.batches;
    const appends = after.groupCommit!.appends - before.groupCommit!.appends;
    expect(appends).toBeGreaterThanOrEqual(TABLE_COUNT);
    expect(batches).toBeGreaterThan(0);
    expect(batches).toBeLessThanOrEqual(appends);

    // Read-your-writes: every table shows its hand in progress.
    for (const table of tables) {
      const hand = (await gql(server.url, CURRENT, { t: T, table }, dealer)).data!.currentHand;
      expect(hand).toMatchObject({ handNo: 1, inProgress: true });
    }

    const regulator = server.token({ sub: 'rg', role: 'regulator' });
    const v = (await gql(server.url, VERIFY, { id: T }, regulator)).data!.verifyTournament;
    expect(v.ok).toBe(true);
    expect(v.eventsChecked).toBeGreaterThan(revisions[revisions.length - 1]);
  });
});
