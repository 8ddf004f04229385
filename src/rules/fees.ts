/**
 * Splitting a purchase into prize-fund part and organisation fee (rake) — DECISION-2,
 * FSNP Art. 30, LNSE 123/13 I.62-63, IV.6(b). Integer minor units only.
 */
import { FULL_BASIS_POINTS, type PurchaseItem, type RuleViolation, type Ruleset } from './types';

export interface PurchaseSplit {
  readonly grossMinor: number;
  readonly prizeFundMinor: number;
  readonly feeMinor: number;
}

/**
 * The prize-fund part for a share in basis points. LNSE: rounded up to the minor unit, fee
 * down — the only rounding that never breaches the 70 % floor or the 30 % cap (LNSE 123/13
 * I.62, conflict 2).
 */
export function splitByShare(grossMinor: number, prizeShareBp: number): PurchaseSplit {
  if (!Number.isSafeInteger(grossMinor) || grossMinor < 0)
    throw new RangeError(`splitByShare: gross ${grossMinor}`);
  if (!Number.isInteger(prizeShareBp) || prizeShareBp < 0 || prizeShareBp > FULL_BASIS_POINTS) {
    throw new RangeError(`splitByShare: share ${prizeShareBp} basis points`);
  }
  const num = BigInt(grossMinor) * BigInt(prizeShareBp);
  const den = BigInt(FULL_BASIS_POINTS);
  const prizeFundMinor = Number((num + den - 1n) / den);
  return { grossMinor, prizeFundMinor, feeMinor: grossMinor - prizeFundMinor };
}

/**
 * Checks one purchase item's split against the ruleset: both parts whole and non-negative,
 * summing to the gross; the prize-fund part at least the ruleset's floor and the fee at most
 * its cap, per item (DECISION-2; LNSE 123/13 I.62, IV.6(b)). Returns null when it complies.
 */
export function checkPurchaseSplit(
  ruleset: Ruleset,
  item: PurchaseItem,
  split: PurchaseSplit,
): RuleViolation | null {
  const { grossMinor, prizeFundMinor, feeMinor } = split;
  const parts = [grossMinor, prizeFundMinor, feeMinor];
  if (
    parts.some((x) => !Number.isSafeInteger(x) || x < 0) ||
    prizeFundMinor + feeMinor !== grossMinor
  ) {
    return {
      code: 'FEE_SPLIT_INVALID',
      ruleRef: ruleset.fees.splitPerPurchase.cite,
      message: `The ${item} price ${grossMinor} must be split into whole prize-fund and fee parts that add up to it.`,
    };
  }
  const floor = ruleset.fees.minPrizeFundShareBp;
  if (
    floor.value !== null &&
    BigInt(prizeFundMinor) * BigInt(FULL_BASIS_POINTS) < BigInt(grossMinor) * BigInt(floor.value)
  ) {
    return {
      code: 'PRIZE_SHARE_BELOW_MINIMUM',
      ruleRef: floor.cite,
      message: `The prize-fund part of the ${item} (${prizeFundMinor} of ${grossMinor}) is below ${floor.value / 100} % of the item.`,
    };
  }
  const cap = ruleset.fees.maxOperatorShareBp;
  if (
    cap.value !== null &&
    BigInt(feeMinor) * BigInt(FULL_BASIS_POINTS) > BigInt(grossMinor) * BigInt(cap.value)
  ) {
    return {
      code: 'OPERATOR_SHARE_ABOVE_MAXIMUM',
      ruleRef: cap.cite,
      message: `The operator's share of the ${item} (${feeMinor} of ${grossMinor}) exceeds ${cap.value / 100} % of the item.`,
    };
  }
  return null;
}

/** At tournament creation (DECISION-2): every item's published prize share must meet the floor. */
export function checkPublishedShares(
  ruleset: Ruleset,
  sharesBp: Readonly<Partial<Record<PurchaseItem, number>>>,
): RuleViolation | null {
  const floor = ruleset.fees.minPrizeFundShareBp.value;
  if (floor === null) return null;
  for (const [item, bp] of Object.entries(sharesBp)) {
    if (bp !== undefined && bp < floor) {
      return {
        code: 'PRIZE_SHARE_BELOW_MINIMUM',
        ruleRef: ruleset.fees.minPrizeFundShareBp.cite,
        message: `The published prize share for ${item} is ${bp / 100} %; at least ${floor / 100} % of each item goes to prizes.`,
      };
    }
  }
  return null;
}
