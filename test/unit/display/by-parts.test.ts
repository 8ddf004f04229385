/**
 * Issue 17: the display read model keeps its document by parts (head, payouts, leaderboard,
 * each table's hand) and rewrites only the parts an event changed. After every event, however
 * the events were batched and when the folded state is read back from the store, the document
 * it serves is the one derived from the whole state the decider folds.
 */
import { evolveTournament } from '../../support/decider-fold';
import { initialTournamentState } from '../../../src/aggregates/tournament/views';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { displayProjection } from '../../../src/projections/display/projection';
import { getDisplayView } from '../../../src/projections/display/queries';
import { displayViewOf } from '../../support/display-of-state';
import { ProjectionRuntime } from '../../../src/projections/runtime';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import { at, Scenario, T } from '../../support/tournament-fixtures';
import { DEALER, Table } from '../hands/support';
import { raTournament } from '../projections/operations-scenario';
import { appendTo, memoryReadModel } from '../projections/support';
import { playTournament } from '../aggregates/played-tournament';

/** An R+A tournament with a re-entry, an add-on, busts, then completed (FSNP Art. 132). */
function completed(): Scenario {
  const sc = raTournament();
  const ids = Object.keys(sc.state.entrants);
  sc.apply({
    type: 'TournamentCompleted',
    data: {
      winnerId: ids[0],
      completedAt: at(400),
      standings: ids.map((playerId, i) => ({
        playerId,
        place: i + 1,
        sharedBy: 1,
        bountiesWon: 0,
      })),
    },
  });
  return sc;
}

/**
 * Two hands at a table of 6: folded round, then one left in play half-way (FSNP Art. 4). A
 * freezeout still registering keeps reserved sets at the empty seats (FSNP Art. 135).
 */
function hands(tournamentType?: 'FZ'): Scenario {
  const t = new Table({ seatsPerTable: 10, ...(tournamentType ? { tournamentType } : {}) }, 6).as(
    DEALER,
  );
  t.start();
  t.post();
  for (;;) {
    const seat = t.hand.seats.find((x) => t.tryAct(x, 'fold').ok);
    if (seat === undefined) break;
    t.act(seat, 'fold');
  }
  t.complete();
  t.start();
  t.post();
  const first = t.hand.seats.find((x) => t.tryAct(x, 'call').ok);
  if (first !== undefined) t.act(first, 'call');
  return t;
}

/** The state after each event, as the decider folds it. */
function statesOf(events: readonly TournamentEvent[]) {
  let s = initialTournamentState();
  return events.map((e) => {
    s = evolveTournament(s, e);
    return JSON.parse(JSON.stringify(displayViewOf(T, s))) as unknown;
  });
}

describe('display read model by parts', () => {
  it('FSNP Art. 135: the freezeout still registering has reserved sets at its empty seats', () => {
    const s = hands('FZ').state;
    expect(Object.values(s.tables).some((t) => Object.keys(t.reserved).length > 0)).toBe(true);
  });

  it.each([
    ['an R+A tournament completed', completed],
    ['hands in play', () => hands()],
    ['hands in play and reserved sets at empty seats', () => hands('FZ')],
  ])(
    'FSNP Art. 60, 132: with %s, the display served after every event is the one derived from the whole state',
    async (_name, scenario) => {
      const sc = scenario();
      const expected = statesOf(sc.events);
      const store = new MemoryEventStore();
      await appendTo(store, T, sc.events);
      const all = await store.readAll(0, 100_000);
      const ds = await memoryReadModel([displayProjection]);
      const rt = new ProjectionRuntime(store, ds, [displayProjection]);
      try {
        for (let i = 0; i < all.length; i++) {
          if (i % 11 === 5) {
            // A batch rolled back: the next one reads the folded state back from the store.
            await ds
              .transaction(async (m) => {
                await displayProjection.apply(all.slice(i, i + 3), m);
                throw new Error('rolled back');
              })
              .catch(() => undefined);
          }
          await rt.applyBatch(displayProjection.name, all.slice(i, i + 1));
          expect(await getDisplayView(ds, T)).toEqual(expected[i]);
        }
      } finally {
        await ds.destroy();
        await store.close();
      }
    },
  );

  it.each([1, 2])(
    'issue 17, seed %i: a played R+A tournament, a batch per command, serves after every batch the document of the decider\u2019s state',
    async (seed) => {
      const batches: TournamentEvent[][] = [];
      const expected: unknown[] = [];
      let reason: string | null = null;
      playTournament({
        players: 40,
        seed,
        maxEvents: 1500,
        onEvents: (events, state) => {
          batches.push([...events]);
          for (const e of events)
            if (e.type === 'ClockPaused') reason = e.data.reason ?? null;
            else if (e.type === 'ClockResumed') reason = null;
          expected.push(JSON.parse(JSON.stringify(displayViewOf(T, state, reason))));
        },
      });
      const store = new MemoryEventStore();
      await appendTo(store, T, batches.flat());
      const all = await store.readAll(0, 100_000);
      const ds = await memoryReadModel([displayProjection]);
      const rt = new ProjectionRuntime(store, ds, [displayProjection]);
      try {
        let from = 0;
        for (let i = 0; i < batches.length; i++) {
          const batch = all.slice(from, (from += batches[i].length));
          if (i % 37 === 5)
            // A batch rolled back: the next one reads the rows back from the store.
            await ds
              .transaction(async (m) => {
                await displayProjection.apply(batch, m);
                throw new Error('rolled back');
              })
              .catch(() => undefined);
          await rt.applyBatch(displayProjection.name, batch);
          expect([i, await getDisplayView(ds, T)]).toEqual([i, expected[i]]);
        }
        expect(batches.length).toBeGreaterThan(100);
      } finally {
        await ds.destroy();
        await store.close();
      }
    },
  );
});
