/**
 * Who wins a pot, and how it is halved, for high, hi/lo eight-or-better and low-only games.
 *
 * Pure: the engine passes each eligible player's cards and the board (PHH.md 3.1 variants
 * `NT`/`PO`/`FT`/`F7S` high, `FO/8`/`F7S/8` hi/lo, `FR` razz). One pot at a time (DECISION-5:
 * each pot is split separately). In hi/lo the pot is halved; the odd chip of the halving goes to
 * the high half. No catalog in /work/shared/domain rules on hi/lo halving, so this is a
 * ruleset-independent convention: the usual card-room rule and pokerkit's behaviour (PHH.md,
 * pokerkit chips pushed high first). The chips of each half among tied winners are then shared
 * by the ruleset's own odd-chip rule (DECISION-5), which the engine already applies.
 * With no qualifying low the high hand takes the whole pot (scoops).
 */
import type { Card } from './cards';
import { evaluate } from './evaluator';
import { bestLow, LowMode, omahaLow } from './low-evaluator';
import { omahaHigh } from './omaha-evaluator';

/** How hands are read: Hold'em/stud any five, or Omaha exactly two hole + three board. */
export type HandSelection = 'any-five' | 'omaha';
/** Which halves a pot has. */
export type PotEvaluation = 'high' | 'high-low-8' | 'razz';

export interface PotContender {
  readonly seat: number;
  /** Hole cards (stud: all the player's cards, up and down). */
  readonly cards: readonly Card[];
}

export interface PotHalves {
  /** Seats sharing the high half (or the whole pot when `low` is empty), seat order as given. */
  readonly high: number[];
  /** Seats sharing the low half; empty when no one has a qualifying low (high scoops). */
  readonly low: number[];
  /** Chips of each half: `high + low === amount`; the odd chip is in `high`. */
  readonly highChips: number;
  readonly lowChips: number;
}

export function highRank(
  selection: HandSelection,
  cards: readonly Card[],
  board: readonly Card[],
): number {
  return selection === 'omaha' ? omahaHigh(cards, board) : evaluate([...cards, ...board]);
}

/** Lower is better; null when the hand has no low (eight-or-better not qualified). */
export function lowRank(
  selection: HandSelection,
  mode: LowMode,
  cards: readonly Card[],
  board: readonly Card[],
): number | null {
  return selection === 'omaha' ? omahaLow(cards, board, mode) : bestLow([...cards, ...board], mode);
}

/** The odd chip of a hi/lo halving goes to the high half (see header). */
export function halve(amount: number): { high: number; low: number } {
  const low = Math.floor(amount / 2);
  return { high: amount - low, low };
}

export function splitPot(
  amount: number,
  contenders: readonly PotContender[],
  board: readonly Card[],
  selection: HandSelection,
  evaluation: PotEvaluation,
): PotHalves {
  if (evaluation === 'razz') {
    // Low only: razz always has a low, the whole pot goes to it.
    return {
      high: [],
      low: bestSeats(contenders, (c) => lowRank(selection, 'razz', c.cards, board)),
      highChips: 0,
      lowChips: amount,
    };
  }
  let best = -1;
  let high: number[] = [];
  for (const c of contenders) {
    const r = highRank(selection, c.cards, board);
    if (r > best) {
      best = r;
      high = [c.seat];
    } else if (r === best) high.push(c.seat);
  }
  if (evaluation === 'high') return { high, low: [], highChips: amount, lowChips: 0 };
  const low = bestSeats(contenders, (c) => lowRank(selection, 'eight-or-better', c.cards, board));
  if (low.length === 0) return { high, low, highChips: amount, lowChips: 0 };
  const h = halve(amount);
  return { high, low, highChips: h.high, lowChips: h.low };
}

/** Seats with the lowest (best) low rank; none when no contender has a low. */
function bestSeats(
  contenders: readonly PotContender[],
  rank: (c: PotContender) => number | null,
): number[] {
  let best = -1;
  let seats: number[] = [];
  for (const c of contenders) {
    const r = rank(c);
    if (r === null) continue;
    if (best < 0 || r < best) {
      best = r;
      seats = [c.seat];
    } else if (r === best) seats.push(c.seat);
  }
  return seats;
}
