/**
 * Write-path benchmark (issue 16): a whole simulated tournament through the command pipeline on
 * sqlite, beside a raw better-sqlite3 loop in the same process and run, so the ratio holds under
 * a loaded machine. The raw loop appends the simulation's own stored events again, 10 per
 * transaction, with a SHA-256 chain (node:crypto createHash over JSON.stringify of the event:
 * nothing of the ledger's code), into a fresh file with the ledger's schema.
 * Both figures are events per CPU-second of this process.
 * Usage: npm run bench:simulation [-- players=300 seconds=3 seed=7]
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { StoredEvent } from '../src/events/envelope';
import { runSimulation, verifySimulation } from '../src/simulation/driver';
import { SqliteEventStore } from '../src/store/sqlite/sqlite-event-store';
import { SQLITE_SCHEMA } from '../src/store/sqlite/sqlite-schema';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.split('='))) as Record<
  string,
  string | undefined
>;
const PLAYERS = Number(args.players ?? 300);
const SECONDS = Number(args.seconds ?? 3);
const SEED = Number(args.seed ?? 7);
/** mode=sequential (default), group (group commit, tables one after the other), concurrent. */
const MODE = args.mode ?? 'sequential';
const BATCH = 10;

async function readAll(store: SqliteEventStore): Promise<StoredEvent[]> {
  const events: StoredEvent[] = [];
  for (let batch = await store.readAll(0, 10_000); batch.length > 0;) {
    events.push(...batch);
    batch = await store.readAll(batch[batch.length - 1].globalPosition, 10_000);
  }
  return events;
}

/** Raw better-sqlite3: 10-event transactions with a SHA-256 chain, events per CPU-second. */
function rawLoop(dir: string, events: readonly StoredEvent[]): number {
  const db = new Database(join(dir, 'raw.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(SQLITE_SCHEMA);
  const insert = db.prepare(
    'INSERT INTO events (event_id, stream_id, revision, type, schema_version, data, metadata, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const upsert = db.prepare(
    'INSERT INTO streams (stream_id, revision, head_hash) VALUES (?, ?, ?) ON CONFLICT (stream_id) DO UPDATE SET revision = excluded.revision, head_hash = excluded.head_hash',
  );
  let revision = -1;
  let head = '0'.repeat(64);
  let pass = 0;
  const append = db.transaction((from: number) => {
    const stream = `raw-${pass}`;
    for (let i = from; i < from + BATCH && i < events.length; i++) {
      const e = events[i];
      const data = JSON.stringify(e.data);
      const metadata = JSON.stringify(e.metadata);
      const eventId = `${pass}-${e.eventId}`;
      revision++;
      const hash = createHash('sha256')
        .update(`${eventId}|${stream}|${revision}|${e.type}|${data}|${metadata}|${head}`)
        .digest('hex');
      insert.run(eventId, stream, revision, e.type, e.schemaVersion, data, metadata, head, hash);
      head = hash;
    }
    upsert.run(stream, revision, head);
  });
  let done = 0;
  const cpu0 = process.cpuUsage();
  const deadline = performance.now() + SECONDS * 1000;
  while (performance.now() < deadline) {
    for (let i = 0; i < events.length && performance.now() < deadline; i += BATCH) {
      append(i);
      done += Math.min(BATCH, events.length - i);
    }
    pass++;
    revision = -1;
    head = '0'.repeat(64);
  }
  const cpu = process.cpuUsage(cpu0);
  db.close();
  return done / ((cpu.user + cpu.system) / 1e6);
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-bench-sim-'));
  try {
    const store = new SqliteEventStore({ file: join(dir, 'sim.db') });
    const report = await runSimulation({
      players: PLAYERS,
      rulesetId: 'fsnp',
      tournamentType: 'RA',
      seed: SEED,
      store,
      groupCommit: MODE === 'group',
      concurrentTables: MODE === 'concurrent',
    });
    const checks = await verifySimulation(report, store);
    const failed = Object.entries(checks).filter(([, ok]) => ok === false);
    const simRate = report.events / (report.cpuMs / 1000);
    const events = await readAll(store);
    const raw = rawLoop(dir, events);
    // What was recorded, independent of event ids and times: equal across versions of the code
    // means the same events were stored (types, schema versions, data, rule citations).
    const recorded = createHash('sha256');
    for (const e of events)
      recorded.update(
        JSON.stringify([
          e.type,
          e.schemaVersion,
          e.data,
          (e.metadata as { ruleRef?: string }).ruleRef,
        ]),
      );
    const fmt = (n: number) => Math.round(n).toLocaleString('en');
    console.log(
      `${PLAYERS}-player simulated tournament (fsnp RA, seed ${SEED}, sqlite): ${fmt(report.events)} events, ${report.commands.toLocaleString('en')} commands${report.commits !== undefined ? ` in ${report.commits.toLocaleString('en')} transactions` : ''} (${MODE}), ${(report.cpuMs / 1000).toFixed(2)} CPU-s, ${(report.wallMs / 1000).toFixed(1)} s wall; ${failed.length ? `END CHECKS FAILED: ${failed.map(([k]) => k).join(', ')}` : 'every end check passed'}`,
    );
    if (failed.length) process.exitCode = 1;
    console.log(`  write path (decide, evolve, append, chain):  ${fmt(simRate)} events/CPU-s`);
    console.log(`  raw better-sqlite3, ${BATCH}-event tx + SHA-256:  ${fmt(raw)} events/CPU-s`);
    console.log(`  ratio: ${((simRate / raw) * 100).toFixed(1)} % of the raw loop`);
    console.log(`  digest of the recorded events (type, data, ruleRef): ${recorded.digest('hex')}`);
    await store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
