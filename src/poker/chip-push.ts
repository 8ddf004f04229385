import { bettingReopened } from './hand';
import type { HandAction, HandState } from './hand-types';

/**
 * What a live act means (Club Rule 40-61; FSNP Art. 83-109; LNSE 123/13 II.74-89). The dealer
 * records what he saw: the word said (with the amount named, if any) and the chips pushed in one
 * motion, by denomination when he saw them. A player's act happens whether or not it is legal;
 * this reading turns it into the action the ruleset makes of it, and says which rule made it so.
 * Pure data in, data out: the rules come in as cited values (src/rules `game.actReading`).
 */
export type Word = 'fold' | 'check' | 'call' | 'bet' | 'raise' | 'all-in';

export interface SeenAct {
  /** What the player said (or signalled: a knock is a check). */
  readonly word?: Word;
  /** The total for the round he named with it ("raise to 3,000"). */
  readonly wordAmount?: number;
  /** The chips pushed in one motion, by denomination, e.g. [500, 500, 500, 500]. */
  readonly chips?: readonly number[];
  /** The chips pushed when the denominations were not seen. */
  readonly chipTotal?: number;
  /** Word and chips both: which came first (Club Rule 40). Default: the word. */
  readonly first?: 'word' | 'chips';
}

interface Rule<T> {
  readonly value: T;
  readonly cite: string;
}

/** The ruleset's parameters this reading uses, as cited values. */
export interface ActReadingRules {
  readonly completeAtLeast: Rule<{ readonly num: number; readonly den: number }>;
  readonly shortAllInReopens: Rule<boolean>;
  readonly minimumBet: Rule<string>;
  readonly everyChipNeeded: Rule<boolean>;
  readonly singleChip: Rule<'call-facing-a-bet' | 'full-value'>;
  readonly declaredRaiseShort: Rule<'complete-minimum' | 'fifty-percent'>;
  readonly undercall: Rule<'complete-or-fold-by-ruling' | 'complete'>;
  readonly callWithNoBet: Rule<'check' | 'refused'>;
  readonly checkFacingBet: Rule<'call-or-fold' | 'refused'>;
  readonly wordAndChips: Rule<'first-binds' | 'word-binds'>;
}

/** How the act was turned into the action applied; null outcome: applied as seen. */
export interface Ruled {
  readonly outcome: string;
  readonly ruleRef: string;
}

export type ActReading =
  | {
      readonly kind: 'action';
      readonly action: HandAction;
      readonly ruling: Ruled | null;
      /** Chips the player must add to complete the action (Club Rule 51-52; FSNP Art. 88). */
      readonly toComplete: number;
      /** Chips that go back to his stack (FSNP Art. 87(a); Club Rule 43). */
      readonly returned: number;
    }
  /** A word that is no action yet but limits what he may do (Club Rule 55: "check" facing a bet). */
  | { readonly kind: 'declaration'; readonly restriction: 'call-or-fold'; readonly ruling: Ruled }
  /** The ruleset refuses the word as an action (`callWithNoBet` / `checkFacingBet` = 'refused'). */
  | {
      readonly kind: 'refused';
      readonly code: 'NOTHING_TO_CALL' | 'CANNOT_CHECK';
      readonly ruleRef: string;
    };

