/** Flip tests of the conduct group (see ../parameter-flips.test.ts): parameter path → test titles. */
export const FLIPS: Readonly<Record<string, readonly string[]>> = {
  'ranking.formula': [
    'FSNP Art. 19; DECISION-1: a season under FSNP scores by its formula; with ranking.formula flipped to null',
  ],
  'discipline.authority': [
    'FSPR 7.2.1: a judge (floor) warns; with discipline.authority flipped to warnings by the chief judge only, the floor is refused',
  ],
  'discipline.offenceCounting': [
    'DECISION-13: counted per clause, a 7.1.7 delay after a 7.1.2 warning is a first offence; with offenceCounting.perClause flipped to false it is a repeat',
  ],
  'discipline.chipPenaltiesAllowed': [
    'FSPR 7.2.1: no chip penalties; with discipline.chipPenaltiesAllowed flipped to true',
  ],
  'discipline.rulingAppeal': [
    'LNSE 123/13 III.3: a Supervisor’s ruling is appealed to the Director; with discipline.rulingAppeal flipped to none',
  ],
  'discipline.seasonBanSeason': [
    'FSPR 7.2.3: the chief judge enters a violation in the protocol; with discipline.seasonBanSeason flipped to null there is no protocol',
  ],
  'discipline.protest': [
    'FSPR 7.3.1: a ruling is protested to the federation; with discipline.protest flipped to null',
  ],
  'discipline.directorPenaltiesFinal': [
    'FSPR 7.3.1: the chief judge’s own warning may be protested; with discipline.directorPenaltiesFinal flipped to true',
  ],
  'discipline.carriesAcrossTablesAndDays': [
    'FSPR 7.1.2 (discipline.carriesAcrossTablesAndDays flipped to false): after the move the unserved 11 hands lapse',
  ],
  'ranking.everyPlaceScores': [
    'DECISION-1 (ranking.everyPlaceScores): every one of the five places scores; flipped to false only the three paid places do',
  ],
  'discipline.warningsBeforeDirectorSanction': [
    'FSNP Art. 20: after one warning the TD cannot exclude; with discipline.warningsBeforeDirectorSanction flipped to 2',
  ],
};

const ONE = (value: string, where: string) =>
  `One value only (${value}) in the type and in every ruleset: nothing to flip to. The behaviour is ${where}; the parameter carries its citation.`;

/** Parameters that are shown but carry no behaviour in this group, with why. */
export const DESCRIPTIVE: Readonly<Record<string, string>> = {
  'ranking.disqualifiedPoints': ONE('none', 'awardPoints (aggregates/season/points.ts)'),
  'ranking.sharedPlaces': ONE(
    'share-points-of-covered-places',
    'the season points of shared places (DECISION-4)',
  ),
  'discipline.missedRound': ONE(
    'players-at-table-at-imposition-including-offender',
    'the hands a missed round is fixed at (discipline/discipline.ts), cited on the sanction',
  ),
  'discipline.whileServing': ONE(
    'forced-bets-posted-cards-killed',
    'the serving player’s posted forced bets and killed hand (isServingPenalty)',
  ),
};

/** This group's listed parameters that no test flips yet. It may only shrink (see ../parameter-flips.test.ts). */
export const NOT_YET_FLIPPED: readonly string[] = [];
