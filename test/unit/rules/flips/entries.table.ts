/** Flip tests of the entries group (see ../parameter-flips.test.ts): parameter path → test titles. */
export const FLIPS: Readonly<Record<string, readonly string[]>> = {
  'registration.reEntriesCountAsParticipantsForPayout': [
    'FSNP Art. 131 (gap 14) (registration.reEntriesCountAsParticipantsForPayout)',
  ],
};

/** Parameters that are shown but carry no behaviour in this group, with why. */
export const DESCRIPTIVE: Readonly<Record<string, string>> = {};

/** This group's listed parameters that no test flips yet. It may only shrink (see ../parameter-flips.test.ts). */
export const NOT_YET_FLIPPED: readonly string[] = [
  'registration.lateRegistrationEndsAfterLevel',
  'registration.lateStack',
  'registration.emptySeatStacksRemovedAfterLevel',
  'registration.playerCap',
  'registration.maxRegistrationsPerPlayer',
  'registration.capCountsFirstEntry',
  'registration.minimumAge',
  'registration.identityRequired',
  'registration.federationMembershipRequired',
  'registration.seasonDisqualificationRefusesEntry',
  'registration.juniorsRefusedFromOpenEvents',
  'registration.noShowRegistrant',
  'reEntry.threshold',
  'reEntry.onlyBetweenHands',
  'reEntry.bustedInPreviousHandEligible',
  'reEntry.mustAnnounceBeforeNextHand',
  'reEntry.announcingIsBinding',
  'reEntry.requiresElimination',
  'reEntry.paysFeesAgain',
  'addOn.atBreakAfterLevel',
  'addOn.startingStackMultiple',
  'addOn.maxPerPlayer',
  'addOn.stackCondition',
  'addOn.bustedOnLastHandMayTake',
  'topUp.threshold',
  'topUp.startingStackMultiple',
  'training.minimumStayMinutes',
  'training.prizeDistribution',
  'training.reEntry',
];
