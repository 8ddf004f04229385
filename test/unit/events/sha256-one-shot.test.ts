import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { sha256Hex } from '../../../src/events/hash-chain';

/**
 * Issue 16: the chain's SHA-256 moved to the one-shot crypto.hash for speed; every stored hash
 * must stay what createHash().update().digest() gave, on any text (lone surrogates included).
 */
describe('SHA-256 of the hashed text, one-shot (issue 16)', () => {
  it('gives the digest createHash gave, on 3,000 generated texts', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })),
        (text) => {
          expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it('gives the published digest of "abc" (FIPS 180-2 example)', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
