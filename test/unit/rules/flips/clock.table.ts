/** Flip tests of the clock group (see ../parameter-flips.test.ts): parameter path → test titles. */
export const FLIPS: Readonly<Record<string, readonly string[]>> = {};

/** Parameters that are shown but carry no behaviour in this group, with why. */
export const DESCRIPTIVE: Readonly<Record<string, string>> = {};

/** This group's listed parameters that no test flips yet. It may only shrink (see ../parameter-flips.test.ts). */
export const NOT_YET_FLIPPED: readonly string[] = [
  'venueTimeZone',
  'clock.levelStructure',
  'clock.newLevelFrom',
  'clock.minBreakMinutes',
  'clock.maxPlayMinutesWithoutBreak',
  'clock.maxPlayMinutesPerDay',
  'clock.pauseBy',
  'clock.structureChangeBy',
  'clock.atLeastOneOrbitPerLevel',
  'chipRace.maxChipsPerPlayer',
  'chipRace.dealFrom',
  'chipRace.suitOrder',
  'chipRace.protectionChip',
  'chipRace.protectionWhen',
  'chipRace.protectionChipIsExtra',
  'chipRace.onlyBetweenLevels',
  'multiDay.endOfDayDrawAtMinutesLeft',
  'multiDay.endOfDayHands',
  'multiDay.resume',
  'multiDay.bagPerDenomination',
  'multiDay.redrawOnResume',
  'multiDay.missingChipReceipt',
];
