/**
 * The prize pool per purchase item, as LNSE 123/13 I.62 derives it (with IV.6(b), IV.9(a) and
 * conflict 2 of the catalog): for each code c in {IN, RB, AD}, prize_c = ceil(share_c x gross_c)
 * in centavos on the item's AGGREGATE gross, benefit_c = gross_c - prize_c. Rounding each
 * purchase instead moves centavos between the operator and the players on odd prices
 * (10 buy-ins of 10.01 at 70 %: 10 x ceil(7.007) = 70.10, ceil(70.07) = 70.07).
 * Integer arithmetic only: the share is the rational bp / 10,000, the ceiling is done in BigInt.
 */
import { FULL_BASIS_POINTS, type RuleViolation, type Ruleset } from './types';

export type ItemCode = 'IN' | 'RB' | 'AD';
export const ITEM_CODES: readonly ItemCode[] = ['IN', 'RB', 'AD'];

/** What one item took in and where it goes, once the pool is determined (I.62, I.63). */
export interface ItemPool {
  readonly gross: number;
  readonly count: number;
  /** The published prize share, basis points (I.1(9)); null: the configured price split. */
  readonly prizeShareBp: number | null;
  readonly prize: number;
  readonly benefit: number;
  /** Prize-fund parts booked purchase by purchase (the deposit-account lines, IV.1.3). */
  readonly bookedPrizeFund: number;
}

/** ceil(gross x bp / 10,000) in exact integer arithmetic: the prize part of an item (I.62). */
export function prizePartOf(grossMinor: number, shareBp: number): number {
  if (!Number.isSafeInteger(grossMinor) || grossMinor < 0)
    throw new RangeError(`prizePartOf: gross ${grossMinor}`);
  if (!Number.isInteger(shareBp) || shareBp < 0 || shareBp > FULL_BASIS_POINTS)
    throw new RangeError(`prizePartOf: share ${shareBp} basis points`);
  const num = BigInt(grossMinor) * BigInt(shareBp);
  const den = BigInt(FULL_BASIS_POINTS);
  return Number((num + den - 1n) / den);
}

/**
 * One item's pool line. `roundedOn` is the ruleset parameter `fees.prizeRoundedOn`: on the
 * item's aggregate gross when a share is published, else the booked per-purchase parts.
 */
export function itemPool(
  booked: { readonly prizeFund: number; readonly fee: number; readonly count: number },
  shareBp: number | undefined,
  roundedOn: Ruleset['fees']['prizeRoundedOn']['value'],
): ItemPool {
  const gross = booked.prizeFund + booked.fee;
  const useShare = roundedOn === 'item-aggregate' && shareBp !== undefined;
  const prize = useShare ? prizePartOf(gross, shareBp) : booked.prizeFund;
  return {
    gross,
    count: booked.count,
    prizeShareBp: useShare ? shareBp : null,
    prize,
    benefit: gross - prize,
    bookedPrizeFund: booked.prizeFund,
  };
}

/**
 * At creation: each published share is whole basis points between the ruleset's floor and
 * 100 % (I.62, IV.6(b)), and, where the ruleset rounds the prize part up, each item's
 * configured price is split at that share, rounded up (so the per-purchase lines and the
 * published characteristic agree; I.1(9)).
 */
export function publishedSharesProblem(
  ruleset: Ruleset,
  shares: Readonly<Partial<Record<ItemCode, number>>>,
  pricesByCode: readonly { item: string; code: ItemCode; prizeFund: number; fee: number }[],
): RuleViolation | null {
  const floor = ruleset.fees.minPrizeFundShareBp;
  for (const code of ITEM_CODES) {
    const bp = shares[code];
    if (bp === undefined) continue;
    if (!Number.isInteger(bp) || bp < 0 || bp > FULL_BASIS_POINTS)
      return {
        code: 'PRIZE_SHARE_INVALID',
        ruleRef: ruleset.fees.prizeRoundedOn.cite,
        message: `The published prize share for ${code} must be whole basis points from 0 to 10,000 (got ${bp}).`,
      };
    if (floor.value !== null && bp < floor.value)
      return {
        code: 'PRIZE_SHARE_BELOW_MINIMUM',
        ruleRef: floor.cite,
        message: `The published prize share for ${code} is ${bp / 100} %; at least ${floor.value / 100} % of each item goes to prizes.`,
      };
    // `fees.prizePartRounding`: the price is split at the share rounded up (LNSE I.62,
    // conflict 2), or the configured split stands (DECISION-2), the floor above still applying.
    const rounding = ruleset.fees.prizePartRounding;
    if (rounding.value !== 'prize-part-rounded-up') continue;
    for (const p of pricesByCode.filter((x) => x.code === code)) {
      const want = prizePartOf(p.prizeFund + p.fee, bp);
      if (p.prizeFund !== want)
        return {
          code: 'PRICE_SPLIT_NOT_PUBLISHED_SHARE',
          ruleRef: rounding.cite,
          message: `The ${p.item} price ${p.prizeFund + p.fee} at the published ${bp / 100} % to prizes has a prize part of ${want}, not ${p.prizeFund}.`,
        };
    }
  }
  return null;
}
