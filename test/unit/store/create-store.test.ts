import { mkdtempSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventStore, storeConfigFromEnv } from '../../../src/store/create-store';

describe('createEventStore (issue 2: LEDGER_STORE, LEDGER_DB, DATABASE_URL)', () => {
  it('defaults to sqlite at ./data/ledger.db', () => {
    expect(storeConfigFromEnv({})).toMatchObject({
      kind: 'sqlite',
      sqliteFile: join('.', 'data', 'ledger.db'),
    });
  });

  it('LEDGER_DB places the sqlite file, creating its folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ledger-factory-'));
    const file = join(dir, 'nested', 'folder', 'ledger.db');
    const store = await createEventStore(storeConfigFromEnv({ LEDGER_DB: file }));
    try {
      expect(store.name).toBe('sqlite');
      expect(existsSync(file)).toBe(true);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('postgres without DATABASE_URL is a clear configuration error', async () => {
    await expect(
      createEventStore(storeConfigFromEnv({ LEDGER_STORE: 'postgres' })),
    ).rejects.toThrow(/LEDGER_STORE=postgres needs DATABASE_URL/);
  });

  it('an unknown store name is refused with the choices', () => {
    expect(() => storeConfigFromEnv({ LEDGER_STORE: 'mongo' })).toThrow(
      /sqlite \(default\), postgres or eventstoredb/,
    );
  });
});

describe('createEventStore: eventstoredb', () => {
  it('eventstoredb without EVENTSTORE_URL is a clear configuration error', async () => {
    await expect(
      createEventStore(storeConfigFromEnv({ LEDGER_STORE: 'eventstoredb' })),
    ).rejects.toThrow(/LEDGER_STORE=eventstoredb needs EVENTSTORE_URL/);
  });
});
