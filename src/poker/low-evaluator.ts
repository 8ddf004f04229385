/**
 * Ace-to-five low hands, one code for three games (PHH.md 3.1 `FO/8`, `F7S/8`, `FR`):
 * - `eight-or-better` (hi/lo split games): five distinct ranks, all 8 or lower; ace is low.
 * - `razz` (ace-to-five lowball): any five; pairs count against the hand; no qualifier.
 * Straights and flushes never count in either (a wheel A-2-3-4-5 is the best low).
 * How the five are chosen is the other parameter: any five of the cards (stud), or exactly two
 * hole cards and three board cards (Omaha, omahaLow).
 *
 * Ranks returned are LOWER-IS-BETTER integers (0 is never returned); equal ranks tie; `null` means
 * no qualifying low. The key is: pairing pattern (no pair < one pair < two pair < trips < full
 * house < quads), then the ranks grouped (bigger groups first) from highest down, four bits each
 * with ace = 0 and king = 12. For five distinct ranks this is the same order as comparing the
 * highest card, then the next (the standard low reading, so 7-5-4-3-2 beats 7-6-3-2-A).
 */
import type { Card } from './cards';

export type LowMode = 'eight-or-better' | 'razz';

/** Ace-to-five value: ace 0, deuce 1, ..., king 12 (cards.ts ranks deuce 0 .. ace 12). */
const LOW = Int8Array.from({ length: 52 }, (_, c) => ((c >> 2) + 1) % 13);

const COUNTS = new Int8Array(13);

/** Low key of five cards (see the header); -1 when `eight-or-better` does not qualify. */
function lowKey5(a: Card, b: Card, c: Card, d: Card, e: Card, mode: LowMode): number {
  if (mode === 'eight-or-better') {
    const bits = (1 << LOW[a]) | (1 << LOW[b]) | (1 << LOW[c]) | (1 << LOW[d]) | (1 << LOW[e]);
    // Five distinct ranks within ace..eight: the rank mask itself orders the lows.
    return bits <= 0xff && popcount(bits) === 5 ? bits : -1;
  }
  COUNTS.fill(0);
  COUNTS[LOW[a]]++;
  COUNTS[LOW[b]]++;
  COUNTS[LOW[c]]++;
  COUNTS[LOW[d]]++;
  COUNTS[LOW[e]]++;
  let key = 0;
  let pattern = 0;
  let groups = 0;
  // Digits: groups of 4, then 3, 2, 1; within a size, the higher rank first.
  for (let size = 4; size >= 1; size--) {
    for (let r = 12; r >= 0; r--) {
      if (COUNTS[r] !== size) continue;
      for (let k = 0; k < size; k++) key = key * 16 + r;
      if (size > 1) groups++;
      if (size === 4) pattern = 5;
      else if (size === 3) pattern = 3;
    }
  }
  if (pattern === 3 && groups === 2)
    pattern = 4; // full house
  else if (pattern === 0) pattern = groups; // 0 no pair, 1 one pair, 2 two pair
  return pattern * 0x100000 + key;
}

function popcount(x: number): number {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}

/** Best low of any five of 5-7 cards (stud hi/lo, razz). Lower is better; null: no low. */
export function bestLow(cards: readonly Card[], mode: LowMode): number | null {
  const n = cards.length;
  let best = -1;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      for (let k = j + 1; k < n; k++)
        for (let l = k + 1; l < n; l++)
          for (let m = l + 1; m < n; m++) {
            const v = lowKey5(cards[i], cards[j], cards[k], cards[l], cards[m], mode);
            if (v >= 0 && (best < 0 || v < best)) best = v;
          }
  return best < 0 ? null : best;
}

/**
 * Best Omaha low: exactly two of the 4 or 5 hole cards and three board cards (FO/8). Lower is
 * better; null: no qualifying low.
 */
export function omahaLow(
  hole: readonly Card[],
  board: readonly Card[],
  mode: LowMode = 'eight-or-better',
): number | null {
  let best = -1;
  for (let i = 0; i < hole.length; i++)
    for (let j = i + 1; j < hole.length; j++)
      for (let k = 0; k < board.length; k++)
        for (let l = k + 1; l < board.length; l++)
          for (let m = l + 1; m < board.length; m++) {
            const v = lowKey5(hole[i], hole[j], board[k], board[l], board[m], mode);
            if (v >= 0 && (best < 0 || v < best)) best = v;
          }
  return best < 0 ? null : best;
}
