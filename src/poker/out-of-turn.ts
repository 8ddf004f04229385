import type { HandState } from './hand-types';

/**
 * Action out of turn (FSNP Art. 96, 99-100; TDA Rule 53). The engine never applies an
 * out-of-turn action: it is held until the turn reaches the player, and this ruling says what
 * becomes of it then. `atOutOfTurn` is the hand when the player acted early, `atTurn` the hand
 * when his turn came. The action "changed" only if a skipped player bet or raised (TDA Rule 53).
 * A verbal out-of-turn bet (Art. 96) and chips put in out of turn (Art. 99-100) are ruled differently.
 */
export type OutOfTurnAction =
  | { readonly kind: 'fold' }
  | { readonly kind: 'check' }
  | { readonly kind: 'call' }
  /** A bet or raise to this total for the round. */
  | { readonly kind: 'raise'; readonly to: number };

export type OutOfTurnOutcome =
  /** The held action stands as made. */
  | 'binding'
  /** Art. 96(a): a verbal bet out of turn, and the skipped player checked: he must check too. */
  | 'reduced-to-check'
  /** Art. 100(a): the out-of-turn raise is reduced to a call, and he may only call later in the round. */
  | 'reduced-to-call'
  /** Art. 99: the skipped player bet: he must call that amount and may not raise. */
  | 'must-call'
  /** Art. 100(b): facing a raise he may call or fold; a fold forfeits what he faced before. */
  | 'call-or-fold'
  /** Art. 96(d): the action changed; every option is open again and his chips go back. */
  | 'options-restored';

export interface OutOfTurnRuling {
  readonly outcome: OutOfTurnOutcome;
  readonly changed: boolean;
  /** Chips left in the pot if he now folds (Art. 100(b)). */
  readonly forfeitOnFold: number;
  /** He may only call or fold for the rest of this round (Art. 100(a)). */
  readonly raiseBarredThisRound: boolean;
  readonly ruleRef: string;
}

/**
 * The ruleset's out-of-turn parameters (Ruleset.game.outOfTurn, src/rules/types.ts): poker/
 * depends on nothing, so the shape is restated here; each ruling cites the parameter it applied.
 */
export interface OutOfTurnRules {
  readonly foldBinds: Cited<boolean>;
  readonly verbalFollowsSkipped: Cited<VerbalFollows | null>;
  readonly unchangedRaiseOverBet: Cited<'reduced-to-call' | 'as-made'>;
  readonly checkBarsRaise: Cited<boolean>;
  readonly callBarsRaise: Cited<boolean>;
  readonly changedRaiseOverBet: Cited<'call-or-fold' | 'options-restored'>;
  readonly changedBet: Cited<'must-call' | 'call-or-fold' | 'options-restored'>;
  readonly changedOther: Cited<'call-or-fold' | 'options-restored'>;
}
/** The article for each case where a verbal bettor follows the skipped player. */
export interface VerbalFollows {
  readonly afterCheck: string;
  readonly afterCall: string;
  readonly afterFold: string;
}
interface Cited<T> {
  readonly value: T;
  readonly cite: string;
}

export function outOfTurnRuling(
  atOutOfTurn: HandState,
  atTurn: HandState,
  player: number,
  action: OutOfTurnAction,
  manner: 'physical' | 'verbal',
  rules: OutOfTurnRules,
): OutOfTurnRuling {
  const changed = atTurn.street !== atOutOfTurn.street || atTurn.high > atOutOfTurn.high;
  const facedBefore = Math.max(0, atOutOfTurn.high - atOutOfTurn.players[player].bet);
  const ruling = (
    outcome: OutOfTurnOutcome,
    ruleRef: string,
    extra: Partial<Pick<OutOfTurnRuling, 'forfeitOnFold' | 'raiseBarredThisRound'>> = {},
  ): OutOfTurnRuling => ({
    outcome,
    changed,
    forfeitOnFold: 0,
    raiseBarredThisRound: false,
    ruleRef,
    ...extra,
  });
  /** A changed action under a parameter: call or fold (with the forfeit), must call, or all back. */
  const onChange = (
    p: Cited<'must-call' | 'call-or-fold' | 'options-restored'>,
    forfeit: boolean,
  ): OutOfTurnRuling =>
    p.value === 'call-or-fold'
      ? ruling('call-or-fold', p.cite, {
          forfeitOnFold: forfeit ? facedBefore : 0,
          raiseBarredThisRound: true,
        })
      : p.value === 'must-call'
        ? ruling('must-call', p.cite, { raiseBarredThisRound: true })
        : ruling('options-restored', p.cite);

  if (action.kind === 'fold')
    return rules.foldBinds.value
      ? ruling('binding', rules.foldBinds.cite)
      : ruling(changed ? 'options-restored' : 'binding', rules.foldBinds.cite);
  if (changed) {
    if (manner === 'physical' && action.kind === 'raise')
      return atOutOfTurn.high > 0
        ? onChange(rules.changedRaiseOverBet, true)
        : onChange(rules.changedBet, false);
    return onChange(rules.changedOther, true);
  }
  if (manner === 'verbal' && action.kind === 'raise') {
    // FSNP Art. 96(a)-(c): where the ruleset says so, the verbal bettor follows the skipped
    // player: check after a check, call after a call; after a fold his bet stands.
    const follows = rules.verbalFollowsSkipped.value;
    if (follows) {
      const skipped = atTurn.actions.slice(atOutOfTurn.actions.length).map((a) => a.type);
      if (skipped.includes('call'))
        return ruling('reduced-to-call', follows.afterCall, { raiseBarredThisRound: true });
      if (skipped.includes('check')) return ruling('reduced-to-check', follows.afterCheck);
      return ruling('binding', follows.afterFold);
    }
  }
  if (action.kind === 'raise') {
    // A raise over a bet, when the skipped player only called or folded (FSNP Art. 100(a)).
    if (
      manner === 'physical' &&
      atOutOfTurn.high > 0 &&
      rules.unchangedRaiseOverBet.value === 'reduced-to-call'
    )
      return ruling('reduced-to-call', rules.unchangedRaiseOverBet.cite, {
        raiseBarredThisRound: true,
      });
    return ruling(
      'binding',
      manner === 'physical' && atOutOfTurn.high > 0
        ? rules.unchangedRaiseOverBet.cite
        : manner === 'physical'
          ? rules.changedBet.cite
          : rules.verbalFollowsSkipped.cite,
    );
  }
  const bars = action.kind === 'check' ? rules.checkBarsRaise : rules.callBarsRaise;
  return ruling('binding', bars.cite, { raiseBarredThisRound: bars.value });
}
