import { parseCards } from '../../../src/poker/cards';
import { applyAction, startHand } from '../../../src/poker/hand';
import type { HandAction, HandConfig, HandState, StepResult } from '../../../src/poker/hand-types';

/** A no-limit table: player 0 small blind, 1 big blind, the last index the button. */
export function table(stacks: number[], over: Partial<HandConfig> = {}): HandState {
  const n = stacks.length;
  const blinds = n === 2 ? [100, 50] : [50, 100, ...new Array<number>(n - 2).fill(0)];
  return startHand({
    structure: 'no-limit',
    startingStacks: stacks,
    antes: new Array<number>(n).fill(0),
    blinds,
    bigBlind: 100,
    enforceTabling: true,
    ...over,
  });
}

/** Applies steps that must all be accepted. */
export function play(state: HandState, ...steps: HandAction[]): HandState {
  for (const step of steps) {
    const r = applyAction(state, step);
    if (!r.ok)
      throw new Error(
        `${JSON.stringify(step)} refused: ${r.rejection.code} ${r.rejection.message}`,
      );
    state = r.state;
  }
  return state;
}

export const attempt = (state: HandState, step: HandAction): StepResult => applyAction(state, step);

export const fold = (player: number): HandAction => ({ type: 'fold', player });
export const check = (player: number): HandAction => ({ type: 'check', player });
export const call = (player: number): HandAction => ({ type: 'call', player });
export const raise = (player: number, to: number): HandAction => ({ type: 'raise', player, to });
export const board = (cards: string): HandAction => ({
  type: 'dealBoard',
  cards: parseCards(cards),
});
export const hole = (player: number, cards: string): HandAction => ({
  type: 'dealHole',
  player,
  cards: parseCards(cards),
});
export const show = (player: number): HandAction => ({ type: 'show', player });
export const muck = (player: number): HandAction => ({ type: 'muck', player });

/** Everyone limps, the big blind checks, and the flop comes: the flop round starts with player 0. */
export function flopped(stacks: number[], over: Partial<HandConfig> = {}): HandState {
  let s = table(stacks, over);
  while (s.phase === 'betting') {
    const p = s.players[s.toAct];
    s = play(s, p.bet < s.high ? call(s.toAct) : check(s.toAct));
  }
  return play(s, board('2c7d9h'));
}

export const rejectionOf = (r: StepResult) =>
  r.ok ? null : { code: r.rejection.code, ruleRef: r.rejection.ruleRef };
