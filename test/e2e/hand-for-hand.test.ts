/**
 * Issue 19, hand-for-hand over GraphQL (FSNP Art. 125-127): an FSNP freezeout of 16 at two
 * tables. Both tables play round 1 at the same time, an announced all-in freezes its table until
 * the other has finished, and the two players out in the round share 15th place.
 */
import { gql, headPosition, onlyError } from './support/graphql';
import { enrolMembers } from './support/members';
import { CLOSE, CREATE, OPEN, REGISTER, createInput, playerInput } from './support/operations';
import { startServer, type RunningServer } from './support/server';

jest.setTimeout(120_000);

const RESULT = 'tournamentId commandId duplicate projected events { type revision globalPosition }';
const AT = '$t: ID!, $table: ID!, $hand: Int!';
const ON = 'tournamentId: $t, tableId: $table, handNo: $hand';
const M = {
  start: `mutation($t: ID!) { startTournament(tournamentId: $t) { ${RESULT} } }`,
  hfhOn: `mutation($t: ID!) { startHandForHand(tournamentId: $t) { ${RESULT} } }`,
  startHand: `mutation($t: ID!, $table: ID!) { startHand(tournamentId: $t, tableId: $table) { ${RESULT} } }`,
  post: `mutation(${AT}) { postForcedBets(${ON}) { ${RESULT} } }`,
  act: `mutation(${AT}, $seat: Int!, $action: HandActionKind!) { recordAction(${ON}, seat: $seat, action: $action) { ${RESULT} } }`,
  allIn: `mutation(${AT}, $seat: Int!) { announceAllIn(${ON}, seat: $seat) { ${RESULT} } }`,
  board: `mutation(${AT}) { dealBoard(${ON}) { ${RESULT} } }`,
  award: `mutation(${AT}, $winners: [[Int!]!]) { awardPots(${ON}, winners: $winners) { ${RESULT} } }`,
  complete: `mutation(${AT}) { completeHand(${ON}) { ${RESULT} } }`,
};
const Q = {
  tables: `query($t: ID!) { tables(tournamentId: $t) { tableId players } }`,
  current: `query($t: ID!, $table: ID!) { currentHand(tournamentId: $t, tableId: $table) {
    handNo phase bigBlindSeat seats { seat playerId } toAct { seat } pots { amount } } }`,
  standings: `query($t: ID!) { standings(tournamentId: $t) { playersLeft lines { place sharedBy playerId } } }`,
};

let server: RunningServer;
let director: string;
let floor: string;
let dealer: string;

/* eslint-disable @typescript-eslint/no-explicit-any */
const run = (query: string, variables: Record<string, unknown>, token = dealer) =>
  gql<any>(server.url, query, variables, token);
async function ok(query: string, variables: Record<string, unknown>, token = dealer) {
  const r = await run(query, variables, token);
  if (r.errors) throw new Error(`unexpected error: ${JSON.stringify(r.errors)}`);
  return r.data;
}
async function refused(query: string, variables: Record<string, unknown>) {
  const before = await headPosition(server.url);
  const e = onlyError(await run(query, variables));
  expect(await headPosition(server.url)).toBe(before);
  return e;
}
const types = (r: any) => (Object.values(r)[0] as any).events.map((e: any) => e.type as string);

const T = `hfh-${process.pid}`;
const PLAYERS = Array.from({ length: 16 }, (_, i) => playerInput(`${T}-p${i + 1}`));
const current = async (table: string) => (await ok(Q.current, { t: T, table })).currentHand;

/** Posts; the first to act moves all-in, the big blind calls, the others fold. */
async function allInAndCall(table: string) {
  let h = await current(table);
  const at = { t: T, table, hand: h.handNo };
  await ok(M.post, at);
  h = await current(table);
  const first = h.toAct.seat;
  while (h.toAct) {
    const seat = h.toAct.seat;
    const action = seat === first ? 'ALL_IN' : seat === h.bigBlindSeat ? 'CALL' : 'FOLD';
    await ok(M.act, { ...at, seat, action });
    h = await current(table);
  }
  return { at, seat: first, playerId: h.seats.find((s: any) => s.seat === first).playerId };
}
async function finish(table: string) {
  let h = await current(table);
  const at = { t: T, table, hand: h.handNo };
  while (h.phase === 'dealing') {
    await ok(M.board, at);
    h = await current(table);
  }
  await ok(M.award, { ...at, winners: h.pots.map(() => [h.bigBlindSeat]) }, floor);
  return ok(M.complete, at);
}

beforeAll(async () => {
  server = await startServer();
  director = server.token({ role: 'director', sub: 'td-1' });
  floor = server.token({ role: 'floor', sub: 'floor-1' });
  dealer = server.token({ role: 'dealer', sub: 'dealer-1' });
  await enrolMembers(server, PLAYERS); // FSNP Art. 29
  await ok(
    CREATE,
    {
      input: createInput(T, {
        startingStack: 15_000, // FSNP Art. 139.1
        levels: [{ level: 1, smallBlind: 100, bigBlind: 200, ante: 0, durationMinutes: 40 }],
      }),
    },
    director,
  );
  await ok(OPEN, { id: T }, director);
  for (const p of PLAYERS) await ok(REGISTER, { id: T, input: p }, floor);
  await ok(CLOSE, { id: T }, director);
  await ok(M.start, { t: T }, director);
});
afterAll(async () => server?.stop());

describe('FSNP Art. 125-127 over GraphQL', () => {
  it('FSNP Art. 125-127: two tables play round 1 together; the announced all-in waits; both players out share 15th', async () => {
    const [a, b] = ((await ok(Q.tables, { t: T })).tables as any[]).map((x) => x.tableId);
    expect(types(await ok(M.hfhOn, { t: T }, director))).toEqual(['HandForHandStarted']);
    expect(types(await ok(M.startHand, { t: T, table: a }))).toEqual([
      'HandForHandRoundStarted',
      'HandStarted',
      'HandPlanned',
    ]);
    // FSNP Art. 125(a): the second table joins round 1 while the first is still playing.
    expect(types(await ok(M.startHand, { t: T, table: b }))).toEqual([
      'HandStarted',
      'HandPlanned',
    ]);

    const atA = await allInAndCall(a);
    expect(types(await ok(M.allIn, { ...atA.at, seat: atA.seat }))).toEqual([
      'AllInAnnounced',
      'TableActionFrozen',
    ]);
    const frozen = await refused(M.board, atA.at);
    expect(frozen.extensions).toMatchObject({ code: 'TABLE_FROZEN', ruleRef: 'FSNP Art. 126-127' });
    expect(frozen.message).toContain(`table ${b}`);

    const atB = await allInAndCall(b);
    expect(types(await finish(b))).not.toContain('PlayerEliminated');
    const wait = await refused(M.startHand, { t: T, table: b });
    expect(wait.extensions).toMatchObject({
      code: 'HAND_FOR_HAND_WAIT',
      ruleRef: 'FSNP Art. 125(a)',
    });

    expect(types(await finish(a)).filter((x: string) => x === 'PlayerEliminated')).toHaveLength(2);
    const lines = (await ok(Q.standings, { t: T })).standings.lines as any[];
    const place = (p: string) => lines.find((l) => l.playerId === p);
    expect(place(atA.playerId)).toMatchObject({ place: 15, sharedBy: 2 });
    expect(place(atB.playerId)).toMatchObject({ place: 15, sharedBy: 2 });
    expect(types(await ok(M.startHand, { t: T, table: b }))[0]).toBe('HandForHandRoundStarted');
  });
});
