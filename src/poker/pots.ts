import type { OddChipRule } from './hand-types';

export interface Pot {
  readonly amount: number;
  /** Player indexes that may win this pot: still in the hand and covered its level (FSNP Art. 77). */
  readonly eligible: readonly number[];
}

/**
 * Main and side pots from each player's total contribution (FSNP Art. 76-77; TDA Rule 21).
 * One pot per distinct contribution level of a live player; every player, folded or not, pays into
 * each level up to what he put in, so folded chips stay in the pots they reached. Dead money
 * (antes that are not contributions) goes to the main pot. Chips above the highest live level can
 * only come from players who folded without facing a bet; they join the top pot.
 */
export function buildPots(
  contributions: readonly number[],
  live: readonly boolean[],
  deadMoney = 0,
): Pot[] {
  const liveIdx = contributions.map((_, i) => i).filter((i) => live[i]);
  if (liveIdx.length === 0)
    throw new RangeError('A pot needs at least one player still in the hand.');
  const levels = [...new Set(liveIdx.map((i) => contributions[i]))].sort((a, b) => a - b);
  const pots: { amount: number; eligible: number[] }[] = [];
  let prev = 0;
  for (const level of levels) {
    let amount = 0;
    for (const c of contributions) amount += Math.min(c, level) - Math.min(c, prev);
    const eligible = liveIdx.filter((i) => contributions[i] >= level);
    if (pots.length === 0) amount += deadMoney;
    if (amount > 0 || pots.length === 0) pots.push({ amount, eligible });
    prev = level;
  }
  let above = 0;
  for (const c of contributions) above += Math.max(0, c - prev);
  pots[pots.length - 1].amount += above;
  return pots.filter((p, i) => p.amount > 0 || i === 0);
}

/**
 * Splits one pot among its winners (FSNP Art. 78; DECISION-5). `winners` must be in seat order
 * from the first seat left of the button. Each gets an equal share in whole chip units; the
 * indivisible units go one at a time in that order ('one-at-a-time'), or all to the first winner
 * ('first-winner', the PHH reference implementation). Returns the share of each winner, same order.
 */
export function splitPot(
  amount: number,
  winners: readonly number[],
  chipUnit = 1,
  rule: OddChipRule = 'one-at-a-time',
): number[] {
  const k = winners.length;
  if (k === 0) throw new RangeError('A pot needs at least one winner.');
  const units = Math.floor(amount / chipUnit);
  const belowUnit = amount - units * chipUnit;
  const each = Math.floor(units / k) * chipUnit;
  const oddUnits = units % k;
  return winners.map((_, i) => {
    const odd =
      rule === 'one-at-a-time' ? (i < oddUnits ? chipUnit : 0) : i === 0 ? oddUnits * chipUnit : 0;
    return each + odd + (i === 0 ? belowUnit : 0);
  });
}

/**
 * Awards pots: in each pot the best strength among its eligible players wins (higher is better,
 * equal ties). A player with no strength (cards unknown, hand not tabled) cannot win a contested
 * pot; a pot with a single eligible player goes to him without a showdown (FSNP Art. 113).
 */
export function awardPots(
  pots: readonly Pot[],
  strength: (player: number) => number | null,
  chipUnit = 1,
  rule: OddChipRule = 'one-at-a-time',
  playerCount = 0,
): { winners: number[]; shares: number[] }[] {
  return pots.map((pot) => {
    const shares = new Array<number>(playerCount).fill(0);
    let winners: number[];
    if (pot.eligible.length === 1) winners = [...pot.eligible];
    else {
      let best = -Infinity;
      winners = [];
      for (const p of pot.eligible) {
        const s = strength(p);
        if (s === null) continue;
        if (s > best) {
          best = s;
          winners = [p];
        } else if (s === best) winners.push(p);
      }
      if (winners.length === 0) winners = [...pot.eligible];
    }
    winners.sort((a, b) => a - b);
    const split = splitPot(pot.amount, winners, chipUnit, rule);
    winners.forEach((w, i) => (shares[w] += split[i]));
    return { winners, shares };
  });
}
