import type {
  Reopening,
  HandAction,
  HandConfig,
  HandResult,
  HandState,
  LegalActions,
  MaybeCard,
  PlayerState,
  StepResult,
} from './hand-types';
import type { Rejection } from '../shared/rejection';
import { awardPots, buildPots } from './pots';
import { chips, rejection, type HandRuleCode } from './rule-refs';
import { handStrength } from './showdown';
import { awardSplitPots } from './split-award';
import type { Card } from './cards';
import { bigBetOption, bringInActions, bringInRefusal, completing } from './stud-betting';
import {
  bestBoardPlayer,
  bringInPlayer,
  checkStudConfig,
  communityCardDue,
  isStud,
  mayRedealMuck,
  STUD_LAST_STREET,
  studCardsBefore,
  studCardsOnStreet,
  studFaceUp,
  studStreetDealt,
} from './stud';

/**
 * The hand as an explicit state machine: every operation is a named step (post forced bets, deal
 * hole cards, act, close the round, deal the board, show, award the pots). `applyAction` never
 * mutates its input; a refused action returns the rule it breaks and changes nothing.
 */

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Draft = Mutable<Omit<HandState, 'players' | 'board' | 'actions' | 'uncalledReturned'>> & {
  players: Mutable<PlayerState>[];
  board: MaybeCard[];
  actions: HandAction[];
  uncalledReturned: number[];
};

const BOARD_CARDS_BY_STREET = [3, 1, 1];
const HOLE_CARDS = { holdem: 2, omaha: 4, stud: 3 } as const;
const lastStreet = (c: HandConfig) => (isStud(c) ? STUD_LAST_STREET : 3);

const fail = (code: HandRuleCode, message: string): StepResult => ({
  ok: false,
  rejection: rejection(code, message),
});

const isCard = (c: MaybeCard): c is Card => c !== null;
const isInt = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** Posts antes and blinds (FSNP Art. 9, 52-53, 56; TDA Rule 72) and opens the pre-flop round. */
export function startHand(config: HandConfig): HandState {
  const n = config.startingStacks.length;
  if (n < 2) throw new RangeError('A hand needs at least two players.');
  for (const [name, arr] of [
    ['antes', config.antes],
    ['blinds', config.blinds],
  ] as const) {
    if (arr.length !== n)
      throw new RangeError(`${name} has ${arr.length} entries for ${n} players.`);
  }
  for (const a of [...config.startingStacks, ...config.antes, ...config.blinds, config.bigBlind]) {
    if (!isInt(a)) throw new RangeError(`${a} is not a whole number of chips.`);
  }
  if (isStud(config)) checkStudConfig(config);
  if (config.potEvaluation === 'razz' && !isStud(config))
    throw new RangeError('Razz is a stud game: potEvaluation razz needs game stud (PHH FR).');
  const players: Mutable<PlayerState>[] = config.startingStacks.map((stack) => ({
    stack,
    bet: 0,
    collected: 0,
    ante: 0,
    folded: false,
    mucked: false,
    shown: false,
    acted: false,
    highAtAction: 0,
    minRaiseAtAction: 0,
    hole: null,
    faceUp: null,
  }));
  const postAnte = (p: Mutable<PlayerState>, i: number) => {
    p.ante = Math.min(p.stack, config.antes[i]);
    p.stack -= p.ante;
  };
  const postBlind = (p: Mutable<PlayerState>, i: number) => {
    p.bet = Math.min(p.stack, config.blinds[i]);
    p.stack -= p.bet;
  };
  players.forEach((p, i) => {
    if (config.blindBeforeAnte) {
      postBlind(p, i);
      postAnte(p, i);
    } else {
      postAnte(p, i);
      postBlind(p, i);
    }
  });
  const posted = Math.max(0, ...players.map((p) => p.bet));
  const nominal = Math.max(0, ...config.blinds);
  // The player left of the largest forced bet opens; on a tie the later position (PHH 3.1, [ref]).
  let opener = 0;
  config.blinds.forEach((b, i) => {
    if (b > 0 && b >= config.blinds[opener]) opener = i;
  });
  const draft: Draft = {
    config,
    players,
    board: [],
    street: 0,
    phase: 'betting',
    toAct: -1,
    high: config.callFullBigBlind === false ? posted : Math.max(posted, nominal),
    // A straddle is a full blind: the minimum raise over it is its size (FSNP Art. 149).
    minRaise:
      config.structure === 'fixed-limit' ? smallBetOf(config) : Math.max(config.bigBlind, nominal),
    raisesThisRound: 0,
    lastAggressor: -1,
    lastAggressorStreet: -1,
    deadMoney: config.anteTrimming ? 0 : players.reduce((s, p) => s + p.ante, 0),
    uncalledReturned: new Array<number>(n).fill(0),
    actions: [],
    result: null,
  };
  // Stud: third street is dealt first; the bring-in is due once every up card is out.
  if (isStud(config)) {
    draft.phase = 'dealing';
    return draft;
  }
  draft.toAct = nextToAct(draft, Math.max(...config.blinds) > 0 ? opener : n - 1);
  if (draft.toAct < 0) closeRound(draft);
  return draft;
}

