/** An FSNP R+A tournament for the operations read-model tests (unit and postgres). */
import { raCreate, Scenario, T } from '../../support/tournament-fixtures';

/** Moves chips between p and a table-mate through a hand, so p ends with `stack`. */
function setStack(sc: Scenario, p: string, stack: number): Scenario {
  const { tableId } = sc.seatOf(p);
  const mate = Object.values(sc.state.tables[tableId].seats).find(
    (x) => x !== p && sc.state.entrants[x].status === 'seated',
  )!;
  const e = sc.state.entrants;
  return sc.playHand(tableId, { [p]: stack, [mate]: e[mate].stack + e[p].stack - stack });
}

/** 20 players on three tables: a re-entry, an add-on, a colour-up with a race, three busts, a balancing move. */
export function raTournament(): Scenario {
  const sc = new Scenario().setup(raCreate(), 20).at(20);
  setStack(sc, 'p02', 1000);
  sc.do({ type: 'ReEnter', tournamentId: T, playerId: 'p02' });
  sc.at(8 * 15 + 1);
  sc.do({ type: 'TakeAddOn', tournamentId: T, playerId: 'p03' });
  setStack(sc, 'p04', 1225);
  sc.do({ type: 'ColorUp', tournamentId: T, denomination: 25 });
  // Three players at one table bust and do not re-enter: the next hand there eliminates them.
  const table = sc.seatOf('p05').tableId;
  const seated = Object.values(sc.state.tables[table].seats);
  const [winner, ...losers] = seated;
  const total = seated.reduce((a, p) => a + sc.state.entrants[p].stack, 0);
  const out = losers.slice(0, 3);
  const stacks: Record<string, number> = { [winner]: total };
  for (const p of losers) stacks[p] = 0;
  for (const p of losers.slice(3)) {
    stacks[p] = sc.state.entrants[p].stack;
    stacks[winner] -= stacks[p];
  }
  for (const p of out) stacks[p] = 0;
  sc.playHand(table, stacks);
  sc.playHand(table);
  return sc;
}
