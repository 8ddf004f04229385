/**
 * Issue 18 (principle 2), two refusals that named LNSE under every ruleset: a withdrawal through
 * the office during a hand (citations.withdrawal: LNSE 123/13 I.59-61; FSNP Art. 38; Club Rule
 * 1, 71) and a colour-up while a hand runs (chipRace.onlyBetweenLevels: LNSE 123/13 II.13; FSNP
 * Art. 40; Club Rule 24). Each cites the ruleset in force.
 */
import { T } from '../../support/tournament-fixtures';
import { Table } from '../hands/support';

const DIRECTOR = { id: 'td-1', role: 'director' } as const;

const refused = (r: ReturnType<Table['try']>) => {
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(r.events.map((e) => e.type))}`);
  return r.rejection;
};

describe('a withdrawal cites the ruleset in force', () => {
  it.each([
    ['lnse', 'LNSE 123/13 I.59-61'],
    ['fsnp', 'FSNP Art. 38'],
    ['club-tda', 'Club Rule 1, 71'],
  ])(
    'LNSE 123/13 I.59-61; FSNP Art. 38; Club Rule 1: under %s a withdrawal during the player\u2019s hand waits for the hand, citing %s',
    (rulesetId, cite) => {
      const t = new Table({ rulesetId }).as(DIRECTOR);
      t.start();
      const r = t.try({
        type: 'RemovePlayer',
        tournamentId: T,
        playerId: t.playerAt(5),
        reason: 'withdrawal',
      });
      expect(refused(r)).toMatchObject({ code: 'HAND_IN_PROGRESS', ruleRef: cite });
    },
  );
});

describe('a colour-up during a hand cites the ruleset in force', () => {
  it.each([
    ['lnse', 'LNSE 123/13 II.13'],
    ['fsnp', 'FSNP Art. 40'],
    ['club-tda', 'Club Rule 24'],
  ])(
    'LNSE 123/13 II.13; FSNP Art. 40; Club Rule 24: under %s a colour-up while a hand runs is refused citing %s',
    (rulesetId, cite) => {
      const t = new Table({ rulesetId }).as(DIRECTOR);
      t.start();
      const r = t.try({ type: 'ColorUp', tournamentId: T, denomination: 25 } as never);
      expect(refused(r)).toMatchObject({ code: 'HAND_IN_PROGRESS', ruleRef: cite });
    },
  );
});
