import { join } from 'node:path';
import type { EventStore } from './event-store';
import { MemoryEventStore } from './memory/memory-event-store';
import { PostgresEventStore } from './postgres/postgres-event-store';
import { SqliteEventStore } from './sqlite/sqlite-event-store';

export type StoreKind = 'sqlite' | 'postgres' | 'eventstoredb' | 'memory';

export interface StoreConfig {
  readonly kind: StoreKind;
  /** sqlite: the database file. */
  readonly sqliteFile: string;
  /** postgres: connection string. */
  readonly databaseUrl?: string;
  /** eventstoredb: connection string (EVENTSTORE_URL). */
  readonly eventStoreUrl?: string;
  readonly pollMs?: number;
}

/**
 * LEDGER_STORE=sqlite (default; LEDGER_DB, else ./data/ledger.db) | postgres (DATABASE_URL) |
 * eventstoredb (EVENTSTORE_URL) | memory (tests and demos only: nothing survives a restart).
 */
export function storeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StoreConfig {
  const kind = (env.LEDGER_STORE ?? 'sqlite').trim().toLowerCase();
  if (!['sqlite', 'postgres', 'eventstoredb', 'memory'].includes(kind))
    throw new Error(
      `LEDGER_STORE=${env.LEDGER_STORE} is not a store; use sqlite (default), postgres or eventstoredb.`,
    );
  return {
    kind: kind as StoreKind,
    sqliteFile: env.LEDGER_DB ?? join('.', 'data', 'ledger.db'),
    databaseUrl: env.DATABASE_URL,
    eventStoreUrl: env.EVENTSTORE_URL,
    pollMs: env.LEDGER_POLL_MS ? Number(env.LEDGER_POLL_MS) : undefined,
  };
}

export async function createEventStore(
  config: StoreConfig = storeConfigFromEnv(),
): Promise<EventStore> {
  switch (config.kind) {
    case 'sqlite':
      // The folder is created by the adapter, so `npm start` works on a fresh clone.
      return new SqliteEventStore({ file: config.sqliteFile, pollMs: config.pollMs });
    case 'postgres':
      if (!config.databaseUrl)
        throw new Error(
          'LEDGER_STORE=postgres needs DATABASE_URL (e.g. postgres://user@host:5432/ledger).',
        );
      return PostgresEventStore.open({
        connectionString: config.databaseUrl,
        pollMs: config.pollMs,
      });
    case 'memory':
      return new MemoryEventStore();
    case 'eventstoredb':
      return createEventStoreDb(config.eventStoreUrl);
  }
}

/**
 * The EventStoreDB/KurrentDB adapter (src/store/eventstoredb/, built by another engineer) is
 * loaded only when chosen, so sqlite and postgres deployments never load its gRPC client.
 */
function createEventStoreDb(url: string | undefined): EventStore {
  if (!url)
    throw new Error(
      'LEDGER_STORE=eventstoredb needs EVENTSTORE_URL (e.g. kurrentdb://127.0.0.1:2113?tls=false).',
    );
  let mod: { EventStoreDbStore?: { fromConnectionString(url: string): EventStore } };
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    mod = require('./eventstoredb/eventstoredb-store') as typeof mod;
  } catch (err) {
    if ((err as { code?: string }).code !== 'MODULE_NOT_FOUND') throw err;
    mod = {};
  }
  if (!mod.EventStoreDbStore)
    throw new Error(
      'LEDGER_STORE=eventstoredb: the EventStoreDB adapter is not built yet (src/store/eventstoredb/). Use sqlite or postgres.',
    );
  return mod.EventStoreDbStore.fromConnectionString(url);
}
