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

export function outOfTurnRuling(
  atOutOfTurn: HandState,
  atTurn: HandState,
  player: number,
  action: OutOfTurnAction,
  manner: 'physical' | 'verbal' = 'physical',
  ruleset: 'FSNP' | 'LNSE' = 'FSNP',
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

  // An out-of-turn fold always binds (TDA Rule 53).
  if (action.kind === 'fold') return ruling('binding', 'TDA Rule 53');
  if (ruleset === 'LNSE') {
    // LNSE II.91-93: unchanged binds, and a check or call out of turn bars a later bet or raise;
    // changed: call or fold, and declining loses all right to the pot.
    if (changed)
      return ruling('call-or-fold', 'LNSE II.91', {
        forfeitOnFold: facedBefore,
        raiseBarredThisRound: true,
      });
    const barred = action.kind !== 'raise';
    return ruling(
      'binding',
      barred ? `LNSE II.91, II.${action.kind === 'check' ? 92 : 93}` : 'LNSE II.91',
      {
        raiseBarredThisRound: barred,
      },
    );
  }
  if (!changed && manner === 'verbal' && action.kind === 'raise') {
    // Art. 96(a)-(c): the verbal bettor follows the skipped player: check after a check, call after a
    // call; after a fold his bet stands.
    const skipped = atTurn.actions.slice(atOutOfTurn.actions.length).map((a) => a.type);
    if (skipped.includes('call'))
      return ruling('reduced-to-call', 'FSNP Art. 96(b)', { raiseBarredThisRound: true });
    if (skipped.includes('check')) return ruling('reduced-to-check', 'FSNP Art. 96(a)');
    return ruling('binding', 'FSNP Art. 96(c)');
  }
  if (!changed) {
    // A raise over a bet, when the skipped player only called or folded, is cut to a call (Art. 100(a)).
    if (action.kind === 'raise' && atOutOfTurn.high > 0) {
      return ruling('reduced-to-call', 'FSNP Art. 100(a)', { raiseBarredThisRound: true });
    }
    return ruling('binding', action.kind === 'raise' ? 'FSNP Art. 99' : 'FSNP Art. 96(a)-(c)');
  }
  if (manner === 'verbal') return ruling('options-restored', 'FSNP Art. 96(d)');
  if (action.kind === 'raise' && atOutOfTurn.high > 0) {
    return ruling('call-or-fold', 'FSNP Art. 100(b)', {
      forfeitOnFold: facedBefore,
      raiseBarredThisRound: true,
    });
  }
  if (action.kind === 'raise')
    return ruling('must-call', 'FSNP Art. 99', { raiseBarredThisRound: true });
  return ruling('options-restored', 'FSNP Art. 96(d); TDA Rule 53');
}
