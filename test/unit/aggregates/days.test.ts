import { at, createCmd, lnseCreate, Scenario, T } from '../../support/tournament-fixtures';
import { clockAt, type TournamentCommand } from '../../../src/aggregates/tournament';
import { rankOf } from '../../../src/poker/cards';
import type { LevelSpec, TournamentEvent } from '../../../src/events/tournament-events';
import { flipParameter } from '../../support/flip-parameter';

const MIN = 60_000;
/** 40-minute levels (FSNP Art. 139.1(e)), breaks of 15 after every 4th, day 1 ends after level 10. */
const LEVELS: LevelSpec[] = Array.from({ length: 16 }, (_, i) => ({
  level: i + 1,
  smallBlind: 100 * (i + 1),
  bigBlind: 200 * (i + 1),
  ante: 0,
  durationMinutes: 40,
  ...((i + 1) % 4 === 0 ? { breakAfterMinutes: 15 } : {}),
  ...(i + 1 === 10 ? { endOfDay: true } : {}),
}));
const LEVEL_10_START = 9 * 40 + 2 * 15;
/** FSNP Art. 43: the 15,000 starting set. */
const SET_15000 = { '25': 4, '100': 9, '500': 6, '1000': 6, '5000': 1 };

const draw: TournamentCommand = { type: 'DrawEndOfDayHands', tournamentId: T };
const fz = () =>
  new Scenario(21).setup(
    createCmd({ tournamentType: 'FZ', startingStack: 15000, levels: LEVELS }),
    18,
  );
const everyone = (sc: Scenario) =>
  Object.keys(sc.state.entrants)
    .sort()
    .map((playerId) => ({ playerId, byDenomination: SET_15000 }));

function drawn(): { sc: Scenario; hands: number } {
  const sc = fz().at(LEVEL_10_START + 26);
  const events = sc.do(draw);
  const e = events.find((x) => x.type === 'EndOfDayHandCountDrawn') as Extract<
    TournamentEvent,
    { type: 'EndOfDayHandCountDrawn' }
  >;
  return { sc, hands: e.data.hands };
}
function bagged(): Scenario {
  const { sc, hands } = drawn();
  for (let i = 0; i < hands; i++) for (const t of ['T1', 'T2']) sc.playHand(t);
  sc.at(LEVEL_10_START + 40).do({ type: 'BagChips', tournamentId: T, bags: everyone(sc) });
  return sc;
}

