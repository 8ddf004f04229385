/**
 * Every parameter the `rulesets` query lists (describeRuleset, src/rules/registry.ts) must
 * change behaviour, with a test that flips it and sees the change (issue 18; PREAMBLE principle
 * 2). This is the table of which test proves which parameter. A parameter added to a ruleset
 * and missing from every table here fails the first test; a proving test that is renamed or
 * removed fails the second.
 *
 * NOT_YET_FLIPPED is the honest rest: parameters no test flips yet. It may only shrink: moving a
 * parameter from it to FLIPPED needs the test, and adding to it needs a reviewer's eye.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { RULESET_IDS, describeRuleset } from '../../../src/rules/registry';

/** Parameter path → titles (or a distinctive part of each title) of the tests that flip it. */
export const FLIPPED: Readonly<Record<string, readonly string[]>> = {
  'game.timeCall': [
    'Club Rule 29: 25 seconds, then a 5-second countdown, then the hand facing a bet is dead',
    'FSNP Art. 103: one minute, no countdown, then the hand is dead (the flip of the club',
    'Club Rule 29: facing no bet when the time runs out, the player is deemed to have checked',
    'FSPR 7.1.7: one minute, a 10-second countdown, then the cards are folded even if a check was available',
    'Club Rule 29: the club sets no minimum wait',
  ],
  'chipRace.raceChips': [
    'Club Rule 24C: 150 of odd value races one 100 chip; the other 50 leave play',
    'FSNP Art. 40 (note 1); DECISION-8: the same 150 races two 100 chips (half up)',
  ],
  'deal.misdealUntil': [
    'Club Rule 35, 36: after a fold and a call (no substantial action) a misdeal is still declared, citing the club',
    'FSPR 6.3.3: the same fold and call under FSPR: the first betting round has begun, no misdeal (the flip)',
    'FSNP Art. 95: before the big blind acts the hand is void; once he has acted it is not',
  ],
  'deal.misdealDeclaredBy': [
    'Club Rule 1, 35: the dealer calls the floor; a dealer alone cannot declare the misdeal',
    'FSPR 6.3: the dealer may declare a misdeal (the flip)',
  ],
  'game.headsUpExposure': [
    'FSPR 7.1.6 (note 2): two players left: the hand is not killed and play waits for the opponent',
    'FSNP Art. 119: the same heads-up exposure under FSNP kills the hand at once (the flip)',
  ],
  'game.outOfTurn.foldBinds': [
    'game.outOfTurn.foldBinds: with the parameter flipped, a fold out of turn before a bet no longer stands',
  ],
  'game.outOfTurn.verbalFollowsSkipped': [
    'Club Rule 53: a verbal "800" out of turn binds as made when the skipped player checks',
  ],
  'game.outOfTurn.unchangedRaiseOverBet': ['Club Rule 53: B only calls 600, so C'],
  'game.outOfTurn.checkBarsRaise': [
    'Club Rule 53: a check out of turn does not bar a later bet (LNSE 123/13 II.92 does)',
  ],
  'game.outOfTurn.callBarsRaise': [
    'LNSE 123/13 II.93: a call out of turn bars a later raise; under the club it does not',
  ],
  'game.outOfTurn.changedRaiseOverBet': [
    'Club Rule 53: the action changed, so C may reconsider with every option open and re-raise',
    'FSNP Art. 100(b): the same hand under FSNP: C may only call or fold (the flip)',
  ],
  'game.outOfTurn.changedBet': [
    'Club Rule 53: chips bet out of turn, then a skipped player bets: every option open (FSNP Art. 99 makes him call)',
  ],
  'game.outOfTurn.changedOther': [
    'LNSE 123/13 II.91: a check out of turn, then a bet: call or fold; FSNP Art. 96(d): every option back',
  ],
};

