import type { HandConfig } from './hand-types';

/**
 * Button, blinds and antes of the next hand (FSNP Art. 45-58, 82; TDA Rules 32, 34, 72; LNSE
 * I.94; DECISION-9), by the moving-big-blind method (TDA Rule 32): the big blind moves to the next
 * occupied seat, the small blind goes where the big blind was, the button where the small blind
 * was. So nobody skips or repeats the big blind (Art. 58), an empty small-blind position means a
 * dead small blind (Art. 48, 57) and an empty button position a dead button (Art. 49).
 */

export interface SeatedPlayer {
  readonly seat: number;
  readonly stack: number;
  /** Seated since the last hand (late registration, re-entry, table move: Art. 47, 82). */
  readonly newArrival?: boolean;
}

/** Where the last hand's positions were, whether or not someone sat there. */
export interface PreviousPositions {
  readonly buttonSeat: number;
  readonly smallBlindSeat: number;
  readonly bigBlindSeat: number;
}

export type AnteFormat = 'none' | 'standard' | 'big-blind';

export interface BlindLevel {
  readonly smallBlind: number;
  readonly bigBlind: number;
  readonly ante: number;
  readonly anteFormat: AnteFormat;
}

export interface ForcedPost {
  readonly seat: number;
  readonly kind: 'small-blind' | 'big-blind' | 'ante';
  readonly amount: number;
  /** Short stack: the post is all the player has (TDA Rule 72). */
  readonly allIn: boolean;
}

export interface HandPlan {
  readonly buttonSeat: number;
  readonly buttonDead: boolean;
  /** The small-blind position; `smallBlindDead` when nobody posts it. */
  readonly smallBlindSeat: number;
  readonly smallBlindDead: boolean;
  readonly bigBlindSeat: number;
  readonly headsUp: boolean;
  /** Seats dealt in, in position order: first left of the button ... button (heads-up: BB, button). */
  readonly dealtIn: readonly number[];
  /** New arrivals between the button and the small blind: no cards until the button passes (Art. 82). */
  readonly waiting: readonly number[];
  readonly posts: readonly ForcedPost[];
  /** The rules that shaped this plan, for the ButtonMoved / BlindPosted events. */
  readonly ruleRefs: readonly string[];
}

export class ButtonPlanError extends Error {
  readonly code = 'BUTTON_PLAN_INVALID';
}

/** Seats strictly after `from` going clockwise up to and including `to` (1-based seats). */
function clockwise(seatCount: number, from: number, to: number): number[] {
  const out: number[] = [];
  for (let k = 1; k <= seatCount; k++) {
    const s = ((from - 1 + k) % seatCount) + 1;
    out.push(s);
    if (s === to) break;
  }
  return out;
}

const nextOccupied = (seatCount: number, from: number, occupied: Set<number>): number => {
  const s = clockwise(seatCount, from, from).find((x) => occupied.has(x));
  if (s === undefined) throw new ButtonPlanError('No occupied seat at the table.');
  return s;
};

/**
 * Plans the next hand. `previous` is null for a table's first hand, when `drawnButtonSeat` (the
 * button draw, Art. 46, or the seat the button stays on after balancing, Art. 47) is used.
 */
