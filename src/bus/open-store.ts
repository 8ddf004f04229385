import type { EventStore } from '../store/event-store';
import { EventStoreDbStore } from '../store/eventstoredb/eventstoredb-store';
import { PostgresEventStore } from '../store/postgres/postgres-event-store';
import { SqliteEventStore } from '../store/sqlite/sqlite-event-store';

/**
 * The store a stand-alone relay reads, from the same variables as the API: LEDGER_STORE
 * (sqlite | postgres | eventstoredb), LEDGER_DB, DATABASE_URL, EVENTSTORE_URL.
 */
export async function openStoreFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<EventStore> {
  const kind = env.LEDGER_STORE || 'sqlite';
  if (kind === 'sqlite') {
    return new SqliteEventStore({ file: env.LEDGER_DB || './data/ledger.db', pollMs: 50 });
  }
  if (kind === 'postgres') {
    if (!env.DATABASE_URL) throw new Error('LEDGER_STORE=postgres needs DATABASE_URL');
    return PostgresEventStore.open({ connectionString: env.DATABASE_URL });
  }
  if (kind === 'eventstoredb') {
    if (!env.EVENTSTORE_URL) {
      throw new Error(
        'LEDGER_STORE=eventstoredb needs EVENTSTORE_URL (kurrentdb://host:2113?tls=false)',
      );
    }
    return EventStoreDbStore.fromConnectionString(env.EVENTSTORE_URL);
  }
  throw new Error(`LEDGER_STORE must be sqlite, postgres or eventstoredb (got "${kind}")`);
}
