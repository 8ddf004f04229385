/**
 * Starting chip sets per denomination (FSNP Art. 43), reproduced exactly, and the check that a
 * set adds up to the starting stack it is issued for.
 */
import { cited as c, type Cited } from './types';

export type ChipSetId = 'fsnp-start-2500' | 'fsnp-start-6000' | 'fsnp-start-15000';

export interface ChipCount {
  readonly denomination: number;
  readonly count: number;
}

export interface ChipSet {
  readonly id: ChipSetId;
  readonly startingStack: number;
  readonly chips: readonly ChipCount[];
  readonly source: Cited<string>;
}

export const CHIP_SETS: Readonly<Record<ChipSetId, ChipSet>> = {
  'fsnp-start-2500': {
    id: 'fsnp-start-2500',
    startingStack: 2_500,
    chips: [
      { denomination: 25, count: 4 },
      { denomination: 100, count: 9 },
      { denomination: 500, count: 3 },
    ],
    source: c(
      'Start 2.500 / Adăugare 5.000',
      'FSNP Art. 43',
      'The make-up of the 5,000 add-on is not given: high-value chips (Art. 44).',
    ),
  },
  'fsnp-start-6000': {
    id: 'fsnp-start-6000',
    startingStack: 6_000,
    chips: [
      { denomination: 25, count: 4 },
      { denomination: 100, count: 9 },
      { denomination: 500, count: 4 },
      { denomination: 1_000, count: 3 },
    ],
    source: c('Start 6.000', 'FSNP Art. 43'),
  },
  'fsnp-start-15000': {
    id: 'fsnp-start-15000',
    startingStack: 15_000,
    chips: [
      { denomination: 25, count: 4 },
      { denomination: 100, count: 9 },
      { denomination: 500, count: 6 },
      { denomination: 1_000, count: 6 },
      { denomination: 5_000, count: 1 },
    ],
    source: c('Start 15.000', 'FSNP Art. 43'),
  },
};

export const chipSetTotal = (chips: readonly ChipCount[]): number =>
  chips.reduce((sum, { denomination, count }) => sum + denomination * count, 0);

export const chipSetPieces = (chips: readonly ChipCount[]): number =>
  chips.reduce((sum, { count }) => sum + count, 0);

export type ChipSetProblem =
  | { readonly code: 'CHIP_SET_TOTAL_MISMATCH'; readonly ruleRef: string; readonly message: string }
  | { readonly code: 'CHIP_SET_INVALID_COUNT'; readonly ruleRef: string; readonly message: string };

/**
 * FSNP Art. 43: every entrant gets the same set, and it must make up the starting stack.
 * Returns null when the set is valid.
 */
export function validateChipSet(
  chips: readonly ChipCount[],
  startingStack: number,
): ChipSetProblem | null {
  const bad = chips.find(
    (x) =>
      !Number.isInteger(x.denomination) ||
      x.denomination <= 0 ||
      !Number.isInteger(x.count) ||
      x.count < 0,
  );
  if (bad) {
    return {
      code: 'CHIP_SET_INVALID_COUNT',
      ruleRef: 'FSNP Art. 43',
      message: `A chip set needs whole, positive denominations and counts (got ${bad.count} x ${bad.denomination}).`,
    };
  }
  const total = chipSetTotal(chips);
  if (total !== startingStack) {
    return {
      code: 'CHIP_SET_TOTAL_MISMATCH',
      ruleRef: 'FSNP Art. 43',
      message: `The chip set adds up to ${total.toLocaleString('en-US')}, not the starting stack of ${startingStack.toLocaleString('en-US')}.`,
    };
  }
  return null;
}
