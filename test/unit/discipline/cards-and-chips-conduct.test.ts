/**
 * Conduct with cards and chips that names its own consequence: FSNP Art. 71 (cards kept
 * visible), Art. 72 (marking cards), Art. 75 (playing on with a deck known to be out of order);
 * LNSE 123/13 I.77 (one player to a hand), II.9 (hiding chips), II.26 (exploiting a defective
 * card). The floor records the breach under its article; the sanctions the article allows are
 * the penalty matrix's row (src/rules/penalties.ts), checked through the decider.
 */
import type { Scenario } from '../../support/tournament-fixtures';
import { attempt, CHIEF, FLOOR, rejection, run, running, violation } from './support';

const seatedPlayer = (sc: Scenario) => Object.values(sc.state.tables.T1.seats)[0];
const impose = (sc: Scenario, violationId: string, kind: string, extra = {}) =>
  attempt(sc, CHIEF, { type: 'ImposeSanction', violationId, kind, ...extra } as never);

describe('FSNP Art. 71: cards must stay visible', () => {
  it('FSNP Art. 71: given a player who covered his cards, when the floor records it, then it is on record under Art. 71 and his hand may be killed at the first offence', () => {
    const sc = running('fsnp');
    const p = seatedPlayer(sc);
    const [e] = run(sc, FLOOR, {
      type: 'RecordViolation',
      playerId: p,
      clause: 'Art. 71',
      description: 'Kept his cards under his hand, out of the dealer’s sight',
    });
    expect(e).toMatchObject({
      type: 'ViolationRecorded',
      // The offence is counted per player, per clause, per competition (DECISION-13).
      ruleRef: 'FSNP Art. 71; DECISION-13',
      data: { clause: 'Art. 71', offenceNumber: 1 },
    });
    const v = (e.data as { violationId: string }).violationId;
    const d = impose(sc, v, 'dead-hand');
    if (!d.ok) throw new Error(JSON.stringify(d.rejection));
    expect(d.events[0]).toMatchObject({
      type: 'SanctionImposed',
      ruleRef: 'FSNP Art. 71',
      data: { kind: 'dead-hand', clause: 'Art. 71' },
    });
  });

  it('FSNP Art. 71: the penalty goes up to a killed hand, no further: disqualification is refused', () => {
    const sc = running('fsnp');
    const v = violation(sc, seatedPlayer(sc), 'Art. 71');
    const no = rejection(impose(sc, v, 'disqualification-competition'));
    expect(no).toMatchObject({ code: 'SANCTION_NOT_ALLOWED', ruleRef: 'FSNP Art. 71' });
  });
});

describe('FSNP Art. 72: marking or damaging cards may lead to disqualification', () => {
  it('FSNP Art. 72: given a player seen bending the cards, when the TD disqualifies him at the first offence, then he is out with his chips (where Art. 23 would first need three warnings)', () => {
    const sc = running('fsnp');
    const p = seatedPlayer(sc);
    const v = violation(sc, p, 'Art. 72');
    const d = impose(sc, v, 'disqualification-competition');
    if (!d.ok) throw new Error(JSON.stringify(d.rejection));
    expect(d.events[0]).toMatchObject({
      type: 'SanctionImposed',
      ruleRef: 'FSNP Art. 72',
      data: { kind: 'disqualification-competition', offenceNumber: 1 },
    });
    expect(d.events.map((e) => e.type)).toContain('PlayerEliminated');
    const other = running('fsnp');
    const v23 = violation(other, seatedPlayer(other), 'Art. 23');
    expect(rejection(impose(other, v23, 'disqualification-competition')).code).toBe(
      'SANCTION_NOT_ALLOWED',
    );
  });

  it('FSNP Art. 72: a second offence is no longer answered with a warning', () => {
    const sc = running('fsnp');
    const p = seatedPlayer(sc);
    run(sc, CHIEF, {
      type: 'ImposeSanction',
      violationId: violation(sc, p, 'Art. 72'),
      kind: 'warning',
    });
    const second = violation(sc, p, 'Art. 72');
    expect(rejection(impose(sc, second, 'warning'))).toMatchObject({
      code: 'SANCTION_NOT_ALLOWED',
      ruleRef: 'FSNP Art. 72',
    });
    expect(impose(sc, second, 'missed-rounds', { rounds: 2 }).ok).toBe(true);
  });
});

