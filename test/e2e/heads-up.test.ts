/**
 * Heads-up pyramid over GraphQL (FSNP Art. 140.3; issue 4 tournament types), real HTTP against
 * the compiled server: four federation members are drawn into two pairs, each match is played
 * hand by hand to one all-in, the match results are recorded and the two winners are drawn
 * into the final. The draws are random (recorded in the events), so the test reads the pairs
 * and positions from the API and plays them as dealt.
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
  startTournament: `mutation($t: ID!) { startTournament(tournamentId: $t) { ${RESULT} } }`,
  draw: `mutation($t: ID!, $commandId: ID) { startHeadsUpBracket(tournamentId: $t, commandId: $commandId) { ${RESULT} } }`,
  complete: `mutation($t: ID!, $table: ID!) { completeHeadsUpMatch(tournamentId: $t, tableId: $table) { ${RESULT} } }`,
  startHand: `mutation($t: ID!, $table: ID!) { startHand(tournamentId: $t, tableId: $table) { ${RESULT} } }`,
  post: `mutation(${AT}, $hands: [SeatCardsInput!]) { postForcedBets(${ON}, hands: $hands) { ${RESULT} } }`,
  act: `mutation(${AT}, $seat: Int!, $action: HandActionKind!) { recordAction(${ON}, seat: $seat, action: $action) { ${RESULT} } }`,
  board: `mutation(${AT}, $cards: [String!]) { dealBoard(${ON}, cards: $cards) { ${RESULT} } }`,
  show: `mutation(${AT}, $seat: Int!) { showOrMuck(${ON}, seat: $seat, show: true) { ${RESULT} } }`,
  completeHand: `mutation(${AT}) { completeHand(${ON}) { ${RESULT} } }`,
};
const Q = {
  bracket: `query($t: ID!) { headsUpBracket(tournamentId: $t) {
    tournamentId field bracketSize rounds round championId byes
    matches { match tableId players winnerId }
    places { playerId place sharedBy placeLabel round } } }`,
  current: `query($t: ID!, $table: ID!) { currentHand(tournamentId: $t, tableId: $table) {
    handNo smallBlindSeat bigBlindSeat seats { seat playerId stack } toAct { seat } } }`,
  tables: `query($t: ID!) { tables(tournamentId: $t) { tableId seats { seat playerId stack } } }`,
};

let server: RunningServer;
let director: string;
let floor: string;
let dealer: string;

/* eslint-disable @typescript-eslint/no-explicit-any */
const run = (query: string, variables: Record<string, unknown>, token: string) =>
  gql<any>(server.url, query, variables, token);
async function ok(query: string, variables: Record<string, unknown>, token: string) {
  const r = await run(query, variables, token);
  if (r.errors) throw new Error(`unexpected error: ${JSON.stringify(r.errors)}`);
  return r.data;
}
/** A refused command: one error with the code and article, and nothing appended. */
async function refused(query: string, variables: Record<string, unknown>, token: string) {
  const before = await headPosition(server.url);
  const e = onlyError(await run(query, variables, token));
  expect(await headPosition(server.url)).toBe(before);
  return e;
}
const types = (r: any) => (Object.values(r)[0] as any).events.map((e: any) => e.type as string);

const T = `hu-${process.pid}`;
const PLAYERS = [1, 2, 3, 4].map((i) => playerInput(`${T}-p${i}`));
const STACK = 2_500;
const bracket = async () => (await ok(Q.bracket, { t: T }, floor)).headsUpBracket;

/**
 * One hand at a heads-up table, played to one all-in: the small blind moves all in with 7-2,
 * the big blind calls with aces and, on a board that pairs neither, wins every chip at the
 * table (FSPR 5.10.1). Returns the winner's and the loser's ids.
 */
async function allInHand(table: string): Promise<{ winner: string; loser: string }> {
  await ok(M.startHand, { t: T, table }, dealer);
  const h = (await ok(Q.current, { t: T, table }, dealer)).currentHand;
  expect(h.seats).toHaveLength(2);
  const at = { t: T, table, hand: h.handNo };
  const sb = h.smallBlindSeat as number;
  const bb = h.bigBlindSeat as number;
  const idOf = (seat: number) => h.seats.find((x: any) => x.seat === seat).playerId as string;
  await ok(
    M.post,
    {
      ...at,
      hands: [
        { seat: sb, cards: ['7c', '2d'] },
        { seat: bb, cards: ['As', 'Ah'] },
      ],
    },
    dealer,
  );
  for (let i = 0; i < 4; i++) {
    const now = (await ok(Q.current, { t: T, table }, dealer)).currentHand;
    if (!now.toAct) break;
    const action = now.toAct.seat === sb ? 'ALL_IN' : 'CALL';
    await ok(M.act, { ...at, seat: now.toAct.seat, action }, dealer);
  }
  for (const cards of [['Kc', 'Qd', '3h'], ['9s'], ['4c']])
    await ok(M.board, { ...at, cards }, dealer);
  await ok(M.show, { ...at, seat: sb }, dealer);
  await ok(M.show, { ...at, seat: bb }, dealer);
  await ok(M.completeHand, at, dealer);
  return { winner: idOf(bb), loser: idOf(sb) };
}

