import { event } from '../../../src/aggregates/tournament/slice';
import { Scenario, T, scCreate } from '../../support/tournament-fixtures';

/**
 * FSNP Art. 33, 139.2(a): a single re-entry (SC) is a new entry. Given p01 busted at his seat,
 * when he re-enters, then his seat comes from a new random draw among the open seats, recorded
 * in the event, and it is never the seat he left (whatever the random source draws).
 */
function reEnteredOnce(seed: number, openSeats = true) {
  const sc = new Scenario(seed).setup(scCreate(), 25).at(20);
  // Given the empty seats no longer hold reserved sets (FSNP Art. 135(b)), so they are open;
  // p01's table is among the fewest, so before the fix the draw often gave him his seat back.
  if (openSeats) {
    const seats = Object.values(sc.state.tables).flatMap((t) =>
      Object.entries(t.reserved).map(([seat, chips]) => ({
        tableId: t.tableId,
        seat: +seat,
        chips,
      })),
    );
    const chips = seats.reduce((a, x) => a + x.chips, 0);
    sc.apply(
      event(
        'ReservedSeatStacksRemoved',
        { seats, chips, reason: 'end-of-late-registration' },
        'FSNP Art. 135(b)',
      ),
    );
  }
  const left = sc.seatOf('p01');
  const mate = Object.values(sc.state.tables[left.tableId].seats).find((p) => p !== 'p01')!;
  const e = sc.state.entrants;
  sc.playHand(left.tableId, { p01: 0, [mate]: e[mate].stack + e.p01.stack });
  const [ev] = sc.do({ type: 'ReEnter', tournamentId: T, playerId: 'p01' });
  return { sc, left, ev };
}

describe('FSNP Art. 33, 139.2(a): the re-entry seat draw', () => {
  it.each(Array.from({ length: 12 }, (_, i) => [i + 1]))(
    'FSNP Art. 139.2(a): seed %i: the re-entry is drawn to an open seat, not the seat he left',
    (seed) => {
      const { sc, left, ev } = reEnteredOnce(seed);
      if (ev.type !== 'PlayerReEntered') throw new Error(`unexpected ${ev.type}`);
      const drawn = ev.data.seat!;
      expect(ev.data.seatLeft).toEqual({ tableId: left.tableId, seat: left.seat });
      expect(ev.data.seatDraw).toBe('system-rng');
      expect(`${drawn.tableId}/${drawn.seat}`).not.toBe(`${left.tableId}/${left.seat}`);
      // The state follows the event: he sits at the drawn seat and the old one is free.
      expect(sc.seatOf('p01')).toMatchObject(drawn);
      expect(sc.state.tables[left.tableId].seats[left.seat]).toBeUndefined();
    },
  );

  it('FSNP Art. 33, 135: every other empty seat holds a reserved set: the seat he left is the only open one, and the event says so', () => {
    const { left, ev } = reEnteredOnce(3, false);
    expect(ev).toMatchObject({
      type: 'PlayerReEntered',
      data: { seat: left, seatLeft: left, seatDraw: 'only-open-seat' },
    });
  });

  it('FSNP Art. 33: the draw is the injected random source: the same seed draws the same seat', () => {
    expect(reEnteredOnce(7).ev).toEqual(reEnteredOnce(7).ev);
  });
});
