/**
 * FSNP Art. 140.2(e): in a single-table Turbo the level goes up each time the button completes
 * an orbit, and the hall display counts the orbits ("Orbit n") instead of a level clock.
 */
import { levelForNewHand } from '../../../src/aggregates/tournament';
import { clockPayload } from '../../../src/api/display/payloads';
import { displayViewOf } from '../../support/display-of-state';
import { STRUCTURE_A, Scenario, T, createCmd } from '../../support/tournament-fixtures';

const stTurbo = () =>
  new Scenario().setup(
    createCmd({
      tournamentType: 'ST_TURBO',
      startingStack: 2500,
      seatsPerTable: 10,
      levels: STRUCTURE_A,
    }),
    10,
  );

/** One hand at the level a new hand gets, ending with these stacks by seat. */
function hand(sc: Scenario, stacks: { seat: number; chips: number }[] = []) {
  const t = sc.state.tables.T1;
  const level = levelForNewHand(sc.state, sc.now);
  sc.apply(
    {
      type: 'HandStarted',
      data: { tableId: 'T1', handNo: t.handNo + 1, level, startedAt: sc.now },
    },
    {
      type: 'HandCompleted',
      data: { tableId: 'T1', handNo: t.handNo, completedAt: sc.now, stacks },
    },
  );
}

const shown = (sc: Scenario) => clockPayload(displayViewOf(T, sc.state), sc.now);

describe('FSNP Art. 140.2(e): the display counts orbits', () => {
  it('FSNP Art. 140.2(d)-(e): ten hands from seat 1 are orbit 1 at level 1; the eleventh hand is orbit 2 at level 2', () => {
    const sc = stTurbo().at(5);
    for (let i = 0; i < 10; i++) hand(sc);
    expect(shown(sc)).toMatchObject({ levelsByOrbit: true, orbit: 1, level: 1 });
    hand(sc);
    expect(shown(sc)).toMatchObject({ levelsByOrbit: true, orbit: 2, level: 2 });
  });

  it('FSNP Art. 140.2(e): with 3 players left the blinds stay, but the orbits go on being counted', () => {
    const sc = stTurbo().at(5);
    const seats = Object.keys(sc.state.tables.T1.seats).map(Number);
    hand(sc, [
      { seat: 1, chips: 2500 * 8 },
      ...seats.filter((x) => x >= 4).map((seat) => ({ seat, chips: 0 })),
    ]);
    // Three players: every third hand completes an orbit.
    for (let i = 0; i < 9; i++) hand(sc);
    expect(shown(sc)).toMatchObject({ level: 1 });
    // Hands 4, 7 and 10 start with the button back on seat 1: orbits 2, 3 and 4.
    expect(shown(sc).orbit).toBe(4);
  });

  it('FSNP Art. 60, 140.2: a timed tournament shows no orbit', () => {
    const sc = new Scenario().setup(createCmd(), 4).at(5);
    hand(sc);
    expect(shown(sc)).toMatchObject({ levelsByOrbit: false, orbit: null });
  });
});
