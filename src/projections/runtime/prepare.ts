/**
 * Creates the tables and loads the checkpoints. A projection whose stored version differs
 * (or that has no checkpoint yet) has its tables dropped and starts from position 0: its
 * schema may have changed with the version, and its rows are disposable.
 */
import type { Projection } from '../projection';
import { dialectOf } from '../sql';
import { withWriteLock } from '../write-lock';
import { loadCheckpoints, resetCheckpoint } from './checkpoints';
import type { RuntimeCore } from './core';

/** pg_advisory_lock key of read-model schema changes ("ledger" in ASCII). */
const SCHEMA_LOCK_ID = 0x6c6564676572;

export async function prepare(core: RuntimeCore): Promise<void> {
  await withWriteLock(core.dataSource, () => withSchemaLock(core, () => prepareLocked(core)));
  core.prepared = true;
}

/**
 * Several API processes may start together on one PostgreSQL database; a session advisory
 * lock makes their drop/synchronize/reset steps take turns (sqlite: one process only).
 */
async function withSchemaLock(core: RuntimeCore, work: () => Promise<void>): Promise<void> {
  if (dialectOf(core.dataSource.manager) !== 'postgres') return work();
  const runner = core.dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query(`SELECT pg_advisory_lock(${SCHEMA_LOCK_ID})`);
    try {
      await work();
    } finally {
      await runner.query(`SELECT pg_advisory_unlock(${SCHEMA_LOCK_ID})`);
    }
  } finally {
    await runner.release();
  }
}

async function prepareLocked(core: RuntimeCore): Promise<void> {
  const ds = core.dataSource;
  const stored = await loadCheckpoints(ds);
  const runner = ds.createQueryRunner();
  const stale: Projection[] = [];
  try {
    for (const p of core.byName.values()) {
      const row = stored.get(p.name);
      if (row && row.version === p.version) continue;
      stale.push(p);
      for (const e of p.entities) {
        await runner.dropTable(ds.getMetadata(e).tableName, true);
      }
      // Tables an earlier version kept and this one no longer declares (e.g. ops_state).
      for (const table of p.retiredTables ?? []) await runner.dropTable(table, true);
      if (row) core.log(`${p.name}: version ${row.version} -> ${p.version}, rebuilding`);
    }
  } finally {
    // better-sqlite3's runner is shared by the whole DataSource; releasing it closes nothing.
    if (dialectOf(ds.manager) === 'postgres') await runner.release();
  }
  await ds.synchronize();
  await ds.transaction(async (m) => {
    for (const p of stale) await resetCheckpoint(m, p);
  });
  for (const p of core.byName.values()) {
    const row = stored.get(p.name);
    core.positions.set(p.name, row && row.version === p.version ? row.position : 0);
  }
}
