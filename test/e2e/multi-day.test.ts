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
  clock: `query($t: ID!) { clock(tournamentId: $t) { status tournamentStatus day dayClosed lastLevelOfDay level onBreak timeLeftMs elapsedMs paused playersLeft totalChipsInPlay } }`,
  tables: `query($t: ID!) { tables(tournamentId: $t) { tableId players chips seats { seat playerId stack } } }`,
  current: `query($t: ID!, $table: ID!) { currentHand(tournamentId: $t, tableId: $table) {
    handNo phase bigBlindSeat seats { seat playerId stack allIn } toAct { seat } pots { amount } } }`,
  standings: `query($t: ID!) { standings(tournamentId: $t) { completed winnerId playersLeft lines { place sharedBy playerId } } }`,
  prizeFund: `query($t: ID!) { prizeFund(tournamentId: $t) { prizeFund purchases byItem { key count } } }`,
  payouts: `query($t: ID!) { payouts(tournamentId: $t) { totalAwarded pool { amount } table { places } receipts { place playerId amount kind } } }`,
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
const current = async (table: string) => (await ok(Q.current, { t: T, table }, dealer)).currentHand;

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

/** The floor's count at `table`: one player holds all but a few distinct short stacks (LNSE IV.7.1). */
async function oneBigStack(table: string): Promise<{ giantSeat: number; giant: string }> {
  const x = (await tables()).find((y) => y.tableId === table);
  const seats = x.seats.filter((s: any) => s.playerId);
  const total = seats.reduce((a: number, s: any) => a + s.stack, 0);
  const counts = seats.map((s: any, i: number) => ({
    seat: s.seat,
    chips: i ? 1_000 + 100 * i : 0,
  }));
  counts[0].chips = total - counts.reduce((a: number, c: any) => a + c.chips, 0);
  await ok(M.counts, { t: T, table, counts }, floor);
  return { giantSeat: seats[0].seat, giant: seats[0].playerId };
}

/** The rest of a hand already started at `table`: everyone folds to the big blind. */
async function finishQuiet(table: string) {
  let h = await current(table);
  const at = { t: T, table, hand: h.handNo };
  await ok(M.post, at, dealer);
  h = await current(table);
  while (h.toAct) {
    const seat = h.toAct.seat;
    await ok(M.act, { ...at, seat, action: seat === h.bigBlindSeat ? 'CALL' : 'FOLD' }, dealer);
    h = await current(table);
  }
  return ok(M.complete, at, dealer);
}

