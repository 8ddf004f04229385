/**
 * Issue 17 on PostgreSQL: every read model rebuilt from position 0 (twice, so the second
 * rebuild empties tables the first one filled) has exactly the rows the live runtime built
 * batch by batch, and the rebuild leaves the tables with the indexes they had. The rebuild
 * there empties the tables with TRUNCATE, drops the plain indexes for the replay and builds
 * them again at the end, and the bulk upserts are unnest() statements (src/projections/sql.ts).
 */
import type { DataSource } from 'typeorm';
import { auditProjection } from '../../src/projections/audit/projection';
import { createReadModelDataSource } from '../../src/projections/data-source';
import type { Projection } from '../../src/projections/projection';
import { ALL_PROJECTIONS } from '../../src/projections/registry';
import { ProjectionRuntime } from '../../src/projections/runtime';
import { runSimulation } from '../../src/simulation/driver';
import { MemoryEventStore } from '../../src/store/memory/memory-event-store';
import { runSimulatedTournament } from '../unit/money/simulated-tournament';
import { createScratchDatabase, describePostgres, type ScratchDatabase } from '../support/postgres';

/** Every row of a projection's tables, in a total order. */
async function rowsOf(ds: DataSource, p: Projection): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const e of p.entities) {
    const table = ds.getMetadata(e).tableName;
    const rows = (await ds.query(`SELECT * FROM "${table}"`)) as unknown[];
    out[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

async function indexesOf(ds: DataSource): Promise<string[]> {
  const rows = (await ds.query(
    `SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexdef`,
  )) as { indexdef: string }[];
  return rows.map((r) => r.indexdef);
}

describePostgres('read models on PostgreSQL: rebuild equals live (issue 17)', () => {
  let liveDb: ScratchDatabase;
  let rebuiltDb: ScratchDatabase;
  let store: MemoryEventStore;
  let live: DataSource;
  let liveRuntime: ProjectionRuntime;
  let rebuilt: DataSource;

  beforeAll(async () => {
    liveDb = await createScratchDatabase('ledger_rebuild_live');
    rebuiltDb = await createScratchDatabase('ledger_rebuild_again');
    store = new MemoryEventStore();
    live = await createReadModelDataSource(
      { kind: 'postgres', url: liveDb.url },
      ALL_PROJECTIONS,
    ).initialize();
    liveRuntime = new ProjectionRuntime(store, live, ALL_PROJECTIONS, { batchSize: 7 });
    await liveRuntime.start();
    await runSimulatedTournament(store);
    await runSimulation({ players: 18, rulesetId: 'fsnp', tournamentType: 'RA', seed: 5, store });
    await liveRuntime.waitForPosition(await store.headPosition(), { timeoutMs: 60_000 });
    rebuilt = await createReadModelDataSource(
      { kind: 'postgres', url: rebuiltDb.url },
      ALL_PROJECTIONS,
    ).initialize();
  }, 180_000);

  afterAll(async () => {
    await liveRuntime?.stop();
    await live?.destroy();
    await rebuilt?.destroy();
    await store?.close();
    await liveDb?.drop();
    await rebuiltDb?.drop();
  });

  it('issue 17: two full rebuilds (batches of 1,000, then of 64, each read ahead while the one before commits) give every read model the rows live built, indexes kept', async () => {
    const head = await store.headPosition();
    expect(head).toBeGreaterThan(1_000);
    const indexes = await (async () => {
      const first = new ProjectionRuntime(store, rebuilt, ALL_PROJECTIONS);
      await first.prepare();
      return indexesOf(rebuilt);
    })();
    expect(indexes.some((d) => /ops_players_by_stack/.test(d))).toBe(true);
    for (const batchSize of [1_000, 64]) {
      const runtime = new ProjectionRuntime(store, rebuilt, ALL_PROJECTIONS, { batchSize });
      expect((await runtime.rebuild()).events).toBe(head);
      for (const p of ALL_PROJECTIONS) {
        const want = await rowsOf(live, p);
        expect({ [p.name]: await rowsOf(rebuilt, p) }).toEqual({ [p.name]: want });
      }
      expect(await indexesOf(rebuilt)).toEqual(indexes);
    }
    expect(await indexesOf(live)).toEqual(indexes);
  }, 180_000);

  it('issue 17: a read model failing mid-rebuild rolls back its own transaction only; the others keep theirs, and catching up again gives the rows live built', async () => {
    // Parallel commit groups (commit.ts): the failing one is in a group of its own transaction.
    let failures = 1;
    const failingAudit: Projection = {
      ...auditProjection,
      async apply(events, m) {
        if (failures > 0 && events.some((e) => e.globalPosition > 1_000)) {
          failures--;
          throw new Error('disk full');
        }
        await auditProjection.apply(events, m);
      },
    };
    const projections = ALL_PROJECTIONS.map((p) => (p === auditProjection ? failingAudit : p));
    const runtime = new ProjectionRuntime(store, rebuilt, projections, { batchSize: 500 });
    await expect(runtime.rebuild()).rejects.toThrow(/audit-trail.*disk full|disk full/);
    const positions = new Map((await runtime.status()).map((s) => [s.name, s.position]));
    // The failed batch moved the others on (their transactions committed), not the audit trail.
    expect(positions.get('audit-trail')).toBe(1_000);
    expect(positions.get('tournaments')).toBeGreaterThan(1_000);
    await runtime.catchUp();
    for (const p of ALL_PROJECTIONS) {
      expect({ [p.name]: await rowsOf(rebuilt, p) }).toEqual({ [p.name]: await rowsOf(live, p) });
    }
  }, 180_000);
});
