/**
 * Issue 23 "Done when": a Pot-Limit Omaha (PO) tournament and a mixed-game tournament (levels
 * rotating NT, PO, FT) run over GraphQL against the compiled server, from creation to their
 * recorded completion, places and prizes. Each hand is dealt as many hole cards as its game
 * deals; two players bet the most the structure allows (all-in in no-limit, the pot in
 * pot-limit, one bet at a time up to the cap in fixed-limit) and the others fold, so at most one
 * player leaves per hand. In the mixed tournament the server clock is moved on a level before
 * each hand (LEDGER_CLOCK_OFFSET_FILE), and each hand's game is the game of its level.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gql } from './support/graphql';
import { HAND, shuffledDeck, type Events } from './support/play-hands';
import { startServer, type RunningServer } from './support/server';
import { WholeTournament } from './support/whole-tournament';

jest.setTimeout(180_000);

const RESULT = 'tournamentId duplicate projected events { type revision globalPosition }';
const AT = '$t: ID!, $table: ID!, $hand: Int!';
const ON = 'tournamentId: $t, tableId: $table, handNo: $hand';
const M = {
  bet: `mutation(${AT}, $seat: Int!, $action: HandActionKind!, $amount: SafeInt) { recordAction(${ON}, seat: $seat, action: $action, amount: $amount) { ${RESULT} } }`,
};
const Q = {
  current: `query($t: ID!, $table: ID!) { currentHand(tournamentId: $t, tableId: $table) {
    handNo level game holeCards phase seats { seat playerId stack folded allIn shown }
    toAct { seat playerId actions maxRaiseTo } } }`,
  clock: `query($t: ID!) { clock(tournamentId: $t) { level game } }`,
  history: `query($t: ID!) { hands(tournamentId: $t, first: 100) { nodes { handNo level game bigBlind
    steps { kind street seat action amount } } } }`,
};

const FIELD = 6;
const ROTATION = ['NT', 'PO', 'FT'] as const;

let server: RunningServer;
let director: string;
let whole: WholeTournament;
let dealer: string;

/* eslint-disable @typescript-eslint/no-explicit-any */
async function ok(query: string, variables: Record<string, unknown>, token = dealer) {
  const r = await gql<any>(server.url, query, variables, token);
  if (r.errors) throw new Error(`unexpected error: ${JSON.stringify(r.errors)}`);
  return r.data;
}

/** Levels of 10 minutes, big blinds of 1,000, 1,500, 2,000 … against the FZ stack of 15,000 (FSNP Art. 139.1(c)); `game` names each level's game, or none. */
function levels(game: (level: number) => (typeof ROTATION)[number] | null) {
  return Array.from({ length: 12 }, (_, i) => {
    const bigBlind = 1_000 + 500 * i;
    const g = game(i + 1);
    return {
      level: i + 1,
      smallBlind: bigBlind / 2,
      bigBlind,
      ante: 0,
      durationMinutes: 10,
      ...(g ? { game: g } : {}),
      // PHH.md 5: a fixed-limit level bets the big blind, then twice it.
      ...(g === 'FT' ? { smallBet: bigBlind, bigBet: 2 * bigBlind } : {}),
    };
  });
}

interface Dealt {
  readonly events: Events;
  /** The hand's level, game and hole cards as currentHand showed them at the deal. */
  readonly level: number;
  readonly game: string;
  readonly holeCards: number;
}

/**
 * One hand from its start to its completion. The first two players to act bet the most they
 * may whenever they may (the maximum raise-to the table offers), else call or check; the rest
 * check or fold. Null when the start completed the tournament instead of dealing.
 */
async function playHand(t: string, table: string, seed: number): Promise<Dealt | null> {
  const started = (await ok(HAND.start, { t, table })).startHand.events as Events;
  if (!started.some((e) => e.type === 'HandStarted')) return null;
  let h = (await ok(Q.current, { t, table })).currentHand;
  const { level, game, holeCards } = h;
  const at = { t, table, hand: h.handNo };
  const deck = shuffledDeck(seed);
  const hands = h.seats.map((s: any, i: number) => ({
    seat: s.seat,
    cards: deck.slice(holeCards * i, holeCards * (i + 1)),
  }));
  let next = holeCards * h.seats.length;
  const events: Events = [...started];
  const push = (r: any) => events.push(...(Object.values(r)[0] as any).events);
  push(await ok(HAND.post, { ...at, hands }));
  const bettors: string[] = [];
  for (let guard = 0; guard < 200; guard++) {
    h = (await ok(Q.current, { t, table })).currentHand;
    if (h.phase === 'betting' && h.toAct) {
      const a = h.toAct;
      if (bettors.length < 2 && !bettors.includes(a.playerId)) bettors.push(a.playerId);
      const has = (x: string) => a.actions.includes(x);
      const vars = { ...at, seat: a.seat };
      if (!bettors.includes(a.playerId))
        push(await ok(M.bet, { ...vars, action: has('CHECK') ? 'CHECK' : 'FOLD' }));
      else if (has('RAISE') || has('BET'))
        push(
          await ok(M.bet, {
            ...vars,
            action: has('RAISE') ? 'RAISE' : 'BET',
            amount: a.maxRaiseTo,
          }),
        );
      else push(await ok(M.bet, { ...vars, action: has('CALL') ? 'CALL' : 'CHECK' }));
    } else if (h.phase === 'dealing') {
      const want = next === holeCards * h.seats.length ? 3 : 1;
      push(await ok(HAND.board, { ...at, cards: deck.slice(next, next + want) }));
      next += want;
    } else if (h.phase === 'showdown') {
      const s = h.seats.find((x: any) => !x.folded && !x.shown);
      if (!s) break;
      push(await ok(HAND.show, { ...at, seat: s.seat, show: true }));
    } else break;
  }
  push(await ok(HAND.complete, at));
  return { events, level, game, holeCards };
}

