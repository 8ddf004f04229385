/**
 * Protest lifecycle (FSPR 7.3.1-7.3.4; DECISION-13, DECISION-14): filed through the chief judge
 * before the competition ends, forwarded with the protocol, received, decided within 30 days
 * of receipt (counted from the day after), final; an annulled sanction stops counting.
 */
import { rolesFor } from '../../../src/aggregates/tournament';
import { disciplineView } from '../../../src/aggregates/tournament/discipline/state';
import { pid, type Scenario } from '../../support/tournament-fixtures';
import { attempt, CHIEF, FLOOR, FSPR, lastOf, rejection, run, running, violation } from './support';

const ENDED = '2026-12-06T02:00:00.000Z';
const OFFENDER = pid(5);

function sanctioned(clause = '7.1.14') {
  const sc = running('fspr');
  const v = violation(sc, OFFENDER, clause);
  run(sc, FLOOR, { type: 'ImposeSanction', violationId: v, kind: 'missed-rounds', rounds: 1 });
  return { sc, sanctionId: lastOf(sc, 'SanctionImposed').sanctionId as string };
}

function end(sc: Scenario): void {
  sc.apply({
    type: 'TournamentCompleted',
    data: { winnerId: pid(1), completedAt: ENDED, standings: [] },
  });
}

const file = (sanctionId: string, filerId = OFFENDER) =>
  ({
    type: 'FileProtest',
    filerId,
    sanctionId,
    reason: 'I did not speak to anyone during the hand.',
    document: 'scan://protest-1.pdf',
  }) as const;

/** Filed, forwarded on 2026-12-06 and received by the federation on `receivedOn`. */
function underReview(receivedOn = '2026-12-10', ended = true) {
  const { sc, sanctionId } = sanctioned();
  run(sc, CHIEF, file(sanctionId), '2026-12-05T20:00:00.000Z');
  if (ended) end(sc);
  run(
    sc,
    CHIEF,
    { type: 'ForwardProtest', protestId: 'P-1', protocolRef: 'protocol-t-1 v3' },
    '2026-12-06T09:00:00.000Z',
  );
  run(
    sc,
    FSPR,
    { type: 'ReceiveProtest', protestId: 'P-1', receivedOn },
    `${receivedOn}T10:00:00.000Z`,
  );
  return { sc, sanctionId };
}

const decide = (outcome: 'dismissed' | 'annulled' | 'modified' = 'dismissed', decidedOn?: string) =>
  ({
    type: 'DecideProtest',
    protestId: 'P-1',
    outcome,
    reasoning: 'Video review of the table.',
    ...(decidedOn ? { decidedOn } : {}),
  }) as const;

