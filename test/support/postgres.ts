import { spawnSync } from 'node:child_process';
import { Client } from 'pg';

/**
 * Scratch PostgreSQL databases for tests. PostgreSQL runs on 127.0.0.1:5432 (trust auth) in
 * CI; each test file creates its own database and drops it afterwards.
 *
 * Reachability is checked once, synchronously (a child process), because Jest needs to know
 * while declaring suites whether to run or skip them. Unreachable: suites are skipped with the
 * reason in their name, unless LEDGER_REQUIRE_PG=1 (CI), where they fail.
 */
export const ADMIN_URL =
  process.env.LEDGER_TEST_PG_URL ??
  `postgres://${process.env.PGUSER ?? 'postgres'}@${process.env.PGHOST ?? '127.0.0.1'}:${process.env.PGPORT ?? '5432'}/${process.env.PGDATABASE ?? 'test'}`;

let probed: { ok: boolean; reason: string } | undefined;

export function postgresReachable(): { ok: boolean; reason: string } {
  if (probed) return probed;
  const script = `
    const { Client } = require('pg');
    const c = new Client({ connectionString: process.argv[1], connectionTimeoutMillis: 2000 });
    c.connect().then(() => c.query('SELECT 1')).then(() => c.end()).then(
      () => process.exit(0),
      (e) => { process.stderr.write(String(e && e.message || e)); process.exit(1); });`;
  const r = spawnSync(process.execPath, ['-e', script, ADMIN_URL], {
    cwd: __dirname,
    encoding: 'utf8',
    timeout: 10_000,
  });
  probed =
    r.status === 0
      ? { ok: true, reason: '' }
      : { ok: false, reason: (r.stderr || r.error?.message || 'no answer').trim().split('\n')[0] };
  return probed;
}

/**
 * describe() when PostgreSQL is reachable; otherwise a skipped suite whose name says why, or,
 * with LEDGER_REQUIRE_PG=1, a failing test.
 */
export function describePostgres(name: string, body: () => void): void {
  const pg = postgresReachable();
  if (pg.ok) return describe(name, body);
  const why = `PostgreSQL unreachable at ${ADMIN_URL.replace(/\/\/[^@]*@/, '//')}: ${pg.reason}`;
  if (process.env.LEDGER_REQUIRE_PG === '1')
    return describe(name, () => {
      it('needs PostgreSQL (LEDGER_REQUIRE_PG=1)', () => {
        throw new Error(why);
      });
    });
  const skipped = `${name} — SKIPPED: ${why} (set LEDGER_REQUIRE_PG=1 to fail instead)`;
  console.warn(skipped);
  describe.skip(skipped, body);
}

export interface ScratchDatabase {
  readonly name: string;
  readonly url: string;
  drop(): Promise<void>;
}

export async function createScratchDatabase(prefix = 'ledger_test'): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: ADMIN_URL });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
