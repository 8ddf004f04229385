/**
 * The hall display read model (issue 10; FSNP Art. 4, 60): what the monitors show, built from
 * the events of an FSNP R+A tournament the decider produced.
 */
import type { DataSource } from 'typeorm';
import { chipsInPlay, clockAt } from '../../../src/aggregates/tournament';
import { displayClockAt } from '../../../src/projections/display/clock-view';
import { DisplayFeed } from '../../../src/projections/display/feed';
import { displayProjection } from '../../../src/projections/display/projection';
import { getDisplayView } from '../../../src/projections/display/queries';
import type { DisplayView } from '../../../src/projections/display/view';
import { displayViewOf } from '../../support/display-of-state';
import { ProjectionRuntime } from '../../../src/projections/runtime';
import { fsnpArt131 } from '../../../src/rules/payouts';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import { at, raCreate, Scenario, T } from '../../support/tournament-fixtures';
import { appendTo, memoryReadModel } from '../projections/support';

/** Moves chips between p and a table-mate through a hand, so p ends with `stack`. */
function setStack(sc: Scenario, p: string, stack: number): Scenario {
  const { tableId } = sc.seatOf(p);
  const mate = Object.values(sc.state.tables[tableId].seats).find(
    (x) => x !== p && sc.state.entrants[x].status === 'seated',
  )!;
  const e = sc.state.entrants;
  return sc.playHand(tableId, { [p]: stack, [mate]: e[mate].stack + e[p].stack - stack });
}

/** 20 players, one re-entry, then two players at one table bust and are out. */
function tournament(): Scenario {
  const sc = new Scenario().setup(raCreate(), 20).at(20);
  setStack(sc, 'p02', 1000);
  sc.do({ type: 'ReEnter', tournamentId: T, playerId: 'p02' });
  const table = sc.seatOf('p05').tableId;
  const seated = Object.values(sc.state.tables[table].seats);
  const [winner, a, b] = seated;
  const e = sc.state.entrants;
  sc.playHand(table, { [winner]: e[winner].stack + e[a].stack + e[b].stack, [a]: 0, [b]: 0 });
  sc.playHand(table);
  return sc;
}

const viewOf = (sc: Scenario): DisplayView => displayViewOf(T, sc.state);

describe('display clock', () => {
  it('FSNP Art. 60: time left, level and blinds from the anchors equal the decider clock in level 1', () => {
    const sc = new Scenario().setup(raCreate(), 20);
    const v = viewOf(sc);
    const now = at(6);
    const c = displayClockAt(v.levels, v.clock, now);
    expect(c).toEqual(clockAt(sc.state, now));
    expect(c.level).toBe(1);
    expect(c.timeLeftMs).toBe(9 * 60_000);
    expect([c.smallBlind, c.bigBlind, c.ante]).toEqual([25, 50, 0]);
  });

  it('FSNP Art. 62: a paused clock keeps its time left however long the pause', () => {
    const sc = new Scenario().setup(raCreate(), 20).at(10);
    sc.do({ type: 'PauseClock', tournamentId: T, reason: 'table 2 dispute' });
    const v = viewOf(sc);
    const later = displayClockAt(v.levels, v.clock, at(55));
    expect(later.paused).toBe(true);
    expect(later.level).toBe(1);
    expect(later.timeLeftMs).toBe(5 * 60_000);
    sc.at(55).do({ type: 'ResumeClock', tournamentId: T });
    const v2 = viewOf(sc);
    expect(displayClockAt(v2.levels, v2.clock, at(57)).timeLeftMs).toBe(3 * 60_000);
    expect(displayClockAt(v2.levels, v2.clock, at(57))).toEqual(clockAt(sc.state, at(57)));
  });

  it('FSNP Art. 136: across the break after level 8 the count-down runs the break, then level 9', () => {
    const sc = new Scenario().setup(raCreate(), 20);
    const v = viewOf(sc);
    const onBreak = displayClockAt(v.levels, v.clock, at(8 * 15 + 5));
    expect(onBreak.onBreak).toBe(true);
    expect(onBreak.breakAfterLevel).toBe(8);
    expect(onBreak.timeLeftMs).toBe(10 * 60_000);
    const before = displayClockAt(v.levels, v.clock, at(7 * 15 + 1));
    expect(before.timeToNextBreakMs).toBe(14 * 60_000);
    const after = displayClockAt(v.levels, v.clock, at(8 * 15 + 15 + 1));
    expect(after).toEqual(clockAt(sc.state, at(8 * 15 + 15 + 1)));
    expect([after.level, after.smallBlind, after.bigBlind, after.ante]).toEqual([
      9, 500, 1000, 100,
    ]);
    expect(after.timeLeftMs).toBe(14 * 60_000);
  });
});

