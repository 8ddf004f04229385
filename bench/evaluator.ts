/**
 * Seven-card evaluation speed against the npm package `phe` (issue 3: at least as fast, aim 1.5×).
 * Both evaluate the same seeded random hands in one run, after a warm-up, over several rounds;
 * the best round of each is reported. Also checks that both order every hand identically
 * (phe: 1 = royal flush, so phe = 7463 - ours).
 *
 *   npm run bench:evaluator [-- HANDS ROUNDS]
 */
import { evaluate, evaluate7 } from '../src/poker/evaluator';
import { seededRandom } from '../src/simulation/rng';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const phe = require('phe') as { evaluateCardCodes(codes: number[]): number };
/** phe's internal seven-card function, without the array and apply of its public entry point. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pheEvaluate7 = require('phe/lib/evaluator7') as (...cards: number[]) => number;

const N = Number(process.argv[2] ?? 2_000_000);
const ROUNDS = Number(process.argv[3] ?? 5);

function deal(n: number, seed: number): Int32Array {
  const next = seededRandom(seed);
  const hands = new Int32Array(n * 7);
  const deck = Int32Array.from({ length: 52 }, (_, i) => i);
  for (let h = 0; h < n; h++) {
    for (let i = 0; i < 7; i++) {
      const j = i + next.int(52 - i);
      const t = deck[i];
      deck[i] = deck[j];
      deck[j] = t;
      hands[h * 7 + i] = deck[i];
    }
  }
  return hands;
}

const hands = deal(N, 20261129);
const arrays = Array.from({ length: N }, (_, h) => Array.from(hands.subarray(h * 7, h * 7 + 7)));

function runOurs(): number {
  let acc = 0;
  for (let i = 0; i < hands.length; i += 7) {
    acc += evaluate7(
      hands[i],
      hands[i + 1],
      hands[i + 2],
      hands[i + 3],
      hands[i + 4],
      hands[i + 5],
      hands[i + 6],
    );
  }
  return acc;
}

/** Our checked public entry point, on the same arrays phe gets. */
function runOursArray(): number {
  let acc = 0;
  for (let h = 0; h < N; h++) acc += evaluate(arrays[h]);
  return acc;
}

/** phe's documented entry point takes an array of card codes, as callers use it. */
function runPhe(): number {
  let acc = 0;
  for (let h = 0; h < N; h++) acc += phe.evaluateCardCodes(arrays[h]);
  return acc;
}

function runPheDirect(): number {
  let acc = 0;
  for (let i = 0; i < hands.length; i += 7) {
    acc += pheEvaluate7(
      hands[i],
      hands[i + 1],
      hands[i + 2],
      hands[i + 3],
      hands[i + 4],
      hands[i + 5],
      hands[i + 6],
    );
  }
  return acc;
}

function time(fn: () => number): { rate: number; acc: number } {
  const t0 = process.hrtime.bigint();
  const acc = fn();
  const ns = Number(process.hrtime.bigint() - t0);
  return { rate: N / (ns / 1e9), acc };
}

for (let h = 0; h < Math.min(N, 200_000); h++) {
  const i = h * 7;
  const ours = evaluate7(
    hands[i],
    hands[i + 1],
    hands[i + 2],
    hands[i + 3],
    hands[i + 4],
    hands[i + 5],
    hands[i + 6],
  );
  if (ours !== 7463 - phe.evaluateCardCodes(arrays[h])) {
    console.error(`mismatch with phe on hand ${h}: ${arrays[h].join(',')}`);
    process.exit(1);
  }
}

const mps = (rate: number): string => `${(rate / 1e6).toFixed(1)} M/s`;
time(runOurs);
time(runPhe);
time(runPheDirect);
time(runOursArray);
let bestOurs = 0;
let bestOursArray = 0;
let bestPhe = 0;
let bestPheDirect = 0;
for (let r = 1; r <= ROUNDS; r++) {
  const a = time(runOurs);
  const b = time(runPhe);
  const c = time(runPheDirect);
  const d = time(runOursArray);
  if (d.acc !== a.acc) throw new Error('evaluate and evaluate7 disagree');
  bestOursArray = Math.max(bestOursArray, d.rate);
  if (a.acc !== 7463 * N - b.acc || b.acc !== c.acc) throw new Error('evaluators disagree');
  bestOurs = Math.max(bestOurs, a.rate);
  bestPhe = Math.max(bestPhe, b.rate);
  bestPheDirect = Math.max(bestPheDirect, c.rate);
  console.log(
    `round ${r}: ours ${mps(a.rate)}, ours evaluate(array) ${mps(d.rate)}, phe evaluateCardCodes ${mps(b.rate)}, phe evaluate_7_cards ${mps(c.rate)}`,
  );
}
console.log(`${N.toLocaleString('en')} random 7-card hands (seeded), best of ${ROUNDS} rounds:`);
console.log(`  ours (evaluate7)              ${mps(bestOurs)}`);
console.log(`  ours evaluate(array, checked) ${mps(bestOursArray)}`);
console.log(
  `  phe evaluateCardCodes         ${mps(bestPhe)}   ratio ${(bestOurs / bestPhe).toFixed(2)}x`,
);
console.log(
  `  phe lib/evaluator7 (7 ints)   ${mps(bestPheDirect)}   ratio ${(bestOurs / bestPheDirect).toFixed(2)}x`,
);
