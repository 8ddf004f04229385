/**
 * Issue 17: the operations rows folded from the events alone (ops-fold.ts) are the rows of the
 * decider's state (rows.ts rowsOf) after every event of played tournaments: a differential
 * test, the decider's evolve on one side, the read model's own fold on the other.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import {
  PLAYER_COLUMNS,
  SUMMARY_COLUMNS,
  TABLE_COLUMNS,
} from '../../../src/projections/operations/entities';
import { createReadModelDataSource } from '../../../src/projections/data-source';
import { operationsProjection } from '../../../src/projections/operations/projection';
import { rowsOf } from '../../support/operations-rows-of-state';
import { Both } from './ops-both';
import { headsUpPlayed } from './event-scenarios';
import { ProjectionRuntime } from '../../../src/projections/runtime';
import * as sql from '../../../src/projections/sql';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import { createCmd, lnseCreate, Scenario, STRUCTURE_A, T } from '../../support/tournament-fixtures';
import { playTournament } from '../aggregates/played-tournament';
import { DEALER, Table } from '../hands/support';
import { officeSimulation } from './office-simulation';
import { raTournament } from './operations-scenario';
import { appendTo, memoryReadModel } from './support';

describe('operations rows from the events alone against the decider (differential)', () => {
  it('FSNP Art. 30, 35, 139: the R+A scenario (re-entry, add-on, colour-up with a race, busts) gives the same rows after every event', () => {
    const sc = raTournament();
    const both = new Both().apply(sc.events);
    expect(both.events).toBe(sc.events.length);
    for (const type of ['PlayerReEntered', 'AddOnTaken', 'ChipRaceConducted', 'HandCompleted'])
      expect(sc.events.some((e) => e.type === type)).toBe(true);
  });

  it.each([1, 2, 3])(
    'seed %i: a played R+A tournament gives the same rows after every event',
    (seed) => {
      const both = new Both();
      const played = playTournament({
        players: 40,
        seed,
        maxEvents: 1500,
        onEvents: (events) => both.apply(events),
      });
      const types = new Set(played.events.map((e) => e.type));
      expect(types.has('PlayerReEntered')).toBe(true);
      expect(types.has('HandCompleted')).toBe(true);
      expect(both.events).toBe(played.events.length);
    },
  );

  it('FSNP Art. 112-113: a hand played action by action gives the same rows', () => {
    const t = new Table().as(DEALER);
    t.start();
    t.post();
    for (;;) {
      const seat = t.hand.seats.find((x) => t.tryAct(x, 'fold').ok);
      if (seat === undefined) break;
      t.act(seat, 'fold');
    }
    t.complete();
    new Both().apply(t.events);
  });

  it('FSNP Art. 140.2(e): a single-table Turbo whose levels go by orbit gives the same rows', () => {
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
    for (let i = 0; i < 6; i++) sc.playHand('T1');
    new Both().apply(sc.events);
  });
});

/** FSNP Art. 124-129: day 1 played to its drawn hand count, bagged, and day 2 opened. */
function twoDays(): Scenario {
  const levels = Array.from({ length: 16 }, (_, i) => ({
    level: i + 1,
    smallBlind: 100 * (i + 1),
    bigBlind: 200 * (i + 1),
    ante: 0,
    durationMinutes: 40,
    ...((i + 1) % 4 === 0 ? { breakAfterMinutes: 15 } : {}),
    ...(i + 1 === 10 ? { endOfDay: true } : {}),
  }));
  const set = { '25': 4, '100': 9, '500': 6, '1000': 6, '5000': 1 };
  const level10 = 9 * 40 + 2 * 15;
  const sc = new Scenario(21).setup(
    createCmd({ tournamentType: 'FZ', startingStack: 15000, levels }),
    18,
  );
  sc.at(level10 + 26);
  const drawn = sc.do({ type: 'DrawEndOfDayHands', tournamentId: T });
  const count = drawn.find((x) => x.type === 'EndOfDayHandCountDrawn');
  const hands = count?.type === 'EndOfDayHandCountDrawn' ? count.data.hands : 0;
  for (let i = 0; i < hands; i++) for (const t of ['T1', 'T2']) sc.playHand(t);
  const everyone = () =>
    Object.keys(sc.state.entrants)
      .sort()
      .map((playerId) => ({ playerId, byDenomination: set }));
  sc.at(level10 + 40).do({ type: 'BagChips', tournamentId: T, bags: everyone() });
  sc.at(24 * 60).do({ type: 'ResumeDay', tournamentId: T, counts: everyone() });
  return sc;
}

