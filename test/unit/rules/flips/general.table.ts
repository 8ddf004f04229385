/** Flip tests of the general group (see ../parameter-flips.test.ts): parameter path → test titles. */
export const FLIPS: Readonly<Record<string, readonly string[]>> = {
  'procedures.sitAndGoBoughtAtCashier': [
    'procedures.sitAndGoBoughtAtCashier flipped to false, the same Sit & Go needs the 15-day advance sale',
  ],
  citationKey: [
    'Club Rule 1: the misdeal ruling cites the club’s own rule; with citationKey flipped to LNSE 123/13 the LNSE part of the same row is cited',
    'LNSE 123/13 Res. Art. 2: the regulator’s consent names LNSE as the authority; with citationKey flipped it names the ruleset’s new source',
  ],
  tournamentTypes: [
    'FSNP Art. 139-143: a freezeout is a type of the federation; with tournamentTypes flipped to Sit & Go only it is refused',
  ],
};

/** Parameters that are shown but carry no behaviour in this group, with why. */
export const DESCRIPTIVE: Readonly<Record<string, string>> = {};

/** This group's listed parameters that no test flips yet. It may only shrink (see ../parameter-flips.test.ts). */
export const NOT_YET_FLIPPED: readonly string[] = [];
