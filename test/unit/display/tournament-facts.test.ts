/**
 * The display's own tournament facts (issue 17): one small row folded from the events alone.
 * Given/when/then on the row itself, then a differential check: played tournaments folded both
 * ways (the decider's state, the facts) give the same display head after every command.
 */
import { fieldCount } from '../../../src/aggregates/tournament/views';
import type { StoredEvent } from '../../../src/events/envelope';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { eventFold } from '../../../src/projections/kit';
import {
  displayHeadFromFacts,
  noTournamentFacts,
  TOURNAMENT_FACTS,
  type TournamentFacts,
} from '../../../src/projections/display/tournament-facts';
import type { DisplayView } from '../../../src/projections/display/view';
import { displayViewOf } from '../../support/display-of-state';
import type { TournamentState } from '../../../src/aggregates/tournament/views';
import { playTournament } from '../aggregates/played-tournament';
import { at, raCreate, Scenario, T } from '../../support/tournament-fixtures';

const fold = eventFold(TOURNAMENT_FACTS);

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

/** Given these events, the facts are: */
function factsOf(events: readonly TournamentEvent[], f = noTournamentFacts()): TournamentFacts {
  for (const e of events) fold.apply(f, stored(e));
  return f;
}

/**
 * The head as the decider's state gives it, the parts stored apart left empty; the state keeps
 * no pause reason, so it is the last ClockPaused's until a ClockResumed (projection.ts onFolded).
 */
function headOfState(s: TournamentState, events: readonly TournamentEvent[]): DisplayView {
  let reason: string | null = null;
  for (const e of events)
    if (e.type === 'ClockPaused') reason = e.data.reason;
    else if (e.type === 'ClockResumed') reason = null;
  return { ...displayViewOf(T, s, reason), payouts: [], leaderboard: [], tables: [] };
}

function headOfFacts(f: TournamentFacts, s: TournamentState): DisplayView {
  const field = fieldCount(s);
  return displayHeadFromFacts(T, f, {
    playersLeft: field.playersLeft,
    averageStack: field.averageStack,
    orbit: s.orbit,
    nameOf: (pid) => s.players[pid]?.fullName ?? pid,
  });
}

describe('display tournament facts: given events, then the row', () => {
  it('before any event: nothing created, nothing in play', () => {
    const f = noTournamentFacts();
    expect(f.status).toBe('none');
    const head = headOfFacts(f, new Scenario().state);
    expect([head.name, head.status, head.chipsInPlay, head.payoutSource]).toEqual([
      T,
      'none',
      0,
      '',
    ]);
    expect(head.purchases.registration.open).toBe(false);
  });

  it('FSNP Art. 62: a pause banks the play time and keeps the reason until the clock runs again', () => {
    const sc = new Scenario().setup(raCreate(), 20).at(10);
    sc.do({ type: 'PauseClock', tournamentId: T, reason: 'table 2 dispute' });
    const paused = factsOf(sc.events);
    expect(paused.elapsedMs).toBe(10 * 60_000);
    expect(paused.runningSince).toBeNull();
    expect(paused.pauseReason).toBe('table 2 dispute');
    sc.at(25).do({ type: 'ResumeClock', tournamentId: T });
    const resumed = factsOf(sc.events);
    expect(resumed.elapsedMs).toBe(10 * 60_000);
    expect(resumed.runningSince).toBe(at(25));
    expect(resumed.pauseReason).toBeNull();
  });

  it('FSNP Art. 30, 60: registrations count the players and book the prize fund; the start issues the stacks', () => {
    const sc = new Scenario().setup(raCreate(), 20);
    const f = factsOf(sc.events);
    expect(f.status).toBe('running');
    expect(f.registrations).toBe(20);
    expect(f.entriesSold).toBe(20);
    expect(f.prizeFund).toBe(20 * 10_000);
    expect(f.chipsIssued - f.chipsRemoved).toBe(20 * sc.state.config!.startingStack);
  });

  it('FSNP Art. 132: the completion records the standings, and the place receipts once awarded', () => {
    const f = factsOf([
      {
        type: 'TournamentCompleted',
        data: {
          winnerId: 'a',
          completedAt: at(300),
          standings: [
            { playerId: 'a', place: 1, sharedBy: 1, bountiesWon: 0 },
            { playerId: 'b', place: 2, sharedBy: 1, bountiesWon: 0 },
          ],
        },
      },
      {
        type: 'PrizeAwarded',
        data: {
          receiptNo: 1,
          playerId: 'a',
          place: 1,
          sharedPlaces: null,
          sharedTotal: null,
          pctBp: 7000,
          amount: 700,
          currency: 'RON',
          kind: 'place',
        },
      },
    ]);
    expect(f.status).toBe('completed');
    expect(f.finalStandings?.map((x) => x.playerId)).toEqual(['a', 'b']);
    expect(f.placeAwards).toEqual({ a: 700 });
    expect(f.prizesAwarded).toBe(true);
  });
});

describe('display tournament facts against the decider (differential)', () => {
  it.each([4])(
    'seed %i: a played R+A tournament gives the same head after every command',
    (seed) => {
      const facts = noTournamentFacts();
      const all: TournamentEvent[] = [];
      let checked = 0;
      const played = playTournament({
        players: 40,
        seed,
        maxEvents: 1200,
        onEvents: (events, state) => {
          for (const e of events) fold.apply(facts, stored(e));
          all.push(...events);
          expect(headOfFacts(facts, state)).toEqual(headOfState(state, all));
          checked++;
        },
      });
      expect(checked).toBeGreaterThan(100);
      // The stream went past the start, with re-entries bought.
      expect(played.events.some((e) => e.type === 'PlayerReEntered')).toBe(true);
    },
  );

  it('the display test scenarios: pause, re-entry, busts, completion and a fixed table', () => {
    const sc = new Scenario().setup(
      raCreate({ tournamentType: 'FZ', prices: undefined }),
      21,
      false,
    );
    sc.do({ type: 'CloseRegistration', tournamentId: T });
    sc.at(0).do({ type: 'StartTournament', tournamentId: T });
    sc.at(5).do({ type: 'PauseClock', tournamentId: T, reason: 'count' });
    expect(headOfFacts(factsOf(sc.events), sc.state)).toEqual(headOfState(sc.state, sc.events));
    sc.at(7).do({ type: 'ResumeClock', tournamentId: T });
    sc.do({ type: 'FixPayoutTable', tournamentId: T });
    sc.apply({
      type: 'TournamentCompleted',
      data: {
        winnerId: 'p07',
        completedAt: at(300),
        standings: [
          { playerId: 'p07', place: 1, sharedBy: 1, bountiesWon: 0 },
          { playerId: 'p03', place: 2, sharedBy: 1, bountiesWon: 0 },
          { playerId: 'p11', place: 3, sharedBy: 2, bountiesWon: 0 },
          { playerId: 'p05', place: 3, sharedBy: 2, bountiesWon: 0 },
        ],
      },
    });
    const head = headOfFacts(factsOf(sc.events), sc.state);
    expect(head).toEqual(headOfState(sc.state, sc.events));
    expect(head.results.map((r) => r.playerId)).toEqual(['p07', 'p03', 'p11', 'p05']);
    expect(head.payoutSource).toBe('FSNP Art. 131(b)');
  });
});
