/**
 * A bot player: a random legal action, weighted so that a tournament ends. Short stacks (under
 * ten big blinds) push or fold, as real players do; otherwise mostly check or call.
 */
import type { RecordedAction } from '../events/hand-events';
import { legalActions } from '../poker/hand';
import type { HandState } from '../poker/hand-types';

export interface BotChoice {
  readonly action: RecordedAction;
  readonly amount?: number;
}

export function chooseAction(e: HandState, float: () => number): BotChoice {
  const legal = legalActions(e)!;
  const p = e.players[legal.player];
  const r = float();
  const short = p.stack + p.bet < 10 * e.config.bigBlind;
  const potLimit = e.config.structure === 'pot-limit';
  const allIn = allInOrLimit(e, legal);
  // Stud (issue 23): the lowest up card brings in, now and then completes to the small bet.
  if (legal.bringIn !== undefined) {
    if (legal.raise && r < 0.2) return { action: 'raise', amount: legal.raise.max };
    return { action: 'bring-in' };
  }
  if (short) {
    if (r < 0.5) return allIn;
    return legal.canCheck ? { action: 'check' } : { action: 'fold' };
  }
  if (legal.canCheck) {
    if (r < 0.75 || !legal.raise) return { action: 'check' };
    if (r < 0.97) return raise(legal.raise, float, e.high === 0, potLimit);
    return allIn;
  }
  if (r < 0.4) return { action: 'fold' };
  if (r < 0.85 || !legal.raise) return { action: 'call' };
  if (r < 0.97) return raise(legal.raise, float, false, potLimit);
  return allIn;
}

/**
 * Moving all-in, where the structure allows it. Fixed-limit (issue 23) has no all-in bet: a
 * player bets or raises the street's one bet (all-in only when that is all he has), else calls.
 */
function allInOrLimit(
  e: HandState,
  legal: NonNullable<ReturnType<typeof legalActions>>,
): BotChoice {
  if (e.config.structure !== 'fixed-limit') return { action: 'all-in' };
  if (legal.raise) return { action: e.high === 0 ? 'bet' : 'raise', amount: legal.raise.max };
  return legal.canCheck ? { action: 'check' } : { action: 'call' };
}

function raise(
  bounds: { min: number; max: number },
  float: () => number,
  bet: boolean,
  potLimit: boolean,
): BotChoice {
  // Pot-limit (issue 23): a push can be no more than the pot, so deep stacks only meet all-in
  // when bets grow pot by pot; half the raises are to the pot, as pot-limit players raise.
  const r = float();
  const to =
    potLimit && r < 0.5
      ? bounds.max
      : Math.min(bounds.max, bounds.min + Math.floor(r * 2) * bounds.min);
  return { action: bet ? 'bet' : 'raise', amount: to };
}
