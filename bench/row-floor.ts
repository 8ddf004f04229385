/**
 * The raw-driver floor of a rebuild (issue 17): what writing a read model's rows costs the
 * driver alone, with no fold, no kit and no TypeORM. The rows are those a rebuild left in its
 * tables, read back out first (untimed); then, timed, they go into empty copies of the same
 * tables (same columns, primary key and unique indexes: a rebuild drops the plain indexes for
 * its replay), in one transaction, with the kit's statement shape (src/projections/sql.ts):
 *  - sqlite: better-sqlite3 prepared `INSERT ... VALUES (...),(...) ON CONFLICT (key) DO UPDATE`,
 *    200 rows a statement, into a scratch file with the read model's pragmas (WAL, synchronous
 *    NORMAL, 64 MB cache, automatic checkpoint held off as during a rebuild);
 *  - PostgreSQL: the pg driver, `INSERT ... SELECT * FROM unnest($1::type[], ...) ON CONFLICT`,
 *    200 rows a statement, into copies in the read model's own database.
 * A row the rebuild wrote several times (a tournament's row after every batch) counts once: the
 * floor is the least any rebuild of these rows must write.
 */
import Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
import { Client, types as pgTypes } from 'pg';

export type FloorTarget =
  | { readonly kind: 'sqlite'; readonly path: string; readonly scratchPath: string }
  | { readonly kind: 'postgres'; readonly url: string };

export interface TableRows {
  readonly table: string;
  readonly rows: number;
}

export interface Floor {
  readonly tables: readonly TableRows[];
  readonly rows: number;
  /** Best of the repeats: wall-clock and this process's CPU time of the timed writes. */
  readonly wallMs: number;
  readonly cpuMs: number;
  /** Then building the plain indexes once, as a rebuild does at its end (same repeat). */
  readonly indexWallMs: number;
  readonly indexCpuMs: number;
  /**
   * The engine alone: the same rows moved by `INSERT INTO copy SELECT * FROM staged` inside the
   * database, from a keyless table loaded beforehand (untimed). No parameter binding, no
   * statement per 200 rows, no client at all: the B-tree work of the keys, which no client of
   * these tables can go below, however it sends the rows (prepared statements, COPY, a worker).
   */
  readonly engineWallMs: number;
  readonly engineCpuMs: number;
}

interface Timing {
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly indexWallMs: number;
  readonly indexCpuMs: number;
  readonly engineWallMs: number;
  readonly engineCpuMs: number;
}

const ROWS_PER_STATEMENT = 200;
const MAX_PARAMS = 30_000;
const q = (id: string): string => `"${id.replace(/"/g, '""')}"`;
const COPY_PREFIX = 'floor_copy_';
/** The engine floor's tables: the keyless staged rows, and the keyed table they move into. */
const STAGE_PREFIX = 'floor_stage_';
const ENGINE_PREFIX = 'floor_engine_';

interface Snapshot {
  readonly table: string;
  readonly columns: readonly string[];
  readonly key: readonly string[];
  readonly rows: readonly (readonly unknown[])[];
}

const perStatement = (columns: number): number =>
  Math.max(1, Math.min(ROWS_PER_STATEMENT, Math.floor(MAX_PARAMS / columns)));

function onConflict(s: Snapshot): string {
  if (s.key.length === 0) return '';
  const update = s.columns.filter((c) => !s.key.includes(c));
  const target = `ON CONFLICT (${s.key.map(q).join(',')})`;
  return update.length === 0
    ? `${target} DO NOTHING`
    : `${target} DO UPDATE SET ${update.map((c) => `${q(c)} = excluded.${q(c)}`).join(',')}`;
}

function timed(work: () => void | Promise<void>): Promise<{ wallMs: number; cpuMs: number }> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  return Promise.resolve(work()).then(() => {
    const c = process.cpuUsage(c0);
    return { wallMs: performance.now() - t0, cpuMs: (c.user + c.system) / 1000 };
  });
}

