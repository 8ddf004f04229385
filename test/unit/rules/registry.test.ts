import {
  RULESETS,
  RULESET_IDS,
  TOURNAMENT_TYPES,
  describeRuleset,
  describeTournamentType,
  flattenCited,
  getRuleset,
  isRulesetId,
  type RulesetId,
} from '../../../src/rules';

describe('ruleset registry', () => {
  it.each(['fsnp', 'lnse', 'club-tda', 'fspr'])('every ruleset id resolves: %s', (id) => {
    const ruleset = getRuleset(id);
    expect(ruleset?.id).toBe(id);
    expect(isRulesetId(id)).toBe(true);
  });

  it('an unknown ruleset id resolves to nothing', () => {
    expect(getRuleset('wsop')).toBeUndefined();
    expect(describeRuleset('wsop')).toBeUndefined();
    expect(isRulesetId('toString')).toBe(false);
  });

  it.each(RULESET_IDS)('%s: every parameter has a non-empty citation and JSON value', (id) => {
    const rows = describeRuleset(id) ?? [];
    expect(rows.length).toBeGreaterThan(80);
    for (const row of rows) {
      expect(row.cite.trim()).not.toBe('');
      expect(() => JSON.parse(row.value)).not.toThrow();
    }
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });

  it('a parameter without a citation is refused by the describer', () => {
    expect(() =>
      flattenCited({ id: 'x', seats: { value: 9, cite: 'FSNP Art. 133' }, bare: 3 }),
    ).toThrow('"bare" has no citation');
  });

  it.each(RULESET_IDS)('%s: all four rulesets have the same parameter keys', (id) => {
    const keys = (describeRuleset(id) ?? []).map((r) => r.key).sort();
    expect(keys).toEqual((describeRuleset('fsnp') ?? []).map((r) => r.key).sort());
  });

  it.each(RULESET_IDS)('%s: its tournament types are defined', (id) => {
    for (const code of RULESETS[id as RulesetId].tournamentTypes.value) {
      expect(TOURNAMENT_TYPES[code].code).toBe(code);
      expect(describeTournamentType(code).every((r) => r.cite.length > 0)).toBe(true);
    }
  });
});

describe('FSNP parameters by article', () => {
  const fsnp = getRuleset('fsnp');

  it('FSNP Art. 32; DECISION-7: re-entry needs strictly less than half the starting stack', () => {
    expect(fsnp.reEntry.threshold.value).toEqual({ ratio: { num: 1, den: 2 }, strict: true });
    expect(fsnp.reEntry.threshold.cite).toBe('FSNP Art. 32; DECISION-7');
    expect(fsnp.reEntry.onlyBetweenHands.value).toBe(true);
  });

  it('FSNP Art. 33, 133: 7 to 10 players per table', () => {
    expect(fsnp.seating.playersPerTable.value).toEqual({ min: 7, max: 10 });
  });

  it('FSNP Art. 135: late registration and empty-seat stacks end with level 8', () => {
    expect(fsnp.registration.lateRegistrationEndsAfterLevel.value).toBe(8);
    expect(fsnp.registration.emptySeatStacksRemovedAfterLevel.value).toBe(8);
  });

  it('FSNP Art. 139.3(d): add-on at the break after level 8, twice the starting stack, once', () => {
    expect(fsnp.addOn.atBreakAfterLevel.value).toBe(8);
    expect(fsnp.addOn.startingStackMultiple.value).toBe(2);
    expect(fsnp.addOn.maxPerPlayer.value).toBe(1);
  });

  it('FSNP Art. 80: balance when a table is 3 or more short of its starting count', () => {
    expect(fsnp.tables.balanceWhenShortBy.value).toBe(3);
    expect(fsnp.tables.balanceReference.value).toBe('starting-count');
  });

  it('FSNP Art. 136: a 10-minute break within every 4 hours, at most 8 hours a day', () => {
    expect(fsnp.clock.minBreakMinutes.value).toBe(10);
    expect(fsnp.clock.maxPlayMinutesWithoutBreak.value).toBe(240);
    expect(fsnp.clock.maxPlayMinutesPerDay.value).toBe(480);
  });

  it('FSNP Art. 124: the end-of-day card draw sets 3 to 7 more hands, 15 minutes before the end', () => {
    expect(fsnp.multiDay.endOfDayHands.value).toEqual({ min: 3, max: 7 });
    expect(fsnp.multiDay.endOfDayDrawAtMinutesLeft.value).toBe(15);
    expect(fsnp.multiDay.resume.cite).toContain('DECISION-15');
  });

  it('DECISION-8: chip race rounds half up, one chip per player, spades-hearts-diamonds-clubs', () => {
    expect(fsnp.chipRace.raceChips.value).toBe('half-up');
    expect(fsnp.chipRace.maxChipsPerPlayer.value).toBe(1);
    expect(fsnp.chipRace.suitOrder.value).toEqual(['s', 'h', 'd', 'c']);
  });

  it('DECISION-5, 6, 9: odd chip, under-raise and heads-up button are cited', () => {
    expect(fsnp.game.oddChip.cite).toContain('DECISION-5');
    expect(fsnp.game.underRaise.completeAtLeast.value).toEqual({ num: 1, den: 2 });
    expect(fsnp.game.underRaise.completeAtLeast.cite).toContain('DECISION-6');
    expect(fsnp.game.underRaise.shortAllInReopens.value).toBe(false);
    expect(fsnp.game.headsUpButton.cite).toContain('DECISION-9');
  });

  it('DECISION-1: FSNP ranks with the tlb formula', () => {
    expect(fsnp.ranking.formula.value).toBe('tlb');
  });

  it('FSNP Art. 20; DECISION-13: the 3rd verbal warning opens a director sanction, counted per clause per competition', () => {
    expect(fsnp.discipline.warningsBeforeDirectorSanction.value).toBe(3);
    expect(fsnp.discipline.offenceCounting.value).toEqual({
      scope: 'competition',
      perClause: true,
      annulledCount: false,
    });
  });
});

