/**
 * Lookup tables for the hand evaluator, built once at module load from the class numbering in
 * hand-rank.ts (no generated files to trust), in about 0.1 s and 1.5 MB.
 *
 * - FLUSH[mask]: best hand among the cards of one suit whose ranks are the 13-bit `mask`
 *   (five to seven bits). With seven cards, five of one suit always beat anything the other two
 *   cards can make (at most trips or two pair), so a flush hand needs only this table.
 * - Non-flush hands are looked up by the sum of additive per-rank keys: the keys below make the
 *   sum unique for every multiset of seven ranks (no rank more than four times), hence also for
 *   five and six (add two ranks absent from both multisets to turn a collision into a seven-card
 *   one). The build checks that uniqueness and refuses to load otherwise.
 * - The 49,205 seven-card sums lie between 0 and 7.8 million. A direct table would take 15.6 MB;
 *   instead, sums are cut into pages of 32 and only the 15,855 pages that hold a sum are stored
 *   (one more dependent read per lookup, about 2 % of the evaluation time).
 */
import { buildHandClasses, classKey, HandClasses, rankMultisets } from './hand-rank';

export const RANK_KEYS = [0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181];
/** Largest seven-card key sum: four aces and three kings. */
const MAX_SUM7 = 4 * RANK_KEYS[12] + 3 * RANK_KEYS[11];
export const PAGE_BITS = 5;
const PAGE_MASK = (1 << PAGE_BITS) - 1;

/** rank of key sum k = values[(pages[k >>> PAGE_BITS] << PAGE_BITS) | (k & PAGE_MASK)] */
export interface PagedTable {
  readonly pages: Uint16Array;
  readonly values: Uint16Array;
}

export interface EvaluatorTables {
  readonly classes: HandClasses;
  readonly flush: Uint16Array;
  readonly nonFlush5: ReadonlyMap<number, number>;
  readonly nonFlush6: ReadonlyMap<number, number>;
  readonly nonFlush7: PagedTable;
}

const keySum = (ranks: readonly number[]): number => ranks.reduce((s, r) => s + RANK_KEYS[r], 0);

function buildFlush(classes: HandClasses): Uint16Array {
  const table = new Uint16Array(1 << 13);
  for (let mask = 0; mask < 1 << 13; mask++) {
    const ranks: number[] = [];
    for (let r = 0; r < 13; r++) if (mask & (1 << r)) ranks.push(r);
    if (ranks.length === 5) table[mask] = classes.rankOfKey.get(classKey(ranks, true))!;
    else if (ranks.length > 5) {
      // Masks grow, so every mask with one bit fewer is already filled.
      for (const r of ranks) table[mask] = Math.max(table[mask], table[mask & ~(1 << r)]);
    }
  }
  return table;
}

function fail(size: number, ranks: readonly number[]): never {
  throw new Error(
    `evaluator tables: additive rank keys collide for ${size} ranks [${ranks.join(',')}]`,
  );
}

/** Best non-flush hand of each multiset of `size` ranks, by key sum, from the size below. */
function bestNonFlush(
  size: number,
  rankOf: (ranks: number[], sum: number) => number,
): Map<number, number> {
  const table = new Map<number, number>();
  for (const ranks of rankMultisets(size)) {
    const sum = keySum(ranks);
    if (table.has(sum)) fail(size, ranks);
    table.set(sum, rankOf(ranks, sum));
  }
  return table;
}

/** The best five of n cards is the best five of some n - 1 of them. */
const bestWithoutOne =
  (smaller: ReadonlyMap<number, number>) =>
  (ranks: number[], sum: number): number =>
    Math.max(...ranks.map((r) => smaller.get(sum - RANK_KEYS[r])!));

function paged(table: ReadonlyMap<number, number>): PagedTable {
  const pages = new Uint16Array((MAX_SUM7 >>> PAGE_BITS) + 1);
  let used = 1; // page 0 stays empty: a sum that is no hand reads 0, never another hand's class
  for (const sum of table.keys())
    if (pages[sum >>> PAGE_BITS] === 0) pages[sum >>> PAGE_BITS] = used++;
  if (used > 0xffff) throw new Error('evaluator tables: too many pages for 16-bit page numbers');
  const values = new Uint16Array(used << PAGE_BITS);
  for (const [sum, rank] of table)
    values[(pages[sum >>> PAGE_BITS] << PAGE_BITS) | (sum & PAGE_MASK)] = rank;
  return { pages, values };
}

export function buildEvaluatorTables(): EvaluatorTables {
  const classes = buildHandClasses();
  const flush = buildFlush(classes);
  const nonFlush5 = bestNonFlush(5, (ranks) => classes.rankOfKey.get(classKey(ranks, false))!);
  const nonFlush6 = bestNonFlush(6, bestWithoutOne(nonFlush5));
  const nonFlush7 = paged(bestNonFlush(7, bestWithoutOne(nonFlush6)));
  return { classes, flush, nonFlush5, nonFlush6, nonFlush7 };
}
