/**
 * Issue 5 "Done when": a tournament is run over GraphQL hand by hand, every action validated and
 * cited, errors corrected by the documented procedure, standings exact; hand histories export as
 * PHH. Real HTTP against the compiled server: an FSNP freezeout of four federation members at one
 * table. The seat and button draws are random (recorded in the events), so the test reads the
 * positions from currentHand and plays them as dealt.
 */
import { parsePhh } from '../../src/poker/phh/parse';
import { replayPhh } from '../../src/poker/phh/replay';
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
  startHand: `mutation($t: ID!, $table: ID!, $commandId: ID) { startHand(tournamentId: $t, tableId: $table, commandId: $commandId) { ${RESULT} } }`,
  post: `mutation(${AT}, $hands: [SeatCardsInput!]) { postForcedBets(${ON}, hands: $hands) { ${RESULT} } }`,
  act: `mutation(${AT}, $seat: Int!, $action: HandActionKind!, $amount: SafeInt, $outOfTurn: OutOfTurnManner, $commandId: ID) { recordAction(${ON}, seat: $seat, action: $action, amount: $amount, outOfTurn: $outOfTurn, commandId: $commandId) { ${RESULT} } }`,
  board: `mutation(${AT}, $cards: [String!]) { dealBoard(${ON}, cards: $cards) { ${RESULT} } }`,
  show: `mutation(${AT}, $seat: Int!, $show: Boolean!) { showOrMuck(${ON}, seat: $seat, show: $show) { ${RESULT} } }`,
  complete: `mutation(${AT}) { completeHand(${ON}) { ${RESULT} } }`,
  irregularity: `mutation(${AT}, $kind: IrregularityKind!, $seat: Int) { recordIrregularity(${ON}, irregularity: $kind, seat: $seat) { ${RESULT} } }`,
  award: `mutation(${AT}, $winners: [[Int!]!]) { awardPots(${ON}, winners: $winners) { ${RESULT} } }`,
  counts: `mutation($t: ID!, $table: ID!, $counts: [SeatChipsInput!]!) { recordChipCounts(tournamentId: $t, tableId: $table, counts: $counts) { ${RESULT} } }`,
  callTime: `mutation(${AT}, $seat: Int!) { callTime(${ON}, seat: $seat) { ${RESULT} } }`,
  dead: `mutation(${AT}, $seat: Int!, $cause: DeadHandCause!) { declareDeadHand(${ON}, seat: $seat, cause: $cause) { ${RESULT} } }`,
  remove: `mutation($t: ID!, $p: ID!, $reason: RemovalReason!) { removePlayer(tournamentId: $t, playerId: $p, reason: $reason) { ${RESULT} } }`,
};
const Q = {
  current: `query($t: ID!, $table: ID!) { currentHand(tournamentId: $t, tableId: $table) {
    tournamentId tableId handNo inProgress status phase street level smallBlind bigBlind ante
    buttonSeat buttonDead smallBlindSeat bigBlindSeat board currentBet potTotal
    seats { seat playerId startingStack stack bet committed folded allIn dead absent shown holeCards restrictedToCall heldAction }
    toAct { seat playerId actions canCheck callAmount minRaiseTo maxRaiseTo allInTo restrictedToCall }
    pots { amount eligibleSeats winnerSeats } timeCalled { seat deadline } } }`,
  history: `query($t: ID!, $h: ID!) { handHistory(tournamentId: $t, handId: $h) {
    handId tableId handNo startedAt completedAt durationMs level bigBlind buttonSeat
    seats { seat playerId stack } forcedBets { seat kind amount allIn } absentSeats
    steps { kind seat street action amount cards shown auto outOfTurn }
    board awardMethod pots { amount eligibleSeats winnerSeats shares { seat chips } }
    returned { seat chips } rulings { code ruleRef outcome detail seat officialId officialRole }
    deadHands { seat code ruleRef } voided { code ruleRef redeal } finalStacks { seat chips }
    eliminations { playerId place sharedBy eliminatedBy } } }`,
  hands: `query($t: ID!, $table: ID, $p: ID, $first: Int, $after: String) { hands(tournamentId: $t, tableId: $table, playerId: $p, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } nodes { handId handNo voided { code } } } }`,
  phh: `query($t: ID!, $h: ID!) { handPhh(tournamentId: $t, handId: $h) }`,
  text: `query($t: ID!, $h: ID!) { handText(tournamentId: $t, handId: $h) }`,
  tournamentPhh: `query($t: ID!) { tournamentPhh(tournamentId: $t) }`,
  standings: `query($t: ID!) { standings(tournamentId: $t) { tournamentId tournamentStatus completed winnerId playersLeft
    lines { place sharedBy placeLabel playerId status stack bountiesWon } } }`,
  tables: `query($t: ID!) { tables(tournamentId: $t) { tableId seats { seat playerId stack } } }`,
};

