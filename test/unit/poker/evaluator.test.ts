import fc from 'fast-check';
import { formatCard, parseCards } from '../../../src/poker/cards';
import { categoryOf, evaluate, evaluate7, HandEvaluationError } from '../../../src/poker/evaluator';

const rank = (cards: string): number => evaluate(parseCards(cards));
const category = (cards: string): string => categoryOf(rank(cards));

/** FSNP Art. 15's own examples, best first, with suits assigned (the source lost its suit symbols). */
const ART_15_LADDER: [string, string][] = [
  ['straight-flush', '5h 6h 7h 8h 9h'],
  ['four-of-a-kind', 'Ac Ad Ah As Tc'],
  ['full-house', 'Ac Ad Ah Tc Td'],
  ['flush', 'Qd 5d Td Jd 2d'],
  ['straight', '7c 8d 9h Ts Jc'],
  ['three-of-a-kind', 'Qc Qd Qh 7s 9c'],
  ['two-pair', '7c 7d Kh Ks 2c'],
  ['pair', 'Kc Kd 6h 4s 2c'],
  ['high-card', 'Ac Qd 6h 5s 2c'],
];

describe('FSNP Art. 15: hand ranking', () => {
  it.each(ART_15_LADDER)('FSNP Art. 15: the article example of %s is recognised', (cat, cards) => {
    expect(category(cards)).toBe(cat);
  });

  it('FSNP Art. 15: each article example beats the next one down the table', () => {
    const ranks = ART_15_LADDER.map(([, cards]) => rank(cards));
    for (let i = 1; i < ranks.length; i++) expect(ranks[i - 1]).toBeGreaterThan(ranks[i]);
  });

  it('FSNP Art. 15: the royal flush is the best hand (7462) and 7-5-4-3-2 offsuit the worst (1)', () => {
    expect(rank('As Ks Qs Js Ts')).toBe(7462);
    expect(rank('7c 5d 4h 3s 2c')).toBe(1);
  });

  it('FSNP Art. 15: the lowest straight flush still beats the best four of a kind', () => {
    expect(rank('5d 4d 3d 2d Ad')).toBeGreaterThan(rank('Ac Ad Ah As Kc'));
  });
});

describe('FSNP Art. 16: suits never break ties', () => {
  it('FSNP Art. 16: the same values in different suits tie', () => {
    expect(rank('As Kd Qh Js 9c')).toBe(rank('Ac Ks Qd Jc 9h'));
  });

  it('FSNP Art. 16: a spade flush ties a club flush of the same values', () => {
    expect(rank('As Js 9s 6s 3s')).toBe(rank('Ac Jc 9c 6c 3c'));
  });

  it('FSNP Art. 16: royal flushes in any two suits tie', () => {
    expect(rank('Ah Kh Qh Jh Th')).toBe(rank('Ac Kc Qc Jc Tc'));
  });

  it('FSNP Art. 14, 16: when the board plays for both players, they tie whatever their suits', () => {
    const board = '9c Td Jh Qs Kc';
    expect(rank(`${board} 2d 3h`)).toBe(rank(`${board} 4s 5d`));
  });
});

describe('straights: the wheel and no wrap-around', () => {
  it('FSNP Art. 15: the wheel A-2-3-4-5 is a straight, five high', () => {
    expect(category('Ac 2d 3h 4s 5c')).toBe('straight');
  });

  it('FSNP Art. 15: the wheel is the lowest straight, below 6-5-4-3-2', () => {
    expect(rank('Ac 2d 3h 4s 5c')).toBeLessThan(rank('2c 3d 4h 5s 6c'));
  });

  it('FSNP Art. 15: the wheel still beats three aces', () => {
    expect(rank('Ac 2d 3h 4s 5c')).toBeGreaterThan(rank('Ac Ad Ah Ks Qc'));
  });

  it('FSNP Art. 15: broadway A-K-Q-J-T is the highest straight', () => {
    expect(rank('Ac Kd Qh Js Tc')).toBeGreaterThan(rank('Kc Qd Jh Ts 9c'));
  });

  it('FSNP Art. 15: Q-K-A-2-3 does not wrap around, it is ace high', () => {
    expect(category('Qc Kd Ah 2s 3c')).toBe('high-card');
  });

  it('FSNP Art. 15: the steel wheel is the lowest straight flush', () => {
    expect(rank('Ad 2d 3d 4d 5d')).toBeLessThan(rank('2d 3d 4d 5d 6d'));
    expect(category('Ad 2d 3d 4d 5d')).toBe('straight-flush');
  });
});

describe('FSNP Art. 14: kickers inside a category', () => {
  const beats: [string, string, string][] = [
    ['pair of kings, ace kicker beats queen kicker', 'Kc Kd Ah 7s 2c', 'Kh Ks Qh 7c 2d'],
    ['pair: the third kicker decides', 'Kc Kd Ah 7s 3c', 'Kh Ks Ad 7c 2d'],
    ['two pair: the higher top pair wins', 'Ac Ad 3h 3s 2c', 'Kc Kd Qh Qs Jc'],
    ['two pair: same top pair, the higher second pair wins', 'Ac Ad 4h 4s 2c', 'Ah As 3c 3d Kc'],
    ['two pair: same pairs, the kicker decides', 'Ac Ad 4h 4s 9c', 'Ah As 4c 4d 8c'],
    ['three of a kind: kickers decide between equal trips', 'Qc Qd Qh As 3c', 'Qs Qd Qh Ks Jc'],
    ['full house: the three cards decide before the pair', 'Kc Kd Kh 2s 2c', 'Qc Qd Qh As Ac'],
    ['full house: same three, the pair decides', 'Kc Kd Kh 9s 9c', 'Kc Kd Kh 8s 8c'],
    ['four of a kind: the kicker decides', '9c 9d 9h 9s Ac', '9c 9d 9h 9s Kc'],
    ['flush: compared card by card down to the fifth', 'Ah Jh 9h 6h 4h', 'As Js 9s 6s 3s'],
    ['high card: the fifth card decides', 'Ac Jd 9h 6s 4c', 'Ad Jc 9s 6h 3d'],
    ['straight: the higher top card wins', '3c 4d 5h 6s 7c', '2c 3d 4h 5s 6c'],
  ];
  it.each(beats)('FSNP Art. 14: %s', (_, better, worse) => {
    expect(rank(better)).toBeGreaterThan(rank(worse));
  });

  it('FSNP Art. 14, 16: a sixth or seventh card never plays as a kicker, so those hands tie', () => {
    expect(rank('Ac Ad Kh Qs Jc 3d 2h')).toBe(rank('Ah As Kd Qc Jd 5s 4c'));
  });
});