describe('LNSE parameters by inciso', () => {
  const lnse = getRuleset('lnse');

  it('LNSE 123/13 I.62, IV.6(b); DECISION-2: at least 70 % of each item to prizes, at most 30 % to the operator', () => {
    expect(lnse.fees.minPrizeFundShareBp.value).toBe(7000);
    expect(lnse.fees.maxOperatorShareBp.value).toBe(3000);
    expect(lnse.fees.transactionCodes.value).toMatchObject({
      'buy-in': 'IN',
      rebuy: 'RB',
      'add-on': 'AD',
    });
  });

  it('LNSE 123/13 I.74: no deals', () => {
    expect(lnse.prizePool.dealsAllowed.value).toBe(false);
    expect(lnse.prizePool.dealsAllowed.cite).toBe('LNSE 123/13 I.74');
  });

  it('LNSE 123/13 I.98, I.96, II.16: final table at 9, a non-final table of 3 stops, at most 10 a table', () => {
    expect(lnse.tables.finalTableSize.value).toBe(9);
    expect(lnse.tables.haltNonFinalTableAtPlayers.value).toBe(3);
    expect(lnse.seating.playersPerTable.value.max).toBe(10);
  });

  it('LNSE 123/13 I.27, III.2 ¶7, II.41: age 18, director penalties final, disqualified prize to active players', () => {
    expect(lnse.registration.minimumAge.value).toBe(18);
    expect(lnse.discipline.directorPenaltiesFinal.value).toBe(true);
    expect(lnse.prizePool.disqualifiedPrize.value).toBe('shared-equally-among-active');
    expect(lnse.discipline.protest.value).toBeNull();
  });
});