export function planNextHand(
  seatCount: number,
  seated: readonly SeatedPlayer[],
  level: BlindLevel,
  previous: PreviousPositions | null,
  drawnButtonSeat?: number,
): HandPlan {
  const occupied = new Set(seated.map((p) => p.seat));
  if (occupied.size < 2)
    throw new ButtonPlanError('A hand needs at least two players at the table.');
  const refs = new Set<string>(['FSNP Art. 45, 52']);
  const bySeat = new Map(seated.map((p) => [p.seat, p]));

  let buttonSeat: number;
  let smallBlindSeat: number;
  let bigBlindSeat: number;
  if (occupied.size === 2) {
    // DECISION-9 (Art. 58 over Art. 50): the big blind moves on, so nobody posts it twice in a row;
    // the other player has the button and posts the small blind (TDA Rule 34).
    if (previous) bigBlindSeat = nextOccupied(seatCount, previous.bigBlindSeat, occupied);
    else {
      if (drawnButtonSeat === undefined)
        throw new ButtonPlanError('The first hand needs the drawn button seat (Art. 46).');
      bigBlindSeat = nextOccupied(seatCount, drawnButtonSeat, occupied);
    }
    buttonSeat = [...occupied].find((s) => s !== bigBlindSeat)!;
    smallBlindSeat = buttonSeat;
    refs.add('FSNP Art. 50; DECISION-9').add('TDA Rule 34');
  } else if (!previous) {
    if (drawnButtonSeat === undefined)
      throw new ButtonPlanError('The first hand needs the drawn button seat (Art. 46).');
    buttonSeat = drawnButtonSeat;
    smallBlindSeat = nextOccupied(seatCount, buttonSeat, occupied);
    bigBlindSeat = nextOccupied(seatCount, smallBlindSeat, occupied);
    refs.add('FSNP Art. 46');
  } else {
    bigBlindSeat = nextOccupied(seatCount, previous.bigBlindSeat, occupied);
    smallBlindSeat = previous.bigBlindSeat;
    buttonSeat = previous.smallBlindSeat;
    if (previous.smallBlindSeat === previous.buttonSeat) {
      // Back from heads-up (the button was the small blind): the button goes to the player
      // before the small blind, so the last button does not post the big blind and hold the button.
      buttonSeat = clockwise(seatCount, smallBlindSeat, smallBlindSeat)
        .reverse()
        .slice(1)
        .find((x) => occupied.has(x) && x !== bigBlindSeat)!;
    }
    refs.add('FSNP Art. 58; TDA Rule 32');
  }
  const headsUp = occupied.size === 2;
  // FSNP Art. 50, 58: going heads-up, the button player who posted the small blind in the last
  // (not heads-up) hand does not post it again; that hand is played with the big blind only.
  const repeatsSmallBlind =
    headsUp &&
    previous !== null &&
    previous.smallBlindSeat !== previous.buttonSeat &&
    previous.smallBlindSeat === smallBlindSeat;
  const smallBlindDead = headsUp ? repeatsSmallBlind : !occupied.has(smallBlindSeat);
  const buttonDead = !headsUp && !occupied.has(buttonSeat);
  if (repeatsSmallBlind) refs.add('FSNP Art. 50, 58');
  else if (smallBlindDead) refs.add('FSNP Art. 48, 57');
  if (buttonDead) refs.add('FSNP Art. 49');

  // Art. 82 / LNSE I.94: a newcomer strictly between the button and the small blind sits out.
  const gap = headsUp ? [] : clockwise(seatCount, buttonSeat, smallBlindSeat).slice(0, -1);
  // TDA Rule 32: a newcomer in the big-blind position posts it at once, never waits (after a
  // dead button the big blind can fall in that gap); and nobody waits when the hand would then
  // have fewer than two players (a broken table's players joining a short table).
  const arrivals = gap.filter((s) => s !== bigBlindSeat && bySeat.get(s)?.newArrival);
  const waiting = occupied.size - arrivals.length >= 2 ? arrivals : [];
  if (waiting.length) refs.add('FSNP Art. 47, 82; LNSE I.94');
  const inPlay = (s: number) => occupied.has(s) && !waiting.includes(s);
  const dealtIn = headsUp
    ? [bigBlindSeat, buttonSeat]
    : clockwise(seatCount, buttonSeat, buttonSeat).filter(inPlay);

  const posts: ForcedPost[] = [];
  const left = new Map(seated.map((p) => [p.seat, p.stack]));
  const post = (seat: number, kind: ForcedPost['kind'], nominal: number) => {
    if (nominal <= 0) return;
    const have = left.get(seat) ?? 0;
    const amount = Math.min(have, nominal);
    left.set(seat, have - amount);
    posts.push({ seat, kind, amount, allIn: amount === have });
  };
  const blinds = () => {
    if (!smallBlindDead) post(smallBlindSeat, 'small-blind', level.smallBlind);
    post(bigBlindSeat, 'big-blind', level.bigBlind);
  };
  if (level.anteFormat === 'standard') {
    for (const s of dealtIn) post(s, 'ante', level.ante);
    blinds();
    refs.add('FSNP Art. 56');
  } else if (level.anteFormat === 'big-blind') {
    // TDA Rule 72: the big blind is posted first, whatever remains goes to the ante.
    blinds();
    post(bigBlindSeat, 'ante', level.ante);
    refs.add('FSNP Art. 56; TDA Rule 72');
  } else blinds();

  return {
    buttonSeat,
    buttonDead,
    smallBlindSeat,
    smallBlindDead,
    bigBlindSeat,
    headsUp,
    dealtIn,
    waiting,
    posts,
    ruleRefs: [...refs],
  };
}

/** The engine configuration of a planned hand (players in `plan.dealtIn` order). */
export function handConfigFor(
  plan: HandPlan,
  seated: readonly SeatedPlayer[],
  level: BlindLevel,
): HandConfig {
  const stackOf = new Map(seated.map((p) => [p.seat, p.stack]));
  const nominal = (seat: number, kind: ForcedPost['kind']) => {
    if (kind === 'ante') {
      if (level.anteFormat === 'standard') return level.ante;
      return level.anteFormat === 'big-blind' && seat === plan.bigBlindSeat ? level.ante : 0;
    }
    if (seat === plan.bigBlindSeat) return level.bigBlind;
    return seat === plan.smallBlindSeat && !plan.smallBlindDead ? level.smallBlind : 0;
  };
  return {
    structure: 'no-limit',
    startingStacks: plan.dealtIn.map((s) => stackOf.get(s)!),
    antes: plan.dealtIn.map((s) => nominal(s, 'ante')),
    blinds: plan.dealtIn.map((s) => nominal(s, 'big-blind')),
    bigBlind: level.bigBlind,
    blindBeforeAnte: level.anteFormat === 'big-blind',
    anteTrimming: false,
    callFullBigBlind: true,
    enforceTabling: true,
  };
}

/** The positions to remember for the next plan. */
export const positionsOf = (plan: HandPlan): PreviousPositions => ({
  buttonSeat: plan.buttonSeat,
  smallBlindSeat: plan.smallBlindSeat,
  bigBlindSeat: plan.bigBlindSeat,
});
