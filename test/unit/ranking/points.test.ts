import { awardPoints, standingsProblem } from '../../../src/aggregates/season/points';
import fc from 'fast-check';
import { rankingPointsHundredths, SAMPLE_RANKING_TABLE } from '../../../src/rules/ranking';
import { result, standing } from './season-fixtures';

const pointsOf = (awards: ReturnType<typeof awardPoints>) =>
  Object.fromEntries(awards.map((a) => [a.playerId, a.points]));

describe('evaluation points of one tournament (FSNP Art. 19; DECISION-1)', () => {
  it('DECISION-1 tlb: 16 players, b = 99.75 lei: 120.00, 84.85, 69.28, 60.00 … 30.00 points', () => {
    // 10 × √(16/k) × (1 + log10(100)) = 30 × √(16/k): k=1 → 120, k=2 → 84.8528…, k=3 → 69.2820…,
    // k=4 → 60, k=16 → 30.
    const p = pointsOf(awardPoints(result('t1'), { id: 'tlb' }));
    expect(p.p01).toBe(12000);
    expect(p.p02).toBe(8485);
    expect(p.p03).toBe(6928);
    expect(p.p04).toBe(6000);
    expect(p.p16).toBe(3000);
  });

  it('DECISION-1 tlb: b = 9.75 lei doubles the root: 9 players, winner 60.00, third 34.64', () => {
    // 10 × √(9/k) × (1 + log10(10)) = 20 × √(9/k): k=1 → 60, k=3 → 34.6410… → 34.64.
    const p = pointsOf(awardPoints(result('t1', { n: 9, prizeFundPartMinor: 975 }), { id: 'tlb' }));
    expect(p.p01).toBe(6000);
    expect(p.p03).toBe(3464);
    expect(p.p09).toBe(2000);
  });

  it('DECISION-1 table: 16 players fall in the 2-20 band; places beyond the table score 0', () => {
    const p = pointsOf(awardPoints(result('t1'), { id: 'table', table: SAMPLE_RANKING_TABLE }));
    expect([p.p01, p.p02, p.p03, p.p04, p.p05, p.p06, p.p16]).toEqual([
      5000, 3500, 2500, 1500, 1000, 0, 0,
    ]);
  });

  it('DECISION-4: two players sharing 2nd-3rd share 84.85 + 69.28 under tlb, the extra hundredth to the first id', () => {
    const standings = [
      standing('a', 1),
      standing('c', 2, 2),
      standing('b', 2, 2),
      ...Array.from({ length: 13 }, (_, i) => standing(`z${i + 4}`, i + 4)),
    ];
    const p = pointsOf(awardPoints(result('t1', { standings }), { id: 'tlb' }));
    // 8485 + 6928 = 15413 → 7707 + 7706.
    expect(p.b).toBe(7707);
    expect(p.c).toBe(7706);
    expect(p.a).toBe(12000);
  });

  it('DECISION-4: three players sharing 4th-6th under the table share 15 + 10 + 0 points', () => {
    const standings = [
      standing('a', 1),
      standing('b', 2),
      standing('c', 3),
      standing('d', 4, 3),
      standing('e', 4, 3),
      standing('f', 4, 3),
      ...Array.from({ length: 10 }, (_, i) => standing(`z${i + 7}`, i + 7)),
    ];
    const p = pointsOf(
      awardPoints(result('t1', { standings }), { id: 'table', table: SAMPLE_RANKING_TABLE }),
    );
    // (1500 + 1000 + 0) / 3 = 833.33 → 834, 833, 833.
    expect([p.d, p.e, p.f]).toEqual([834, 833, 833]);
  });

  it('FSNP Art. 19 (disqualified points: none): a disqualified player scores nothing, the others keep theirs', () => {
    const standings = Array.from({ length: 16 }, (_, i) =>
      standing(`p${String(i + 1).padStart(2, '0')}`, i + 1, 1, 'c1', i === 2),
    );
    const p = pointsOf(awardPoints(result('t1', { standings }), { id: 'tlb' }));
    expect(p.p03).toBe(0);
    expect(p.p02).toBe(8485);
    expect(p.p04).toBe(6000);
  });

  it('FSNP Art. 132: standings with a missing place or a wrong share count are refused', () => {
    expect(standingsProblem([standing('a', 1), standing('b', 3)])).toMatch(/place 2 is missing/);
    expect(standingsProblem([standing('a', 1), standing('b', 2, 2)])).toMatch(/shared by 2/);
    expect(
      standingsProblem([standing('a', 1), standing('b', 2, 2), standing('c', 2, 2)]),
    ).toBeNull();
  });
});

describe('shared places conserve points (DECISION-4, property)', () => {
  it('DECISION-4: whatever the groups of shared places, the points handed out equal the points of places 1..N', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.boolean(),
        (groupSizes, prizeFundPartMinor, useTable) => {
          const standings = [];
          let place = 1;
          for (const [g, size] of groupSizes.entries()) {
            for (let k = 0; k < size; k++) standings.push(standing(`g${g}-${k}`, place, size));
            place += size;
          }
          const n = standings.length;
          if (useTable && n < 2) return;
          const formula = useTable
            ? { id: 'table' as const, table: SAMPLE_RANKING_TABLE }
            : { id: 'tlb' as const };
          const r = result('t', { standings, prizeFundPartMinor });
          const handed = awardPoints(r, formula).reduce((s, a) => s + a.points, 0);
          let expected = 0;
          for (let k = 1; k <= n; k++)
            expected += rankingPointsHundredths(formula.id, {
              uniquePlayers: n,
              place: k,
              prizeFundPartMinor,
              minorUnitsPerMajor: 100,
              table: SAMPLE_RANKING_TABLE,
            });
          expect(handed).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});