describe('operations rows against the decider: the office at work (differential)', () => {
  it('FSNP Art. 30-35, 80, 135; LNSE I.44: 12 simulated tournaments (purchases, races, moves, breaks, late seats, pauses) give the same rows after every event', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const sc = officeSimulation(seed);
      new Both().apply(sc.events);
      for (const e of sc.events) {
        seen.add(e.type);
        if (e.type === 'RebuyTaken' && e.data.chipsFromNextHand) seen.add('paid during a hand');
      }
    }
    // The simulations reached the office's events, or they prove nothing.
    for (const type of [
      'ChipsToppedUp',
      'RebuyTaken',
      'AddOnTaken',
      'ChipRaceConducted',
      'TableBroken',
      'ReservedSeatStacksPlaced',
      'ClockPaused',
      'PlayerMoved',
      'PurchaseAnnounced',
      'PurchaseAnnouncementWithdrawn',
      'paid during a hand',
    ])
      expect([type, seen.has(type)]).toEqual([type, true]);
  });
});

describe('operations rows against the decider: other formats (differential)', () => {
  it('FSNP Art. 140.3: a heads-up pyramid (rounds drawn on tables of two, losers out) gives the same rows', () => {
    const sc = headsUpPlayed();
    expect(sc.state.headsUp!.champion).toBeTruthy();
    new Both().apply(sc.events);
  });

  it('FSNP Art. 124-129: a day closed and the next one opened give the same rows', () => {
    const sc = twoDays();
    expect(sc.state.day).toBe(2);
    new Both().apply(sc.events);
  });
});

/** Busts p (a hand to a table-mate, then the next hand there eliminates him). */
function eliminate(sc: Scenario, ...players: string[]): Scenario {
  for (const p of players) {
    const { tableId } = sc.seatOf(p);
    const mate = Object.values(sc.state.tables[tableId].seats).find(
      (x) => x !== p && !players.includes(x),
    )!;
    const e = sc.state.entrants;
    sc.playHand(tableId, { [p]: 0, [mate]: e[mate].stack + e[p].stack });
    sc.playHand(tableId);
  }
  return sc;
}

describe('operations rows against the decider: the end of the field (differential)', () => {
  it('FSNP Art. 47, 125(a); LNSE I.98-99: hand-for-hand, then the final table of 9 redrawn, give the same rows', () => {
    const sc = new Scenario(4).setup(lnseCreate(), 18).at(30);
    const seatsAt = (tableId: string, n: number) =>
      Object.values(sc.state.tables[tableId].seats).slice(0, n);
    sc.do({ type: 'StartHandForHand', tournamentId: T });
    eliminate(sc, ...seatsAt('T1', 5), ...seatsAt('T2', 4));
    sc.do({ type: 'FormFinalTable', tournamentId: T });
    expect(sc.state.finalTable).toBe('FT');
    expect(sc.events.some((e) => e.type === 'HandForHandStarted')).toBe(true);
    new Both().apply(sc.events);
  });

  it('LNSE 123/13 IV.1.4(a): a refunded registration leaves the rows; its IN line is reversed in the money', async () => {
    const sc = new Scenario().setup(lnseCreate({ registrationCap: 5 }), 5, false);
    sc.do({
      type: 'RefundRegistration',
      tournamentId: T,
      playerId: 'p03',
      reason: 'notice given at the cashier',
    });
    expect(sc.events.some((e) => e.type === 'RegistrationRefunded')).toBe(true);
    const both = new Both().apply(sc.events);
    expect(both.fold.ops.players.has('p03')).toBe(false);
    // Stored: his player row deleted, his purchase line kept (one line per purchase, IV.1.3).
    const store = new MemoryEventStore();
    await appendTo(store, T, sc.events);
    const ds = await memoryReadModel([operationsProjection]);
    try {
      await new ProjectionRuntime(store, ds, [operationsProjection], { batchSize: 1 }).catchUp();
      const ids = (await ds.query('SELECT "player_id" FROM "ops_players"')) as {
        player_id: string;
      }[];
      expect(ids.map((r) => r.player_id).sort()).toEqual(['p01', 'p02', 'p04', 'p05']);
      const lines = (await ds.query(
        `SELECT "player_id" FROM "ops_purchases" WHERE "player_id" = 'p03'`,
      )) as unknown[];
      expect(lines).toHaveLength(1);
    } finally {
      await ds.destroy();
      await store.close();
    }
  });
});

