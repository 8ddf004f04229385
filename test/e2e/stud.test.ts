/**
 * Issue 23 "Done when": a Seven-Card Stud (F7S) tournament runs over GraphQL against the compiled
 * server, from creation to its recorded completion, places and prizes. Each hand: the forced
 * bets (an ante from every player, no blind) with third street's three cards per seat, then
 * fourth to seventh street dealt per live seat with dealHoleCards; the lowest up card brings in
 * (BRING_IN) or completes (RAISE to the small bet); two players bet the most the table offers
 * (one bet at a time up to the FSNP cap) and the others check or fold, so at most one player
 * leaves per hand.
 */
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
  deal: `mutation(${AT}, $hands: [SeatCardsInput!]!) { dealHoleCards(${ON}, hands: $hands) { ${RESULT} } }`,
};
const Q = {
  current: `query($t: ID!, $table: ID!) { currentHand(tournamentId: $t, tableId: $table) {
    handNo level game holeCards phase street ante smallBlind bigBlind bringIn smallBet bigBet
    seats { seat playerId stack folded allIn shown upCards }
    toAct { seat playerId actions maxRaiseTo bringIn } } }`,
  clock: `query($t: ID!) { clock(tournamentId: $t) { level game } }`,
  history: `query($t: ID!) { hands(tournamentId: $t, first: 100) { nodes { handNo level game
    steps { kind street seat action amount } } } }`,
};

const FIELD = 6;

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

/**
 * Levels of 10 minutes against the FZ stack of 15,000: ante 100, bring-in 500, bets of 1,000 and
 * 2,000 at level 1, rising by half a small bet a level (PHH.md 5 antes, bring_in, small_bet, big_bet).
 */
function studLevels() {
  return Array.from({ length: 12 }, (_, i) => {
    const smallBet = 1_000 + 500 * i;
    return {
      level: i + 1,
      smallBlind: smallBet / 2,
      bigBlind: smallBet,
      ante: smallBet / 10,
      bringIn: smallBet / 2,
      smallBet,
      bigBet: 2 * smallBet,
      durationMinutes: 10,
    };
  });
}

interface Dealt {
  readonly events: Events;
  readonly game: string;
  readonly holeCards: number;
  /** currentHand on third street, after the deal: each seat's up cards, the player to act. */
  readonly third: any;
  /** The most cards any seat held face up (fourth to sixth street are dealt up). */
  readonly mostUp: number;
}

/** One stud hand from its start to its completion; null when the start completed the tournament. */
async function playHand(t: string, table: string, seed: number): Promise<Dealt | null> {
  const started = (await ok(HAND.start, { t, table })).startHand.events as Events;
  if (!started.some((e) => e.type === 'HandStarted')) return null;
  let h = (await ok(Q.current, { t, table })).currentHand;
  const { game, holeCards } = h;
  const at = { t, table, hand: h.handNo };
  const deck = shuffledDeck(seed);
  let next = 0;
  const take = (n: number) => deck.slice(next, (next += n));
  const events: Events = [...started];
  const push = (r: any) => events.push(...(Object.values(r)[0] as any).events);
  // Third street: two down, one up, to every seat dealt in (the engine's default faces).
  const hands = h.seats.map((s: any) => ({ seat: s.seat, cards: take(3) }));
  push(await ok(HAND.post, { ...at, hands }));
  const third = (await ok(Q.current, { t, table })).currentHand;
  let mostUp = 0;
  const bettors: string[] = [];
  for (let guard = 0; guard < 300; guard++) {
    h = (await ok(Q.current, { t, table })).currentHand;
    for (const s of h.seats) mostUp = Math.max(mostUp, s.upCards?.length ?? 0);
    if (h.phase === 'betting' && h.toAct) {
      const a = h.toAct;
      if (bettors.length < 2 && !bettors.includes(a.playerId)) bettors.push(a.playerId);
      const has = (x: string) => a.actions.includes(x);
      const vars = { ...at, seat: a.seat };
      // The lowest up card brings in; the next bettor completes to the small bet (a RAISE).
      if (has('BRING_IN')) push(await ok(M.bet, { ...vars, action: 'BRING_IN' }));
      else if (!bettors.includes(a.playerId))
        push(
          await ok(M.bet, {
            ...vars,
            action: has('CHECK') ? 'CHECK' : 'FOLD',
          }),
        );
      else if (has('RAISE') || has('BET'))
        push(
          await ok(M.bet, {
            ...vars,
            action: has('RAISE') ? 'RAISE' : 'BET',
            amount: a.maxRaiseTo,
          }),
        );
      else
        push(
          await ok(M.bet, {
            ...vars,
            action: has('CALL') ? 'CALL' : 'CHECK',
          }),
        );
    } else if (h.phase === 'dealing') {
      // Fourth to seventh street: one card to each seat still in.
      const live = h.seats.filter((s: any) => !s.folded);
      push(
        await ok(M.deal, {
          ...at,
          hands: live.map((s: any) => ({ seat: s.seat, cards: take(1) })),
        }),
      );
    } else if (h.phase === 'showdown') {
      const s = h.seats.find((x: any) => !x.folded && !x.shown);
      if (!s) break;
      push(await ok(HAND.show, { ...at, seat: s.seat, show: true }));
    } else break;
  }
  push(await ok(HAND.complete, at));
  return { events, game, holeCards, third, mostUp };
}

