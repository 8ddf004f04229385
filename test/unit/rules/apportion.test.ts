import fc from 'fast-check';
import { apportion, splitEqually } from '../../../src/rules';

describe('largest-remainder apportionment (DECISION-3)', () => {
  it('DECISION-3: shares always sum to the total and each is within one unit of its exact quota', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc
          .array(fc.integer({ min: 0, max: 1e12 }), { minLength: 1, maxLength: 20 })
          .filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const shares = apportion(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + BigInt(b), 0n);
          shares.forEach((s, i) => {
            const floor = (BigInt(total) * BigInt(weights[i])) / sum;
            expect(BigInt(s) - floor >= 0n && BigInt(s) - floor <= 1n).toBe(true);
          });
        },
      ),
    );
  });

  it('DECISION-3: 10 split three ways equally gives 4/3/3 — the extra unit to the first', () => {
    expect(splitEqually(10, 3)).toEqual([4, 3, 3]);
  });

  it('DECISION-3: a zero weight never receives a unit', () => {
    expect(apportion(5, [0, 1, 1])).toEqual([0, 3, 2]);
  });

  it('DECISION-3: fractional totals or weights are refused', () => {
    expect(() => apportion(1.5, [1])).toThrow(RangeError);
    expect(() => apportion(10, [0.5, 1])).toThrow(RangeError);
    expect(() => apportion(10, [0, 0])).toThrow(RangeError);
  });
});
