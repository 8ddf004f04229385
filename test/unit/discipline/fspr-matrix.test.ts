/**
 * The FSPR penalty matrix (rules-ru-fspr.md "Penalty matrix"; 7.1.2-7.1.15 with the powers of
 * 7.2.1-7.2.3), written out here from the catalog, independently of src/rules/penalties.ts:
 * every row, first and repeat offence, each sanction with each role allowed and refused.
 */
import type { Role } from '../../../src/events/envelope';
import type { ImposeSanction } from '../../../src/aggregates/tournament/discipline/commands';
import { Scenario, pid } from '../../support/tournament-fixtures';
import { attempt, CHIEF, FLOOR, official, rejection, run, running, violation } from './support';

type Code = 'W' | 'R1' | 'R2' | 'R3' | 'R4' | 'R5' | 'DQ' | 'SEASON';

/** clause, first offence, repeat (2+). */
const MATRIX: readonly (readonly [string, readonly Code[], readonly Code[]])[] = [
  ['7.1.2', ['W'], ['R1']],
  ['7.1.3', ['W'], ['R1']],
  ['7.1.4', ['R2'], ['DQ', 'SEASON']],
  ['7.1.5', ['W'], ['W']],
  ['7.1.6', ['R1'], ['R2']],
  ['7.1.7', ['W'], ['R1']],
  ['7.1.8', ['W'], ['R2', 'R3']],
  ['7.1.9', ['W'], ['R1']],
  ['7.1.10', ['W'], ['W']],
  ['7.1.11', ['R1', 'R2', 'R3', 'R4', 'DQ', 'SEASON'], ['R1', 'R2', 'R3', 'R4', 'DQ', 'SEASON']],
  ['7.1.12', ['W'], ['R1', 'R2']],
  ['7.1.13', ['W'], ['W']],
  ['7.1.14', ['R1'], ['R1']],
  // "Any sanction within the official's powers"; the season ban under 7.1.15 is open (OQ-14).
  ['7.1.15', ['W', 'R1', 'R2', 'R3', 'R4', 'R5', 'DQ'], ['W', 'R1', 'R2', 'R3', 'R4', 'R5', 'DQ']],
];

const ALL: readonly Code[] = ['W', 'R1', 'R2', 'R3', 'R4', 'R5', 'DQ', 'SEASON'];
const ROLES: readonly Role[] = ['dealer', 'floor', 'director', 'federation'];

/** FSPR 7.2.1-7.2.3: judge warns and sits out; chief judge also disqualifies; FSPR bans. */
const WHO: Readonly<Record<'W' | 'R' | 'DQ' | 'SEASON', readonly Role[]>> = {
  W: ['floor', 'director'],
  R: ['floor', 'director'],
  DQ: ['director'],
  SEASON: ['federation'],
};
const family = (c: Code) => (c.startsWith('R') ? 'R' : (c as 'W' | 'DQ' | 'SEASON'));
const powerful = (c: Code): Role => WHO[family(c)][0];

function sanction(c: Code): Omit<ImposeSanction, 'tournamentId' | 'type' | 'violationId'> {
  if (c === 'W') return { kind: 'warning' };
  if (c === 'DQ') return { kind: 'disqualification-competition' };
  if (c === 'SEASON') return { kind: 'disqualification-season' };
  return { kind: 'missed-rounds', rounds: Number(c.slice(1)) };
}

const BASE = running('fspr').events;
const OFFENDER = pid(3);

/** A fresh tournament where OFFENDER's violation of `clause` is his `offence`-th. */
function at(clause: string, first: Code, offence: 1 | 2, protocol: boolean) {
  const sc = new Scenario().apply(...BASE);
  if (offence === 2) {
    const v1 = violation(sc, OFFENDER, clause);
    run(sc, official(powerful(first)), {
      type: 'ImposeSanction',
      violationId: v1,
      ...sanction(first),
    });
  }
  const v = violation(sc, OFFENDER, clause);
  if (protocol)
    run(sc, CHIEF, { type: 'EnterViolationInProtocol', violationId: v, protocolRef: 'PR-1' });
  return { sc, v };
}

