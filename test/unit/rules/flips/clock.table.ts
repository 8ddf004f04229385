/** Flip tests of the clock group (see ../parameter-flips.test.ts): parameter path → test titles. */
export const FLIPS: Readonly<Record<string, readonly string[]>> = {
  venueTimeZone: [
    'LNSE 123/13 Res. Art. 2, I.27(a): in Buenos Aires the first day is 5 December, so he is 17 and refused; with venueTimeZone flipped',
  ],
  'clock.minBreakMinutes': [
    'FSNP Art. 136: a 5-minute break is refused; with clock.minBreakMinutes flipped to 5 it is published',
  ],
  'clock.maxPlayMinutesWithoutBreak': [
    'FSNP Art. 136: 4 hours 30 without a break is refused; with clock.maxPlayMinutesWithoutBreak flipped to 300 it is published',
  ],
  'clock.maxPlayMinutesPerDay': [
    'FSNP Art. 136: 8 hours 30 of play in one day is refused; with clock.maxPlayMinutesPerDay flipped to null it is published',
  ],
  'clock.pauseBy': [
    'FSNP Art. 62: only the director stops the clock; a floor person is refused',
    'FSNP Art. 62 vs LNSE 123/13 III.5 (clock.pauseBy flipped to director and floor): the floor stops and restarts the clock',
  ],
  'clock.structureChangeBy': [
    'FSNP Art. 63: only the director changes the structure; with clock.structureChangeBy flipped to director and floor',
  ],
  'chipRace.maxChipsPerPlayer': [
    'FSNP Art. 40 (note 2); DECISION-8: one chip per player, so the two chips go to two players; flipped to 2',
  ],
  'chipRace.suitOrder': [
    'DECISION-8; LNSE 123/13 II.21: of two cards of the top rank the spade-side suit wins; flipped to clubs first',
  ],
  'chipRace.protectionChipIsExtra': [
    'FSNP Art. 40(b) (note 4); DECISION-8: the protection chip is extra, the race still pays its chip; flipped to false',
  ],
  'chipRace.onlyBetweenLevels': [
    'FSNP Art. 40: a colour-up during a level is refused; with chipRace.onlyBetweenLevels flipped to false',
  ],
  'multiDay.endOfDayDrawAtMinutesLeft': [
    'FSNP Art. 124: 16 minutes left is too early; with multiDay.endOfDayDrawAtMinutesLeft flipped to 20 the draw is made',
  ],
  'multiDay.endOfDayHands': [
    'FSNP Art. 124: a card between 3 and 7 sets the hands left; with multiDay.endOfDayHands flipped to 8-9',
  ],
  'clock.atLeastOneOrbitPerLevel': [
    'FSNP Art. 65 (clock.atLeastOneOrbitPerLevel): level 1 ends on time after two hands at T1, and the short orbit is recorded',
  ],
  'multiDay.bagPerDenomination': [
    'FSNP Art. 129; DECISION-15 (multiDay.bagPerDenomination flipped to false): the same bag, right in total, opens day 2',
  ],
  'multiDay.missingChipReceipt': [
    'FSNP Art. 129 (multiDay.missingChipReceipt): p04 without his receipt needs the director’s ruling; flipped to penalty-keeps-place',
  ],
  'multiDay.redrawOnResume': [
    'FSNP Art. 130; LNSE I.88; DECISION-15: day 2 redraws seats, draws the button and resumes level 10 with 14 minutes',
    'FSNP Art. 130: day 2 starts with a redraw; with multiDay.redrawOnResume flipped to false every player resumes at the seat he bagged at',
  ],
};

const ONE = (value: string, where: string) =>
  `One value only (${value}) in the type and in every ruleset: nothing to flip to. The behaviour is ${where}; the parameter carries its citation.`;

/** Parameters that are shown but carry no behaviour in this group, with why. */
export const DESCRIPTIVE: Readonly<Record<string, string>> = {
  'clock.levelStructure': ONE(
    'numbered-rising-blinds',
    'levelShapeProblems (rules/level-structures.ts), which cites it on its refusals',
  ),
  'clock.newLevelFrom': ONE('next-hand', 'levelForNewHand (clock/time.ts): a hand keeps its level'),
  'chipRace.dealFrom': ONE('seat-1-clockwise', 'raceAt’s deal (chips/chips.ts)'),
  'chipRace.protectionChip': ONE(
    'smallest-denomination-in-play',
    'raceAt’s protection chip (chips/chips.ts), the smallest denomination left',
  ),
  'chipRace.protectionWhen': ONE(
    'left-with-no-chips',
    'raceAt’s protected seats (chips/chips.ts): a stack the race would empty',
  ),
  'multiDay.resume': ONE(
    'interrupted-level-remaining-time',
    'ResumeDay (days/days.ts): the interrupted level’s time left',
  ),
};

/** This group's listed parameters that no test flips yet. It may only shrink (see ../parameter-flips.test.ts). */
export const NOT_YET_FLIPPED: readonly string[] = [];
