/**
 * LNSE 123/13 Annex II conduct in the hand that names its own penalty: II.27 (deliberately
 * producing a defective deck: disqualification), II.98 (faking a bet while checking), II.107 (a
 * deliberately false claim of one's hand). The floor records the breach under its article; the
 * sanctions the article allows are the penalty matrix's row (src/rules/penalties.ts).
 */
import type { Scenario } from '../../support/tournament-fixtures';
import { attempt, CHIEF, rejection, running, violation } from './support';

const seatedPlayer = (sc: Scenario) => Object.values(sc.state.tables.T1.seats)[0];
const impose = (sc: Scenario, violationId: string, kind: string, extra = {}) =>
  attempt(sc, CHIEF, { type: 'ImposeSanction', violationId, kind, ...extra } as never);
const imposed = (d: ReturnType<typeof impose>) => {
  if (!d.ok) throw new Error(JSON.stringify(d.rejection));
  return d.events;
};

describe('LNSE II.27 — deliberately producing a defective deck: disqualification', () => {
  it('LNSE II.27: given a player who marked the deck on purpose, when the Director rules, then he is disqualified at the first offence', () => {
    const sc = running('lnse');
    const events = imposed(
      impose(sc, violation(sc, seatedPlayer(sc), 'II.27'), 'disqualification-competition'),
    );
    expect(events[0]).toMatchObject({
      type: 'SanctionImposed',
      ruleRef: 'LNSE 123/13 II.27',
      data: { kind: 'disqualification-competition', offenceNumber: 1 },
    });
    expect(events.find((e) => e.type === 'PlayerEliminated')).toBeDefined();
  });

  it('LNSE II.27: a warning is not the article\u2019s penalty (refused)', () => {
    const sc = running('lnse');
    const v = violation(sc, seatedPlayer(sc), 'II.27');
    expect(rejection(impose(sc, v, 'warning'))).toMatchObject({
      code: 'SANCTION_NOT_ALLOWED',
      ruleRef: 'LNSE 123/13 II.27',
    });
  });
});

describe('LNSE II.98 — faking a bet while checking', () => {
  it('LNSE II.98: given a player who handled chips as if to bet and then checked, when the floor records it, then a first offence is a warning', () => {
    const sc = running('lnse');
    const events = imposed(impose(sc, violation(sc, seatedPlayer(sc), 'II.98'), 'warning'));
    expect(events[0]).toMatchObject({
      type: 'SanctionImposed',
      ruleRef: 'LNSE 123/13 II.98, II.41',
      data: { kind: 'warning', clause: 'II.98' },
    });
  });

  it('LNSE II.98: disqualification for a first fake bet is beyond the article (refused)', () => {
    const sc = running('lnse');
    const v = violation(sc, seatedPlayer(sc), 'II.98');
    expect(rejection(impose(sc, v, 'disqualification-competition'))).toMatchObject({
      code: 'SANCTION_NOT_ALLOWED',
      ruleRef: 'LNSE 123/13 II.98, II.41',
    });
  });
});

describe('LNSE II.107 — verbal hand claims are not binding; deliberate miscalls penalised', () => {
  it('LNSE II.107: given a player who called "flush" knowing he had none, when the floor records it, then it is a warning on record under II.107', () => {
    const sc = running('lnse');
    const events = imposed(impose(sc, violation(sc, seatedPlayer(sc), 'II.107'), 'warning'));
    expect(events[0]).toMatchObject({
      type: 'SanctionImposed',
      ruleRef: 'LNSE 123/13 II.107, II.41',
      data: { kind: 'warning', clause: 'II.107', offenceNumber: 1 },
    });
  });

  it('LNSE II.107: a second deliberate miscall may cost hands at the table (II.41 escalation)', () => {
    const sc = running('lnse');
    const p = seatedPlayer(sc);
    imposed(impose(sc, violation(sc, p, 'II.107'), 'warning'));
    const v2 = violation(sc, p, 'II.107');
    const events = imposed(
      impose(sc, v2, 'missed-hands', { handsPerPlayer: 1, singleHand: false }),
    );
    expect(events[0]).toMatchObject({
      ruleRef: 'LNSE 123/13 II.107, II.41',
      data: { offenceNumber: 2 },
    });
  });
});

describe('LNSE II.39 — when a penalty applies', () => {
  it('LNSE II.39: given a breach of a technical rule that compromised the game, when the floor records it under II.41, then the record cites II.39 and a first offence is a warning', () => {
    const sc = running('lnse');
    const events = imposed(impose(sc, violation(sc, seatedPlayer(sc), 'II.41'), 'warning'));
    expect(events[0]).toMatchObject({
      type: 'SanctionImposed',
      ruleRef: 'LNSE 123/13 II.41, II.39; I.79',
      data: { kind: 'warning', clause: 'II.41' },
    });
  });
});

describe('FSNP Art. 91 — no check-down agreements against an all-in player', () => {
  it('FSNP Art. 91: given two players who agreed to check it down against an all-in third, when the floor records it, then it is on record under Art. 91 and a first breach is a verbal warning (Art. 20)', () => {
    const sc = running('fsnp');
    const p = seatedPlayer(sc);
    const v = violation(sc, p, 'Art. 91');
    const no = rejection(
      attempt(sc, CHIEF, {
        type: 'ImposeSanction',
        violationId: v,
        kind: 'missed-rounds',
        rounds: 1,
      } as never),
    );
    expect(no).toMatchObject({ code: 'SANCTION_NOT_ALLOWED' });
    const events = imposed(impose(sc, v, 'warning'));
    expect(events[0]).toMatchObject({
      type: 'SanctionImposed',
      ruleRef: 'FSNP Art. 91; Art. 20',
      data: { kind: 'warning', clause: 'Art. 91' },
    });
  });
});