/** Plays to the recorded completion; `beforeHand` runs before each start (e.g. moves the clock). */
async function playToTheEnd(t: string, table: string, beforeHand: (n: number) => void = () => {}) {
  const dealt: Dealt[] = [];
  for (let n = 1; n <= 40; n++) {
    beforeHand(n);
    const d = await playHand(t, table, 1000 + n);
    if (d) dealt.push(d);
    if (!d || d.events.some((e) => e.type === 'TournamentCompleted')) return dealt;
  }
  throw new Error('the tournament did not complete in 40 hands');
}

beforeAll(async () => {
  server = await startServer((dir) => ({ LEDGER_CLOCK_OFFSET_FILE: join(dir, 'clock-offset') }));
  whole = new WholeTournament(server, FIELD);
  director = whole.director;
  dealer = server.token({ role: 'dealer', sub: 'dealer-7' });
});
afterAll(async () => server?.stop());

describe('issue 23: a whole Pot-Limit Omaha tournament over GraphQL', () => {
  const T = `po-${process.pid}`;
  let dealt: Dealt[];

  beforeAll(async () => {
    writeFileSync(join(server.dir, 'clock-offset'), '0');
    const table = await whole.started(T, { game: 'PO', levels: levels(() => null) });
    dealt = await playToTheEnd(T, table);
  });

  it('PHH.md 3.1 (PO): every hand is Pot-Limit Omaha with four hole cards, and the clock shows PO', async () => {
    expect(dealt.length).toBeGreaterThanOrEqual(FIELD - 1);
    expect(dealt.every((d) => d.game === 'PO' && d.holeCards === 4)).toBe(true);
    expect((await ok(Q.clock, { t: T }, director)).clock.game).toBe('PO');
  });

  it('FSNP Art. 131-132: the tournament completes, each player placed once, the prizes paid to the unit', async () => {
    await whole.expectCompletedAndPaid(T);
  });
});

describe('issue 23: a whole mixed-game tournament over GraphQL (levels rotating NT, PO, FT)', () => {
  const T = `mixed-${process.pid}`;
  const gameOf = (level: number) => ROTATION[(level - 1) % ROTATION.length];
  let dealt: Dealt[];
  let history: any[];

  beforeAll(async () => {
    writeFileSync(join(server.dir, 'clock-offset'), '0');
    const table = await whole.started(T, { levels: levels(gameOf) });
    // Hand n is dealt one minute into level n (FSNP Art. 61: the level in force at the shuffle).
    dealt = await playToTheEnd(T, table, (n) =>
      writeFileSync(join(server.dir, 'clock-offset'), String(((n - 1) * 10 + 1) * 60_000)),
    );
    history = (await ok(Q.history, { t: T }, director)).hands.nodes;
  });

  it("issue 23: each hand's game is its level's game: NT, PO, FT in turn, with 2, 4 and 2 hole cards", () => {
    expect(dealt.map((d) => d.level)).toEqual(dealt.map((_, i) => i + 1));
    expect(dealt.map((d) => d.game)).toEqual(dealt.map((d) => gameOf(d.level)));
    expect(new Set(dealt.map((d) => d.game))).toEqual(new Set(['NT', 'PO', 'FT']));
    for (const d of dealt) expect(d.holeCards).toBe(d.game === 'PO' ? 4 : 2);
  });

  it('game.fixedLimit.raiseCap (FSNP: ASSUMPTION, 4): in the FT hands every bet and raise is one bet more, never more than four in a round, and a round reaches the cap', () => {
    const ft = history.filter((x) => x.game === 'FT');
    expect(ft.length).toBeGreaterThan(0);
    let capped = 0;
    for (const x of ft) {
      for (const street of [0, 1, 2, 3]) {
        const bet = street <= 1 ? x.bigBlind : 2 * x.bigBlind;
        const raises = (x.steps as any[]).filter(
          (st) => st.street === street && (st.action === 'RAISE' || st.action === 'BET'),
        );
        expect(raises.length).toBeLessThanOrEqual(4);
        if (raises.length === 4) capped++;
        // Raise-to amounts: blind (pre-flop) or nothing, then one bet more each time.
        const base = street === 0 ? x.bigBlind : 0;
        raises.forEach((st, i) => expect(st.amount).toBe(base + (i + 1) * bet));
      }
    }
    expect(capped).toBeGreaterThan(0);
  });

  it('issue 23: the hand history records the same game per hand', () => {
    const byHand = new Map(history.map((x) => [x.handNo as number, x]));
    dealt.forEach((d, i) =>
      expect(byHand.get(i + 1)).toMatchObject({ level: d.level, game: d.game }),
    );
  });

  it('FSNP Art. 131-132: the tournament completes, each player placed once, the prizes paid to the unit', async () => {
    await whole.expectCompletedAndPaid(T);
  });
});
