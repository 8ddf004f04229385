/**
 * Issue 18, item 1 over GraphQL: the dealer records what he saw (the word said, the chips pushed
 * by denomination) and the ledger applies the ruleset's consequence, recording it with its
 * article; the recorded action and amount are what the hand applied. One FSNP and one club
 * (TDA-based) tournament of four at one table; positions are read from currentHand.
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
  postDealt: `mutation(${AT}, $hands: [SeatCardsInput!]) { postForcedBets(${ON}, hands: $hands) { ${RESULT} } }`,
  board: `mutation(${AT}, $cards: [String!]) { dealBoard(${ON}, cards: $cards) { ${RESULT} } }`,
  show: `mutation(${AT}, $seat: Int!, $show: Boolean!, $cards: [String!], $released: Boolean, $requestedBy: Int) {
    showOrMuck(${ON}, seat: $seat, show: $show, cards: $cards, released: $released, requestedBy: $requestedBy) { ${RESULT} } }`,
  act: `mutation(${AT}, $seat: Int!, $action: HandActionKind, $amount: SafeInt, $chips: [SafeInt!], $first: ActFirst) {
    recordAction(${ON}, seat: $seat, action: $action, amount: $amount, chips: $chips, first: $first) { ${RESULT} } }`,
  complete: `mutation(${AT}) { completeHand(${ON}) { ${RESULT} } }`,
  dispute: `mutation(${AT}, $seat: Int, $description: String!) { disputeHand(${ON}, seat: $seat, description: $description) { ${RESULT} } }`,
  counts: `mutation($t: ID!, $table: ID!, $counts: [SeatChipsInput!]!) { recordChipCounts(tournamentId: $t, tableId: $table, counts: $counts) { ${RESULT} } }`,
};
const Q = {
  current: `query($t: ID!, $table: ID!) { currentHand(tournamentId: $t, tableId: $table) {
    handNo currentBet seats { seat stack bet } toAct { seat } } }`,
  showdown: `query($t: ID!, $table: ID!) { currentHand(tournamentId: $t, tableId: $table) {
    showdownOrder seats { seat released shown } } }`,
  history: `query($t: ID!, $h: ID!) { handHistory(tournamentId: $t, handId: $h) {
    steps { kind seat action amount seen { action amount chips first } ruling { outcome ruleRef toComplete returned } }
    rulings { code ruleRef outcome seat officialRole } deadHands { seat code ruleRef }
    pots { amount winnerSeats } } }`,
  tables: `query($t: ID!) { tables(tournamentId: $t) { tableId seats { seat playerId stack } } }`,
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

interface Game {
  t: string;
  table: string;
  hand: number;
}
async function tournament(t: string, rulesetId: string): Promise<Game> {
  const players = [1, 2, 3, 4].map((i) => playerInput(`${t}-p${i}`));
  await enrolMembers(server, players);
  await ok(
    CREATE,
    {
      input: createInput(t, {
        rulesetId,
        seatsPerTable: 9,
        levels: [{ level: 1, smallBlind: 100, bigBlind: 200, ante: 0, durationMinutes: 60 }],
      }),
    },
    director,
  );
  await ok(OPEN, { id: t }, director);
  for (const p of players) await ok(REGISTER, { id: t, input: p }, floor);
  await ok(CLOSE, { id: t }, director);
  await ok(M.start, { t }, director);
  return { t, table: (await ok(Q.tables, { t }, director)).tables[0].tableId, hand: 0 };
}
/** Starts a hand and posts; returns the seats in position order: sb, bb, utg, button. */
async function deal(g: Game): Promise<number[]> {
  await ok(M.startHand, { t: g.t, table: g.table });
  const h = (await ok(Q.current, { t: g.t, table: g.table })).currentHand;
  g.hand = h.handNo;
  await ok(M.post, { t: g.t, table: g.table, hand: g.hand });
  return h.seats.map((s: any) => s.seat);
}
const act = (g: Game, seat: number, v: Record<string, unknown>, token = dealer) =>
  run(M.act, { t: g.t, table: g.table, hand: g.hand, seat, ...v }, token);
