import { fieldCount } from '../../../src/aggregates/tournament/registration/field-count';
import { SUMMARY_COLUMNS } from '../../../src/projections/operations/entities';
import { rowsOf } from '../../support/operations-rows-of-state';
import { displayViewOf } from '../../support/display-of-state';
import type { TournamentState } from '../../../src/aggregates/tournament';
import { raCreate, Scenario, T } from '../../support/tournament-fixtures';

/** The operations summary as the clock and leaderboard queries read it. */
function opsSummary(s: TournamentState) {
  const row = rowsOf(T, s).summary.get(T)!;
  const col = (c: (typeof SUMMARY_COLUMNS)[number]) => Number(row[SUMMARY_COLUMNS.indexOf(c)]);
  const playersLeft = col('players_left');
  return {
    playersLeft,
    averageStack: playersLeft ? Math.floor(col('chips_with_players') / playersLeft) : 0,
  };
}

/** FSNP Art. 135, 139.1(c): 4 players of 15,000 at tables of 10, so 6 reserved sets of 15,000. */
const freezeout = () =>
  new Scenario().setup(
    raCreate({ tournamentType: 'FZ', prices: undefined, startingStack: 15_000, seatsPerTable: 10 }),
    4,
  );

describe('FSNP Art. 60, 135: the field counted once, for the hall display and the operations read model', () => {
  it('FSNP Art. 135: reserved sets are no players: 4 players of 15,000 are 4 left with an average of 15,000 in both', () => {
    const s = freezeout().state;
    expect(Object.values(s.tables).flatMap((t) => Object.values(t.reserved))).toHaveLength(6);
    expect(fieldCount(s)).toEqual({ playersLeft: 4, playerChips: 60_000, averageStack: 15_000 });
    expect(opsSummary(s)).toEqual({ playersLeft: 4, averageStack: 15_000 });
    const view = displayViewOf(T, s);
    expect(opsSummary(s)).toEqual({
      playersLeft: view.playersLeft,
      averageStack: view.averageStack,
    });
  });

  it('FSNP Art. 31, 60: a busted player who may still re-enter is counted by both, the same way', () => {
    const sc = new Scenario().setup(raCreate(), 25).at(20);
    const { tableId } = sc.seatOf('p01');
    const mate = Object.values(sc.state.tables[tableId].seats).find((p) => p !== 'p01')!;
    const e = sc.state.entrants;
    sc.playHand(tableId, { p01: 0, [mate]: e[mate].stack + e.p01.stack });
    expect(sc.state.entrants.p01.status).toBe('busted');
    const view = displayViewOf(T, sc.state);
    expect(view.playersLeft).toBe(25);
    expect(opsSummary(sc.state)).toEqual({
      playersLeft: view.playersLeft,
      averageStack: view.averageStack,
    });
  });
});
