import type { Role } from '../../../src/events/envelope';
import {
  PENALTY_MATRIX,
  allowedSanctions,
  checkSanction,
  missedHands,
  offenceNumber,
  penaltyRule,
  type ProposedSanction,
  type RulesetId,
} from '../../../src/rules';

const ALL_ROLES: Role[] = [
  'director',
  'floor',
  'dealer',
  'federation',
  'regulator',
  'club',
  'player',
  'system',
];
const warn: ProposedSanction = { kind: 'warning' };
const rounds = (r: number): ProposedSanction => ({ kind: 'missed-rounds', rounds: r });
const dq: ProposedSanction = { kind: 'disqualification-competition' };
const season: ProposedSanction = { kind: 'disqualification-season' };

const check = (
  ruleset: RulesetId,
  clause: string,
  offence: number,
  sanction: ProposedSanction,
  role: Role,
  protocolEntry = true,
) => checkSanction({ ruleset, clause, offence, sanction, role, protocolEntry });

/** FSPR penalty matrix: clause, first offence, repeat offence, sanctions refused at first / repeat. */
const FSPR_ROWS: [
  string,
  ProposedSanction,
  ProposedSanction,
  ProposedSanction[],
  ProposedSanction[],
][] = [
  ['7.1.2', warn, rounds(1), [rounds(1), dq], [warn, rounds(2)]],
  ['7.1.3', warn, rounds(1), [rounds(1)], [warn, rounds(2)]],
  ['7.1.4', rounds(2), dq, [warn, rounds(1), dq], [warn, rounds(2)]],
  ['7.1.5', warn, warn, [rounds(1)], [rounds(1)]],
  ['7.1.6', rounds(1), rounds(2), [warn, rounds(2)], [rounds(1), warn]],
  ['7.1.7', warn, rounds(1), [rounds(1)], [rounds(2)]],
  ['7.1.8', warn, rounds(3), [rounds(2)], [rounds(1), rounds(4), warn]],
  ['7.1.9', warn, rounds(1), [rounds(1)], [rounds(2)]],
  ['7.1.10', warn, warn, [rounds(1)], [rounds(1)]],
  ['7.1.11', rounds(4), rounds(1), [warn, rounds(5)], [warn]],
  ['7.1.12', warn, rounds(2), [rounds(1)], [rounds(3), warn]],
  ['7.1.13', warn, warn, [rounds(1)], [rounds(1)]],
  ['7.1.14', rounds(1), rounds(1), [warn, rounds(2)], [warn]],
  ['7.1.15', warn, rounds(3), [season], [season]],
];