describe('operations rows written: only what an event changed', () => {
  it('FSNP Art. 112: a completed hand at one table of 300 players writes that table and at most its players', async () => {
    const t = new Table({ seatsPerTable: 10 }, 300).as(DEALER);
    t.start();
    t.post();
    for (;;) {
      const seat = t.hand.seats.find((x) => t.tryAct(x, 'fold').ok);
      if (seat === undefined) break;
      t.act(seat, 'fold');
    }
    t.complete();
    const store = new MemoryEventStore();
    await appendTo(store, T, t.events);
    const all = await store.readAll(0, 100_000);
    const ds = await memoryReadModel([operationsProjection]);
    try {
      const rt = new ProjectionRuntime(store, ds, [operationsProjection]);
      await rt.applyBatch('operations', all.slice(0, all.length - 1));
      const last = all[all.length - 1];
      expect(last.type).toBe('HandCompleted');
      const upserts = jest.spyOn(sql, 'upsertRows');
      await rt.applyBatch('operations', [last]);
      const rows = (table: string) =>
        upserts.mock.calls.filter(([, spec]) => spec.table === table).flatMap(([, , r]) => r);
      const seated = Object.keys(t.state.tables[t.tableId].seats).length;
      expect(rows('ops_tables').map((r) => r[1])).toEqual([t.tableId]);
      expect(rows('ops_players').length).toBeLessThanOrEqual(seated);
      expect(rows('ops_seats')).toEqual([]);
      upserts.mockRestore();
      // What is stored is the decider's rows.
      const want = rowsOf(T, t.state);
      const players = (await ds.query('SELECT * FROM "ops_players"')) as Record<string, unknown>[];
      expect(players.length).toBe(want.players.size);
      for (const p of players)
        expect(PLAYER_COLUMNS.map((c) => p[c])).toEqual(want.players.get(p.player_id as string));
    } finally {
      await ds.destroy();
      await store.close();
    }
  });

  it('FSNP Art. 89: an action at a table of a 300-player room is not an operations event: nothing is written', async () => {
    const t = new Table({ seatsPerTable: 10 }, 300).as(DEALER);
    t.start();
    t.post();
    const seat = t.hand.seats.find((x) => t.tryAct(x, 'call').ok)!;
    t.act(seat, 'call');
    const store = new MemoryEventStore();
    await appendTo(store, T, t.events);
    const all = await store.readAll(0, 100_000);
    const ds = await memoryReadModel([operationsProjection]);
    try {
      const rt = new ProjectionRuntime(store, ds, [operationsProjection]);
      await rt.applyBatch('operations', all.slice(0, all.length - 1));
      expect(all[all.length - 1].type).toBe('ActionRecorded');
      const upserts = jest.spyOn(sql, 'upsertRows');
      await rt.applyBatch('operations', all.slice(all.length - 1));
      const written = upserts.mock.calls.filter(([, spec]) => spec.table.startsWith('ops_'));
      upserts.mockRestore();
      expect(written.flatMap(([, , r]) => r)).toEqual([]);
    } finally {
      await ds.destroy();
      await store.close();
    }
  });
});

describe('operations rows stored, however the events are batched', () => {
  it.each([1, 7, 10_000])(
    'FSNP Art. 30, 139: batches of %i events store the rows of the decider state',
    async (batchSize) => {
      const sc = raTournament();
      const store = new MemoryEventStore();
      await appendTo(store, T, sc.events);
      const ds = await memoryReadModel([operationsProjection]);
      try {
        await new ProjectionRuntime(store, ds, [operationsProjection], { batchSize }).catchUp();
        const want = rowsOf(T, sc.state);
        const [summary] = (await ds.query('SELECT * FROM "ops_summary"')) as Record<
          string,
          unknown
        >[];
        // The store keeps event data as canonical JSON (keys sorted): compare the JSON columns
        // by value, the others by their text.
        const json = new Set(['levels', 'clock', 'money']);
        const asRead = (v: unknown, c: string) => (json.has(c) ? JSON.parse(String(v)) : String(v));
        const wanted = [...want.summary.values()][0];
        expect(SUMMARY_COLUMNS.map((c) => asRead(summary[c], c))).toEqual(
          SUMMARY_COLUMNS.map((c, i) => asRead(wanted[i], c)),
        );
        const tables = (await ds.query('SELECT * FROM "ops_tables"')) as Record<string, unknown>[];
        expect(tables.length).toBe(want.tables.size);
        for (const t of tables)
          expect(TABLE_COLUMNS.map((c) => t[c])).toEqual(want.tables.get(t.table_id as string));
        const seats = (await ds.query('SELECT * FROM "ops_seats"')) as Record<string, unknown>[];
        expect(seats.length).toBe(want.seats.size);
      } finally {
        await ds.destroy();
        await store.close();
      }
    },
  );
});