describe('catalog assumptions and open points as parameters', () => {
  it('FSNP Art. 127: a shared place takes the better number', () => {
    expect(getRuleset('fsnp').tables.sharedPlaceNumber.value).toBe('better');
  });

  it('FSNP Art. 40(b) notes 4-5; DECISION-8: the protection chip goes to a player left with nothing and is extra', () => {
    expect(getRuleset('fsnp').chipRace.protectionWhen.value).toBe('left-with-no-chips');
    expect(getRuleset('fsnp').chipRace.protectionChipIsExtra.value).toBe(true);
  });

  it('FSNP Art. 139.2(a): a re-entry pays the Art. 30 fees again', () => {
    expect(getRuleset('fsnp').reEntry.paysFeesAgain.value).toBe(true);
  });

  it('FSNP Art. 145, 155: training needs two hours and pays pro rata to chips', () => {
    expect(getRuleset('fsnp').training.minimumStayMinutes.value).toBe(120);
    expect(getRuleset('fsnp').training.prizeDistribution.value).toBe('pro-rata-chips');
  });

  it('LNSE 123/13 open 9: the re-registration cap counts the first entry and re-entries count as registrants', () => {
    const lnse = getRuleset('lnse');
    expect([
      lnse.registration.capCountsFirstEntry.value,
      lnse.registration.reEntriesCountAsParticipantsForPayout.value,
    ]).toEqual([true, true]);
  });

  it('LNSE 123/13 I.14 (conflict 3): a missing chip receipt is penalised, never eliminating', () => {
    expect(getRuleset('lnse').multiDay.missingChipReceipt.value).toBe('penalty-keeps-place');
  });

  it('LNSE 123/13 open 14: an unclaimed prize stays an open liability', () => {
    expect(getRuleset('lnse').prizePool.unclaimedPrizes.value).toBe('open-liability');
  });

  it('FSPR OQ-15, 7.3 assumptions: the season of the decision; one protest per sanction, not suspensive', () => {
    const fspr = getRuleset('fspr');
    expect(fspr.discipline.seasonBanSeason.value).toBe('season-of-decision');
    expect(fspr.discipline.protest.value).toMatchObject({
      onePerSanction: true,
      suspensive: false,
      against: 'any-official-sanction-or-ruling',
    });
  });

  it('Club Rule 1: the TD decides finally; no appeal', () => {
    expect(getRuleset('club-tda').discipline.rulingAppeal.value).toBe('none');
  });
});

describe('club and FSPR rulesets', () => {
  it('Club Rule 24C: the club races chips rounding down, against the DECISION-8 default', () => {
    expect(getRuleset('club-tda').chipRace.raceChips.value).toBe('down');
    expect(getRuleset('club-tda').chipRace.raceChips.cite).toContain('Rule 24C');
  });

  it('Club Rule 72: big-blind ante', () => {
    expect(getRuleset('club-tda').game.anteFormat.value).toBe('big-blind-ante');
  });

  it('club-tda: a subject the house rules do not cover says it is the FSNP default', () => {
    const club = getRuleset('club-tda');
    expect(club.prizePool.payoutTable.value).toBe('fsnp-art-131');
    expect(club.prizePool.payoutTable.note).toContain('Club rules silent: FSNP default.');
  });

  it('FSPR 7.3.4; DECISION-14: protests through the chief judge until the competition ends, decided in 30 days', () => {
    const protest = getRuleset('fspr').discipline.protest.value;
    expect(protest).toMatchObject({
      through: 'director',
      deadline: 'before-competition-end',
      decidedBy: 'federation',
      decisionDays: 30,
    });
  });

  it('FSPR 7.2.3: only the federation imposes a season disqualification; dealers impose nothing', () => {
    const authority = getRuleset('fspr').discipline.authority.value;
    expect(authority['disqualification-season']).toEqual(['federation']);
    for (const roles of Object.values(authority)) expect(roles).not.toContain('dealer');
  });

  it('FSPR 7.1.7: one minute then a 10-second countdown, then the cards are folded', () => {
    expect(getRuleset('fspr').game.timeCall.value).toMatchObject({
      actSeconds: 60,
      countdownSeconds: 10,
      onExpiry: 'fold',
    });
  });

  it('FSPR: operations it is silent on come from FSNP and say so', () => {
    const fspr = getRuleset('fspr');
    expect(fspr.reEntry.threshold.value).toEqual(getRuleset('fsnp').reEntry.threshold.value);
    expect(fspr.reEntry.threshold.note).toContain('FSPR excerpt silent: FSNP default.');
    expect(fspr.basedOn.value).toBe('fsnp');
  });
});
