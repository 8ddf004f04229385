/**
 * Serving missed rounds (FSPR 7.1.2 note; 6.4.4): a round is as many hands as players at the
 * table at imposition, offender included, frozen then; it is served hand by hand, also after
 * a table move. LNSE 123/13 II.41 hand suspensions; FSNP Art. 20's third warning.
 */
import {
  isServingPenalty,
  penaltyHandsLeft,
} from '../../../src/aggregates/tournament/discipline/discipline';
import type { Scenario } from '../../support/tournament-fixtures';
import { flipParameter } from '../../support/flip-parameter';
import { attempt, CHIEF, FLOOR, rejection, run, running, violation } from './support';

function seatedAt(sc: Scenario, tableId: string): string[] {
  return Object.values(sc.state.tables[tableId].seats);
}

function firstEmptySeat(sc: Scenario, tableId: string): number {
  const t = sc.state.tables[tableId];
  for (let s = 1; s <= t.seatCount; s++) if (!t.seats[s]) return s;
  throw new Error('table full');
}

function move(sc: Scenario, playerId: string, toTableId: string): void {
  const e = sc.state.entrants[playerId];
  sc.apply({
    type: 'PlayerMoved',
    data: {
      playerId,
      from: { tableId: e.tableId!, seat: e.seat! },
      to: { tableId: toTableId, seat: firstEmptySeat(sc, toTableId) },
      reason: 'balancing',
      waitsForButton: false,
    },
  });
}

function out(sc: Scenario, playerId: string, place: number): void {
  const e = sc.state.entrants[playerId];
  sc.apply({
    type: 'PlayerEliminated',
    data: {
      playerId,
      reason: 'busted',
      tableId: e.tableId,
      handNo: 0,
      place,
      sharedBy: 1,
      stackAtStart: e.stack,
      chipsRemoved: 0,
      eliminatedBy: [],
      at: sc.now,
    },
  });
}

/** An 8-handed FSPR table; `offender` misses `rounds` rounds under 7.1.8 (repeat: 2 or 3). */
function sittingOut(rounds: number) {
  const sc = running('fspr');
  const offender = seatedAt(sc, 'T1')[0];
  const first = violation(sc, offender, '7.1.8');
  run(sc, FLOOR, { type: 'ImposeSanction', violationId: first, kind: 'warning' });
  const v = violation(sc, offender, '7.1.8');
  const [imposed] = run(sc, FLOOR, {
    type: 'ImposeSanction',
    violationId: v,
    kind: 'missed-rounds',
    rounds,
  });
  return { sc, offender, imposed };
}

