/**
 * FSNP Art. 6 (one 52-card deck; in a straight the ace counts high or low) in the hand evaluator
 * every ruleset's showdown uses (the fsnp ruleset's variant cites FSNP Art. 6-16).
 */
import { fullDeck, parseCards, rankOf, suitOf } from '../../../src/poker/cards';
import { categoryOf, evaluate } from '../../../src/poker/evaluator';

const category = (cards: string): string => categoryOf(evaluate(parseCards(cards)));

describe('FSNP Art. 6: deck and aces', () => {
  it('given the deck, then it is 52 distinct cards: 13 ranks in each of 4 suits', () => {
    const deck = fullDeck();
    expect(new Set(deck).size).toBe(52);
    for (let suit = 0; suit < 4; suit++)
      expect(deck.filter((c) => suitOf(c) === suit).map(rankOf)).toEqual(
        Array.from({ length: 13 }, (_, r) => r),
      );
  });

  it('given A-2-3-4-5 and 10-J-Q-K-A, then the ace makes a straight at both ends', () => {
    expect(category('Ac 2d 3h 4s 5c')).toBe('straight');
    expect(category('Tc Jd Qh Ks Ac')).toBe('straight');
    expect(evaluate(parseCards('Tc Jd Qh Ks Ac'))).toBeGreaterThan(
      evaluate(parseCards('9c Td Jh Qs Kc')),
    );
  });

  it('given Q-K-A-2-3, then the ace joins no straight through both ends at once', () => {
    expect(category('Qc Kd Ah 2s 3c')).toBe('high-card');
  });
});
