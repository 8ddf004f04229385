import type { EntityManager } from 'typeorm';

/**
 * Bulk SQL shared by read models: one multi-row INSERT ... ON CONFLICT per chunk instead of a
 * TypeORM save() per row, which is what lets a rebuild reach 200,000 events/s (issue 2).
 * The statement text depends only on the chunk size, so the driver's statement cache hits.
 */
export type Dialect = 'sqlite' | 'postgres';

export function dialectOf(manager: EntityManager): Dialect {
  const type = manager.connection.options.type;
  return type === 'postgres' ? 'postgres' : 'sqlite';
}

const ROWS_PER_STATEMENT = 200;
/** Well under sqlite's default 32,766 host parameters and postgres' 65,535. */
const MAX_PARAMS = 30_000;

const q = (id: string): string => `"${id}"`;

/** Built once per shape: a batch's chunks mostly share one size, and the text was ~2% of a rebuild. */
const clauses = new Map<string, string>();

function valuesClause(dialect: Dialect, rows: number, cols: number): string {
  const key = `${dialect}:${rows}:${cols}`;
  const known = clauses.get(key);
  if (known !== undefined) return known;
  const tuples: string[] = [];
  let n = 1;
  for (let r = 0; r < rows; r++) {
    const cells: string[] = [];
    for (let c = 0; c < cols; c++) cells.push(dialect === 'postgres' ? `$${n++}` : '?');
    tuples.push(`(${cells.join(',')})`);
  }
  const text = tuples.join(',');
  // Bounded: rows <= ROWS_PER_STATEMENT and a read model has a few dozen column counts.
  clauses.set(key, text);
  return text;
}

export interface UpsertSpec {
  readonly table: string;
  readonly columns: readonly string[];
  readonly conflict: readonly string[];
  /** Columns overwritten on conflict; empty = keep the existing row (DO NOTHING). */
  readonly update: readonly string[];
}

export async function upsertRows(
  manager: EntityManager,
  spec: UpsertSpec,
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  if (rows.length === 0) return;
  const dialect = dialectOf(manager);
  const perStatement = Math.max(
    1,
    Math.min(ROWS_PER_STATEMENT, Math.floor(MAX_PARAMS / spec.columns.length)),
  );
  const onConflict =
    spec.update.length === 0
      ? `ON CONFLICT (${spec.conflict.map(q).join(',')}) DO NOTHING`
      : `ON CONFLICT (${spec.conflict.map(q).join(',')}) DO UPDATE SET ${spec.update
          .map((c) => `${q(c)} = excluded.${q(c)}`)
          .join(',')}`;
  if (dialect === 'postgres') return upsertUnnest(manager, spec, rows, perStatement, onConflict);
  const head = `INSERT INTO ${q(spec.table)} (${spec.columns.map(q).join(',')}) VALUES `;
  const raw = rawSqlite(manager);
  const shape = `${head}${onConflict}`;
  const width = spec.columns.length;
  for (let i = 0; i < rows.length; i += perStatement) {
    const end = Math.min(rows.length, i + perStatement);
    const text = () => `${head}${valuesClause(dialect, end - i, width)} ${onConflict}`;
    const params = new Array<unknown>((end - i) * width);
    fillParams(params, rows, i, end, width);
    if (raw) raw.statement(shape, end - i, text).run(params);
    else await manager.query(text(), params);
  }
}

/** rows[from..to) flattened into `out`, booleans as 0/1 (sqlite has no boolean). */
function fillParams(
  out: unknown[],
  rows: readonly (readonly unknown[])[],
  from: number,
  to: number,
  width: number,
): void {
  let n = 0;
  for (let r = from; r < to; r++) {
    const row = rows[r];
    if (row.length !== width)
      throw new Error(`upsertRows: a row of ${row.length} values for ${width} columns`);
    for (let c = 0; c < width; c++) {
      const v = row[c];
      out[n++] = typeof v === 'boolean' ? (v ? 1 : 0) : v;
    }
  }
}

/**
 * PostgreSQL: one array parameter per column, `INSERT ... SELECT * FROM unnest($1::type[], ...)`.
 * A VALUES list of 200 rows x 13 columns was 2,600 parameters for the server to parse and plan
 * in every statement; this text is the same for every chunk of the table, whatever its size.
 * The chunks are the same as the VALUES path's (perStatement rows), so which rows meet in one
 * statement (ON CONFLICT DO UPDATE may not touch a row twice in one) does not change.
 */
