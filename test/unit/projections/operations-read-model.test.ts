/**
 * Tournament operations read models (issue 4 "Projections and GraphQL queries"): built from
 * events the decider produced for an FSNP R+A tournament, queried as the office would, and
 * rebuilt or replayed without changing a row.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { createReadModelDataSource } from '../../../src/projections/data-source';
import { operationsProjection } from '../../../src/projections/operations/projection';
import {
  getClock,
  getLeaderboard,
  getPrizeFund,
  listEntries,
  listTables,
} from '../../../src/projections/operations/queries';
import { ProjectionRuntime } from '../../../src/projections/runtime';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import { chipsInPlay } from '../../../src/aggregates/tournament';
import { created } from '../../../src/aggregates/tournament/state';
import { balancingAdvice } from '../../../src/app/reads/balancing';
import { at, Scenario, T } from '../../support/tournament-fixtures';
import { raTournament as tournament } from './operations-scenario';
import { appendTo, dumpTables, memoryReadModel } from './support';
import { DEALER, Table } from '../hands/support';

const OPS_TABLES = [
  'ops_progress',
  'ops_summary',
  'ops_tables',
  'ops_seats',
  'ops_players',
  'ops_purchases',
];

describe('operations read model', () => {
  let store: MemoryEventStore;
  let ds: DataSource;
  let sc: Scenario;

  beforeAll(async () => {
    store = new MemoryEventStore();
    ds = await memoryReadModel([operationsProjection]);
    sc = tournament();
    await appendTo(store, T, sc.events);
    await new ProjectionRuntime(store, ds, [operationsProjection], { batchSize: 7 }).catchUp();
  });
  afterAll(async () => {
    await ds.destroy();
    await store.close();
  });

  it('FSNP Art. 60, 136: the clock shows the break after level 8 and the time left at the instant asked', async () => {
    const c = await getClock(ds, T, at(8 * 15 + 5));
    expect(c).toMatchObject({
      status: 'running',
      onBreak: true,
      breakAfterLevel: 8,
      level: 9,
      smallBlind: 500,
      bigBlind: 1000,
      ante: 100,
      timeLeftMs: 10 * 60_000,
    });
    const later = await getClock(ds, T, at(8 * 15 + 14));
    expect(later!.timeLeftMs).toBe(60_000);
  });

  it('FSNP Art. 30; DECISION-2: the prize fund is the sum of every purchase’s prize-fund part, the fee kept apart', async () => {
    const f = (await getPrizeFund(ds, T))!;
    // 20 buy-ins and a re-entry at 10,000 + 2,000; one add-on at 15,000 + 3,000.
    expect(f).toMatchObject({
      currency: 'RON',
      prizeFund: 21 * 10_000 + 15_000,
      fees: 21 * 2_000 + 3_000,
      purchases: 22,
    });
    expect(f.byCode).toEqual(
      expect.arrayContaining([
        { key: 'IN', count: 21, prizeFund: 210_000, fee: 42_000 },
        { key: 'AD', count: 1, prizeFund: 15_000, fee: 3_000 },
      ]),
    );
    expect(f.byItem.map((i) => [i.key, i.count])).toEqual([
      ['add-on', 1],
      ['buy-in', 20],
      ['re-entry', 1],
    ]);
  });

  it('LNSE IV.1.3: entries list each purchase line per player with its code, parts and chips', async () => {
    const p02 = (await listEntries(ds, T, {}, 'p02')).nodes[0];
    expect(p02).toMatchObject({
      entries: 2,
      reEntries: 1,
      addOns: 0,
      paidPrizeFund: 20_000,
      paidFee: 4_000,
    });
    expect(
      p02.purchases.map((l) => [l.item, l.code, l.chips, l.stackBefore, l.stackAfter]),
    ).toEqual([
      ['buy-in', 'IN', 2500, 0, 2500],
      ['re-entry', 'IN', 2500, 1000, 3500],
    ]);
    const p03 = (await listEntries(ds, T, {}, 'p03')).nodes[0];
    expect(p03.purchases[1]).toMatchObject({
      item: 'add-on',
      code: 'AD',
      chips: 5000,
      prizeFund: 15_000,
      fee: 3_000,
    });
    const page = await listEntries(ds, T, { first: 5 });
    expect(page.totalCount).toBe(20);
    expect(page.nodes.map((n) => n.registrationNumber)).toEqual([1, 2, 3, 4, 5]);
    const next = await listEntries(ds, T, { first: 5, after: page.pageInfo.endCursor });
    expect(next.nodes[0].registrationNumber).toBe(6);
  });

  it('FSNP Art. 35; DECISION-8: tables, leaderboard and total chips agree with the write side after the race', async () => {
    const tables = await listTables(ds, T);
    const seatedChips = Object.values(sc.state.entrants)
      .filter((e) => e.status === 'seated')
      .reduce((a, e) => a + e.stack, 0);
    expect(tables.reduce((a, t) => a + t.chips, 0)).toBe(seatedChips);
    expect(tables.reduce((a, t) => a + t.players, 0)).toBe(17);
    for (const t of tables) expect(t.seats.length).toBe(t.players);
    const board = (await getLeaderboard(ds, T, at(8 * 15 + 5), { first: 5 }))!;
    expect(board).toMatchObject({
      playersLeft: 17,
      totalChipsInPlay: chipsInPlay(sc.state),
      bigBlind: 1000,
    });
    expect(board.averageStack).toBe(Math.floor(seatedChips / 17));
    const stacks = board.lines.nodes.map((l) => l.stack);
    expect(stacks).toEqual([...stacks].sort((a, b) => b - a));
    expect(board.lines.nodes.map((l) => l.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(board.lines.nodes[0].bigBlinds).toBe(Math.round(stacks[0] / 100) / 10);
    const rest = (await getLeaderboard(ds, T, at(8 * 15 + 5), {
      first: 100,
      after: board.lines.pageInfo.endCursor,
    }))!;
    expect(rest.lines.nodes.map((l) => l.rank)[0]).toBe(6);
    expect(rest.lines.nodes).toHaveLength(12);
    // Every stack is a multiple of 100 once the 25 chips are gone (FSNP Art. 39).
    expect([...stacks, ...rest.lines.nodes.map((l) => l.stack)].every((x) => x % 100 === 0)).toBe(
      true,
    );
  });

  it('FSNP Art. 80; LNSE I.95: balancing suggests moving the player due the big blind to the short table', async () => {
    // Issue 17: from the decider's own state (the pipeline's, here the scenario's).
    const advice = balancingAdvice(T, created(sc.state));
    expect(advice.shortBy).toBeGreaterThan(0);
    expect(advice.ruleRef).toContain('Art. 80');
    expect(advice.moves.length).toBeGreaterThan(0);
    const move = advice.moves[0];
    const d = sc.try({
      type: 'MovePlayer',
      tournamentId: T,
      playerId: move.playerId,
      toTableId: move.to.tableId,
      toSeat: move.to.seat,
    });
    expect(d.ok).toBe(true);
  });

  it('DESIGN "Read side": replaying the same events again changes no row', async () => {
    const before = await dumpTables(ds, OPS_TABLES);
    const events = await store.readAll(0, 10_000);
    await ds.transaction((m) => operationsProjection.apply(events, m));
    expect(await dumpTables(ds, OPS_TABLES)).toEqual(before);
  });

  it('DESIGN "Read side": a rebuild in one batch gives the same rows as the catch-up in batches of 7', async () => {
    const other = await memoryReadModel([operationsProjection]);
    try {
      await new ProjectionRuntime(store, other, [operationsProjection], {
        batchSize: 10_000,
      }).catchUp();
      expect(await dumpTables(other, OPS_TABLES)).toEqual(await dumpTables(ds, OPS_TABLES));
    } finally {
      await other.destroy();
    }
  });
});

describe('operations read model after a restart', () => {
  it('DESIGN "Read side": a new process continues from the stored state and ends with the same rows', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ops-restart-'));
    const store = new MemoryEventStore();
    const once = await memoryReadModel([operationsProjection]);
    try {
      await appendTo(store, T, tournament().events);
      const all = await store.readAll(0, 10_000);
      const file = { kind: 'sqlite', path: join(dir, 'read.db') } as const;
      const first = await createReadModelDataSource(file, [operationsProjection]).initialize();
      await new ProjectionRuntime(store, first, [operationsProjection]).catchUp({
        untilPosition: all[Math.floor(all.length / 2)].globalPosition,
      });
      await first.destroy();
      // A fresh DataSource has no folded state in memory: it reloads it from the tables.
      const second = await createReadModelDataSource(file, [operationsProjection]).initialize();
      await new ProjectionRuntime(store, second, [operationsProjection]).catchUp();
      await new ProjectionRuntime(store, once, [operationsProjection]).catchUp();
      expect(await dumpTables(second, OPS_TABLES)).toEqual(await dumpTables(once, OPS_TABLES));
      await second.destroy();
    } finally {
      await once.destroy();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('operations read model over hands played action by action', () => {
  /** The hand of FSNP Art. 112-113 from the hands tests: seat 5's aces beat seat 6's kings. */
  function handPlayed(): Table {
    const t = new Table().as(DEALER);
    t.start();
    t.post();
    t.deal({ 5: 'AsAh', 6: 'KsKh', 8: '2c7d', 2: '3c8d' });
    t.act(8, 'fold');
    t.act(2, 'fold');
    t.act(5, 'raise', 600);
    t.act(6, 'call');
    t.board('2d5h9c');
    t.act(5, 'check');
    t.act(6, 'check');
    t.board('Jd');
    t.act(5, 'check');
    t.act(6, 'check');
    t.board('4s');
    t.act(5, 'check');
    t.act(6, 'check');
    t.show(5);
    t.show(6);
    t.complete();
    return t;
  }

  it('FSNP Art. 112-113: one batch per event (as live) and one batch for all give the same rows and the hand’s stacks', async () => {
    const t = handPlayed();
    const store = new MemoryEventStore();
    await appendTo(store, T, t.events);
    const live = await memoryReadModel([operationsProjection]);
    const once = await memoryReadModel([operationsProjection]);
    try {
      await new ProjectionRuntime(store, live, [operationsProjection], { batchSize: 1 }).catchUp();
      await new ProjectionRuntime(store, once, [operationsProjection], {
        batchSize: 10_000,
      }).catchUp();
      expect(await dumpTables(live, OPS_TABLES)).toEqual(await dumpTables(once, OPS_TABLES));
      const [table] = await listTables(live, T);
      const bySeat = Object.fromEntries(table.seats.map((x) => [x.seat, x.stack]));
      const e = t.state.entrants;
      const seats = t.state.tables[t.tableId].seats;
      for (const [seat, pid] of Object.entries(seats)) expect(bySeat[seat]).toBe(e[pid].stack);
      expect(bySeat[5] - bySeat[6]).toBe(1200);
      expect(table.handInProgress).toBe(false);
      expect(table.handNo).toBe(1);
    } finally {
      await live.destroy();
      await once.destroy();
      await store.close();
    }
  });
});