async function acted(g: Game, seat: number, v: Record<string, unknown>) {
  const r = await act(g, seat, v);
  if (r.errors) throw new Error(`unexpected error: ${JSON.stringify(r.errors)}`);
  return r.data.recordAction.events.map((e: any) => e.type);
}
const history = async (g: Game) =>
  (await ok(Q.history, { t: g.t, h: `${g.table}:${g.hand}` })).handHistory;
const lastAction = async (g: Game, seat: number) =>
  (await history(g)).steps.filter((s: any) => s.kind === 'action' && s.seat === seat).pop();
const seatNow = async (g: Game, seat: number) =>
  (await ok(Q.current, { t: g.t, table: g.table })).currentHand.seats.find(
    (s: any) => s.seat === seat,
  );
/** Everyone in for the big blind, then the flop. */
async function toFlop(g: Game, [sb, bb, utg, btn]: number[]) {
  await acted(g, utg, { action: 'CALL' });
  await acted(g, btn, { action: 'CALL' });
  await acted(g, sb, { action: 'CALL' });
  await acted(g, bb, { action: 'CHECK' });
  await ok(M.board, { t: g.t, table: g.table, hand: g.hand });
}

beforeAll(async () => {
  server = await startServer();
  director = server.token({ role: 'director', sub: 'td-1' });
  floor = server.token({ role: 'floor', sub: 'floor-1' });
  dealer = server.token({ role: 'dealer', sub: 'dealer-7' });
});
afterAll(async () => server?.stop());

describe('FSNP: the act as seen, the ruling applied', () => {
  let g: Game;
  let hand1: number[];
  beforeAll(async () => {
    g = await tournament(`acts-fsnp-${process.pid}`, 'fsnp');
  });

  it('FSNP Art. 87: RAISE 300 over the 200 big blind is recorded as said and completed to the 400 minimum', async () => {
    hand1 = await deal(g);
    const [sb, bb, utg, btn] = hand1;
    expect(await acted(g, utg, { action: 'RAISE', amount: 300 })).toEqual(['ActionRecorded']);
    expect(await lastAction(g, utg)).toEqual({
      kind: 'action',
      seat: utg,
      action: 'RAISE',
      amount: 400,
      seen: { action: 'RAISE', amount: 300, chips: null, first: null },
      ruling: {
        outcome: 'completed-to-minimum-raise',
        ruleRef: 'FSNP Art. 87',
        toComplete: null,
        returned: null,
      },
    });
    expect((await ok(Q.current, { t: g.t, table: g.table })).currentHand.currentBet).toBe(400);
    for (const s of [btn, sb, bb]) await acted(g, s, { action: 'FOLD' });
    await ok(M.complete, { t: g.t, table: g.table, hand: g.hand });
  });

  it('FSNP Art. 90: ALL_IN where the betting is not reopened is stored as the 300 call it applies', async () => {
    // Next hand's under-the-gun is this hand's button: the floor's count leaves him 1,500.
    const tab = (await ok(Q.tables, { t: g.t }, director)).tables[0];
    const btn1 = hand1[3];
    const counts = tab.seats.map((s: any) => ({ seat: s.seat, chips: s.stack }));
    const short = counts.find((c: any) => c.seat === btn1);
    const other = counts.find((c: any) => c.seat !== btn1);
    other.chips += short.chips - 1500;
    short.chips = 1500;
    await ok(M.counts, { t: g.t, table: g.table, counts }, floor);
    const seats = await deal(g);
    const [sb, bb, utg, btn] = seats;
    expect(utg).toBe(btn1);
    await toFlop(g, seats);
    await acted(g, sb, { action: 'BET', amount: 1000 });
    await acted(g, bb, { action: 'CALL' });
    await acted(g, utg, { action: 'ALL_IN' }); // 1,300: short of a full raise
    await acted(g, btn, { action: 'FOLD' });
    const before = await seatNow(g, sb);
    await acted(g, sb, { action: 'ALL_IN' });
    expect(await lastAction(g, sb)).toMatchObject({
      action: 'CALL',
      amount: 300,
      seen: { action: 'ALL_IN' },
      ruling: { outcome: 'reduced-to-call', ruleRef: 'FSNP Art. 90; DECISION-6' },
    });
    expect(await seatNow(g, sb)).toEqual({ seat: sb, stack: before.stack - 300, bet: 1300 });
  });
});

