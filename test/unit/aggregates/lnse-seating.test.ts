/**
 * LNSE 123/13 I.11 (Annex I, Ch. 1, Art. 5.11) and IV.8.1 (Annex IV, Sec. 8.1): table and seat are
 * assigned at random by the procedure the Director chooses (here the system's random draw), the
 * outcome decided once and stored. Under the LNSE ruleset, through the decider.
 */
import { fold } from '../../support/given';
import { lnseCreate, pid, Scenario } from '../../support/tournament-fixtures';

const draw = (sc: Scenario) => sc.events.find((e) => e.type === 'SeatDrawConducted')!;

describe('LNSE I.11 (Annex I, Ch. 1, Art. 5.11); IV.8.1 (Annex IV, Sec. 8.1): random table and seat, recorded', () => {
  it('given 25 players registered, when the Director starts, then one recorded system draw seats each once at 3 tables, citing I.11 and IV.8.1', () => {
    const sc = new Scenario(3).setup(lnseCreate(), 25);
    const e = draw(sc);
    expect(e.ruleRef).toBe('LNSE 123/13 I.11, I.88, IV.8.1');
    if (e.type !== 'SeatDrawConducted') throw new Error('not the draw');
    expect(e.data).toMatchObject({ reason: 'start', method: 'system-rng' });
    expect(e.data.assignments.map((a) => a.playerId).sort()).toEqual(
      Array.from({ length: 25 }, (_, i) => pid(i + 1)),
    );
    expect(new Set(e.data.assignments.map((a) => `${a.tableId}:${a.seat}`)).size).toBe(25);
    expect(new Set(e.data.assignments.map((a) => a.tableId)).size).toBe(3);
  });

  it('given the draw is recorded, when the events are replayed without a random source, then the seating is the same; another seed draws another seating', () => {
    const a = new Scenario(3).setup(lnseCreate(), 25);
    expect(fold(a.events).tables).toEqual(a.state.tables);
    const b = new Scenario(4).setup(lnseCreate(), 25);
    const seats = (sc: Scenario) => {
      const e = draw(sc);
      return e.type === 'SeatDrawConducted' ? e.data.assignments : [];
    };
    expect(seats(b)).not.toEqual(seats(a));
  });
});
