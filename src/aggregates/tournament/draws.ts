/**
 * Random draws. The random source is injected (ctx.random) and every outcome is written into
 * the event, so replay never re-rolls (DESIGN.md "Events").
 */
import { fullDeck, rankOf, type Card } from '../../poker/cards';
import type { RandomSource } from '../decider';
import type { SeatCard } from '../../events/tournament-events';

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

/**
 * Card order for draws: rank, then suit spades > hearts > diamonds > clubs (LNSE II.21, II.33,
 * IV.7.2(C)). With card = rank * 4 + suit and suits c, d, h, s = 0..3 that is integer order.
 */
export const drawOrder = (a: Card, b: Card): number => b - a;

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
): number {
  if (rule === 'first-ace-else-highest-rank') {
    // FSNP Art. 46(a): the first ace dealt; else the first seat with the highest rank, suits ignored.
    const ace = cards.find((c) => rankOf(c.card) === ACE);
    if (ace) return ace.seat;
    const top = Math.max(...cards.map((c) => rankOf(c.card)));
    return cards.find((c) => rankOf(c.card) === top)!.seat;
  }
  // LNSE II.33: highest card by rank, then suit.
  return [...cards].sort((a, b) => drawOrder(a.card, b.card))[0].seat;
}