describe('club (TDA) rules: the act as seen, the ruling applied', () => {
  let g: Game;
  let seats: number[];
  beforeAll(async () => {
    g = await tournament(`acts-club-${process.pid}`, 'club-tda');
    seats = await deal(g);
    await toFlop(g, seats);
  });

  it('Club Rule 55: CALL with no bet in front of him is recorded as said and treated as a check', async () => {
    const [sb] = seats;
    await acted(g, sb, { action: 'CALL' });
    expect(await lastAction(g, sb)).toMatchObject({
      action: 'CHECK',
      amount: 0,
      seen: { action: 'CALL' },
      ruling: { outcome: 'treated-as-check', ruleRef: 'Club Rule 55' },
    });
  });

  it('Club Rule 55: CHECK facing a bet is ruled call-or-fold; his RAISE is then refused, nothing appended', async () => {
    const [, bb, utg] = seats;
    await acted(g, bb, { action: 'BET', amount: 1100 });
    expect(await acted(g, utg, { action: 'CHECK' })).toEqual(['FloorRuling']);
    expect((await history(g)).rulings).toContainEqual({
      code: 'INVALID_DECLARATION',
      ruleRef: 'Club Rule 55',
      outcome: 'call-or-fold-this-turn',
      seat: utg,
      officialRole: 'dealer',
    });
    const head = await headPosition(server.url);
    const e = onlyError(await act(g, utg, { action: 'RAISE', amount: 3000 }));
    expect(e.extensions).toMatchObject({ code: 'RESTRICTED_TO_CALL', ruleRef: 'Club Rule 55' });
    expect(await headPosition(server.url)).toBe(head);
  });

  it('Club Rule 51: a 500 chip pushed facing 1,100 is completed to the call', async () => {
    const [, , utg] = seats;
    await acted(g, utg, { chips: [500] });
    expect(await lastAction(g, utg)).toMatchObject({
      action: 'CALL',
      amount: 1100,
      seen: { action: null, chips: [500] },
      ruling: { outcome: 'completed-to-call', ruleRef: 'Club Rule 51', toComplete: 600 },
    });
  });

  it('Club Rule 44: a single 5,000 chip facing 1,100, nothing said, is a call; 3,900 go back', async () => {
    const [, , , btn] = seats;
    await acted(g, btn, { chips: [5000] });
    expect(await lastAction(g, btn)).toMatchObject({
      action: 'CALL',
      amount: 1100,
      ruling: { outcome: 'single-chip-call', ruleRef: 'Club Rule 41, 44', returned: 3900 },
    });
  });

  it('Club Rule 61: facing 1,100, a 5,000 chip and a 100 chip without saying "call" is a raise to 5,100', async () => {
    const [sb] = seats;
    const before = await seatNow(g, sb);
    await acted(g, sb, { chips: [5000, 100] });
    expect(await lastAction(g, sb)).toMatchObject({
      action: 'RAISE',
      amount: 5100,
      seen: { chips: [5000, 100] },
      ruling: null,
    });
    expect(await seatNow(g, sb)).toEqual({ seat: sb, stack: before.stack - 5100, bet: 5100 });
  });

  it('Club Rule 40: the 11,000 in chips came first and bind (a raise to 12,100), not the "raise to 15,000" said after them', async () => {
    const [, bb] = seats;
    await acted(g, bb, {
      action: 'RAISE',
      amount: 15000,
      chips: [5000, 5000, 1000],
      first: 'CHIPS',
    });
    expect(await lastAction(g, bb)).toMatchObject({
      action: 'RAISE',
      amount: 12100,
      seen: { action: 'RAISE', amount: 15000, chips: [5000, 5000, 1000], first: 'chips' },
      ruling: { outcome: 'chips-first-bind', ruleRef: 'Club Rule 40' },
    });
  });

  it('a chip of a denomination not in play cannot have been pushed: refused, nothing appended', async () => {
    const [, , utg] = seats;
    const head = await headPosition(server.url);
    const e = onlyError(await act(g, utg, { chips: [333] }));
    expect(e.extensions?.code).toBe('CHIP_NOT_IN_PLAY');
    expect(await headPosition(server.url)).toBe(head);
  });
});