describe('serving missed rounds (FSPR 7.1.2 note; 6.4.4)', () => {
  it('FSPR 7.1.2 note: 2 rounds at an 8-handed table are 16 hands, fixed at imposition', () => {
    const { sc, offender, imposed } = sittingOut(2);
    expect(imposed.data).toMatchObject({ playersAtTable: 8, hands: 16, rounds: 2 });
    expect(isServingPenalty(sc.state, offender)).toBe(true);
    expect(penaltyHandsLeft(sc.state, offender)).toBe(16);
  });

  it('FSPR 7.1.2 note: the table shrinking to 5 does not shorten the penalty', () => {
    const { sc, offender } = sittingOut(2);
    const others = seatedAt(sc, 'T1').filter((p) => p !== offender);
    move(sc, others[0], 'T2');
    for (const [i, p] of others.slice(1, 3).entries()) out(sc, p, 16 - i);
    expect(seatedAt(sc, 'T1')).toHaveLength(5);
    for (let i = 0; i < 15; i++) sc.playHand('T1');
    expect(penaltyHandsLeft(sc.state, offender)).toBe(1);
    expect(isServingPenalty(sc.state, offender)).toBe(true);
    sc.playHand('T1');
    expect(isServingPenalty(sc.state, offender)).toBe(false);
  });

  it('FSPR 7.1.2: the count continues at his new table after a move; hands at the old one stop counting', () => {
    const { sc, offender } = sittingOut(2);
    for (let i = 0; i < 5; i++) sc.playHand('T1');
    expect(penaltyHandsLeft(sc.state, offender)).toBe(11);
    move(sc, offender, 'T2');
    sc.playHand('T1');
    expect(penaltyHandsLeft(sc.state, offender)).toBe(11);
    for (let i = 0; i < 10; i++) sc.playHand('T2');
    expect(penaltyHandsLeft(sc.state, offender)).toBe(1);
    sc.playHand('T2');
    expect(isServingPenalty(sc.state, offender)).toBe(false);
  });

  it('FSPR 7.1.2 (discipline.carriesAcrossTablesAndDays flipped to false): after the move the unserved 11 hands lapse; at his own table they still count', () => {
    const { sc, offender } = sittingOut(2);
    flipParameter('fspr', 'discipline.carriesAcrossTablesAndDays', false, () => {
      for (let i = 0; i < 5; i++) sc.playHand('T1');
      expect(penaltyHandsLeft(sc.state, offender)).toBe(11);
      move(sc, offender, 'T2');
      expect(isServingPenalty(sc.state, offender)).toBe(false);
      sc.playHand('T2');
      expect(penaltyHandsLeft(sc.state, offender)).toBe(0);
    });
  });

  it('FSPR 7.1.2 note; Club Rule 71: hands not served carry over the day end (5 of 16 served, 11 left at the restart)', () => {
    const { sc, offender } = sittingOut(2);
    for (let i = 0; i < 5; i++) sc.playHand('T1');
    expect(penaltyHandsLeft(sc.state, offender)).toBe(11);
    const level = 1;
    sc.apply({
      type: 'TournamentDayClosed',
      data: { day: 1, at: sc.now, level, levelTimeLeftMs: 0 },
    });
    sc.apply({ type: 'TournamentDayResumed', data: { day: 2, at: sc.now, level } });
    expect(penaltyHandsLeft(sc.state, offender)).toBe(11);
    sc.playHand('T1');
    expect(penaltyHandsLeft(sc.state, offender)).toBe(10);
  });

  it('FSPR 7.1.2 (discipline.carriesAcrossTablesAndDays flipped to false): the 11 hands not served lapse once day 2 begins', () => {
    const { sc, offender } = sittingOut(2);
    flipParameter('fspr', 'discipline.carriesAcrossTablesAndDays', false, () => {
      for (let i = 0; i < 5; i++) sc.playHand('T1');
      expect(penaltyHandsLeft(sc.state, offender)).toBe(11);
      sc.apply({
        type: 'TournamentDayClosed',
        data: { day: 1, at: sc.now, level: 1, levelTimeLeftMs: 0 },
      });
      sc.apply({ type: 'TournamentDayResumed', data: { day: 2, at: sc.now, level: 1 } });
      sc.playHand('T1');
      expect(isServingPenalty(sc.state, offender)).toBe(false);
      expect(penaltyHandsLeft(sc.state, offender)).toBe(0);
    });
  });

  it('FSPR 7.1.2: the hand running when the penalty is imposed does not count', () => {
    const sc = running('fspr');
    const offender = seatedAt(sc, 'T1')[0];
    sc.apply({
      type: 'HandStarted',
      data: { tableId: 'T1', handNo: 1, level: 1, startedAt: sc.now },
    });
    const v = violation(sc, offender, '7.1.14');
    run(sc, FLOOR, { type: 'ImposeSanction', violationId: v, kind: 'missed-rounds', rounds: 1 });
    sc.apply({
      type: 'HandCompleted',
      data: { tableId: 'T1', handNo: 1, completedAt: sc.now, stacks: [] },
    });
    expect(penaltyHandsLeft(sc.state, offender)).toBe(8);
    sc.playHand('T1');
    expect(penaltyHandsLeft(sc.state, offender)).toBe(7);
  });

  it('FSPR 7.1.2: two penalties are served one after the other, not at once', () => {
    const sc = running('fspr');
    const offender = seatedAt(sc, 'T1')[0];
    for (const clause of ['7.1.14', '7.1.6']) {
      const v = violation(sc, offender, clause);
      run(sc, FLOOR, { type: 'ImposeSanction', violationId: v, kind: 'missed-rounds', rounds: 1 });
    }
    expect(penaltyHandsLeft(sc.state, offender)).toBe(16);
    for (let i = 0; i < 8; i++) sc.playHand('T1');
    expect(penaltyHandsLeft(sc.state, offender)).toBe(8);
  });

  it('FSPR 7.1.2 note: a penalised player with no seat cannot be given rounds', () => {
    const sc = running('fspr');
    const offender = seatedAt(sc, 'T1')[0];
    const v = violation(sc, offender, '7.1.14');
    sc.state.entrants[offender].tableId = null;
    const r = rejection(
      attempt(sc, FLOOR, {
        type: 'ImposeSanction',
        violationId: v,
        kind: 'missed-rounds',
        rounds: 1,
      }),
    );
    expect(r).toMatchObject({ code: 'PLAYER_NOT_SEATED', ruleRef: 'FSPR 7.1.2 (note)' });
  });
});