export function readAct(
  state: HandState,
  i: number,
  seen: SeenAct,
  rules: ActReadingRules,
): ActReading {
  const p = state.players[i];
  const allInTo = p.bet + p.stack;
  const toCall = Math.min(Math.max(0, state.high - p.bet), p.stack);
  const fullRaiseTo = Math.min(state.high + state.minRaise, allInTo);
  const pushed = seen.chips ? seen.chips.reduce((a, b) => a + b, 0) : seen.chipTotal;
  const hasChips = pushed !== undefined;
  const half = (excess: number) =>
    excess * rules.completeAtLeast.value.den >= rules.completeAtLeast.value.num * state.minRaise;

  const act = (action: HandAction, to: number, ruling: Ruled | null, put = pushed): ActReading => ({
    kind: 'action',
    action,
    ruling,
    toComplete: put === undefined ? 0 : Math.max(0, to - p.bet - put),
    returned: put === undefined ? 0 : Math.max(0, p.bet + put - to),
  });
  const call = (ruling: Ruled | null, put = pushed) =>
    toCall > 0
      ? act({ type: 'call', player: i }, p.bet + toCall, ruling, put)
      : act({ type: 'check', player: i }, p.bet, ruling, put);
  /** A raise to `to`, or a call where the betting is not open to him (FSNP Art. 90; Club Rule 47). */
  const raiseTo = (to: number, ruling: Ruled | null, put = pushed): ActReading => {
    const capped = Math.min(to, allInTo);
    if (capped <= state.high) return call(ruling, put);
    // Everyone else is all-in: nobody is left to call a raise, so what he pushes beyond the
    // call is not in play (returned) and the act is the call (TDA Conventions D).
    const othersCanAct = state.players.some(
      (q, j) => j !== i && !q.folded && !q.mucked && q.stack > 0,
    );
    if (!othersCanAct)
      return call({ outcome: 'reduced-to-call', ruleRef: rules.shortAllInReopens.cite }, put);
    if (!bettingReopened(state, i))
      return call({ outcome: 'reduced-to-call', ruleRef: rules.shortAllInReopens.cite }, put);
    return act({ type: 'raise', player: i, to: capped }, capped, ruling, put);
  };
  /** A raise short of the minimum, not all-in (Club Rule 43-45, 52; FSNP Art. 87-88). */
  const shortRaise = (to: number, declared: boolean, put = pushed): ActReading => {
    if (to >= fullRaiseTo || to >= allInTo) return raiseTo(to, null, put);
    if (state.high === 0)
      return raiseTo(
        fullRaiseTo,
        { outcome: 'completed-to-minimum-bet', ruleRef: rules.minimumBet.cite },
        put,
      );
    if (declared && rules.declaredRaiseShort.value === 'complete-minimum')
      return raiseTo(
        fullRaiseTo,
        { outcome: 'completed-to-minimum-raise', ruleRef: rules.declaredRaiseShort.cite },
        put,
      );
    const cite = declared ? rules.declaredRaiseShort.cite : rules.completeAtLeast.cite;
    return half(to - state.high)
      ? raiseTo(fullRaiseTo, { outcome: 'completed-to-minimum-raise', ruleRef: cite }, put)
      : call({ outcome: 'reduced-to-call', ruleRef: cite }, put);
  };

  const byWord = (): ActReading => {
    const w = seen.word!;
    switch (w) {
      case 'fold':
        return act({ type: 'fold', player: i }, p.bet, null, undefined);
      case 'check':
        if (toCall === 0) return call(null);
        if (rules.checkFacingBet.value === 'refused')
          return { kind: 'refused', code: 'CANNOT_CHECK', ruleRef: rules.checkFacingBet.cite };
        return {
          kind: 'declaration',
          restriction: 'call-or-fold',
          ruling: { outcome: 'call-or-fold', ruleRef: rules.checkFacingBet.cite },
        };
      case 'call':
        if (toCall > 0) return call(null);
        if (rules.callWithNoBet.value === 'refused')
          return { kind: 'refused', code: 'NOTHING_TO_CALL', ruleRef: rules.callWithNoBet.cite };
        return call({ outcome: 'treated-as-check', ruleRef: rules.callWithNoBet.cite });
      case 'all-in':
        return raiseTo(allInTo, null);
      case 'bet':
      case 'raise': {
        // More than he has cannot be true: the engine refuses it (FSNP Art. 35-37).
        if (seen.wordAmount !== undefined && seen.wordAmount > allInTo)
          return act({ type: 'raise', player: i, to: seen.wordAmount }, seen.wordAmount, null);
        const single = seen.chips?.length === 1 && seen.wordAmount === undefined;
        const to = seen.wordAmount ?? (pushed !== undefined ? p.bet + pushed : fullRaiseTo);
        // FSNP Art. 107; Club Rule 44: "raise" and one chip is the largest raise the chip covers.
        if (single && to < fullRaiseTo && rules.declaredRaiseShort.value === 'fifty-percent')
          return shortRaise(to, true);
        if (seen.wordAmount === undefined && pushed === undefined)
          return raiseTo(fullRaiseTo, {
            outcome: 'completed-to-minimum-raise',
            ruleRef: rules.declaredRaiseShort.cite,
          });
        return shortRaise(to, true);
      }
    }
  };

  const byChips = (): ActReading => {
    const put = pushed!;
    const single = seen.chips?.length === 1;
    if (put >= p.stack) return raiseTo(allInTo, null);
    if (put < toCall) {
      // Club Rule 51; FSNP Art. 88: chips short of the call are made up to it.
      return call({ outcome: 'completed-to-call', ruleRef: rules.undercall.cite });
    }
    if (single && rules.singleChip.value === 'call-facing-a-bet') {
      if (state.high === 0) return shortRaise(p.bet + put, false);
      return call(
        p.bet + put > state.high
          ? { outcome: 'single-chip-call', ruleRef: rules.singleChip.cite }
          : null,
      );
    }
    if (seen.chips && !single && rules.everyChipNeeded.value && state.high > 0) {
      const smallest = Math.min(...seen.chips);
      if (put - smallest < toCall)
        return call(
          put > toCall
            ? { outcome: 'every-chip-needed-call', ruleRef: rules.everyChipNeeded.cite }
            : null,
        );
    }
    if (p.bet + put <= state.high) return call(null);
    return shortRaise(p.bet + put, false);
  };

  if (seen.word && hasChips) {
    // Club Rule 40: the earlier of word and chips binds; FSNP Art. 94; LNSE II.79: the word does.
    const wordBinds =
      rules.wordAndChips.value === 'word-binds' || (seen.first ?? 'word') === 'word';
    const r = wordBinds ? byWord() : byChips();
    if (r.kind !== 'action' || r.ruling) return r;
    const other = wordBinds ? byChips() : byWord();
    const same =
      other.kind === 'action' && JSON.stringify(other.action) === JSON.stringify(r.action);
    if (same) return r;
    // LNSE II.88; FSNP Art. 107; Club Rule 44: "raise" said with one oversized chip and no
    // amount is a raise of the chip's value: the single-chip article rules it, not word-vs-chips.
    const raiseWithOneChip =
      wordBinds &&
      (seen.word === 'raise' || seen.word === 'bet') &&
      seen.wordAmount === undefined &&
      seen.chips?.length === 1;
    return {
      ...r,
      ruling: raiseWithOneChip
        ? { outcome: 'single-chip-raise', ruleRef: rules.singleChip.cite }
        : {
            outcome: wordBinds ? 'word-binds' : 'chips-first-bind',
            ruleRef: rules.wordAndChips.cite,
          },
    };
  }
  if (seen.word) return byWord();
  if (hasChips) return byChips();
  throw new RangeError('An act needs a word or chips.');
}

/** The same reading for chips pushed without a word (kept for the engine tests). */
export function interpretChipPush(
  state: HandState,
  push: { readonly chips: readonly number[]; readonly declared?: 'raise' },
  rules: ActReadingRules,
): ActReading {
  if (state.toAct < 0) throw new RangeError('No player is to act.');
  return readAct(
    state,
    state.toAct,
    push.declared ? { word: 'raise', chips: push.chips } : { chips: push.chips },
    rules,
  );
}
