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
import * as CLOCK from './flips/clock.table';
import * as CONDUCT from './flips/conduct.table';
import * as ENTRIES from './flips/entries.table';
import * as GENERAL from './flips/general.table';
import * as HAND from './flips/hand.table';
import * as MONEY from './flips/money.table';
import * as TABLES from './flips/tables.table';

/** Parameter path → titles (or a distinctive part of each title) of the tests that flip it. */
const FLIPPED_HERE: Readonly<Record<string, readonly string[]>> = {
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
  'deal.misdealDelegation': [
    'FSPR 6.3: the chief judge authorises him (on record); he may then declare the misdeal',
    'Club Rule 1, 35: under the club rules the director cannot authorise a delegate',
  ],
  'deal.buttonShortCard': [
    'Club Rule 37: seat 8 has called; the button, not yet acted, is given the next card from the stub',
    'FSPR 6.3.8: the same hand under FSPR (seat 8 has called)',
  ],
  citations: [
    'LNSE 123/13: a short tournament played to its winner: no stored event cites FSNP or FSPR',
    'Club Rule 1: the same tournament under the club rules: no stored event cites FSNP, LNSE or FSPR',
    'FSNP Art. 81-82, 134: under FSNP the same events cite FSNP only (the flip of the citation table)',
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
  'game.misplacedButton': [
    'LNSE II.37: under the LNSE ruleset (misplacedButton flipped) the button moves on clockwise',
  ],
  'game.actReading.everyChipNeeded': ['actReading.everyChipNeeded flipped (LNSE 123/13 II.78)'],
  'game.actReading.singleChip': ['actReading.singleChip flipped to full value'],
  'game.actReading.declaredRaiseShort': [
    'FSNP Art. 87 vs Club Rule 44, 55 (actReading.declaredRaiseShort)',
  ],
  'game.actReading.undercall': [
    'FSNP Art. 88 (actReading.undercall): under FSNP the undercall must be completed',
  ],
  'game.actReading.callWithNoBet': [
    'actReading.callWithNoBet flipped to refused: the word is refused',
  ],
  'game.actReading.wordAndChips': ['FSNP Art. 94 vs Club Rule 40 (actReading.wordAndChips)'],
  'game.actReading.prematureCall': [
    'FSNP Art. 96 (actReading.prematureCall): under FSNP the same premature call is released',
  ],
  'game.actReading.outOfTurnPenalty': [
    'FSNP Art. 96 (actReading.outOfTurnPenalty): only a deliberate act out of turn is penalised',
  ],
  'game.fourCardFlop': ['FSNP Art. 123 (game.fourCardFlop): the four are recorded and sent back'],
  'game.prematureBoardCard': ['Club Rule 74 (game.prematureBoardCard)'],
  'game.disputeWindow': [
    'LNSE 123/13 II.112 (game.disputeWindow): once the next hand is dealt the dispute is too late',
    'FSNP Art. 3 (game.disputeWindow null): no time bar',
  ],
  'game.showdown.order': [
    'FSNP Art. 110 (game.showdown.order): the same hand: the last aggressor of the hand',
  ],
  'game.showdown.partialShow': [
    'FSNP Art. 111-112 (game.showdown.partialShow): one card shown is not yet tabled',
  ],
  'game.showdown.requestToSee': ['game.showdown.requestToSee flipped to anyone-dealt-in'],
  'registration.startingStackFixedByType': [
    'Club Rule 8: registration.startingStackFixedByType flipped to false (club-tda)',
  ],
  'registration.exclusionRegisterChecked': ['(flip of registration.exclusionRegisterChecked)'],
  'registration.barredEmployers': ['(flip of registration.barredEmployers)'],
  'registration.ageReferenceDate': ['(flip of registration.ageReferenceDate)'],
  'registration.reserveStacksByDirector': ['(flip of registration.reserveStacksByDirector)'],
  'registration.absentStackRemovedAfterDayLevel': [
    '(flip of registration.absentStackRemovedAfterDayLevel)',
  ],
  'reEntry.paidDuringHand': ['(flip of reEntry.paidDuringHand)'],
  'addOn.combinedWithRebuy': ['(flip of addOn.combinedWithRebuy)'],
  'prizePool.scaleByRegistrantBands': [
    'FSNP Art. 131(b): scaleByRegistrantBands off, a scale by bands is refused',
  ],
  'chipRace.leftoverAfterRace': [
    'LNSE 123/13 II.14-15: chipRace.leftoverAfterRace flipped to none (LNSE)',
  ],
  'discipline.chipOrSeatPass': ['LNSE 123/13 II.11: discipline.chipOrSeatPass flipped (LNSE)'],
  'procedures.characteristicsBeforeSale': [
    'FSNP Art. 137 (procedures.characteristicsBeforeSale off)',
  ],
  'procedures.advanceSaleMinDays': ['FSNP Art. 137 (procedures.advanceSaleMinDays null)'],
  'procedures.consentRequiredFor': [
    'FSNP Art. 137 (procedures.consentRequiredFor empty): the organiser cancels on its own',
    'LNSE 123/13 I.6 (procedures.consentRequiredFor with modify-structure)',
  ],
  'procedures.sitAndGoBandAndPrizeTable': [
    'LNSE 123/13 IV.11(b) (procedures.sitAndGoBandAndPrizeTable off)',
  ],
  'procedures.sitAndGoStartGates': ['LNSE 123/13 IV.11(a) (procedures.sitAndGoStartGates off)'],
  'procedures.sitAndGoVouchersWithRegulator': [
    'LNSE 123/13 IV.11.2 (procedures.sitAndGoVouchersWithRegulator off)',
  ],
};

/**
 * The groups' tables (./flips/*.table.ts) beside this one, each with its flipped, descriptive
 * and not-yet-flipped parameters, so work on one group never edits another's file. A parameter
 * may be in one row of one group only.
 */
const TABLE_FILES = [ENTRIES, MONEY, TABLES, CLOCK, CONDUCT, HAND, GENERAL];
const GROUPS = [FLIPPED_HERE, ...TABLE_FILES.map((t) => t.FLIPS)];
export const FLIPPED: Readonly<Record<string, readonly string[]>> = Object.assign({}, ...GROUPS);

/** Parameters that are shown but carry no behaviour, with why (here and per group). */
const DESCRIPTIVE_HERE: Readonly<Record<string, string>> = {
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
const DESCRIPTIVE_GROUPS = [DESCRIPTIVE_HERE, ...TABLE_FILES.map((t) => t.DESCRIPTIVE)];
export const DESCRIPTIVE: Readonly<Record<string, string>> = Object.assign(
  {},
  ...DESCRIPTIVE_GROUPS,
);

/** Listed parameters no test flips yet (issue 18 leaves them open), group by group. */
export const NOT_YET_FLIPPED: readonly string[] = TABLE_FILES.flatMap((t) => t.NOT_YET_FLIPPED);

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
    const inGroups = GROUPS.flatMap((g) => Object.keys(g));
    expect(inGroups.length).toBe(new Set(inGroups).size);
    const described = DESCRIPTIVE_GROUPS.flatMap((g) => Object.keys(g));
    expect(described.length).toBe(new Set(described).size);
  });

  it('each proving test exists under test/', () => {
    const sources = testSources(TEST_ROOT).join('\n');
    const missing = Object.entries(FLIPPED).flatMap(([key, titles]) =>
      titles.filter((t) => !sources.includes(t)).map((t) => `${key}: ${t}`),
    );
    expect(missing).toEqual([]);
  });
});