/** Everyone moves all-in; the big stack wins every pot. */
async function showdownFor(table: string, giantSeat: number) {
  await ok(M.startHand, { t: T, table }, dealer);
  let h = await current(table);
  const at = { t: T, table, hand: h.handNo };
  await ok(M.post, at, dealer);
  h = await current(table);
  while (h.toAct) {
    await ok(M.act, { ...at, seat: h.toAct.seat, action: 'ALL_IN' }, dealer);
    h = await current(table);
  }
  while (h.phase === 'dealing') {
    await ok(M.board, at, dealer);
    h = await current(table);
  }
  await ok(M.award, { ...at, winners: h.pots.map(() => [giantSeat]) }, floor);
  return ok(M.complete, at, dealer);
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

  let busted = '';
  it('FSNP Art. 139.3(a): a player who loses his chips in level 1 re-enters with a new starting stack', async () => {
    const [first] = await tables();
    // The first player to act moves all-in, the big blind calls and wins.
    let firstToAct: number | null = null;
    const r = await playHand(first.tableId, (seat) => {
      firstToAct ??= seat;
      return seat === firstToAct;
    });
    const out = first.seats.find((s: any) => s.seat === firstToAct).playerId;
    expect(types(r.completed)).toContain('HandCompleted');
    busted = out;
    expect(types(await ok(M.reEnter, { t: T, p: busted }))).toContain('PlayerReEntered');
  });

  it('FSNP Art. 139.3(e): a player below half the starting stack tops up by 2,500', async () => {
    const [, second] = await tables();
    const [a, mate] = second.seats.filter((s: any) => s.playerId);
    const counts = second.seats
      .filter((s: any) => s.playerId)
      .map((s: any) => ({
        seat: s.seat,
        chips: s === a ? 1_000 : s === mate ? s.stack + a.stack - 1_000 : s.stack,
      }));
    await ok(M.counts, { t: T, table: second.tableId, counts }, floor);
    expect(types(await ok(M.topUp, { t: T, p: a.playerId }))).toContain('ChipsToppedUp');
  });

  it('FSNP Art. 139.3(d): in the break after level 8 players take the add-on of 5,000', async () => {
    await playTimeIs(T, 8 * 15 + 5);
    expect((await ok(Q.clock, { t: T })).clock).toMatchObject({ onBreak: true });
    for (const p of [PLAYERS[0], PLAYERS[5]])
      expect(types(await ok(M.addOn, { t: T, p: p.playerId }))).toContain('AddOnTaken');
  });

  let hands = 0;
  it('FSNP Art. 124: in the last level of day 1 the end-of-day card stops the clock and sets the hands left', async () => {
    await playTimeIs(T, LEVEL_10_START - 10);
    await refused(M.endOfDay, { t: T }, 'NOT_LAST_LEVEL_OF_DAY');
    expect((await ok(Q.clock, { t: T })).clock).toMatchObject({ level: 9, lastLevelOfDay: false });
    await playTimeIs(T, LEVEL_10_START + 1);
    expect((await ok(Q.clock, { t: T })).clock).toMatchObject({ level: 10, lastLevelOfDay: true });
    const r = await ok(M.endOfDay, { t: T });
    expect(types(r)).toEqual(expect.arrayContaining(['ClockPaused', 'EndOfDayHandCountDrawn']));
    expect((await ok(Q.clock, { t: T })).clock).toMatchObject({ level: 10, paused: true });
    await refused(M.endOfDay, { t: T }, 'ALREADY_DRAWN');
  });

  it('FSNP Art. 124(a): every table plays exactly the hands drawn; no more, and bagging waits for them', async () => {
    const [a, b] = (await tables()).map((x) => x.tableId);
    const bags = async () =>
      (await tables()).flatMap((x) =>
        x.seats
          .filter((s: any) => s.playerId && s.stack > 0)
          .map((s: any) => bagOf(s.playerId, s.stack)),
      );
    // Table A deals until the count drawn is reached: the next deal is refused with Art. 124(a).
    for (;;) {
      const r = await run(M.startHand, { t: T, table: a }, dealer);
      if (r.errors) {
        expect(r.errors[0].extensions).toMatchObject({
          code: 'END_OF_DAY_HANDS_PLAYED',
          ruleRef: 'FSNP Art. 124(a)',
        });
        break;
      }
      await finishQuiet(a);
      hands++;
    }
    expect(hands).toBeGreaterThanOrEqual(3);
    expect(hands).toBeLessThanOrEqual(7);
    await refused(M.bag, { t: T, bags: await bags() }, 'END_OF_DAY_HANDS_NOT_PLAYED');
    for (let i = 0; i < hands; i++) await playHand(b);
    await refused(M.startHand, { t: T, table: b }, 'END_OF_DAY_HANDS_PLAYED');
  });

  let bagged: { playerId: string; chips: { denomination: number; count: number }[] }[] = [];
  let chipsDay1 = 0;
  it('FSNP Art. 129; DECISION-15: each player’s chips are bagged per denomination and day 1 closes', async () => {
    bagged = (await tables()).flatMap((x) =>
      x.seats
        .filter((s: any) => s.playerId && s.stack > 0)
        .map((s: any) => bagOf(s.playerId, s.stack)),
    );
    chipsDay1 = (await ok(Q.clock, { t: T })).clock.totalChipsInPlay;
    const r = await ok(M.bag, { t: T, bags: bagged });
    expect(types(r)).toEqual(expect.arrayContaining(['ChipsBagged', 'TournamentDayClosed']));
    expect((await ok(Q.clock, { t: T })).clock).toMatchObject({ day: 1, dayClosed: true });
    await refused(M.endOfDay, { t: T }, 'DAY_CLOSED');
    await refused(M.startHand, { t: T, table: (await tables())[0].tableId }, 'DAY_CLOSED');
  });

  it('FSNP Art. 130; DECISION-15: day 2 opens the bags, redraws the seats and resumes level 10 with its time left', async () => {
    const before = (await ok(Q.clock, { t: T })).clock;
    wallClockOn(16 * 60);
    const r = await ok(M.resumeDay, { t: T, counts: bagged });
    expect(types(r)).toEqual(expect.arrayContaining(['TournamentDayResumed', 'SeatDrawConducted']));
    const day2 = (await ok(Q.clock, { t: T })).clock;
    expect(day2).toMatchObject({ day: 2, dayClosed: false, level: 10, paused: false });
    expect(Math.abs(day2.timeLeftMs - before.timeLeftMs)).toBeLessThan(5_000);
    const now = await tables();
    expect(now.reduce((a, x) => a + x.players, 0)).toBe(16);
    expect(now.reduce((a, x) => a + x.chips, 0)).toBe(chipsDay1);
  });

  it('FSNP Art. 128, 131-132: day 2 plays to one winner; the standings and prizes are recorded', async () => {
    const [x, y] = (await tables()).map((z) => z.tableId);
    const big = await oneBigStack(x);
    const out = await showdownFor(x, big.giantSeat);
    expect(types(out).filter((e: string) => e === 'PlayerEliminated')).toHaveLength(7);
    await ok(M.breakOrder, { t: T, order: [x, y] });
    expect(types(await ok(M.breakTable, { t: T, table: x }))).toEqual(['TableBroken']);
    const last = await oneBigStack(y);
    const end = await showdownFor(y, last.giantSeat);
    expect(types(end)).toContain('TournamentCompleted');
    const standings = (await ok(Q.standings, { t: T })).standings;
    expect(standings).toMatchObject({ completed: true, winnerId: last.giant, playersLeft: 1 });
    expect(standings.lines).toHaveLength(16);
    expect(types(await ok(FIX_POOL, { id: T }))).toEqual(['PrizePoolFixed']);
    expect(types(await ok(FIX_TABLE, { id: T }))).toEqual(['PayoutTableFixed']);
    const awarded = await ok(AWARD, { id: T });
    const fund = (await ok(Q.prizeFund, { t: T })).prizeFund;
    const pay = (await ok(Q.payouts, { t: T })).payouts;
    expect(types(awarded).every((e: string) => e === 'PrizeAwarded')).toBe(true);
    expect(pay.receipts).toHaveLength(pay.table.places);
    expect(pay.totalAwarded).toBe(pay.pool.amount);
    expect(pay.pool.amount).toBe(fund.prizeFund);
    expect(pay.receipts.find((r: any) => r.place === 1).playerId).toBe(last.giant);
  });
});