const smallBetOf = (c: HandConfig) => c.smallBet ?? c.bigBlind;

/**
 * Fixed-limit: the street's bet. Hold'em and Omaha bet the small bet pre-flop and on the flop and
 * the big bet on the turn and river (PHH.md 5: `small_bet`, `big_bet`).
 */
export function fixedLimitBet(config: HandConfig, street: number): number {
  // Stud the same way: small bet on third and fourth street, big bet from fifth (PHH.md 5).
  const small = smallBetOf(config);
  return street <= 1 ? small : (config.bigBet ?? 2 * small);
}

/** Fixed-limit: the round's cap of bets and raises is reached (lifted heads-up where configured). */
export function raiseCapReached(state: HandState): boolean {
  const cap = state.config.raiseCap;
  if (state.config.structure !== 'fixed-limit' || cap === undefined) return false;
  if (state.config.capLiftedHeadsUp && state.players.filter(inHand).length <= 2) return false;
  return (state.raisesThisRound ?? 0) >= cap;
}

function needsAction(s: Draft, i: number): boolean {
  const p = s.players[i];
  if (p.folded || p.stack === 0) return false;
  if (p.bet < s.high) return true;
  if (p.acted) return false;
  // Nobody left to bet against: a lone player with chips who has matched need not act.
  const others = s.players.filter((q, j) => j !== i && !q.folded && q.stack > 0).length;
  return others > 0;
}

function nextToAct(s: Draft, from: number): number {
  const n = s.players.length;
  for (let k = 1; k <= n; k++) {
    const i = (from + k) % n;
    if (needsAction(s, i)) return i;
  }
  return -1;
}

const inHand = (p: PlayerState) => !p.folded && !p.mucked;
const canStillBet = (s: Draft) => s.players.filter((p) => inHand(p) && p.stack > 0).length >= 2;

/** The part of the top bet nobody matched goes back to its owner (TDA Rule 21; PHH 6.2 step 3). */
function returnUncalled(s: Draft): void {
  let top = -1;
  let first = 0;
  let second = 0;
  s.players.forEach((p, i) => {
    if (top < 0 || p.bet > s.players[top].bet) {
      second = top < 0 ? 0 : s.players[top].bet;
      top = i;
      first = p.bet;
    } else if (p.bet > second) second = p.bet;
  });
  if (top >= 0 && first > second) {
    const back = first - second;
    s.players[top].bet -= back;
    s.players[top].stack += back;
    s.uncalledReturned[top] += back;
  }
}

function closeRound(s: Draft): void {
  returnUncalled(s);
  for (const p of s.players) {
    p.collected += p.bet;
    p.bet = 0;
    p.acted = false;
    p.highAtAction = 0;
    p.minRaiseAtAction = 0;
  }
  s.high = 0;
  s.minRaise =
    s.config.structure === 'fixed-limit'
      ? fixedLimitBet(s.config, s.street + 1)
      : s.config.bigBlind;
  s.lastFullHigh = 0;
  s.raisesThisRound = 0;
  s.bringInDue = false;
  s.toAct = -1;
  if (s.players.filter(inHand).length === 1) return award(s);
  s.phase = s.street >= lastStreet(s.config) ? 'showdown' : 'dealing';
  // Stud deals each street to the players, so the street advances when its deal begins.
  if (isStud(s.config) && s.phase === 'dealing') s.street += 1;
  maybeFinishShowdown(s);
}

const contribution = (s: Draft, p: PlayerState) =>
  p.collected + p.bet + (s.config.anteTrimming ? p.ante : 0);

function award(s: Draft): void {
  const live = s.players.map(inHand);
  const contributions = s.players.map((p) => contribution(s, p));
  const pots = buildPots(contributions, live, s.deadMoney);
  const game = s.config.game ?? 'holdem';
  const strengthOf = s.players.map((p) =>
    p.shown && p.hole ? handStrength(game, p.hole, s.board) : null,
  );
  const n = s.players.length;
  const evaluation = s.config.potEvaluation ?? 'high';
  const awarded =
    evaluation === 'high'
      ? awardPots(pots, (i) => strengthOf[i], s.config.chipUnit ?? 1, s.config.oddChips, n)
      : awardSplitPots(pots, {
          game,
          evaluation,
          cards: s.players.map((p) =>
            p.shown && p.hole?.every(isCard) ? (p.hole as Card[]) : null,
          ),
          board: s.board,
          chipUnit: s.config.chipUnit ?? 1,
          rule: s.config.oddChips,
        });
  const won = new Array<number>(n).fill(0);
  awarded.forEach((a) => a.shares.forEach((x, i) => (won[i] += x)));
  for (const p of s.players) {
    p.collected = 0;
    p.bet = 0;
  }
  s.players.forEach((p, i) => (p.stack += won[i]));
  const result: HandResult = {
    pots: pots.map((p, k) => ({ ...p, winners: awarded[k].winners, shares: awarded[k].shares })),
    uncalledReturned: [...s.uncalledReturned],
    finishingStacks: s.players.map((p) => p.stack),
  };
  s.result = result;
  s.phase = 'complete';
  s.toAct = -1;
}

