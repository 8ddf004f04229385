/**
 * Club Rule 11 under the club-tda ruleset: a table 3 or more players short of the fullest stops
 * until balanced (the TDA reading of the rule's "fewer than 3", tables.balanceWhenShortBy), and
 * the player moved is the giving table's next big blind, to the worst position at the short
 * table. Through the decider; the refusal and the move cite the club rule.
 */
import { handStartProblem, suggestBalancing } from '../../../src/aggregates/tournament';
import {
  playerCount,
  playerDueBigBlind,
  seatsByBigBlindNearness,
} from '../../../src/aggregates/tournament/tables/geometry';
import { FLOOR } from '../discipline/support';
import { createCmd, Scenario, T } from '../../support/tournament-fixtures';

/** 27 players on three tables of 9 under the club's rules. */
const clubTables = (): Scenario =>
  new Scenario(5).setup(createCmd({ rulesetId: 'club-tda', tournamentType: 'FZ' }), 27).at(30);

function withdraw(sc: Scenario, ...players: string[]): Scenario {
  const floor = new Scenario(5, FLOOR);
  for (const p of players) {
    floor.state = sc.state;
    floor.now = sc.now;
    sc.apply(
      ...floor.do({ type: 'RemovePlayer', tournamentId: T, playerId: p, reason: 'withdrawal' }),
    );
  }
  return sc;
}
const seated = (sc: Scenario, table: string, n: number) =>
  Object.values(sc.state.tables[table].seats).slice(0, n);

describe('Club Rule 11: balancing tables', () => {
  it('given T3 two players short of the fullest table, then it may still start a hand', () => {
    const sc = clubTables();
    withdraw(sc, ...seated(sc, 'T3', 2));
    expect(playerCount(sc.state.tables.T3)).toBe(7);
    expect(handStartProblem(sc.state, 'T3')).toBeNull();
  });

  it('given T3 three players short of the fullest table, when it would start a hand, then play stops until balanced, citing Club Rule 11', () => {
    const sc = clubTables();
    withdraw(sc, ...seated(sc, 'T3', 3));
    expect(playerCount(sc.state.tables.T3)).toBe(6);
    expect(handStartProblem(sc.state, 'T3')).toMatchObject({
      ok: false,
      rejection: { code: 'BALANCING_REQUIRED', ruleRef: expect.stringContaining('Club Rule 11') },
    });
  });

  it('given T3 three short, when the suggested move is made, then the giving table\u2019s next big blind goes to the short table\u2019s worst seat, recorded under Club Rule 11', () => {
    const sc = clubTables();
    withdraw(sc, ...seated(sc, 'T3', 3));
    const [m] = suggestBalancing(sc.state);
    expect(m.playerId).toBe(playerDueBigBlind(sc.state.tables[m.from.tableId]));
    expect(m.to).toEqual({ tableId: 'T3', seat: seatsByBigBlindNearness(sc.state.tables.T3)[0] });
    const [e] = sc.do({
      type: 'MovePlayer',
      tournamentId: T,
      playerId: m.playerId,
      toTableId: m.to.tableId,
      toSeat: m.to.seat,
    });
    expect(e).toMatchObject({ type: 'PlayerMoved', data: { reason: 'balancing' } });
    expect(e.ruleRef).toContain('Club Rule 11');
    expect(e.ruleRef).not.toContain('FSNP');
    expect(sc.state.entrants[m.playerId]).toMatchObject({ tableId: 'T3', seat: m.to.seat });
  });
});
