import { given } from '../../support/given';
import {
  at,
  createCmd,
  raCreate,
  Scenario,
  STRUCTURE_A,
  T,
} from '../../support/tournament-fixtures';
import { clockAt, levelForNewHand, rolesFor } from '../../../src/aggregates/tournament';

import { flipParameter } from '../../support/flip-parameter';

const MIN = 60_000;
const FLOOR_PERSON = { id: 'floor-1', role: 'floor' } as const;
const pause = { type: 'PauseClock', tournamentId: T, reason: 'dispute at table 2' } as const;
const resume = { type: 'ResumeClock', tournamentId: T } as const;

describe('the clock', () => {
  it('FSNP Art. 60: at the start the display shows level 1, its blinds, time left, next level and the break', () => {
    const s = new Scenario().setup(raCreate(), 25).state;
    expect(clockAt(s, at(5))).toMatchObject({
      status: 'running',
      level: 1,
      smallBlind: 25,
      bigBlind: 50,
      ante: 0,
      timeLeftMs: 10 * MIN,
      nextLevel: { level: 2, bigBlind: 100 },
      timeToNextBreakMs: (8 * 15 - 5) * MIN,
      paused: false,
    });
  });

  it('FSNP Art. 66: after 8 levels of 15 minutes the break shows level 9 blinds and ante next', () => {
    const s = new Scenario().setup(raCreate(), 25).state;
    expect(clockAt(s, at(125))).toMatchObject({
      onBreak: true,
      breakAfterLevel: 8,
      level: 9,
      smallBlind: 500,
      bigBlind: 1000,
      ante: 100,
      timeLeftMs: 10 * MIN,
    });
    expect(clockAt(s, at(136))).toMatchObject({ onBreak: false, level: 9, timeLeftMs: 14 * MIN });
  });

  it('FSNP Art. 62: a paused clock keeps the time left; resuming continues from it', () => {
    const sc = new Scenario().setup(raCreate(), 25).at(10);
    sc.do(pause);
    expect(clockAt(sc.state, at(40))).toMatchObject({
      level: 1,
      timeLeftMs: 5 * MIN,
      paused: true,
      status: 'paused',
    });
    sc.at(40).do(resume);
    expect(clockAt(sc.state, at(43))).toMatchObject({
      level: 1,
      timeLeftMs: 2 * MIN,
      paused: false,
    });
    expect(clockAt(sc.state, at(46))).toMatchObject({ level: 2, timeLeftMs: 14 * MIN });
  });

  it('FSNP Art. 62: a pause records why', () => {
    const sc = new Scenario().setup(raCreate(), 25).at(10);
    expect(sc.try({ ...pause, reason: '' })).toMatchObject({
      ok: false,
      rejection: { ruleRef: 'FSNP Art. 62' },
    });
  });

  it('FSNP Art. 62: pausing a stopped clock or resuming a running one is refused', () => {
    const sc = new Scenario().setup(raCreate(), 25).at(10);
    expect(sc.try(resume)).toMatchObject({ ok: false, rejection: { code: 'CLOCK_RUNNING' } });
    sc.do(pause);
    expect(sc.try(pause)).toMatchObject({ ok: false, rejection: { code: 'CLOCK_ALREADY_PAUSED' } });
  });

  it('FSNP Art. 61: ticking records each level start at the instant it began', () => {
    const sc = new Scenario().setup(raCreate(), 25).at(47);
    const events = sc.do({ type: 'TickClock', tournamentId: T });
    expect(events).toEqual([
      { type: 'LevelStarted', data: { level: 2, at: at(15) }, ruleRef: 'FSNP Art. 61' },
      { type: 'LevelStarted', data: { level: 3, at: at(30) }, ruleRef: 'FSNP Art. 61' },
      { type: 'LevelStarted', data: { level: 4, at: at(45) }, ruleRef: 'FSNP Art. 61' },
    ]);
    expect(sc.try({ type: 'TickClock', tournamentId: T })).toMatchObject({
      ok: false,
      rejection: { code: 'NOTHING_TO_RECORD' },
    });
  });

  it('FSNP Art. 61: a pause first records the levels that began before it', () => {
    const sc = new Scenario().setup(raCreate(), 25).at(20);
    const events = sc.do(pause);
    expect(events.map((e) => e.type)).toEqual(['LevelStarted', 'ClockPaused']);
  });

  it('FSNP Art. 61: a hand started one second after the level changes uses the new level', () => {
    const s = new Scenario().setup(raCreate(), 25).state;
    expect(levelForNewHand(s, new Date(Date.parse(at(15)) - 1000).toISOString())).toBe(1);
    expect(levelForNewHand(s, new Date(Date.parse(at(15)) + 1000).toISOString())).toBe(2);
  });

  it('FSNP Art. 136: a published break shorter than 10 minutes is refused', () => {
    const levels = STRUCTURE_A.map((l) => (l.level === 8 ? { ...l, breakAfterMinutes: 5 } : l));
    given().when(createCmd({ levels })).rejects('BREAK_TOO_SHORT', 'FSNP Art. 136');
  });

  it('FSNP Art. 136: more than 4 hours of play without a break is refused', () => {
    const levels = Array.from({ length: 9 }, (_, i) => ({
      level: i + 1,
      smallBlind: 100 * (i + 1),
      bigBlind: 200 * (i + 1),
      ante: 0,
      durationMinutes: 30,
    }));
    given().when(createCmd({ levels })).rejects('NO_BREAK_IN_TIME', 'FSNP Art. 136');
    given()
      .when(createCmd({ levels: levels.slice(0, 8) }))
      .then({ type: 'TournamentCreated' });
  });

  it('FSNP Art. 136: more than 8 hours of play in a day is refused unless the day ends', () => {
    const levels = Array.from({ length: 17 }, (_, i) => ({
      level: i + 1,
      smallBlind: 100 * (i + 1),
      bigBlind: 200 * (i + 1),
      ante: 0,
      durationMinutes: 30,
      ...((i + 1) % 4 === 0 ? { breakAfterMinutes: 15 } : {}),
    }));
    given().when(createCmd({ levels })).rejects('DAY_TOO_LONG', 'FSNP Art. 136');
    const twoDays = levels.map((l) => (l.level === 12 ? { ...l, endOfDay: true } : l));
    given()
      .when(createCmd({ levels: twoDays }))
      .then({ type: 'TournamentCreated' });
  });

  it('LNSE I.1(11): the lottery publishes its own structure, so no 4-hour rule applies', () => {
    const levels = Array.from({ length: 9 }, (_, i) => ({
      level: i + 1,
      smallBlind: 100 * (i + 1),
      bigBlind: 200 * (i + 1),
      ante: 0,
      durationMinutes: 30,
    }));
    given()
      .when(createCmd({ rulesetId: 'lnse', levels, buyIn: { prizeFund: 800, fee: 200 } }))
      .then({ type: 'TournamentCreated' });
  });

  it('FSNP Art. 62: only the director stops the clock; a floor person is refused', () => {
    expect(rolesFor('ResumeClock')).not.toContain('player');
    const sc = new Scenario(7, FLOOR_PERSON).setup(raCreate(), 25).at(5);
    expect(sc.try(pause)).toMatchObject({
      ok: false,
      rejection: { code: 'NOT_YOURS_TO_DECIDE', ruleRef: 'FSNP Art. 62' },
    });
  });

  it('FSNP Art. 62 vs LNSE 123/13 III.5 (clock.pauseBy flipped to director and floor): the floor stops and restarts the clock', () => {
    const sc = new Scenario(7, FLOOR_PERSON).setup(raCreate(), 25).at(5);
    flipParameter('fsnp', 'clock.pauseBy', ['director', 'floor'], () => {
      expect(sc.do(pause).map((e) => e.type)).toContain('ClockPaused');
      expect(sc.do(resume).map((e) => e.type)).toEqual(['ClockResumed']);
    });
    expect(sc.try(pause)).toMatchObject({ ok: false, rejection: { code: 'NOT_YOURS_TO_DECIDE' } });
  });
});