function maybeFinishShowdown(s: Draft): void {
  if (s.phase === 'complete') return;
  const live = s.players.filter(inHand);
  if (live.length === 1) return award(s);
  if (s.phase === 'showdown' && live.every((p) => p.shown)) award(s);
}

/**
 * A player's fields copied one by one, in startHand's order: one object shape for every copy,
 * where `{ ...p }` took V8's generic clone path on each of the ~10 copies per action (issue 16).
 */
function copyPlayer(p: PlayerState): Mutable<PlayerState> {
  return {
    stack: p.stack,
    bet: p.bet,
    collected: p.collected,
    ante: p.ante,
    folded: p.folded,
    mucked: p.mucked,
    shown: p.shown,
    acted: p.acted,
    highAtAction: p.highAtAction,
    minRaiseAtAction: p.minRaiseAtAction,
    hole: p.hole,
    faceUp: p.faceUp,
  };
}

function copy(state: HandState): Draft {
  const players: Mutable<PlayerState>[] = [];
  for (const p of state.players) players.push(copyPlayer(p));
  return {
    ...state,
    players,
    board: [...state.board],
    actions: [...state.actions],
    uncalledReturned: [...state.uncalledReturned],
  };
}

/** What the player to act may do, with amounts (TDA Conventions D; FSNP Art. 85-86, 90). */
export function legalActions(state: HandState): LegalActions | null {
  if (state.phase !== 'betting' || state.toAct < 0) return null;
  const i = state.toAct;
  const p = state.players[i];
  const toCall = Math.max(0, state.high - p.bet);
  const callAmount = Math.min(toCall, p.stack);
  const allInTo = p.bet + p.stack;
  const reopened = bettingReopened(state, i);
  // A raise nobody can call would only come back as an uncalled bet.
  const someoneCanCall = state.players.some((q, j) => j !== i && inHand(q) && q.stack > 0);
  let raise: LegalActions['raise'] = null;
  if (state.bringInDue) return bringInActions(state, i);
  if (p.stack > toCall && reopened && someoneCanCall && !raiseCapReached(state)) {
    const min = Math.min(
      completing(state) ? smallBetOf(state.config) : state.high + state.minRaise,
      allInTo,
    );
    // Fixed-limit: exactly one bet more, or all-in for less (PHH.md 5); with the open-pair
    // option, the big bet too until one is made.
    if (state.config.structure === 'fixed-limit') {
      const max = bigBetOption(state)
        ? Math.min(state.high + fixedLimitBet(state.config, 2), allInTo)
        : min;
      return {
        player: i,
        canFold: true,
        canCheck: toCall === 0,
        callAmount,
        raise: { min, max },
        allInTo,
      };
    }
    // The pot limit never forbids the minimum raise (it can only fall below it after short blinds).
    raise = { min, max: Math.max(min, Math.min(allInTo, potLimitMax(state, i))) };
  }
  return { player: i, canFold: true, canCheck: toCall === 0, callAmount, raise, allInTo };
}

/**
 * Whether the betting is open again to a player who has already acted (Club Rule 47; FSNP
 * Art. 90; DECISION-6), by the ruleset's reopening rules (`config.reopening`).
 */
export function bettingReopened(state: HandState, i: number): boolean {
  const p = state.players[i];
  if (!p.acted) return true;
  if (state.high <= p.highAtAction) return false;
  const rules = state.config.reopening ?? DEFAULT_REOPENING;
  if (rules.shortAllInReopens) return true;
  if (!rules.cumulativeShortAllInsReopen) return (state.lastFullHigh ?? 0) > p.highAtAction;
  return state.high - p.highAtAction >= p.minRaiseAtAction;
}

const DEFAULT_REOPENING: Reopening = {
  shortAllInReopens: false,
  cumulativeShortAllInsReopen: true,
};

/**
 * A hand killed by the dealer's error that cannot be retrieved (Club Rule 65): his bet of this
 * round that nobody has matched goes back to his stack; what was called stays in the pot. Returns
 * the chips given back (0 when every chip of his was called, or outside a betting round).
 */
