/** Flip tests of the money group (see ../parameter-flips.test.ts): parameter path → test titles. */
export const FLIPS: Readonly<Record<string, readonly string[]>> = {
  'fees.cashierShiftReconciliation': [
    'fees.cashierShiftReconciliation flipped to false, there is no cash-up to record',
  ],
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
    'Club Rule 71 (prizePool.disqualifiedPrize): given 12 players, 5 paid places and the 4th disqualified',
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
  'money.minorUnitsPerMajor': ['FSNP Art. 30; DECISION-2 (money.minorUnitsPerMajor)'],
  'money.currency': [
    'FSNP Art. 30 (money.currency): a tournament created without a currency keeps its amounts in RON; flipped to EUR',
    'FSNP Art. 30; LNSE 123/13 IV.1.3 (money.currency): created without a currency, a tournament keeps its amounts in its ruleset’s',
  ],
  'prizePool.payoutFixedAtRegistrationClose': [
    'FSNP Art. 131(b); DECISION-11 (prizePool.payoutFixedAtRegistrationClose)',
  ],
  'prizePool.fixedAfterPurchasePeriods': [
    'FSNP Art. 139.3(d); DECISION-3 (prizePool.fixedAfterPurchasePeriods): the pool waits for the add-on break to end; flipped to false',
  ],
  'prizePool.dealsAllowed': [
    'FSNP Art. 132 (prizePool.dealsAllowed): the deal is refused; flipped to true it is recorded',
  ],
  'prizePool.cancellation': [
    'FSNP Art. 34 (prizePool.cancellation): record-settlement computes nothing; flipped to refund-all',
  ],
};

/** Parameters that are shown but carry no behaviour in this group, with why. */
export const DESCRIPTIVE: Readonly<Record<string, string>> = {
  'fees.splitPerPurchase':
    'The same list in every ruleset: every purchase item is booked as a prize-fund part and a fee (DECISION-2; each Purchase event carries both). An item left out of it would be a price with no split, which no ruleset has and no event can record; the split itself is flipped under fees.minPrizeFundShareBp, fees.maxOperatorShareBp and fees.prizePartRounding.',
  'prizePool.sharedPlaces':
    'One value only (pool-and-split-equally, DECISION-4): nothing to flip to. Shared places are pooled and split in prizes/ties.ts (the DECISION-4 shared-place tests).',
  'prizePool.sharedPlaceExtraUnit':
    'One value only (first-seat-left-of-button-then-table-number, DECISION-4): nothing to flip to. Applied in prizes/ties.ts (DECISION-4 tests: the extra unit to the first).',
  'prizePool.aboveTable':
    'One value only (reject-unless-published, DECISION-11): nothing to flip to. A field beyond the FSNP Art. 131 table is refused until a table is published (payouts.ts fsnpArt131).',
  'prizePool.shortField':
    'One value only (unpaid-shares-to-first, gap 20): nothing to flip to. Shares of places nobody can hold go to 1st (payouts.ts foldShortField).',
  'prizePool.qualifierTickets':
    'One value only (fund-div-ticket-value-remainder-to-next-place, DECISION-12): nothing to flip to. Applied by the qualifier ticket allocation (formats/qualifier.ts).',
  'prizePool.unclaimedPrizes':
    'One value only (open-liability): nothing to flip to. An unpaid receipt stays open in the prize ledger with no expiry; no rule ends it.',
};

/** This group's listed parameters that no test flips yet. It may only shrink (see ../parameter-flips.test.ts). */
export const NOT_YET_FLIPPED: readonly string[] = [];
