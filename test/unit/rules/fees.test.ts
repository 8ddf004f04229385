import fc from 'fast-check';
import {
  checkPublishedShares,
  checkPurchaseSplit,
  getRuleset,
  splitByShare,
} from '../../../src/rules';

const lnse = getRuleset('lnse');
const fsnp = getRuleset('fsnp');

describe('purchase split (DECISION-2)', () => {
  it('LNSE 123/13 I.62: a 70 % share of 1,001 centavos puts 701 in the prize fund (rounded up) and 300 to the operator', () => {
    expect(splitByShare(1_001, 7_000)).toEqual({
      grossMinor: 1_001,
      prizeFundMinor: 701,
      feeMinor: 300,
    });
  });

  it('LNSE 123/13 I.62, IV.6(b): a split rounded up from any share of at least 70 % never breaches 70/30', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e13 }),
        fc.integer({ min: 7_000, max: 10_000 }),
        (gross, bp) => {
          const split = splitByShare(gross, bp);
          expect(split.prizeFundMinor + split.feeMinor).toBe(gross);
          expect(checkPurchaseSplit(lnse, 'rebuy', split)).toBeNull();
        },
      ),
    );
  });

  it('LNSE 123/13 I.62: a prize-fund part of 6,999 of 10,000 is refused per item', () => {
    const v = checkPurchaseSplit(lnse, 'add-on', {
      grossMinor: 10_000,
      prizeFundMinor: 6_999,
      feeMinor: 3_001,
    });
    expect(v).toMatchObject({
      code: 'PRIZE_SHARE_BELOW_MINIMUM',
      ruleRef: 'LNSE 123/13 I.62; DECISION-2',
    });
    expect(v?.message).toContain('add-on');
  });

  it('LNSE 123/13 I.62: exactly 70 % is accepted', () => {
    expect(
      checkPurchaseSplit(lnse, 'buy-in', {
        grossMinor: 10_000,
        prizeFundMinor: 7_000,
        feeMinor: 3_000,
      }),
    ).toBeNull();
  });

  it('DECISION-2: parts that do not add up to the price are refused', () => {
    expect(
      checkPurchaseSplit(fsnp, 'buy-in', {
        grossMinor: 10_000,
        prizeFundMinor: 8_000,
        feeMinor: 1_000,
      })?.code,
    ).toBe('FEE_SPLIT_INVALID');
    expect(
      checkPurchaseSplit(fsnp, 'buy-in', { grossMinor: 100, prizeFundMinor: 99.5, feeMinor: 0.5 })
        ?.code,
    ).toBe('FEE_SPLIT_INVALID');
  });

  it('FSNP Art. 30: the club sets the split freely (no floor, no cap)', () => {
    expect(
      checkPurchaseSplit(fsnp, 'buy-in', {
        grossMinor: 10_000,
        prizeFundMinor: 5_000,
        feeMinor: 5_000,
      }),
    ).toBeNull();
  });

  it('DECISION-2: an LNSE tournament publishing a 65 % rebuy share is refused at creation', () => {
    expect(checkPublishedShares(lnse, { 'buy-in': 8_000, rebuy: 6_500 })?.message).toContain(
      'rebuy is 65 %',
    );
    expect(
      checkPublishedShares(lnse, { 'buy-in': 8_000, rebuy: 7_000, 'add-on': 10_000 }),
    ).toBeNull();
    expect(checkPublishedShares(fsnp, { rebuy: 1_000 })).toBeNull();
  });
});