export function returnUnmatchedBet(
  state: HandState,
  i: number,
): { state: HandState; returned: number } {
  if (state.phase !== 'betting') return { state, returned: 0 };
  const others = Math.max(0, ...state.players.filter((_, j) => j !== i).map((q) => q.bet));
  const returned = Math.max(0, state.players[i].bet - others);
  if (returned === 0) return { state, returned };
  const s = copy(state);
  const p = s.players[i];
  p.bet -= returned;
  p.stack += returned;
  s.uncalledReturned[i] += returned;
  s.high = Math.max(...s.players.map((q) => q.bet));
  return { state: s, returned };
}

/** Pot-limit: raise to at most the bet + everything in the pot after calling (FSNP Art. 86). */
function potLimitMax(state: HandState, i: number): number {
  if (state.config.structure !== 'pot-limit') return Infinity;
  const pot =
    state.deadMoney + state.players.reduce((s, p) => s + contribution(state as Draft, p), 0);
  return state.high + pot + (state.high - state.players[i].bet);
}

/** Applies one named step. Refusals cite the rule; the input state is never changed. */
export function applyAction(state: HandState, action: HandAction): StepResult {
  if (state.phase === 'complete') {
    // A sole survivor may still show his cards (FSNP Art. 113); nothing else happens after the award.
    if (
      action.type === 'show' &&
      playerIndexValid(state, action.player) &&
      inHand(state.players[action.player])
    ) {
      return { ok: true, state: { ...state, actions: [...state.actions, action] } };
    }
    return fail('HAND_OVER', 'The hand is over: the pots have been awarded.');
  }
  switch (action.type) {
    case 'dealHole':
      return isStud(state.config) ? dealStud(state, action) : dealHole(state, action);
    case 'dealBoard':
      return isStud(state.config) ? dealCommunityCard(state, action) : dealBoard(state, action);
    case 'show':
    case 'muck':
      return showOrMuck(state, action);
    default:
      return bettingAction(state, action);
  }
}

function playerIndexValid(state: HandState, i: number): boolean {
  return Number.isInteger(i) && i >= 0 && i < state.players.length;
}

function seenCards(state: HandState): Set<number> {
  const seen = new Set<number>();
  for (const c of state.board) if (c !== null) seen.add(c);
  for (const p of state.players) for (const c of p.hole ?? []) if (c !== null) seen.add(c);
  return seen;
}

function checkNewCards(state: HandState, cards: readonly MaybeCard[]): StepResult | null {
  const seen = seenCards(state);
  for (const c of cards) {
    if (c === null) continue;
    if (seen.has(c)) return fail('DUPLICATE_CARD', `Card ${c} is already in play in this hand.`);
    seen.add(c);
  }
  return null;
}

function dealHole(state: HandState, a: Extract<HandAction, { type: 'dealHole' }>): StepResult {
  if (!playerIndexValid(state, a.player))
    return fail('NOT_IN_HAND', `There is no player ${a.player + 1}.`);
  if (state.players[a.player].hole) {
    return fail('HOLE_CARDS_ALREADY_DEALT', `Player ${a.player + 1} already has hole cards.`);
  }
  if (state.street > 0 || state.players.some((p) => p.acted || p.folded)) {
    return fail('HOLE_CARDS_TOO_LATE', 'Hole cards are dealt before the first action of the hand.');
  }
  const want = HOLE_CARDS[state.config.game ?? 'holdem'];
  if (a.cards.length !== want) {
    return fail('WRONG_CARD_COUNT', `Each player gets ${want} hole cards, not ${a.cards.length}.`);
  }
  const dup = checkNewCards(state, a.cards);
  if (dup) return dup;
  const s = copy(state);
  s.players[a.player].hole = [...a.cards];
  s.actions.push(a);
  return { ok: true, state: s };
}

function dealBoard(state: HandState, a: Extract<HandAction, { type: 'dealBoard' }>): StepResult {
  if (state.phase !== 'dealing') {
    const why =
      state.phase === 'betting' ? 'the betting round is not over' : 'all five board cards are out';
    return fail('BOARD_NOT_DUE', `No board card is due: ${why}.`);
  }
  const want = BOARD_CARDS_BY_STREET[state.street];
  if (a.cards.length !== want) {
    return fail(
      'WRONG_CARD_COUNT',
      `This street takes ${want} board card(s), not ${a.cards.length}.`,
    );
  }
  const dup = checkNewCards(state, a.cards);
  if (dup) return dup;
  const s = copy(state);
  s.board.push(...a.cards);
  s.street += 1;
  s.actions.push(a);
  if (canStillBet(s)) {
    s.phase = 'betting';
    s.toAct = nextToAct(s, s.players.length - 1);
  } else {
    // All-in: the rest of the board is dealt without betting (FSNP Art. 116).
    s.phase = s.street >= 3 ? 'showdown' : 'dealing';
    maybeFinishShowdown(s);
  }
  return { ok: true, state: s };
}

