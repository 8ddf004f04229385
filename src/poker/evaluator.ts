/**
 * Exact hand evaluator for hold'em showdowns: the best five of 5, 6 or 7 cards (FSNP Art. 14-16).
 *
 * evaluate() returns the hand's class, 1..7462 (7462 = royal flush): higher is better, equal is an
 * exact tie and splits the pot (FSNP Art. 16; LNSE 123/13 II.23: suits never break ties). Correctness rests on
 * exhaustive enumeration, against the combinatorial category counts and against the independent
 * evaluator `phe`: every five-card hand in the unit tests, every six- and seven-card hand in
 * `npm run verify:evaluator`.
 *
 * Cost: ~0.1 s and ~1.5 MB of tables at module load; see evaluator-tables.ts.
 */
import { Card, formatCard, rankOf, suitOf } from './cards';
import * as tables from './evaluator-tables';
import { handName } from './evaluator-names';
import { CATEGORIES, HandCategory, keyDigits, tieBreakOrder, straightHigh } from './hand-rank';

export type { HandCategory } from './hand-rank';
export { HAND_CLASS_COUNT } from './hand-rank';

export class HandEvaluationError extends Error {
  readonly code = 'INVALID_HAND';
}

const TABLES = tables.buildEvaluatorTables();
const FLUSH = TABLES.flush;
const PAGES7 = TABLES.nonFlush7.pages;
const VALUES7 = TABLES.nonFlush7.values;
// Local copies: an imported binding is a property read on every use in the CommonJS output.
const PAGE_BITS = tables.PAGE_BITS;
const PAGE_MASK = (1 << PAGE_BITS) - 1;
const CATEGORY_OF_RANK = TABLES.classes.categoryOfRank;

/** Per card: additive rank key, a one in the card's suit nibble, the card's rank bit. */
const CARD_KEY = Int32Array.from({ length: 52 }, (_, c) => tables.RANK_KEYS[c >> 2]);
const CARD_SUIT = Int32Array.from({ length: 52 }, (_, c) => 1 << ((c & 3) * 4));
const CARD_BIT = Int32Array.from({ length: 52 }, (_, c) => 1 << (c >> 2));

/**
 * Suit counts sit in four nibbles (at most 7 each); adding 3 to every nibble sets its top bit
 * exactly when that suit has five or more cards. Returns the flush suit, or -1.
 */
function flushSuit(suitCounts: number): number {
  const top = (suitCounts + 0x3333) & 0x8888;
  return top === 0 ? -1 : (31 - Math.clz32(top)) >> 2;
}

/**
 * Hot path for showdowns, the bench and the exhaustive check: seven distinct card indexes, not
 * checked (anything else gives a meaningless number). Use evaluate() on untrusted input.
 */
export function evaluate7(a: Card, b: Card, c: Card, d: Card, e: Card, f: Card, g: Card): number {
  const suits =
    CARD_SUIT[a] +
    CARD_SUIT[b] +
    CARD_SUIT[c] +
    CARD_SUIT[d] +
    CARD_SUIT[e] +
    CARD_SUIT[f] +
    CARD_SUIT[g];
  const top = (suits + 0x3333) & 0x8888;
  if (top === 0) {
    const sum =
      CARD_KEY[a] +
      CARD_KEY[b] +
      CARD_KEY[c] +
      CARD_KEY[d] +
      CARD_KEY[e] +
      CARD_KEY[f] +
      CARD_KEY[g];
    return VALUES7[(PAGES7[sum >>> PAGE_BITS] << PAGE_BITS) | (sum & PAGE_MASK)];
  }
  const s = (31 - Math.clz32(top)) >> 2;
  let mask = 0;
  if ((a & 3) === s) mask |= CARD_BIT[a];
  if ((b & 3) === s) mask |= CARD_BIT[b];
  if ((c & 3) === s) mask |= CARD_BIT[c];
  if ((d & 3) === s) mask |= CARD_BIT[d];
  if ((e & 3) === s) mask |= CARD_BIT[e];
  if ((f & 3) === s) mask |= CARD_BIT[f];
  if ((g & 3) === s) mask |= CARD_BIT[g];
  return FLUSH[mask];
}

