import type { HandAction, HandConfig, HandState, LegalActions, StepResult } from './hand-types';
import { chips, rejection } from './rule-refs';
import { bringInPlayer, isRazz, isStud, openPairShowing } from './stud';

/**
 * Seven-card stud's betting rules beside the engine's fixed-limit betting (hand.ts): the
 * bring-in, the completion and the open-pair option on fourth street. Pure reads of a state.
 */

const smallBetOf = (c: HandConfig) => c.smallBet ?? c.bigBlind;
const bigBetOf = (c: HandConfig) => c.bigBet ?? 2 * smallBetOf(c);

/**
 * Stud, third street: the bring-in is posted and not yet completed, so a raise goes to the small
 * bet (the completion, PHH.md 4.3), not one bet over the bring-in.
 */
export const completing = (s: HandState) =>
  isStud(s.config) &&
  s.street === 0 &&
  (s.raisesThisRound ?? 0) === 0 &&
  s.high > 0 &&
  s.high < smallBetOf(s.config);

/** Stud, fourth street: an open pair lets a player bet the big bet (HandConfig.studOpenPairBigBet). */
export const bigBetOption = (s: HandState) =>
  isStud(s.config) &&
  !isRazz(s.config) &&
  s.config.studOpenPairBigBet === true &&
  s.street === 1 &&
  s.minRaise < bigBetOf(s.config) &&
  openPairShowing(s);

/**
 * The player due to bring it in posts the bring-in or completes to the small bet; he may not
 * check or fold (a forced bet, FSPR 6.4.4). When the bring-in passed on from an all-in player,
 * the next player may also fold (FSPR 6.5.4).
 */
export function bringInActions(state: HandState, i: number): LegalActions {
  const p = state.players[i];
  const allInTo = p.bet + p.stack;
  return {
    player: i,
    canFold: bringInPlayer(state) !== i,
    canCheck: false,
    callAmount: 0,
    raise: {
      min: Math.min(smallBetOf(state.config), allInTo),
      max: Math.min(smallBetOf(state.config), allInTo),
    },
    allInTo,
    bringIn: Math.min(p.stack, state.config.bringIn ?? 0),
  };
}

/**
 * Stud, third street: while the bring-in is due, the player may only post it or complete (and
 * fold when it passed on to him from an all-in player, FSPR 6.5.4); a bring-in is refused at any
 * other time.
 */
export function bringInRefusal(
  state: HandState,
  a: HandAction & { player: number },
): StepResult | null {
  if (a.type === 'bringIn' && !state.bringInDue)
    return {
      ok: false,
      rejection: rejection(
        'BRING_IN_NOT_DUE',
        'No bring-in is due: it is posted once, on third street.',
      ),
    };
  if (!state.bringInDue || a.type === 'bringIn' || a.type === 'raise') return null;
  if (a.type === 'fold' && bringInPlayer(state) !== a.player) return null;
  return {
    ok: false,
    rejection: rejection(
      'BRING_IN_DUE',
      `Player ${a.player + 1} must bring it in (${chips(state.config.bringIn ?? 0)}) or complete to ${chips(smallBetOf(state.config))}.`,
    ),
  };
}