/** Parameters that are shown but carry no behaviour, with why. */
export const DESCRIPTIVE: Readonly<Record<string, string>> = {
  name: 'The ruleset’s title, shown by the rulesets query; no rule reads it.',
  jurisdiction: 'Where the ruleset applies; shown, not applied.',
  sourceDocument: 'The document the parameters cite; shown, not applied.',
  basedOn:
    'Which ruleset a silent subject came from (inherit.ts); the inherited parameters carry it.',
  'game.variant': 'One value only (texas-holdem): nothing to flip to.',
  'game.minimumBet': 'One value only (big-blind): nothing to flip to.',
  'game.oddChip': 'One value only (first-winner-left-of-button): nothing to flip to.',
  'game.headsUpButton': 'One value only (no-big-blind-twice): nothing to flip to.',
  'game.underRaise.base': 'One value only (last-full-increment): nothing to flip to.',
  'seating.seatDraw': 'One value only (random-recorded): nothing to flip to.',
};

/** Listed parameters no test flips yet (issue 18 leaves them open). */
export const NOT_YET_FLIPPED: readonly string[] = [
  'venueTimeZone',
  'citationKey',
  'money.currency',
  'money.minorUnitsPerMajor',
  'game.bettingStructure',
  'game.anteFormat',
  'game.underRaise.completeAtLeast',
  'game.underRaise.shortAllInReopens',
  'game.underRaise.cumulativeShortAllInsReopen',
  'game.straddle',
  'seating.playersPerTable',
  'seating.specialNeedsException',
  'seating.startTablesDifferByAtMost',
  'seating.buttonDraw',
  'seating.suitOrder',
  'registration.lateRegistrationEndsAfterLevel',
  'registration.lateStack',
  'registration.emptySeatStacksRemovedAfterLevel',
  'registration.playerCap',
  'registration.maxRegistrationsPerPlayer',
  'registration.capCountsFirstEntry',
  'registration.reEntriesCountAsParticipantsForPayout',
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
  'ranking.formula',
  'ranking.disqualifiedPoints',
  'ranking.sharedPlaces',
  'ranking.everyPlaceScores',
  'discipline.authority',
  'discipline.offenceCounting',
  'discipline.warningsBeforeDirectorSanction',
  'discipline.missedRound',
  'discipline.whileServing',
  'discipline.carriesAcrossTablesAndDays',
  'discipline.chipPenaltiesAllowed',
  'discipline.directorPenaltiesFinal',
  'discipline.rulingAppeal',
  'discipline.seasonBanSeason',
  'discipline.protest',
  'tournamentTypes',
  'training.minimumStayMinutes',
  'training.prizeDistribution',
  'training.reEntry',
];

const TEST_ROOT = join(__dirname, '../..');
function testSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'node_modules' ? [] : testSources(p);
    return p.endsWith('.test.ts') && p !== __filename ? [readFileSync(p, 'utf8')] : [];
  });
}

describe('every listed ruleset parameter has a flip test (issue 18)', () => {
  const listed = [
    ...new Set(RULESET_IDS.flatMap((id) => (describeRuleset(id) ?? []).map((r) => r.key))),
  ];

  it('PREAMBLE principle 2: each parameter the rulesets query lists is flipped, descriptive, or openly not yet flipped', () => {
    const known = new Set([
      ...Object.keys(FLIPPED),
      ...Object.keys(DESCRIPTIVE),
      ...NOT_YET_FLIPPED,
    ]);
    expect(listed.filter((k) => !known.has(k))).toEqual([]);
    // No stale rows: every row names a parameter that is listed, in one table only.
    const rows = [...Object.keys(FLIPPED), ...Object.keys(DESCRIPTIVE), ...NOT_YET_FLIPPED];
    expect(rows.filter((k) => !listed.includes(k))).toEqual([]);
    expect(rows.length).toBe(new Set(rows).size);
  });

  it('each proving test exists under test/', () => {
    const sources = testSources(TEST_ROOT).join('\n');
    const missing = Object.entries(FLIPPED).flatMap(([key, titles]) =>
      titles.filter((t) => !sources.includes(t)).map((t) => `${key}: ${t}`),
    );
    expect(missing).toEqual([]);
  });
});
