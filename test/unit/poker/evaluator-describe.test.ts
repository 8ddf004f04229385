import { formatCards, parseCards } from '../../../src/poker/cards';
import { describeHand, evaluate, formatHand } from '../../../src/poker/evaluator';

const describe5 = (cards: string) => {
  const d = describeHand(parseCards(cards));
  return { category: d.category, best5: formatCards(d.best5), name: d.name, rank: d.rank };
};

describe('describeHand: the five cards used and the name read out (FSNP Art. 14-15)', () => {
  const cases: [string, string, string, string][] = [
    ['As Ks Qs Js Ts 2c 3d', 'straight-flush', 'As Ks Qs Js Ts', 'Royal flush'],
    ['9h 8h 7h 6h 5h Ac Ad', 'straight-flush', '9h 8h 7h 6h 5h', 'Straight flush, nine high'],
    ['Kh Kd Kc 7s 7d 2c 3d', 'full-house', 'Kh Kd Kc 7s 7d', 'Full house, kings full of sevens'],
    ['Kc Kd Kh 7s 7c 7d 2h', 'full-house', 'Kh Kd Kc 7s 7d', 'Full house, kings full of sevens'],
    [
      '9c 9d 9h 9s Kc Kd Qh',
      'four-of-a-kind',
      '9s 9h 9d 9c Kd',
      'Four of a kind, nines, king kicker',
    ],
    ['Ac Kc 9c 7c 4c 4d 4h', 'flush', 'Ac Kc 9c 7c 4c', 'Flush, ace-king-nine-seven-four'],
    ['5c 4d 3h 2s Ac Kd 9h', 'straight', '5c 4d 3h 2s Ac', 'Straight, five high'],
    [
      'Qc Qd Qh 7s 9c 2d 3h',
      'three-of-a-kind',
      'Qh Qd Qc 9c 7s',
      'Three of a kind, queens, nine-seven kickers',
    ],
    [
      'Ah Ad 9c 9s Qd 4c 4h',
      'two-pair',
      'Ah Ad 9s 9c Qd',
      'Two pair, aces and nines, queen kicker',
    ],
    ['Kc Kd 6h 4s 2c', 'pair', 'Kd Kc 6h 4s 2c', 'Pair of kings, six-four-deuce kickers'],
    ['Ac Qd 6h 5s 2c 3d', 'high-card', 'Ac Qd 6h 5s 3d', 'High card, ace-queen-six-five-three'],
  ];
  it.each(cases)('%s → %s %s "%s"', (cards, category, best5, name) => {
    const d = describe5(cards);
    expect(d).toEqual({ category, best5, name, rank: evaluate(parseCards(cards)) });
  });

  it('FSNP Art. 14: the five cards shown make the same hand as all seven', () => {
    const cards = parseCards('Jh Td 9s 8c 7d 6h 2c');
    const d = describeHand(cards);
    expect(evaluate(d.best5)).toBe(d.rank);
    expect(d.best5.every((c) => cards.includes(c))).toBe(true);
    expect(formatCards(d.best5)).toBe('Jh Td 9s 8c 7d');
  });

  it('FSNP Art. 16: when several fives tie, the cards shown do not depend on the order dealt', () => {
    const cards = parseCards('9c 9d 9h 9s Kc Kd Qh');
    expect(describeHand(cards).best5).toEqual(describeHand([...cards].reverse()).best5);
  });

  it('formatHand prints the name and the cards for a hand history', () => {
    expect(formatHand(describeHand(parseCards('Kh Kd Kc 7s 7d 2c 3d')))).toBe(
      'Full house, kings full of sevens (Kh Kd Kc 7s 7d)',
    );
  });
});
