/** Flip tests of the general group (see ../parameter-flips.test.ts): parameter path → test titles. */
export const FLIPS: Readonly<Record<string, readonly string[]>> = {};

/** Parameters that are shown but carry no behaviour in this group, with why. */
export const DESCRIPTIVE: Readonly<Record<string, string>> = {};

/** This group's listed parameters that no test flips yet. It may only shrink (see ../parameter-flips.test.ts). */
export const NOT_YET_FLIPPED: readonly string[] = ['citationKey', 'tournamentTypes'];
