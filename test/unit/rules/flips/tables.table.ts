/** Flip tests of the tables group (see ../parameter-flips.test.ts): parameter path → test titles. */
export const FLIPS: Readonly<Record<string, readonly string[]>> = {
  'tables.finalTableSeatDraw': [
    'tables.finalTableSeatDraw flipped to system-rng, the final table is drawn without cards',
  ],
  'deal.decks': [
    'FSPR 6.4.9: deal.decks flipped (FSPR): the same marked-card demand from a player is refused, where FSNP admits it',
    "Club Rule 26: deal.decks flipped (club): the house's discretion is recorded, requestedBy HOUSE, citing Rule 26",
  ],
  'seating.playersPerTable': [
    'FSNP Art. 33, 133: 12 players cannot start 7 to 10 a table; with seating.playersPerTable flipped to 2-10',
  ],
  'seating.specialNeedsException': [
    'FSNP Art. 33(b): a special-needs seat is granted; with seating.specialNeedsException flipped to false it is refused',
  ],
  'seating.buttonDraw': [
    'FSNP Art. 46(a): the button goes by the first ace else highest rank; with seating.buttonDraw flipped to rank-then-suit',
  ],
  'seating.suitOrder': [
    'LNSE 123/13 II.21, II.33: spades outrank hearts (As beats Ah); with seating.suitOrder flipped to clubs first',
  ],
  'tables.balanceWhenShortBy': [
    'FSNP Art. 80: two short of the fullest plays on; with tables.balanceWhenShortBy flipped to 2 the table stops',
  ],
  'tables.balanceReference': [
    'FSNP Art. 80 (tables.balanceReference): at 8, 8 and 6 the table 3 short of the 9 it started with stops; flipped to fullest-table',
  ],
  'tables.haltNonFinalTableAtPlayers': [
    'LNSE 123/13 I.96: a non-final table of 3 halts; with tables.haltNonFinalTableAtPlayers flipped to null it plays on',
  ],
  'tables.finalTableSize': [
    'FSNP Art. 79(b), 133: 9 left at 9-seat tables form the final table; with tables.finalTableSize flipped to 8 they do not',
  ],
  'tables.redrawAt': [
    'FSNP Art. 130: no redraw at three tables; with tables.redrawAt flipped to include three-tables',
  ],
  'tables.allInFreeze': [
    'FSNP Art. 126-127: with tables.allInFreeze flipped to null the announced all-in freezes nothing',
  ],
  'tables.handForHandEnds': [
    'with tables.handForHandEnds flipped to director, the round that reaches the money does not end hand-for-hand',
  ],
  'seating.startTablesDifferByAtMost': [
    'FSNP Art. 5, 133: eight accommodations at T1 would start 14 players 8 and 6, refused; with seating.startTablesDifferByAtMost flipped to 2',
  ],
};

const ONE = (value: string, where: string) =>
  `One value only (${value}) in the type and in every ruleset: nothing to flip to. The behaviour is ${where}; the parameter carries its citation.`;

/** Parameters that are shown but carry no behaviour in this group, with why. */
export const DESCRIPTIVE: Readonly<Record<string, string>> = {
  'tables.placeByElimination': ONE(
    'players-left-plus-one',
    'the elimination place (standings/standings.ts), cited on PlayerEliminated',
  ),
  'tables.movedPlayer': ONE(
    'next-big-blind-to-worst-position',
    'MovePlayer’s big-blind and seat checks (tables/tables.ts), cited on their refusals',
  ),
  'tables.breakOrder': ONE(
    'announced-in-advance',
    'BreakTable refused before PublishTableBreakOrder (tables/tables.ts)',
  ),
  'tables.handForHand': ONE('near-the-money', 'StartHandForHand, called by the director'),
  'tables.handForHandRounds': ONE(
    'every-table-finishes-each-round',
    'the round wait of hands/hand-for-hand.ts',
  ),
  'tables.sameHandDifferentTables': ONE(
    'share-places',
    'the shared places of standings/standings.ts',
  ),
  'tables.sameHandSameTable': ONE(
    'bigger-start-stack-better-place',
    'the start-stack order of standings/standings.ts',
  ),
  'tables.equalStartStacks': ONE('share-places', 'the shared places of standings/standings.ts'),
  'tables.sharedPlaceNumber': ONE('better', 'the shared place number of standings/standings.ts'),
};

/** This group's listed parameters that no test flips yet. It may only shrink (see ../parameter-flips.test.ts). */
export const NOT_YET_FLIPPED: readonly string[] = [];
