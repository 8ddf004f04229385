import type { HandAction, HandState } from './hand-types';

/**
 * What chips pushed into the pot mean when the player did not state an amount (FSNP Art. 87-89,
 * 97-98, 106-108; DECISION-6; TDA Rules 41-45). The dealer records the chips; the rule turns them
 * into the action the engine then validates. Pure data in, data out.
 */
export interface ChipPush {
  /** The denominations of the chips pushed in one motion, e.g. [500, 500, 500, 500]. */
  readonly chips: readonly number[];
  /** "raise" said out loud without an amount (Art. 107); nothing said otherwise. */
  readonly declared?: 'raise';
}

export interface PushReading {
  readonly action: HandAction;
  /** Chips that go back to the player's stack (excess over a call, Art. 87(a)). */
  readonly returned: number;
  /** Chips the player must add to complete the action (Art. 88; DECISION-6). */
  readonly toComplete: number;
  readonly ruleRef: string;
  readonly reason: string;
}

export function interpretChipPush(state: HandState, push: ChipPush): PushReading {
  const i = state.toAct;
  if (i < 0) throw new RangeError('No player is to act.');
  const p = state.players[i];
  const pushed = push.chips.reduce((a, b) => a + b, 0);
  const allInTo = p.bet + p.stack;
  const toCall = Math.min(Math.max(0, state.high - p.bet), p.stack);
  const fullRaiseTo = Math.min(state.high + state.minRaise, allInTo);
  const single = push.chips.length === 1;
  const read = (action: HandAction, to: number, ruleRef: string, reason: string): PushReading => ({
    action,
    returned: Math.max(0, p.bet + pushed - to),
    toComplete: Math.max(0, to - p.bet - pushed),
    ruleRef,
    reason,
  });
  const callIt = (ruleRef: string, reason: string) =>
    read(
      toCall > 0 ? { type: 'call', player: i } : { type: 'check', player: i },
      p.bet + toCall,
      ruleRef,
      reason,
    );
  const raiseTo = (to: number, ruleRef: string, reason: string) =>
    read({ type: 'raise', player: i, to }, to, ruleRef, reason);

  if (pushed >= p.stack) return raiseOrCallAllIn();
  if (state.high === 0) {
    // No earlier bet: the chips are a bet of their value, made up to the big blind (Art. 88, 89c, 98, 108).
    const to = Math.max(pushed, Math.min(state.minRaise, allInTo));
    return raiseTo(
      to,
      single ? 'FSNP Art. 98, 108' : 'FSNP Art. 88, 89(c)',
      'bet with no earlier bet',
    );
  }
  if (single && push.declared !== 'raise') {
    return callIt(
      'FSNP Art. 97; TDA Rule 44',
      'single oversized chip without a statement is a call',
    );
  }
  if (single) {
    // "Raise" and one chip: the largest raise the chip covers, at least a minimum raise (Art. 107; TDA 44).
    return raiseTo(
      Math.max(Math.min(p.bet + pushed, allInTo), fullRaiseTo),
      'FSNP Art. 107',
      'declared raise with one chip',
    );
  }
  const smallest = Math.min(...push.chips);
  if (push.declared !== 'raise' && pushed - smallest < toCall) {
    return callIt('FSNP Art. 106', 'every chip was needed to call, so it is a call');
  }
  const excess = p.bet + pushed - state.high;
  if (push.declared === 'raise' || 2 * excess >= state.minRaise) {
    return raiseTo(
      Math.max(p.bet + pushed, fullRaiseTo),
      'FSNP Art. 87; DECISION-6',
      'at least half the last full raise over the call: completed to a full raise',
    );
  }
  return callIt(
    'FSNP Art. 87(a); DECISION-6',
    'less than half the last full raise over the call: a call',
  );

  function raiseOrCallAllIn(): PushReading {
    // The whole stack is an all-in for that amount (TDA Rule 45.3).
    if (allInTo > state.high)
      return raiseTo(allInTo, 'TDA Rule 45', 'the whole stack is an all-in');
    return callIt('TDA Rule 45', 'the whole stack is an all-in call');
  }
}
