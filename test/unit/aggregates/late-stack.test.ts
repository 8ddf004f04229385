/**
 * LNSE I.41-46: a late entrant's reduced starting stack computed from the levels already played
 * (I.42), the director's own figure kept as a recorded exception (I.45), the chips taken off out
 * of the tournament (I.46). Structure B with 20-minute levels: L1 25/50, L2 50/100, L3 75/150,
 * L4 100/200, break 10 min, L5 100/200 ante 25, L6 150/300 ante 25; tables of 9.
 */
import { lnseCreate, raCreate, registerCmd, Scenario, T } from '../../support/tournament-fixtures';
import { chipsInPlay, chipsOnTables } from '../../../src/aggregates/tournament';
import type { TournamentEvent } from '../../../src/events/tournament-events';

type Registered = Extract<TournamentEvent, { type: 'PlayerRegistered' }>;

const late = (id = 'late-1', over = {}) =>
  registerCmd(id, { dateOfBirth: '1990-01-01', idDocument: { type: 'CI', number: id }, ...over });

const lateEntryOf = (events: TournamentEvent[]) => (events[0] as Registered).data.lateEntry!;

describe('late entry stack (LNSE I.41-46)', () => {
  it('LNSE I.42: in level 3 the stack loses one orbit of blinds for levels 1 and 2 (10,000 - 225)', () => {
    const sc = new Scenario().setup(lnseCreate(), 20).at(45);
    const entry = lateEntryOf(sc.do(late()));
    expect(entry.stack).toBe(9775);
    expect(entry.reduction).toBe(225);
    expect(entry.computation).toMatchObject({
      levelsCounted: [
        { level: 1, smallBlind: 25, bigBlind: 50, ante: 0, due: 75 },
        { level: 2, smallBlind: 50, bigBlind: 100, ante: 0, due: 150 },
      ],
      orbitsPerLevel: 1,
      handsPerOrbit: 9,
      reduction: 225,
      capped: false,
      ruleRef: expect.stringContaining('LNSE 123/13 I.41-42'),
    });
    expect(entry.override).toBeUndefined();
  });

  it('LNSE I.42: antes count once per hand of the orbit (level 5: 100 + 200 + 9 × 25 = 525)', () => {
    const sc = new Scenario().setup(lnseCreate(), 20).at(125);
    const entry = lateEntryOf(sc.do(late()));
    expect(entry.computation!.levelsCounted.map((l) => l.level)).toEqual([1, 2, 3, 4, 5]);
    expect(entry.computation!.levelsCounted[4].due).toBe(525);
    expect(entry.reduction).toBe(75 + 150 + 225 + 300 + 525);
    expect(entry.stack).toBe(10000 - 1275);
  });

  it('LNSE I.42-43: in level 1 nothing is due yet; the entrant posts from his seat', () => {
    const sc = new Scenario().setup(lnseCreate(), 20).at(19);
    const entry = lateEntryOf(sc.do(late()));
    expect(entry).toMatchObject({ stack: 10000, reduction: 0 });
    expect(entry.computation!.levelsCounted).toEqual([]);
  });

  it('LNSE I.42: during the break after level 4, levels 1-4 count (750)', () => {
    const sc = new Scenario().setup(lnseCreate(), 20).at(85);
    expect(lateEntryOf(sc.do(late())).reduction).toBe(750);
  });

  it('LNSE I.42; FSNP Art. 62: a paused clock counts play time, not the wall clock', () => {
    const sc = new Scenario().setup(lnseCreate(), 20).at(30);
    sc.do({ type: 'PauseClock', tournamentId: T, reason: 'disputed pot at table 2' });
    sc.at(90).do({ type: 'ResumeClock', tournamentId: T });
    // 95 minutes on the wall, 35 of play: only level 1 has ended.
    const entry = lateEntryOf(sc.at(95).do(late()));
    expect(entry.computation!.levelsCounted.map((l) => l.level)).toEqual([1]);
    expect(entry.stack).toBe(10000 - 75);
  });

  it('LNSE I.46: the chips computed off a late stack leave the tournament; every chip stays accounted', () => {
    const sc = new Scenario().setup(lnseCreate(), 20).at(45);
    const removedBefore = sc.state.chips.removed;
    sc.do(late());
    expect(sc.state.entrants['late-1'].stack).toBe(9775);
    expect(sc.state.chips.removed - removedBefore).toBe(225);
    expect(chipsOnTables(sc.state)).toBe(chipsInPlay(sc.state));
  });

  it('LNSE I.45: the director’s own reduction replaces the computed one and is recorded as an exception', () => {
    const sc = new Scenario().setup(lnseCreate(), 20).at(45);
    const entry = lateEntryOf(sc.do(late('l', { lateStackReduction: 1500 })));
    expect(entry).toMatchObject({
      stack: 8500,
      reduction: 1500,
      override: {
        chipsRemoved: 1500,
        computedReduction: 225,
        decidedBy: 'td-1',
        ruleRef: 'LNSE I.45',
      },
    });
    expect(entry.computation!.reduction).toBe(225);
    expect(chipsOnTables(sc.state)).toBe(chipsInPlay(sc.state));
  });

  it('LNSE I.45: the director may waive the reduction (0 chips removed), recorded against the computed 225', () => {
    const sc = new Scenario().setup(lnseCreate(), 20).at(45);
    const entry = lateEntryOf(sc.do(late('l', { lateStackReduction: 0 })));
    expect(entry).toMatchObject({
      stack: 10000,
      reduction: 0,
      override: { chipsRemoved: 0, computedReduction: 225 },
    });
  });

  it('LNSE I.41-42: a reduction larger than the stack leaves one chip of the smallest denomination', () => {
    const sc = new Scenario().setup(lnseCreate({ startingStack: 1000 }), 20).at(125);
    const entry = lateEntryOf(sc.do(late()));
    expect(entry.computation).toMatchObject({ reduction: 975, capped: true });
    expect(entry.stack).toBe(25);
  });

  it('FSNP Art. 139.3(b): the federation gives late entrants the full set, with no computed reduction', () => {
    const sc = new Scenario().setup(raCreate(), 22).at(65);
    const entry = lateEntryOf(sc.do(late()));
    expect(entry).toMatchObject({ stack: 2500, reduction: 0 });
    expect(entry.computation).toBeUndefined();
  });

  it('LNSE I.42: the computation reads the clock at the command’s instant (later entrant, bigger reduction)', () => {
    const sc = new Scenario().setup(lnseCreate(), 20).at(45);
    const early = lateEntryOf(sc.do(late('a'))).stack;
    const later = lateEntryOf(sc.at(65).do(late('b'))).stack;
    expect(early - later).toBe(225);
  });
});
