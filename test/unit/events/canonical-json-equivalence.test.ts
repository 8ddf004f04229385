import fc from 'fast-check';
import { canonicalJson } from '../../../src/events/canonical-json';
import { canonicalJson as firstVersion } from '../../../bench/reference/canonical-json-v1';

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

  it('a key seen before and a key never remembered are written the same way', () => {
    const many = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`p-${i}"`, i]));
    expect(canonicalJson(many)).toBe(firstVersion(many));
    expect(canonicalJson(many)).toBe(firstVersion(many));
  });

  it('still refuses what a ledger never holds', () => {
    expect(() => canonicalJson({ a: NaN })).toThrow(/non-finite/);
    expect(() => canonicalJson([Infinity])).toThrow(/non-finite/);
    expect(() => canonicalJson({ a: 1n })).toThrow(/bigint/);
    expect(() => canonicalJson(undefined)).toThrow(/not representable/);
  });
});
