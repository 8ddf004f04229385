import { categoryOf, evaluate, HAND_CLASS_COUNT, HandCategory } from '../../../src/poker/evaluator';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const phe = require('phe') as { evaluateCardCodes(codes: number[]): number };

/** All C(52,5) hands, evaluated once for the whole file. */
const HANDS = 2_598_960;
const ranks = new Uint16Array(HANDS);
const pheRanks = new Uint16Array(HANDS);
const hands = new Int8Array(HANDS * 5);

beforeAll(() => {
  let h = 0;
  for (let a = 0; a < 48; a++)
    for (let b = a + 1; b < 49; b++)
      for (let c = b + 1; c < 50; c++)
        for (let d = c + 1; d < 51; d++)
          for (let e = d + 1; e < 52; e++) {
            const five = [a, b, c, d, e];
            hands.set(five, h * 5);
            ranks[h] = evaluate(five);
            pheRanks[h] = phe.evaluateCardCodes(five);
            h++;
          }
  expect(h).toBe(HANDS);
});

describe('all 2,598,960 five-card hands', () => {
  it('FSNP Art. 15: each of the nine categories holds its combinatorial number of hands', () => {
    const counts: Record<string, number> = {};
    for (const rank of ranks) counts[categoryOf(rank)] = (counts[categoryOf(rank)] ?? 0) + 1;
    const expected: Record<HandCategory, number> = {
      'straight-flush': 40,
      'four-of-a-kind': 624,
      'full-house': 3_744,
      flush: 5_108,
      straight: 10_200,
      'three-of-a-kind': 54_912,
      'two-pair': 123_552,
      pair: 1_098_240,
      'high-card': 1_302_540,
    };
    expect(counts).toEqual(expected);
  });

  it('FSNP Art. 15-16: exactly 7,462 distinct classes, numbered densely 1..7462', () => {
    const distinct = new Set(ranks);
    expect(distinct.size).toBe(7462);
    expect(HAND_CLASS_COUNT).toBe(7462);
    expect(Math.min(...distinct)).toBe(1);
    expect(Math.max(...distinct)).toBe(7462);
  });

  it('FSNP Art. 15: category ranges do not interleave (every pair beats every high card, and so on)', () => {
    const order: HandCategory[] = [
      'high-card',
      'pair',
      'two-pair',
      'three-of-a-kind',
      'straight',
      'flush',
      'full-house',
      'four-of-a-kind',
      'straight-flush',
    ];
    for (let rank = 2; rank <= 7462; rank++) {
      expect(order.indexOf(categoryOf(rank))).toBeGreaterThanOrEqual(
        order.indexOf(categoryOf(rank - 1)),
      );
    }
  });

  it('FSNP Art. 14-16: every hand is ordered exactly as the independent evaluator phe orders it', () => {
    // phe numbers the same classes the other way round: 1 = royal flush.
    const mismatches: string[] = [];
    for (let h = 0; h < HANDS && mismatches.length < 5; h++) {
      if (ranks[h] !== 7463 - pheRanks[h])
        mismatches.push(`${hands.subarray(h * 5, h * 5 + 5).join(',')}`);
    }
    expect(mismatches).toEqual([]);
  });
});
