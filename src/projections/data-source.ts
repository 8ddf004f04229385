import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSource } from 'typeorm';
import type { Projection } from './projection';
import { ALL_PROJECTIONS, readModelEntities } from './registry';

/**
 * Where the read models live.
 *
 * sqlite: a file of its own beside the event store (LEDGER_READ_DB, default: LEDGER_DB with
 * ".read" before the extension, i.e. ./data/ledger.read.db). Not the store's file, because
 * both better-sqlite3 connections live on one thread: a TypeORM transaction spans several
 * awaits, and an append arriving in between would block the thread in sqlite's busy handler
 * waiting for a lock that only this same thread can release — a stall until busy_timeout and
 * a failed append. Separate files never contend, and the read file can be deleted to force a
 * full rebuild. Nothing needs the two files to commit together: each projection's checkpoint
 * is in the read file with its rows.
 *
 * postgres (LEDGER_STORE=postgres): the same database as the store (DATABASE_URL).
 */
export type ReadModelConfig =
  | { readonly kind: 'sqlite'; readonly path: string }
  | { readonly kind: 'postgres'; readonly url: string };

export function readPathFor(storePath: string): string {
  if (storePath === ':memory:') return ':memory:';
  return /\.db$/.test(storePath) ? storePath.replace(/\.db$/, '.read.db') : `${storePath}.read`;
}

export function readModelConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ReadModelConfig {
  if (env.LEDGER_STORE === 'postgres') {
    if (!env.DATABASE_URL) throw new Error('LEDGER_STORE=postgres needs DATABASE_URL');
    return { kind: 'postgres', url: env.DATABASE_URL };
  }
  return {
    kind: 'sqlite',
    path: env.LEDGER_READ_DB ?? readPathFor(env.LEDGER_DB ?? './data/ledger.db'),
  };
}

/**
 * An uninitialised DataSource for the read models. `synchronize` stays off here: the runtime
 * calls synchronize() in prepare() after dropping the tables of any projection whose version
 * changed, so a new version never has to migrate old rows — read-model tables are disposable
 * and rebuilt from the events (migrations would only add ceremony for data we never keep).
 */
export function createReadModelDataSource(
  config: ReadModelConfig,
  projections: readonly Projection[] = ALL_PROJECTIONS,
  options: { readonly readonly?: boolean } = {},
): DataSource {
  const entities = readModelEntities(projections);
  if (config.kind === 'postgres') {
    return new DataSource({ type: 'postgres', url: config.url, entities, synchronize: false });
  }
  if (config.path !== ':memory:' && !options.readonly) {
    mkdirSync(dirname(config.path), { recursive: true });
  }
  return new DataSource({
    type: 'better-sqlite3',
    database: config.path,
    entities,
    synchronize: false,
    readonly: options.readonly ?? false,
    // Rows and checkpoint commit together, so losing the last commits on power loss
    // (synchronous NORMAL under WAL) only means re-projecting them.
    enableWAL: config.path !== ':memory:',
    timeout: 10_000,
    prepareDatabase: (db: { pragma(s: string): unknown }) => {
      db.pragma('synchronous = NORMAL');
      // A rebuild touches every page of the read-model indexes; the 2 MB default cache
      // thrashes long before 200,000 registrations.
      db.pragma('cache_size = -65536');
    },
  });
}

export interface ReadModel {
  /** Used by the runtime only. */
  readonly writer: DataSource;
  /**
   * Used by queries. On a sqlite file it is a second, read-only connection: TypeORM shares
   * one connection per DataSource, so queries on the writer would see a batch half-applied.
   */
  readonly reader: DataSource;
  close(): Promise<void>;
}

export async function openReadModel(
  config: ReadModelConfig,
  projections: readonly Projection[] = ALL_PROJECTIONS,
): Promise<ReadModel> {
  const writer = await createReadModelDataSource(config, projections).initialize();
  const separate = config.kind === 'sqlite' && config.path !== ':memory:';
  const reader = separate
    ? await createReadModelDataSource(config, projections, { readonly: true }).initialize()
    : writer;
  return {
    writer,
    reader,
    async close() {
      if (reader !== writer) await reader.destroy();
      await writer.destroy();
    },
  };
}
