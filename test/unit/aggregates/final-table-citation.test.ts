/**
 * Issue 18 (a citation names the ruleset in force): the final table formed at 9 players cites
 * LNSE 123/13 I.98-99 under LNSE and FSNP Art. 47 under FSNP, never both.
 */
import { createCmd, lnseCreate, Scenario, T } from '../../support/tournament-fixtures';
import type { CreateTournament } from '../../../src/aggregates/tournament/commands';

/** 18 players on two tables; nine go out (chips to a table mate), leaving nine. */
function nineLeft(create: CreateTournament): Scenario {
  const sc = new Scenario(4).setup(create, 18).at(30);
  const out = ['T1', 'T2'].flatMap((t, i) =>
    Object.values(sc.state.tables[t].seats).slice(0, i === 0 ? 5 : 4),
  );
  for (const p of out) {
    const { tableId } = sc.seatOf(p);
    const mate = Object.values(sc.state.tables[tableId].seats).find(
      (x) => x !== p && !out.includes(x),
    )!;
    const e = sc.state.entrants;
    sc.playHand(tableId, { [p]: 0, [mate]: e[mate].stack + e[p].stack });
    sc.playHand(tableId);
  }
  return sc;
}

describe('LNSE I.98-99; FSNP Art. 47: the final table cites the ruleset in force', () => {
  it.each([
    ['lnse', 'LNSE 123/13 I.98-99', lnseCreate()],
    ['fsnp', 'FSNP Art. 47', createCmd({ tournamentType: 'FZ', startingStack: 15000 })],
  ])(
    'given nine players left under %s, when the final table is formed, then it cites %s alone',
    (_id, cite, create) => {
      const sc = nineLeft(create);
      const [e] = sc.do({ type: 'FormFinalTable', tournamentId: T });
      expect(e).toMatchObject({ type: 'FinalTableFormed', ruleRef: cite });
      expect(Object.keys(sc.state.tables.FT.seats)).toHaveLength(9);
    },
  );
});