describe('multi-day play', () => {
  it('FSNP Art. 124: the end-of-day draw is refused before the last level of the day', () => {
    const sc = fz().at(LEVEL_10_START - 5);
    expect(sc.try(draw)).toMatchObject({
      ok: false,
      rejection: { code: 'NOT_LAST_LEVEL_OF_DAY', ruleRef: 'FSNP Art. 124' },
    });
  });

  it('FSNP Art. 124: the draw is refused with more than 15 minutes left in the level', () => {
    const sc = fz().at(LEVEL_10_START + 24);
    expect(sc.try(draw)).toMatchObject({
      ok: false,
      rejection: { code: 'TOO_EARLY_FOR_END_OF_DAY' },
    });
  });

  it('FSNP Art. 124: with 15 minutes left the clock stops and a card between 3 and 7 sets the hands left', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const sc = new Scenario(seed)
        .setup(createCmd({ tournamentType: 'FZ', startingStack: 15000, levels: LEVELS }), 18)
        .at(LEVEL_10_START + 25);
      const events = sc.do(draw);
      const e = events.at(-1) as Extract<TournamentEvent, { type: 'EndOfDayHandCountDrawn' }>;
      expect(events.at(-2)).toMatchObject({ type: 'ClockPaused' });
      expect(e.data.hands).toBe(rankOf(e.data.card) + 2);
      expect(e.data.hands).toBeGreaterThanOrEqual(3);
      expect(e.data.hands).toBeLessThanOrEqual(7);
    }
  });

  it('FSNP Art. 124(a): bagging before every table has played the hands drawn is refused', () => {
    const { sc, hands } = drawn();
    for (let i = 0; i < hands; i++) sc.playHand('T1');
    expect(sc.try({ type: 'BagChips', tournamentId: T, bags: everyone(sc) })).toMatchObject({
      ok: false,
      rejection: { code: 'END_OF_DAY_HANDS_NOT_PLAYED', ruleRef: 'FSNP Art. 124(a)' },
    });
  });

  it('FSNP Art. 124(a): a table that has played the hands drawn deals no more that day', () => {
    const { sc, hands } = drawn();
    for (let i = 0; i < hands; i++) sc.playHand('T1');
    expect(sc.try({ type: 'StartHand', tournamentId: T, tableId: 'T1' })).toMatchObject({
      ok: false,
      rejection: { code: 'END_OF_DAY_HANDS_PLAYED', ruleRef: 'FSNP Art. 124(a)' },
    });
    expect(sc.try({ type: 'StartHand', tournamentId: T, tableId: 'T2' }).ok).toBe(true);
  });

  it('FSNP Art. 129: a bag whose chips do not add up to the player’s stack is refused', () => {
    const { sc, hands } = drawn();
    for (let i = 0; i < hands; i++) for (const t of ['T1', 'T2']) sc.playHand(t);
    const bags = everyone(sc);
    bags[0] = { ...bags[0], byDenomination: { ...SET_15000, '25': 3 } };
    expect(sc.try({ type: 'BagChips', tournamentId: T, bags })).toMatchObject({
      ok: false,
      rejection: { code: 'BAG_COUNT_MISMATCH', ruleRef: 'FSNP Art. 129; DECISION-15' },
    });
    expect(sc.try({ type: 'BagChips', tournamentId: T, bags: bags.slice(1) })).toMatchObject({
      ok: false,
      rejection: { code: 'BAGS_INCOMPLETE' },
    });
  });

  it('FSNP Art. 129; DECISION-15: bags per denomination close the day with the interrupted level’s time left', () => {
    const sc = bagged();
    const closed = sc.events.at(-1)!;
    expect(closed).toMatchObject({
      type: 'TournamentDayClosed',
      data: { day: 1, level: 10, levelTimeLeftMs: 14 * MIN },
    });
    expect(sc.events.at(-2)).toMatchObject({
      type: 'ChipsBagged',
      data: {
        day: 1,
        bags: expect.arrayContaining([
          { playerId: 'p01', byDenomination: SET_15000, total: 15000 },
        ]),
      },
    });
  });

  it('FSNP Art. 130: while the day is closed the clock cannot simply be restarted', () => {
    const sc = bagged();
    expect(sc.try({ type: 'ResumeClock', tournamentId: T })).toMatchObject({
      ok: false,
      rejection: { code: 'DAY_CLOSED' },
    });
  });

  it('DECISION-15; LNSE I.15: day 2 is refused when a bag opened does not match what was bagged', () => {
    const sc = bagged().at(24 * 60);
    const counts = everyone(sc);
    counts[3] = { ...counts[3], byDenomination: { ...SET_15000, '100': 8, '25': 8 } };
    expect(sc.try({ type: 'ResumeDay', tournamentId: T, counts })).toMatchObject({
      ok: false,
      rejection: { code: 'BAG_COUNT_MISMATCH', ruleRef: expect.stringContaining('DECISION-15') },
    });
  });

  it('FSNP Art. 129; DECISION-15 (multiDay.bagPerDenomination flipped to false): the same bag, right in total, opens day 2', () => {
    const sc = bagged().at(24 * 60);
    const counts = everyone(sc);
    counts[3] = { ...counts[3], byDenomination: { ...SET_15000, '100': 8, '25': 8 } };
    expect(sc.try({ type: 'ResumeDay', tournamentId: T, counts })).toMatchObject({
      rejection: { ruleRef: 'FSNP Art. 129; DECISION-15' },
    });
    const events = flipParameter('fsnp', 'multiDay.bagPerDenomination', false, () =>
      sc.do({ type: 'ResumeDay', tournamentId: T, counts }),
    );
    expect(events[0]).toMatchObject({ type: 'TournamentDayResumed', data: { day: 2 } });
  });

  it('FSNP Art. 129 (multiDay.missingChipReceipt): p04 without his receipt needs the director’s ruling; flipped to penalty-keeps-place a penalty is due and he keeps his place', () => {
    const resume = (sc: Scenario, ruling?: string) =>
      sc.try({
        type: 'ResumeDay',
        tournamentId: T,
        counts: everyone(sc),
        missingReceipts: [{ playerId: 'p04', ...(ruling ? { ruling } : {}) }],
      });
    expect(resume(bagged().at(24 * 60))).toMatchObject({
      rejection: { code: 'RULING_REQUIRED', ruleRef: 'FSNP Art. 129' },
    });
    const ruled = resume(bagged().at(24 * 60), 'Bag checked against the dealer’s copy: 15,000');
    expect(ruled.ok && ruled.events.find((e) => e.type === 'ChipReceiptMissing')).toMatchObject({
      data: {
        playerId: 'p04',
        day: 2,
        penaltyDue: false,
        ruling: expect.stringContaining('15,000'),
      },
    });
    const sc = bagged().at(24 * 60);
    const flipped = flipParameter(
      'fsnp',
      'multiDay.missingChipReceipt',
      'penalty-keeps-place',
      () => resume(sc),
    );
    expect(flipped.ok && flipped.events.find((e) => e.type === 'ChipReceiptMissing')).toMatchObject(
      {
        ruleRef: 'FSNP Art. 129',
        data: { playerId: 'p04', penaltyDue: true, ruling: null },
      },
    );
    // Never eliminated: he is dealt a seat in the day-2 draw with the rest.
    const draw = flipped.ok && flipped.events.find((e) => e.type === 'SeatDrawConducted');
    expect(JSON.stringify(draw)).toContain('"p04"');
  });

  it('FSNP Art. 130; LNSE I.88; DECISION-15: day 2 redraws seats, draws the button and resumes level 10 with 14 minutes', () => {
    const sc = bagged().at(24 * 60);
    const events = sc.do({ type: 'ResumeDay', tournamentId: T, counts: everyone(sc) });
    expect(events.map((e) => e.type)).toEqual([
      'TournamentDayResumed',
      'SeatDrawConducted',
      'ButtonDrawConducted',
      'ClockResumed',
    ]);
    expect(events[1]).toMatchObject({ data: { reason: 'day-start' } });
    expect(sc.state.day).toBe(2);
    expect(clockAt(sc.state, at(24 * 60 + 4))).toMatchObject({
      level: 10,
      timeLeftMs: 10 * MIN,
      paused: false,
    });
    const seated = Object.values(sc.state.tables)
      .filter((t) => t.open)
      .flatMap((t) => Object.values(t.seats));
    expect(seated.sort()).toEqual(Object.keys(sc.state.entrants).sort());
  });

  it('LNSE I.12, I.16: the lottery has no end-of-day card; bagging ends the day and stops the clock', () => {
    const sc = new Scenario(3)
      .setup(lnseCreate({ levels: LEVELS, startingStack: 15000 }), 18)
      .at(LEVEL_10_START + 30);
    expect(sc.try(draw)).toMatchObject({ ok: false, rejection: { code: 'NO_END_OF_DAY_DRAW' } });
    const events = sc.do({ type: 'BagChips', tournamentId: T, bags: everyone(sc) });
    expect(events.map((e) => e.type).slice(-3)).toEqual([
      'ClockPaused',
      'ChipsBagged',
      'TournamentDayClosed',
    ]);
    expect(clockAt(sc.state, at(LEVEL_10_START + 600))).toMatchObject({
      level: 10,
      timeLeftMs: 10 * MIN,
      paused: true,
    });
  });

  it('LNSE 123/13 I.12, I.16, I.88, IV.7.3.2; DECISION-15: under LNSE bagging and day 2 cite LNSE, never FSNP', () => {
    const sc = new Scenario(3)
      .setup(lnseCreate({ levels: LEVELS, startingStack: 15000 }), 18)
      .at(LEVEL_10_START + 30);
    const closed = sc.do({ type: 'BagChips', tournamentId: T, bags: everyone(sc) });
    const refs = (events: readonly { type: string; ruleRef?: string }[]) =>
      Object.fromEntries(events.map((e) => [e.type, e.ruleRef]));
    expect(refs(closed)).toMatchObject({
      ChipsBagged: 'LNSE 123/13 IV.7.3.2; DECISION-15',
      TournamentDayClosed: 'LNSE 123/13 I.12, I.16; DECISION-15',
    });
    expect(sc.try({ type: 'BagChips', tournamentId: T, bags: everyone(sc) })).toMatchObject({
      rejection: { code: 'DAY_CLOSED', ruleRef: 'LNSE 123/13 IV.7.3.2; DECISION-15' },
    });
    const resumed = sc.at(24 * 60).do({ type: 'ResumeDay', tournamentId: T, counts: everyone(sc) });
    expect(refs(resumed)).toMatchObject({
      TournamentDayResumed: 'LNSE 123/13 I.16; DECISION-15',
      SeatDrawConducted: 'LNSE 123/13 I.88',
      ClockResumed: 'LNSE 123/13 I.16; DECISION-15',
    });
    const foreign = [...closed, ...resumed].filter((e) => /FSNP|FSPR|Club/.test(e.ruleRef ?? ''));
    expect(foreign.map((e) => `${e.type}: ${e.ruleRef}`)).toEqual([]);
  });

  describe('issue 19: the end-of-day commands are refused for the right reason, not because the tournament is running', () => {
    it('FSNP Art. 130: day 2 cannot be resumed while day 1 is still in play', () => {
      const sc = fz().at(LEVEL_10_START + 26);
      expect(sc.try({ type: 'ResumeDay', tournamentId: T, counts: everyone(sc) })).toMatchObject({
        ok: false,
        rejection: { code: 'DAY_NOT_CLOSED', ruleRef: 'FSNP Art. 130; DECISION-15' },
      });
    });

    it('FSNP Art. 124: bagging before the hands left are drawn is refused naming the draw', () => {
      const sc = fz().at(LEVEL_10_START + 26);
      expect(sc.try({ type: 'BagChips', tournamentId: T, bags: everyone(sc) })).toMatchObject({
        ok: false,
        rejection: { code: 'END_OF_DAY_NOT_DRAWN', ruleRef: 'FSNP Art. 124' },
      });
    });

    it('FSNP Art. 129: the chips are not bagged while a hand is being played', () => {
      const { sc, hands } = drawn();
      for (let i = 0; i < hands; i++) sc.playHand('T1');
      for (let i = 0; i < hands - 1; i++) sc.playHand('T2');
      sc.do({ type: 'StartHand', tournamentId: T, tableId: 'T2' });
      expect(sc.try({ type: 'BagChips', tournamentId: T, bags: everyone(sc) })).toMatchObject({
        ok: false,
        rejection: { code: 'HAND_IN_PROGRESS', ruleRef: 'FSNP Art. 129; DECISION-15' },
      });
    });

    it('FSNP Art. 124: the draw is refused once made, and before the start with the start named', () => {
      const { sc } = drawn();
      expect(sc.try(draw)).toMatchObject({
        ok: false,
        rejection: { code: 'ALREADY_DRAWN', ruleRef: 'FSNP Art. 124' },
      });
      const before = new Scenario(21).setup(
        createCmd({ tournamentType: 'FZ', startingStack: 15000, levels: LEVELS }),
        18,
        false,
      );
      expect(before.try(draw)).toMatchObject({
        ok: false,
        rejection: { code: 'TOURNAMENT_NOT_RUNNING' },
      });
    });
  });
});