let server: RunningServer;
let director: string;
let floor: string;
let dealer: string;

/* eslint-disable @typescript-eslint/no-explicit-any */
async function run(query: string, variables: Record<string, unknown>, token = dealer) {
  return gql<any>(server.url, query, variables, token);
}
async function ok(query: string, variables: Record<string, unknown>, token = dealer) {
  const r = await run(query, variables, token);
  if (r.errors) throw new Error(`unexpected error: ${JSON.stringify(r.errors)}`);
  return r.data;
}
/** A refused command: one error with the code and article, and nothing appended. */
async function refused(query: string, variables: Record<string, unknown>, token = dealer) {
  const before = await headPosition(server.url);
  const e = onlyError(await run(query, variables, token));
  expect(await headPosition(server.url)).toBe(before);
  return e;
}
const types = (r: any) => (Object.values(r)[0] as any).events.map((e: any) => e.type as string);

const T = `hands-${process.pid}`;
const PLAYERS = [1, 2, 3, 4].map((i) => playerInput(`${T}-p${i}`));
const STACK = 15_000; // FSNP Art. 139.1(c): the freezeout's own stack
let table: string;

const current = async (token = dealer) => (await ok(Q.current, { t: T, table }, token)).currentHand;
const at = (hand: number) => ({ t: T, table, hand });
/** Hole cards by position (first left of the button … button), as the PostForcedBets input. */
const dealt = (seats: readonly any[], cards: readonly string[]) =>
  seats.map((s, i) => ({ seat: s.seat, cards: cards[i].match(/../g)! }));

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
        seatsPerTable: 9,
        startingStack: STACK,
        levels: [{ level: 1, smallBlind: 100, bigBlind: 200, ante: 0, durationMinutes: 60 }],
      }),
    },
    director,
  );
  await ok(OPEN, { id: T }, director);
  for (const p of PLAYERS) await ok(REGISTER, { id: T, input: p }, floor);
  // Registration closed before the start: no reserved seats for late entrants (FSNP Art. 135).
  await ok(CLOSE, { id: T }, director);
  await ok(M.start, { t: T }, director);
  table = (await ok(Q.tables, { t: T }, director)).tables[0].tableId;
});
afterAll(async () => server?.stop());

