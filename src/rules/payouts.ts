/**
 * Payout tables and prize arithmetic. Percentages are basis points (10,000 = 100 %); prizes
 * are integer minor units and always sum exactly to the pool (DECISION-3).
 */
import { apportion, splitEqually } from './apportion';
import {
  FULL_BASIS_POINTS,
  type PayoutTableId,
  type PrizeRounding,
  type RuleViolation,
} from './types';

export type PayoutScale =
  | {
      readonly ok: true;
      readonly basisPoints: readonly number[];
      readonly ruleRef: string;
      readonly note?: string;
    }
  | { readonly ok: false; readonly rejection: RuleViolation };

interface Column {
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly basisPoints: readonly number[];
}

/**
 * FSNP Art. 131 prize fund distribution, by number of participants, exactly as in the catalog
 * (rows right-aligned: the only alignment where every column sums to 100 %).
 */
export const FSNP_ART_131: readonly Column[] = [
  { minPlayers: 1, maxPlayers: 10, basisPoints: [5500, 3000, 1500] },
  { minPlayers: 11, maxPlayers: 20, basisPoints: [4500, 2500, 1500, 1000, 500] },
  { minPlayers: 21, maxPlayers: 30, basisPoints: [4000, 2000, 1600, 1200, 800, 400] },
  { minPlayers: 31, maxPlayers: 40, basisPoints: [3800, 2000, 1500, 1000, 800, 600, 300] },
  { minPlayers: 41, maxPlayers: 50, basisPoints: [3400, 1800, 1500, 1200, 800, 600, 400, 300] },
  {
    minPlayers: 51,
    maxPlayers: 60,
    basisPoints: [3100, 1600, 1400, 1200, 1000, 700, 500, 300, 200],
  },
];

export const FSNP_ART_131_MAX_FIELD = 60;

/** FSNP Art. 140.1(e): the alternative 50-50 Turbo table (DECISION-10). */
export const FIFTY_FIFTY_TABLE: readonly number[] = [4500, 2500, 1500, 1000, 500];
export const FIFTY_FIFTY_PAID = 5;

/**
 * LNSE 123/13 I.26 fixes the number of paid places; the per-place percentages are in the
 * external Sit & Go regulation (IV.11(b)). These are SAMPLE defaults to be replaced by the
 * configured table.
 */
export const LNSE_SIT_AND_GO_SAMPLE: Readonly<Record<2 | 3, readonly number[]>> = {
  2: [6500, 3500],
  3: [5000, 3000, 2000],
};

/** Shares of places nobody can hold (fewer players than paid places) go to 1st (ruleset `shortField`). */
function foldShortField(bp: readonly number[], fieldSize: number): number[] {
  if (fieldSize >= bp.length) return [...bp];
  const kept = bp.slice(0, fieldSize);
  const dropped = bp.slice(fieldSize).reduce((a, b) => a + b, 0);
  kept[0] += dropped;
  return kept;
}

const noField = (fieldSize: number, ruleRef: string): PayoutScale => ({
  ok: false,
  rejection: {
    code: 'PAYOUT_FIELD_INVALID',
    ruleRef,
    message: `A payout needs at least 2 players (got ${fieldSize}).`,
  },
});

/** FSNP Art. 131(b): paid places and percentages for 2-60 participants. */
export function fsnpArt131(fieldSize: number): PayoutScale {
  if (!Number.isInteger(fieldSize) || fieldSize < 2) return noField(fieldSize, 'FSNP Art. 131');
  const column = FSNP_ART_131.find((c) => fieldSize >= c.minPlayers && fieldSize <= c.maxPlayers);
  if (!column) {
    const suggested = suggestedPayoutTable(fieldSize);
    return {
      ok: false,
      rejection: {
        code: 'PAYOUT_TABLE_NOT_PUBLISHED',
        ruleRef: 'FSNP Art. 131; DECISION-11',
        message:
          `The FSNP Art. 131 table stops at ${FSNP_ART_131_MAX_FIELD} players; this field has ${fieldSize}. ` +
          `Publish a payout table first (suggested: ${suggested.length} places, 1st ${formatBp(suggested[0])}).`,
      },
    };
  }
  const basisPoints = foldShortField(column.basisPoints, fieldSize);
  return basisPoints.length < column.basisPoints.length
    ? {
        ok: true,
        basisPoints,
        ruleRef: 'FSNP Art. 131(b)',
        note: 'Shares of places nobody can hold go to 1st (ASSUMPTION, gap 20).',
      }
    : { ok: true, basisPoints, ruleRef: 'FSNP Art. 131(b)' };
}