describe('filing (FSPR 7.3.1-7.3.2; DECISION-14)', () => {
  it('FSPR 7.3.2: a protest lodged one millisecond before the competition ends is accepted', () => {
    const { sc, sanctionId } = sanctioned();
    end(sc);
    const [e] = run(sc, CHIEF, file(sanctionId), '2026-12-06T01:59:59.999Z');
    expect(e).toMatchObject({
      type: 'ProtestFiled',
      data: { protestId: 'P-1', filerId: OFFENDER, sanctionId, receivedBy: CHIEF },
    });
  });

  it('FSPR 7.3.2: a protest lodged at the very moment the competition ends is refused, and the refusal recorded', () => {
    const { sc, sanctionId } = sanctioned();
    end(sc);
    const [e] = run(sc, CHIEF, file(sanctionId), ENDED);
    expect(e).toMatchObject({
      type: 'ProtestRefused',
      data: { code: 'PROTEST_TOO_LATE', ruleRef: 'FSPR 7.3.2', competitionEndedAt: ENDED },
    });
    expect(disciplineView(sc.state).protests['P-1'].status).toBe('refused');
  });

  it('FSPR 7.3.1: only the sanctioned participant may protest', () => {
    const { sc, sanctionId } = sanctioned();
    const r = rejection(attempt(sc, CHIEF, file(sanctionId, pid(6))));
    expect(r).toMatchObject({
      code: 'PROTEST_NOT_BY_SANCTIONED_PARTICIPANT',
      ruleRef: 'FSPR 7.3.1; DECISION-14',
    });
  });

  it('FSPR 7.3.1: a protest is lodged through the chief judge, not with the federation or the floor', () => {
    expect(rolesFor('FileProtest')).toEqual(['director']);
  });

  it('FSPR 7.3.1: a protest without its written reasons is refused', () => {
    const { sc, sanctionId } = sanctioned();
    const r = rejection(attempt(sc, CHIEF, { ...file(sanctionId), reason: ' ' }));
    expect(r).toMatchObject({ code: 'PROTEST_INCOMPLETE', ruleRef: 'FSPR 7.3.1' });
  });

  it('FSPR 7.3.1: one protest per sanction', () => {
    const { sc, sanctionId } = sanctioned();
    run(sc, CHIEF, file(sanctionId));
    expect(rejection(attempt(sc, CHIEF, file(sanctionId))).code).toBe('PROTEST_ALREADY_FILED');
  });

  it('LNSE 123/13 III.3: there is no protest to a federation under LNSE', () => {
    const sc = running('lnse');
    const v = violation(sc, OFFENDER, 'II.41');
    run(sc, FLOOR, { type: 'ImposeSanction', violationId: v, kind: 'warning' });
    const r = rejection(attempt(sc, CHIEF, file('S-1')));
    expect(r.code).toBe('PROTEST_NOT_AVAILABLE');
    expect(r.ruleRef).toContain('LNSE 123/13 III.3');
  });
});

describe('forwarding and receipt (FSPR 7.3.3-7.3.4)', () => {
  it('FSPR 7.3.3: forwarding needs the competition protocol', () => {
    const { sc, sanctionId } = sanctioned();
    run(sc, CHIEF, file(sanctionId));
    const r = rejection(
      attempt(sc, CHIEF, { type: 'ForwardProtest', protestId: 'P-1', protocolRef: '' }),
    );
    expect(r).toMatchObject({ code: 'PROTOCOL_REF_REQUIRED', ruleRef: 'FSPR 7.3.3' });
  });

  it('FSPR 7.3.4; DECISION-14: received 2026-12-10, the decision is due 2027-01-09', () => {
    const { sc } = underReview('2026-12-10');
    expect(lastOf(sc, 'ProtestReceived')).toMatchObject({
      receivedOn: '2026-12-10',
      decisionDueBy: '2027-01-09',
    });
  });

  it('FSPR 7.3.4: the federation cannot receive a protest before it was forwarded', () => {
    const { sc, sanctionId } = sanctioned();
    run(sc, CHIEF, file(sanctionId));
    const r = rejection(
      attempt(
        sc,
        FSPR,
        { type: 'ReceiveProtest', protestId: 'P-1', receivedOn: '2026-12-10' },
        '2026-12-10T10:00:00.000Z',
      ),
    );
    expect(r.code).toBe('PROTEST_NOT_FORWARDED');
  });
});

