import type { Rejection } from '../../shared/rejection';
import { applyAction, currentStacks, startHand } from '../hand';
import type {
  GameKind,
  BettingStructure,
  HandAction,
  HandConfig,
  HandState,
  OddChipRule,
} from '../hand-types';
import { ReferenceTurns } from './reference-turns';
import type { PhhAction, PhhHand } from './parse';
import { isNumber } from './toml';
import type { PotEvaluation } from '../split-pot';

/** Variants this engine plays (PHH.md 3.1); the others are refused by name, not misplayed. */
export const SUPPORTED_VARIANTS: Record<
  string,
  { game: GameKind; structure: BettingStructure; potEvaluation?: PotEvaluation }
> = {
  NT: { game: 'holdem', structure: 'no-limit' },
  PO: { game: 'omaha', structure: 'pot-limit' },
  FT: { game: 'holdem', structure: 'fixed-limit' },
  F7S: { game: 'stud', structure: 'fixed-limit' },
  'FO/8': { game: 'omaha', structure: 'fixed-limit', potEvaluation: 'high-low-8' },
  'F7S/8': { game: 'stud', structure: 'fixed-limit', potEvaluation: 'high-low-8' },
  FR: { game: 'stud', structure: 'fixed-limit', potEvaluation: 'razz' },
};

/**
 * PHH files do not carry a raise cap; the reference engine's fixed-limit games allow 4 bets and
 * raises per round beyond the blinds, never lifted heads-up. Replays follow it.
 */
const PHH_FIXED_LIMIT_RAISE_CAP = 4;

export interface ReplayOptions {
  /** DECISION-5 by default; 'first-winner' reproduces the PHH reference implementation (PHH.md 6.2). */
  readonly oddChips?: OddChipRule;
}

export type ReplayOutcome =
  | {
      readonly ok: true;
      readonly state: HandState;
      readonly finishingStacks: number[];
      readonly steps: StepTrace[];
    }
  | {
      readonly ok: false;
      /** 1-based position of the refused entry in the file's `actions` array. */
      readonly action: number;
      readonly rejection: Rejection;
      readonly state: HandState | null;
      readonly steps: StepTrace[];
    };

/** Stacks after each entry of `actions`, for locating where a replay diverges. */
export interface StepTrace {
  readonly action: number;
  readonly stacks: number[];
  readonly committed: number[];
}

/**
 * PHH position order is our engine's order, except heads-up where the forced-bet arrays are
 * reverse-assigned: p1 posts element 1 (big blind) and p2 element 0 (PHH.md 2). Files follow the
 * reference's conventions unless our export marked its own (`_blind_before_ante`,
 * `_call_full_big_blind`, `_odd_chips`, `_chip_unit`).
 */
export function phhToConfig(h: PhhHand, options: ReplayOptions = {}): HandConfig {
  const v = SUPPORTED_VARIANTS[h.variant];
  if (!v) throw new RangeError(`Variant ${h.variant} is not supported.`);
  const headsUp = h.startingStacks.length === 2;
  const flip = <T>(a: readonly T[]) => (headsUp ? [a[1], a[0]] : [...a]);
  return {
    game: v.game,
    structure: v.structure,
    ...(v.potEvaluation ? { potEvaluation: v.potEvaluation } : {}),
    startingStacks: h.startingStacks,
    antes: flip(h.antes),
    blinds: flip(h.blinds),
    bigBlind: v.structure === 'fixed-limit' ? (h.smallBet ?? h.minBet) : h.minBet,
    ...(v.structure === 'fixed-limit'
      ? {
          smallBet: h.smallBet ?? h.minBet,
          bigBet: h.bigBet ?? 2 * (h.smallBet ?? h.minBet),
          raiseCap: PHH_FIXED_LIMIT_RAISE_CAP,
        }
      : {}),
    ...(h.bringIn !== null ? { bringIn: h.bringIn } : {}),
    anteTrimming: h.anteTrimming,
    blindBeforeAnte: h.extra._blind_before_ante === true,
    callFullBigBlind: h.extra._call_full_big_blind === true,
    oddChips:
      options.oddChips ??
      (h.extra._odd_chips === 'first-winner' ? 'first-winner' : 'one-at-a-time'),
    chipUnit: isNumber(h.extra._chip_unit)
      ? Math.round(Number(h.extra._chip_unit.text) * h.scale)
      : 1,
    enforceTabling: false,
  };
}

