/**
 * Read-model projector as a Kafka consumer group (issue 9):
 *   LEDGER_KAFKA_BROKERS=127.0.0.1:9092 npm run projector -- --from-kafka
 * Runs every read model (src/projections/registry.ts) from the topic into the read-model
 * database (LEDGER_STORE=postgres + DATABASE_URL, or LEDGER_READ_DB / LEDGER_DB for sqlite).
 * Start it twice with the same LEDGER_PROJECTOR_GROUP and the processes share the topic's
 * partitions; kill one and the other takes its partitions over from the read model's offsets.
 * Settings: src/bus/bus-config.ts and infra/README.md.
 */
import { busConfigFromEnv } from '../src/bus/bus-config';
import { kafkaClient } from '../src/bus/kafka-client';
import { feedAuditProjection } from '../src/bus/projector/feed-audit-projection';
import { feedOnlyStore } from '../src/bus/projector/feed-only-store';
import { KafkaFeedProjector } from '../src/bus/projector/kafka-feed-projector';
import { RuntimeFeedTarget } from '../src/bus/projector/runtime-feed-target';
import { createReadModelDataSource, readModelConfigFromEnv } from '../src/projections/data-source';
import { ALL_PROJECTIONS } from '../src/projections/registry';
import { ProjectionRuntime } from '../src/projections/runtime';

/**
 * Several projectors starting together on one sqlite read model race to create its tables;
 * the losers get SQLITE_BUSY at once (a lock upgrade is not waited for), so they try again.
 */
async function prepareWithRetry(runtime: ProjectionRuntime, id: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await runtime.prepare();
      return;
    } catch (e) {
      if (attempt >= 20 || !/locked|busy/i.test(String(e))) throw e;
      console.error(`projector ${id}: read model busy while preparing, retry ${attempt}`);
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

async function main(): Promise<void> {
  if (!process.argv.includes('--from-kafka')) {
    console.error(
      'projector: only --from-kafka is implemented here; the API runs projections in-process',
    );
    process.exit(2);
  }
  const config = busConfigFromEnv();
  if (config.brokers.length === 0) {
    console.error('projector: set LEDGER_KAFKA_BROKERS (host:port[,host:port])');
    process.exit(2);
  }
  const id = process.env.LEDGER_PROJECTOR_ID || `projector-${process.pid}`;
  const projections = config.feedAudit
    ? [...ALL_PROJECTIONS, feedAuditProjection(id)]
    : ALL_PROJECTIONS;
  const dataSource = await createReadModelDataSource(
    readModelConfigFromEnv(),
    projections,
  ).initialize();
  const runtime = new ProjectionRuntime(feedOnlyStore(), dataSource, projections, {
    log: (l) => console.error(`projector ${id}: ${l}`),
  });
  await prepareWithRetry(runtime, id);
  const target = new RuntimeFeedTarget(runtime);
  let applied = 0;
  const projector = new KafkaFeedProjector(
    kafkaClient({ brokers: config.brokers, clientId: `${config.clientId}-${id}` }),
    target,
    {
      group: config.projectorGroup,
      topic: config.topic,
      log: (l) => console.log(l),
      onAssigned: (ps) => console.log(`projector ${id}: assigned [${ps.join(',')}]`),
      onBatch: (partition, r) => {
        applied += r.applied;
        console.log(
          `projector ${id}: partition ${partition} +${r.applied} (dup ${r.duplicates}) total ${applied}`,
        );
      },
    },
  );
  await projector.start();
  console.log(`projector ${id}: consuming ${config.topic} as group ${config.projectorGroup}`);
  const shutdown = async () => {
    await projector.stop();
    await target.close();
    await dataSource.destroy();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
}

main().catch((e) => {
  console.error(`projector: ${e instanceof Error ? e.stack : String(e)}`);
  process.exit(1);
});
