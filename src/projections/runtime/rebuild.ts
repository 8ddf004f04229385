/**
 * Rebuild: empties the named projections and folds the whole store in again. The read model
 * is empty while this runs; a version bump does the same at start (prepare.ts).
 */
import type { DataSource, EntityManager } from 'typeorm';
import { dialectOf } from '../sql';
import { withWriteLock } from '../write-lock';
import { catchUp } from './catch-up';
import { resetCheckpoint } from './checkpoints';
import type { RuntimeCore } from './core';
import type { Live } from './live';
import { prepare } from './prepare';

export async function rebuild(
  core: RuntimeCore,
  live: Live,
  names?: readonly string[],
  onBatch?: (eventsRead: number, lastPosition: number) => void,
): Promise<{ events: number; ms: number }> {
  if (!core.prepared) await prepare(core);
  const ds = core.dataSource;
  const targets = (names ?? core.names).map((n) => core.get(n));
  // Live batches must not land on the emptied tables ahead of the replay: pause them.
  const wasLive = live.following;
  if (wasLive) await live.pause();
  const tables = targets.flatMap((p) => p.entities.map((e) => ds.getMetadata(e).tableName));
  const indexes = await withWriteLock(ds, () =>
    ds.transaction(async (m) => {
      await emptyTables(m, tables);
      for (const p of targets) await resetCheckpoint(m, p);
      return dropSecondaryIndexes(m, tables);
    }),
  );
  for (const p of targets) core.positions.set(p.name, 0);
  const t0 = performance.now();
  const events = await withoutWalCheckpoints(ds, async () => {
    try {
      return await catchUp(core, { names: targets.map((p) => p.name), onBatch });
    } finally {
      await withWriteLock(ds, () =>
        ds.transaction(async (m) => {
          for (const sql of indexes) await m.query(sql);
        }),
      );
    }
  });
  const ms = performance.now() - t0;
  if (wasLive) live.follow();
  return { events, ms };
}

/**
 * sqlite: a rebuild rewrites the same index pages batch after batch, and the WAL's automatic
 * checkpoint (every 1,000 pages) copied them to the database file, with an fsync, dozens of
 * times over: ~20% of a rebuild went to COMMIT. The automatic checkpoint is held off while the
 * rebuild runs and one checkpoint at the end copies each page once. Postgres: nothing to do.
 */
async function withoutWalCheckpoints<T>(ds: DataSource, work: () => Promise<T>): Promise<T> {
  if (dialectOf(ds.manager) !== 'sqlite' || ds.options.type !== 'better-sqlite3') return work();
  const rows = (await ds.query('PRAGMA wal_autocheckpoint')) as { wal_autocheckpoint?: unknown }[];
  const previous = Number(rows[0]?.wal_autocheckpoint ?? 1000);
  await ds.query('PRAGMA wal_autocheckpoint = 0');
  try {
    return await work();
  } finally {
    await ds.query(`PRAGMA wal_autocheckpoint = ${Number.isFinite(previous) ? previous : 1000}`);
    await withWriteLock(ds, () => ds.query('PRAGMA wal_checkpoint(PASSIVE)'));
  }
}

const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * sqlite: DELETE without WHERE (sqlite's truncate optimisation). PostgreSQL: TRUNCATE, in the
 * same transaction as the checkpoints' reset (it is transactional there). A DELETE left every
 * old row behind as a dead tuple until a vacuum, with its entries in the primary key: each
 * replayed row then met the dead one of the same key, and the unique check visited the heap for
 * it (a rebuild after a rebuild ran at a fraction of the first's speed).
 */
async function emptyTables(m: EntityManager, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  if (dialectOf(m) === 'postgres') {
    await m.query(`TRUNCATE TABLE ${tables.map(quoted).join(', ')}`);
    return;
  }
  for (const t of tables) await m.query(`DELETE FROM ${quoted(t)}`);
}

/**
 * The plain (non-unique) indexes of the emptied tables, dropped for the replay and returned as
 * the statements that recreate them. Each row insert kept every one of them up to date;
 * building an index once over the finished table is several times cheaper. The primary keys
 * and unique indexes stay (the upserts' ON CONFLICT needs them). Should the process die before
 * they are recreated, the next prepare()'s synchronize() puts them back.
 */
async function dropSecondaryIndexes(
  m: EntityManager,
  tables: readonly string[],
): Promise<string[]> {
  if (tables.length === 0) return [];
  if (dialectOf(m) === 'postgres') {
    // Indexes behind a constraint (primary key, unique) have a pg_constraint row; plain ones not.
    const rows = (await m.query(
      `SELECT i.indexname AS name, i.indexdef AS sql FROM pg_indexes i
        WHERE i.schemaname = current_schema() AND i.tablename = ANY($1)
          AND i.indexdef NOT LIKE 'CREATE UNIQUE INDEX%'
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
      [[...tables]],
    )) as { name: string; sql: string }[];
    for (const r of rows) await m.query(`DROP INDEX ${quoted(r.name)}`);
    return rows.map((r) => r.sql);
  }
  const rows = (await m.query(
    `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
       AND tbl_name IN (${tables.map(() => '?').join(',')})`,
    [...tables],
  )) as { name: string; sql: string }[];
  const plain = rows.filter((r) => !/^\s*CREATE\s+UNIQUE\b/i.test(r.sql));
  for (const r of plain) await m.query(`DROP INDEX ${quoted(r.name)}`);
  return plain.map((r) => r.sql);
}
