/**
 * Omaha high evaluation speed (issue 23): the table-driven omahaHighUnchecked() against the named
 * peer, a naive loop of the 60 (PLO) or 100 (PLO5) two-hole-plus-three-board fives through the
 * existing checked five-card evaluate(). No npm Omaha evaluator is installed, so the naive loop is
 * the peer. Both run on the same seeded deals (full five-card boards) in one run, after a warm-up;
 * best round of each. Also checks that both agree on every deal, and times the FO/8 low.
 *
 *   npm run bench:omaha [-- DEALS ROUNDS]
 */
import { evaluate } from '../src/poker/evaluator';
import { omahaLow } from '../src/poker/low-evaluator';
import { omahaHighUnchecked } from '../src/poker/omaha-evaluator';
import { seededRandom } from '../src/simulation/rng';

const N = Number(process.argv[2] ?? 200_000);
const ROUNDS = Number(process.argv[3] ?? 3);

function deals(holes: number): { hole: number[][]; board: number[][] } {
  const rand = seededRandom(2323 + holes);
  const hole: number[][] = [];
  const board: number[][] = [];
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let n = 0; n < N; n++) {
    for (let i = 0; i < holes + 5; i++) {
      const j = i + rand.int(52 - i);
      [deck[i], deck[j]] = [deck[j], deck[i]];
    }
    hole.push(deck.slice(0, holes));
    board.push(deck.slice(holes, holes + 5));
  }
  return { hole, board };
}

function naive(hole: readonly number[], board: readonly number[]): number {
  let best = 0;
  for (let i = 0; i < hole.length; i++)
    for (let j = i + 1; j < hole.length; j++)
      for (let k = 0; k < board.length; k++)
        for (let l = k + 1; l < board.length; l++)
          for (let m = l + 1; m < board.length; m++) {
            const v = evaluate([hole[i], hole[j], board[k], board[l], board[m]]);
            if (v > best) best = v;
          }
  return best;
}

function time(
  fn: (h: number[], b: number[]) => number | null,
  d: ReturnType<typeof deals>,
  count: number,
): number {
  let bestRate = 0;
  let sink = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = process.hrtime.bigint();
    for (let n = 0; n < count; n++) sink += fn(d.hole[n], d.board[n]) ?? 0;
    const s = Number(process.hrtime.bigint() - t0) / 1e9;
    bestRate = Math.max(bestRate, count / s);
  }
  if (sink === -1) console.log(sink);
  return bestRate;
}

const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');

for (const holes of [4, 5]) {
  const d = deals(holes);
  let mismatches = 0;
  for (let n = 0; n < N; n++)
    if (omahaHighUnchecked(d.hole[n], d.board[n]) !== naive(d.hole[n], d.board[n])) mismatches++;
  // The naive peer is slow: time it on a tenth of the deals.
  const peerCount = Math.max(1, Math.floor(N / 10));
  time(omahaHighUnchecked, d, N); // warm-up
  const fast = time(omahaHighUnchecked, d, N);
  const peer = time(naive, d, peerCount);
  const low = time((h, b) => omahaLow(h, b, 'eight-or-better'), d, N);
  console.log(
    `${holes}-card Omaha high, ${fmt(N)} deals: fast ${fmt(fast)}/s, naive peer ${fmt(peer)}/s, ` +
      `ratio ${(fast / peer).toFixed(1)}x, mismatches ${mismatches}; eight-or-better low ${fmt(low)}/s`,
  );
}
