/**
 * Issue 19, multi-day (FSNP Art. 124, 129-130, 136; DECISION-15): a whole FSNP R+A tournament
 * (re-entry, top-up and add-on, Art. 139.3) over GraphQL from creation to its recorded completion
 * and prizes, through the end-of-day draw, the end-of-day hands, bagging and day 2. Real HTTP
 * against the compiled server; its clock is shifted through LEDGER_CLOCK_OFFSET_FILE.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STRUCTURE_A } from '../support/tournament-fixtures';
import { gql, headPosition, onlyError } from './support/graphql';
import { enrolMembers } from './support/members';
import { CREATE, OPEN, REGISTER, playerInput } from './support/operations';
import { startServer, type RunningServer } from './support/server';
import { AWARD, FIX_POOL, FIX_TABLE } from './money-flow';

jest.setTimeout(240_000);

const RESULT = 'tournamentId commandId duplicate projected events { type revision globalPosition }';
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
  counts: `mutation($t: ID!, $table: ID!, $counts: [SeatChipsInput!]!) { recordChipCounts(tournamentId: $t, tableId: $table, counts: $counts) { ${RESULT} } }`,
  announce: `mutation($t: ID!, $p: ID!, $item: AnnouncedItem!) { announcePurchase(tournamentId: $t, playerId: $p, item: $item) { ${RESULT} } }`,
  reEnter: `mutation($t: ID!, $p: ID!) { reEnter(tournamentId: $t, playerId: $p) { ${RESULT} } }`,
  topUp: `mutation($t: ID!, $p: ID!) { topUp(tournamentId: $t, playerId: $p) { ${RESULT} } }`,
  addOn: `mutation($t: ID!, $p: ID!) { takeAddOn(tournamentId: $t, playerId: $p) { ${RESULT} } }`,
  endOfDay: `mutation($t: ID!) { drawEndOfDayHands(tournamentId: $t) { ${RESULT} } }`,
  bag: `mutation($t: ID!, $bags: [BaggedCountInput!]!) { bagChips(tournamentId: $t, bags: $bags) { ${RESULT} } }`,
  resumeDay: `mutation($t: ID!, $counts: [BaggedCountInput!]!) { resumeDay(tournamentId: $t, counts: $counts) { ${RESULT} } }`,
  breakOrder: `mutation($t: ID!, $order: [ID!]!) { publishTableBreakOrder(tournamentId: $t, order: $order) { ${RESULT} } }`,
  breakTable: `mutation($t: ID!, $table: ID!) { breakTable(tournamentId: $t, tableId: $table) { ${RESULT} } }`,
};
const Q = {
  clock: `query($t: ID!) { clock(tournamentId: $t) { status tournamentStatus day dayClosed level onBreak timeLeftMs elapsedMs paused playersLeft totalChipsInPlay } }`,
  tables: `query($t: ID!) { tables(tournamentId: $t) { tableId players chips seats { seat playerId stack } } }`,
  current: `query($t: ID!, $table: ID!) { currentHand(tournamentId: $t, tableId: $table) {
    handNo phase bigBlindSeat seats { seat playerId stack allIn } toAct { seat } pots { amount } } }`,
  standings: `query($t: ID!) { standings(tournamentId: $t) { completed winnerId playersLeft lines { place sharedBy playerId } } }`,
  prizeFund: `query($t: ID!) { prizeFund(tournamentId: $t) { prizeFund purchases byItem { key count } } }`,
};

let server: RunningServer;
let director: string;
let floor: string;
let dealer: string;
let offsetFile: string;

/* eslint-disable @typescript-eslint/no-explicit-any */
const run = (query: string, variables: Record<string, unknown>, token = director) =>
  gql<any>(server.url, query, variables, token);
async function ok(query: string, variables: Record<string, unknown>, token = director) {
  const r = await run(query, variables, token);
  if (r.errors) throw new Error(`unexpected error: ${JSON.stringify(r.errors)}`);
  return r.data;
}
async function refused(query: string, variables: Record<string, unknown>, code: string) {
  const before = await headPosition(server.url);
  const e = onlyError(await run(query, variables));
  expect(e.extensions?.code).toBe(code);
  expect(typeof e.extensions?.ruleRef).toBe('string');
  expect(await headPosition(server.url)).toBe(before);
  return e;
}
const types = (r: any) => (Object.values(r)[0] as any).events.map((e: any) => e.type as string);

/** Moves the server clock so the tournament has `minutes` of play behind it. */
async function playTimeIs(t: string, minutes: number): Promise<void> {
  const c = (await ok(Q.clock, { t })).clock;
  const current = Number(readFileSync(offsetFile, 'utf8'));
  writeFileSync(offsetFile, String(current + minutes * 60_000 - c.elapsedMs));
}
/** Moves the server clock on by wall time (overnight). */
function wallClockOn(minutes: number) {
  const current = Number(readFileSync(offsetFile, 'utf8'));
  writeFileSync(offsetFile, String(current + minutes * 60_000));
}