describe('FSPR penalty matrix (7.1.2-7.1.15, 7.2.1-7.2.3)', () => {
  it('FSPR 7.1.2-7.1.15: the matrix covers every clause 7.1.2 to 7.1.15', () => {
    expect(PENALTY_MATRIX.fspr.map((r) => r.clause)).toEqual(FSPR_ROWS.map(([clause]) => clause));
  });

  describe.each(FSPR_ROWS)('FSPR %s', (clause, first, repeat, refusedFirst, refusedRepeat) => {
    it(`FSPR ${clause}: first offence ${first.kind} by a competition judge is allowed`, () => {
      expect(check('fspr', clause, 1, first, 'floor')).toBeNull();
    });
    it(`FSPR ${clause}: repeat offence ${repeat.kind} is allowed at the 2nd and 5th offence`, () => {
      const role: Role = repeat.kind === 'disqualification-competition' ? 'director' : 'floor';
      expect(check('fspr', clause, 2, repeat, role)).toBeNull();
      expect(check('fspr', clause, 5, repeat, role)).toBeNull();
    });
    it.each(refusedFirst)(`FSPR ${clause}: at the first offence %o is refused`, (s) => {
      expect(check('fspr', clause, 1, s, 'director')).not.toBeNull();
    });
    it.each(refusedRepeat)(`FSPR ${clause}: at a repeat offence %o is refused`, (s) => {
      expect(check('fspr', clause, 2, s, 'director')).not.toBeNull();
    });
    it(`FSPR 7.2.1: a dealer may impose nothing under ${clause}`, () => {
      expect(check('fspr', clause, 1, first, 'dealer')).toMatchObject({
        code: 'SANCTION_AUTHORITY',
        ruleRef: 'FSPR 7.2.1-7.2.3',
      });
    });
  });

  it('FSPR 7.2.1: a competition judge can never disqualify', () => {
    expect(check('fspr', '7.1.11', 1, dq, 'floor')).toMatchObject({ code: 'SANCTION_AUTHORITY' });
    expect(check('fspr', '7.1.11', 1, dq, 'director')).toBeNull();
  });

  it('FSPR 7.2.3: a season disqualification only by the federation, on a protocol entry', () => {
    for (const role of ALL_ROLES.filter((r) => r !== 'federation')) {
      expect(check('fspr', '7.1.4', 2, season, role)?.code).toBe('SANCTION_AUTHORITY');
    }
    expect(check('fspr', '7.1.4', 2, season, 'federation')).toBeNull();
    expect(check('fspr', '7.1.4', 2, season, 'federation', false)).toMatchObject({
      code: 'SEASON_BAN_NEEDS_PROTOCOL_ENTRY',
      ruleRef: 'FSPR 7.2.3',
    });
  });

  it('FSPR 7.1.8: a repeat touching offence costs 2 or 3 rounds, and the message names them', () => {
    expect(check('fspr', '7.1.8', 2, rounds(1), 'floor')?.message).toBe(
      'Missing 1 round(s) is not allowed for a 2nd offence under 7.1.8: 2 or 3 round(s).',
    );
  });

  it('FSPR 7.1.11: a warning is not a sanction for insulting an official', () => {
    expect(check('fspr', '7.1.11', 1, warn, 'floor')?.message).toBe(
      'A warning is not a sanction for a 1st offence under 7.1.11 (Insulting a player or an official). Allowed: 1, 2, 3 or 4 round(s) (floor, director); disqualification from the competition (director); disqualification for the season (federation).',
    );
  });

  it('FSPR 7.1.2 (note): 2 rounds at an 8-handed table are 16 hands', () => {
    expect(missedHands(rounds(2), 8)).toBe(16);
  });

  it('an unknown clause is refused with the ruleset’s article on sanctions, not an invented "FSPR 9.9.9"', () => {
    expect(check('fspr', '9.9.9', 1, warn, 'floor')).toMatchObject({
      code: 'PENALTY_CLAUSE_UNKNOWN',
      ruleRef: 'FSPR 7.2.1-7.2.3',
    });
  });
});

describe('DECISION-13 offence counting', () => {
  const history = [
    { clause: '7.1.2', annulled: false },
    { clause: '7.1.3', annulled: false },
    { clause: '7.1.2', annulled: true },
  ];
  it('DECISION-13: offences count per clause, and an annulled sanction does not count', () => {
    expect(offenceNumber(history, '7.1.2')).toBe(2);
    expect(offenceNumber(history, '7.1.3')).toBe(2);
    expect(offenceNumber(history, '7.1.7')).toBe(1);
  });
});

describe('FSNP Art. 20: the third verbal warning', () => {
  it('FSNP Art. 20: at the 2nd warning the director may not yet penalise', () => {
    expect(check('fsnp', 'Art. 20', 2, rounds(1), 'director')).toMatchObject({
      code: 'SANCTION_NOT_ALLOWED',
      ruleRef: 'FSNP Art. 20; DECISION-13',
    });
  });

  it('FSNP Art. 20: at the 3rd warning the director may penalise or exclude', () => {
    expect(check('fsnp', 'Art. 20', 3, rounds(1), 'director')).toBeNull();
    expect(check('fsnp', 'Art. 20', 3, dq, 'director')).toBeNull();
  });

  it('FSNP Art. 20: a floor arbiter may warn but not exclude', () => {
    expect(check('fsnp', 'Art. 20', 1, warn, 'floor')).toBeNull();
    expect(check('fsnp', 'Art. 20', 3, dq, 'floor')?.code).toBe('SANCTION_AUTHORITY');
  });

  it('FSNP Art. 21: suspected cheating excludes without any warning', () => {
    expect(check('fsnp', 'Art. 21', 1, dq, 'director')).toBeNull();
  });
});