describe('display figures', () => {
  const sc = tournament();
  const v = viewOf(sc);

  it('FSNP Art. 60: players left count those still in, entries count the re-entry', () => {
    expect(v.playersLeft).toBe(18);
    expect(v.entries).toBe(21);
    expect(v.uniquePlayers).toBe(20);
  });

  it('FSNP Art. 60: the average stack is the chips in play over the players left, in whole chips', () => {
    expect(v.chipsInPlay).toBe(chipsInPlay(sc.state));
    expect(v.averageStack).toBe(Math.floor(chipsInPlay(sc.state) / 18));
  });

  it('FSNP Art. 135: reserved sets at empty seats are chips in play but no player: 4 players of 15,000 (Art. 139.1(c)) average 15,000', () => {
    const fz = new Scenario().setup(
      raCreate({
        tournamentType: 'FZ',
        prices: undefined,
        startingStack: 15_000,
        seatsPerTable: 10,
      }),
      4,
    );
    const reserved = Object.values(fz.state.tables).flatMap((t) => Object.values(t.reserved));
    expect(reserved).toHaveLength(6);
    const view = displayViewOf(T, fz.state);
    expect(view.playersLeft).toBe(4);
    expect(view.chipsInPlay).toBe(10 * 15_000);
    expect(view.averageStack).toBe(15_000);
    expect(view.purchases.registration).toEqual({ open: true, untilEndOfLevel: 8 });
    expect(view.purchases.reEntry).toBeNull();
    expect(view.purchases.addOn).toBeNull();
  });

  it('FSNP Art. 139.3: an R+A shows re-entry open until the end of level 8 and the add-on at the break after it', () => {
    expect(v.purchases.reEntry).toEqual({ open: true, item: 're-entry', untilEndOfLevel: 8 });
    expect(v.purchases.addOn).toEqual({ atBreakAfterLevel: 8 });
    sc.at(8 * 15 + 1).do({ type: 'TickClock', tournamentId: T });
    const closed = displayViewOf(T, sc.state).purchases;
    expect(closed.registration.open).toBe(false);
    expect(closed.reEntry?.open).toBe(false);
  });

  it('FSNP Art. 131(b); DECISION-3: the payout column is the one of 20 registrants (the re-entry adds money, not a place) and shares the prize fund so far exactly', () => {
    expect(v.prizePool).toBe(21 * 10_000);
    expect(v.payoutSource).toBe('FSNP Art. 131(b)');
    const scale = fsnpArt131(20);
    if (!scale.ok) throw new Error('no FSNP Art. 131 column for 20 players');
    expect(v.payouts.map((p) => p.basisPoints)).toEqual(scale.basisPoints);
    expect(v.payouts.map((p) => p.amount)).toEqual([94_500, 52_500, 31_500, 21_000, 10_500]);
  });

  it('FSNP Art. 131(b): a freezeout of 21 shows the Art. 131 column, summing to the pool', () => {
    const fz = new Scenario().setup(raCreate({ tournamentType: 'FZ', prices: undefined }), 21);
    const view = displayViewOf(T, fz.state);
    const scale = fsnpArt131(21);
    if (!scale.ok) throw new Error('no FSNP Art. 131 column for 21 players');
    expect(view.payouts.map((p) => p.basisPoints)).toEqual(scale.basisPoints);
    expect(view.payouts.reduce((a, p) => a + p.amount, 0)).toBe(view.prizePool);
  });

  it('FSNP Art. 60: the leaderboard lists stacks biggest first and leaves out the busted', () => {
    const stacks = v.leaderboard.map((l) => l.stack);
    expect(stacks).toEqual([...stacks].sort((a, b) => b - a));
    expect(v.leaderboard).toHaveLength(18);
    expect(v.leaderboard.map((l) => l.rank)).toEqual(v.leaderboard.map((_, i) => i + 1));
    for (const l of v.leaderboard) expect(sc.state.entrants[l.playerId].status).toBe('seated');
  });

  it('FSNP Art. 4: the public display carries no identity document', () => {
    expect(JSON.stringify(v)).not.toMatch(/ID1\d?"|idDocument/);
  });
});

describe('results screen', () => {
  it("FSNP Art. 132; DECISION-4: a completed tournament lists the winner first, then the places with names and the table's amounts, a shared place split equally", () => {
    const sc = new Scenario().setup(raCreate({ tournamentType: 'FZ', prices: undefined }), 21);
    const order = ['p07', 'p03', 'p11', 'p05'];
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
    const view = displayViewOf(T, sc.state);
    expect(view.results.map((r) => r.playerId)).toEqual(order);
    expect(view.results.map((r) => r.name)).toEqual(
      order.map((id) => sc.state.players[id].fullName),
    );
    const amounts = view.payouts.map((p) => p.amount);
    expect(view.results[0].amount).toBe(amounts[0]);
    expect(view.results[1].amount).toBe(amounts[1]);
    const shared = (amounts[2] ?? 0) + (amounts[3] ?? 0);
    expect((view.results[2].amount ?? 0) + (view.results[3].amount ?? 0)).toBe(shared);
    expect(
      Math.abs((view.results[2].amount ?? 0) - (view.results[3].amount ?? 0)),
    ).toBeLessThanOrEqual(1);
    expect(view.prizesAwarded).toBe(false);
  });

  it('FSNP Art. 131(b): a fixed payout table is cited by its rule on the screen, not by its id', () => {
    const fz = new Scenario().setup(
      raCreate({ tournamentType: 'FZ', prices: undefined }),
      21,
      false,
    );
    fz.do({ type: 'CloseRegistration', tournamentId: T });
    fz.at(0).do({ type: 'StartTournament', tournamentId: T });
    fz.do({ type: 'FixPayoutTable', tournamentId: T });
    expect(fz.state.prizes?.table?.source).toBe('fsnp-art-131');
    expect(displayViewOf(T, fz.state).payoutSource).toBe('FSNP Art. 131(b)');
  });

  it('FSNP Art. 132: no results while the tournament is still played', () => {
    expect(displayViewOf(T, tournament().state).results).toEqual([]);
  });
});

describe('display projection and feed', () => {
  let store: MemoryEventStore;
  let ds: DataSource;
  let runtime: ProjectionRuntime;
  const sc = tournament();

  beforeAll(async () => {
    store = new MemoryEventStore();
    ds = await memoryReadModel([displayProjection]);
    runtime = new ProjectionRuntime(store, ds, [displayProjection], { batchSize: 5 });
  });
  afterAll(async () => {
    await runtime.stop();
    await ds.destroy();
  });

  it('issue 10: the stored display equals the view of the state folded from the events', async () => {
    const half = Math.floor(sc.events.length / 2);
    await appendTo(store, T, sc.events.slice(0, half));
    await runtime.catchUp();
    const feed = new DisplayFeed((id) => getDisplayView(ds, id));
    const seen: DisplayView[] = [];
    const stop = feed.listen(T, (view) => seen.push(view));
    const other: DisplayView[] = [];
    feed.listen('another', (view) => other.push(view));
    runtime.onCommitted((events) => feed.committed(events));
    await appendTo(store, T, sc.events.slice(half));
    await runtime.catchUp();
    await feed.settled();
    const stored = await getDisplayView(ds, T);
    expect(stored).toEqual(JSON.parse(JSON.stringify(viewOf(sc))));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[seen.length - 1]).toEqual(stored);
    expect(other).toEqual([]);
    stop();
    expect(feed.listenerCount).toBe(1);
  });

  it('FSNP Art. 62: the stored display keeps the reason of a pause until the clock resumes', async () => {
    const paused = new Scenario().setup(raCreate(), 20).at(10);
    paused.do({ type: 'PauseClock', tournamentId: T, reason: 'Dispute at table 2' });
    const id = 'paused-one';
    const s2 = new MemoryEventStore();
    const ds2 = await memoryReadModel([displayProjection]);
    const rt = new ProjectionRuntime(s2, ds2, [displayProjection], { batchSize: 3 });
    try {
      await appendTo(s2, id, paused.events);
      await rt.catchUp();
      expect((await getDisplayView(ds2, id))?.pauseReason).toBe('Dispute at table 2');
      const resumed = paused.at(12).do({ type: 'ResumeClock', tournamentId: T });
      await appendTo(s2, id, resumed);
      await rt.catchUp();
      expect((await getDisplayView(ds2, id))?.pauseReason).toBeNull();
    } finally {
      await rt.stop();
      await ds2.destroy();
    }
  });

  it('issue 2: a batch folded twice changes nothing (idempotent per stream revision)', async () => {
    const before = await ds.query('SELECT * FROM display_view');
    const all = await store.readAll(0, 10_000);
    await ds.transaction((m) => displayProjection.apply(all, m));
    expect(await ds.query('SELECT * FROM display_view')).toEqual(before);
  });
});
