/**
 * Issue 19, FSNP Art. 20, 23, 24 (catalog rules-ro-federation.md): conduct under Art. 23 and 24
 * is recorded under its own article, and "the TD may penalise a player or exclude him from the
 * competition at the 3rd verbal warning" — warnings actually received, in this competition.
 */
import type { Scenario } from '../../support/tournament-fixtures';
import { attempt, CHIEF, FLOOR, rejection, run, running, violation } from './support';
import { flipParameter } from '../../support/flip-parameter';

const player = (sc: Scenario) => Object.values(sc.state.tables.T1.seats)[0];
const warn = (sc: Scenario, violationId: string) =>
  run(sc, FLOOR, { type: 'ImposeSanction', violationId, kind: 'warning' });
const exclude = (sc: Scenario, violationId: string) =>
  attempt(sc, CHIEF, { type: 'ImposeSanction', violationId, kind: 'disqualification-competition' });

describe('FSNP Art. 23 and 24: conduct recorded under its own article', () => {
  it.each([
    ['Art. 23', 'threw his cards at the dealer'],
    ['Art. 24', 'read a hand that had not been tabled (Art. 24(c))'],
  ])(
    'FSNP %s: given a running FSNP event, when the floor records the breach, then it is on record under that article',
    (clause, description) => {
      const sc = running('fsnp');
      const [e] = run(sc, FLOOR, {
        type: 'RecordViolation',
        playerId: player(sc),
        clause,
        description,
      });
      expect(e).toMatchObject({
        type: 'ViolationRecorded',
        data: { clause, offenceNumber: 1, ruleRef: expect.stringContaining(`FSNP ${clause}`) },
        ruleRef: expect.stringContaining(`FSNP ${clause}`),
      });
    },
  );

  it('FSNP Art. 23: a first breach gets a verbal warning, and no penalty yet (Art. 20)', () => {
    const sc = running('fsnp');
    const v = violation(sc, player(sc), 'Art. 23');
    const r = rejection(
      attempt(sc, CHIEF, {
        type: 'ImposeSanction',
        violationId: v,
        kind: 'missed-rounds',
        rounds: 1,
      }),
    );
    expect(r).toMatchObject({
      code: 'SANCTION_NOT_ALLOWED',
      ruleRef: expect.stringContaining('FSNP Art. 20'),
    });
    expect(r.message).toContain('0 verbal warning(s)');
    expect(warn(sc, v)[0]).toMatchObject({
      type: 'SanctionImposed',
      data: { clause: 'Art. 23', kind: 'warning' },
    });
  });
});

describe('FSNP Art. 20: exclusion at the 3rd verbal warning', () => {
  it('FSNP Art. 20: given one warning, when the TD excludes at the 2nd breach, then it is refused naming the warnings received', () => {
    const sc = running('fsnp');
    const p = player(sc);
    warn(sc, violation(sc, p, 'Art. 20'));
    const r = rejection(exclude(sc, violation(sc, p, 'Art. 20')));
    expect(r.code).toBe('SANCTION_NOT_ALLOWED');
    expect(r.ruleRef).toContain('FSNP Art. 20');
    expect(r.message).toMatch(/1 verbal warning\(s\).*3rd verbal warning/);
  });

  it('FSNP Art. 20: breaches written up but never warned do not count; the 3rd breach without warnings cannot exclude', () => {
    const sc = running('fsnp');
    const p = player(sc);
    violation(sc, p, 'Art. 20');
    violation(sc, p, 'Art. 20');
    const r = rejection(exclude(sc, violation(sc, p, 'Art. 20')));
    expect(r.message).toContain('0 verbal warning(s)');
  });

  it('FSNP Art. 20, 23, 24: given warnings under Art. 23 and Art. 24, when the TD excludes at the 3rd breach, then the player is excluded with his chips', () => {
    const sc = running('fsnp');
    const p = player(sc);
    warn(sc, violation(sc, p, 'Art. 23'));
    warn(sc, violation(sc, p, 'Art. 24'));
    const v3 = violation(sc, p, 'Art. 20');
    expect(sc.events.at(-1)).toMatchObject({ data: { offenceNumber: 3 } });
    const d = exclude(sc, v3);
    if (!d.ok) throw new Error(JSON.stringify(d.rejection));
    expect(d.events[0]).toMatchObject({
      type: 'SanctionImposed',
      data: { kind: 'disqualification-competition', offenceNumber: 3, clause: 'Art. 20' },
      ruleRef: expect.stringContaining('FSNP Art. 20'),
    });
    expect(d.events.map((e) => e.type)).toContain('PlayerEliminated');
  });

  it('FSNP Art. 20: it is not automatic — at the 3rd breach the TD may still only warn', () => {
    const sc = running('fsnp');
    const p = player(sc);
    warn(sc, violation(sc, p, 'Art. 24'));
    warn(sc, violation(sc, p, 'Art. 24'));
    expect(warn(sc, violation(sc, p, 'Art. 24'))[0]).toMatchObject({
      data: { kind: 'warning', offenceNumber: 3 },
    });
  });

  it('FSNP Art. 20: the floor warns, only the TD excludes at the 3rd warning', () => {
    const sc = running('fsnp');
    const p = player(sc);
    warn(sc, violation(sc, p, 'Art. 23'));
    warn(sc, violation(sc, p, 'Art. 23'));
    const v3 = violation(sc, p, 'Art. 23');
    const r = rejection(
      attempt(sc, FLOOR, {
        type: 'ImposeSanction',
        violationId: v3,
        kind: 'disqualification-competition',
      }),
    );
    expect(r.code).toBe('SANCTION_AUTHORITY');
  });
});

describe('discipline.warningsBeforeDirectorSanction flipped (issue 18)', () => {
  it('FSNP Art. 20: after one warning the TD cannot exclude; with discipline.warningsBeforeDirectorSanction flipped to 2 he may at the 2nd verbal warning', () => {
    const sc = running('fsnp');
    const p = player(sc);
    warn(sc, violation(sc, p, 'Art. 20'));
    const v = violation(sc, p, 'Art. 20');
    expect(rejection(exclude(sc, v)).code).toBe('SANCTION_NOT_ALLOWED');
    const d = flipParameter('fsnp', 'discipline.warningsBeforeDirectorSanction', 2, () =>
      exclude(sc, v),
    );
    expect(d.ok && d.events[0]).toMatchObject({
      type: 'SanctionImposed',
      data: { kind: 'disqualification-competition' },
    });
  });
});
