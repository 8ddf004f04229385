import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SqliteEventStore } from '../../src/store/sqlite/sqlite-event-store';
import { seedTournament } from '../unit/projections/support';

describe('npm run projections:rebuild', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-rebuild-'));
  const env = { ...process.env, LEDGER_STORE: 'sqlite', LEDGER_DB: join(dir, 'ledger.db') };
  const run = (...args: string[]) =>
    execFileSync(
      process.execPath,
      [require.resolve('tsx/cli'), 'scripts/projections-rebuild.ts', ...args],
      {
        cwd: join(__dirname, '../..'),
        env,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );

  beforeAll(async () => {
    const store = new SqliteEventStore({ file: env.LEDGER_DB });
    await seedTournament(store, 't-1', 6);
    await seedTournament(store, 't-2', 2);
    await store.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('issue 2: rebuilds every read model into the read-model file beside the store', () => {
    const out = run();
    expect(out).toContain('12 events');
    const db = new Database(join(dir, 'ledger.read.db'), { readonly: true });
    expect(db.prepare('SELECT id, entries FROM tournaments ORDER BY id').all()).toEqual([
      { id: 't-1', entries: 6 },
      { id: 't-2', entries: 2 },
    ]);
    expect(
      db
        .prepare(
          `SELECT name, position FROM projection_checkpoints
           WHERE name IN ('tournaments', 'registrations') ORDER BY name`,
        )
        .all(),
    ).toEqual([
      { name: 'registrations', position: 12 },
      { name: 'tournaments', position: 12 },
    ]);
    db.close();
  });

  it('issue 2: rebuilds only the projection named, and refuses an unknown name', () => {
    expect(run('registrations')).toMatch(/rebuilding registrations from sqlite/);
    expect(() => run('nope')).toThrow(/Unknown projection "nope"/);
  });
});
