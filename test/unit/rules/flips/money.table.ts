/** Flip tests of the money group (see ../parameter-flips.test.ts): parameter path → test titles. */
export const FLIPS: Readonly<Record<string, readonly string[]>> = {
  'prizePool.signedReceiptBeforePayment': [
    'with signedReceiptBeforePayment flipped off the same payment is made',
    'with signedReceiptBeforePayment flipped on it waits for the signature',
  ],
  'prizePool.paymentAgainstReceiptAndId': [
    'with paymentAgainstReceiptAndId flipped off it is paid, recorded unverified',
    'with paymentAgainstReceiptAndId flipped on another document is refused',
  ],
  'prizePool.withholdingBp': [
    'LNSE 123/13 I.67 (prizePool.withholdingBp): no rate, nothing withheld; flipped to 15 %',
  ],
  'prizePool.rounding': [
    'LNSE 123/13 I.65, IV.9.1(a) (prizePool.rounding): the residual unit goes to 1st; flipped to largest remainder',
  ],
  'prizePool.disqualifiedPrize': [
    'LNSE 123/13 II.41 (prizePool.disqualifiedPrize): shared among the 3 still playing',
    'FSNP Art. 20 (prizePool.disqualifiedPrize): the director rules; flipped to shared',
  ],
  'fees.refundBeforeRegistrationClose': [
    'LNSE 123/13 IV.1.4(a) (fees.refundBeforeRegistrationClose)',
    'FSNP Art. 34 (fees.refundBeforeRegistrationClose)',
  ],
  'fees.minPrizeFundShareBp': [
    'LNSE 123/13 I.62 (fees.minPrizeFundShareBp)',
    'FSNP Art. 30 (fees.minPrizeFundShareBp)',
  ],
  'fees.maxOperatorShareBp': [
    'FSNP Art. 30 (fees.maxOperatorShareBp)',
    'LNSE 123/13 IV.6(b), IV.9(a) (fees.maxOperatorShareBp)',
  ],
  'fees.prizeRoundedOn': ['LNSE 123/13 I.62 (fees.prizeRoundedOn)'],
  'fees.competitionFeeAllToPrizeFund': ['LNSE 123/13 I.62-63 (fees.competitionFeeAllToPrizeFund)'],
  'fees.prizePartRounding': [
    'LNSE 123/13 I.62 (conflict 2) (fees.prizePartRounding)',
    'FSNP Art. 30; DECISION-2 (fees.prizePartRounding)',
  ],
  'fees.transactionCodes': ['DECISION-2; LNSE 123/13 IV.6(a) (fees.transactionCodes)'],
  'prizePool.payoutTable': [
    'FSNP Art. 131(b) (prizePool.payoutTable)',
    'LNSE 123/13 I.65, III.2 ¶6 (prizePool.payoutTable)',
  ],
};

/** Parameters that are shown but carry no behaviour in this group, with why. */
export const DESCRIPTIVE: Readonly<Record<string, string>> = {};

/** This group's listed parameters that no test flips yet. It may only shrink (see ../parameter-flips.test.ts). */
export const NOT_YET_FLIPPED: readonly string[] = [
  'money.currency',
  'money.minorUnitsPerMajor',
  'fees.splitPerPurchase',
  'prizePool.fixedAfterPurchasePeriods',
  'prizePool.payoutFixedAtRegistrationClose',
  'prizePool.sharedPlaces',
  'prizePool.sharedPlaceExtraUnit',
  'prizePool.aboveTable',
  'prizePool.shortField',
  'prizePool.dealsAllowed',
  'prizePool.qualifierTickets',
  'prizePool.cancellation',
  'prizePool.unclaimedPrizes',
];
