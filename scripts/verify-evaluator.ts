/**
 * Exhaustive proof of the evaluator (issue 3), run in CI:
 * 1. all 133,784,560 seven-card hands: category counts equal the combinatorial figures, and
 *    exactly 4,824 of the 7,462 classes occur (the weakest high cards cannot be a best five of 7);
 * 2. every one of those hands is ranked exactly as the independent evaluator `phe` ranks it
 *    (phe numbers the same classes the other way round: 1 = royal flush);
 * 3. every one of the 20,358,520 six-card hands, likewise against `phe`.
 * (All five-card hands are checked in test/unit/poker/evaluator-enumeration.test.ts.)
 * Prints figures and elapsed times; exits 1 on any mismatch.
 *
 *   npm run verify:evaluator
 */
import { formatCards } from '../src/poker/cards';
import {
  categoryOf,
  evaluate,
  evaluate7,
  HAND_CLASS_COUNT,
  HandCategory,
} from '../src/poker/evaluator';
/* eslint-disable @typescript-eslint/no-require-imports */
const pheEvaluate7 = require('phe/lib/evaluator7') as (...cards: number[]) => number;
const pheEvaluate6 = require('phe/lib/evaluator6') as (...cards: number[]) => number;
/* eslint-enable @typescript-eslint/no-require-imports */

const EXPECTED: Record<HandCategory, number> = {
  'straight-flush': 41_584,
  'four-of-a-kind': 224_848,
  'full-house': 3_473_184,
  flush: 4_047_644,
  straight: 6_180_020,
  'three-of-a-kind': 6_461_620,
  'two-pair': 31_433_400,
  pair: 58_627_800,
  'high-card': 23_294_460,
};
const EXPECTED_TOTAL = 133_784_560;
const EXPECTED_CLASSES_SEEN = 4_824;
const EXPECTED_SIX = 20_358_520;
const PHE_SUM = HAND_CLASS_COUNT + 1;

const fmt = (n: number): string => n.toLocaleString('en');
const elapsed = (since: bigint): number => Number(process.hrtime.bigint() - since) / 1e9;
let ok = true;
const differ: string[] = [];

let started = process.hrtime.bigint();
const perRank = new Float64Array(HAND_CLASS_COUNT + 1);
for (let a = 0; a < 46; a++)
  for (let b = a + 1; b < 47; b++)
    for (let c = b + 1; c < 48; c++)
      for (let d = c + 1; d < 49; d++)
        for (let e = d + 1; e < 50; e++)
          for (let f = e + 1; f < 51; f++)
            for (let g = f + 1; g < 52; g++) perRank[evaluate7(a, b, c, d, e, f, g)]++;
const sevenSeconds = elapsed(started);

const counts = Object.fromEntries(Object.keys(EXPECTED).map((k) => [k, 0])) as Record<
  HandCategory,
  number
>;
let total = 0;
let classesSeen = 0;
for (let rank = 1; rank <= HAND_CLASS_COUNT; rank++) {
  if (perRank[rank] === 0) continue;
  classesSeen++;
  total += perRank[rank];
  counts[categoryOf(rank)] += perRank[rank];
}
if (perRank[0] > 0) {
  console.log(`hands with no class: ${fmt(perRank[0])}`);
  ok = false;
}

console.log(`seven-card category   counted      expected`);
for (const [category, expected] of Object.entries(EXPECTED) as [HandCategory, number][]) {
  if (counts[category] !== expected) ok = false;
  console.log(
    `${category.padEnd(16)} ${fmt(counts[category]).padStart(12)} ${fmt(expected).padStart(13)}  ${counts[category] === expected ? 'ok' : 'MISMATCH'}`,
  );
}
ok &&= total === EXPECTED_TOTAL && classesSeen === EXPECTED_CLASSES_SEEN;
console.log(`total            ${fmt(total).padStart(12)} ${fmt(EXPECTED_TOTAL).padStart(13)}`);
console.log(
  `classes seen     ${fmt(classesSeen).padStart(12)} ${fmt(EXPECTED_CLASSES_SEEN).padStart(13)}`,
);
console.log(
  `${fmt(total)} seven-card hands evaluated in ${sevenSeconds.toFixed(2)} s (${(total / sevenSeconds / 1e6).toFixed(1)} M/s)`,
);

started = process.hrtime.bigint();
let sevenChecked = 0;
for (let a = 0; a < 46; a++)
  for (let b = a + 1; b < 47; b++)
    for (let c = b + 1; c < 48; c++)
      for (let d = c + 1; d < 49; d++)
        for (let e = d + 1; e < 50; e++)
          for (let f = e + 1; f < 51; f++)
            for (let g = f + 1; g < 52; g++) {
              sevenChecked++;
              if (evaluate7(a, b, c, d, e, f, g) + pheEvaluate7(a, b, c, d, e, f, g) !== PHE_SUM) {
                if (differ.length < 10) differ.push(formatCards([a, b, c, d, e, f, g]));
              }
            }
console.log(
  `${fmt(sevenChecked)} seven-card hands compared with phe in ${elapsed(started).toFixed(2)} s`,
);

started = process.hrtime.bigint();
let sixChecked = 0;
const six = [0, 0, 0, 0, 0, 0];
for (let a = 0; a < 47; a++)
  for (let b = a + 1; b < 48; b++)
    for (let c = b + 1; c < 49; c++)
      for (let d = c + 1; d < 50; d++)
        for (let e = d + 1; e < 51; e++)
          for (let f = e + 1; f < 52; f++) {
            sixChecked++;
            six[0] = a;
            six[1] = b;
            six[2] = c;
            six[3] = d;
            six[4] = e;
            six[5] = f;
            if (evaluate(six) + pheEvaluate6(a, b, c, d, e, f) !== PHE_SUM) {
              if (differ.length < 10) differ.push(formatCards(six));
            }
          }
ok &&= sixChecked === EXPECTED_SIX && sevenChecked === EXPECTED_TOTAL;
console.log(
  `${fmt(sixChecked)} six-card hands compared with phe in ${elapsed(started).toFixed(2)} s`,
);

if (differ.length > 0) {
  ok = false;
  console.log(`ranked differently from phe (first ${differ.length}):\n  ${differ.join('\n  ')}`);
}
console.log(ok ? 'evaluator verified' : 'EVALUATOR WRONG');
process.exit(ok ? 0 : 1);
