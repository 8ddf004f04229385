import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openReadModel } from '../../src/projections/data-source';
import { ProjectionRuntime } from '../../src/projections/runtime';
import { getTournament, listRegistrations } from '../../src/projections/tournaments/queries';
import { SqliteEventStore } from '../../src/store/sqlite/sqlite-event-store';
import { seedTournament, PROJECTIONS } from '../unit/projections/support';

const PLAYERS = 3_000;
const TOURNAMENTS = 4;

describe('projection crash (kill -9 in the middle of a rebuild)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-crash-'));
  const storeFile = join(dir, 'ledger.db');
  const readFile = join(dir, 'ledger.read.db');
  let head = 0;

  beforeAll(async () => {
    const store = new SqliteEventStore({ file: storeFile });
    for (let t = 1; t <= TOURNAMENTS; t++) head = await seedTournament(store, `t-${t}`, PLAYERS);
    await store.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('issue 2: a projector killed between transactions resumes from its checkpoint and counts nothing twice', async () => {
    // `node --import tsx`, not the tsx CLI: the CLI runs the script in a grandchild that
    // would survive the kill and keep writing.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/projections-rebuild.ts', '--batch', '20'],
      {
        cwd: join(__dirname, '../..'),
        env: { ...process.env, LEDGER_STORE: 'sqlite', LEDGER_DB: storeFile },
        stdio: 'ignore',
      },
    );
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    // Kill it as soon as some, but not all, batches have committed.
    let killedAt = -1;
    const deadline = Date.now() + 30_000;
    while (killedAt < 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 5));
      let position: number;
      try {
        const db = new Database(readFile, { readonly: true, fileMustExist: true });
        try {
          const row = db
            .prepare(`SELECT position FROM projection_checkpoints WHERE name = 'registrations'`)
            .get() as { position: number } | undefined;
          position = row?.position ?? 0;
        } finally {
          db.close();
        }
      } catch {
        continue; // not created yet
      }
      if (position > 0) {
        child.kill('SIGKILL');
        killedAt = position;
      }
    }
    await exited;
    expect(killedAt).toBeGreaterThan(0);

    const rm = await openReadModel({ kind: 'sqlite', path: readFile }, PROJECTIONS);
    const store = new SqliteEventStore({ file: storeFile });
    try {
      const runtime = new ProjectionRuntime(store, rm.writer, PROJECTIONS);
      await runtime.prepare();
      const resumedFrom = runtime.position('registrations');
      expect(resumedFrom).toBeGreaterThanOrEqual(killedAt);
      expect(resumedFrom).toBeLessThan(head);
      await runtime.catchUp();
      for (let t = 1; t <= TOURNAMENTS; t++) {
        expect((await getTournament(rm.reader, `t-${t}`))?.entries).toBe(PLAYERS);
        const regs = await listRegistrations(rm.reader, `t-${t}`, { first: 1 });
        expect(regs.totalCount).toBe(PLAYERS);
      }
    } finally {
      await store.close();
      await rm.close();
    }
  }, 60_000);
});
