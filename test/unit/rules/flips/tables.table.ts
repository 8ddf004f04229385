/** Flip tests of the tables group (see ../parameter-flips.test.ts): parameter path → test titles. */
export const FLIPS: Readonly<Record<string, readonly string[]>> = {};

/** Parameters that are shown but carry no behaviour in this group, with why. */
export const DESCRIPTIVE: Readonly<Record<string, string>> = {};

/** This group's listed parameters that no test flips yet. It may only shrink (see ../parameter-flips.test.ts). */
export const NOT_YET_FLIPPED: readonly string[] = [
  'tables.placeByElimination',
  'seating.playersPerTable',
  'seating.specialNeedsException',
  'seating.startTablesDifferByAtMost',
  'seating.buttonDraw',
  'seating.suitOrder',
  'tables.balanceWhenShortBy',
  'tables.balanceReference',
  'tables.haltNonFinalTableAtPlayers',
  'tables.movedPlayer',
  'tables.breakOrder',
  'tables.finalTableSize',
  'tables.redrawAt',
  'tables.handForHand',
  'tables.handForHandRounds',
  'tables.allInFreeze',
  'tables.handForHandEnds',
  'tables.sameHandDifferentTables',
  'tables.sameHandSameTable',
  'tables.equalStartStacks',
  'tables.sharedPlaceNumber',
];
