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
      for (const p of targets) {
        for (const e of p.entities) {
          await m.query(`DELETE FROM "${ds.getMetadata(e).tableName}"`);
        }
        await resetCheckpoint(m, p);
      }
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

/**
 * sqlite: the plain (non-unique) indexes of the emptied tables, dropped for the replay and
 * returned as the statements that recreate them. Each row insert kept every one of them up to
 * date; building an index once over the finished table is several times cheaper. The primary
 * keys and unique indexes stay (the upserts' ON CONFLICT needs them). Should the process die
 * before they are recreated, the next prepare()'s synchronize() puts them back.
 */
async function dropSecondaryIndexes(
  m: EntityManager,
  tables: readonly string[],
): Promise<string[]> {
  if (dialectOf(m) !== 'sqlite' || tables.length === 0) return [];
  const rows = (await m.query(
    `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
       AND tbl_name IN (${tables.map(() => '?').join(',')})`,
    [...tables],
  )) as { name: string; sql: string }[];
  const plain = rows.filter((r) => !/^\s*CREATE\s+UNIQUE\b/i.test(r.sql));
  for (const r of plain) await m.query(`DROP INDEX "${r.name.replace(/"/g, '""')}"`);
  return plain.map((r) => r.sql);
}
