/**
 * Exact comparisons against ruleset ratios, in integers (no floats): "less than half the
 * starting stack" is stack × 2 < start × 1.
 */
import type { Ratio, Threshold } from './types';

/** amount < base × ratio (strict) or amount ≤ base × ratio — FSNP Art. 32, 139.3(e); DECISION-7. */
export function isBelow(amount: number, base: number, threshold: Threshold): boolean {
  const lhs = BigInt(amount) * BigInt(threshold.ratio.den);
  const rhs = BigInt(base) * BigInt(threshold.ratio.num);
  return threshold.strict ? lhs < rhs : lhs <= rhs;
}

/** amount ≥ base × ratio — DECISION-6: an increase of at least half the last full raise is completed. */
export function atLeast(amount: number, base: number, ratio: Ratio): boolean {
  return BigInt(amount) * BigInt(ratio.den) >= BigInt(base) * BigInt(ratio.num);
}

/**
 * DECISION-8 / Club Rule 24C: chips of the new denomination raced for = pooled odd value ÷
 * new value, rounded half up (DECISION-8) or down (the club).
 */
export function raceChipsAtStake(
  pooledOddValue: number,
  newDenomination: number,
  rounding: 'half-up' | 'down',
): number {
  if (
    !Number.isSafeInteger(pooledOddValue) ||
    pooledOddValue < 0 ||
    !Number.isSafeInteger(newDenomination) ||
    newDenomination <= 0
  ) {
    throw new RangeError(`raceChipsAtStake: ${pooledOddValue} / ${newDenomination}`);
  }
  const whole = Math.floor(pooledOddValue / newDenomination);
  const rest = pooledOddValue - whole * newDenomination;
  return rounding === 'half-up' && 2 * rest >= newDenomination ? whole + 1 : whole;
}
