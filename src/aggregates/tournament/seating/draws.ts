/**
 * Random draws. The random source is injected (ctx.random) and every outcome is written into
 * the event, so replay never re-rolls (DESIGN.md "Events").
 */
import { SUITS, fullDeck, rankOf, suitOf, type Card } from '../../../poker/cards';
import type { Suit } from '../../../rules/types';
import type { RandomSource } from '../../decider';
import type { SeatCard } from '../../../events/tournament-events';

/** Fisher-Yates on a copy. */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A freshly shuffled 52-card deck. */
export const shuffledDeck = (random: RandomSource): Card[] => shuffle(fullDeck(), random);

/** The suit order of the draws when none is given: spades, hearts, diamonds, clubs (LNSE II.21). */
const SPADES_FIRST: readonly Suit[] = ['s', 'h', 'd', 'c'];

/**
 * Card order for draws: rank, then suit in the ruleset's order, highest first
 * (`seating.suitOrder`: LNSE II.21-22, II.33, IV.7.2(C); DECISION-8): suits rank cards only in draws.
 */
export const drawOrder = (a: Card, b: Card, suitOrder: readonly Suit[] = SPADES_FIRST): number => {
  const suitRank = (c: Card) => suitOrder.indexOf(SUITS[suitOf(c)] as Suit);
  return rankOf(b) - rankOf(a) || suitRank(a) - suitRank(b);
};

const ACE = 12;

/** Deals one card per seat from seat 1 clockwise (FSNP Art. 46(a); LNSE II.32). */
export function dealToSeats(seats: readonly number[], random: RandomSource): SeatCard[] {
  const deck = shuffledDeck(random);
  return [...seats].sort((a, b) => a - b).map((seat, i) => ({ seat, card: deck[i] }));
}

/** Who takes the button: the ruleset's draw rule applied to cards in deal order. */
export function buttonWinner(
  cards: readonly SeatCard[],
  rule: 'first-ace-else-highest-rank' | 'highest-card-rank-then-suit',
  suitOrder: readonly Suit[] = SPADES_FIRST,
): number {
  if (rule === 'first-ace-else-highest-rank') {
    // FSNP Art. 46(a): the first ace dealt; else the first seat with the highest rank, suits ignored.
    const ace = cards.find((c) => rankOf(c.card) === ACE);
    if (ace) return ace.seat;
    const top = Math.max(...cards.map((c) => rankOf(c.card)));
    return cards.find((c) => rankOf(c.card) === top)!.seat;
  }
  // LNSE II.33: highest card by rank, then suit.
  return [...cards].sort((a, b) => drawOrder(a.card, b.card, suitOrder))[0].seat;
}