describe('FSPR penalty matrix (7.1.2-7.1.15, 7.2.1-7.2.3; DECISION-13)', () => {
  for (const [clause, first, repeat] of MATRIX) {
    for (const [offence, tier] of [
      [1, first],
      [2, repeat],
    ] as const) {
      const label = offence === 1 ? 'first offence' : 'repeat offence';
      for (const code of tier)
        for (const role of ROLES) {
          const allowed = WHO[family(code)].includes(role);
          it(`FSPR ${clause}: ${label}, ${code} by ${role} is ${allowed ? 'imposed' : 'refused (7.2)'}`, () => {
            const { sc, v } = at(clause, first[0], offence, code === 'SEASON');
            const d = attempt(sc, official(role), {
              type: 'ImposeSanction',
              violationId: v,
              ...sanction(code),
            });
            if (allowed) {
              expect(d.ok && d.events[0]).toMatchObject({
                type: 'SanctionImposed',
                data: { clause, offenceNumber: offence, kind: sanction(code).kind },
              });
            } else {
              expect(rejection(d)).toMatchObject({
                code: 'SANCTION_AUTHORITY',
                ruleRef: 'FSPR 7.2.1-7.2.3',
              });
            }
          });
        }
      for (const code of ALL.filter((c) => !tier.includes(c)))
        it(`FSPR ${clause}: ${label}, ${code} is not a sanction for it, even from ${powerful(code)}`, () => {
          const { sc, v } = at(clause, first[0], offence, code === 'SEASON');
          const r = rejection(
            attempt(sc, official(powerful(code)), {
              type: 'ImposeSanction',
              violationId: v,
              ...sanction(code),
            }),
          );
          expect(['SANCTION_NOT_ALLOWED', 'SANCTION_AMOUNT_NOT_ALLOWED']).toContain(r.code);
          expect(r.ruleRef).toContain(`FSPR ${clause}`);
        });
    }
  }

  it('FSPR 7.2.3: a season disqualification without the chief judge’s protocol entry is refused', () => {
    const { sc, v } = at('7.1.11', 'R1', 1, false);
    const r = rejection(
      attempt(sc, official('federation'), {
        type: 'ImposeSanction',
        violationId: v,
        kind: 'disqualification-season',
      }),
    );
    expect(r).toMatchObject({ code: 'SEASON_BAN_NEEDS_PROTOCOL_ENTRY', ruleRef: 'FSPR 7.2.3' });
  });

  it('FSPR 7.2.1: no chip penalties under FSPR', () => {
    const { sc, v } = at('7.1.7', 'W', 1, false);
    const r = rejection(
      attempt(sc, FLOOR, { type: 'ImposeSanction', violationId: v, kind: 'chip-penalty' }),
    );
    expect(r).toMatchObject({ code: 'CHIP_PENALTY_NOT_ALLOWED', ruleRef: 'FSPR 7.2.1' });
  });

  it('DECISION-13: offences are counted per clause — a 7.1.7 delay after a 7.1.2 offence is a first offence', () => {
    const sc = new Scenario().apply(...BASE);
    const v1 = violation(sc, OFFENDER, '7.1.2');
    run(sc, FLOOR, { type: 'ImposeSanction', violationId: v1, kind: 'warning' });
    const v2 = violation(sc, OFFENDER, '7.1.7');
    const r = rejection(
      attempt(sc, FLOOR, {
        type: 'ImposeSanction',
        violationId: v2,
        kind: 'missed-rounds',
        rounds: 1,
      }),
    );
    expect(r.code).toBe('SANCTION_NOT_ALLOWED');
    expect(r.message).toContain('1st offence');
  });

  it('DECISION-13: offences are counted per player — another player’s 7.1.2 does not make his a repeat', () => {
    const sc = new Scenario().apply(...BASE);
    const v1 = violation(sc, pid(4), '7.1.2');
    run(sc, FLOOR, { type: 'ImposeSanction', violationId: v1, kind: 'warning' });
    const v2 = violation(sc, OFFENDER, '7.1.2');
    const d = attempt(sc, FLOOR, { type: 'ImposeSanction', violationId: v2, kind: 'warning' });
    expect(d.ok && d.events[0].data).toMatchObject({ offenceNumber: 1 });
  });

  it('FSPR 7.2.2: a disqualification takes the player and his chips out of play and places him', () => {
    const sc = new Scenario().apply(...BASE);
    const stack = sc.state.entrants[OFFENDER].stack;
    const v = violation(sc, OFFENDER, '7.1.11');
    const events = run(sc, CHIEF, {
      type: 'ImposeSanction',
      violationId: v,
      kind: 'disqualification-competition',
    });
    expect(events.map((e) => e.type)).toEqual(['SanctionImposed', 'PlayerEliminated']);
    expect(events[1].data).toMatchObject({
      playerId: OFFENDER,
      reason: 'disqualification',
      chipsRemoved: stack,
      place: 16,
    });
    expect(sc.state.entrants[OFFENDER]).toMatchObject({
      status: 'eliminated',
      stack: 0,
      tableId: null,
    });
  });

  it('FSPR 7.2.1: a sanction needs a violation on record', () => {
    const sc = new Scenario().apply(...BASE);
    const r = rejection(
      attempt(sc, FLOOR, { type: 'ImposeSanction', violationId: 'V-9', kind: 'warning' }),
    );
    expect(r).toMatchObject({ code: 'VIOLATION_NOT_FOUND', ruleRef: 'FSPR 7.2.1-7.2.3' });
  });

  it('FSPR 7.1.15: a violation without a description of the circumstances is refused', () => {
    const sc = new Scenario().apply(...BASE);
    const r = rejection(
      attempt(sc, FLOOR, {
        type: 'RecordViolation',
        playerId: OFFENDER,
        clause: '7.1.15',
        description: '  ',
      }),
    );
    expect(r.code).toBe('VIOLATION_DESCRIPTION_REQUIRED');
  });

  it('FSPR 7.2.1-7.2.3: a clause that is not a violation of the ruleset is refused', () => {
    const sc = new Scenario().apply(...BASE);
    const r = rejection(
      attempt(sc, FLOOR, {
        type: 'RecordViolation',
        playerId: OFFENDER,
        clause: 'Art. 20',
        description: 'x',
      }),
    );
    expect(r).toMatchObject({ code: 'PENALTY_CLAUSE_UNKNOWN', ruleRef: 'FSPR 7.2.1-7.2.3' });
  });
});