describe('LNSE 123/13 II.41 and I.97', () => {
  it('LNSE 123/13 II.41: a first breach is a verbal warning', () => {
    expect(allowedSanctions(penaltyRule('lnse', 'II.41')!, 1).map((o) => o.kind)).toEqual([
      'warning',
    ]);
  });

  it('LNSE 123/13 II.41: a repeat breach may suspend 1 to 4 hands per player present, or one hand', () => {
    for (const handsPerPlayer of [1, 2, 3, 4]) {
      expect(
        check('lnse', 'II.41', 2, { kind: 'missed-hands', handsPerPlayer }, 'floor'),
      ).toBeNull();
    }
    expect(
      check('lnse', 'II.41', 2, { kind: 'missed-hands', singleHand: true }, 'floor'),
    ).toBeNull();
    expect(
      check('lnse', 'II.41', 2, { kind: 'missed-hands', handsPerPlayer: 5 }, 'floor')?.code,
    ).toBe('SANCTION_AMOUNT_NOT_ALLOWED');
  });

  it('LNSE 123/13 II.41: 3 hands per player at a table of 7 suspends 21 hands; a single-hand suspension is 1', () => {
    expect(missedHands({ kind: 'missed-hands', handsPerPlayer: 3 }, 7)).toBe(21);
    expect(missedHands({ kind: 'missed-hands', singleHand: true }, 7)).toBe(1);
  });

  it('LNSE 123/13 I.97: dodging blinds after a move costs one hand per player present', () => {
    expect(
      check('lnse', 'I.97', 1, { kind: 'missed-hands', handsPerPlayer: 1 }, 'floor'),
    ).toBeNull();
    expect(
      check('lnse', 'I.97', 1, { kind: 'missed-hands', handsPerPlayer: 2 }, 'floor')?.code,
    ).toBe('SANCTION_AMOUNT_NOT_ALLOWED');
  });

  it('LNSE 123/13 III.5: a Supervisor (floor) may disqualify; a dealer may not', () => {
    expect(check('lnse', 'II.11', 1, dq, 'floor')).toBeNull();
    expect(check('lnse', 'II.11', 1, dq, 'dealer')?.code).toBe('SANCTION_AUTHORITY');
  });
});

describe('Club Rule 71', () => {
  it('Club Rule 71: a first offence may disqualify; any number of rounds', () => {
    expect(check('club-tda', 'Rule 71', 1, dq, 'floor')).toBeNull();
    expect(check('club-tda', 'Rule 71', 1, rounds(7), 'floor')).toBeNull();
  });

  it("Club Rule 71: exclusion from all the organizer's events is the TD's", () => {
    expect(check('club-tda', 'Rule 71', 1, { kind: 'exclusion-organizer' }, 'floor')?.code).toBe(
      'SANCTION_AUTHORITY',
    );
    expect(check('club-tda', 'Rule 71', 1, { kind: 'exclusion-organizer' }, 'director')).toBeNull();
  });

  it('Club Rule 68: exposing cards is penalised up to a dead hand, not disqualification', () => {
    expect(check('club-tda', 'Rule 68', 1, { kind: 'dead-hand' }, 'floor')).toBeNull();
    expect(check('club-tda', 'Rule 68', 1, dq, 'director')?.code).toBe('SANCTION_NOT_ALLOWED');
  });

  it('no ruleset allows a chip penalty', () => {
    for (const [ruleset, rules] of Object.entries(PENALTY_MATRIX)) {
      for (const rule of rules) {
        expect(
          check(ruleset as RulesetId, rule.clause, 1, { kind: 'chip-penalty' }, 'director')?.code,
        ).toBe('SANCTION_NOT_ALLOWED');
      }
    }
  });
});
