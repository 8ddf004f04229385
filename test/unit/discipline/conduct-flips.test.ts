/**
 * Issue 18: the discipline and ranking parameters flipped one at a time: the same violation,
 * ruling or season gives another decision, read from the ruleset in force.
 */
import { Scenario, pid } from '../../support/tournament-fixtures';
import { getRuleset } from '../../../src/rules/registry';
import { flipParameter } from '../../support/flip-parameter';
import { decideSeason, defineSeason } from '../ranking/season-fixtures';
import { attempt, CHIEF, FLOOR, rejection, run, running, violation } from './support';

const BASE = running('fspr').events;
const OFFENDER = pid(3);
const fspr = () => new Scenario().apply(...BASE);

const ruling = {
  type: 'RecordRuling',
  question: 'Was the verbal "raise" binding before the chips crossed the line?',
  facts: { tableId: 'T1', handNo: null, actions: ['seat 4: verbal raise'], statement: 'Heard.' },
  ruleApplied: 'LNSE 123/13 II.83',
  decision: 'The raise stands at the minimum.',
  playerIds: [pid(4)],
} as const;
const appeal = {
  type: 'AppealRuling',
  rulingId: 'R-1',
  appellantId: pid(4),
  outcome: 'upheld',
  decision: 'The raise stands.',
} as const;

describe('discipline.authority', () => {
  it('FSPR 7.2.1: a judge (floor) warns; with discipline.authority flipped to warnings by the chief judge only, the floor is refused', () => {
    const sc = fspr();
    const v = violation(sc, OFFENDER, '7.1.2');
    const warn = { type: 'ImposeSanction', violationId: v, kind: 'warning' } as const;
    expect(attempt(sc, FLOOR, warn).ok).toBe(true);
    const authority = { ...getRuleset('fspr').discipline.authority.value, warning: ['director'] };
    flipParameter('fspr', 'discipline.authority', authority, () =>
      expect(rejection(attempt(sc, FLOOR, warn))).toMatchObject({
        code: 'SANCTION_AUTHORITY',
        ruleRef: 'FSPR 7.2.1-7.2.3',
      }),
    );
  });
});

describe('discipline.offenceCounting', () => {
  it('DECISION-13: counted per clause, a 7.1.7 delay after a 7.1.2 warning is a first offence; with offenceCounting.perClause flipped to false it is a repeat (FSPR 7.1.7: one round)', () => {
    const sc = fspr();
    const v1 = violation(sc, OFFENDER, '7.1.2');
    run(sc, FLOOR, { type: 'ImposeSanction', violationId: v1, kind: 'warning' });
    const v2 = violation(sc, OFFENDER, '7.1.7');
    const round = {
      type: 'ImposeSanction',
      violationId: v2,
      kind: 'missed-rounds',
      rounds: 1,
    } as const;
    expect(rejection(attempt(sc, FLOOR, round)).code).toBe('SANCTION_NOT_ALLOWED');
    const counting = { scope: 'competition', perClause: false, annulledCount: false };
    const d = flipParameter('fspr', 'discipline.offenceCounting', counting, () =>
      attempt(sc, FLOOR, round),
    );
    expect(d.ok && d.events[0].data).toMatchObject({ offenceNumber: 2 });
  });
});

describe('discipline.chipPenaltiesAllowed', () => {
  it('FSPR 7.2.1: no chip penalties; with discipline.chipPenaltiesAllowed flipped to true the refusal is no longer that chip penalties do not exist', () => {
    const sc = fspr();
    const v = violation(sc, OFFENDER, '7.1.7');
    const chips = { type: 'ImposeSanction', violationId: v, kind: 'chip-penalty' } as const;
    expect(rejection(attempt(sc, FLOOR, chips)).code).toBe('CHIP_PENALTY_NOT_ALLOWED');
    flipParameter('fspr', 'discipline.chipPenaltiesAllowed', true, () =>
      expect(rejection(attempt(sc, FLOOR, chips)).code).not.toBe('CHIP_PENALTY_NOT_ALLOWED'),
    );
  });
});

