/**
 * Stand-alone relay: store → Kafka topic (issue 9).
 *   LEDGER_KAFKA_BROKERS=127.0.0.1:9092 npm run relay
 * Store and feed settings: see src/bus/bus-config.ts and infra/README.md.
 * Prints "relay: acknowledged <position> (+<n>)" after each acknowledged batch.
 */
import { busConfigFromEnv } from '../src/bus/bus-config';
import { kafkaClient } from '../src/bus/kafka-client';
import { KafkaBusProducer } from '../src/bus/kafka-producer';
import { openStoreFromEnv } from '../src/bus/open-store';
import { Relay } from '../src/bus/relay';
import { FileRelayCheckpoint } from '../src/bus/relay-checkpoint';

async function main(): Promise<void> {
  const config = busConfigFromEnv();
  if (config.brokers.length === 0) {
    console.error('relay: set LEDGER_KAFKA_BROKERS (host:port[,host:port])');
    process.exit(2);
  }
  const store = await openStoreFromEnv();
  const producer = new KafkaBusProducer(
    kafkaClient({ brokers: config.brokers, clientId: `${config.clientId}-relay` }),
  );
  const checkpoint = new FileRelayCheckpoint(config.relayCheckpointPath);
  const relay = new Relay(store, producer, checkpoint, {
    topic: config.topic,
    batchSize: config.relayBatchSize,
    onPublished: (position, count) => console.log(`relay: acknowledged ${position} (+${count})`),
    onError: (e) => console.error(`relay: send failed, retrying: ${String(e)}`),
  });
  console.log(
    `relay: ${store.name} from position ${await relay.acknowledgedPosition()} to ${config.topic} on ${config.brokers.join(',')}`,
  );
  relay.start();
  const shutdown = async () => {
    await relay.stop();
    await producer.close();
    await store.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
}

main().catch((e) => {
  console.error(`relay: ${e instanceof Error ? e.stack : String(e)}`);
  process.exit(1);
});
