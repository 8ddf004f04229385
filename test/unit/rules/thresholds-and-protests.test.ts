import {
  atLeast,
  checkProtestFiling,
  getRuleset,
  isBelow,
  isDecisionLate,
  protestDecisionDueBy,
  raceChipsAtStake,
} from '../../../src/rules';

describe('ruleset thresholds in exact integers', () => {
  const reEntry = getRuleset('fsnp').reEntry.threshold.value;

  it('FSNP Art. 32; DECISION-7: re-entry refused at exactly half the starting stack (3,000 of 6,000)', () => {
    expect(isBelow(3_000, 6_000, reEntry)).toBe(false);
  });

  it('FSNP Art. 32; DECISION-7: re-entry allowed at 2,999 of 6,000', () => {
    expect(isBelow(2_999, 6_000, reEntry)).toBe(true);
  });

  it('FSNP Art. 139.3(e): top-up allowed at 1,249 of 2,500, refused at 1,250', () => {
    const topUp = getRuleset('fsnp').topUp.threshold.value;
    expect([isBelow(1_249, 2_500, topUp), isBelow(1_250, 2_500, topUp)]).toEqual([true, false]);
  });

  it('a non-strict threshold includes the boundary', () => {
    expect(isBelow(3_000, 6_000, { ratio: { num: 1, den: 2 }, strict: false })).toBe(true);
  });

  it('FSNP Art. 87; DECISION-6: facing 1,000, putting in 1,600 (600 of a 1,000 raise) is completed, 1,300 is a call', () => {
    const half = getRuleset('fsnp').game.underRaise.completeAtLeast.value;
    expect(atLeast(600, 1_000, half)).toBe(true);
    expect(atLeast(300, 1_000, half)).toBe(false);
    expect(atLeast(500, 1_000, half)).toBe(true);
  });
});

describe('chips at stake in a chip race', () => {
  it('DECISION-8: 75 in odd 25s for a 100 chip rounds half up to 1 chip', () => {
    expect(raceChipsAtStake(75, 100, getRuleset('fsnp').chipRace.raceChips.value)).toBe(1);
  });

  it('DECISION-8: exactly half (50 for a 100 chip) rounds up; 25 races nothing', () => {
    expect([raceChipsAtStake(50, 100, 'half-up'), raceChipsAtStake(25, 100, 'half-up')]).toEqual([
      1, 0,
    ]);
  });

  it('Club Rule 24C: the club rounds 175 down to 1 chip of 100', () => {
    expect(raceChipsAtStake(175, 100, getRuleset('club-tda').chipRace.raceChips.value)).toBe(1);
    expect(raceChipsAtStake(175, 100, 'half-up')).toBe(2);
  });
});

describe('protest timing (FSPR 7.3.2, 7.3.4; DECISION-14)', () => {
  const fspr = getRuleset('fspr');

  it('FSPR 7.3.4: received 2026-03-20, the decision is due by 2026-04-19', () => {
    expect(protestDecisionDueBy(fspr, '2026-03-20')).toBe('2026-04-19');
  });

  it('DECISION-14: a decision on the due date is on time; the day after is accepted and flagged late', () => {
    expect(isDecisionLate(fspr, '2026-03-20', '2026-04-19')).toBe(false);
    expect(isDecisionLate(fspr, '2026-03-20', '2026-04-20')).toBe(true);
  });

  it('FSPR 7.3.2: a protest lodged before the competition ends is accepted', () => {
    expect(checkProtestFiling(fspr, '2026-03-20T18:59:59Z', '2026-03-20T19:00:00Z')).toBeNull();
    expect(checkProtestFiling(fspr, '2026-03-20T18:00:00Z', null)).toBeNull();
  });

  it('FSPR 7.3.2: a protest lodged at the moment the competition ends is refused', () => {
    expect(checkProtestFiling(fspr, '2026-03-20T19:00:00Z', '2026-03-20T19:00:00Z')).toMatchObject({
      code: 'PROTEST_TOO_LATE',
      ruleRef: 'FSPR 7.3.2',
    });
  });

  it('LNSE 123/13 III.3: there is no federation protest under LNSE', () => {
    expect(checkProtestFiling(getRuleset('lnse'), '2026-03-20T18:00:00Z', null)?.code).toBe(
      'PROTEST_NOT_AVAILABLE',
    );
    expect(protestDecisionDueBy(getRuleset('lnse'), '2026-03-20')).toBeNull();
  });

  it('an impossible date is refused', () => {
    expect(() => protestDecisionDueBy(fspr, '2026-02-30')).toThrow(RangeError);
  });
});