describe('FSNP Art. 75: playing on with a deck known to be out of order', () => {
  it('FSNP Art. 75: he may lose the chips he put in (a dead hand) and be penalised; disqualification is not in the article', () => {
    const sc = running('fsnp');
    const p = seatedPlayer(sc);
    const v = violation(sc, p, 'Art. 75');
    const dead = impose(sc, v, 'dead-hand');
    if (!dead.ok) throw new Error(JSON.stringify(dead.rejection));
    expect(dead.events[0]).toMatchObject({ ruleRef: 'FSNP Art. 75', data: { kind: 'dead-hand' } });
    const v2 = violation(sc, p, 'Art. 75');
    expect(rejection(impose(sc, v2, 'disqualification-competition')).ruleRef).toBe('FSNP Art. 75');
  });
});

describe('LNSE 123/13 I.77: one player to a hand', () => {
  it('LNSE 123/13 I.77: a first breach gets a warning, not a suspension (II.41); a repeat may be suspended', () => {
    const sc = running('lnse');
    const p = seatedPlayer(sc);
    const [e] = run(sc, FLOOR, {
      type: 'RecordViolation',
      playerId: p,
      clause: 'I.77',
      description: 'Advised the player beside him during the hand',
    });
    expect(e).toMatchObject({
      ruleRef: 'LNSE 123/13 I.77, II.41; I.79; DECISION-13',
      data: { clause: 'I.77' },
    });
    const v1 = (e.data as { violationId: string }).violationId;
    const suspend = { handsPerPlayer: 1, singleHand: false };
    expect(rejection(impose(sc, v1, 'missed-hands', suspend))).toMatchObject({
      code: 'SANCTION_NOT_ALLOWED',
      ruleRef: 'LNSE 123/13 I.77, II.41; I.79',
    });
    run(sc, FLOOR, { type: 'ImposeSanction', violationId: v1, kind: 'warning' });
    const v2 = violation(sc, p, 'I.77');
    const d = impose(sc, v2, 'missed-hands', suspend);
    if (!d.ok) throw new Error(JSON.stringify(d.rejection));
    expect(d.events[0]).toMatchObject({ data: { kind: 'missed-hands', offenceNumber: 2 } });
  });
});

describe('LNSE 123/13 II.9 and II.26: hidden chips, an exploited defective card', () => {
  it('LNSE 123/13 II.9: a player hiding chips may be disqualified at once, his chips leaving the tournament', () => {
    const sc = running('lnse');
    const p = seatedPlayer(sc);
    const d = impose(sc, violation(sc, p, 'II.9'), 'disqualification-competition');
    if (!d.ok) throw new Error(JSON.stringify(d.rejection));
    expect(d.events[0]).toMatchObject({
      type: 'SanctionImposed',
      ruleRef: 'LNSE 123/13 II.9, II.41',
      data: { offenceNumber: 1 },
    });
    expect(d.events.find((e) => e.type === 'PlayerEliminated')).toBeDefined();
  });

  it('LNSE 123/13 II.26: he loses his right to the pot (a dead hand); a mere warning is not in the rule', () => {
    const sc = running('lnse');
    const p = seatedPlayer(sc);
    const v = violation(sc, p, 'II.26');
    expect(rejection(impose(sc, v, 'warning'))).toMatchObject({
      code: 'SANCTION_NOT_ALLOWED',
      ruleRef: 'LNSE 123/13 II.26, II.41',
    });
    const d = impose(sc, v, 'dead-hand');
    if (!d.ok) throw new Error(JSON.stringify(d.rejection));
    expect(d.events[0]).toMatchObject({
      ruleRef: 'LNSE 123/13 II.26, II.41',
      data: { kind: 'dead-hand' },
    });
  });
});
