/**
 * Plays hands over GraphQL as a dealer's tablet would, to the end of a tournament: the first to act
 * goes all-in preflop and the next calls (so players leave one at a time, quickly), known cards
 * from a seeded deck, the board, every live hand shown, the hand completed. Used by the format e2e tests (issue 19).
 */
import { gql } from './graphql';

const RESULT = 'tournamentId duplicate projected events { type revision globalPosition }';
const AT = '$t: ID!, $table: ID!, $hand: Int!';
const ON = 'tournamentId: $t, tableId: $table, handNo: $hand';
export const HAND = {
  start: `mutation($t: ID!, $table: ID!) { startHand(tournamentId: $t, tableId: $table) { ${RESULT} } }`,
  post: `mutation(${AT}, $hands: [SeatCardsInput!]) { postForcedBets(${ON}, hands: $hands) { ${RESULT} } }`,
  act: `mutation(${AT}, $seat: Int!, $action: HandActionKind!) { recordAction(${ON}, seat: $seat, action: $action) { ${RESULT} } }`,
  board: `mutation(${AT}, $cards: [String!]) { dealBoard(${ON}, cards: $cards) { ${RESULT} } }`,
  show: `mutation(${AT}, $seat: Int!, $show: Boolean!) { showOrMuck(${ON}, seat: $seat, show: $show) { ${RESULT} } }`,
  complete: `mutation(${AT}) { completeHand(${ON}) { ${RESULT} } }`,
  current: `query($t: ID!, $table: ID!) { currentHand(tournamentId: $t, tableId: $table) {
    handNo inProgress phase seats { seat playerId stack folded allIn shown }
    toAct { seat playerId actions } } }`,
  tables: `query($t: ID!) { tables(tournamentId: $t) { tableId } }`,
};

/* eslint-disable @typescript-eslint/no-explicit-any */
export type Events = { type: string }[];

const RANKS = '23456789TJQKA';
const SUITS = 'shdc';
const DECK = [...RANKS].flatMap((r) => [...SUITS].map((s) => r + s));

/** A deterministic shuffle (mulberry32) so every run deals the same cards. */
export function shuffledDeck(seed: number): string[] {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const d = [...DECK];
  for (let i = d.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [d[i], d[j]] = [d[j], d[i]];
  }
  return d;
}

export class HandPlayer {
  constructor(
    private readonly url: string,
    private readonly dealer: string,
    private readonly t: string,
  ) {}

  async ok(query: string, variables: Record<string, unknown>, token = this.dealer) {
    const r = await gql<any>(this.url, query, variables, token);
    if (r.errors) throw new Error(`unexpected error: ${JSON.stringify(r.errors)}`);
    return r.data;
  }

  async table(token: string): Promise<string> {
    return (await this.ok(HAND.tables, { t: this.t }, token)).tables[0].tableId;
  }

  async current(table: string) {
    return (await this.ok(HAND.current, { t: this.t, table })).currentHand;
  }

  /**
   * One hand from its start to its completion; `onAllIn` is called once for each player the
   * moment he is all-in (e.g. to put his bounty chip in). Returns every event type recorded, or
   * the start's events alone when the start completed the tournament instead of dealing.
   */
  async play(
    table: string,
    seed: number,
    onAllIn: (handNo: number, playerId: string) => Promise<void> = async () => {},
  ): Promise<Events> {
    const started = (await this.ok(HAND.start, { t: this.t, table })).startHand.events as Events;
    if (!started.some((e) => e.type === 'HandStarted')) return started;
    let h = await this.current(table);
    const at = { t: this.t, table, hand: h.handNo };
    const deck = shuffledDeck(seed);
    const hands = h.seats.map((s: any, i: number) => ({
      seat: s.seat,
      cards: [deck[2 * i], deck[2 * i + 1]],
    }));
    let next = 2 * h.seats.length;
    const events: Events = [...started];
    const push = (r: any) => events.push(...(Object.values(r)[0] as any).events);
    push(await this.ok(HAND.post, { ...at, hands }));
    const allIn = new Set<string>();
    let acted = 0;
    for (let guard = 0; guard < 100; guard++) {
      h = await this.current(table);
      for (const s of h.seats)
        if (s.allIn && s.playerId && !allIn.has(s.playerId)) {
          allIn.add(s.playerId);
          await onAllIn(at.hand, s.playerId);
        }
      if (h.phase === 'betting' && h.toAct) {
        // Two players per pot, so at most one leaves per hand: the first to act goes all-in,
        // the next calls, the rest fold (or check when they may).
        const has = (a: string) => h.toAct.actions.includes(a);
        const action =
          acted === 0
            ? 'ALL_IN'
            : acted === 1
              ? has('CALL')
                ? 'CALL'
                : 'ALL_IN'
              : has('CHECK')
                ? 'CHECK'
                : 'FOLD';
        acted++;
        push(await this.ok(HAND.act, { ...at, seat: h.toAct.seat, action }));
      } else if (h.phase === 'dealing') {
        const want = next === 2 * h.seats.length ? 3 : 1;
        push(await this.ok(HAND.board, { ...at, cards: deck.slice(next, next + want) }));
        next += want;
      } else if (h.phase === 'showdown') {
        const s = h.seats.find((x: any) => !x.folded && !x.shown);
        if (!s) break;
        push(await this.ok(HAND.show, { ...at, seat: s.seat, show: true }));
      } else break;
    }
    push(await this.ok(HAND.complete, at));
    return events;
  }
}