describe('decision (FSPR 7.3.4; DECISION-13, DECISION-14)', () => {
  it('FSPR 7.3.4: the federation cannot decide before receipt', () => {
    const { sc, sanctionId } = sanctioned();
    run(sc, CHIEF, file(sanctionId));
    run(sc, CHIEF, { type: 'ForwardProtest', protestId: 'P-1', protocolRef: 'protocol-t-1 v3' });
    const r = rejection(attempt(sc, FSPR, decide()));
    expect(r).toMatchObject({ code: 'PROTEST_NOT_RECEIVED', ruleRef: 'FSPR 7.3.4' });
  });

  it('DECISION-14: decided on the 30th day (2027-01-09) is on time', () => {
    const { sc } = underReview('2026-12-10');
    const [e] = run(sc, FSPR, decide('dismissed', '2027-01-09'), '2027-01-09T12:00:00.000Z');
    expect(e.data).toMatchObject({ decidedLate: false, decisionDueBy: '2027-01-09' });
  });

  it('DECISION-14: decided on the 31st day (2027-01-10) is accepted and flagged late', () => {
    const { sc } = underReview('2026-12-10');
    const [e] = run(sc, FSPR, decide('dismissed', '2027-01-10'), '2027-01-10T12:00:00.000Z');
    expect(e).toMatchObject({
      data: { decidedLate: true },
      ruleRef: 'FSPR 7.3.4; DECISION-14 (decided late)',
    });
  });

  it('FSPR 7.3.4: the decision is final — deciding again is refused', () => {
    const { sc } = underReview();
    run(sc, FSPR, decide('dismissed', '2026-12-20'), '2026-12-20T12:00:00.000Z');
    const r = rejection(
      attempt(sc, FSPR, decide('annulled', '2026-12-21'), '2026-12-21T12:00:00.000Z'),
    );
    expect(r).toMatchObject({ code: 'PROTEST_DECISION_FINAL', ruleRef: 'FSPR 7.3.4' });
  });

  it('DECISION-13: an annulled sanction stops counting — the next 7.1.14 is a first offence again', () => {
    const { sc } = underReview('2026-12-10', false);
    const events = run(sc, FSPR, decide('annulled', '2026-12-20'), '2026-12-20T12:00:00.000Z');
    expect(events.map((e) => e.type)).toEqual(['ProtestDecided', 'SanctionAnnulled']);
    const [v] = run(sc, FLOOR, {
      type: 'RecordViolation',
      playerId: OFFENDER,
      clause: '7.1.14',
      description: 'again',
    });
    expect(v.data).toMatchObject({ offenceNumber: 1 });
  });

  it('FSPR 7.3.4: an annulled penalty is no longer served', () => {
    const { sc } = underReview();
    run(sc, FSPR, decide('annulled', '2026-12-20'), '2026-12-20T12:00:00.000Z');
    expect(disciplineView(sc.state).sanctions['S-1']).toMatchObject({ annulled: true });
  });

  it('FSPR 7.3.4: a modified sanction must still be one the matrix allows (7.1.14: 1 round, not a warning)', () => {
    const { sc } = underReview();
    const r = rejection(
      attempt(
        sc,
        FSPR,
        { ...decide('modified', '2026-12-20'), modifiedTo: { kind: 'warning' } },
        '2026-12-20T12:00:00.000Z',
      ),
    );
    expect(r.code).toBe('SANCTION_NOT_ALLOWED');
  });

  it('FSPR 7.2.3; 7.3.4: a season disqualification by the federation cannot be protested', () => {
    const sc = running('fspr');
    const v = violation(sc, OFFENDER, '7.1.11');
    run(sc, CHIEF, {
      type: 'EnterViolationInProtocol',
      violationId: v,
      protocolRef: 'protocol-t-1',
    });
    run(sc, FSPR, { type: 'ImposeSanction', violationId: v, kind: 'disqualification-season' });
    const r = rejection(attempt(sc, CHIEF, file('S-1')));
    expect(r.code).toBe('FEDERATION_DECISION_FINAL');
  });
});

describe('notification (FSPR 7.3.4)', () => {
  it('FSPR 7.3.4: the filer is informed only once the protest is decided', () => {
    const { sc } = underReview();
    const notify = {
      type: 'NotifyProtestDecision',
      protestId: 'P-1',
      channel: 'registered letter',
    } as const;
    expect(rejection(attempt(sc, FSPR, notify, '2026-12-20T12:00:00.000Z')).code).toBe(
      'PROTEST_NOT_DECIDED',
    );
    run(sc, FSPR, decide('dismissed', '2026-12-20'), '2026-12-20T12:00:00.000Z');
    const [e] = run(sc, FSPR, notify, '2026-12-21T12:00:00.000Z');
    expect(e.data).toMatchObject({
      recipientId: OFFENDER,
      notifiedOn: '2026-12-21',
      channel: 'registered letter',
    });
    const r = rejection(
      attempt(sc, FSPR, decide('annulled', '2026-12-22'), '2026-12-22T12:00:00.000Z'),
    );
    expect(r.code).toBe('PROTEST_DECISION_FINAL');
  });
});
