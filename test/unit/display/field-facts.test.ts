/**
 * The display's own field (issue 17): entrants and tables as rows folded from the events alone.
 * Given/when/then on the rows, then a differential check: played tournaments folded both ways
 * (the decider's state, the rows) give the same players left, average stack, leaderboard and
 * head after every command.
 */
import { fieldCount, type TournamentState } from '../../../src/aggregates/tournament/views';
import type { StoredEvent } from '../../../src/events/envelope';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import {
  FIELD_FACTS,
  fieldCountOfRows,
  leaderboardOfRows,
  noField,
  type FieldRows,
} from '../../../src/projections/display/field-facts';
import {
  chipsInPlayOf,
  displayHeadFromFacts,
  noTournamentFacts,
  TOURNAMENT_FACTS,
  type TournamentFacts,
} from '../../../src/projections/display/tournament-facts';
import { displayViewOf } from '../../support/display-of-state';
import { eventFold } from '../../../src/projections/kit';
import { levelForNewHand } from '../../../src/aggregates/tournament';
import {
  at,
  createCmd,
  raCreate,
  Scenario,
  STRUCTURE_A,
  T,
} from '../../support/tournament-fixtures';
import { playTournament } from '../aggregates/played-tournament';

const facts = eventFold(TOURNAMENT_FACTS);
const field = eventFold(FIELD_FACTS);

let position = 0;
const stored = (e: TournamentEvent): StoredEvent => ({
  eventId: `e-${++position}`,
  type: e.type,
  schemaVersion: 1,
  data: e.data,
  metadata: {
    commandId: 'c',
    correlationId: 'c',
    causationId: 'c',
    actor: { id: 'td-1', role: 'director' },
    occurredAt: at(0),
  },
  streamId: `tournament-${T}`,
  revision: position,
  globalPosition: position,
  prevHash: '',
  hash: '',
});

/** Both folds, the field first: it reads the tournament's facts as they stood before. */
class Folded {
  readonly t: TournamentFacts = noTournamentFacts();
  readonly f: FieldRows = noField(this.t);
  reasons: string | null = null;
  apply(events: readonly TournamentEvent[]): this {
    for (const e of events) {
      const s = stored(e);
      field.apply(this.f, s);
      facts.apply(this.t, s);
      if (e.type === 'ClockPaused') this.reasons = e.data.reason;
      else if (e.type === 'ClockResumed') this.reasons = null;
    }
    return this;
  }
}

function expectSameAsDecider(x: Folded, s: TournamentState): void {
  const counts = fieldCountOfRows(x.f, chipsInPlayOf(x.t));
  const decider = fieldCount(s);
  expect(counts).toEqual({
    playersLeft: decider.playersLeft,
    averageStack: decider.averageStack,
  });
  const view = displayViewOf(T, s, x.reasons);
  expect(leaderboardOfRows(x.f)).toEqual(view.leaderboard);
  const head = displayHeadFromFacts(T, x.t, {
    ...counts,
    orbit: x.f.orbit,
    nameOf: (pid) => x.f.entrants.get(pid)?.name ?? pid,
  });
  expect(head).toEqual({ ...view, payouts: [], leaderboard: [], tables: [] });
  // Every entrant's row agrees with the decider's entrant.
  for (const [pid, e] of Object.entries(s.entrants)) {
    const row = x.f.entrants.get(pid);
    expect([pid, row?.status, row?.stack, row?.tableId, row?.seat]).toEqual([
      pid,
      e.status,
      e.stack,
      e.tableId,
      e.seat,
    ]);
  }
}

describe('display field rows: given events, then the rows', () => {
  it('FSNP Art. 33: the seat draw seats every registered player at a table of its own rows', () => {
    const sc = new Scenario().setup(raCreate(), 20);
    const x = new Folded().apply(sc.events);
    expect(x.f.entrants.size).toBe(20);
    expect([...x.f.entrants.values()].every((e) => e.status === 'seated' && e.tableId)).toBe(true);
    const seated = [...x.f.tables.values()].reduce((n, t) => n + Object.keys(t.seats).length, 0);
    expect(seated).toBe(20);
    expect(fieldCountOfRows(x.f, chipsInPlayOf(x.t)).playersLeft).toBe(20);
  });

  it('FSNP Art. 31, 79: a hand that ends a stack at zero busts its player; the leaderboard drops him', () => {
    const sc = new Scenario().setup(raCreate(), 20).at(20);
    const table = sc.seatOf('p05').tableId;
    const [winner, loser] = Object.values(sc.state.tables[table].seats);
    const e = sc.state.entrants;
    sc.playHand(table, { [winner]: e[winner].stack + e[loser].stack, [loser]: 0 });
    const x = new Folded().apply(sc.events);
    expect(x.f.entrants.get(loser)?.status).toBe('busted');
    expect(leaderboardOfRows(x.f)[0].playerId).toBe(winner);
    expect(leaderboardOfRows(x.f).some((l) => l.playerId === loser)).toBe(false);
    expectSameAsDecider(x, sc.state);
  });
});

describe('display field rows against the decider (differential)', () => {
  it.each([1, 2])(
    'seed %i: a played R+A tournament gives the same field, leaderboard and head after every command',
    (seed) => {
      const x = new Folded();
      let checked = 0;
      const played = playTournament({
        players: 40,
        seed,
        maxEvents: 1200,
        onEvents: (events, state) => {
          x.apply(events);
          expectSameAsDecider(x, state);
          checked++;
        },
      });
      expect(checked).toBeGreaterThan(100);
      const types = new Set(played.events.map((e) => e.type));
      // The stream reached the field's changes: busts, re-entries, moves or eliminations.
      expect(types.has('HandCompleted')).toBe(true);
      expect(types.has('PlayerReEntered')).toBe(true);
    },
  );
});

describe('display field rows: the orbit (FSNP Art. 140.2(e))', () => {
  it('a single-table Turbo counts the orbits as the decider does, busts shortening them', () => {
    const sc = new Scenario()
      .setup(
        createCmd({
          tournamentType: 'ST_TURBO',
          startingStack: 2500,
          seatsPerTable: 10,
          levels: STRUCTURE_A,
        }),
        10,
      )
      .at(5);
    const hand = (stacks: { seat: number; chips: number }[] = []) => {
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
    };
    for (let i = 0; i < 11; i++) hand();
    const seats = Object.keys(sc.state.tables.T1.seats).map(Number);
    hand([
      { seat: 1, chips: 2500 * 8 },
      ...seats.filter((x) => x >= 4).map((seat) => ({ seat, chips: 0 })),
    ]);
    for (let i = 0; i < 9; i++) hand();
    const x = new Folded().apply(sc.events);
    expect(sc.state.orbit).toBeGreaterThan(2);
    expect(x.f.orbit).toBe(sc.state.orbit);
    expectSameAsDecider(x, sc.state);
  });
});
