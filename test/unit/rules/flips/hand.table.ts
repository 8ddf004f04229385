/** Flip tests of the hand group (see ../parameter-flips.test.ts): parameter path → test titles. */
export const FLIPS: Readonly<Record<string, readonly string[]>> = {};

/** Parameters that are shown but carry no behaviour in this group, with why. */
export const DESCRIPTIVE: Readonly<Record<string, string>> = {};

/** This group's listed parameters that no test flips yet. It may only shrink (see ../parameter-flips.test.ts). */
export const NOT_YET_FLIPPED: readonly string[] = [
  'game.actReading.checkFacingBet',
  'game.bettingStructure',
  'game.anteFormat',
  'game.underRaise.completeAtLeast',
  'game.underRaise.shortAllInReopens',
  'game.underRaise.cumulativeShortAllInsReopen',
  'game.straddle',
];
