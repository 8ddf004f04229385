/**
 * Issue 20, discipline under LNSE: the Supervisor's sanctions follow LNSE's own scale (II.41:
 * warning, hand suspension counted per player at the table, disqualification; I.78 conduct
 * graded above technical faults, II.40; repetition escalates, I.79), LNSE's authority rules
 * (III.5: the Direction, Director and Supervisors alike; III.2 ¶4: the Director alone where no
 * rule applies), and every refusal cites the ruleset in force, never FSPR or FSNP.
 */
import { RULESET_IDS, getRuleset } from '../../../src/rules';
import { attempt, CHIEF, FLOOR, lastOf, rejection, run, running, violation } from './support';
import { lnseCreate, Scenario, T } from '../../support/tournament-fixtures';

const seated = (sc: Scenario, table = 'T1') => Object.values(sc.state.tables[table].seats);
const OWN: Record<string, RegExp> = {
  fsnp: /^FSNP/,
  fspr: /^FSPR/,
  lnse: /^LNSE 123\/13/,
  'club-tda': /^Club/,
};

describe('LNSE 123/13 II.41, I.78-79: the Supervisor follows LNSE’s scale', () => {
  it('LNSE 123/13 I.78, II.40-41: obscene language to the dealer: a Supervisor suspends 2 hands per player, 18 hands at a table of 9', () => {
    const sc = running('lnse', 18);
    const p = seated(sc)[0];
    const v = violation(sc, p, 'I.78');
    const [e] = run(sc, FLOOR, {
      type: 'ImposeSanction',
      violationId: v,
      kind: 'missed-hands',
      handsPerPlayer: 2,
    });
    expect(e).toMatchObject({
      type: 'SanctionImposed',
      ruleRef: 'LNSE 123/13 I.78, II.40-41; I.79',
      data: { kind: 'missed-hands', handsPerPlayer: 2, playersAtTable: 9, hands: 18 },
    });
  });

  it('FSNP Art. 23; Art. 20 (the FSNP matrix, not LNSE’s): the same language earns only a warning at a first breach', () => {
    const sc = running('fsnp', 18);
    const v = violation(sc, seated(sc)[0], 'Art. 23');
    const e = rejection(
      attempt(sc, CHIEF, {
        type: 'ImposeSanction',
        violationId: v,
        kind: 'missed-rounds',
        rounds: 1,
      }),
    );
    expect(e.code).toBe('SANCTION_NOT_ALLOWED');
    expect(e.ruleRef).toMatch(/^FSNP Art\. 23/);
  });

  it('LNSE 123/13 I.79: a repeated conduct breach is no longer a warning', () => {
    const sc = running('lnse', 18);
    const p = seated(sc)[0];
    run(sc, FLOOR, {
      type: 'ImposeSanction',
      violationId: violation(sc, p, 'I.78'),
      kind: 'warning',
    });
    const e = rejection(
      attempt(sc, FLOOR, {
        type: 'ImposeSanction',
        violationId: violation(sc, p, 'I.78'),
        kind: 'warning',
      }),
    );
    expect(e).toMatchObject({
      code: 'SANCTION_NOT_ALLOWED',
      ruleRef: 'LNSE 123/13 I.78, II.40-41; I.79',
    });
    expect(e.message).toContain('1, 2, 3 or 4 hand(s) per player');
  });

  it('LNSE 123/13 II.41: a single-hand suspension is one hand whatever the table', () => {
    const sc = running('lnse', 18);
    const v = violation(sc, seated(sc)[0], 'II.41');
    run(sc, FLOOR, { type: 'ImposeSanction', violationId: v, kind: 'warning' });
    const v2 = violation(sc, seated(sc)[0], 'II.41');
    run(sc, FLOOR, {
      type: 'ImposeSanction',
      violationId: v2,
      kind: 'missed-hands',
      singleHand: true,
    });
    expect(lastOf(sc, 'SanctionImposed')).toMatchObject({ singleHand: true, hands: 1 });
  });

  it('LNSE 123/13 III.5: a Supervisor disqualifies with the same authority as the Director', () => {
    const sc = running('lnse', 18);
    const p = seated(sc)[1];
    const out = run(sc, FLOOR, {
      type: 'ImposeSanction',
      violationId: violation(sc, p, 'II.11'),
      kind: 'disqualification-competition',
    });
    expect(out.map((e) => e.type)).toContain('PlayerEliminated');
    expect(out.find((e) => e.type === 'PlayerEliminated')?.data).toMatchObject({
      playerId: p,
      reason: 'disqualification',
    });
  });

  it('LNSE 123/13 III.2 ¶4: where no rule applies only the Director penalises; a Supervisor is refused', () => {
    const sc = running('lnse', 18);
    const p = seated(sc)[0];
    const v = violation(sc, p, 'III.2 ¶4');
    const e = rejection(
      attempt(sc, FLOOR, {
        type: 'ImposeSanction',
        violationId: v,
        kind: 'missed-hands',
        singleHand: true,
      }),
    );
    expect(e.code).toBe('SANCTION_AUTHORITY');
    expect(e.ruleRef).toMatch(/^LNSE 123\/13/);
    expect(e.message).toContain('only: director');
    const [ok] = run(sc, CHIEF, {
      type: 'ImposeSanction',
      violationId: v,
      kind: 'missed-hands',
      singleHand: true,
    });
    expect(ok.type).toBe('SanctionImposed');
  });
});