describe('structure changes (FSNP Art. 63, 67)', () => {
  const modify = (levels: typeof STRUCTURE_A, reason = 'field larger than expected') =>
    ({ type: 'ModifyLevelStructure', tournamentId: T, levels, reason }) as const;

  it('FSNP Art. 67: the director lengthens the levels still to come; the clock follows', () => {
    const sc = new Scenario().setup(raCreate(), 25).at(20);
    const levels = STRUCTURE_A.map((l) => (l.level >= 3 ? { ...l, durationMinutes: 20 } : l));
    expect(sc.do(modify(levels))[0]).toMatchObject({
      type: 'LevelStructureModified',
      data: { fromLevel: 3 },
    });
    expect(clockAt(sc.state, at(40))).toMatchObject({ level: 3, timeLeftMs: 10 * MIN });
  });

  it('FSNP Art. 61, 67: the level in play cannot be changed', () => {
    const sc = new Scenario().setup(raCreate(), 25).at(20);
    const levels = STRUCTURE_A.map((l) => (l.level === 2 ? { ...l, bigBlind: 150 } : l));
    expect(sc.try(modify(levels))).toMatchObject({
      ok: false,
      rejection: { code: 'LEVEL_ALREADY_PLAYED' },
    });
  });

  it('FSNP Art. 136: a modified structure must still respect the breaks', () => {
    const sc = new Scenario().setup(raCreate(), 25).at(20);
    const levels = STRUCTURE_A.map((l) => (l.level >= 3 ? { ...l, durationMinutes: 45 } : l));
    expect(sc.try(modify(levels))).toMatchObject({
      ok: false,
      rejection: { code: 'NO_BREAK_IN_TIME', ruleRef: 'FSNP Art. 136' },
    });
  });

  it('FSNP Art. 63: only the director changes the structure; with clock.structureChangeBy flipped to director and floor (LNSE 123/13 II.47) the floor may', () => {
    expect(rolesFor('ModifyLevelStructure')).not.toContain('player');
    const sc = new Scenario(7, FLOOR_PERSON).setup(raCreate(), 25).at(20);
    const levels = STRUCTURE_A.map((l) => (l.level >= 3 ? { ...l, durationMinutes: 20 } : l));
    expect(sc.try(modify(levels))).toMatchObject({
      ok: false,
      rejection: { code: 'NOT_YOURS_TO_DECIDE', ruleRef: 'FSNP Art. 63, 67' },
    });
    flipParameter('fsnp', 'clock.structureChangeBy', ['director', 'floor'], () =>
      expect(sc.do(modify(levels))[0]).toMatchObject({ type: 'LevelStructureModified' }),
    );
  });
});