beforeAll(async () => {
  server = await startServer();
  director = server.token({ role: 'director', sub: 'td-1' });
  floor = server.token({ role: 'floor', sub: 'floor-1' });
  dealer = server.token({ role: 'dealer', sub: 'dealer-7' });
  await enrolMembers(server, PLAYERS); // FSNP Art. 29: only card holders enter
  await ok(
    CREATE,
    {
      input: createInput(T, {
        tournamentType: 'HU',
        seatsPerTable: 2,
        startingStack: STACK,
        levels: [{ level: 1, smallBlind: 25, bigBlind: 50, ante: 0, durationMinutes: 10 }],
      }),
    },
    director,
  );
  await ok(OPEN, { id: T }, director);
  for (const p of PLAYERS) await ok(REGISTER, { id: T, input: p }, floor);
  await ok(CLOSE, { id: T }, director);
});
afterAll(async () => server?.stop());

describe('heads-up pyramid over GraphQL (FSNP Art. 140.3)', () => {
  const winners: string[] = [];
  const losers: string[] = [];
  let matches: any[];

  it('FSNP Art. 140.3(b): startTournament refuses a heads-up tournament and points to startHeadsUpBracket', async () => {
    const e = await refused(M.startTournament, { t: T }, director);
    expect(e.extensions).toMatchObject({ code: 'USE_HEADS_UP_BRACKET' });
    expect(e.extensions?.ruleRef).toContain('FSNP Art. 140.3');
    expect(e.message).toContain('StartHeadsUpBracket');
    expect(await bracket()).toBeNull();
  });

  it('FSNP Art. 140.3(b): only the director draws the pairs', async () => {
    const e = await refused(M.draw, { t: T }, floor);
    expect(e.extensions?.code).toBe('FORBIDDEN');
  });

  it('FSNP Art. 140.3(a-b): four players are drawn into two pairs, each at its own table of two', async () => {
    const r = await ok(M.draw, { t: T, commandId: `${T}-draw` }, director);
    expect(types(r)).toEqual([
      'TournamentStarted',
      'HeadsUpRoundDrawn',
      'ButtonDrawConducted',
      'ButtonDrawConducted',
    ]);
    const b = await bracket();
    expect(b).toMatchObject({
      tournamentId: T,
      field: 4,
      bracketSize: 4,
      rounds: 2,
      round: 1,
      championId: null,
      byes: [],
      places: [],
    });
    matches = b.matches;
    expect(matches).toHaveLength(2);
    expect(matches.every((m: any) => m.winnerId === null && m.players.length === 2)).toBe(true);
    const drawn = matches.flatMap((m: any) => m.players).sort();
    expect(drawn).toEqual(PLAYERS.map((p) => p.playerId).sort());
    const tables = (await ok(Q.tables, { t: T }, floor)).tables;
    for (const m of matches)
      expect(tables.find((t: any) => t.tableId === m.tableId).seats).toEqual([
        { seat: 1, playerId: m.players[0], stack: STACK },
        { seat: 2, playerId: m.players[1], stack: STACK },
      ]);
  });

  it('FSNP Art. 140.3(a): a match is not over while both players hold chips (cited under FSNP, no foreign article)', async () => {
    const e = await refused(M.complete, { t: T, table: matches[0].tableId }, floor);
    expect(e.extensions).toMatchObject({ code: 'MATCH_NOT_DECIDED' });
    expect(e.extensions?.ruleRef).toBe('FSNP Art. 140.3(a)');
  });

  it('FSPR 5.10.1; FSNP Art. 140.3(f): an all-in hand wins the first match; the loser shares places 3-4', async () => {
    const { winner, loser } = await allInHand(matches[0].tableId);
    winners.push(winner);
    losers.push(loser);
    expect(matches[0].players).toEqual(expect.arrayContaining([winner, loser]));
    const r = await ok(M.complete, { t: T, table: matches[0].tableId }, floor);
    expect(types(r)).toEqual(['HeadsUpMatchCompleted']);
    const b = await bracket();
    expect(b.round).toBe(1);
    expect(b.matches[0]).toMatchObject({ tableId: matches[0].tableId, winnerId: winner });
    expect(b.matches[1].winnerId).toBeNull();
    expect(b.places).toEqual([
      { playerId: loser, place: 3, sharedBy: 2, placeLabel: '3-4', round: 1 },
    ]);
    const again = await refused(M.complete, { t: T, table: matches[0].tableId }, floor);
    expect(again.extensions?.code).toBe('MATCH_ALREADY_COMPLETED');
  });

  it('FSNP Art. 140.3(b-c): the last match of round 1 draws the winners into the final, each on a fresh starting stack', async () => {
    const { winner, loser } = await allInHand(matches[1].tableId);
    winners.push(winner);
    losers.push(loser);
    const r = await ok(M.complete, { t: T, table: matches[1].tableId }, floor);
    expect(types(r)).toEqual(['HeadsUpMatchCompleted', 'HeadsUpRoundDrawn', 'ButtonDrawConducted']);
    const b = await bracket();
    expect(b).toMatchObject({ round: 2, rounds: 2, championId: null, byes: [] });
    expect(b.matches).toHaveLength(1);
    expect([...b.matches[0].players].sort()).toEqual([...winners].sort());
    expect(b.matches[0].winnerId).toBeNull();
    expect(b.places.map((p: any) => [p.playerId, p.placeLabel])).toEqual(
      [...losers].sort().map((p) => [p, '3-4']),
    );
    const table = (await ok(Q.tables, { t: T }, floor)).tables.find(
      (t: any) => t.tableId === b.matches[0].tableId,
    );
    expect(table.seats.map((s: any) => s.stack)).toEqual([STACK, STACK]);
  });
});
