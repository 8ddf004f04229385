/** Flip tests of the money group (see ../parameter-flips.test.ts): parameter path → test titles. */
export const FLIPS: Readonly<Record<string, readonly string[]>> = {};

/** Parameters that are shown but carry no behaviour in this group, with why. */
export const DESCRIPTIVE: Readonly<Record<string, string>> = {};

/** This group's listed parameters that no test flips yet. It may only shrink (see ../parameter-flips.test.ts). */
export const NOT_YET_FLIPPED: readonly string[] = [
  'money.currency',
  'money.minorUnitsPerMajor',
  'fees.splitPerPurchase',
  'fees.minPrizeFundShareBp',
  'fees.maxOperatorShareBp',
  'fees.prizePartRounding',
  'fees.prizeRoundedOn',
  'fees.transactionCodes',
  'fees.refundBeforeRegistrationClose',
  'fees.competitionFeeAllToPrizeFund',
  'prizePool.fixedAfterPurchasePeriods',
  'prizePool.payoutTable',
  'prizePool.payoutFixedAtRegistrationClose',
  'prizePool.rounding',
  'prizePool.signedReceiptBeforePayment',
  'prizePool.sharedPlaces',
  'prizePool.sharedPlaceExtraUnit',
  'prizePool.aboveTable',
  'prizePool.shortField',
  'prizePool.dealsAllowed',
  'prizePool.disqualifiedPrize',
  'prizePool.withholdingBp',
  'prizePool.paymentAgainstReceiptAndId',
  'prizePool.qualifierTickets',
  'prizePool.cancellation',
  'prizePool.unclaimedPrizes',
];