describe('issue 20: a discipline refusal names the ruleset in force', () => {
  it.each(RULESET_IDS)(
    '%s: an unknown violation, a stranger and a missing description cite its own articles',
    (r) => {
      const sc = running(r);
      const clause =
        r === 'lnse' ? 'II.41' : r === 'fsnp' ? 'Art. 20' : r === 'fspr' ? '7.1.7' : 'Rule 71';
      const refusals = [
        rejection(
          attempt(sc, FLOOR, { type: 'ImposeSanction', violationId: 'V-99', kind: 'warning' }),
        ),
        rejection(
          attempt(sc, FLOOR, {
            type: 'RecordViolation',
            playerId: 'nobody',
            clause,
            description: 'Shouted at the dealer',
          }),
        ),
        rejection(
          attempt(sc, FLOOR, {
            type: 'RecordViolation',
            playerId: seated(sc)[0],
            clause,
            description: ' ',
          }),
        ),
        rejection(
          attempt(sc, FLOOR, {
            type: 'RecordViolation',
            playerId: seated(sc)[0],
            clause,
            description: 'At a table that is not there',
            tableId: 'T9',
          }),
        ),
      ];
      expect(refusals.map((e) => e.code)).toEqual([
        'VIOLATION_NOT_FOUND',
        'PLAYER_NOT_REGISTERED',
        'VIOLATION_DESCRIPTION_REQUIRED',
        'TABLE_NOT_FOUND',
      ]);
      for (const e of refusals) {
        expect(e.ruleRef).toMatch(OWN[r]);
        expect(e.ruleRef).toBe(getRuleset(r).discipline.authority.cite);
      }
    },
  );

  it('LNSE 123/13 II.41 (discipline.seasonBanSeason null): no competition-protocol entry exists, and the refusal cites LNSE', () => {
    const sc = running('lnse');
    const v = violation(sc, seated(sc)[0], 'II.41');
    const e = rejection(
      attempt(sc, CHIEF, { type: 'EnterViolationInProtocol', violationId: v, protocolRef: 'P-1' }),
    );
    expect(e).toMatchObject({ code: 'NO_COMPETITION_PROTOCOL', ruleRef: 'LNSE 123/13 II.41' });
  });

  it('FSPR 7.2.3 (discipline.seasonBanSeason set): the chief judge enters the violation in the protocol', () => {
    const sc = running('fspr');
    const v = violation(sc, seated(sc)[0], '7.1.7');
    const [e] = run(sc, CHIEF, {
      type: 'EnterViolationInProtocol',
      violationId: v,
      protocolRef: 'P-1',
    });
    expect(e.type).toBe('ViolationEnteredInProtocol');
  });

  it('LNSE 123/13 III.3: a ruling on a hand not dealt is refused under LNSE’s ruling article', () => {
    const sc = running('lnse');
    const e = rejection(
      attempt(sc, FLOOR, {
        type: 'RecordRuling',
        question: 'Was the river dealt early?',
        facts: { tableId: 'T1', handNo: 40, actions: [], statement: 'The dealer burned twice' },
        ruleApplied: 'LNSE 123/13 II.63',
        decision: 'Board stands',
        playerIds: [seated(sc)[0]],
      }),
    );
    expect(e).toMatchObject({ code: 'HAND_NOT_FOUND', ruleRef: 'LNSE 123/13 III.3' });
  });

  it('LNSE 123/13 II.41, I.97: a suspension for a player who left play cites LNSE, not FSPR', () => {
    const sc = running('lnse', 18);
    const p = seated(sc)[0];
    const v = violation(sc, p, 'I.78');
    run(sc, FLOOR, {
      type: 'ImposeSanction',
      violationId: violation(sc, p, 'II.11'),
      kind: 'disqualification-competition',
    });
    const e = rejection(
      attempt(sc, FLOOR, {
        type: 'ImposeSanction',
        violationId: v,
        kind: 'missed-hands',
        handsPerPlayer: 1,
      }),
    );
    expect(e).toMatchObject({ code: 'PLAYER_NOT_IN_PLAY', ruleRef: 'LNSE 123/13 II.41, I.97' });
  });
});