function showOrMuck(
  state: HandState,
  a: Extract<HandAction, { type: 'show' | 'muck' }>,
): StepResult {
  if (!playerIndexValid(state, a.player))
    return fail('NOT_IN_HAND', `There is no player ${a.player + 1}.`);
  const p = state.players[a.player];
  if (p.folded || p.mucked)
    return fail('NOT_IN_HAND', `Player ${a.player + 1} is no longer in the hand.`);
  if (p.shown) return fail('ALREADY_SHOWN', `Player ${a.player + 1} has already tabled his hand.`);
  const runout = state.phase === 'dealing' && !canStillBet(state as Draft);
  if (state.phase !== 'showdown' && !runout) {
    return fail(
      'SHOWDOWN_NOT_DUE',
      'Cards are tabled only when the betting is over (or closed by an all-in).',
    );
  }
  const s = copy(state);
  const q = s.players[a.player];
  if (a.type === 'muck') {
    const othersAllIn = s.players.some((o, j) => j !== a.player && inHand(o) && o.stack === 0);
    if (state.config.enforceTabling && (othersAllIn || q.stack === 0)) {
      return fail(
        'MUST_TABLE',
        `Player ${a.player + 1} contests a pot with an all-in player and must table his cards.`,
      );
    }
    q.mucked = true;
  } else if (a.cards) {
    const dealt = q.hole ?? a.cards.map(() => null);
    const extra = a.cards.filter((c): c is number => c !== null && !dealt.includes(c));
    if (extra.length > dealt.filter((c) => c === null).length) {
      return fail('SHOWN_CARDS_MISMATCH', `Player ${a.player + 1} shows cards he was not dealt.`);
    }
    const dup = checkNewCards(state, extra);
    if (dup) return dup;
    q.hole = dealt.map((c) => c ?? extra.shift() ?? null);
  }
  if (a.type === 'show') {
    q.shown = true;
  }
  s.actions.push(a);
  maybeFinishShowdown(s);
  return { ok: true, state: s };
}

function bettingAction(
  state: HandState,
  a: Extract<HandAction, { type: 'fold' | 'check' | 'call' | 'raise' | 'bringIn' }>,
): StepResult {
  if (!playerIndexValid(state, a.player))
    return fail('NOT_IN_HAND', `There is no player ${a.player + 1}.`);
  if (state.phase !== 'betting' || state.toAct < 0) {
    return fail(
      'ROUND_CLOSED',
      'The betting round is closed: no betting action is accepted until the next street.',
    );
  }
  const i = a.player;
  const p = state.players[i];
  if (p.folded) return fail('NOT_IN_HAND', `Player ${i + 1} has folded.`);
  if (i !== state.toAct) {
    return fail('NOT_YOUR_TURN', `It is player ${state.toAct + 1}'s turn, not player ${i + 1}'s.`);
  }
  const toCall = Math.max(0, state.high - p.bet);
  const due = bringInRefusal(state, a);
  if (due) return due;
  const s = copy(state);
  const q = s.players[i];
  const completion = a.type === 'raise' && completing(state);
  switch (a.type) {
    case 'bringIn': {
      // A forced bet made in turn: it is his action, but it is not a bet for the cap, and a
      // completion reopens the betting to him (highAtAction 0).
      const pay = Math.min(q.stack, s.config.bringIn ?? 0);
      q.stack -= pay;
      q.bet += pay;
      s.high = Math.max(s.high, q.bet);
      s.bringInDue = false;
      q.acted = true;
      q.highAtAction = 0;
      q.minRaiseAtAction = 0;
      s.actions.push(a);
      s.toAct = nextToAct(s, i);
      if (s.toAct < 0) closeRound(s);
      return { ok: true, state: s };
    }
    case 'fold':
      q.folded = true;
      break;
    case 'check':
      if (toCall > 0)
        return fail(
          'CANNOT_CHECK',
          `Player ${i + 1} faces ${chips(toCall)} to call and cannot check.`,
        );
      break;
    case 'call': {
      if (toCall === 0)
        return fail('NOTHING_TO_CALL', `There is no bet to call; player ${i + 1} may check.`);
      const pay = Math.min(toCall, q.stack);
      q.stack -= pay;
      q.bet += pay;
      break;
    }
    case 'raise': {
      const refused = validateRaise(state, i, a.to);
      if (refused) return refused;
      const increment = a.to - s.high;
      // FSNP Art. 85 / DECISION-6: only a full raise sets a new minimum increment; a short all-in
      // leaves it unchanged (FSNP Art. 90).
      if (increment >= s.minRaise) {
        s.minRaise = increment;
        s.lastFullHigh = a.to;
      }
      s.high = a.to;
      q.stack -= a.to - q.bet;
      q.bet = a.to;
      s.lastAggressor = i;
      s.lastAggressorStreet = s.street;
      s.raisesThisRound = (s.raisesThisRound ?? 0) + 1;
      s.bringInDue = false;
      // The completion is the round's first full bet: everyone who called the bring-in may raise.
      if (completion) {
        s.lastFullHigh = a.to;
        for (const o of s.players) o.highAtAction = 0;
      }
      break;
    }
  }
  q.acted = true;
  q.highAtAction = s.high;
  q.minRaiseAtAction = s.minRaise;
  s.actions.push(a);
  if (s.players.filter(inHand).length === 1) {
    closeRound(s);
    return { ok: true, state: s };
  }
  s.toAct = nextToAct(s, i);
  if (s.toAct < 0) closeRound(s);
  return { ok: true, state: s };
}

