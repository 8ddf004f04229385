import { parseCards } from '../../../src/poker/cards';
import { categoryOf, evaluate, HandEvaluationError } from '../../../src/poker/evaluator';
import { omahaHigh } from '../../../src/poker/omaha-evaluator';

/** The peer: every two-of-hole plus three-of-board five through the checked 5-card evaluator. */
function naiveOmaha(hole: number[], board: number[]): number {
  let best = 0;
  for (let i = 0; i < hole.length; i++)
    for (let j = i + 1; j < hole.length; j++)
      for (let k = 0; k < board.length; k++)
        for (let l = k + 1; l < board.length; l++)
          for (let m = l + 1; m < board.length; m++)
            best = Math.max(best, evaluate([hole[i], hole[j], board[k], board[l], board[m]]));
  return best;
}

/** mulberry32, seeded: the same deals on every run. */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function deal(rand: () => number, n: number): number[] {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(rand() * (52 - i));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return deck.slice(0, n);
}

const high = (hole: string, board: string): string =>
  categoryOf(omahaHigh(parseCards(hole), parseCards(board)));

describe('Omaha high: exactly two hole cards and three board cards', () => {
  it.each([4, 5])(
    'agrees with the naive combination loop on 20,000 seeded %i-hole deals',
    (holes) => {
      const rand = prng(23 + holes);
      for (let n = 0; n < 20_000; n++) {
        const boardSize = 3 + (n % 3);
        const cards = deal(rand, holes + boardSize);
        const hole = cards.slice(0, holes);
        const board = cards.slice(holes);
        expect(omahaHigh(hole, board)).toBe(naiveOmaha(hole, board));
      }
    },
  );

  it('a board flush with only one hole card of the suit is not a flush', () => {
    expect(high('Ah Kc Qc Jd', '2h 5h 8h Th 3s')).not.toBe('flush');
  });

  it('a flush needs two hole cards of the board suit', () => {
    expect(high('Ah 4h Qc Jd', '2h 5h 8h Tc 3s')).toBe('flush');
  });

  it('four hole aces play as a pair of aces', () => {
    expect(high('Ac Ad Ah As', '2c 7d 9h Js 4c')).toBe('pair');
  });

  it('four board cards to a straight with one hole card of it is not a straight', () => {
    expect(high('9c 2d 2h Ks', '5c 6d 7h 8s Qc')).not.toBe('straight');
  });

  it('a board of trips and a hole pair makes a full house; board quads play only as trips', () => {
    expect(high('Kc Kd 2h 3s', '7c 7d 7h Qs 4c')).toBe('full-house');
    expect(high('Kc Qd 2h 3s', '7c 7d 7h 7s 4c')).toBe('three-of-a-kind');
  });

  it('five-card Omaha (PLO5) uses the same rule over ten hole pairs', () => {
    expect(high('Ah 4h Qc Jd 9s', '2h 5h 8h Tc 3s')).toBe('flush');
  });

  it('refuses a hole count other than 4 or 5 and a repeated card', () => {
    expect(() => omahaHigh(parseCards('Ah Kh Qh'), parseCards('2c 3c 4c'))).toThrow(
      HandEvaluationError,
    );
    expect(() => omahaHigh(parseCards('Ah Kh Qh Jh'), parseCards('Ah 3c 4c'))).toThrow(
      HandEvaluationError,
    );
  });
});