/** LNSE 123/13 I.26: 2 paid places up to 9 players, 3 with 10; a Sit & Go has 7-10 (I.23). */
export function lnseSitAndGo(
  fieldSize: number,
  configured?: Readonly<Record<2 | 3, readonly number[]>>,
): PayoutScale {
  if (!Number.isInteger(fieldSize) || fieldSize < 7 || fieldSize > 10) {
    return {
      ok: false,
      rejection: {
        code: 'SIT_AND_GO_FIELD',
        ruleRef: 'LNSE 123/13 I.23',
        message: `A Sit & Go is played by 7 to 10 players (got ${fieldSize}).`,
      },
    };
  }
  const places: 2 | 3 = fieldSize === 10 ? 3 : 2;
  const table = (configured ?? LNSE_SIT_AND_GO_SAMPLE)[places];
  const problem = validatePublishedTable(table, 'LNSE 123/13 I.26');
  if (problem) return { ok: false, rejection: problem };
  if (table.length !== places) {
    return {
      ok: false,
      rejection: {
        code: 'SIT_AND_GO_PAID_PLACES',
        ruleRef: 'LNSE 123/13 I.26',
        message: `With ${fieldSize} players a Sit & Go pays ${places} places, not ${table.length}.`,
      },
    };
  }
  return configured
    ? { ok: true, basisPoints: [...table], ruleRef: 'LNSE 123/13 I.26, IV.11(b)' }
    : {
        ok: true,
        basisPoints: [...table],
        ruleRef: 'LNSE 123/13 I.26',
        note: 'SAMPLE percentages: the Sit & Go regulation is external (IV.11(b)).',
      };
}

/**
 * DECISION-11: a suggested table for a field the published tables do not cover. About 15 %
 * of the field is paid (at least 9 places); weights 1/(k + 1/2) fall with the place. It is
 * only a suggestion: the tournament must publish it before payouts are computed.
 */
export function suggestedPayoutTable(fieldSize: number): number[] {
  const places = Math.min(fieldSize, Math.max(9, Math.ceil((fieldSize * 15) / 100)));
  // 2/(2k+1) = 1/(k+1/2), scaled to integers so the apportionment stays exact.
  const weights = Array.from({ length: places }, (_, i) =>
    Math.floor(2_000_000_000 / (2 * (i + 1) + 1)),
  );
  return apportion(FULL_BASIS_POINTS, weights);
}

/** A published table must be non-empty, positive, non-increasing and sum to 100 % (LNSE 123/13 I.65). */
export function validatePublishedTable(
  bp: readonly number[],
  ruleRef = 'LNSE 123/13 I.65; DECISION-11',
): RuleViolation | null {
  if (bp.length === 0 || bp.some((x) => !Number.isInteger(x) || x <= 0)) {
    return {
      code: 'PAYOUT_TABLE_INVALID',
      ruleRef,
      message: 'Every paid place needs a positive whole number of basis points.',
    };
  }
  const sum = bp.reduce((a, b) => a + b, 0);
  if (sum !== FULL_BASIS_POINTS) {
    return {
      code: 'PAYOUT_TABLE_SUM',
      ruleRef,
      message: `The payout percentages add up to ${formatBp(sum)}, not 100 %.`,
    };
  }
  const rising = bp.findIndex((x, i) => i > 0 && x > bp[i - 1]);
  if (rising > 0) {
    return {
      code: 'PAYOUT_TABLE_ORDER',
      ruleRef,
      message: `Place ${rising + 1} would be paid more than place ${rising}.`,
    };
  }
  return null;
}

/** The scale for a ruleset's payout table id and a field size; 'published' needs the table. */
export function payoutScale(
  tableId: PayoutTableId,
  fieldSize: number,
  published?: readonly number[],
): PayoutScale {
  if (published) {
    const problem = validatePublishedTable(published);
    return problem
      ? { ok: false, rejection: problem }
      : { ok: true, basisPoints: [...published], ruleRef: 'LNSE 123/13 I.65; DECISION-11' };
  }
  switch (tableId) {
    case 'fsnp-art-131':
      return fsnpArt131(fieldSize);
    case 'fifty-fifty-45-25-15-10-5':
      return {
        ok: true,
        basisPoints: [...FIFTY_FIFTY_TABLE],
        ruleRef: 'FSNP Art. 140.1(e); DECISION-10',
      };
    case 'fifty-fifty-equal-and-chips':
      return {
        ok: false,
        rejection: {
          code: 'PAYOUT_NEEDS_CHIP_COUNTS',
          ruleRef: 'FSNP Art. 140.1(a); DECISION-10',
          message:
            'The 50-50 payout depends on the chips of the last 5 players: use fiftyFiftyPrizes.',
        },
      };
    case 'lnse-sit-and-go':
      return lnseSitAndGo(fieldSize);
    case 'published':
      return {
        ok: false,
        rejection: {
          code: 'PAYOUT_TABLE_NOT_PUBLISHED',
          ruleRef: 'LNSE 123/13 I.65; DECISION-11',
          message: `No payout table has been published for this tournament (${fieldSize} players).`,
        },
      };
  }
}

