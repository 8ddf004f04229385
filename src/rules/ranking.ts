/**
 * Ranking points formulas (DECISION-1; FSNP Art. 19 gives none). Points are stored as
 * integer hundredths.
 */
import { splitEqually } from './apportion';
import type { RankingFormulaId } from './types';

export interface TlbInput {
  /** N: unique players in the tournament. */
  readonly uniquePlayers: number;
  /** k: finishing place, 1 = winner. */
  readonly place: number;
  /** b in minor units: the prize-fund part of the buy-in. */
  readonly prizeFundPartMinor: number;
  readonly minorUnitsPerMajor: number;
}

/**
 * DECISION-1 `tlb`: points = 10 × √(N / k) × (1 + log10(b + 0.25)), b in major units, every
 * place scores; the result is integer hundredths rounded half up.
 *
 * Floating point, carefully: the argument of log10 is formed as one exact quotient
 * (4·b_minor + m) / (4·m), so b = 0.75, 9.75, 99.75 give exactly 1, 10, 100 and their
 * logarithms are exact; √(N/k) is exact when N/k is a square of a dyadic fraction. Each of
 * sqrt, log10 and the products adds at most a few ulps (relative error < 1e-15), so a value
 * within 1e-12 (relative) of a half-hundredth can only be a true half that lost its last bits:
 * it is snapped to the half and rounded up. Elsewhere Math.floor(v + 0.5) is exact.
 */
export function tlbPointsHundredths(input: TlbInput): number {
  const { uniquePlayers: n, place: k, prizeFundPartMinor: b, minorUnitsPerMajor: m } = input;
  if (!Number.isInteger(n) || n < 1)
    throw new RangeError(`tlb: N must be a positive integer (got ${n})`);
  if (!Number.isInteger(k) || k < 1 || k > n)
    throw new RangeError(`tlb: place must be in 1..${n} (got ${k})`);
  if (!Number.isSafeInteger(b) || b < 0)
    throw new RangeError(`tlb: b must be non-negative minor units (got ${b})`);
  if (!Number.isInteger(m) || m < 1)
    throw new RangeError(`tlb: minor units per major must be positive (got ${m})`);

  const logArg = (4 * b + m) / (4 * m);
  const hundredths = 1000 * Math.sqrt(n / k) * (1 + Math.log10(logArg));
  return roundHalfUp(hundredths);
}

export function roundHalfUp(v: number): number {
  const half = Math.floor(v) + 0.5;
  if (Math.abs(v - half) <= Math.abs(v) * 1e-12) return Math.floor(v) + 1;
  return Math.floor(v + 0.5);
}

export interface RankingBand {
  readonly minPlayers: number;
  readonly maxPlayers: number | null;
  /** Points in hundredths for place 1, 2, ...; places beyond the list score 0. */
  readonly hundredthsByPlace: readonly number[];
}

export interface RankingTable {
  readonly id: string;
  readonly sample: boolean;
  readonly cite: string;
  readonly bands: readonly RankingBand[];
}

/**
 * A SAMPLE of the DECISION-1 `table` formula: the federation supplies the real table. It is
 * here so the formula can be exercised and shown; it has no authority.
 */
export const SAMPLE_RANKING_TABLE: RankingTable = {
  id: 'sample-federation-table',
  sample: true,
  cite: 'DECISION-1 (table formula; SAMPLE values, not federation-approved)',
  bands: [
    { minPlayers: 2, maxPlayers: 20, hundredthsByPlace: [5000, 3500, 2500, 1500, 1000] },
    {
      minPlayers: 21,
      maxPlayers: 50,
      hundredthsByPlace: [8000, 6000, 4500, 3500, 2500, 2000, 1500, 1000],
    },
    {
      minPlayers: 51,
      maxPlayers: 100,
      hundredthsByPlace: [12000, 9000, 7000, 5500, 4500, 3500, 3000, 2500, 2000, 1500],
    },
    {
      minPlayers: 101,
      maxPlayers: null,
      hundredthsByPlace: [16000, 12000, 9500, 7500, 6000, 5000, 4200, 3500, 3000, 2500, 2000, 1500],
    },
  ],
};

/** Bands must start at 2 players, follow each other without gaps, and end open. */
export function checkRankingTable(table: RankingTable): string[] {
  const problems: string[] = [];
  let next = 2;
  table.bands.forEach((band, i) => {
    if (band.minPlayers !== next)
      problems.push(`band ${i + 1} starts at ${band.minPlayers}, expected ${next}`);
    if (
      band.hundredthsByPlace.some(
        (p, j) => !Number.isInteger(p) || p < 0 || (j > 0 && p > band.hundredthsByPlace[j - 1]),
      )
    ) {
      problems.push(
        `band ${i + 1} has points that are negative, fractional or rise with the place`,
      );
    }
    if (band.maxPlayers === null) {
      if (i !== table.bands.length - 1) problems.push(`band ${i + 1} is open but not last`);
      next = Number.POSITIVE_INFINITY;
    } else {
      next = band.maxPlayers + 1;
    }
  });
  if (next !== Number.POSITIVE_INFINITY) problems.push('the last band must be open-ended');
  return problems;
}

/** DECISION-1 `table`: points by place and field-size band, in hundredths. */
export function tablePointsHundredths(
  table: RankingTable,
  uniquePlayers: number,
  place: number,
): number {
  if (!Number.isInteger(place) || place < 1 || place > uniquePlayers) {
    throw new RangeError(`table: place must be in 1..${uniquePlayers} (got ${place})`);
  }
  const band = table.bands.find(
    (b) =>
      uniquePlayers >= b.minPlayers && (b.maxPlayers === null || uniquePlayers <= b.maxPlayers),
  );
  if (!band) throw new RangeError(`table ${table.id}: no band for ${uniquePlayers} players`);
  return band.hundredthsByPlace[place - 1] ?? 0;
}

export interface PointsInput extends TlbInput {
  readonly table?: RankingTable;
}

export function rankingPointsHundredths(formula: RankingFormulaId, input: PointsInput): number {
  switch (formula) {
    case 'tlb':
      return tlbPointsHundredths(input);
    case 'table':
      if (!input.table) throw new RangeError('table formula: the federation table is required');
      return tablePointsHundredths(input.table, input.uniquePlayers, input.place);
  }
}

/**
 * DECISION-4 applied to points (issue 8): players sharing places share the points of the
 * places they cover, split equally; extra hundredths to the players in the order given.
 */
export function sharedPlacePoints(
  formula: RankingFormulaId,
  input: Omit<PointsInput, 'place'>,
  places: readonly number[],
): number[] {
  const total = places.reduce(
    (sum, place) => sum + rankingPointsHundredths(formula, { ...input, place }),
    0,
  );
  return splitEqually(total, places.length);
}