function checkCards(cards: readonly Card[]): void {
  if (cards.length < 5 || cards.length > 7) {
    throw new HandEvaluationError(
      `A hand is the best five of 5, 6 or 7 cards; got ${cards.length}.`,
    );
  }
  // 52 cards do not fit one 32-bit mask: clubs and diamonds in one, hearts and spades in the other.
  let seenCd = 0;
  let seenHs = 0;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i];
    if (!(c >= 0 && c <= 51 && (c | 0) === c)) {
      throw new HandEvaluationError(`${c} is not a card index (0-51).`);
    }
    const bit = 1 << ((c >> 2) * 2 + (c & 1));
    const seen = c & 2 ? seenHs : seenCd;
    if (seen & bit) throw new HandEvaluationError(`${formatCard(c)} appears twice in one hand.`);
    if (c & 2) seenHs |= bit;
    else seenCd |= bit;
  }
}

/** Class of the best five of 5, 6 or 7 distinct cards: 1..7462, higher is better, equal ties. */
export function evaluate(cards: readonly Card[]): number {
  checkCards(cards);
  if (cards.length === 7)
    return evaluate7(cards[0], cards[1], cards[2], cards[3], cards[4], cards[5], cards[6]);
  let suits = 0;
  let sum = 0;
  for (const c of cards) {
    suits += CARD_SUIT[c];
    sum += CARD_KEY[c];
  }
  const s = flushSuit(suits);
  if (s >= 0) {
    // Five suited cards beat whatever a sixth card adds (at most a pair).
    let mask = 0;
    for (const c of cards) if (suitOf(c) === s) mask |= CARD_BIT[c];
    return FLUSH[mask];
  }
  return (cards.length === 5 ? TABLES.nonFlush5 : TABLES.nonFlush6).get(sum)!;
}

export function categoryOf(rank: number): HandCategory {
  if (!Number.isInteger(rank) || rank < 1 || rank >= CATEGORY_OF_RANK.length) {
    throw new HandEvaluationError(
      `${rank} is not a hand class (1-${CATEGORY_OF_RANK.length - 1}).`,
    );
  }
  return CATEGORIES[CATEGORY_OF_RANK[rank]];
}

function* fiveOf(cards: readonly Card[]): Generator<Card[]> {
  const n = cards.length;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      for (let k = j + 1; k < n; k++)
        for (let l = k + 1; l < n; l++)
          for (let m = l + 1; m < n; m++) yield [cards[i], cards[j], cards[k], cards[l], cards[m]];
}

/** Five cards in reading order: groups before kickers, higher first; a wheel reads 5-4-3-2-A. */
function readingOrder(five: readonly Card[]): Card[] {
  const ranks = five.map(rankOf);
  const high = straightHigh(ranks);
  const order = high === 3 ? [3, 2, 1, 0, 12] : [...new Set(tieBreakOrder(ranks))];
  return [...five].sort(
    (x, y) => order.indexOf(rankOf(x)) - order.indexOf(rankOf(y)) || suitOf(y) - suitOf(x),
  );
}

export interface HandDescription {
  readonly rank: number;
  readonly category: HandCategory;
  /**
   * The five cards that make the hand, in reading order. When several fives tie (e.g. two kings
   * could be the kicker), the higher suit is shown, whatever order the cards were given in.
   */
  readonly best5: Card[];
  readonly name: string;
}

export function describeHand(cards: readonly Card[]): HandDescription {
  const rank = evaluate(cards);
  let best5: Card[] = [];
  for (const five of fiveOf([...cards].sort((x, y) => y - x))) {
    if (evaluate(five) === rank) {
      best5 = readingOrder(five);
      break;
    }
  }
  const category = categoryOf(rank);
  return {
    rank,
    category,
    best5,
    name: handName(category, keyDigits(TABLES.classes.keyOfRank[rank])),
  };
}

export const formatHand = (d: HandDescription): string =>
  `${d.name} (${d.best5.map(formatCard).join(' ')})`;

/** The five-card tables, for evaluators that pick their own fives (Omaha: omaha-evaluator.ts). */
export const fiveCardTables = (): {
  readonly flush: Uint16Array;
  readonly nonFlush5: ReadonlyMap<number, number>;
  readonly cardKey: Int32Array;
} => ({ flush: FLUSH, nonFlush5: TABLES.nonFlush5, cardKey: CARD_KEY });
