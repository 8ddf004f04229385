/**
 * Batched rows for defineProjection: a batch reads the rows it touches in one SELECT per
 * chunk of keys and writes each changed row once with a multi-row upsert (sql.ts).
 */
import type { EntityManager } from 'typeorm';
import { selectWhereIn, upsertRows, type UpsertSpec } from '../sql';

/** Rows to insert or overwrite at the end of the batch, in the order they were added. */
export class Upserts {
  private readonly rows: unknown[][] = [];
  constructor(private readonly spec: UpsertSpec) {}

  add(row: unknown[]): void {
    this.rows.push(row);
  }

  get size(): number {
    return this.rows.length;
  }

  save(manager: EntityManager): Promise<void> {
    return upsertRows(manager, this.spec, this.rows);
  }
}

export interface KeyedTable<R> {
  readonly table: string;
  /** Column order of the upsert; `key` is its primary key (one column). */
  readonly columns: readonly string[];
  readonly key: string;
  /** Columns overwritten on conflict (default: every column but the key). */
  readonly update?: readonly string[];
  fromDb(db: Record<string, unknown>): R;
  toDb(row: R, key: string): unknown[];
}

/**
 * One table's rows by their key, loaded once for the batch; `changed` rows are written back
 * once in `save`, whatever number of events changed them.
 */
export class KeyedRows<R> {
  private readonly rows = new Map<string, R>();
  private readonly dirty = new Set<string>();

  private constructor(private readonly spec: KeyedTable<R>) {}

  static async load<R>(
    manager: EntityManager,
    spec: KeyedTable<R>,
    keys: Iterable<string>,
  ): Promise<KeyedRows<R>> {
    const out = new KeyedRows(spec);
    const wanted = [...new Set(keys)];
    if (wanted.length === 0) return out;
    const found = await selectWhereIn<Record<string, unknown>>(
      manager,
      { select: `SELECT * FROM "${spec.table}"` },
      spec.key,
      wanted,
    );
    for (const db of found) out.rows.set(String(db[spec.key]), spec.fromDb(db));
    return out;
  }

  /** Keys of the rows marked for writing. */
  keys(): IterableIterator<string> {
    return this.dirty.values();
  }

  get(key: string): R | undefined {
    return this.rows.get(key);
  }

  /** Stores `row` under `key` and marks it for writing. */
  set(key: string, row: R): void {
    this.rows.set(key, row);
    this.dirty.add(key);
  }

  /** Marks an existing row (changed in place) for writing. */
  changed(key: string): void {
    this.dirty.add(key);
  }

  save(manager: EntityManager): Promise<void> {
    const { table, columns, key } = this.spec;
    const update = this.spec.update ?? columns.filter((c) => c !== key);
    const out: unknown[][] = [];
    for (const k of this.dirty) out.push(this.spec.toDb(this.rows.get(k) as R, k));
    return upsertRows(manager, { table, columns, conflict: [key], update }, out);
  }
}
