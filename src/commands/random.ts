import { randomInt } from 'node:crypto';
import type { RandomSource } from '../aggregates/decider';

/**
 * Randomness for draws (seats, button, chip race cards) is decided once, here at the edge, and
 * its outcome is recorded in the events, so replay never re-rolls (DESIGN.md "Events").
 * crypto.randomInt is unbiased, which a seat draw at a sanctioned event needs.
 */
export const cryptoRandom: RandomSource = {
  int(n: number): number {
    if (!Number.isSafeInteger(n) || n <= 0)
      throw new RangeError(`random int needs n >= 1, got ${n}`);
    return n === 1 ? 0 : randomInt(n);
  },
};
