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
  const head = `INSERT INTO ${q(spec.table)} (${spec.columns.map(q).join(',')}) VALUES `;
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    const params: unknown[] = [];
    for (const row of chunk) for (const v of row) params.push(v);
    await manager.query(
      `${head}${valuesClause(dialect, chunk.length, spec.columns.length)} ${onConflict}`,
      params,
    );
  }
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