beforeAll(async () => {
  server = await startServer();
  whole = new WholeTournament(server, FIELD);
  director = whole.director;
  dealer = server.token({ role: 'dealer', sub: 'dealer-7' });
});
afterAll(async () => server?.stop());

describe('issue 23: a whole Seven-Card Stud tournament over GraphQL', () => {
  const T = `f7s-${process.pid}`;
  const dealt: Dealt[] = [];

  beforeAll(async () => {
    const table = await whole.started(T, { game: 'F7S', levels: studLevels() });
    for (let n = 1; n <= 40; n++) {
      const d = await playHand(T, table, 2000 + n);
      if (d) dealt.push(d);
      if (!d || d.events.some((e) => e.type === 'TournamentCompleted')) return;
    }
    throw new Error('the stud tournament did not complete in 40 hands');
  });

  it('PHH.md 3.1 (F7S): every hand is Seven-Card Stud of seven cards, and the clock shows F7S', async () => {
    expect(dealt.length).toBeGreaterThan(1);
    for (const d of dealt)
      expect({ game: d.game, holeCards: d.holeCards }).toEqual({ game: 'F7S', holeCards: 7 });
    expect((await ok(Q.clock, { t: T })).clock.game).toBe('F7S');
  });

  it('PHH.md 5: each player antes and no blind is posted; on third street every seat shows one up card and the lowest brings in (BRING_IN offered with the level bring-in)', async () => {
    for (const d of dealt) {
      const posted = d.events.filter((e) => e.type === 'ForcedBetsPosted');
      expect(posted).toHaveLength(1);
      expect(d.third.street).toBe('third');
      for (const s of d.third.seats) expect(s.upCards).toHaveLength(1);
      expect(d.third.toAct.actions).toContain('BRING_IN');
      expect(d.third.toAct.bringIn).toBe(d.third.bringIn);
      expect(d.third).toMatchObject({ ante: d.third.smallBet / 10, bringIn: d.third.smallBet / 2 });
      expect(d.third.bigBet).toBe(2 * d.third.smallBet);
    }
    // The two bettors play every street: fourth to sixth street add an up card each.
    expect(dealt.map((d) => d.mostUp)).toEqual(dealt.map(() => 4));
  });

  it('the hand history records the stud streets dealt per seat and the bring-in or completion', async () => {
    const nodes = (await ok(Q.history, { t: T }, director)).hands.nodes as any[];
    expect(nodes.length).toBe(dealt.length);
    for (const n of nodes) {
      expect(n.game).toBe('F7S');
      const holes = n.steps.filter((s: any) => s.kind === 'hole');
      expect(holes.length).toBeGreaterThanOrEqual(2); // third street to two seats at least
    }
    const acts = nodes.flatMap((n) => n.steps.filter((s: any) => s.kind === 'action'));
    expect(acts.some((s: any) => /bring/i.test(String(s.action)))).toBe(true);
  });

  it('FSNP Art. 141: the tournament completes, each player placed once, the prizes paid to the unit', async () => {
    await whole.expectCompletedAndPaid(T);
  });
});
