/**
 * Issue 19, FSNP Art. 51 (and 58, 95) over GraphQL: the dealer had put the button on the wrong
 * seat; found after substantial action, the fact is recorded, the hand goes on, and the next
 * hand's button goes to the seat the blind order gives, not one on from the misplaced seat.
 * Real HTTP against the compiled server: an FSNP freezeout of four at one table.
 */
import { gql, headPosition, onlyError } from './support/graphql';
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
  act: `mutation(${AT}, $seat: Int!, $action: HandActionKind!, $amount: SafeInt) { recordAction(${ON}, seat: $seat, action: $action, amount: $amount) { ${RESULT} } }`,
  board: `mutation(${AT}) { dealBoard(${ON}) { ${RESULT} } }`,
  complete: `mutation(${AT}) { completeHand(${ON}) { ${RESULT} } }`,
  misplaced: `mutation(${AT}, $seat: Int!) { recordMisplacedButton(${ON}, seat: $seat) { ${RESULT} } }`,
};
const CURRENT = `query($t: ID!, $table: ID!) { currentHand(tournamentId: $t, tableId: $table) {
  handNo phase street buttonSeat smallBlindSeat bigBlindSeat seats { seat } toAct { seat canCheck } } }`;
const TABLES = `query($t: ID!) { tables(tournamentId: $t) { tableId } }`;

let server: RunningServer;
let director: string;
let floor: string;
let dealer: string;

/* eslint-disable @typescript-eslint/no-explicit-any */
const run = (q: string, v: Record<string, unknown>, token = dealer) =>
  gql<any>(server.url, q, v, token);
async function ok(q: string, v: Record<string, unknown>, token = dealer) {
  const r = await run(q, v, token);
  if (r.errors) throw new Error(`unexpected error: ${JSON.stringify(r.errors)}`);
  return r.data;
}
const types = (r: any) => (Object.values(r)[0] as any).events.map((e: any) => e.type as string);

const T = `button-${process.pid}`;
const PLAYERS = [1, 2, 3, 4].map((i) => playerInput(`${T}-p${i}`));
let table: string;
const current = async () => (await ok(CURRENT, { t: T, table })).currentHand;
const at = (hand: number) => ({ t: T, table, hand });

beforeAll(async () => {
  server = await startServer();
  director = server.token({ role: 'director', sub: 'td-1' });
  floor = server.token({ role: 'floor', sub: 'floor-1' });
  dealer = server.token({ role: 'dealer', sub: 'dealer-7' });
  await enrolMembers(server, PLAYERS);
  await ok(
    CREATE,
    {
      input: createInput(T, {
        seatsPerTable: 9,
        levels: [{ level: 1, smallBlind: 100, bigBlind: 200, ante: 0, durationMinutes: 60 }],
      }),
    },
    director,
  );
  await ok(OPEN, { id: T }, director);
  for (const p of PLAYERS) await ok(REGISTER, { id: T, input: p }, floor);
  await ok(CLOSE, { id: T }, director);
  await ok(M.start, { t: T }, director);
  table = (await ok(TABLES, { t: T }, director)).tables[0].tableId;
});
afterAll(async () => server?.stop());

describe('FSNP Art. 51: a wrongly placed button over GraphQL', () => {
  it('FSNP Art. 51: found after substantial action the fact is recorded, the hand goes on, and hand 2 has the button where the blind order puts it', async () => {
    await ok(M.startHand, { t: T, table });
    await ok(M.post, at(1));
    const h1 = await current();
    const seats: number[] = h1.seats.map((s: any) => s.seat);
    // Everyone calls or checks round to the flop: substantial action (FSNP Art. 95).
    for (let h = await current(); h.street === 'pre-flop' && h.toAct; h = await current())
      await ok(M.act, {
        ...at(1),
        seat: h.toAct.seat,
        action: h.toAct.canCheck ? 'CHECK' : 'CALL',
      });
    await ok(M.board, at(1));
    // The dealer had put the button on the small blind's seat.
    const wrong = h1.smallBlindSeat;
    const before = await headPosition(server.url);
    const belongs = onlyError(await run(M.misplaced, { ...at(1), seat: h1.buttonSeat }, floor));
    expect(belongs.extensions).toMatchObject({
      code: 'BUTTON_WAS_RIGHT',
      ruleRef: 'FSNP Art. 51, 58',
    });
    expect(await headPosition(server.url)).toBe(before);
    expect(types(await ok(M.misplaced, { ...at(1), seat: wrong }, floor))).toEqual([
      'ButtonCorrected',
    ]);
    // The hand goes on: a bet takes the pot.
    let h = await current();
    await ok(M.act, { ...at(1), seat: h.toAct.seat, action: 'BET', amount: 400 });
    for (h = await current(); h.toAct; h = await current())
      await ok(M.act, { ...at(1), seat: h.toAct.seat, action: 'FOLD' });
    await ok(M.complete, at(1));
    await ok(M.startHand, { t: T, table });
    const h2 = await current();
    expect(h2.handNo).toBe(2);
    // The button moves on from where it belonged (the old small blind), not from the misplaced seat.
    expect(h2.buttonSeat).toBe(h1.smallBlindSeat);
    expect(h2.buttonSeat).not.toBe(seats[(seats.indexOf(wrong) + 1) % seats.length]);
  });
});
