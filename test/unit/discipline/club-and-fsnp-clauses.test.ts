/**
 * Breaches the floor records under the club's own clauses (Club Rule 33, 67, 70; sanctions under
 * Rule 71) and FSNP Art. 25 (electronic devices): the ViolationRecorded cites the clause, the
 * offence is counted per player and clause (DECISION-13), and the sanctions allowed are the
 * penalty matrix's row (src/rules/penalties.ts), checked through the decider.
 */
import type { Scenario } from '../../support/tournament-fixtures';
import { attempt, CHIEF, FLOOR, rejection, run, running, violation } from './support';

const seatedPlayer = (sc: Scenario) => Object.values(sc.state.tables.T1.seats)[0];
const impose = (sc: Scenario, violationId: string, kind: string, extra = {}) =>
  attempt(sc, CHIEF, { type: 'ImposeSanction', violationId, kind, ...extra } as never);
const record = (sc: Scenario, playerId: string, clause: string, description: string) =>
  run(sc, FLOOR, { type: 'RecordViolation', playerId, clause, description })[0];

describe('Club Rule 33 — dodging the blinds is penalised', () => {
  it('Club Rule 33: given a player who sat out his big blind after a table break, when the floor records it, then it is on record under Rule 33 and a missed round may be imposed', () => {
    const sc = running('club-tda');
    const p = seatedPlayer(sc);
    const e = record(sc, p, 'Rule 33', 'Waited out the big blind after the table broke');
    expect(e).toMatchObject({
      type: 'ViolationRecorded',
      ruleRef: expect.stringContaining('Club Rule 33'),
      data: { clause: 'Rule 33', offenceNumber: 1 },
    });
    const d = impose(sc, (e.data as { violationId: string }).violationId, 'missed-rounds', {
      rounds: 1,
    });
    if (!d.ok) throw new Error(JSON.stringify(d.rejection));
    expect(d.events[0]).toMatchObject({
      type: 'SanctionImposed',
      ruleRef: 'Club Rule 33; Rule 71',
      data: { kind: 'missed-rounds', clause: 'Rule 33' },
    });
  });
});

describe('Club Rule 67 — one player to a hand', () => {
  it('Club Rule 67: advising a player during a hand may be answered at once with disqualification (sanctions need not escalate, Rule 71)', () => {
    const sc = running('club-tda');
    const p = seatedPlayer(sc);
    const v = violation(sc, p, 'Rule 67');
    const d = impose(sc, v, 'disqualification-competition');
    if (!d.ok) throw new Error(JSON.stringify(d.rejection));
    expect(d.events[0]).toMatchObject({
      type: 'SanctionImposed',
      ruleRef: 'Club Rule 67; Rule 71',
      data: { kind: 'disqualification-competition', offenceNumber: 1 },
    });
    expect(d.events.map((e) => e.type)).toContain('PlayerEliminated');
  });
});

describe('Club Rule 70 — etiquette violations are counted per player for escalation', () => {
  it('Club Rule 70: a second etiquette violation by the same player is his offence 2 under Rule 70; another player starts at 1', () => {
    const sc = running('club-tda');
    const [p, q] = Object.values(sc.state.tables.T1.seats);
    record(sc, p, 'Rule 70', 'Splashed chips into the pot');
    const second = record(sc, p, 'Rule 70', 'Berated another player about his play');
    expect(second).toMatchObject({
      ruleRef: expect.stringContaining('Club Rule 70'),
      data: { clause: 'Rule 70', offenceNumber: 2 },
    });
    expect(record(sc, q, 'Rule 70', 'Excessive celebration').data).toMatchObject({
      offenceNumber: 1,
    });
    // The count is per clause: a breach of Rule 67 is his first of that clause.
    expect(record(sc, p, 'Rule 67', 'Discussed the hand with a spectator').data).toMatchObject({
      offenceNumber: 1,
    });
  });
});

describe('FSNP Art. 25 — electronic devices: a player in a hand who writes messages has his hand declared dead', () => {
  it('FSNP Art. 25: given a player seen writing a message while in a hand, when the floor records it, then it is on record under Art. 25 and his hand may be declared dead', () => {
    const sc = running('fsnp');
    const p = seatedPlayer(sc);
    const e = record(sc, p, 'Art. 25', 'Writing a text message while holding cards');
    expect(e).toMatchObject({
      type: 'ViolationRecorded',
      ruleRef: expect.stringContaining('FSNP Art. 25'),
      data: { clause: 'Art. 25' },
    });
    const d = impose(sc, (e.data as { violationId: string }).violationId, 'dead-hand');
    if (!d.ok) throw new Error(JSON.stringify(d.rejection));
    expect(d.events[0]).toMatchObject({
      type: 'SanctionImposed',
      ruleRef: 'FSNP Art. 25',
      data: { kind: 'dead-hand', clause: 'Art. 25' },
    });
  });

  it('FSNP Art. 25: the article names a dead hand (or a warning), not disqualification', () => {
    const sc = running('fsnp');
    const v = violation(sc, seatedPlayer(sc), 'Art. 25');
    expect(rejection(impose(sc, v, 'disqualification-competition'))).toMatchObject({
      code: 'SANCTION_NOT_ALLOWED',
      ruleRef: 'FSNP Art. 25',
    });
  });
});

describe('FSNP Art. 26 — a person carrying a weapon may not take part', () => {
  it('FSNP Art. 26: given a player found carrying a weapon, when the floor records it, then the TD puts him out of the competition; a warning is not enough', () => {
    const sc = running('fsnp');
    const p = seatedPlayer(sc);
    const e = record(sc, p, 'Art. 26', 'A knife found in his bag at the table (he has a permit)');
    expect(e).toMatchObject({
      type: 'ViolationRecorded',
      ruleRef: expect.stringContaining('FSNP Art. 26'),
      data: { clause: 'Art. 26', offenceNumber: 1 },
    });
    const v = (e.data as { violationId: string }).violationId;
    expect(rejection(impose(sc, v, 'warning'))).toMatchObject({
      code: 'SANCTION_NOT_ALLOWED',
      ruleRef: 'FSNP Art. 26',
    });
    const d = impose(sc, v, 'disqualification-competition');
    if (!d.ok) throw new Error(JSON.stringify(d.rejection));
    expect(d.events[0]).toMatchObject({ type: 'SanctionImposed', ruleRef: 'FSNP Art. 26' });
    expect(d.events.map((x) => x.type)).toContain('PlayerEliminated');
  });
});