describe('LNSE 123/13 II.41: a disqualified player’s prize goes to the players still active', () => {
  it('LNSE 123/13 II.41: disqualified by a Supervisor in 3rd place, his prize is shared by the last 2', () => {
    const sc = new Scenario().setup(lnseCreate({ tournamentType: 'FZ', prices: {} }), 9).at(30);
    const remove = (p: string) =>
      sc.do({ type: 'RemovePlayer', tournamentId: T, playerId: p, reason: 'withdrawal' });
    for (const p of ['p09', 'p08', 'p07', 'p06', 'p05', 'p04']) remove(p);
    run(sc, FLOOR, {
      type: 'ImposeSanction',
      violationId: violation(sc, 'p03', 'II.11'),
      kind: 'disqualification-competition',
    });
    remove('p02');
    sc.do({ type: 'FixPayoutTable', tournamentId: T, published: [5000, 3000, 2000] });
    sc.do({ type: 'FixPrizePool', tournamentId: T });
    const events = sc.do({ type: 'AwardPrizes', tournamentId: T });
    const r = events.find((e) => e.type === 'PrizeRedistributed')!;
    // 9 buy-ins of ARS 80,000.00 to prizes: 3rd place is 20 % of 7,200,000.00.
    const third = (9 * 8_000_000 * 2000) / 10_000;
    expect(r.data).toMatchObject({ fromPlayerId: 'p03', place: 3, amount: third });
    expect(r.data).toHaveProperty('shares', [
      expect.objectContaining({ playerId: 'p01', amount: third / 2 }),
      expect.objectContaining({ playerId: 'p02', amount: third / 2 }),
    ]);
    expect(r.ruleRef).toContain('LNSE 123/13 II.41');
  });
});

describe('LNSE 123/13 I.75 — poker is individual; unethical play is penalised', () => {
  it('LNSE 123/13 I.75: given a player whose remarks undermine the transparency of the game, when a Supervisor records it, the violation cites I.75 and the Direction may disqualify at once', () => {
    const sc = running('lnse', 18);
    const p = seated(sc)[0];
    const v = violation(sc, p, 'I.75');
    const recorded = sc.events.find(
      (e) => e.type === 'ViolationRecorded' && e.data.violationId === v,
    )!;
    expect(recorded.ruleRef).toBe('LNSE 123/13 I.75, II.41; I.79; DECISION-13');
    const [e] = run(sc, FLOOR, {
      type: 'ImposeSanction',
      violationId: v,
      kind: 'disqualification-competition',
    });
    expect(e).toMatchObject({ type: 'SanctionImposed', ruleRef: 'LNSE 123/13 I.75, II.41; I.79' });
  });

  it('LNSE 123/13 I.75, I.79: a repeated unethical act is no longer a warning', () => {
    const sc = running('lnse', 18);
    const p = seated(sc)[0];
    run(sc, FLOOR, {
      type: 'ImposeSanction',
      violationId: violation(sc, p, 'I.75'),
      kind: 'warning',
    });
    const e = rejection(
      attempt(sc, FLOOR, {
        type: 'ImposeSanction',
        violationId: violation(sc, p, 'I.75'),
        kind: 'warning',
      }),
    );
    expect(e).toMatchObject({
      code: 'SANCTION_NOT_ALLOWED',
      ruleRef: 'LNSE 123/13 I.75, II.41; I.79',
    });
  });
});