describe('discipline.rulingAppeal', () => {
  it('LNSE 123/13 III.3: a Supervisor’s ruling is appealed to the Director; with discipline.rulingAppeal flipped to none (Club Rule 1) it is final', () => {
    const sc = running('lnse');
    run(sc, FLOOR, ruling);
    flipParameter('lnse', 'discipline.rulingAppeal', 'none', () =>
      expect(rejection(attempt(sc, CHIEF, appeal))).toMatchObject({
        code: 'NO_APPEAL_IN_ROOM',
        ruleRef: 'LNSE 123/13 III.3',
        message: expect.stringContaining('final'),
      }),
    );
    expect(attempt(sc, CHIEF, appeal).ok).toBe(true);
  });
});

describe('discipline.seasonBanSeason', () => {
  it('FSPR 7.2.3: the chief judge enters a violation in the protocol; with discipline.seasonBanSeason flipped to null there is no protocol', () => {
    const sc = fspr();
    const v = violation(sc, OFFENDER, '7.1.11');
    const entry = {
      type: 'EnterViolationInProtocol',
      violationId: v,
      protocolRef: 'PR-1',
    } as const;
    flipParameter('fspr', 'discipline.seasonBanSeason', null, () =>
      expect(rejection(attempt(sc, CHIEF, entry))).toMatchObject({
        code: 'NO_COMPETITION_PROTOCOL',
        ruleRef: 'FSPR 7.2.3 (OQ-15)',
      }),
    );
    expect(attempt(sc, CHIEF, entry).ok).toBe(true);
  });
});

describe('discipline.protest', () => {
  it('FSPR 7.3.1: a ruling is protested to the federation; with discipline.protest flipped to null (LNSE 123/13 III.3) no protest is taken', () => {
    const sc = fspr();
    run(sc, FLOOR, ruling);
    const protest = {
      type: 'FileProtest',
      filerId: pid(4),
      rulingId: 'R-1',
      reason: 'The chips had not crossed the line.',
      document: 'scan://p.pdf',
    } as const;
    const refused = flipParameter('fspr', 'discipline.protest', null, () =>
      rejection(attempt(sc, CHIEF, protest)),
    );
    expect(refused.ruleRef).toBe('FSPR 7.3.1-7.3.4; DECISION-14');
    expect(attempt(sc, CHIEF, protest).ok).toBe(true);
  });
});

describe('ranking.formula', () => {
  it('FSNP Art. 19; DECISION-1: a season under FSNP scores by its formula; with ranking.formula flipped to null (LNSE 123/13 Res. Art. 2) the season is refused', () => {
    expect(decideSeason([], defineSeason).ok).toBe(true);
    const d = flipParameter('fsnp', 'ranking.formula', null, () => decideSeason([], defineSeason));
    expect(!d.ok && d.rejection).toMatchObject({
      code: 'RULESET_NOT_SANCTIONING',
      ruleRef: 'FSNP Art. 19; DECISION-1',
    });
  });
});

describe('discipline.directorPenaltiesFinal', () => {
  it('FSPR 7.3.1: the chief judge’s own warning may be protested; with discipline.directorPenaltiesFinal flipped to true (LNSE 123/13 III.2 ¶7) it is final', () => {
    const sc = fspr();
    const v = violation(sc, OFFENDER, '7.1.2');
    const [e] = run(sc, CHIEF, { type: 'ImposeSanction', violationId: v, kind: 'warning' });
    const sanctionId = (e.data as { sanctionId: string }).sanctionId;
    const protest = {
      type: 'FileProtest',
      filerId: OFFENDER,
      sanctionId,
      reason: 'I did not speak to anyone during the hand.',
      document: 'scan://protest-1.pdf',
    } as const;
    flipParameter('fspr', 'discipline.directorPenaltiesFinal', true, () =>
      expect(rejection(attempt(sc, CHIEF, protest))).toMatchObject({
        code: 'DIRECTOR_PENALTY_FINAL',
        ruleRef: 'FSPR 7.3.1',
      }),
    );
    expect(attempt(sc, CHIEF, protest).ok).toBe(true);
  });
});