/** The floor of writing `tables`' current rows, best of `repeats`. */
export async function measureFloor(
  target: FloorTarget,
  tables: readonly string[],
  repeats = 2,
): Promise<Floor> {
  return target.kind === 'sqlite'
    ? sqliteFloor(target, tables, repeats)
    : postgresFloor(target.url, tables, repeats);
}

async function sqliteFloor(
  target: Extract<FloorTarget, { kind: 'sqlite' }>,
  tables: readonly string[],
  repeats: number,
): Promise<Floor> {
  const source = new Database(target.path, { readonly: true });
  const snaps: Snapshot[] = [];
  const schema: string[] = [];
  const engineSchema: string[] = [];
  const plainIndexes: string[] = [];
  try {
    for (const table of tables) {
      const info = source.prepare(`PRAGMA table_info(${q(table)})`).all() as {
        name: string;
        pk: number;
      }[];
      const columns = info.map((c) => c.name);
      const key = info
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name);
      const rows = source
        .prepare(`SELECT ${columns.map(q).join(',')} FROM ${q(table)}`)
        .raw()
        .all() as unknown[][];
      snaps.push({ table, columns, key, rows });
      const ddl = source
        .prepare(
          `SELECT type, sql FROM sqlite_master WHERE tbl_name = ? AND sql IS NOT NULL
            ORDER BY type = 'table' DESC`,
        )
        .all(table) as { type: string; sql: string }[];
      for (const d of ddl) {
        // Plain indexes are dropped during a rebuild: the copy has none either.
        if (d.type === 'index' && !/^\s*CREATE\s+UNIQUE\b/i.test(d.sql))
          plainIndexes.push(renameSqlite(d.sql, table));
        else {
          schema.push(renameSqlite(d.sql, table));
          engineSchema.push(renameSqlite(d.sql, table, ENGINE_PREFIX));
        }
      }
    }
  } finally {
    source.close();
  }
  let best: Timing | undefined;
  for (let i = 0; i < repeats; i++) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(target.scratchPath + suffix, { force: true });
    const db = new Database(target.scratchPath);
    try {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      db.pragma('cache_size = -65536');
      db.pragma('wal_autocheckpoint = 0');
      for (const sql of schema) db.exec(sql);
      const t = await timed(() => {
        db.exec('BEGIN');
        for (const s of snaps) sqliteInsert(db, s);
        db.exec('COMMIT');
      });
      const idx = await timed(() => {
        db.exec('BEGIN');
        for (const sql of plainIndexes) db.exec(sql);
        db.exec('COMMIT');
      });
      // Untimed: the rows staged keyless, in the order the copy holds them (its key order,
      // the cheapest order to insert), and the keyed tables they move into.
      for (const sn of snaps)
        db.exec(
          `CREATE TABLE ${q(STAGE_PREFIX + sn.table)} AS SELECT * FROM ${q(COPY_PREFIX + sn.table)}`,
        );
      for (const sql of engineSchema) db.exec(sql);
      const engine = await timed(() => {
        db.exec('BEGIN');
        for (const sn of snaps) {
          const cols = sn.columns.map(q).join(',');
          db.exec(
            `INSERT INTO ${q(ENGINE_PREFIX + sn.table)} (${cols}) SELECT ${cols} FROM ${q(STAGE_PREFIX + sn.table)}`,
          );
        }
        db.exec('COMMIT');
      });
      if (!best || t.cpuMs < best.cpuMs)
        best = {
          ...t,
          indexWallMs: idx.wallMs,
          indexCpuMs: idx.cpuMs,
          engineWallMs: engine.wallMs,
          engineCpuMs: engine.cpuMs,
        };
    } finally {
      db.close();
      for (const suffix of ['', '-wal', '-shm'])
        rmSync(target.scratchPath + suffix, { force: true });
    }
  }
  return summary(snaps, best);
}