describe('other rulesets', () => {
  it('LNSE 123/13 II.41: a repeat breach may suspend 3 hands per player at an 8-handed table (24 hands)', () => {
    const sc = running('lnse');
    const offender = seatedAt(sc, 'T1')[0];
    const v1 = violation(sc, offender, 'II.41');
    run(sc, FLOOR, { type: 'ImposeSanction', violationId: v1, kind: 'warning' });
    const v2 = violation(sc, offender, 'II.41');
    const [e] = run(sc, FLOOR, {
      type: 'ImposeSanction',
      violationId: v2,
      kind: 'missed-hands',
      handsPerPlayer: 3,
    });
    expect(e.data).toMatchObject({ hands: 24, playersAtTable: 8, handsPerPlayer: 3 });
  });

  it('LNSE 123/13 II.41: suspensions are of 1 to 4 hands per player — 5 is refused', () => {
    const sc = running('lnse');
    const offender = seatedAt(sc, 'T1')[0];
    const v1 = violation(sc, offender, 'II.41');
    run(sc, FLOOR, { type: 'ImposeSanction', violationId: v1, kind: 'warning' });
    const v2 = violation(sc, offender, 'II.41');
    const r = rejection(
      attempt(sc, FLOOR, {
        type: 'ImposeSanction',
        violationId: v2,
        kind: 'missed-hands',
        handsPerPlayer: 5,
      }),
    );
    expect(r).toMatchObject({ code: 'SANCTION_AMOUNT_NOT_ALLOWED' });
    expect(r.ruleRef).toContain('LNSE 123/13 II.41');
  });

  it('LNSE 123/13 II.41: a first breach gets a warning, not a suspension', () => {
    const sc = running('lnse');
    const v = violation(sc, seatedAt(sc, 'T1')[0], 'II.41');
    const r = rejection(
      attempt(sc, FLOOR, {
        type: 'ImposeSanction',
        violationId: v,
        kind: 'missed-hands',
        singleHand: true,
      }),
    );
    expect(r.code).toBe('SANCTION_NOT_ALLOWED');
  });

  it('FSNP Art. 20: rounds only from the third warning, and only by the director', () => {
    const sc = running('fsnp');
    const offender = seatedAt(sc, 'T1')[0];
    for (let i = 0; i < 2; i++) {
      const v = violation(sc, offender, 'Art. 20');
      run(sc, FLOOR, { type: 'ImposeSanction', violationId: v, kind: 'warning' });
    }
    const v3 = violation(sc, offender, 'Art. 20');
    const byFloor = rejection(
      attempt(sc, FLOOR, {
        type: 'ImposeSanction',
        violationId: v3,
        kind: 'missed-rounds',
        rounds: 1,
      }),
    );
    expect(byFloor.code).toBe('SANCTION_AUTHORITY');
    const [e] = run(sc, CHIEF, {
      type: 'ImposeSanction',
      violationId: v3,
      kind: 'missed-rounds',
      rounds: 1,
    });
    expect(e.data).toMatchObject({ offenceNumber: 3, hands: 8 });
  });

  it('FSNP Art. 20: after two warnings the second is still a warning-only offence', () => {
    const sc = running('fsnp');
    const offender = seatedAt(sc, 'T1')[0];
    const v1 = violation(sc, offender, 'Art. 20');
    run(sc, FLOOR, { type: 'ImposeSanction', violationId: v1, kind: 'warning' });
    const v2 = violation(sc, offender, 'Art. 20');
    const r = rejection(
      attempt(sc, CHIEF, {
        type: 'ImposeSanction',
        violationId: v2,
        kind: 'missed-rounds',
        rounds: 1,
      }),
    );
    expect(r).toMatchObject({ code: 'SANCTION_NOT_ALLOWED' });
    expect(r.ruleRef).toContain('FSNP Art. 20');
  });
});
