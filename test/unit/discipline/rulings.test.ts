/**
 * Rulings and appeals within the room (LNSE 123/13 II rulings, III.3; FSPR 7.3.1) and collusion
 * reviews (FSNP Art. 22).
 */
import { pid } from '../../support/tournament-fixtures';
import { attempt, CHIEF, FLOOR, lastOf, rejection, run, running } from './support';

const ruling = {
  type: 'RecordRuling',
  question: 'Was the verbal "raise" binding before the chips crossed the line?',
  facts: {
    tableId: 'T1',
    handNo: null,
    actions: ['seat 4: verbal raise', 'seat 4: pushed 800'],
    statement: 'The dealer heard the word.',
  },
  ruleApplied: 'LNSE 123/13 II.83',
  decision: 'The raise stands at the minimum.',
  playerIds: [pid(4)],
} as const;

describe('rulings (LNSE 123/13 II; III.3)', () => {
  it('LNSE 123/13 II: a ruling records the question, the facts, the rule, the decision and the official', () => {
    const sc = running('lnse');
    const [e] = run(sc, FLOOR, ruling);
    expect(e).toMatchObject({
      type: 'RulingRecorded',
      ruleRef: 'LNSE 123/13 II.83',
      data: { rulingId: 'R-1', official: FLOOR, facts: { tableId: 'T1' } },
    });
  });

  it('LNSE 123/13 III.3: a Supervisor’s ruling is appealed to the Director, who decides it', () => {
    const sc = running('lnse');
    run(sc, FLOOR, ruling);
    const [e] = run(sc, CHIEF, {
      type: 'AppealRuling',
      rulingId: 'R-1',
      appellantId: pid(4),
      outcome: 'reversed',
      decision: 'The full raise stands.',
    });
    expect(e).toMatchObject({
      type: 'RulingAppealed',
      data: { outcome: 'reversed', official: CHIEF },
    });
    expect(
      rejection(
        attempt(sc, CHIEF, {
          type: 'AppealRuling',
          rulingId: 'R-1',
          appellantId: pid(4),
          outcome: 'upheld',
          decision: 'again',
        }),
      ).code,
    ).toBe('RULING_ALREADY_APPEALED');
  });

  it('LNSE 123/13 III.3: the Director’s own ruling has no appeal in the room', () => {
    const sc = running('lnse');
    run(sc, CHIEF, ruling);
    const r = rejection(
      attempt(sc, CHIEF, {
        type: 'AppealRuling',
        rulingId: 'R-1',
        appellantId: pid(4),
        outcome: 'upheld',
        decision: 'x',
      }),
    );
    expect(r).toMatchObject({ code: 'APPEAL_AUTHORITY' });
  });

  it('FSPR 7.3.1: under FSPR a ruling is contested by protest to the federation, not appealed in the room', () => {
    const sc = running('fspr');
    run(sc, FLOOR, ruling);
    const r = rejection(
      attempt(sc, CHIEF, {
        type: 'AppealRuling',
        rulingId: 'R-1',
        appellantId: pid(4),
        outcome: 'upheld',
        decision: 'x',
      }),
    );
    expect(r).toMatchObject({ code: 'NO_APPEAL_IN_ROOM', ruleRef: 'FSPR 7.3.1' });
    const [p] = run(sc, CHIEF, {
      type: 'FileProtest',
      filerId: pid(4),
      rulingId: 'R-1',
      reason: 'The chips had not crossed the line.',
      document: 'scan://p.pdf',
    });
    expect(p).toMatchObject({ type: 'ProtestFiled', data: { rulingId: 'R-1', sanctionId: null } });
  });

  it('FSNP Art. 45: a ruling cannot name a hand that was never dealt', () => {
    const sc = running('lnse');
    const r = rejection(attempt(sc, FLOOR, { ...ruling, facts: { ...ruling.facts, handNo: 3 } }));
    expect(r.code).toBe('HAND_NOT_FOUND');
  });
});

describe('collusion review (FSNP Art. 22)', () => {
  function held() {
    const sc = running('fsnp');
    sc.playHand('T1');
    run(sc, FLOOR, {
      type: 'RequestCollusionHold',
      suspects: [pid(2), pid(7)],
      tableId: 'T1',
      handNo: 1,
      requestedBy: pid(9),
      reason: 'Seat 2 and seat 7 checked it down against the short stack twice.',
    });
    return sc;
  }

  it('FSNP Art. 22: the suspects’ cards are held at a participant’s request, then reviewed', () => {
    const sc = held();
    expect(lastOf(sc, 'CollusionHoldRequested')).toMatchObject({
      reviewId: 'C-1',
      suspects: [pid(2), pid(7)],
      requestedBy: pid(9),
    });
    const [e] = run(sc, CHIEF, {
      type: 'ReviewCollusion',
      reviewId: 'C-1',
      outcome: 'collusion-found',
      findings: 'Both held the nuts and never bet.',
      colluders: [pid(2), pid(7)],
    });
    expect(e.data).toMatchObject({ outcome: 'collusion-found', colluders: [pid(2), pid(7)] });
  });

  it('FSNP Art. 22: only the players whose cards were held can be found to have colluded', () => {
    const sc = held();
    const r = rejection(
      attempt(sc, CHIEF, {
        type: 'ReviewCollusion',
        reviewId: 'C-1',
        outcome: 'collusion-found',
        findings: 'x',
        colluders: [pid(3)],
      }),
    );
    expect(r).toMatchObject({ code: 'NOT_A_SUSPECT', ruleRef: 'FSNP Art. 22' });
  });

  it('FSNP Art. 22: a cleared review names no colluder', () => {
    const sc = held();
    const r = rejection(
      attempt(sc, CHIEF, {
        type: 'ReviewCollusion',
        reviewId: 'C-1',
        outcome: 'cleared',
        findings: 'x',
        colluders: [pid(2)],
      }),
    );
    expect(r.code).toBe('COLLUDERS_MISMATCH');
  });
});