function validateRaise(state: HandState, i: number, to: number): StepResult | null {
  const p = state.players[i];
  if (!isInt(to)) return fail('INVALID_AMOUNT', `${to} is not a whole number of chips.`);
  const legal = legalActions(state);
  const toCall = Math.max(0, state.high - p.bet);
  const allInTo = p.bet + p.stack;
  const betting = state.high === 0;
  if (to > allInTo) {
    return fail(
      'RAISE_EXCEEDS_STACK',
      `Player ${i + 1} has only ${chips(allInTo)} in total for this round, not ${chips(to)}.`,
    );
  }
  if (to <= state.high) {
    return fail(
      'RAISE_NOT_ABOVE_BET',
      `A raise must go above the current bet of ${chips(state.high)}.`,
    );
  }
  if (p.stack <= toCall) {
    return fail('CANNOT_RAISE_ONLY_CALL', `Player ${i + 1} can only call (all-in) or fold.`);
  }
  if (!state.players.some((q, j) => j !== i && inHand(q) && q.stack > 0)) {
    return fail(
      'CANNOT_RAISE_ONLY_CALL',
      `Everyone else is all-in: player ${i + 1} may call or fold, not raise.`,
    );
  }
  if (!legal?.raise && raiseCapReached(state)) {
    return fail(
      'RAISE_CAP_REACHED',
      `The betting is capped: ${state.config.raiseCap} bets and raises have been made this round.`,
    );
  }
  if (!legal?.raise) {
    return fail(
      'BETTING_NOT_REOPENED',
      `Player ${i + 1} already acted and faces only a short all-in raise: he may call or fold, not raise.`,
    );
  }
  if (to < legal.raise.min) {
    return betting
      ? fail(
          'BET_BELOW_MINIMUM',
          `The minimum bet is ${chips(legal.raise.min)} (the big blind); ${chips(to)} is short.`,
        )
      : fail(
          'RAISE_BELOW_MINIMUM',
          `The minimum raise is to ${chips(legal.raise.min)} (bet ${chips(state.high)} plus the last full raise of ${chips(state.minRaise)}).`,
        );
  }
  const fixed = state.config.structure === 'fixed-limit';
  if (fixed && to > legal.raise.min && to < legal.raise.max) {
    return fail(
      'FIXED_LIMIT_AMOUNT',
      `With an open pair on fourth street the bet is ${chips(legal.raise.min - state.high)} or ${chips(legal.raise.max - state.high)}: raise to ${chips(legal.raise.min)} or ${chips(legal.raise.max)}.`,
    );
  }
  if (to > legal.raise.max && fixed) {
    return fail(
      'FIXED_LIMIT_AMOUNT',
      `In fixed-limit the bet is ${chips(state.minRaise)}: raise to exactly ${chips(legal.raise.max)}.`,
    );
  }
  if (to > legal.raise.max) {
    return fail(
      'POT_LIMIT_EXCEEDED',
      `In pot-limit the largest raise is to ${chips(legal.raise.max)}.`,
    );
  }
  return null;
}

/** The cards of the hands still in, and the board: a card among them cannot be dealt again. */
function cardsInPlay(state: HandState): Set<number> {
  const seen = new Set<number>();
  for (const c of state.board) if (c !== null) seen.add(c);
  for (const p of state.players)
    if (inHand(p)) for (const c of p.hole ?? []) if (c !== null) seen.add(c);
  return seen;
}

/**
 * Stud: one player's cards for the street being dealt (PHH.md 5: every card, up or down, is a
 * `d dh`). Once every player still in has them, the street's betting opens (or, with the betting
 * closed by all-ins, the next street is dealt).
 */
