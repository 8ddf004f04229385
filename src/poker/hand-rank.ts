/**
 * The 7,462 equivalence classes of five-card poker hands (FSNP Art. 15), numbered densely
 * 1 (7-5-4-3-2 offsuit) .. 7462 (royal flush). Two hands share a number exactly when they tie:
 * only card values count, never suits (FSNP Art. 16).
 *
 * A class is identified by a "class key": category * 13^5 + the tie-break ranks read as base-13
 * digits (groups by size, then by rank; a straight by its top card, the wheel's being the five).
 * Sorting every key that occurs gives the dense numbering.
 */

export type HandCategory =
  | 'high-card'
  | 'pair'
  | 'two-pair'
  | 'three-of-a-kind'
  | 'straight'
  | 'flush'
  | 'full-house'
  | 'four-of-a-kind'
  | 'straight-flush';

/** Weakest first: the index is the category's strength (FSNP Art. 15, read bottom-up). */
export const CATEGORIES: readonly HandCategory[] = [
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

export const HAND_CLASS_COUNT = 7462;

const ACE = 12;
const FIVE = 3;
const DIGIT = [13 ** 4, 13 ** 3, 13 ** 2, 13, 1];
const CATEGORY_WEIGHT = 13 ** 5;

/** Rank values (0..12) ordered as they break ties: bigger groups first, then higher rank. */
export function tieBreakOrder(ranks: readonly number[]): number[] {
  const counts = new Array<number>(13).fill(0);
  for (const r of ranks) counts[r]++;
  const order: number[] = [];
  for (let size = 4; size >= 1; size--)
    for (let r = ACE; r >= 0; r--) if (counts[r] === size) order.push(r);
  return order.flatMap((r) => new Array<number>(counts[r]).fill(r));
}

/** Top card of a straight among five ranks, or -1. The wheel A-2-3-4-5 is five-high, the lowest straight. */
export function straightHigh(ranks: readonly number[]): number {
  const distinct = [...new Set(ranks)].sort((a, b) => b - a);
  if (distinct.length !== 5) return -1;
  if (distinct[0] - distinct[4] === 4) return distinct[0];
  if (distinct[0] === ACE && distinct[1] === FIVE) return FIVE;
  return -1;
}

/** Category index from the group sizes (e.g. [3, 2] = full house), straight and flush. */
function categoryIndex(groupSizes: readonly number[], straight: boolean, flush: boolean): number {
  if (straight && flush) return 8;
  if (groupSizes[0] === 4) return 7;
  if (groupSizes[0] === 3 && groupSizes[1] === 2) return 6;
  if (flush) return 5;
  if (straight) return 4;
  if (groupSizes[0] === 3) return 3;
  if (groupSizes[0] === 2 && groupSizes[1] === 2) return 2;
  if (groupSizes[0] === 2) return 1;
  return 0;
}

/** Class key of five ranks (0..12); `flush` when the five cards share a suit. */
export function classKey(ranks: readonly number[], flush: boolean): number {
  const order = tieBreakOrder(ranks);
  const sizes: number[] = [];
  for (let i = 0; i < 5;) {
    let j = i;
    while (j < 5 && order[j] === order[i]) j++;
    sizes.push(j - i);
    i = j;
  }
  const high = straightHigh(ranks);
  const category = categoryIndex(sizes, high >= 0, flush);
  let key = category * CATEGORY_WEIGHT;
  if (high >= 0) return key + high * DIGIT[0];
  const groups = [...new Set(order)];
  groups.forEach((r, i) => (key += r * DIGIT[i]));
  return key;
}

export const categoryOfKey = (key: number): number => Math.floor(key / CATEGORY_WEIGHT);

/** Every multiset of `size` ranks (0..12) with no rank more than four times, as sorted arrays. */
export function rankMultisets(size: number): number[][] {
  const out: number[][] = [];
  const walk = (from: number, acc: number[]): void => {
    if (acc.length === size) {
      out.push([...acc]);
      return;
    }
    for (let r = from; r <= ACE; r++) {
      const n = acc.length;
      if (n >= 4 && acc[n - 4] === r) continue;
      acc.push(r);
      walk(r, acc);
      acc.pop();
    }
  };
  walk(0, []);
  return out;
}

export interface HandClasses {
  /** class key → dense rank 1..7462 */
  readonly rankOfKey: ReadonlyMap<number, number>;
  /** dense rank → category index (index 0 unused) */
  readonly categoryOfRank: Uint8Array;
  /** dense rank → class key (index 0 unused), for naming hands */
  readonly keyOfRank: Float64Array;
}

export function buildHandClasses(): HandClasses {
  const keys = new Set<number>();
  for (const ranks of rankMultisets(5)) {
    keys.add(classKey(ranks, false));
    if (new Set(ranks).size === 5) keys.add(classKey(ranks, true));
  }
  const sorted = [...keys].sort((a, b) => a - b);
  const rankOfKey = new Map<number, number>();
  const categoryOfRank = new Uint8Array(sorted.length + 1);
  const keyOfRank = new Float64Array(sorted.length + 1);
  sorted.forEach((key, i) => {
    rankOfKey.set(key, i + 1);
    categoryOfRank[i + 1] = categoryOfKey(key);
    keyOfRank[i + 1] = key;
  });
  return { rankOfKey, categoryOfRank, keyOfRank };
}

/** The tie-break ranks encoded in a class key, most significant first (a straight: its top card only). */
export function keyDigits(key: number): number[] {
  const rest = key % CATEGORY_WEIGHT;
  return DIGIT.map((d) => Math.floor(rest / d) % 13);
}
