import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parsePhh, type PhhHand } from '../../src/poker/phh/parse';
import { firstDivergence, replayPhh } from '../../src/poker/phh/replay';
import { exportPhh } from '../../src/poker/phh/export';

// The corpus lives beside the repository (shared/phh/corpus), never inside it (corpus README).
const SHARED = path.resolve(__dirname, '../../../shared/phh');
const CORPUS = path.join(SHARED, 'corpus');
// A fresh clone has no shared/ folder beside it: the suite is skipped and its name says why.
// CI sets LEDGER_REQUIRE_CORPUS=1 (.ci/run), which turns a missing corpus into a failure.
const RUN = existsSync(CORPUS) || process.env.LEDGER_REQUIRE_CORPUS === '1';
const suite = RUN ? describe : describe.skip;

function corpusFiles(): string[] {
  if (!existsSync(CORPUS)) {
    throw new Error(
      `PHH corpus not found at ${CORPUS} (LEDGER_REQUIRE_CORPUS=1): clone the shared/ folder beside the repository.`,
    );
  }
  const files: string[] = [];
  for (const session of readdirSync(path.join(CORPUS, 'pluribus')).sort()) {
    for (const f of readdirSync(path.join(CORPUS, 'pluribus', session)).sort()) {
      if (f.endsWith('.phh')) files.push(path.join(CORPUS, 'pluribus', session, f));
    }
  }
  for (const f of readdirSync(path.join(CORPUS, 'famous')).sort()) {
    if (f.endsWith('.phh')) files.push(path.join(CORPUS, 'famous', f));
  }
  return files;
}

const inUnits = (h: PhhHand, stacks: readonly number[]) => stacks.map((s) => s / h.scale);

/** FB (badugi), F2L3D (2-7 triple draw) and NS (short deck) are not games of this engine. */
const NOT_PLAYED = new Set([
  'famous/alice-carol-wikipedia.phh',
  'famous/arieh-yockey-2019.phh',
  'famous/phua-xuan-2019.phh',
]);

interface Played {
  rel: string;
  hand: PhhHand;
  out: ReturnType<typeof replayPhh>;
}

/** A hand that is refused or ends on other stacks, with the first action where it goes wrong. */
function problemOf({ rel, hand, out }: Played): string | null {
  if (!out.ok) {
    const r = out.rejection;
    return `${rel}: action ${out.action} refused: ${r.code} (${r.ruleRef}) ${r.message}`;
  }
  const expected = hand.finishingStacks;
  if (expected && out.finishingStacks.join() !== expected.join()) {
    const got = inUnits(hand, out.finishingStacks).join(',');
    const stated = inUnits(hand, expected).join(',');
    return `${rel}: stacks ${got} != stated ${stated}; first diverging action ${firstDivergence(out, expected)}`;
  }
  return null;
}

suite(
  RUN
    ? 'PHH conformance corpus (../shared/phh/corpus)'
    : `PHH conformance corpus — SKIPPED: ${CORPUS} not found (clone the shared/ folder beside the repository; LEDGER_REQUIRE_CORPUS=1 makes this a failure)`,
  () => {
    let files: string[] = [];
    // Each hand is read and replayed once; the tests below look at the results.
    let played: Played[] = [];
    beforeAll(() => {
      files = corpusFiles();
      played = files
        .map((f) => path.relative(CORPUS, f))
        .filter((rel) => !NOT_PLAYED.has(rel))
        .map((rel) => {
          const [hand] = parsePhh(readFileSync(path.join(CORPUS, rel), 'utf8'));
          return { rel, hand, out: replayPhh(hand) };
        });
    });

    it('holds the 10,005 published hands', () => {
      expect(files).toHaveLength(10005);
      expect(played).toHaveLength(10002);
    });

    it('PHH.md 6: every NT/PO corpus hand replays to its stated finishing_stacks', () => {
      expect(played.map(problemOf).filter((p) => p !== null)).toEqual([]);
    });

    it('PHH.md 3.1: variants this engine does not play are refused by name, not misplayed', () => {
      for (const rel of NOT_PLAYED) {
        const [hand] = parsePhh(readFileSync(path.join(CORPUS, rel), 'utf8'));
        const out = replayPhh(hand);
        expect(out.ok ? 'replayed' : out.rejection.code).toBe('UNSUPPORTED_VARIANT');
      }
    });

    it('famous hands without stated stacks: Dwan wins the 2009 million-dollar pot, Antonius the PLO record pot', () => {
      const stacksOf = (rel: string) => {
        const p = played.find((x) => x.rel === `famous/${rel}`)!;
        if (!p.out.ok) throw new Error(p.out.rejection.message);
        return inUnits(p.hand, p.out.finishingStacks);
      };
      // Ivey's (p1) A-5 straight loses to Dwan's (p3) 3-7 straight; Dwan also takes Antonius' dead 2,500.
      expect(stacksOf('dwan-ivey-2009.phh')).toEqual([
        1125600 - 553500,
        2000000 - 2500,
        553500 + 553500 + 2500,
      ]);
      expect(stacksOf('antonius-blom-2009.phh')).toEqual([1259450.25 + 678473.5, 0]);
    });

    it('PHH.md 9: every corpus hand exported by the engine re-imports to the same stacks', () => {
      const problems: string[] = [];
      for (const { rel, hand, out: first } of played) {
        if (!first.ok) continue; // reported by the replay test
        const [again] = parsePhh(
          exportPhh({ state: first.state, scale: hand.scale, fields: hand.extra }),
        );
        const second = replayPhh(again);
        const a = inUnits(hand, first.finishingStacks).join();
        const b = second.ok
          ? inUnits(again, second.finishingStacks).join()
          : `refused ${second.rejection.code}`;
        const written = again.finishingStacks ? inUnits(again, again.finishingStacks).join() : '';
        if (a !== b || a !== written) problems.push(`${rel}: ${a} -> ${b} (written ${written})`);
      }
      expect(problems).toEqual([]);
    });

    it('PHH.md 8: the three worked examples replay to their stated finishing_stacks', () => {
      const md = readFileSync(path.join(SHARED, 'PHH.md'), 'utf8');
      const blocks = [...md.matchAll(/```toml\n([\s\S]*?)```/g)]
        .map((m) => m[1])
        .filter((b) => /^variant = /m.test(b));
      expect(blocks).toHaveLength(3);
      for (const block of blocks) {
        const [hand] = parsePhh(block);
        const out = replayPhh(hand);
        expect(out.ok && out.finishingStacks).toEqual(hand.finishingStacks);
      }
    });
  },
);
