import type { Card } from './cards';
import type { GameKind, MaybeCard, OddChipRule } from './hand-types';
import { splitPot as shareAmong, type Pot } from './pots';
import { splitPot as halves, type HandSelection, type PotEvaluation } from './split-pot';

/**
 * Awards pots in the split games (PHH `FO/8`, `F7S/8`): each pot separately (DECISION-5), halved
 * high and low by split-pot.ts, the odd unit of the halving to the high half; each half shared
 * among its tied winners by the ruleset's odd-chip rule (DECISION-5, FSNP Art. 78) in chip units.
 * A pot with one eligible player goes to him; a contested pot nobody tabled a hand for stays with
 * its eligible players, as in awardPots (pots.ts).
 */
export interface SplitAwardInput {
  readonly game: GameKind;
  readonly evaluation: PotEvaluation;
  /** Tabled cards by player index; null for a hand not shown or not fully known. */
  readonly cards: readonly (readonly Card[] | null)[];
  readonly board: readonly MaybeCard[];
  readonly chipUnit: number;
  readonly rule?: OddChipRule;
}

const selectionOf = (game: GameKind): HandSelection => (game === 'omaha' ? 'omaha' : 'any-five');

export function awardSplitPots(
  pots: readonly Pot[],
  input: SplitAwardInput,
): { winners: number[]; shares: number[] }[] {
  const n = input.cards.length;
  const board = input.board.filter((c): c is Card => c !== null);
  return pots.map((pot) => {
    const shares = new Array<number>(n).fill(0);
    const give = (amount: number, seats: readonly number[]) => {
      const sorted = [...seats].sort((a, b) => a - b);
      const split = shareAmong(amount, sorted, input.chipUnit, input.rule);
      sorted.forEach((w, k) => (shares[w] += split[k]));
    };
    const contenders = pot.eligible.flatMap((seat) => {
      const cards = input.cards[seat];
      return cards ? [{ seat, cards }] : [];
    });
    if (pot.eligible.length === 1 || contenders.length === 0) {
      give(pot.amount, pot.eligible);
      return { winners: [...pot.eligible].sort((a, b) => a - b), shares };
    }
    const h = halves(pot.amount, contenders, board, selectionOf(input.game), input.evaluation);
    if (h.high.length && h.low.length) {
      // Halved in whole chip units; the odd unit goes high (split-pot.ts).
      const low = Math.floor(Math.floor(pot.amount / input.chipUnit) / 2) * input.chipUnit;
      give(pot.amount - low, h.high);
      give(low, h.low);
    } else give(pot.amount, h.high.length ? h.high : h.low);
    const winners = [...new Set([...h.high, ...h.low])].sort((a, b) => a - b);
    return { winners, shares };
  });
}
