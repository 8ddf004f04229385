/** Flip tests of the entries group (see ../parameter-flips.test.ts): parameter path → test titles. */
export const FLIPS: Readonly<Record<string, readonly string[]>> = {
  'registration.reEntriesCountAsParticipantsForPayout': [
    'FSNP Art. 131 (gap 14) (registration.reEntriesCountAsParticipantsForPayout)',
  ],
  'reEntry.threshold': [
    'FSNP Art. 32; DECISION-7 (reEntry.threshold): 1,249 of 2,500 may re-enter',
    'FSNP Art. 32; DECISION-7 (reEntry.threshold): exactly half is refused',
  ],
  'topUp.threshold': ['FSNP Art. 139.3(e) (topUp.threshold)'],
  'topUp.startingStackMultiple': ['FSNP Art. 139.3(e) (topUp.startingStackMultiple)'],
  'addOn.startingStackMultiple': ['FSNP Art. 139.3(c)-(d) (addOn.startingStackMultiple)'],
  'addOn.maxPerPlayer': ['FSNP Art. 139.3(d) (gap 17) (addOn.maxPerPlayer)'],
  'addOn.atBreakAfterLevel': ['FSNP Art. 139.3(d) (addOn.atBreakAfterLevel)'],
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
  'reEntry.onlyBetweenHands',
  'reEntry.bustedInPreviousHandEligible',
  'reEntry.mustAnnounceBeforeNextHand',
  'reEntry.announcingIsBinding',
  'reEntry.requiresElimination',
  'reEntry.paysFeesAgain',
  'addOn.stackCondition',
  'addOn.bustedOnLastHandMayTake',
  'training.minimumStayMinutes',
  'training.prizeDistribution',
  'training.reEntry',
];
