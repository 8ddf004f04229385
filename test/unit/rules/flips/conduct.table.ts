/** Flip tests of the conduct group (see ../parameter-flips.test.ts): parameter path → test titles. */
export const FLIPS: Readonly<Record<string, readonly string[]>> = {};

/** Parameters that are shown but carry no behaviour in this group, with why. */
export const DESCRIPTIVE: Readonly<Record<string, string>> = {};

/** This group's listed parameters that no test flips yet. It may only shrink (see ../parameter-flips.test.ts). */
export const NOT_YET_FLIPPED: readonly string[] = [
  'ranking.formula',
  'ranking.disqualifiedPoints',
  'ranking.sharedPlaces',
  'ranking.everyPlaceScores',
  'discipline.authority',
  'discipline.offenceCounting',
  'discipline.warningsBeforeDirectorSanction',
  'discipline.missedRound',
  'discipline.whileServing',
  'discipline.carriesAcrossTablesAndDays',
  'discipline.chipPenaltiesAllowed',
  'discipline.directorPenaltiesFinal',
  'discipline.rulingAppeal',
  'discipline.seasonBanSeason',
  'discipline.protest',
];
