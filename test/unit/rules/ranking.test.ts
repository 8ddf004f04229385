import {
  SAMPLE_RANKING_TABLE,
  checkRankingTable,
  rankingPointsHundredths,
  roundHalfUp,
  sharedPlacePoints,
  tablePointsHundredths,
  tlbPointsHundredths,
} from '../../../src/rules';

const tlb = (n: number, k: number, bMinor: number) =>
  tlbPointsHundredths({
    uniquePlayers: n,
    place: k,
    prizeFundPartMinor: bMinor,
    minorUnitsPerMajor: 100,
  });

describe('DECISION-1 tlb formula: 10 × √(N/k) × (1 + log10(b + 0.25)) in hundredths', () => {
  // Hand-computed: √(40/10) = 2; b + 0.25 = 10, log10 = 1; 10 × 2 × 2 = 40.00.
  it('DECISION-1: N=40, k=10, b=9.75 scores 40.00', () => expect(tlb(40, 10, 975)).toBe(4_000));

  // √36 = 6; log10(100) = 2; 10 × 6 × 3 = 180.00.
  it('DECISION-1: N=36, k=1, b=99.75 scores 180.00', () => expect(tlb(36, 1, 9_975)).toBe(18_000));

  // √1 = 1; log10(1) = 0; 10 × 1 × 1 = 10.00.
  it('DECISION-1: N=10, k=10, b=0.75 scores 10.00', () => expect(tlb(10, 10, 75)).toBe(1_000));

  // √100 = 10; log10(100.25) = 2.0010844; 10 × 10 × 3.0010844 = 300.10844 → 300.11.
  it('DECISION-1: N=100, k=1, b=100 scores 300.11', () => expect(tlb(100, 1, 10_000)).toBe(30_011));

  // √(9/4) = 1.5; log10(0.25) = -0.6020600; 10 × 1.5 × 0.3979400 = 5.96910 → 5.97 (a freeroll still scores).
  it('DECISION-1: N=9, k=4, b=0 scores 5.97', () => expect(tlb(9, 4, 0)).toBe(597));

  // √(289/256) = 17/16 = 1.0625 exactly; factor 1; 10 × 1.0625 = 10.625 → exactly half a hundredth.
  it('DECISION-1: an exact half hundredth (N=289, k=256, b=0.75 → 10.625) rounds up to 10.63', () => {
    expect(tlb(289, 256, 75)).toBe(1_063);
  });

  it('DECISION-1: every place scores, and a better place never scores less', () => {
    for (const n of [2, 9, 57, 300]) {
      let prev = Infinity;
      for (let k = 1; k <= n; k++) {
        const p = tlb(n, k, 5_000);
        expect(p).toBeGreaterThan(0);
        expect(p).toBeLessThanOrEqual(prev);
        prev = p;
      }
    }
  });

  it('DECISION-1: a place outside 1..N or a negative buy-in is refused', () => {
    expect(() => tlb(10, 11, 100)).toThrow(RangeError);
    expect(() => tlb(10, 0, 100)).toThrow(RangeError);
    expect(() => tlb(10, 1, -1)).toThrow(RangeError);
  });

  it('DECISION-1: rounding is half up, not to even', () => {
    expect([
      roundHalfUp(1062.5),
      roundHalfUp(1061.5),
      roundHalfUp(1062.4999),
      roundHalfUp(1000),
    ]).toEqual([1063, 1062, 1062, 1000]);
  });
});

describe('DECISION-1 table formula (sample table)', () => {
  it('DECISION-1: the sample table is marked as a sample and is well formed', () => {
    expect(SAMPLE_RANKING_TABLE.sample).toBe(true);
    expect(checkRankingTable(SAMPLE_RANKING_TABLE)).toEqual([]);
  });

  it('DECISION-1: points by place and field-size band; places beyond the table score 0', () => {
    expect(tablePointsHundredths(SAMPLE_RANKING_TABLE, 20, 1)).toBe(5_000);
    expect(tablePointsHundredths(SAMPLE_RANKING_TABLE, 21, 1)).toBe(8_000);
    expect(tablePointsHundredths(SAMPLE_RANKING_TABLE, 500, 12)).toBe(1_500);
    expect(tablePointsHundredths(SAMPLE_RANKING_TABLE, 20, 6)).toBe(0);
  });

  it('DECISION-1: a table with a gap between bands is reported', () => {
    const gap = {
      ...SAMPLE_RANKING_TABLE,
      bands: [
        SAMPLE_RANKING_TABLE.bands[0],
        SAMPLE_RANKING_TABLE.bands[2],
        SAMPLE_RANKING_TABLE.bands[3],
      ],
    };
    expect(checkRankingTable(gap)).toContain('band 2 starts at 51, expected 21');
  });

  it('DECISION-1: the formula id selects the formula', () => {
    const input = {
      uniquePlayers: 40,
      place: 10,
      prizeFundPartMinor: 975,
      minorUnitsPerMajor: 100,
      table: SAMPLE_RANKING_TABLE,
    };
    expect(rankingPointsHundredths('tlb', input)).toBe(4_000);
    expect(rankingPointsHundredths('table', input)).toBe(0);
    expect(rankingPointsHundredths('table', { ...input, place: 2 })).toBe(6_000);
  });
});

describe('DECISION-4 shared places share points', () => {
  it('DECISION-4: two players sharing 2nd and 3rd of 20 in the sample table get 30.00 each', () => {
    const input = {
      uniquePlayers: 20,
      prizeFundPartMinor: 0,
      minorUnitsPerMajor: 100,
      table: SAMPLE_RANKING_TABLE,
    };
    expect(sharedPlacePoints('table', input, [2, 3])).toEqual([3_000, 3_000]);
  });

  it('DECISION-4: shared tlb points add up to the points of the places covered', () => {
    const input = { uniquePlayers: 57, prizeFundPartMinor: 5_000, minorUnitsPerMajor: 100 };
    const shares = sharedPlacePoints('tlb', input, [4, 5, 6]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(
      tlb(57, 4, 5_000) + tlb(57, 5, 5_000) + tlb(57, 6, 5_000),
    );
  });
});
