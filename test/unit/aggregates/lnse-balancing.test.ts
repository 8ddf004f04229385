/**
 * Issue 20, balancing under LNSE (I.88-99): after withdrawals leave a table short, the move
 * follows LNSE's articles, cited as LNSE's: the table given up follows the announced order
 * (I.92, I.95), the player due the big blind moves (I.95) into the seat nearest the big blind,
 * the wait between the button and the small blind recorded (I.94),
 * a short table stops until balanced (I.91) and a non-final table of 3 halts (I.96).
 */
import { handStartProblem, suggestBalancing } from '../../../src/aggregates/tournament';
import {
  playerCount,
  playerDueBigBlind,
  seatsByBigBlindNearness,
  waitsForButton,
} from '../../../src/aggregates/tournament/tables/geometry';
import { FLOOR } from '../discipline/support';
import { lnseCreate, Scenario, T } from '../../support/tournament-fixtures';

/** 27 players on three tables of 9 under LNSE, the break order T2, T1, T3 announced. */
function lnseTables(): Scenario {
  const sc = new Scenario(5).setup(lnseCreate({ tournamentType: 'FZ', prices: {} }), 27).at(30);
  sc.do({ type: 'PublishTableBreakOrder', tournamentId: T, order: ['T2', 'T1', 'T3'] });
  return sc;
}

/** LNSE 123/13 I.59: the floor takes the chips of each player who withdraws. */
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

describe('LNSE 123/13 I.91-96: balancing after withdrawals', () => {
  it('LNSE 123/13 I.91: three withdrawals at T3 leave it 3 short; it stops until balanced, citing LNSE', () => {
    const sc = lnseTables();
    withdraw(sc, ...seated(sc, 'T3', 3));
    expect(playerCount(sc.state.tables.T3)).toBe(6);
    const e = handStartProblem(sc.state, 'T3');
    expect(e).toMatchObject({
      ok: false,
      rejection: { code: 'BALANCING_REQUIRED', ruleRef: 'LNSE 123/13 I.91' },
    });
  });

  it('LNSE 123/13 I.92, I.95: the move comes from T2, first in the announced order, and is its next big blind', () => {
    const sc = lnseTables();
    withdraw(sc, ...seated(sc, 'T3', 3));
    const [first] = suggestBalancing(sc.state);
    expect(first.from.tableId).toBe('T2');
    expect(first.playerId).toBe(playerDueBigBlind(sc.state.tables.T2));
    expect(first.to).toEqual({
      tableId: 'T3',
      seat: seatsByBigBlindNearness(sc.state.tables.T3)[0],
    });
  });

  it('LNSE 123/13 I.95: the suggested move is accepted and recorded under LNSE’s article', () => {
    const sc = lnseTables();
    withdraw(sc, ...seated(sc, 'T3', 3));
    const [m] = suggestBalancing(sc.state);
    // I.94: between the button and the small blind he waits for the button (recorded).
    const waits = waitsForButton(sc.state.tables.T3, m.to.seat);
    const [e] = sc.do({
      type: 'MovePlayer',
      tournamentId: T,
      playerId: m.playerId,
      toTableId: m.to.tableId,
      toSeat: m.to.seat,
    });
    expect(e).toMatchObject({
      type: 'PlayerMoved',
      ruleRef: 'LNSE 123/13 I.91, I.94-95',
      data: { reason: 'balancing', waitsForButton: waits },
    });
    expect(handStartProblem(sc.state, 'T3')).toBeNull();
  });

  it('LNSE 123/13 I.95: moving another player than the next big blind is refused with LNSE’s article only', () => {
    const sc = lnseTables();
    withdraw(sc, ...seated(sc, 'T3', 3));
    const due = playerDueBigBlind(sc.state.tables.T2)!;
    const other = Object.values(sc.state.tables.T2.seats).find((p) => p !== due)!;
    const d = sc.try({
      type: 'MovePlayer',
      tournamentId: T,
      playerId: other,
      toTableId: 'T3',
      toSeat: seatsByBigBlindNearness(sc.state.tables.T3)[0],
    });
    expect(d).toMatchObject({
      ok: false,
      rejection: { code: 'NOT_THE_BIG_BLIND', ruleRef: 'LNSE 123/13 I.91, I.94-95' },
    });
  });

  it('LNSE 123/13 I.95: the worst seat, nearest the big blind; a farther seat is refused', () => {
    const sc = lnseTables();
    withdraw(sc, ...seated(sc, 'T3', 3));
    const due = playerDueBigBlind(sc.state.tables.T2)!;
    const seats = seatsByBigBlindNearness(sc.state.tables.T3);
    const d = sc.try({
      type: 'MovePlayer',
      tournamentId: T,
      playerId: due,
      toTableId: 'T3',
      toSeat: seats[seats.length - 1],
    });
    expect(d).toMatchObject({
      ok: false,
      rejection: { code: 'NOT_THE_BIG_BLIND_SEAT', ruleRef: 'LNSE 123/13 I.91, I.94-95' },
    });
  });

  it('LNSE 123/13 I.96: a non-final table down to 3 after withdrawals halts', () => {
    const sc = lnseTables();
    // 4 / 4 / 3: balanced within the margin, but T3 is a non-final table of 3.
    withdraw(sc, ...seated(sc, 'T1', 5), ...seated(sc, 'T2', 5), ...seated(sc, 'T3', 6));
    expect(handStartProblem(sc.state, 'T3')).toMatchObject({
      ok: false,
      rejection: { code: 'TABLE_HALTED', ruleRef: 'LNSE 123/13 I.96' },
    });
    expect(handStartProblem(sc.state, 'T1')).toBeNull();
  });
});