function dealStud(state: HandState, a: Extract<HandAction, { type: 'dealHole' }>): StepResult {
  if (!playerIndexValid(state, a.player) || !inHand(state.players[a.player]))
    return fail('NOT_IN_HAND', `Player ${a.player + 1} is not in the hand.`);
  if (state.phase !== 'dealing')
    return fail('HOLE_CARDS_TOO_LATE', 'No stud card is due: the betting round is not over.');
  const p = state.players[a.player];
  const have = p.hole?.length ?? 0;
  if (have !== studCardsBefore(state.street) || state.board.length > 0)
    return fail(
      'HOLE_CARDS_ALREADY_DEALT',
      `Player ${a.player + 1} already has this street's cards.`,
    );
  const want = studCardsOnStreet(state.street);
  const faceUp = studFaceUp(state.street, a.faceUp);
  if (a.cards.length !== want || faceUp.length !== want)
    return fail(
      'WRONG_CARD_COUNT',
      `This street deals ${want} card(s) to each player, not ${a.cards.length}.`,
    );
  const inPlay = cardsInPlay(state);
  const dealt = seenCards(state);
  for (const c of a.cards) {
    if (c === null) continue;
    // FSPR 6.5.3: a card from the muck comes back only once the stub has run out.
    if (inPlay.has(c) || (dealt.has(c) && !mayRedealMuck(state)))
      return fail('DUPLICATE_CARD', `Card ${c} is already in play in this hand.`);
    inPlay.add(c);
  }
  const s = copy(state);
  s.players[a.player].hole = [...(p.hole ?? []), ...a.cards];
  s.players[a.player].faceUp = [...(p.faceUp ?? []), ...faceUp];
  s.actions.push(a);
  if (studStreetDealt(s)) openStudStreet(s);
  return { ok: true, state: s };
}

/** FSPR 6.5.3 with 'community-card': the one card face up in the middle on seventh street. */
function dealCommunityCard(
  state: HandState,
  a: Extract<HandAction, { type: 'dealBoard' }>,
): StepResult {
  if (state.phase !== 'dealing' || !communityCardDue(state))
    return fail(
      'BOARD_NOT_DUE',
      'Stud has no board: a community card is dealt only when the deck runs out on seventh street.',
    );
  if (a.cards.length !== 1)
    return fail('WRONG_CARD_COUNT', `The community card is one card, not ${a.cards.length}.`);
  if (a.cards[0] !== null && seenCards(state).has(a.cards[0]))
    return fail('DUPLICATE_CARD', `Card ${a.cards[0]} is already in play in this hand.`);
  const s = copy(state);
  s.board.push(a.cards[0]);
  s.actions.push(a);
  openStudStreet(s);
  return { ok: true, state: s };
}

/**
 * The street's cards are out: third street opens with the bring-in by the lowest up card, later
 * streets with the best hand showing (PHH.md 5); an all-in player due to act is passed over
 * (FSPR 6.5.4). With the betting closed, the next street is dealt at once.
 */
function openStudStreet(s: Draft): void {
  if (!canStillBet(s)) {
    s.phase = s.street >= STUD_LAST_STREET ? 'showdown' : 'dealing';
    if (s.phase === 'dealing') s.street += 1;
    maybeFinishShowdown(s);
    return;
  }
  const n = s.players.length;
  const opener = s.street === 0 ? bringInPlayer(s) : bestBoardPlayer(s);
  s.phase = 'betting';
  s.bringInDue = s.street === 0 && opener >= 0;
  s.toAct = nextToAct(s, (Math.max(opener, 0) + n - 1) % n);
  if (s.toAct < 0) closeRound(s);
}

/** Replays a list of steps from the start; stops at the first refusal and says which one. */
export function replay(
  config: HandConfig,
  actions: readonly HandAction[],
):
  | { ok: true; state: HandState }
  | { ok: false; index: number; state: HandState; rejection: Rejection } {
  let state = startHand(config);
  for (let k = 0; k < actions.length; k++) {
    const r = applyAction(state, actions[k]);
    if (!r.ok) return { ok: false, index: k, state, rejection: r.rejection };
    state = r.state;
  }
  return { ok: true, state };
}

/** Stacks now: finished hands include the pots; unfinished ones exclude chips already bet (PHH 6.1). */
export const currentStacks = (state: HandState): number[] =>
  state.result ? [...state.result.finishingStacks] : state.players.map((p) => p.stack);

/**
 * Chips a player leaves in the pot without acting: FSNP Art. 100(b), a player who raised out of
 * turn and folds to the skipped player's raise forfeits the bet he faced. The chips join what he
 * has put in (so they count in the pots he no longer contests) and no betting step is taken; the
 * step is not an action, so it is not added to `actions` and has no PHH notation.
 */
