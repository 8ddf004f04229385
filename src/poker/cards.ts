/**
 * Cards as small integers: card = rank * 4 + suit, rank 0..12 = 2..A, suit 0..3 = c, d, h, s.
 * The suit order c < d < h < s is the bridge order FSNP Art. 46 and LNSE II.21/II.32-34 use
 * for draws (spades highest); suits never rank hands (FSNP Art. 16).
 */
export type Card = number;

export const RANKS = '23456789TJQKA';
export const SUITS = 'cdhs';

export const rankOf = (c: Card): number => c >> 2;
export const suitOf = (c: Card): number => c & 3;
export const makeCard = (rank: number, suit: number): Card => rank * 4 + suit;

export class CardParseError extends Error {
  readonly code = 'INVALID_CARD';
}

/** Parses one card: "As", "Td", "10d", "9c". Case-insensitive rank, lower- or upper-case suit. */
export function parseCard(text: string): Card {
  const t = text.trim();
  const m = /^(10|[2-9TJQKAtjqka])([cdhsCDHS])$/.exec(t);
  if (!m) {
    throw new CardParseError(
      `"${text}" is not a card: write rank then suit, e.g. As, Td, 10d, 9c (ranks 2-9, T or 10, J, Q, K, A; suits c, d, h, s).`,
    );
  }
  const rank = m[1] === '10' ? 8 : RANKS.indexOf(m[1].toUpperCase());
  return makeCard(rank, SUITS.indexOf(m[2].toLowerCase()));
}

/** Parses "As Td 9c", "AsTd9c" or "As,Td". Empty string → []. */
export function parseCards(text: string): Card[] {
  const t = text.replace(/[\s,]+/g, '');
  const out: Card[] = [];
  let i = 0;
  while (i < t.length) {
    const len = t.startsWith('10', i) ? 3 : 2;
    out.push(parseCard(t.slice(i, i + len)));
    i += len;
  }
  return out;
}

export function formatCard(c: Card): string {
  if (!Number.isInteger(c) || c < 0 || c > 51)
    throw new CardParseError(`${c} is not a card index (0-51).`);
  return RANKS[rankOf(c)] + SUITS[suitOf(c)];
}

export const formatCards = (cs: readonly Card[]): string => cs.map(formatCard).join(' ');

export const fullDeck = (): Card[] => Array.from({ length: 52 }, (_, i) => i);

export interface DeckCheck {
  readonly ok: boolean;
  readonly duplicates: Card[];
  readonly missing: Card[];
  /** Values that are not cards at all (outside 0-51 or not integers). */
  readonly invalid: number[];
  readonly count: number;
}

/** Deck integrity (FSPR 6.2.1-6.2.2, FSNP Art. 74): 52 distinct cards, none missing. */
export function checkDeck(cards: readonly Card[]): DeckCheck {
  const seen = new Array<number>(52).fill(0);
  const invalid: number[] = [];
  for (const c of cards) {
    if (Number.isInteger(c) && c >= 0 && c < 52) seen[c]++;
    else invalid.push(c);
  }
  const duplicates = seen.flatMap((n, c) => (n > 1 ? [c] : []));
  const missing = seen.flatMap((n, c) => (n === 0 ? [c] : []));
  return {
    ok:
      duplicates.length === 0 &&
      missing.length === 0 &&
      invalid.length === 0 &&
      cards.length === 52,
    duplicates,
    missing,
    invalid,
    count: cards.length,
  };
}