describe('club (TDA) rules: the showdown as it happened', () => {
  let g: Game;
  let seats: number[];
  beforeAll(async () => {
    g = await tournament(`show-club-${process.pid}`, 'club-tda');
    await ok(M.startHand, { t: g.t, table: g.table });
    const h = (await ok(Q.current, { t: g.t, table: g.table })).currentHand;
    g.hand = h.handNo;
    seats = h.seats.map((s: any) => s.seat);
    const cards = ['2c3c', '4d5d', '7h8h', '7s8s'];
    await ok(M.postDealt, {
      t: g.t,
      table: g.table,
      hand: g.hand,
      hands: seats.map((seat, k) => ({ seat, cards: cards[k].match(/../g) })),
    });
    const [sb, bb, utg, btn] = seats;
    await acted(g, utg, { action: 'FOLD' });
    await acted(g, btn, { action: 'FOLD' });
    await acted(g, sb, { action: 'CALL' });
    await acted(g, bb, { action: 'CHECK' });
    // The board plays: A-K-Q-J-T. The big blind bets the turn and the river is checked.
    for (const [street, cards] of [['AcKdQh'], ['Js'], ['Td']].entries()) {
      await ok(M.board, { t: g.t, table: g.table, hand: g.hand, cards: cards[0].match(/../g) });
      await acted(g, sb, { action: 'CHECK' });
      if (street === 1) {
        await acted(g, bb, { action: 'BET', amount: 400 });
        await acted(g, sb, { action: 'CALL' });
      } else await acted(g, bb, { action: 'CHECK' });
    }
  });

  it('Club Rule 17: the river was checked, so the first live hand left of the button shows first', async () => {
    const [sb, bb] = seats;
    expect((await ok(Q.showdown, { t: g.t, table: g.table })).currentHand.showdownOrder).toEqual([
      sb,
      bb,
    ]);
  });

  it('Club Rule 15, 19: a hand shown with one of its two cards is ineligible: the pot is not split', async () => {
    const [sb, bb] = seats;
    await ok(M.show, { t: g.t, table: g.table, hand: g.hand, seat: sb, show: true });
    const r = await ok(M.show, {
      t: g.t,
      table: g.table,
      hand: g.hand,
      seat: bb,
      show: true,
      cards: ['4d'],
    });
    expect(r.showOrMuck.events.map((e: any) => e.type)).toEqual([
      'ShowdownRecorded',
      'HandDeclaredDead',
    ]);
    await ok(M.complete, { t: g.t, table: g.table, hand: g.hand });
    const hist = await history(g);
    expect(hist.deadHands).toEqual([
      { seat: bb, code: 'partial-show', ruleRef: 'Club Rule 15, 19' },
    ]);
    expect(hist.pots).toEqual([{ amount: 1200, winnerSeats: [sb] }]);
  });

  it('Club Rule 22: the big blind disputes the hand before the next one starts: recorded with the floor who heard it', async () => {
    const [, bb] = seats;
    const r = await ok(
      M.dispute,
      {
        t: g.t,
        table: g.table,
        hand: g.hand,
        seat: bb,
        description: 'He says he tabled both cards.',
      },
      floor,
    );
    expect(r.disputeHand.events).toEqual([{ type: 'FloorRuling' }]);
    expect((await history(g)).rulings).toContainEqual({
      code: 'HAND_DISPUTED',
      ruleRef: 'Club Rule 22, 36',
      outcome: 'dispute-open',
      seat: bb,
      officialRole: 'floor',
    });
  });
});