/** `CREATE TABLE "t"` / `CREATE UNIQUE INDEX "i" ON "t"` for the copy of t. */
function renameSqlite(sql: string, table: string, prefix = COPY_PREFIX): string {
  return sql
    .replace(/^(\s*CREATE\s+(?:UNIQUE\s+)?INDEX\s+)"([^"]+)"/i, `$1"${prefix}$2"`)
    .replace(new RegExp(`(TABLE|ON)\\s+"${table}"`, 'i'), `$1 "${prefix}${table}"`);
}

function sqliteInsert(db: Database.Database, s: Snapshot): void {
  const width = s.columns.length;
  const per = perStatement(width);
  const head = `INSERT INTO ${q(COPY_PREFIX + s.table)} (${s.columns.map(q).join(',')}) VALUES `;
  const tuple = `(${new Array<string>(width).fill('?').join(',')})`;
  const statements = new Map<number, Database.Statement>();
  const statement = (rows: number): Database.Statement => {
    let st = statements.get(rows);
    if (!st) {
      const text = `${head}${new Array<string>(rows).fill(tuple).join(',')} ${onConflict(s)}`;
      statements.set(rows, (st = db.prepare(text)));
    }
    return st;
  };
  const params = new Array<unknown>(per * width);
  for (let i = 0; i < s.rows.length; i += per) {
    const end = Math.min(s.rows.length, i + per);
    if (end - i < per) params.length = (end - i) * width;
    let n = 0;
    for (let r = i; r < end; r++) {
      const row = s.rows[r];
      for (let c = 0; c < width; c++) params[n++] = row[c];
    }
    statement(end - i).run(params);
  }
}