describe('single-table Turbo levels by orbit (FSNP Art. 140.2(e))', () => {
  const stTurbo = () =>
    new Scenario().setup(
      createCmd({
        tournamentType: 'ST_TURBO',
        startingStack: 2500,
        seatsPerTable: 10,
        levels: STRUCTURE_A,
      }),
      10,
    );
  /** Starts and completes one hand with the level the clock gives a new hand. */
  const hand = (sc: Scenario, stacks: { seat: number; chips: number }[] = []) => {
    const t = sc.state.tables.T1;
    const level = levelForNewHand(sc.state, sc.now);
    sc.apply(
      {
        type: 'HandStarted',
        data: { tableId: 'T1', handNo: t.handNo + 1, level, startedAt: sc.now },
      },
      {
        type: 'HandCompleted',
        data: { tableId: 'T1', handNo: t.handNo, completedAt: sc.now, stacks },
      },
    );
    return level;
  };

  it('FSNP Art. 140.2(d)-(e): ten hands at level 1 from seat 1, the eleventh starts level 2, whatever the time', () => {
    const sc = stTurbo().at(200);
    const levels = Array.from({ length: 11 }, () => hand(sc));
    expect(levels).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
    expect(clockAt(sc.state, at(200))).toMatchObject({ level: 2, bigBlind: 100 });
  });

  it('FSNP Art. 140.2(e): with 3 players left the blinds stay the same', () => {
    const sc = stTurbo().at(10);
    const seats = Object.keys(sc.state.tables.T1.seats).map(Number);
    // Seats 4-10 bust to seat 1 in one hand; the next hand eliminates them (FSNP Art. 31(a)).
    hand(sc, [
      { seat: 1, chips: 2500 * 8 },
      ...seats.filter((x) => x >= 4).map((seat) => ({ seat, chips: 0 })),
    ]);
    const levels = Array.from({ length: 9 }, () => hand(sc));
    expect(new Set(levels)).toEqual(new Set([1]));
  });
});

/** Issue 18: the break limits of a published structure flipped (FSNP Art. 136). */
describe('clock.minBreakMinutes, maxPlayMinutesWithoutBreak, maxPlayMinutesPerDay flipped', () => {
  const thirties = (n: number, breakEvery = 0) =>
    Array.from({ length: n }, (_, i) => ({
      level: i + 1,
      smallBlind: 100 * (i + 1),
      bigBlind: 200 * (i + 1),
      ante: 0,
      durationMinutes: 30,
      ...(breakEvery && (i + 1) % breakEvery === 0 ? { breakAfterMinutes: 15 } : {}),
    }));

  it('FSNP Art. 136: a 5-minute break is refused; with clock.minBreakMinutes flipped to 5 it is published', () => {
    const levels = STRUCTURE_A.map((l) => (l.level === 8 ? { ...l, breakAfterMinutes: 5 } : l));
    given().when(createCmd({ levels })).rejects('BREAK_TOO_SHORT', 'FSNP Art. 136');
    flipParameter('fsnp', 'clock.minBreakMinutes', 5, () =>
      given().when(createCmd({ levels })).then({ type: 'TournamentCreated' }),
    );
  });

  it('FSNP Art. 136: 4 hours 30 without a break is refused; with clock.maxPlayMinutesWithoutBreak flipped to 300 it is published', () => {
    const levels = thirties(9);
    given().when(createCmd({ levels })).rejects('NO_BREAK_IN_TIME', 'FSNP Art. 136');
    flipParameter('fsnp', 'clock.maxPlayMinutesWithoutBreak', 300, () =>
      given().when(createCmd({ levels })).then({ type: 'TournamentCreated' }),
    );
  });

  it('FSNP Art. 136: 8 hours 30 of play in one day is refused; with clock.maxPlayMinutesPerDay flipped to null it is published', () => {
    const levels = thirties(17, 4);
    given().when(createCmd({ levels })).rejects('DAY_TOO_LONG', 'FSNP Art. 136');
    flipParameter('fsnp', 'clock.maxPlayMinutesPerDay', null, () =>
      given().when(createCmd({ levels })).then({ type: 'TournamentCreated' }),
    );
  });
});
