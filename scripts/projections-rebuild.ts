/**
 * npm run projections:rebuild [-- name ...]   rebuild all read models, or the named ones
 * npm run projections:rebuild -- --status     list projections with checkpoint and lag
 * npm run projections:rebuild -- --batch 500  events per transaction (default 1000)
 *
 * Uses the same configuration as the server (LEDGER_STORE, LEDGER_DB, LEDGER_READ_DB,
 * DATABASE_URL). Stop the server first on sqlite: a rebuild empties the read model while it
 * runs, and the server's runtime would race it for the checkpoints.
 */
import { openReadModel, readModelConfigFromEnv } from '../src/projections/data-source';
import { ALL_PROJECTIONS, pickProjections } from '../src/projections/registry';
import { ProjectionRuntime } from '../src/projections/runtime';
import { createEventStore } from '../src/store/create-store';
import { startProgress } from './progress';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const statusOnly = args.includes('--status');
  const batchAt = args.indexOf('--batch');
  const batchSize = batchAt >= 0 ? Number(args[batchAt + 1]) : 1_000;
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new Error('--batch: a positive integer');
  const names = args.filter((a, i) => !a.startsWith('--') && (batchAt < 0 || i !== batchAt + 1));
  const store = await createEventStore();
  const config = readModelConfigFromEnv();
  const readModel = await openReadModel(config);
  try {
    const runtime = new ProjectionRuntime(store, readModel.writer, ALL_PROJECTIONS, {
      batchSize,
      log: (m) => console.log(m),
    });
    // Validates the names before anything is emptied.
    const targets = (names.length ? pickProjections(names) : ALL_PROJECTIONS).map((p) => p.name);
    await runtime.prepare();
    if (!statusOnly) {
      const where = config.kind === 'sqlite' ? config.path : 'postgres';
      console.log(`rebuilding ${targets.join(', ')} from ${store.name} into ${where} ...`);
      // Every event of the store is read once, whichever read models it concerns.
      const bar = startProgress('rebuild', await store.headPosition(), { unit: 'events' });
      const r = await runtime.rebuild(targets, (read) => bar.update(read));
      bar.stop();
      const rate = r.ms > 0 ? Math.round((r.events / r.ms) * 1000) : r.events;
      console.log(
        `${r.events.toLocaleString('en')} events in ${Math.round(r.ms)} ms (${rate.toLocaleString('en')} events/s)`,
      );
    }
    for (const s of await runtime.status()) {
      console.log(`${s.name.padEnd(20)} v${s.version}  position ${s.position}  lag ${s.lag}`);
    }
  } finally {
    await readModel.close();
    await store.close();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
