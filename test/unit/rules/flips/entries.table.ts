/** Flip tests of the entries group (see ../parameter-flips.test.ts): parameter path → test titles. */
export const FLIPS: Readonly<Record<string, readonly string[]>> = {
  'registration.reservationNeedsFullPayment': [
    'registration.reservationNeedsFullPayment flipped to false, the deposit of 500,000 is recorded',
  ],
  'registration.purchaseVoucher': ['registration.purchaseVoucher flipped to null, no voucher'],
  'registration.controlCard': [
    'registration.controlCard flipped to null, accreditation hands over no card',
  ],
  'registration.imageRightsAssignedOnRegistration': [
    'registration.imageRightsAssignedOnRegistration flipped to false, nothing is recorded',
  ],
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
  'registration.lateRegistrationEndsAfterLevel': [
    '(registration.lateRegistrationEndsAfterLevel): a late entry in level 5 is taken',
  ],
  'registration.emptySeatStacksRemovedAfterLevel': [
    'FSNP Art. 135(b) (registration.emptySeatStacksRemovedAfterLevel)',
  ],
  'registration.lateStack': ['FSNP Art. 135, 139.3(b) (registration.lateStack)'],
  'registration.minimumAge': [
    'FSNP Art. 138 (registration.minimumAge)',
    'LNSE 123/13 I.27 (registration.minimumAge)',
  ],
  'registration.federationMembershipRequired': [
    'FSNP Art. 29 (registration.federationMembershipRequired)',
  ],
  'reEntry.announcingIsBinding': [
    'FSNP Art. 31 (reEntry.announcingIsBinding)',
    '(flip of reEntry.announcingIsBinding)',
  ],
  'reEntry.requiresElimination': ['FSNP Art. 32 (reEntry.requiresElimination)'],
  'training.minimumStayMinutes': ['FSNP Art. 145 (training.minimumStayMinutes)'],
  'training.reEntry': [
    'FSNP Art. 148: a player who lost his chips re-enters at his seat',
    'LNSE 123/13 II.1: with training.reEntry flipped off',
  ],
  'training.prizeDistribution': [
    'FSNP Art. 155: the fund of 300 is paid by the chips built up',
    'LNSE 123/13 II.1: with training.prizeDistribution flipped off no share is computed',
  ],
  'registration.maxRegistrationsPerPlayer': [
    'FSNP Art. 139 (registration.maxRegistrationsPerPlayer)',
  ],
  'registration.capCountsFirstEntry': [
    'LNSE 123/13 I.32 (open 9) (registration.capCountsFirstEntry)',
  ],
  'reEntry.paysFeesAgain': ['FSNP Art. 30, 139.2(a) (reEntry.paysFeesAgain)'],
  'addOn.bustedOnLastHandMayTake': [
    'FSNP Art. 31(a), 139.3(d) (gap 17) (addOn.bustedOnLastHandMayTake)',
  ],
  'registration.identityRequired': ['FSNP Art. 29 (registration.identityRequired)'],
  'registration.playerCap': ['LNSE 123/13 I.1(8), I.34 (registration.playerCap)'],
  'reEntry.mustAnnounceBeforeNextHand': [
    'FSNP Art. 31(a) (reEntry.mustAnnounceBeforeNextHand flipped to false): the next hand starts without him and he stays in',
  ],
  'registration.seasonDisqualificationRefusesEntry': [
    'FSPR 7.2.3 (registration.seasonDisqualificationRefusesEntry flipped to false)',
    'LNSE 123/13 I.27-28 (registration.seasonDisqualificationRefusesEntry flipped to true)',
  ],
};

/** Parameters that are shown but carry no behaviour in this group, with why. */
export const DESCRIPTIVE: Readonly<Record<string, string>> = {
  'registration.juniorsRefusedFromOpenEvents':
    'FSNP Art. 138 refuses juniors outside the junior competitions but defines neither who is a junior (the catalog: "the text does not define the age limit") nor which competitions are for juniors, and no tournament or member record carries either, so the system cannot tell a junior entry from another; the age refusal it can apply is registration.minimumAge (flipped), which carries LNSE 123/13 I.27\'s under-18 rule, the same article this one cites under LNSE.',
  'registration.noShowRegistrant':
    'One value only (no-refund-no-place; FSNP gap 15, LNSE open 12): nothing to flip to. A registrant who never arrives keeps no place and gets no refund: his stack is blinded or removed (registration.absentStackRemovedAfterDayLevel, flipped) and no refund command applies after the close (fees.refundBeforeRegistrationClose, flipped).',
  'addOn.stackCondition':
    'Null in every ruleset and the type allows null only: the add-on has no stack condition (FSNP Art. 139.3(d); LNSE III.6), so there is no value to flip to.',
  'reEntry.bustedInPreviousHandEligible':
    'True in every ruleset (FSNP Art. 32: below half the start, or busted in the previous hand). A player busted in the previous hand holds 0 chips, which meets every stack condition a ruleset can set (reEntry.threshold and the published rebuy condition, both flipped), so false would change no ruling: nothing meaningful to flip to.',
  'reEntry.onlyBetweenHands':
    'True in every ruleset (FSNP Art. 32; LNSE I.53): bought chips never join a stack during a hand (table stakes). Whether the purchase may be paid during the hand, its chips waiting for the next, is reEntry.paidDuringHand (flipped); false here would put chips into a live hand, which no rule allows.',
};

/** This group's listed parameters that no test flips yet. It may only shrink (see ../parameter-flips.test.ts). */
export const NOT_YET_FLIPPED: readonly string[] = [];