async function postgresFloor(
  url: string,
  tables: readonly string[],
  repeats: number,
): Promise<Floor> {
  // Every value as the server's text: the copies take them back through the same casts.
  const text = (v: string): string => v;
  const client = new Client({
    connectionString: url,
    types: { getTypeParser: () => text } as unknown as typeof pgTypes,
  });
  await client.connect();
  try {
    const snaps: (Snapshot & { readonly types: readonly string[] })[] = [];
    for (const table of tables) {
      const cols = await client.query<{ name: string; type: string }>(
        `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
          WHERE attrelid = to_regclass($1) AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
        [q(table)],
      );
      const key = await client.query<{ name: string }>(
        `SELECT a.attname AS name FROM pg_index i
           JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
          WHERE i.indrelid = to_regclass($1) AND i.indisprimary
          ORDER BY array_position(i.indkey::int2[], a.attnum)`,
        [q(table)],
      );
      const columns = cols.rows.map((c) => c.name);
      const rows = await client.query<unknown[]>({
        text: `SELECT ${columns.map(q).join(',')} FROM ${q(table)}`,
        rowMode: 'array',
      });
      snaps.push({
        table,
        columns,
        key: key.rows.map((k) => k.name),
        rows: rows.rows,
        types: cols.rows.map((c) => c.type),
      });
    }
    const dropCopies = async (): Promise<void> => {
      for (const s of snaps)
        for (const prefix of [COPY_PREFIX, STAGE_PREFIX, ENGINE_PREFIX])
          await client.query(`DROP TABLE IF EXISTS ${q(prefix + s.table)}`);
    };
    let best: Timing | undefined;
    for (let i = 0; i < repeats; i++) {
      await dropCopies();
      const plainIndexes: string[] = [];
      for (const s of snaps) {
        const copy = COPY_PREFIX + s.table;
        await client.query(`CREATE TABLE ${q(copy)} (LIKE ${q(s.table)} INCLUDING ALL)`);
        // Plain indexes are dropped during a rebuild: the copy has none either.
        const plain = await client.query<{ name: string; sql: string }>(
          `SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS sql
             FROM pg_index WHERE indrelid = to_regclass($1) AND NOT indisunique`,
          [q(copy)],
        );
        for (const p of plain.rows) {
          await client.query(`DROP INDEX ${p.name}`);
          plainIndexes.push(p.sql);
        }
      }
      const t = await timed(async () => {
        await client.query('BEGIN');
        for (const s of snaps) await postgresInsert(client, s);
        await client.query('COMMIT');
      });
      const idx = await timed(async () => {
        await client.query('BEGIN');
        for (const sql of plainIndexes) await client.query(sql);
        await client.query('COMMIT');
      });
      // Untimed: the rows staged keyless, and keyed copies (no plain index) to move them into.
      for (const s of snaps) {
        await client.query(
          `CREATE TABLE ${q(STAGE_PREFIX + s.table)} AS SELECT * FROM ${q(COPY_PREFIX + s.table)}`,
        );
        await client.query(
          `CREATE TABLE ${q(ENGINE_PREFIX + s.table)} (LIKE ${q(s.table)} INCLUDING ALL)`,
        );
        const plain = await client.query<{ name: string }>(
          `SELECT indexrelid::regclass::text AS name FROM pg_index
            WHERE indrelid = to_regclass($1) AND NOT indisunique`,
          [q(ENGINE_PREFIX + s.table)],
        );
        for (const p of plain.rows) await client.query(`DROP INDEX ${p.name}`);
      }
      const engine = await timed(async () => {
        await client.query('BEGIN');
        for (const s of snaps) {
          const cols = s.columns.map(q).join(',');
          await client.query(
            `INSERT INTO ${q(ENGINE_PREFIX + s.table)} (${cols}) SELECT ${cols} FROM ${q(STAGE_PREFIX + s.table)}`,
          );
        }
        await client.query('COMMIT');
      });
      if (!best || t.wallMs < best.wallMs)
        best = {
          ...t,
          indexWallMs: idx.wallMs,
          indexCpuMs: idx.cpuMs,
          engineWallMs: engine.wallMs,
          engineCpuMs: engine.cpuMs,
        };
    }
    await dropCopies();
    return summary(snaps, best);
  } finally {
    await client.end();
  }
}

async function postgresInsert(
  client: Client,
  s: Snapshot & { readonly types: readonly string[] },
): Promise<void> {
  const width = s.columns.length;
  const per = perStatement(width);
  const casts = s.types.map((t, i) => `$${i + 1}::${t}[]`).join(',');
  const text = `INSERT INTO ${q(COPY_PREFIX + s.table)} (${s.columns.map(q).join(',')}) SELECT * FROM unnest(${casts}) ${onConflict(s)}`;
  for (let i = 0; i < s.rows.length; i += per) {
    const end = Math.min(s.rows.length, i + per);
    const columns: unknown[][] = [];
    for (let c = 0; c < width; c++) columns.push(new Array<unknown>(end - i));
    for (let r = i; r < end; r++) {
      const row = s.rows[r];
      for (let c = 0; c < width; c++) columns[c][r - i] = row[c];
    }
    await client.query(text, columns);
  }
}

function summary(snaps: readonly Snapshot[], best: Timing | undefined): Floor {
  const tables = snaps.map((s) => ({ table: s.table, rows: s.rows.length }));
  return {
    tables,
    rows: tables.reduce((n, t) => n + t.rows, 0),
    wallMs: best?.wallMs ?? 0,
    cpuMs: best?.cpuMs ?? 0,
    indexWallMs: best?.indexWallMs ?? 0,
    indexCpuMs: best?.indexCpuMs ?? 0,
    engineWallMs: best?.engineWallMs ?? 0,
    engineCpuMs: best?.engineCpuMs ?? 0,
  };
}

/** One read model's (or the one pass's) rates in the run, per event, against its floor. */
export interface FloorLine {
  readonly label: string;
  readonly floor: Floor;
  /** The basis of the comparison: events per CPU-second (sqlite) or per wall second (pg). */
  readonly rate: number;
}

/**
 * The table the bench prints: per model, rows per event, the floor and the model's cost beyond
 * readAll in µs per event (`+index`: building the plain indexes once afterwards, which a rebuild
 * also does; not in the bounds), and the best ratio to readAll the floor allows:
 *  - 1 core: readAll / (readAll + floor), the reading and the writes on one thread;
 *  - 2 cores, writes on another thread: readAll / max(readAll, floor) for one model; for the
 *    one pass, the whole work (readAll + floor) spread over the cores: readAll /
 *    max(readAll, (readAll + floor) / cores), and on sqlite at most readAll / floor, since one
 *    connection at a time writes the read model's file (its binding cannot be split).
 * Then the engine floor (`engine us/ev`, see Floor) and the best ratio any design could reach
 * above it, with folds that cost nothing: readAll / max(readAll, (readAll + engine) / cores),
 * and on sqlite also / engine, since one connection at a time writes a database file, so the
 * engine's work for the read model's file runs on one core whatever the others do.
 */
export function floorTable(
  events: number,
  readAllRate: number,
  basis: 'cpu' | 'wall',
  lines: readonly FloorLine[],
  cores: number,
  onePassLabel: string,
  singleWriter: boolean,
): string[] {
  const us = (rate: number): number => 1e6 / rate;
  const read = us(readAllRate);
  const pct = (x: number): string => `${(x * 100).toFixed(0)} %`;
  const f1 = (x: number): string => x.toFixed(1);
  const out = [
    `floor: raw driver writing each model's rows (basis: events per ${basis === 'cpu' ? 'CPU' : 'wall'}-second; readAll ${f1(read)} us/event; ${cores} cores)`,
    `${'read model'.padEnd(16)} ${'rows/ev'.padStart(7)} ${'floor us/ev'.padStart(11)} ${'+index'.padStart(6)} ${'cost-readAll'.padStart(12)} ${'cost/floor'.padStart(10)} ${'ratio now'.padStart(9)} ${'1-core max'.padStart(10)} ${`${cores}-core max`.padStart(10)} ${'engine us/ev'.padStart(12)} ${'engine max'.padStart(10)}`,
  ];
  for (const l of lines) {
    const floor = (basis === 'cpu' ? l.floor.cpuMs : l.floor.wallMs) * (1000 / events);
    const index = (basis === 'cpu' ? l.floor.indexCpuMs : l.floor.indexWallMs) * (1000 / events);
    const cost = us(l.rate) - read;
    // One connection writes a sqlite file at a time: its binding and inserts cannot be split.
    const spread =
      l.label === onePassLabel ? Math.max((read + floor) / cores, singleWriter ? floor : 0) : floor;
    const engine = (basis === 'cpu' ? l.floor.engineCpuMs : l.floor.engineWallMs) * (1000 / events);
    const engineBound = Math.max(read, (read + engine) / cores, singleWriter ? engine : 0);
    out.push(
      `${l.label.padEnd(16)} ${(l.floor.rows / events).toFixed(2).padStart(7)} ${f1(floor).padStart(11)} ${f1(index).padStart(6)} ${f1(cost).padStart(12)} ${(floor > 0 ? (cost / floor).toFixed(1) : '-').padStart(10)} ${pct(l.rate / readAllRate).padStart(9)} ${pct(read / (read + floor)).padStart(10)} ${pct(read / Math.max(read, spread)).padStart(10)} ${f1(engine).padStart(12)} ${pct(read / engineBound).padStart(10)}`,
    );
  }
  out.push('rows left per table (what the floor writes):');
  for (const l of lines) {
    if (l.label === onePassLabel) continue;
    const tables = l.floor.tables.filter((t) => t.rows > 0);
    if (tables.length > 0)
      out.push(
        `  ${l.label}: ${tables.map((t) => `${t.table} ${t.rows.toLocaleString('en')}`).join(', ')}`,
      );
  }
  return out;
}