/** Issue 18: the end-of-day draw's parameters flipped, the same clock gives another ruling. */
describe('multiDay.endOfDayDrawAtMinutesLeft and multiDay.endOfDayHands flipped', () => {
  it('FSNP Art. 124: 16 minutes left is too early; with multiDay.endOfDayDrawAtMinutesLeft flipped to 20 the draw is made', () => {
    const sc = fz().at(LEVEL_10_START + 24);
    expect(sc.try(draw)).toMatchObject({
      ok: false,
      rejection: { code: 'TOO_EARLY_FOR_END_OF_DAY', ruleRef: 'FSNP Art. 124' },
    });
    const d = flipParameter('fsnp', 'multiDay.endOfDayDrawAtMinutesLeft', 20, () => sc.try(draw));
    expect(d.ok && d.events.map((e) => e.type)).toContain('EndOfDayHandCountDrawn');
  });

  it('FSNP Art. 124: a card between 3 and 7 sets the hands left; with multiDay.endOfDayHands flipped to 8-9 every draw gives 8 or 9', () => {
    const hands = (flip: boolean) =>
      Array.from({ length: 12 }, (_, i) => {
        const sc = new Scenario(i + 1)
          .setup(createCmd({ tournamentType: 'FZ', startingStack: 15000, levels: LEVELS }), 18)
          .at(LEVEL_10_START + 25);
        const run = () => sc.do(draw);
        const events = flip
          ? flipParameter('fsnp', 'multiDay.endOfDayHands', { min: 8, max: 9 }, run)
          : run();
        const e = events.at(-1) as Extract<TournamentEvent, { type: 'EndOfDayHandCountDrawn' }>;
        return e.data.hands;
      });
    expect(hands(false).every((n) => n >= 3 && n <= 7)).toBe(true);
    expect(hands(true).every((n) => n === 8 || n === 9)).toBe(true);
  });
});

describe('multiDay.redrawOnResume flipped (issue 18)', () => {
  it('FSNP Art. 130: day 2 starts with a redraw; with multiDay.redrawOnResume flipped to false every player resumes at the seat he bagged at', () => {
    const sc = bagged().at(24 * 60);
    const seats = Object.fromEntries(
      Object.values(sc.state.entrants).map((e) => [e.playerId, [e.tableId, e.seat]]),
    );
    const resume = { type: 'ResumeDay', tournamentId: T, counts: everyone(sc) } as const;
    const events = flipParameter('fsnp', 'multiDay.redrawOnResume', false, () => sc.do(resume));
    expect(events.map((e) => e.type)).toEqual(['TournamentDayResumed', 'ClockResumed']);
    expect(
      Object.fromEntries(
        Object.values(sc.state.entrants).map((e) => [e.playerId, [e.tableId, e.seat]]),
      ),
    ).toEqual(seats);
    expect(sc.state.day).toBe(2);
  });
});
