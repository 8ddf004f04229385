/**
 * Issue 16: state-ops.ts keeps, beside the state, the players at each table, the players still in
 * and the open tables by players (read before every hand instead of walking the field). What it
 * keeps must always equal a count of the state itself, through a whole played tournament, on a
 * state decoded from a snapshot, and on one copied by a spread.
 */
import { tournamentDecider, type TournamentState } from '../../../src/aggregates/tournament';
import {
  decodeTournamentState,
  encodeTournamentState,
} from '../../../src/aggregates/tournament/state-codec';
import { aliveCount } from '../../../src/aggregates/tournament/standings/standings';
import { openField } from '../../../src/aggregates/tournament/tables/balancing-due';
import { openTables, playerCount } from '../../../src/aggregates/tournament/tables/geometry';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { runSimulation } from '../../../src/simulation/driver';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';

/** The counts as the state itself gives them, walking every entrant and table. */
function recount(s: TournamentState) {
  const open = Object.values(s.tables).filter((t) => t.open);
  return {
    players: Object.fromEntries(
      Object.values(s.tables).map((t) => [t.tableId, Object.keys(t.seats).length]),
    ),
    alive: Object.values(s.entrants).filter((e) => e.status === 'seated' || e.status === 'busted')
      .length,
    openIds: open.map((t) => t.tableId),
    field: {
      tables: open.length,
      fullest: Math.max(-Infinity, ...open.map((t) => Object.keys(t.seats).length)),
    },
  };
}

/** The counts as the kept values give them. */
function kept(s: TournamentState) {
  return {
    players: Object.fromEntries(Object.values(s.tables).map((t) => [t.tableId, playerCount(t)])),
    alive: aliveCount(s),
    openIds: openTables(s).map((t) => t.tableId),
    field: openField(s),
  };
}

describe('issue 16: counts kept by state-ops.ts equal the state counted again', () => {
  // A whole simulated tournament: tables broken, balancing moves, hand-for-hand, final table.
  const played = { events: [] as TournamentEvent[] };
  beforeAll(async () => {
    await runSimulation({
      players: 60,
      rulesetId: 'fsnp',
      tournamentType: 'RA',
      seed: 3,
      store: new MemoryEventStore(),
      onEvents: (events) =>
        played.events.push(...events.map((e) => e as unknown as TournamentEvent)),
    });
  });

  it('given a tournament played event by event, when the counts are read every 50 events, then they equal a recount', () => {
    let s = tournamentDecider.initialState;
    let checked = 0;
    played.events.forEach((e, i) => {
      s = tournamentDecider.evolve(s, e);
      // Read early, so that later events update what is kept rather than count afresh.
      if (i % 50 === 0 || i === played.events.length - 1) {
        expect(kept(s)).toEqual(recount(s));
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(50);
    // The stream saw tables broken and players out, or the test would prove little.
    expect(Object.values(s.tables).some((t) => !t.open)).toBe(true);
    expect(Object.values(s.entrants).some((e) => e.status === 'eliminated')).toBe(true);
  });

  it('given a state decoded from a snapshot mid-stream, when it is evolved on, then its counts equal a recount', () => {
    const half = Math.floor(played.events.length / 2);
    let s = tournamentDecider.initialState;
    for (const e of played.events.slice(0, half)) s = tournamentDecider.evolve(s, e);
    expect(kept(s)).toEqual(recount(s));
    let d = decodeTournamentState(JSON.parse(JSON.stringify(encodeTournamentState(s))));
    expect(kept(d)).toEqual(recount(d));
    for (const e of played.events.slice(half)) d = tournamentDecider.evolve(d, e);
    expect(kept(d)).toEqual(recount(d));
  });

  it('given a state read once, when it is copied (structuredClone) and the copy is evolved, then both keep their own counts', () => {
    const third = Math.floor(played.events.length / 3);
    let s = tournamentDecider.initialState;
    for (const e of played.events.slice(0, third)) s = tournamentDecider.evolve(s, e);
    const before = recount(s);
    expect(kept(s)).toEqual(before);
    let copy = structuredClone(s);
    for (const e of played.events.slice(third)) copy = tournamentDecider.evolve(copy, e);
    expect(kept(copy)).toEqual(recount(copy));
    expect(kept(s)).toEqual(before);
  });
});