async function upsertUnnest(
  manager: EntityManager,
  spec: UpsertSpec,
  rows: readonly (readonly unknown[])[],
  perStatement: number,
  onConflict: string,
): Promise<void> {
  const types = await columnTypes(manager, spec.table);
  const casts = spec.columns.map((c, i) => {
    const t = types.get(c);
    if (t === undefined) throw new Error(`upsertRows: ${spec.table} has no column ${c}`);
    return `$${i + 1}::${t}[]`;
  });
  const text = `INSERT INTO ${q(spec.table)} (${spec.columns.map(q).join(',')}) SELECT * FROM unnest(${casts.join(',')}) ${onConflict}`;
  const width = spec.columns.length;
  for (let i = 0; i < rows.length; i += perStatement) {
    const end = Math.min(rows.length, i + perStatement);
    const columns: unknown[][] = [];
    for (let c = 0; c < width; c++) columns.push(new Array<unknown>(end - i));
    for (let r = i; r < end; r++) {
      const row = rows[r];
      for (let c = 0; c < width; c++) {
        const v = row[c];
        columns[c][r - i] = typeof v === 'boolean' ? (v ? 1 : 0) : v;
      }
    }
    await manager.query(text, columns);
  }
}

/** Column types by table, read once per connection from the catalog (format_type: varchar etc.). */
const pgTypes = new WeakMap<object, Map<string, Map<string, string>>>();

async function columnTypes(manager: EntityManager, table: string): Promise<Map<string, string>> {
  let byTable = pgTypes.get(manager.connection);
  if (!byTable) pgTypes.set(manager.connection, (byTable = new Map()));
  const known = byTable.get(table);
  if (known) return known;
  const found = (await manager.query(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
      WHERE attrelid = to_regclass($1) AND attnum > 0 AND NOT attisdropped`,
    [q(table)],
  )) as { name: string; type: string }[];
  const types = new Map(found.map((r) => [r.name, r.type]));
  // Not kept while the table does not exist yet (the caller's INSERT fails and says so).
  if (types.size > 0) byTable.set(table, types);
  return types;
}

/** The part of a better-sqlite3 connection the bulk writes use. */
interface RawStatement {
  run(params: readonly unknown[]): unknown;
}
interface RawDatabase {
  prepare(sql: string): RawStatement;
}

const isRawDatabase = (x: unknown): x is RawDatabase =>
  typeof x === 'object' && x !== null && typeof (x as { prepare?: unknown }).prepare === 'function';

/**
 * Prepared statements per connection, by statement shape (the text without its VALUES) and row
 * count: looking a statement up by its whole text hashed thousands of characters each time.
 */
const statements = new WeakMap<RawDatabase, Map<string, Map<number, RawStatement>>>();
const SHAPES_KEPT = 200;

/**
 * On better-sqlite3, the bulk INSERTs go to the connection itself: TypeORM's query() copies the
 * parameters twice, spreads thousands of them into run(), logs and broadcasts each statement,
 * about 7% of a rebuild. There is one connection, so the statements join the transaction the
 * manager holds. Other drivers go through manager.query().
 */
function rawSqlite(
  manager: EntityManager,
): { statement(shape: string, rows: number, text: () => string): RawStatement } | undefined {
  if (manager.connection.options.type !== 'better-sqlite3') return undefined;
  const db: unknown = (manager.connection.driver as { databaseConnection?: unknown })
    .databaseConnection;
  if (!isRawDatabase(db)) return undefined;
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  const shapes = cache;
  return {
    statement(shape, rows, text) {
      let byRows = shapes.get(shape);
      if (!byRows) {
        if (shapes.size >= SHAPES_KEPT) shapes.clear();
        shapes.set(shape, (byRows = new Map()));
      }
      let s = byRows.get(rows);
      if (!s) byRows.set(rows, (s = db.prepare(text())));
      return s;
    },
  };
}

/**
 * `${select} WHERE [${where} AND] column IN (values)`, chunked. `where` uses parameters
 * 1..fixed.length (see param()); the IN list continues the numbering.
 */
export async function selectWhereIn<R>(
  manager: EntityManager,
  query: { readonly select: string; readonly where?: string; readonly fixed?: readonly unknown[] },
  column: string,
  values: readonly unknown[],
): Promise<R[]> {
  const dialect = dialectOf(manager);
  const fixed = query.fixed ?? [];
  const out: R[] = [];
  for (let i = 0; i < values.length; i += ROWS_PER_STATEMENT) {
    const chunk = values.slice(i, i + ROWS_PER_STATEMENT);
    const list = chunk
      .map((_, k) => (dialect === 'postgres' ? `$${fixed.length + k + 1}` : '?'))
      .join(',');
    const where = query.where ? `${query.where} AND ` : '';
    const rows = (await manager.query(`${query.select} WHERE ${where}${q(column)} IN (${list})`, [
      ...fixed,
      ...chunk,
    ])) as R[];
    out.push(...rows);
  }
  return out;
}

/** Positional parameter n (1-based) in the manager's dialect. */
export function param(manager: EntityManager, n: number): string {
  return dialectOf(manager) === 'postgres' ? `$${n}` : '?';
}

/** pg returns BIGINT as a string; positions fit in a double for 2^53 events. */
export function toInt(v: unknown): number {
  return typeof v === 'number' ? v : Number(v);
}