/**
 * Prizes from the fixed pool by percentages; every place gets at least floor(pct x pool) and
 * the prizes sum exactly to the pool. The residual units go by the ruleset's `rounding`:
 * largest remainder, ties to the better place (DECISION-3), or one each to the highest places
 * (LNSE 123/13 I.65, conflict 2). A table fixed before the parameter existed recorded no rule:
 * it was computed by largest remainder, which stays the default.
 */
export function computePrizes(
  poolMinor: number,
  percentagesBasisPoints: readonly number[],
  rounding: PrizeRounding = 'largest-remainder-ties-to-better-place',
): number[] {
  const sum = percentagesBasisPoints.reduce((a, b) => a + b, 0);
  if (sum !== FULL_BASIS_POINTS) {
    throw new RangeError(
      `computePrizes: percentages sum to ${sum} basis points, not ${FULL_BASIS_POINTS}`,
    );
  }
  if (rounding === 'largest-remainder-ties-to-better-place')
    return apportion(poolMinor, percentagesBasisPoints);
  if (!Number.isSafeInteger(poolMinor) || poolMinor < 0)
    throw new RangeError(`computePrizes: pool ${poolMinor}`);
  const pool = BigInt(poolMinor);
  const floors = percentagesBasisPoints.map((bp) =>
    Number((pool * BigInt(bp)) / BigInt(FULL_BASIS_POINTS)),
  );
  // Each floor loses less than one unit, so the residual is smaller than the number of places.
  let residual = poolMinor - floors.reduce((a, b) => a + b, 0);
  return floors.map((f) => (residual-- > 0 ? f + 1 : f));
}

/**
 * DECISION-4: players who share places pool those places' prizes and split them equally;
 * the extra minor units go to the players in the order given (the seat first left of the
 * button, then by table number — the caller orders them). `amounts[k-1]` is the prize of
 * place k; places beyond the paid ones are worth 0.
 */
export function splitShared(amounts: readonly number[], places: readonly number[]): number[] {
  if (places.length === 0) throw new RangeError('splitShared: no places to share');
  const pooled = places.reduce((sum, place) => {
    if (!Number.isInteger(place) || place < 1)
      throw new RangeError(`splitShared: invalid place ${place}`);
    return sum + (amounts[place - 1] ?? 0);
  }, 0);
  return splitEqually(pooled, places.length);
}

/**
 * DECISION-10 (FSNP Art. 140.1(a)): half the fund in equal parts among the last 5, half pro
 * rata to their chips, each by largest remainder. `chips` is in final-standings order (most
 * chips first); the odd unit of an odd pool goes to the equal half.
 */
export function fiftyFiftyPrizes(poolMinor: number, chips: readonly number[]): number[] {
  if (chips.length !== FIFTY_FIFTY_PAID) {
    throw new RangeError(
      `fiftyFiftyPrizes: the last ${FIFTY_FIFTY_PAID} players are paid (got ${chips.length})`,
    );
  }
  const chipHalf = Math.floor(poolMinor / 2);
  const equal = splitEqually(poolMinor - chipHalf, chips.length);
  const byChips = apportion(chipHalf, chips);
  return equal.map((e, i) => e + byChips[i]);
}

export interface QualifierTickets {
  readonly tickets: number;
  readonly remainderMinor: number;
  /** The place paid the remainder in cash, null when there is none. */
  readonly remainderPlace: number | null;
}

/** DECISION-12 (FSNP Art. 142(f)): tickets = fund ÷ ticket value rounded down; the rest to place tickets + 1. */
export function qualifierTickets(poolMinor: number, ticketValueMinor: number): QualifierTickets {
  if (!Number.isSafeInteger(ticketValueMinor) || ticketValueMinor <= 0) {
    throw new RangeError(
      `qualifierTickets: ticket value must be positive (got ${ticketValueMinor})`,
    );
  }
  if (!Number.isSafeInteger(poolMinor) || poolMinor < 0) {
    throw new RangeError(`qualifierTickets: pool must be non-negative (got ${poolMinor})`);
  }
  const tickets = Math.floor(poolMinor / ticketValueMinor);
  const remainderMinor = poolMinor - tickets * ticketValueMinor;
  return { tickets, remainderMinor, remainderPlace: remainderMinor > 0 ? tickets + 1 : null };
}

