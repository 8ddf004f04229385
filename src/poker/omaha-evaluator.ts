/**
 * Omaha high: the best hand of exactly two hole cards and exactly three board cards (FSNP Art.
 * 14-16 ranks; PHH.md 3.1 `PO`). The hole count is a parameter: 4 (PLO, 6 x 10 = 60 fives) or 5
 * (five-card PLO, 10 x 10 = 100). Returns the same classes as evaluate(): 1..7462, higher is
 * better, equal ties.
 *
 * Fast path: the fives are not built. Per hole pair and per board triple the rank-key sum, suit
 * nibbles and rank bits are summed once into preallocated arrays; each five is then two additions
 * and one lookup in a dense non-flush table (index = rank-key sum, built lazily on first use,
 * ~13 MB Uint16Array), or the flush table when pair and triple are all one suit.
 */
import type { Card } from './cards';
import { fiveCardTables, HandEvaluationError } from './evaluator';

let DENSE5: Uint16Array | null = null;
let FLUSH: Uint16Array;
let KEY: Int32Array;

function init(): Uint16Array {
  const t = fiveCardTables();
  FLUSH = t.flush;
  KEY = t.cardKey;
  let max = 0;
  for (const k of t.nonFlush5.keys()) if (k > max) max = k;
  const dense = new Uint16Array(max + 1);
  for (const [k, v] of t.nonFlush5) dense[k] = v;
  DENSE5 = dense;
  return dense;
}

/** Index pairs (i<j) of n items, flattened: [i0, j0, i1, j1, ...]. */
const pairIndexes = (n: number): Int8Array => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push(i, j);
  return Int8Array.from(out);
};
const tripleIndexes = (n: number): Int8Array => {
  const out: number[] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) for (let k = j + 1; k < n; k++) out.push(i, j, k);
  return Int8Array.from(out);
};
const PAIRS: Record<number, Int8Array> = { 4: pairIndexes(4), 5: pairIndexes(5) };
const TRIPLES: Record<number, Int8Array> = {
  3: tripleIndexes(3),
  4: tripleIndexes(4),
  5: tripleIndexes(5),
};

// Scratch per pair / triple (at most 10 of each): reused, so the loop allocates nothing.
const P_SUM = new Int32Array(10);
const P_BITS = new Int32Array(10);
const P_SUIT = new Int8Array(10); // the suit when both cards share it, else -1
const T_SUM = new Int32Array(10);
const T_BITS = new Int32Array(10);
const T_SUIT = new Int8Array(10);

/**
 * Hot path: `hole` has 4 or 5 distinct cards, `board` 3-5, none shared (not checked: anything
 * else gives a meaningless number). omahaHigh() checks its input.
 */
export function omahaHighUnchecked(hole: readonly Card[], board: readonly Card[]): number {
  const dense = DENSE5 ?? init();
  const pairs = PAIRS[hole.length];
  const triples = TRIPLES[board.length];
  const np = pairs.length >> 1;
  const nt = (triples.length / 3) | 0;
  for (let p = 0; p < np; p++) {
    const a = hole[pairs[2 * p]];
    const b = hole[pairs[2 * p + 1]];
    P_SUM[p] = KEY[a] + KEY[b];
    P_BITS[p] = (1 << (a >> 2)) | (1 << (b >> 2));
    P_SUIT[p] = (a & 3) === (b & 3) ? a & 3 : -1;
  }
  let anyFlushTriple = false;
  for (let t = 0; t < nt; t++) {
    const a = board[triples[3 * t]];
    const b = board[triples[3 * t + 1]];
    const c = board[triples[3 * t + 2]];
    T_SUM[t] = KEY[a] + KEY[b] + KEY[c];
    T_BITS[t] = (1 << (a >> 2)) | (1 << (b >> 2)) | (1 << (c >> 2));
    const s = (a & 3) === (b & 3) && (a & 3) === (c & 3) ? a & 3 : -1;
    T_SUIT[t] = s;
    if (s >= 0) anyFlushTriple = true;
  }
  let best = 0;
  for (let p = 0; p < np; p++) {
    const ps = P_SUM[p];
    const suit = anyFlushTriple ? P_SUIT[p] : -1;
    for (let t = 0; t < nt; t++) {
      // A flush needs both hole cards and all three board cards of one suit (only then).
      const v =
        suit >= 0 && T_SUIT[t] === suit ? FLUSH[P_BITS[p] | T_BITS[t]] : dense[ps + T_SUM[t]];
      if (v > best) best = v;
    }
  }
  return best;
}

/** Best Omaha high class of 4 or 5 hole cards and a 3-5 card board; checks the cards. */
export function omahaHigh(hole: readonly Card[], board: readonly Card[]): number {
  checkOmahaCards(hole, board);
  return omahaHighUnchecked(hole, board);
}

export function checkOmahaCards(hole: readonly Card[], board: readonly Card[]): void {
  if (hole.length !== 4 && hole.length !== 5) {
    throw new HandEvaluationError(`An Omaha hand has 4 or 5 hole cards; got ${hole.length}.`);
  }
  if (board.length < 3 || board.length > 5) {
    throw new HandEvaluationError(`An Omaha board has 3 to 5 cards; got ${board.length}.`);
  }
  const seen = new Set<number>();
  for (const c of [...hole, ...board]) {
    if (!(Number.isInteger(c) && c >= 0 && c <= 51)) {
      throw new HandEvaluationError(`${c} is not a card index (0-51).`);
    }
    if (seen.has(c)) throw new HandEvaluationError(`Card ${c} appears twice.`);
    seen.add(c);
  }
}