describe('club (TDA) rules: a disputed pot award corrected', () => {
  let g: Game;
  let seats: number[];
  const award = `mutation(${AT}, $winners: [[Int!]!]) { awardPots(${ON}, winners: $winners) { ${RESULT} } }`;
  const correct = `mutation(${AT}, $pot: Int!, $moves: [SeatChipsInput!]!, $reason: String!) {
    correctPotAward(${ON}, pot: $pot, moves: $moves, reason: $reason) { ${RESULT} } }`;
  const stackAt = async (seat: number) =>
    (await ok(Q.tables, { t: g.t })).tables
      .find((x: any) => x.tableId === g.table)
      .seats.find((x: any) => x.seat === seat).stack;

  beforeAll(async () => {
    g = await tournament(`correct-club-${process.pid}`, 'club-tda');
    await ok(M.startHand, { t: g.t, table: g.table });
    const h = (await ok(Q.current, { t: g.t, table: g.table })).currentHand;
    g.hand = h.handNo;
    seats = h.seats.map((s: any) => s.seat);
    await ok(M.post, { t: g.t, table: g.table, hand: g.hand });
    const [sb, bb, utg, btn] = seats;
    await acted(g, utg, { action: 'FOLD' });
    await acted(g, btn, { action: 'FOLD' });
    await acted(g, sb, { action: 'CALL' });
    await acted(g, bb, { action: 'CHECK' });
    for (let street = 1; street <= 3; street++) {
      await ok(M.board, { t: g.t, table: g.table, hand: g.hand });
      await acted(g, sb, { action: 'CHECK' });
      await acted(g, bb, { action: 'CHECK' });
    }
    // The floor declares the small blind the winner; the big blind held the better hand.
    await ok(award, { t: g.t, table: g.table, hand: g.hand, winners: [[sb]] }, floor);
    await ok(M.complete, { t: g.t, table: g.table, hand: g.hand });
  });

  it('Club Rule 22: a correction with no dispute heard is refused in plain words', async () => {
    const [sb, bb] = seats;
    const r = await run(
      correct,
      {
        t: g.t,
        table: g.table,
        hand: g.hand,
        pot: 0,
        moves: [
          { seat: sb, chips: -100 },
          { seat: bb, chips: 100 },
        ],
        reason: 'Misread hand.',
      },
      floor,
    );
    expect(onlyError(r).extensions).toMatchObject({
      code: 'NO_DISPUTE_HEARD',
      ruleRef: 'Club Rule 22, 36',
    });
  });

  it('Club Rule 22: the dispute upheld, the pot moves from the small blind to the big blind: an event with the floor who ruled, in the stacks and the hand history', async () => {
    const [sb, bb] = seats;
    const pot = (await history(g)).pots[0].amount;
    const [before, beforeBb] = [await stackAt(sb), await stackAt(bb)];
    await ok(
      M.dispute,
      { t: g.t, table: g.table, hand: g.hand, seat: bb, description: 'My hand was better.' },
      floor,
    );
    const r = await ok(
      correct,
      {
        t: g.t,
        table: g.table,
        hand: g.hand,
        pot: 0,
        moves: [
          { seat: sb, chips: -pot },
          { seat: bb, chips: pot },
        ],
        reason: 'The big blind held the better hand (cards speak).',
      },
      floor,
    );
    expect(r.correctPotAward.events).toEqual([{ type: 'PotAwardCorrected' }]);
    expect(await stackAt(sb)).toBe(before - pot);
    expect(await stackAt(bb)).toBe(beforeBb + pot);
    const hist = await history(g);
    // History is not edited: the award stays, the correction is a ruling beside it.
    expect(hist.pots).toEqual([{ amount: pot, winnerSeats: [sb] }]);
    expect(hist.rulings).toContainEqual({
      code: 'POT_AWARD_CORRECTED',
      ruleRef: 'Club Rule 22, 36',
      outcome: 'pot-award-corrected',
      seat: null,
      officialRole: 'floor',
    });
  });
});