describe('FSNP Art. 14: best five of six and of seven', () => {
  const cases: [string, string, string][] = [
    ['three pairs make two pair with the best kicker', 'Ac Ad Kh Ks Qc Qd 2h', 'Ah As Kc Kd Qh'],
    ['two sets of trips make a full house of the higher', 'Kc Kd Kh 7s 7c 7d 2h', 'Kc Kd Kh 7s 7c'],
    ['six suited cards: the five highest make the flush', 'Ah Kh 9h 7h 4h 2h 2c', 'Ah Kh 9h 7h 4h'],
    ['six in a row: the highest five make the straight', '4c 5d 6h 7s 8c 9d Kh', '5d 6h 7s 8c 9d'],
    [
      'a straight and a flush apart make a flush, not a straight flush',
      '5h 6h 7h 8c 9h 2h Kd',
      '9h 7h 6h 5h 2h',
    ],
    [
      'four of a kind with trips: the best other card is the kicker',
      '9c 9d 9h 9s Kc Kd Kh',
      '9c 9d 9h 9s Kc',
    ],
    ['the board alone can be the best hand', 'Ts Js Qs Ks As 2c 3d', 'Ts Js Qs Ks As'],
    [
      'six cards: a pair on the board and in hand make two pair',
      'Jc Jd 4h 4s 9c 2d',
      'Jc Jd 4h 4s 9c',
    ],
  ];
  it.each(cases)('FSNP Art. 14: %s', (_, all, five) => {
    expect(rank(all)).toBe(rank(five));
  });

  const anyCards = (n: number) =>
    fc.shuffledSubarray([...Array(52).keys()], { minLength: n, maxLength: n });
  const bestOfFives = (cards: number[]): number => {
    let best = 0;
    const n = cards.length;
    for (let skip = 0; skip < 1 << n; skip++) {
      if (n - popcount(skip) !== 5) continue;
      best = Math.max(best, evaluate(cards.filter((_, i) => !(skip & (1 << i)))));
    }
    return best;
  };

  it('FSNP Art. 14: any six cards rank as their best five (random hands)', () => {
    fc.assert(
      fc.property(anyCards(6), (cards) => evaluate(cards) === bestOfFives(cards)),
      { numRuns: 3000 },
    );
  });

  it('FSNP Art. 14: any seven cards rank as their best five (random hands)', () => {
    fc.assert(
      fc.property(anyCards(7), (cards) => evaluate(cards) === bestOfFives(cards)),
      { numRuns: 3000 },
    );
  });

  it('the unchecked seven-card path agrees with evaluate() (random hands)', () => {
    fc.assert(
      fc.property(
        anyCards(7),
        (c) => evaluate7(c[0], c[1], c[2], c[3], c[4], c[5], c[6]) === evaluate(c),
      ),
      { numRuns: 3000 },
    );
  });

  it('FSNP Art. 16: the order of the cards given never changes the rank (random hands)', () => {
    fc.assert(
      fc.property(anyCards(7), (cards) => evaluate(cards) === evaluate([...cards].reverse())),
      { numRuns: 1000 },
    );
  });
});

const popcount = (x: number): number => {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
};

describe('invalid hands are refused, not guessed', () => {
  it.each([
    ['four cards', [0, 1, 2, 3], 'got 4'],
    ['eight cards', [0, 1, 2, 3, 4, 5, 6, 7], 'got 8'],
    ['a card index out of range', [0, 1, 2, 3, 52], '52 is not a card'],
    ['a card that is not an integer', [0, 1, 2, 3, 4.5], '4.5 is not a card'],
    ['the same card twice', parseCards('As Ks Qs Js As'), 'As appears twice'],
  ])('%s', (_, cards, message) => {
    expect(() => evaluate(cards)).toThrow(HandEvaluationError);
    expect(() => evaluate(cards)).toThrow(message);
  });

  it('FSPR 6.2.2: any of the 52 cards given twice is caught, in 5-, 6- and 7-card hands', () => {
    for (let c = 0; c < 52; c++) {
      const others = [...Array(52).keys()].filter((x) => x !== c);
      for (const n of [5, 6, 7]) {
        const cards = [c, ...others.slice(c % 40, (c % 40) + n - 2), c];
        expect(() => evaluate(cards)).toThrow(`${formatCard(c)} appears twice in one hand.`);
      }
    }
  });

  it('categoryOf refuses a number that is no hand class', () => {
    expect(() => categoryOf(0)).toThrow('0 is not a hand class (1-7462)');
    expect(() => categoryOf(7463)).toThrow(HandEvaluationError);
  });
});
