import { parseBrokers } from './kafka-client';

/**
 * Feed settings from the environment (documented in infra/README.md).
 *  LEDGER_KAFKA_BROKERS      host:port list; unset = no feed
 *  LEDGER_KAFKA_TOPIC        default tournament-events
 *  LEDGER_KAFKA_CLIENT_ID    default tournament-ledger
 *  LEDGER_RELAY_CHECKPOINT   file of the relay's position, default data/relay-checkpoint.json
 *  LEDGER_RELAY_BATCH        events per broker round-trip, default 500
 *  LEDGER_PROJECTOR_GROUP    consumer group of the projector, default ledger-projector
 *  LEDGER_PROJECTOR_ID       name of this projector process in the feed audit, default projector-<pid>
 *  LEDGER_FEED_AUDIT         1 = also keep feed_applied_events (which process applied which event)
 * The projector's read model is the API's: LEDGER_STORE/DATABASE_URL or LEDGER_READ_DB/LEDGER_DB.
 */
export interface BusConfig {
  readonly brokers: readonly string[];
  readonly topic: string;
  readonly clientId: string;
  readonly relayCheckpointPath: string;
  readonly relayBatchSize: number;
  readonly projectorGroup: string;
  readonly feedAudit: boolean;
}

export const DEFAULT_TOPIC = 'tournament-events';

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

export function busConfigFromEnv(env: NodeJS.ProcessEnv = process.env): BusConfig {
  return {
    brokers: parseBrokers(env.LEDGER_KAFKA_BROKERS),
    topic: env.LEDGER_KAFKA_TOPIC || DEFAULT_TOPIC,
    clientId: env.LEDGER_KAFKA_CLIENT_ID || 'tournament-ledger',
    relayCheckpointPath: env.LEDGER_RELAY_CHECKPOINT || 'data/relay-checkpoint.json',
    relayBatchSize: positiveInt('LEDGER_RELAY_BATCH', env.LEDGER_RELAY_BATCH, 500),
    projectorGroup: env.LEDGER_PROJECTOR_GROUP || 'ledger-projector',
    feedAudit: env.LEDGER_FEED_AUDIT === '1',
  };
}
