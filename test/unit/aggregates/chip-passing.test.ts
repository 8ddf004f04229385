/**
 * FSNP Art. 38 (no passing chips or seats) and its LNSE counterpart (LNSE 123/13 II.11):
 * the floor records what it saw; the ruleset's `discipline.chipOrSeatPass` decides what follows.
 */
import { chipsInPlay, chipsOnTables } from '../../../src/aggregates/tournament/state';
import { getRuleset } from '../../../src/rules/registry';
import { createCmd, lnseCreate, pid, Scenario, T } from '../../support/tournament-fixtures';

const FLOOR = { id: 'floor-1', role: 'floor' } as const;

/** An FSNP R+A of six players at the type's own 2,500 (Art. 139.3(c)), running. */
const running = (create = createCmd()) => {
  const sc = new Scenario(7, FLOOR).setup(create, 6);
  return sc;
};
const pass = (over: Record<string, unknown> = {}) =>
  ({
    type: 'RecordChipOrSeatPass',
    tournamentId: T,
    kind: 'chips',
    fromPlayerId: pid(1),
    toPlayerId: pid(2),
    chips: 1_000,
    ...over,
  }) as const;

describe('FSNP Art. 38: no passing chips or seats', () => {
  it('FSNP Art. 38: given p01 hands 1,000 of his 2,500 to p02, when the floor records it, then the pass is recorded with the article and the chips stay with p01 in the record', () => {
    const sc = running();
    const before = { p1: sc.state.entrants[pid(1)].stack, p2: sc.state.entrants[pid(2)].stack };
    expect(before).toEqual({ p1: 2_500, p2: 2_500 });
    const [e, ...rest] = sc.do(pass());
    expect(rest).toEqual([]);
    expect(e).toMatchObject({
      type: 'ChipOrSeatPassRecorded',
      ruleRef: 'FSNP Art. 38, 35',
      data: {
        kind: 'chips',
        fromPlayerId: pid(1),
        toPlayerId: pid(2),
        chips: 1_000,
        ruling: 'chips-returned-to-giver',
        recordedBy: 'floor-1',
        tableId: sc.state.entrants[pid(1)].tableId,
        seat: sc.state.entrants[pid(1)].seat,
      },
    });
    // Art. 35: no chips are created or destroyed; Art. 38: they move only through pots.
    expect(sc.state.entrants[pid(1)].stack).toBe(2_500);
    expect(sc.state.entrants[pid(2)].stack).toBe(2_500);
    expect(chipsOnTables(sc.state)).toBe(chipsInPlay(sc.state));
    expect(chipsInPlay(sc.state)).toBe(6 * 2_500);
  });

  it('FSNP Art. 38: a seat given to someone else is recorded; the seat stays with its player', () => {
    const sc = running();
    const seat = { ...sc.seatOf(pid(3)) };
    const [e] = sc.do(
      pass({
        kind: 'seat',
        fromPlayerId: pid(3),
        toPlayerId: null,
        chips: null,
        takenBy: 'a friend of p03',
      }),
    );
    expect(e).toMatchObject({
      type: 'ChipOrSeatPassRecorded',
      ruleRef: 'FSNP Art. 38, 35',
      data: {
        kind: 'seat',
        takenBy: 'a friend of p03',
        ruling: 'seat-stays-with-player',
        chips: 0,
      },
    });
    expect(sc.state.tables[seat.tableId].seats[seat.seat]).toBe(pid(3));
  });

  it('FSNP Art. 38: a record that names no receiver, no chips or no taker is refused, naming the field', () => {
    const sc = running();
    const refused = (over: Record<string, unknown>) => {
      const d = sc.try(pass(over));
      if (d.ok) throw new Error('accepted');
      return d.rejection;
    };
    expect(refused({ toPlayerId: pid(1) })).toMatchObject({
      code: 'PLAYER_NOT_IN_PLAY',
      ruleRef: 'FSNP Art. 38, 35',
    });
    expect(refused({ toPlayerId: 'nobody' }).message).toMatch(/^toPlayerId: /);
    expect(refused({ chips: 0 }).message).toMatch(/^chips: /);
    expect(refused({ kind: 'seat', takenBy: '  ' }).message).toMatch(/^takenBy: /);
    expect(refused({ fromPlayerId: 'ghost' }).message).toMatch(/^fromPlayerId: /);
  });

  it('LNSE 123/13 II.11: discipline.chipOrSeatPass flipped (LNSE): both players are disqualified and both stacks leave play', () => {
    expect(getRuleset('fsnp').discipline.chipOrSeatPass.value.chips).toBe('returned-to-giver');
    expect(getRuleset('lnse').discipline.chipOrSeatPass.value.chips).toBe(
      'both-disqualified-stacks-removed',
    );
    const sc = running(lnseCreate());
    const total = chipsInPlay(sc.state);
    const events = sc.do(pass());
    expect(events.map((e) => e.type)).toEqual([
      'ChipOrSeatPassRecorded',
      'PlayerEliminated',
      'PlayerEliminated',
    ]);
    expect(events[0]).toMatchObject({
      ruleRef: 'LNSE 123/13 II.11, I.33',
      data: { ruling: 'both-disqualified-stacks-removed' },
    });
    for (const e of events.slice(1)) {
      expect(e.ruleRef).toContain('LNSE 123/13 II.11');
      expect(e.data).toMatchObject({ reason: 'disqualification', chipsRemoved: 10_000 });
    }
    expect(sc.state.entrants[pid(1)].status).toBe('eliminated');
    expect(sc.state.entrants[pid(2)].status).toBe('eliminated');
    expect(chipsInPlay(sc.state)).toBe(total - 2 * 10_000);
    expect(chipsOnTables(sc.state)).toBe(chipsInPlay(sc.state));
  });

  it('Club Rule 7, 71: the club cites its own rules for the same record', () => {
    const sc = running(createCmd({ rulesetId: 'club-tda' }));
    expect(sc.do(pass())[0].ruleRef).toBe('Club Rule 7, 71');
  });
});
