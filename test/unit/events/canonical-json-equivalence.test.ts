import fc from 'fast-check';
import { canonicalJson } from '../../../src/events/canonical-json';
import { canonicalJson as firstVersion } from '../../reference/canonical-json-v1';

/**
 * Issue 16: canonical JSON was made faster without changing a byte of what it writes, so every
 * stored hash still verifies. The faster writer must equal the first version on every value,
 * including the awkward ones: keys out of order, integer-like keys, keys and strings that need
 * escaping, lone surrogates, undefined members, toJSON, -0, nesting.
 */
const awkwardString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    '"',
    '\\',
    '\n',
    '\u0000',
    '\u001f',
    '\ud800',
    '\udfff',
    'é',
    '😀',
    '10',
    '9',
    '-1',
    '__proto__x',
  ),
);

const value = fc.letrec((tie) => ({
  leaf: fc.oneof(
    awkwardString,
    fc.integer(),
    fc.maxSafeInteger(),
    fc.integer({ min: -(2 ** 53) + 1, max: -1 }),
    fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map((b) => Number(b)),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(0, -0, 1e21, 1e-7, 2 ** 53, -(2 ** 53)),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.date({ noInvalidDate: true }),
  ),
  node: fc.oneof(
    { depthSize: 'small' },
    tie('leaf'),
    fc.array(tie('node'), { maxLength: 6 }),
    fc.dictionary(awkwardString, tie('node'), { maxKeys: 8 }),
  ),
})).node;

describe('canonical JSON, faster (issue 16)', () => {
  it('writes exactly what the first version wrote, on 5,000 generated values', () => {
    fc.assert(
      fc.property(value, (v) => {
        let expected: string | Error;
        try {
          expected = firstVersion(v);
        } catch (e) {
          expected = e as Error;
        }
        if (expected instanceof Error) expect(() => canonicalJson(v)).toThrow(expected.message);
        else expect(canonicalJson(v)).toBe(expected);
      }),
      { numRuns: 5_000 },
    );
  });

  it('writes one text for the same object built in any key order, as the first version does', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(awkwardString, value), { selector: ([k]) => k, maxLength: 12 }),
        fc.nat(),
        (entries, seed) => {
          const shuffled = [...entries];
          for (let i = shuffled.length - 1, r = seed; i > 0; i--, r = (r * 31 + 7) >>> 0) {
            const j = r % (i + 1);
            [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
          }
          const a = Object.fromEntries(entries);
          const b = Object.fromEntries(shuffled);
          expect(canonicalJson(b)).toBe(canonicalJson(a));
          expect(canonicalJson(b)).toBe(firstVersion(a));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('a key seen before and a key never remembered are written the same way', () => {
    const many = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`p-${i}"`, i]));
    expect(canonicalJson(many)).toBe(firstVersion(many));
    expect(canonicalJson(many)).toBe(firstVersion(many));
  });

  it('writes large, negative and fractional numbers as the first version did', () => {
    const numbers = [
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
      2 ** 53 + 2,
      1e21,
      -1e21,
      123456789012345680000,
      1.5e-7,
      -0.000001,
      Number.MIN_VALUE,
      Number.MAX_VALUE,
    ];
    expect(canonicalJson(numbers)).toBe(firstVersion(numbers));
    expect(canonicalJson({ n: -42, m: 9007199254740991 })).toBe('{"m":9007199254740991,"n":-42}');
  });

  it('still refuses what a ledger never holds', () => {
    expect(() => canonicalJson({ a: NaN })).toThrow(/non-finite/);
    expect(() => canonicalJson([Infinity])).toThrow(/non-finite/);
    expect(() => canonicalJson({ a: 1n })).toThrow(/bigint/);
    expect(() => canonicalJson(undefined)).toThrow(/not representable/);
  });
});
