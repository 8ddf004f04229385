import type { EventStore } from '../store/event-store';
import { busConfigFromEnv, type BusConfig } from './bus-config';
import { kafkaClient } from './kafka-client';
import { KafkaBusProducer } from './kafka-producer';
import { Relay } from './relay';
import { FileRelayCheckpoint } from './relay-checkpoint';

export interface RelayHandle {
  readonly relay: Relay;
  readonly config: BusConfig;
  stop(): Promise<void>;
}

/**
 * The API calls this at boot: with LEDGER_KAFKA_BROKERS set the relay runs in-process,
 * otherwise it returns undefined and nothing is published. Run exactly one relay per store
 * (either in one API process or as `npm run relay`): two would double every message, which
 * consumers tolerate but which wastes the broker.
 */
export function startRelayFromEnv(
  store: EventStore,
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = (l) => console.log(l),
): RelayHandle | undefined {
  const config = busConfigFromEnv(env);
  if (config.brokers.length === 0) return undefined;
  const producer = new KafkaBusProducer(
    kafkaClient({ brokers: config.brokers, clientId: `${config.clientId}-relay` }),
  );
  const relay = new Relay(store, producer, new FileRelayCheckpoint(config.relayCheckpointPath), {
    topic: config.topic,
    batchSize: config.relayBatchSize,
    onError: (e) => log(`relay: send failed, will retry: ${String(e)}`),
  });
  relay.start();
  log(`relay: publishing ${store.name} to ${config.topic} on ${config.brokers.join(',')}`);
  return {
    relay,
    config,
    async stop() {
      await relay.stop();
      await producer.close();
    },
  };
}
