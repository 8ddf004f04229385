/**
 * The regulator's rule audit (issue 15) on late entries: a reserved seat taken over with its
 * stack (FSNP Art. 135), unclaimed reserved stacks removed (Art. 135(b)), an LNSE late stack
 * reduced by the blinds due (LNSE 123/13 I.41-46). Honest streams pass; a late stack spared
 * the reduction, which chip conservation alone cannot see, does not.
 */
import { fmt } from '../../../src/aggregates/tournament/guards';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { auditEvents } from '../../../src/regulator/rule-audit';
import { storedStream } from '../../support/stored-stream';
import { lnseCreate, registerCmd, Scenario, scCreate, T } from '../../support/tournament-fixtures';

const late = (id: string) =>
  registerCmd(id, { dateOfBirth: '1990-01-01', idDocument: { type: 'CI', number: id } });

describe('rule audit of late entries (issue 15; FSNP Art. 135; LNSE 123/13 I.41-46)', () => {
  it('FSNP Art. 135: a reserved seat taken over, then the unclaimed reserved stacks removed at the end of level 8, pass the audit', () => {
    const sc = new Scenario().setup(scCreate(), 25).at(30);
    sc.do(late('late-1'));
    sc.at(8 * 20 + 10 + 5).do({ type: 'TickClock', tournamentId: T });
    expect(sc.events.map((e) => e.type)).toContain('ReservedSeatStacksRemoved');
    expect(auditEvents(storedStream(sc.events)).broken).toBeUndefined();
  });

  it('LNSE I.42: a late entrant whose stack is reduced by the blinds due passes the audit', () => {
    const sc = new Scenario().setup(lnseCreate(), 20).at(45);
    sc.do(late('late-1'));
    expect(auditEvents(storedStream(sc.events)).broken).toBeUndefined();
  });

  it('LNSE I.42: a late entrant spared the blinds due (his stack raised, the chips taken off cut to match) is caught on its line', () => {
    const sc = new Scenario().setup(lnseCreate(), 20).at(45);
    sc.do(late('late-1'));
    const events = JSON.parse(JSON.stringify(sc.events)) as TournamentEvent[];
    const i = events.length - 1;
    const e = events[i];
    if (e.type !== 'PlayerRegistered' || !e.data.lateEntry || !e.data.purchase)
      throw new Error('the last event is not the late registration');
    const l = e.data.lateEntry as { stack: number; reduction: number };
    const due = l.reduction;
    expect(due).toBeGreaterThan(0);
    l.stack += due;
    l.reduction = 0;
    const b = auditEvents(storedStream(events)).broken;
    expect(b).toMatchObject({ line: i + 1, type: 'PlayerRegistered' });
    expect(b!.invariant).toMatch(/^a late entry gets the starting stack less/);
    expect(b!.detail).toContain(`the levels played make ${fmt(due)}`);
  });
});
