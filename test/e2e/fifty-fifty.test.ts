/**
 * Issue 19 "Done when": a whole 50-50 Turbo (FSNP Art. 140.1) over GraphQL against the compiled
 * server, from creation to its recorded completion and prizes: 10 federation members at one table
 * with 2,500 chips, hands played to the moment half the field is out, the tournament completes
 * itself, refuses the next hand with the article, ranks the 5 left by chips and pays half the fund
 * equally and half by chips (DECISION-10), to the minor unit.
 */
import { gql, headPosition, onlyError } from './support/graphql';
import { enrolMembers } from './support/members';
import { CLOSE, CREATE, OPEN, REGISTER, createInput, playerInput } from './support/operations';
import { startServer, type RunningServer } from './support/server';
import { AWARD, FIX_POOL, FIX_TABLE } from './money-flow';

jest.setTimeout(120_000);

const RESULT = 'tournamentId duplicate projected events { type revision globalPosition }';
const AT = '$t: ID!, $table: ID!, $hand: Int!';
const ON = 'tournamentId: $t, tableId: $table, handNo: $hand';
const M = {
  start: `mutation($t: ID!) { startTournament(tournamentId: $t) { ${RESULT} } }`,
  startHand: `mutation($t: ID!, $table: ID!) { startHand(tournamentId: $t, tableId: $table) { ${RESULT} } }`,
  post: `mutation(${AT}) { postForcedBets(${ON}) { ${RESULT} } }`,
  act: `mutation(${AT}, $seat: Int!, $action: HandActionKind!) { recordAction(${ON}, seat: $seat, action: $action) { ${RESULT} } }`,
  board: `mutation(${AT}) { dealBoard(${ON}) { ${RESULT} } }`,
  award: `mutation(${AT}, $winners: [[Int!]!]) { awardPots(${ON}, winners: $winners) { ${RESULT} } }`,
  complete: `mutation(${AT}) { completeHand(${ON}) { ${RESULT} } }`,
};
const Q = {
  current: `query($t: ID!, $table: ID!) { currentHand(tournamentId: $t, tableId: $table) {
    handNo phase seats { seat playerId stack } toAct { seat canCheck } pots { eligibleSeats } } }`,
  tables: `query($t: ID!) { tables(tournamentId: $t) { tableId seats { seat playerId stack } } }`,
  standings: `query($t: ID!) { standings(tournamentId: $t) { tournamentStatus completed winnerId playersLeft
    lines { place sharedBy playerId status stack } } }`,
  payouts: `query($t: ID!) { payouts(tournamentId: $t) { totalAwarded pool { amount }
    receipts { playerId place kind amount sharedPlaces } } }`,
};

const T = `fifty-${process.pid}`;
const FIELD = 10;
const STACK = 2_500;
const PRIZE_PART = 10_001;
const PLAYERS = Array.from({ length: FIELD + 1 }, (_, i) => playerInput(`${T}-p${i + 1}`));

let server: RunningServer;
let director: string;
let floor: string;
let dealer: string;
let table: string;

/* eslint-disable @typescript-eslint/no-explicit-any */
const run = (query: string, variables: Record<string, unknown>, token = dealer) =>
  gql<any>(server.url, query, variables, token);
async function ok(query: string, variables: Record<string, unknown>, token = dealer) {
  const r = await run(query, variables, token);
  if (r.errors) throw new Error(`unexpected error: ${JSON.stringify(r.errors)}`);
  return r.data;
}
async function refused(query: string, variables: Record<string, unknown>, token = dealer) {
  const before = await headPosition(server.url);
  const e = onlyError(await run(query, variables, token));
  expect(await headPosition(server.url)).toBe(before);
  return e;
}
const types = (r: any) => (Object.values(r)[0] as any).events.map((e: any) => e.type as string);
const current = async () => (await ok(Q.current, { t: T, table })).currentHand;

/** One hand: the named seats move all in, the others fold or check; `winner` takes every pot. */
async function shove(allIn: readonly number[], winner: number): Promise<string[]> {
  await ok(M.startHand, { t: T, table });
  const handNo = (await current()).handNo as number;
  const at = { t: T, table, hand: handNo };
  await ok(M.post, at);
  for (let guard = 0; guard < 30; guard++) {
    const h = await current();
    if (!h.toAct) break;
    const seat = h.toAct.seat as number;
    const action =
      seat === winner || allIn.includes(seat) ? 'ALL_IN' : h.toAct.canCheck ? 'CHECK' : 'FOLD';
    await ok(M.act, { ...at, seat, action });
  }
  for (let k = 0; k < 3 && (await current()).phase === 'dealing'; k++) await ok(M.board, at);
  const pots = (await current()).pots as any[];
  await ok(M.award, { ...at, winners: pots.map(() => [winner]) }, floor);
  return types(await ok(M.complete, at));
}