describe('hand 1: action by action to a showdown with known cards', () => {
  let seats: any[];
  const sb = () => seats[0].seat;
  const bb = () => seats[1].seat;
  const utg = () => seats[2].seat;
  const btn = () => seats[3].seat;

  it('FSNP Art. 45-58: startHand derives button and blinds; the hand waits for the forced bets', async () => {
    const r = await ok(M.startHand, { t: T, table, commandId: `${T}-start-1` });
    expect(types(r)).toEqual(['HandStarted', 'HandPlanned']);
    // A retry with the same commandId appends nothing and returns the first result.
    const again = await ok(M.startHand, { t: T, table, commandId: `${T}-start-1` });
    expect(again.startHand.duplicate).toBe(true);
    expect(again.startHand.events).toEqual(r.startHand.events);
    const h = await current();
    expect(h).toMatchObject({ handNo: 1, inProgress: true, status: 'planned', phase: null });
    expect(h.seats).toHaveLength(4);
    seats = h.seats;
    expect(h.smallBlindSeat).toBe(sb());
    expect(h.bigBlindSeat).toBe(bb());
    expect(h.buttonSeat).toBe(btn());
    expect(h.toAct).toBeNull();
  });

  it('FSNP Art. 52-53, 85: after the blinds the first player may fold, call 200 or raise to 400-15,000', async () => {
    const r = await ok(M.post, {
      ...at(1),
      hands: dealt(seats, ['AsAh', 'KsKh', '2c7d', '3c8d']),
    });
    expect(types(r)).toEqual(['ForcedBetsPosted', 'HoleCardsDealt']);
    const h = await current();
    expect(h).toMatchObject({ status: 'playing', phase: 'betting', street: 'pre-flop' });
    expect(h.potTotal).toBe(300);
    expect(h.currentBet).toBe(200);
    expect(h.toAct).toEqual({
      seat: utg(),
      playerId: seats[2].playerId,
      actions: ['FOLD', 'CALL', 'RAISE', 'ALL_IN'],
      canCheck: false,
      callAmount: 200,
      minRaiseTo: 400,
      maxRaiseTo: STACK,
      allInTo: STACK,
      restrictedToCall: null,
    });
    expect(h.seats.find((s: any) => s.seat === sb())).toMatchObject({ bet: 100, stack: 14_900 });
    expect(h.seats.find((s: any) => s.seat === sb()).holeCards).toEqual(['As', 'Ah']);
    expect(h.pots).toEqual([
      { amount: 300, eligibleSeats: seats.map((s) => s.seat), winnerSeats: [] },
    ]);
  });

  it('hole cards stay hidden from a player until shown, in the hand and in its history', async () => {
    const player = server.token({ role: 'player', sub: PLAYERS[0].playerId });
    const h = await current(player);
    expect(h.seats.every((s: any) => s.holeCards === null)).toBe(true);
    const steps = (await ok(Q.history, { t: T, h: `${table}:1` }, player)).handHistory.steps;
    const holes = steps.filter((s: any) => s.kind === 'hole');
    expect(holes).toHaveLength(4);
    expect(holes.every((s: any) => s.cards.every((c: string) => c === '??'))).toBe(true);
    // The regulator audits the record, but not a hand still in play.
    const regulator = server.token({ role: 'regulator', sub: 'reg-1' });
    const phh = (await ok(Q.phh, { t: T, h: `${table}:1` }, regulator)).handPhh as string;
    expect(phh).not.toContain('AsAh');
  });

  it('FSNP Art. 35-37: a raise to more than the stack cannot be true: refused with the article, nothing recorded', async () => {
    const e = await refused(M.act, { ...at(1), seat: utg(), action: 'RAISE', amount: 30_000 });
    expect(e.extensions).toMatchObject({ code: 'RAISE_EXCEEDS_STACK' });
    expect(e.extensions?.ruleRef).toContain('FSNP Art. 35-37');
  });

  it('FSNP Art. 89, 99-100: an action out of turn not declared as such is refused', async () => {
    const e = await refused(M.act, { ...at(1), seat: btn(), action: 'CALL' });
    expect(e.extensions?.code).toBe('NOT_YOUR_TURN');
    expect(e.extensions?.ruleRef).toContain('Art. 89, 99-100');
  });

  it('a player cannot record actions: only the dealer, the floor and the director', async () => {
    const e = await refused(
      M.act,
      { ...at(1), seat: utg(), action: 'FOLD' },
      server.token({ role: 'player', sub: PLAYERS[2].playerId }),
    );
    expect(e.extensions).toMatchObject({
      code: 'FORBIDDEN',
      allowedRoles: ['dealer', 'floor', 'director'],
    });
  });

  it('FSNP Art. 96, 99-100: a fold out of turn is held, then stands once the skipped player folds', async () => {
    const held = await ok(M.act, { ...at(1), seat: btn(), action: 'FOLD', outOfTurn: 'PHYSICAL' });
    expect(types(held)).toEqual(['OutOfTurnActionHeld']);
    expect((await current()).seats.find((s: any) => s.seat === btn()).heldAction).toBe('FOLD');
    const r = await ok(M.act, { ...at(1), seat: utg(), action: 'FOLD' });
    expect(types(r)).toEqual(['ActionRecorded', 'ActionRecorded']);
    const h = await current();
    expect(h.seats.find((s: any) => s.seat === btn())).toMatchObject({
      folded: true,
      heldAction: null,
    });
    expect(h.toAct.seat).toBe(sb());
  });

  it('FSNP Art. 112-113; DECISION-5: the tabled aces win the 1,200 pot; chips are conserved', async () => {
    await ok(M.act, { ...at(1), seat: sb(), action: 'RAISE', amount: 600 });
    const h = await current();
    expect(h.toAct).toMatchObject({ seat: bb(), callAmount: 400, minRaiseTo: 1000 });
    await ok(M.act, { ...at(1), seat: bb(), action: 'CALL' });
    for (const cards of [['2d', '5h', '9c'], ['Jd'], ['4s']]) {
      // FSNP Art. 10-13: no action once the round is closed, until the next card.
      const closed = await refused(M.act, { ...at(1), seat: sb(), action: 'CHECK' });
      expect(closed.extensions?.ruleRef).toEqual(expect.stringContaining('FSNP Art. 10-13'));
      await ok(M.board, { ...at(1), cards });
      expect((await current()).toAct).toMatchObject({
        seat: sb(),
        actions: ['FOLD', 'CHECK', 'BET', 'ALL_IN'],
        minRaiseTo: 200,
      });
      await ok(M.act, { ...at(1), seat: sb(), action: 'CHECK' });
      await ok(M.act, { ...at(1), seat: bb(), action: 'CHECK' });
    }
    expect((await current()).board).toEqual(['2d', '5h', '9c', 'Jd', '4s']);
    await ok(M.show, { ...at(1), seat: sb(), show: true });
    await ok(M.show, { ...at(1), seat: bb(), show: true });
    const done = await ok(M.complete, at(1));
    expect(types(done)).toEqual(['PotsAwarded', 'HandCompleted']);
    const after = await current();
    expect(after).toMatchObject({ inProgress: false, status: 'complete', toAct: null });
    const hist = (await ok(Q.history, { t: T, h: `${table}:1` })).handHistory;
    expect(hist.awardMethod).toBe('cards');
    expect(hist.pots).toEqual([
      {
        amount: 1200,
        eligibleSeats: [sb(), bb()],
        winnerSeats: [sb()],
        shares: [{ seat: sb(), chips: 1200 }],
      },
    ]);
    const final = Object.fromEntries(hist.finalStacks.map((x: any) => [x.seat, x.chips]));
    expect(final).toEqual({ [sb()]: 15_600, [bb()]: 14_400, [utg()]: STACK, [btn()]: STACK });
    expect(hist.steps.find((s: any) => s.seat === btn() && s.kind === 'action').outOfTurn).toMatch(
      /^binding \(/,
    );
  });

  it('PHH: the exported hand replays through the engine to the recorded stacks', async () => {
    const hist = (await ok(Q.history, { t: T, h: `${table}:1` })).handHistory;
    const text = (await ok(Q.phh, { t: T, h: `${table}:1` })).handPhh as string;
    const [phh] = parsePhh(text);
    expect(phh.startingStacks).toEqual(hist.seats.map((s: any) => s.stack));
    const replay = replayPhh(phh);
    if (!replay.ok) throw new Error(JSON.stringify(replay.rejection));
    const bySeat = new Map(hist.finalStacks.map((x: any) => [x.seat, x.chips]));
    expect(replay.finishingStacks).toEqual(hist.seats.map((s: any) => bySeat.get(s.seat)));
  });

  it('the readable text names the winner of the main pot', async () => {
    const text = (await ok(Q.text, { t: T, h: `${table}:1` })).handText as string;
    expect(text).toContain(`Main pot 1,200 to seat ${sb()}`);
    expect(text).toContain('Showdown');
  });
});

describe('hand 2: a misdeal voids the hand and every chip goes back (FSPR 6.3)', () => {
  let button: number;

  it('FSNP Art. 95; FSPR 6.3.3: cards dealt out of order before any action: misdeal ruled by the floor, hand void, citing the ruleset in force', async () => {
    await ok(M.startHand, { t: T, table });
    await ok(M.post, at(2));
    const before = await current();
    button = before.buttonSeat;
    const r = await ok(M.irregularity, { ...at(2), kind: 'DEALT_OUT_OF_ORDER' }, floor);
    expect(types(r)).toEqual(['FloorRuling', 'HandVoided', 'HandCompleted']);
    const h = await current();
    expect(h).toMatchObject({ inProgress: false, status: 'voided', toAct: null });
    const hist = (await ok(Q.history, { t: T, h: `${table}:2` })).handHistory;
    expect(hist.rulings).toEqual([
      expect.objectContaining({
        code: 'DEALT_OUT_OF_ORDER',
        outcome: 'misdeal',
        officialId: 'floor-1',
        officialRole: 'floor',
        ruleRef: 'FSNP Art. 95',
      }),
    ]);
    expect(hist.voided).toMatchObject({ code: 'DEALT_OUT_OF_ORDER', redeal: true });
    expect(hist.finalStacks.map((x: any) => x.chips)).toEqual(hist.seats.map((s: any) => s.stack));
  });

  it('FSPR 6.3: the redeal keeps the button', async () => {
    await ok(M.startHand, { t: T, table });
    const h = await current();
    expect(h.handNo).toBe(3);
    expect(h.buttonSeat).toBe(button);
  });
});

describe('hand 3: an all-in elimination places the player', () => {
  let loser: any;
  let winner: any;

  it('FSNP Art. 132; DECISION-4: the all-in player who loses every chip finishes 4th of 4', async () => {
    const h = await current();
    const seats = h.seats as any[];
    // Pre-flop order with four players: first after the big blind, the button, the small and big blind.
    const order = [2, 3, 0, 1].map((i) => seats[i]);
    const k = order.findIndex((p) =>
      order.some((q) => q !== p && q.startingStack >= p.startingStack),
    );
    loser = order[k];
    winner = order.slice(k + 1).find((q) => q.startingStack >= loser.startingStack);
    const others = seats.filter((s) => s !== loser && s !== winner);
    const cards = new Map<number, string>([
      [loser.seat, '7c2d'],
      [winner.seat, 'AsAh'],
      [others[0].seat, '5s6s'],
      [others[1].seat, '8h8d'],
    ]);
    await ok(M.post, {
      ...at(3),
      hands: dealt(
        seats,
        seats.map((s) => cards.get(s.seat)!),
      ),
    });
    for (const p of order) {
      const action = p === loser ? 'ALL_IN' : p === winner ? 'CALL' : 'FOLD';
      const now = await current();
      if (now.toAct?.seat !== p.seat) continue; // a blind whose turn never came: the hand moved on
      await ok(M.act, { ...at(3), seat: p.seat, action });
    }
    const h2 = await current();
    expect(h2.phase).toBe('dealing');
    expect(h2.seats.find((s: any) => s.seat === loser.seat).allIn).toBe(true);
    for (const c of [['Kc', 'Qd', '3h'], ['9s'], ['4c']]) await ok(M.board, { ...at(3), cards: c });
    await ok(M.show, { ...at(3), seat: loser.seat, show: true });
    await ok(M.show, { ...at(3), seat: winner.seat, show: true });
    const done = await ok(M.complete, at(3));
    expect(types(done)).toEqual(['PotsAwarded', 'HandCompleted', 'PlayerEliminated']);
    const hist = (await ok(Q.history, { t: T, h: `${table}:3` })).handHistory;
    expect(hist.eliminations).toEqual([
      { playerId: loser.playerId, place: 4, sharedBy: 1, eliminatedBy: [winner.playerId] },
    ]);
    const st = (await ok(Q.standings, { t: T })).standings;
    expect(st).toMatchObject({ completed: false, winnerId: null, playersLeft: 3 });
    expect(st.lines.slice(0, 3).every((l: any) => l.place === null)).toBe(true);
    expect(st.lines[3]).toMatchObject({
      playerId: loser.playerId,
      place: 4,
      placeLabel: '4',
      stack: 0,
    });
    const chips = st.lines.reduce((a: number, l: any) => a + l.stack, 0);
    expect(chips).toBe(4 * STACK);
  });

  it('after the hand a player sees the cards shown at showdown only; the regulator sees every card', async () => {
    const player = server.token({ role: 'player', sub: PLAYERS[0].playerId });
    const holes = (who: string) =>
      ok(Q.history, { t: T, h: `${table}:3` }, who).then((d) =>
        Object.fromEntries(
          d.handHistory.steps
            .filter((s: any) => s.kind === 'hole')
            .map((s: any) => [s.seat, s.cards.join('')]),
        ),
      );
    const seen = await holes(player);
    expect(seen[loser.seat]).toBe('7c2d');
    expect(seen[winner.seat]).toBe('AsAh');
    expect(Object.values(seen).filter((c) => c === '????')).toHaveLength(2);
    const audited = await holes(server.token({ role: 'regulator', sub: 'reg-1' }));
    expect(Object.values(audited).sort()).toEqual(['5s6s', '7c2d', '8h8d', 'AsAh']);
  });

  it('hands lists the hands in order, per table and per player, a page at a time', async () => {
    const page1 = (await ok(Q.hands, { t: T, first: 2 })).hands;
    expect(page1.totalCount).toBe(3);
    expect(page1.nodes.map((n: any) => n.handNo)).toEqual([1, 2]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await ok(Q.hands, { t: T, first: 2, after: page1.pageInfo.endCursor })).hands;
    expect(page2.nodes.map((n: any) => n.handNo)).toEqual([3]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    const mine = (await ok(Q.hands, { t: T, table, p: loser.playerId })).hands;
    expect(mine.totalCount).toBe(3);
    expect((await ok(Q.hands, { t: T, p: 'nobody' })).hands.totalCount).toBe(0);
  });

  it('PHH: the tournament export replays every completed hand to its recorded stacks', async () => {
    const text = (await ok(Q.tournamentPhh, { t: T })).tournamentPhh as string;
    const docs = parsePhh(text);
    expect(docs).toHaveLength(3);
    for (const [k, handNo] of [
      [0, 1],
      [2, 3],
    ]) {
      const hist = (await ok(Q.history, { t: T, h: `${table}:${handNo}` })).handHistory;
      const replay = replayPhh(docs[k]);
      if (!replay.ok) throw new Error(JSON.stringify(replay.rejection));
      const bySeat = new Map(hist.finalStacks.map((x: any) => [x.seat, x.chips]));
      expect(replay.finishingStacks).toEqual(hist.seats.map((s: any) => bySeat.get(s.seat)));
    }
  });
});

describe('hand 4: time called and a dead hand (FSNP Art. 101, 103)', () => {
  it('FSNP Art. 103: the dealer may call time only after two minutes; the floor at once', async () => {
    await ok(M.startHand, { t: T, table });
    await ok(M.post, at(4));
    const h = await current();
    expect(h.seats).toHaveLength(3);
    const seat = h.toAct.seat;
    const early = await refused(M.callTime, { ...at(4), seat });
    expect(early.extensions).toMatchObject({ code: 'TOO_EARLY_FOR_TIME' });
    expect(early.extensions?.ruleRef).toContain('FSNP Art. 103');
    const r = await ok(M.callTime, { ...at(4), seat }, floor);
    expect(types(r)).toEqual(['TimeCalled']);
    expect((await current()).timeCalled).toMatchObject({ seat });
  });

  it('FSNP Art. 101: a player who left the table has a dead hand; it folds and the blind wins uncontested', async () => {
    const h = await current();
    const seat = h.toAct.seat;
    // FSNP Art. 4: the floor rules a dead hand, not the dealer.
    expect((await refused(M.dead, { ...at(4), seat, cause: 'LEFT_TABLE' })).extensions?.code).toBe(
      'FORBIDDEN',
    );
    const r = await ok(M.dead, { ...at(4), seat, cause: 'LEFT_TABLE' }, floor);
    expect(types(r)).toEqual(['FloorRuling', 'HandDeclaredDead', 'ActionRecorded']);
    const after = await current();
    expect(after.seats.find((s: any) => s.seat === seat)).toMatchObject({
      dead: true,
      folded: true,
    });
    expect(after.toAct.seat).toBe(after.smallBlindSeat);
    await ok(M.act, { ...at(4), seat: after.smallBlindSeat, action: 'FOLD' });
    expect(types(await ok(M.complete, at(4)))).toEqual(['PotsAwarded', 'HandCompleted']);
    const hist = (await ok(Q.history, { t: T, h: `${table}:4` })).handHistory;
    expect(hist.awardMethod).toBe('uncontested');
    expect(hist.pots[0].winnerSeats).toEqual([after.bigBlindSeat]);
    expect(hist.deadHands).toEqual([{ seat, code: 'left-table', ruleRef: 'FSNP Art. 101' }]);
    expect(hist.rulings[0]).toMatchObject({ officialRole: 'floor', ruleRef: 'FSNP Art. 101' });
    expect(hist.steps.find((s: any) => s.seat === seat && s.kind === 'action').auto).toBe(
      'dead-hand',
    );
    const text = (await ok(Q.text, { t: T, h: `${table}:4` })).handText as string;
    expect(text).toContain(`Dead hand: seat ${seat}`);
  });
});

describe('the end of the tournament', () => {
  it('LNSE I.59-61; FSNP Art. 20; FSPR 5.10.1: a withdrawal and a disqualification leave the last player the winner', async () => {
    const st = (await ok(Q.standings, { t: T })).standings;
    const [a, b, c] = st.lines.slice(0, 3);
    // LNSE I.59-61: a dealer cannot take a player out.
    expect(
      (await refused(M.remove, { t: T, p: c.playerId, reason: 'WITHDRAWAL' })).extensions?.code,
    ).toBe('FORBIDDEN');
    await ok(M.remove, { t: T, p: c.playerId, reason: 'WITHDRAWAL' }, floor);
    const r = await ok(M.remove, { t: T, p: b.playerId, reason: 'DISQUALIFICATION' }, director);
    expect(types(r)).toEqual(['PlayerEliminated', 'TournamentCompleted']);
    const end = (await ok(Q.standings, { t: T })).standings;
    expect(end).toMatchObject({ completed: true, winnerId: a.playerId, playersLeft: 1 });
    expect(end.lines.map((l: any) => [l.playerId, l.place])).toEqual([
      [a.playerId, 1],
      [b.playerId, 2],
      [c.playerId, 3],
      [st.lines[3].playerId, 4],
    ]);
    // FSPR 7.2.2; FSNP Art. 20: the disqualified player shows as disqualified; the one who
    // withdrew keeps his place as eliminated.
    const status = (id: string) => end.lines.find((l: any) => l.playerId === id).status;
    expect([status(b.playerId), status(c.playerId)]).toEqual(['disqualified', 'eliminated']);
  });
});

describe('a table that records only the actions: two all-ins, a side pot declared by the floor', () => {
  const T2 = `hands2-${process.pid}`;
  const P2 = [1, 2, 3, 4].map((i) => playerInput(`${T2}-p${i}`));
  let t2: string;
  let who: Record<string, any>;
  const at2 = (hand: number) => ({ t: T2, table: t2, hand });
  const current2 = async () => (await ok(Q.current, { t: T2, table: t2 })).currentHand;

  beforeAll(async () => {
    await enrolMembers(server, P2);
    await ok(
      CREATE,
      { input: createInput(T2, { seatsPerTable: 9, startingStack: STACK }) },
      director,
    );
    await ok(OPEN, { id: T2 }, director);
    for (const p of P2) await ok(REGISTER, { id: T2, input: p }, floor);
    await ok(CLOSE, { id: T2 }, director);
    await ok(M.start, { t: T2 }, director);
    const tab = (await ok(Q.tables, { t: T2 }, director)).tables[0];
    t2 = tab.tableId;
    const [a, b, c, d] = tab.seats;
    // LNSE IV.7.1: the floor's count; the 60,000 chips in play do not change.
    const stacks = [2_000, 4_000, 27_000, 27_000];
    await ok(
      M.counts,
      {
        t: T2,
        table: t2,
        counts: [a, b, c, d].map((x, i) => ({ seat: x.seat, chips: stacks[i] })),
      },
      floor,
    );
    who = { short: a, middle: b, big: c, folder: d };
  });

  it('FSNP Art. 76-77: the pots as they stand: a main pot for the three, a side pot for the two who cover it', async () => {
    await ok(M.startHand, { t: T2, table: t2 });
    await ok(M.post, at2(1));
    const plan: Record<number, string> = {
      [who.short.seat]: 'ALL_IN',
      [who.middle.seat]: 'ALL_IN',
      [who.big.seat]: 'CALL',
      [who.folder.seat]: 'FOLD',
    };
    for (let guard = 0; guard < 12; guard++) {
      const h = await current2();
      if (!h.toAct) break;
      await ok(M.act, { ...at2(1), seat: h.toAct.seat, action: plan[h.toAct.seat] });
    }
    const h = await current2();
    expect(h.phase).toBe('dealing');
    const folderIn = h.seats.find((x: any) => x.seat === who.folder.seat).committed;
    const sorted = (xs: number[]) => [...xs].sort((x, y) => x - y);
    expect(h.pots.map((p: any) => [p.amount, sorted(p.eligibleSeats)])).toEqual([
      [3 * 2_000 + folderIn, sorted([who.short.seat, who.middle.seat, who.big.seat])],
      [2 * 2_000, sorted([who.middle.seat, who.big.seat])],
    ]);
    for (let k = 0; k < 3; k++) await ok(M.board, at2(1));
    expect((await current2()).board).toEqual(['??', '??', '??', '??', '??']);
  });

  it('FSNP Art. 110-112: without recorded cards the contested pots are not awarded automatically', async () => {
    const e = await refused(M.complete, at2(1));
    expect(e.extensions?.code).toBe('WINNER_NOT_KNOWN');
  });

  it('FSNP Art. 4: the dealer cannot declare the winners; FSNP Art. 77: a side pot only to a seat that contested it', async () => {
    const winners = [[who.big.seat], [who.big.seat]];
    expect((await refused(M.award, { ...at2(1), winners })).extensions?.code).toBe('FLOOR_DECIDES');
    const e = await refused(
      M.award,
      { ...at2(1), winners: [[who.big.seat], [who.short.seat]] },
      floor,
    );
    expect(e.extensions).toMatchObject({ code: 'WINNER_NOT_ELIGIBLE', ruleRef: 'FSNP Art. 77' });
    const r = await ok(M.award, { ...at2(1), winners }, floor);
    expect(types(r)).toEqual(['PotsAwarded']);
  });

  it('DECISION-4; FSNP Art. 132: two players out in one hand: the bigger starting stack places higher', async () => {
    const done = await ok(M.complete, at2(1));
    expect(types(done)).toEqual(['HandCompleted', 'PlayerEliminated', 'PlayerEliminated']);
    const st = (await ok(Q.standings, { t: T2 })).standings;
    expect(st.playersLeft).toBe(2);
    expect(st.lines.slice(2).map((l: any) => [l.playerId, l.placeLabel])).toEqual([
      [who.middle.playerId, '3'],
      [who.short.playerId, '4'],
    ]);
    const hist = (await ok(Q.history, { t: T2, h: `${t2}:1` })).handHistory;
    expect(hist.awardMethod).toBe('declared');
    const total = hist.finalStacks.reduce((a: number, x: any) => a + x.chips, 0);
    expect(total).toBe(4 * STACK);
  });
});

describe('input and lookup errors', () => {
  it('a card that is not a card is malformed input, named by its field', async () => {
    const e = await refused(M.board, { t: T, table, hand: 4, cards: ['Zz', 'Ah', 'Kd'] });
    expect(e.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'cards[0]' });
  });

  it('an unknown hand is HAND_NOT_FOUND; a malformed hand id is BAD_USER_INPUT', async () => {
    const missing = onlyError(await run(Q.history, { t: T, h: `${table}:99` }));
    expect(missing.extensions?.code).toBe('HAND_NOT_FOUND');
    const bad = onlyError(await run(Q.history, { t: T, h: 'no-number' }));
    expect(bad.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'handId' });
  });

  it('FSNP Art. 45: a command on a hand that is not in progress is refused with the article', async () => {
    const e = await refused(M.act, { ...at(2), seat: 1, action: 'FOLD' });
    expect(e.extensions).toMatchObject({ code: 'NO_HAND_IN_PROGRESS', ruleRef: 'FSNP Art. 45' });
  });
});