export function forfeitChips(state: HandState, player: number, amount: number): StepResult {
  if (state.phase !== 'betting')
    return fail('ROUND_CLOSED', 'Chips can only be forfeited while the betting round is open.');
  if (!playerIndexValid(state, player) || !inHand(state.players[player]))
    return fail('NOT_IN_HAND', `Player ${player + 1} has no live hand.`);
  if (!isInt(amount)) return fail('INVALID_AMOUNT', `${amount} is not a whole number of chips.`);
  if (amount > state.players[player].stack)
    return fail(
      'RAISE_EXCEEDS_STACK',
      `Player ${player + 1} cannot forfeit ${chips(amount)}: he has ${chips(state.players[player].stack)}.`,
    );
  const s = copy(state);
  s.players[player].stack -= amount;
  s.players[player].collected += amount;
  return { ok: true, state: s };
}

/**
 * FSPR 6.5.5: a stud player whose seventh card was exposed, and who elects to be treated as
 * all-in, puts in no more chips. His stack is set aside for the rest of the hand: the engine
 * plays on as if he had come in with only the chips he has put in (an all-in player), so later
 * bets form a pot he cannot win; the caller gives the chips set aside back after the award.
 */
export function setAsideStack(
  state: HandState,
  player: number,
):
  | { readonly ok: true; readonly state: HandState; readonly aside: number }
  | Extract<StepResult, { ok: false }> {
  if (!playerIndexValid(state, player) || !inHand(state.players[player]))
    return fail('NOT_IN_HAND', `Player ${player + 1} has no live hand.`) as Extract<
      StepResult,
      { ok: false }
    >;
  const s = copy(state);
  const aside = s.players[player].stack;
  s.players[player].stack = 0;
  s.config = {
    ...s.config,
    startingStacks: s.config.startingStacks.map((x, k) => (k === player ? x - aside : x)),
  };
  if (s.phase === 'betting' && (s.toAct === player || s.toAct < 0)) {
    s.toAct = nextToAct(s, player);
    if (s.toAct < 0) closeRound(s);
  }
  return { ok: true, state: s, aside };
}

/** What a corrected bet did to the round: chips each seat added (+) or took back (-). */
export interface BetCorrection {
  readonly state: HandState;
  /** By player index: chips moved from the stack into the bet (+) or back (-); 0: untouched. */
  readonly moved: readonly number[];
  /** Player indexes who called the old amount and now face the difference (call or fold). */
  readonly owing: readonly number[];
}

/**
 * A bet found wrong while its round is open (LNSE II.96-97, II.99; FSNP Art. 88, 93; Club Rule
 * 49, 52) stands at `to` for player `i`: more is taken from his stack (capped by it, so he may
 * end all-in), or, where a wrong count was given (FSNP Art. 93(b)), the excess goes back to him.
 * Those who had called the old amount (bet equal to it, acted) are brought to the new one:
 * `callers` 'topped-up' puts the difference in for them (capped by the stack); 'call-or-fold'
 * leaves them owing it, so the turn comes back to them. Nobody's earlier action changes; the
 * raise size of the round is kept (ASSUMPTION: the catalogs do not say a corrected bet resizes
 * the minimum raise). The step is not an action: no PHH notation, as forfeitChips.
 */
export function correctBet(
  state: HandState,
  i: number,
  to: number,
  callers: 'topped-up' | 'call-or-fold',
): BetCorrection | Extract<StepResult, { ok: false }> {
  const no = (code: HandRuleCode, message: string) =>
    fail(code, message) as Extract<StepResult, { ok: false }>;
  if (state.phase !== 'betting')
    return no('ROUND_CLOSED', 'A bet can only be corrected while its betting round is open.');
  if (!playerIndexValid(state, i) || !inHand(state.players[i]))
    return no('NOT_IN_HAND', `Player ${i + 1} has no live hand.`);
  if (!isInt(to)) return no('INVALID_AMOUNT', `${to} is not a whole number of chips.`);
  const s = copy(state);
  const old = s.players[i].bet;
  const moved = s.players.map(() => 0);
  const owing: number[] = [];
  const p = s.players[i];
  const target = to > old ? old + Math.min(to - old, p.stack) : to;
  moved[i] = target - old;
  p.stack -= moved[i];
  p.bet = target;
  s.players.forEach((q, j) => {
    if (j === i || !inHand(q) || !q.acted || q.bet !== old || old === 0) return;
    if (target < old || callers === 'topped-up') {
      const add = target < old ? target - old : Math.min(target - old, q.stack);
      q.stack -= add;
      q.bet += add;
      moved[j] = add;
    } else if (q.stack > 0) owing.push(j);
  });
  s.high = Math.max(...s.players.map((q) => q.bet));
  if (s.toAct < 0 || !needsAction(s, s.toAct)) s.toAct = nextToAct(s, i);
  if (s.toAct < 0) closeRound(s);
  return { state: s, moved, owing };
}