describe('operations rows after a restart mid-tournament', () => {
  /** Every operations table, each in its key order. */
  async function dump(ds: DataSource): Promise<unknown> {
    const keys: Record<string, string> = {
      ops_progress: '1',
      ops_summary: '1',
      ops_tables: '1, 2',
      ops_seats: '1, 2, 3',
      ops_players: '1, 2',
      ops_purchases: '1, 2',
    };
    const out: Record<string, unknown> = {};
    for (const [t, order] of Object.entries(keys))
      out[t] = await ds.query(`SELECT * FROM "${t}" ORDER BY ${order}`);
    return out;
  }

  // LNSE simulations (seed % 3 = 1): rebuys paid during a hand.
  it.each([1, 4, 10])(
    'seed %i: a new process continues from the stored rows (hand numbers, reserved sets, pending chips) and ends with the same rows',
    async (seed) => {
      const dir = mkdtempSync(join(tmpdir(), 'ops-fold-restart-'));
      const store = new MemoryEventStore();
      const once = await memoryReadModel([operationsProjection]);
      try {
        const events = officeSimulation(seed).events;
        await appendTo(store, T, events);
        const all = await store.readAll(0, 100_000);
        const file = { kind: 'sqlite', path: join(dir, 'read.db') } as const;
        let ds = await createReadModelDataSource(file, [operationsProjection]).initialize();
        // Restarts on the way, one right after a rebuy paid during a hand (its chips pending,
        // LNSE I.53): each new DataSource rebuilds its folds from the tables.
        const deferred = events.findIndex(
          (e) => e.type === 'RebuyTaken' && !!e.data.chipsFromNextHand,
        );
        expect(deferred).toBeGreaterThan(0);
        const cuts = [0.25, 0.5, 0.75, deferred / all.length].map(
          (part) => all[Math.floor(all.length * part)],
        );
        cuts.sort((a, b) => a.globalPosition - b.globalPosition);
        for (const cut of cuts) {
          await new ProjectionRuntime(store, ds, [operationsProjection], {
            batchSize: 5,
          }).catchUp({ untilPosition: cut.globalPosition });
          await ds.destroy();
          ds = await createReadModelDataSource(file, [operationsProjection]).initialize();
        }
        await new ProjectionRuntime(store, ds, [operationsProjection], { batchSize: 5 }).catchUp();
        await new ProjectionRuntime(store, once, [operationsProjection]).catchUp();
        expect(await dump(ds)).toEqual(await dump(once));
        await ds.destroy();
      } finally {
        await once.destroy();
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('operations read model version 6', () => {
  it('issue 17: a read model of an earlier version loses its ops_state tables at the version change', async () => {
    const store = new MemoryEventStore();
    const ds = await memoryReadModel([operationsProjection]);
    try {
      await appendTo(store, T, raTournament().events);
      await new ProjectionRuntime(store, ds, [operationsProjection]).prepare();
      // As a version-5 read model left it: its folded-state tables and its checkpoint.
      await ds.query('CREATE TABLE "ops_state" ("tournament_id" varchar PRIMARY KEY, "core" text)');
      await ds.query('CREATE TABLE "ops_state_pieces" ("tournament_id" varchar, "body" text)');
      await ds.query(
        `INSERT INTO "projection_checkpoints" ("name", "version", "position") VALUES ('operations', 5, 0)
         ON CONFLICT ("name") DO UPDATE SET "version" = 5`,
      );
      const rt = new ProjectionRuntime(store, ds, [operationsProjection]);
      await rt.prepare();
      await rt.catchUp();
      const tables = (await ds.query(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'ops_%' ORDER BY name`,
      )) as { name: string }[];
      expect(tables.map((t) => t.name)).toEqual([
        'ops_players',
        'ops_progress',
        'ops_purchases',
        'ops_seats',
        'ops_summary',
        'ops_tables',
      ]);
    } finally {
      await ds.destroy();
      await store.close();
    }
  });
});