const T = `md-${process.pid}`;
const PLAYERS = Array.from({ length: 16 }, (_, i) => playerInput(`${T}-p${i + 1}`));
const STACK = 2_500; // FSNP Art. 139.3(c)
/** Day 1 ends after level 10 (FSNP Art. 124, 136): levels of 15 min, a 15-min break after 8. */
const LEVELS = STRUCTURE_A.map((l) => (l.level === 10 ? { ...l, endOfDay: true } : l));
const LEVEL_10_START = 9 * 15 + 15;
/** FSNP Art. 43 denominations, biggest first, for the bag tickets (Art. 129). */
const CHIPS = [5000, 1000, 500, 100, 25];
const bagOf = (playerId: string, stack: number) => {
  let left = stack;
  const chips = CHIPS.map((denomination) => {
    const count = Math.floor(left / denomination);
    left -= count * denomination;
    return { denomination, count };
  }).filter((c) => c.count > 0);
  expect(left).toBe(0);
  return { playerId, chips };
};

const tables = async () => (await ok(Q.tables, { t: T })).tables as any[];
const current = async (table: string) =>
  (await ok(Q.current, { t: T, table }, dealer)).currentHand;

/**
 * One hand at `table`: `allIn` players move all-in and the big blind calls (or everyone folds to
 * him); the floor declares the big blind winner of every pot.
 */
async function playHand(table: string, allIn: (seat: number) => boolean = () => false) {
  const started = await ok(M.startHand, { t: T, table }, dealer);
  let h = await current(table);
  const at = { t: T, table, hand: h.handNo };
  await ok(M.post, at, dealer);
  h = await current(table);
  while (h.toAct) {
    const seat = h.toAct.seat;
    const action = seat === h.bigBlindSeat ? 'CALL' : allIn(seat) ? 'ALL_IN' : 'FOLD';
    await ok(M.act, { ...at, seat, action }, dealer);
    h = await current(table);
  }
  while (h.phase === 'dealing') {
    await ok(M.board, at, dealer);
    h = await current(table);
  }
  if (h.pots.length > 1 || h.seats.filter((s: any) => s.allIn).length)
    await ok(M.award, { ...at, winners: h.pots.map(() => [h.bigBlindSeat]) }, floor);
  return { started: types(started), completed: await ok(M.complete, at, dealer), handNo: h.handNo };
}

/** The floor's count at `table`: the next big blind holds everything but `small` chips each. */
async function countsFor(table: string, small: (i: number) => number) {
  const x = (await tables()).find((y) => y.tableId === table);
  const seats = x.seats.filter((s: any) => s.playerId);
  const next = await current(table).catch(() => null);
  void next;
  const total = seats.reduce((a: number, s: any) => a + s.stack, 0);
  return { seats, total };
}

beforeAll(async () => {
  server = await startServer((dir) => ({ LEDGER_CLOCK_OFFSET_FILE: join(dir, 'clock-offset') }));
  offsetFile = join(server.dir, 'clock-offset');
  writeFileSync(offsetFile, '0');
  director = server.token({ role: 'director', sub: 'td-1' });
  floor = server.token({ role: 'floor', sub: 'floor-1' });
  dealer = server.token({ role: 'dealer', sub: 'dealer-1' });
  await enrolMembers(server, PLAYERS); // FSNP Art. 29
});
afterAll(async () => server?.stop());

describe('FSNP R+A over two days, from creation to the prizes', () => {
  it('FSNP Art. 136; DECISION-15: the structure is created with the last level of day 1 marked', async () => {
    await ok(CREATE, {
      input: {
        tournamentId: T,
        name: 'Cupa Bucureștiului R+A, două zile',
        rulesetId: 'fsnp',
        tournamentType: 'RA',
        currency: 'RON',
        clubId: 'club-1',
        venue: 'Bucharest',
        scheduledStart: '2026-12-05T17:00:00Z',
        seatsPerTable: 10,
        startingStack: STACK,
        levels: LEVELS,
        buyIn: { prizeFund: 10_000, fee: 2_000 },
        prices: {
          reEntry: { prizeFund: 10_000, fee: 2_000 },
          topUp: { prizeFund: 10_000, fee: 2_000 },
          addOn: { prizeFund: 15_000, fee: 3_000 },
        },
      },
    });
    await ok(OPEN, { id: T });
    for (const p of PLAYERS) await ok(REGISTER, { id: T, input: p }, floor);
    expect(types(await ok(M.start, { t: T }))).toContain('TournamentStarted');
    expect(await tables()).toHaveLength(2);
  });
});