function toHandAction(a: PhhAction, state: HandState): HandAction | null {
  switch (a.kind) {
    case 'noop':
    case 'unsupported':
      return null;
    case 'dealHole':
      return { type: 'dealHole', player: a.player, cards: a.cards };
    case 'dealBoard':
      return { type: 'dealBoard', cards: a.cards };
    case 'fold':
      return { type: 'fold', player: a.player };
    case 'bringIn':
      return { type: 'bringIn', player: a.player };
    case 'checkCall': {
      const p = state.players[a.player];
      return { type: p && p.bet < state.high ? 'call' : 'check', player: a.player };
    }
    case 'betRaise':
      return { type: 'raise', player: a.player, to: a.to };
    case 'show':
      return a.cards
        ? { type: 'show', player: a.player, cards: a.cards }
        : { type: 'show', player: a.player };
    case 'muck':
      return { type: 'muck', player: a.player };
  }
}

const variantRejection = (variant: string): Rejection => ({
  code: 'UNSUPPORTED_VARIANT',
  ruleRef: 'FSNP Art. 6-16; PHH.md 3.1',
  message: `Variant ${variant} is not played by this engine (it plays NT, No-Limit Texas Hold'em, PO, FT, F7S, FO/8, F7S/8 and FR).`,
});

/** Replays a PHH hand through the engine, step by step (PHH.md 6.2, 7). */
export function replayPhh(h: PhhHand, options: ReplayOptions = {}): ReplayOutcome {
  const steps: StepTrace[] = [];
  if (!SUPPORTED_VARIANTS[h.variant])
    return { ok: false, action: 0, rejection: variantRejection(h.variant), state: null, steps };
  let state: HandState;
  try {
    state = startHand(phhToConfig(h, options));
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return {
      ok: false,
      action: 0,
      rejection: { code: 'INVALID_HAND_SETUP', ruleRef: 'PHH.md 3.1', message },
      state: null,
      steps,
    };
  }
  // The player the reference still has in turn after the last step closed the round, or -1.
  const turns = new ReferenceTurns();
  let leftInTurn = -1;
  for (let k = 0; k < h.actions.length; k++) {
    const a = h.actions[k];
    if (a.kind === 'unsupported') {
      return { ok: false, action: k + 1, rejection: variantRejection(h.variant), state, steps };
    }
    const step = toHandAction(a, state);
    // The reference keeps a player in turn whom our engine no longer asks (export-actions.ts):
    // his check after the round closed changes nothing, so it is taken as a no-op.
    const leftToCheck = step?.type === 'check' && step.player === leftInTurn;
    if (step) leftInTurn = -1;
    if (step && !leftToCheck) {
      const r = applyAction(state, step);
      if (!r.ok) return { ok: false, action: k + 1, rejection: r.rejection, state, steps };
      const expected = turns.step(state, step, r.state);
      if (expected?.type === 'check') leftInTurn = expected.player;
      state = r.state;
    }
    steps.push({
      action: k + 1,
      stacks: currentStacks(state),
      committed: state.players.map((p) => p.collected + p.bet),
    });
  }
  return { ok: true, state, finishingStacks: currentStacks(state), steps };
}

/**
 * Where a replay that ends on different stacks first goes wrong: the first entry after which a
 * player's stack plus the chips he still has in play can no longer reach the stated finishing
 * stack, or his stack already exceeds it with nothing left to lose. Falls back to the last entry.
 */
export function firstDivergence(
  outcome: ReplayOutcome & { ok: true },
  expected: readonly number[],
): number {
  const pot = (t: StepTrace) => t.committed.reduce((a, b) => a + b, 0);
  for (const t of outcome.steps) {
    const total = pot(t);
    for (let i = 0; i < expected.length; i++) {
      if (t.stacks[i] > expected[i] && t.committed.every((c) => c === 0) && total === 0)
        return t.action;
      if (t.stacks[i] + total < expected[i]) return t.action;
    }
  }
  return outcome.steps.length ? outcome.steps[outcome.steps.length - 1].action : 0;
}
