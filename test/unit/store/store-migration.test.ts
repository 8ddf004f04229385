/**
 * Issue 15: databases created before command fingerprints and sealed snapshots keep working.
 * The tables below are the shapes shipped before issue 15; opening the store adds the new
 * columns, old command rows (no fingerprint) answer a repeat as before, and new commands are
 * fingerprinted.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { commandIdentity } from '../../../src/commands/fingerprint';
import { CommandIdReusedError, type EventStore } from '../../../src/store/event-store';
import { PostgresEventStore } from '../../../src/store/postgres/postgres-event-store';
import { SqliteEventStore } from '../../../src/store/sqlite/sqlite-event-store';
import { proposed } from '../../contract/event-store.contract';
import { createScratchDatabase, describePostgres } from '../../support/postgres';

const OLD_COMMANDS = `CREATE TABLE commands (
  command_id TEXT PRIMARY KEY, stream_id TEXT NOT NULL, first_position INTEGER,
  last_position INTEGER, next_expected_revision INTEGER NOT NULL)`;
const OLD_SNAPSHOTS = `CREATE TABLE snapshots (
  stream_id TEXT PRIMARY KEY, revision INTEGER NOT NULL, state_version INTEGER NOT NULL,
  state TEXT NOT NULL)`;

const register = (playerId: string) =>
  commandIdentity('RegisterPlayer', { type: 'RegisterPlayer', playerId });

/** An old command row is a repeat whatever is sent; a new one is checked by fingerprint. */
async function behavesAfterMigration(store: EventStore, oldCommandId: string, oldStream: string) {
  const again = await store.append(oldStream, [proposed()], 0, {
    commandId: oldCommandId,
    command: register('p-2'),
  });
  expect(again.duplicate).toBe(true);
  expect(await store.readStream(oldStream)).toHaveLength(1);
  await store.append('tournament-new', [proposed()], 'no_stream', {
    commandId: 'new-1',
    command: register('p-1'),
  });
  await expect(
    store.append('tournament-new', [proposed()], 0, {
      commandId: 'new-1',
      command: register('p-2'),
    }),
  ).rejects.toBeInstanceOf(CommandIdReusedError);
  await store.saveSnapshot({
    streamId: oldStream,
    revision: 0,
    stateVersion: 1,
    state: {},
    chainHash: 'c'.repeat(64),
    digest: 'd'.repeat(64),
  });
  expect((await store.loadSnapshot(oldStream))?.digest).toBe('d'.repeat(64));
}

describe('sqlite: a database from before issue 15 is migrated on open', () => {
  it('adds the fingerprint and seal columns; old command rows answer a repeat as before', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ledger-migrate-'));
    const file = join(dir, 'ledger.db');
    try {
      // Written by the old code: one event with its command row, no fingerprint column.
      const first = new SqliteEventStore({ file });
      await first.append('tournament-old', [proposed()], 'no_stream', { commandId: 'old-1' });
      await first.close();
      const db = new Database(file);
      db.exec('DROP TABLE commands; DROP TABLE snapshots;');
      db.exec(OLD_COMMANDS);
      db.exec(OLD_SNAPSHOTS);
      db.prepare("INSERT INTO commands VALUES ('old-1', 'tournament-old', 1, 1, 0)").run();
      db.close();

      const store = new SqliteEventStore({ file });
      try {
        const columns = (store.db.pragma('table_info(commands)') as { name: string }[]).map(
          (c) => c.name,
        );
        expect(columns).toEqual(expect.arrayContaining(['command_type', 'fingerprint']));
        await behavesAfterMigration(store, 'old-1', 'tournament-old');
      } finally {
        await store.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describePostgres('postgres: a database from before issue 15 is migrated on open', () => {
  it('adds the fingerprint and seal columns; old command rows answer a repeat as before', async () => {
    const scratch = await createScratchDatabase();
    const sql = new Client({ connectionString: scratch.url });
    await sql.connect();
    try {
      const first = await PostgresEventStore.open({ connectionString: scratch.url });
      await first.append('tournament-old', [proposed()], 'no_stream', { commandId: 'old-1' });
      await first.close();
      // Back to the old shapes, as a database created before issue 15 has them.
      await sql.query(`DROP TABLE commands; DROP TABLE snapshots;
        CREATE TABLE commands (command_id text PRIMARY KEY, stream_id text NOT NULL,
          first_position bigint, last_position bigint, next_expected_revision bigint NOT NULL);
        CREATE TABLE snapshots (stream_id text PRIMARY KEY, revision bigint NOT NULL,
          state_version integer NOT NULL, state text NOT NULL);
        INSERT INTO commands VALUES ('old-1', 'tournament-old', 1, 1, 0);`);
      const store = await PostgresEventStore.open({ connectionString: scratch.url });
      try {
        await behavesAfterMigration(store, 'old-1', 'tournament-old');
      } finally {
        await store.close();
      }
    } finally {
      await sql.end();
      await scratch.drop();
    }
  });
});