beforeAll(async () => {
  server = await startServer();
  director = server.token({ role: 'director', sub: 'td-1' });
  floor = server.token({ role: 'floor', sub: 'floor-1' });
  dealer = server.token({ role: 'dealer', sub: 'dealer-7' });
  await enrolMembers(server, PLAYERS); // FSNP Art. 29: only card holders enter
});
afterAll(async () => server?.stop());

describe('a 50-50 Turbo over GraphQL (FSNP Art. 140.1)', () => {
  it('FSNP Art. 140, 140.1(a)-(b): created with 2,500 chips, 10 players registered, the 11th refused', async () => {
    await ok(
      CREATE,
      {
        input: createInput(T, {
          tournamentType: 'TURBO_50_50',
          seatsPerTable: FIELD,
          startingStack: STACK,
          levels: [
            { level: 1, smallBlind: 25, bigBlind: 50, ante: 0, durationMinutes: 15 },
            { level: 2, smallBlind: 50, bigBlind: 100, ante: 0, durationMinutes: 15 },
          ],
          buyIn: { prizeFund: PRIZE_PART, fee: 1_000 },
        }),
      },
      director,
    );
    await ok(OPEN, { id: T }, director);
    for (const p of PLAYERS.slice(0, FIELD)) await ok(REGISTER, { id: T, input: p }, floor);
    const e = await refused(REGISTER, { id: T, input: PLAYERS[FIELD] }, floor);
    expect(e.extensions).toMatchObject({ code: 'REGISTRATION_FULL' });
    expect(e.extensions?.ruleRef).toContain('140.1(a)');
    await ok(CLOSE, { id: T }, director);
    await ok(M.start, { t: T }, director);
    const tables = (await ok(Q.tables, { t: T }, director)).tables;
    expect(tables).toHaveLength(1);
    expect(tables[0].seats).toHaveLength(FIELD);
    table = tables[0].tableId;
  });

  it('FSNP Art. 140.1(a), (c): three out is not the end; the hand that puts the fifth out completes the tournament', async () => {
    const seats = ((await ok(Q.tables, { t: T }, director)).tables[0].seats as any[]).map(
      (s) => s.seat as number,
    );
    const [winner, ...rest] = seats;
    const first = await shove(rest.slice(0, 3), winner);
    expect(first.filter((x) => x === 'PlayerEliminated')).toHaveLength(3);
    expect(first).not.toContain('TournamentCompleted');
    expect((await ok(Q.standings, { t: T })).standings).toMatchObject({
      completed: false,
      playersLeft: 7,
    });
    const second = await shove(rest.slice(3, 5), winner);
    expect(second.filter((x) => x === 'PlayerEliminated')).toHaveLength(2);
    expect(second.at(-1)).toBe('TournamentCompleted');
  });

  it('FSNP Art. 140.1(a): no further hand is dealt, and the refusal names the article', async () => {
    const e = await refused(M.startHand, { t: T, table });
    expect(e.extensions).toMatchObject({ code: 'TOURNAMENT_OVER', ruleRef: 'FSNP Art. 140.1(a)' });
    expect(e.message).toContain('half the field (5 of 10 players)');
  });

  it('FSNP Art. 140.1(f): the standings rank the 5 left by their chips, then the elimination order', async () => {
    const st = (await ok(Q.standings, { t: T })).standings;
    expect(st).toMatchObject({ completed: true, tournamentStatus: 'COMPLETED' });
    const lines = [...st.lines].sort((a: any, b: any) => a.place - b.place);
    expect(lines).toHaveLength(FIELD);
    const top = lines.filter((l: any) => l.place <= 5);
    expect(top).toHaveLength(5);
    expect(top.reduce((a: number, l: any) => a + l.stack, 0)).toBe(FIELD * STACK);
    top.forEach((l: any, i: number) => {
      if (i === 0) return expect(st.winnerId).toBe(l.playerId);
      const prev = top[i - 1];
      expect(l.stack <= prev.stack).toBe(true);
      expect(l.place === prev.place).toBe(l.stack === prev.stack);
    });
  });

  it('FSNP Art. 140.1(a); DECISION-3, DECISION-10: half the fund equally, half by chips, exact to the minor unit', async () => {
    await ok(FIX_TABLE, { id: T }, director);
    await ok(FIX_POOL, { id: T }, director);
    await ok(AWARD, { id: T }, director);
    const p = (await ok(Q.payouts, { t: T }, director)).payouts;
    const fund = FIELD * PRIZE_PART;
    expect(p.pool.amount).toBe(fund);
    expect(p.totalAwarded).toBe(fund);
    expect(p.receipts).toHaveLength(5);
    const lines = (await ok(Q.standings, { t: T })).standings.lines as any[];
    const equal = (fund - Math.floor(fund / 2)) / 5;
    for (const r of p.receipts) {
      expect(r.kind).toBe('fifty-fifty');
      const chips = lines.find((l) => l.playerId === r.playerId).stack as number;
      // Largest remainder never moves a share by a whole unit or more.
      const exact = equal + (Math.floor(fund / 2) * chips) / (FIELD * STACK);
      expect(Math.abs(r.amount - exact)).toBeLessThan(1);
    }
  });
});