/**
 * FSNP Art. 141(f): every bounty chip won, except the player's own, is paid separately.
 * `chipOwners` lists the original owner of each bounty chip the player holds.
 */
export function bountyPayout(
  playerId: string,
  chipOwners: readonly string[],
  bountyValueMinor: number,
): number {
  return chipOwners.filter((owner) => owner !== playerId).length * bountyValueMinor;
}

/**
 * FSNP Art. 141 does not say who gets the bounty when the pot that eliminates a player is
 * split (gap 21). ASSUMPTION: it is split like a pot (DECISION-5): equal parts, extra units
 * to the winners in seat order from the first seat left of the button.
 */
export const splitBounty = (bountyValueMinor: number, winnersInSeatOrder: number): number[] =>
  splitEqually(bountyValueMinor, winnersInSeatOrder);

/**
 * Art. 141 does not state how the bounty is funded (gap 21). ASSUMPTION: a configured part of
 * each competition fee funds the bounty; the rest goes to the prize fund.
 */
export function splitKnockoutEntry(
  competitionFeeMinor: number,
  bountyMinor: number,
): { prizeFundMinor: number; bountyMinor: number } {
  if (bountyMinor < 0 || bountyMinor > competitionFeeMinor) {
    throw new RangeError(
      `splitKnockoutEntry: bounty ${bountyMinor} must be within the competition fee ${competitionFeeMinor}`,
    );
  }
  return { prizeFundMinor: competitionFeeMinor - bountyMinor, bountyMinor };
}

/** LNSE 123/13 II.41: a disqualified player's prize is shared among the players active at that moment. */
export const redistributeDisqualifiedPrize = (
  prizeMinor: number,
  activePlayers: number,
): number[] => splitEqually(prizeMinor, activePlayers);

export const formatBp = (bp: number): string => `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')} %`;

/**
 * One band of the operator's published scale (LNSE 123/13 I.1(10), I.65): from `minRegistrants`
 * to `maxRegistrants` registrants (null: and more), these paid places at these percentages.
 */
export interface PayoutBand {
  readonly minRegistrants: number;
  readonly maxRegistrants: number | null;
  readonly basisPoints: readonly number[];
}

/** The band a number of registrants falls in, with its position in the scale (0-based). */
export function payoutBandFor(
  bands: readonly PayoutBand[],
  registrants: number,
): { readonly index: number; readonly band: PayoutBand } | null {
  const index = bands.findIndex(
    (b) =>
      registrants >= b.minRegistrants &&
      (b.maxRegistrants === null || registrants <= b.maxRegistrants),
  );
  return index < 0 ? null : { index, band: bands[index] };
}

/**
 * A published scale is at least one band, in rising order without gaps or overlaps (only the
 * last may be open-ended), each band a valid table (I.65) paying no more places than its
 * smallest field has players.
 */
export function payoutBandsProblem(
  bands: readonly PayoutBand[],
  ruleRef: string,
): RuleViolation | null {
  const bad = (message: string): RuleViolation => ({
    code: 'PAYOUT_BANDS_INVALID',
    ruleRef,
    message,
  });
  if (bands.length === 0) return bad('A published scale needs at least one band of registrants.');
  if (bands.length > 100) return bad(`A scale of ${bands.length} bands is too long (at most 100).`);
  for (const [i, b] of bands.entries()) {
    const name = `Band ${i + 1}`;
    if (!Number.isSafeInteger(b.minRegistrants) || b.minRegistrants < 2)
      return bad(`${name}: the smallest number of registrants is a whole number from 2.`);
    if (
      b.maxRegistrants !== null &&
      (!Number.isSafeInteger(b.maxRegistrants) || b.maxRegistrants < b.minRegistrants)
    )
      return bad(
        `${name}: the largest number of registrants (${b.maxRegistrants}) is below its smallest (${b.minRegistrants}).`,
      );
    if (b.maxRegistrants === null && i < bands.length - 1)
      return bad(`${name}: only the last band may be open-ended.`);
    if (i > 0 && b.minRegistrants !== bands[i - 1].maxRegistrants! + 1)
      return bad(
        `${name} starts at ${b.minRegistrants} registrants; after band ${i} (up to ${bands[i - 1].maxRegistrants}) it must start at ${bands[i - 1].maxRegistrants! + 1}.`,
      );
    const table = validatePublishedTable(b.basisPoints, ruleRef);
    if (table) return { ...table, message: `${name}: ${table.message}` };
    if (b.basisPoints.length > b.minRegistrants)
      return bad(
        `${name} pays ${b.basisPoints.length} places but may have only ${b.minRegistrants} registrants.`,
      );
  }
  return null;
}
