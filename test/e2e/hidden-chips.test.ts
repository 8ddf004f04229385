/**
 * Club Rule 62 over GraphQL: an all-in player is called, then hidden chips are found with him.
 * The floor records them (recordHiddenChips); when he wins he is paid only on the chips he showed
 * and the hidden ones come back to him. One club tournament of four at one table.
 */
import { gql } from './support/graphql';
import { enrolMembers } from './support/members';
import { CLOSE, CREATE, OPEN, REGISTER, createInput, playerInput } from './support/operations';
import { startServer, type RunningServer } from './support/server';

jest.setTimeout(120_000);

const RESULT = 'events { type }';
const AT = '$t: ID!, $table: ID!, $hand: Int!';
const ON = 'tournamentId: $t, tableId: $table, handNo: $hand';
const M = {
  start: `mutation($t: ID!) { startTournament(tournamentId: $t) { ${RESULT} } }`,
  startHand: `mutation($t: ID!, $table: ID!) { startHand(tournamentId: $t, tableId: $table) { ${RESULT} } }`,
  post: `mutation(${AT}) { postForcedBets(${ON}) { ${RESULT} } }`,
  board: `mutation(${AT}) { dealBoard(${ON}) { ${RESULT} } }`,
  act: `mutation(${AT}, $seat: Int!, $action: HandActionKind) { recordAction(${ON}, seat: $seat, action: $action) { ${RESULT} } }`,
  hidden: `mutation(${AT}, $seat: Int!, $chips: SafeInt!) { recordHiddenChips(${ON}, seat: $seat, chips: $chips) { ${RESULT} } }`,
  award: `mutation(${AT}, $winners: [[Int!]!]) { awardPots(${ON}, winners: $winners) { ${RESULT} } }`,
  complete: `mutation(${AT}) { completeHand(${ON}) { ${RESULT} } }`,
};
const Q = {
  current: `query($t: ID!, $table: ID!) { currentHand(tournamentId: $t, tableId: $table) { handNo seats { seat stack bet } } }`,
  tables: `query($t: ID!) { tables(tournamentId: $t) { tableId seats { seat stack } } }`,
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

beforeAll(async () => {
  server = await startServer();
  director = server.token({ role: 'director', sub: 'td-1' });
  floor = server.token({ role: 'floor', sub: 'floor-1' });
  dealer = server.token({ role: 'dealer', sub: 'dealer-7' });
});
afterAll(async () => server?.stop());

describe('Club Rule 62: all-in with hidden chips', () => {
  it('Club Rule 62: A is all-in and called, two hidden 1,000 chips are found: if A wins he is paid only on what he showed, and gets the 2,000 back', async () => {
    const t = `hidden-${process.pid}`;
    const players = [1, 2, 3, 4].map((i) => playerInput(`${t}-p${i}`));
    await enrolMembers(server, players);
    const levels = [{ level: 1, smallBlind: 100, bigBlind: 200, ante: 0, durationMinutes: 60 }];
    await ok(
      CREATE,
      { input: createInput(t, { rulesetId: 'club-tda', seatsPerTable: 9, levels }) },
      director,
    );
    await ok(OPEN, { id: t }, director);
    for (const p of players) await ok(REGISTER, { id: t, input: p }, floor);
    await ok(CLOSE, { id: t }, director);
    await ok(M.start, { t }, director);
    const table = (await ok(Q.tables, { t }, director)).tables[0].tableId;
    await ok(M.startHand, { t, table });
    const h = (await ok(Q.current, { t, table })).currentHand;
    const g = { t, table, hand: h.handNo };
    await ok(M.post, g);
    const [sb, bb, utg, btn] = h.seats.map((s: any) => s.seat);
    const start = h.seats.find((s: any) => s.seat === utg).stack;
    await ok(M.act, { ...g, seat: utg, action: 'ALL_IN' });
    await ok(M.act, { ...g, seat: btn, action: 'CALL' });
    await ok(M.act, { ...g, seat: sb, action: 'FOLD' });
    await ok(M.act, { ...g, seat: bb, action: 'FOLD' });
    for (let k = 0; k < 3; k++) await ok(M.board, g);

    // The dealer cannot record it; the floor does, citing the club rule.
    const byDealer = await run(M.hidden, { ...g, seat: utg, chips: 2000 });
    expect(byDealer.errors?.length).toBeGreaterThan(0);
    const rec = await ok(M.hidden, { ...g, seat: utg, chips: 2000 }, floor);
    expect(rec.recordHiddenChips.events.map((e: any) => e.type)).toEqual(['HiddenChipsDiscovered']);

    await ok(M.award, { ...g, winners: [[utg], [btn]] }, floor);
    await ok(M.complete, g);
    const stacks = (await ok(Q.tables, { t }, director)).tables[0].seats;
    const stackAt = (seat: number) => stacks.find((s: any) => s.seat === seat).stack;
    const shown = start - 2000;
    // A: what he showed, matched by B, plus the 300 in blinds, and his hidden 2,000 back.
    expect(stackAt(utg)).toBe(shown + shown + 300 + 2000);
    expect(stackAt(btn)).toBe(start - shown);
  });
});
