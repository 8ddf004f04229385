import { Kafka, logLevel, type KafkaConfig, type logCreator } from 'kafkajs';

export interface KafkaSettings {
  readonly brokers: readonly string[];
  readonly clientId: string;
  /** kafkajs is chatty at INFO; the ledger logs its own progress. */
  readonly logLevel?: logLevel;
}

export function kafkaClient(settings: KafkaSettings): Kafka {
  const config: KafkaConfig = {
    clientId: settings.clientId,
    brokers: [...settings.brokers],
    logLevel: settings.logLevel ?? logLevel.ERROR,
    logCreator: quietLogCreator,
    retry: { initialRetryTime: 100, retries: 8 },
  };
  return new Kafka(config);
}

/** "host:port,host:port" → list; blanks ignored. */
export function parseBrokers(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter((b) => b.length > 0);
}

/**
 * kafkajs logs every error response at ERROR, including the retriable ones a consumer group
 * sees at each rebalance ("The group is rebalancing", "coordinator is loading"). Those are
 * normal and retried; only the rest reaches stderr, one line each.
 */
const RETRIABLE_NOISE =
  /rebalanc|coordinator is (loading|not available)|not the (leader|coordinator)/i;

const quietLogCreator: logCreator =
  () =>
  ({ namespace, level, log }) => {
    const error = typeof log.error === 'string' ? log.error : '';
    if (RETRIABLE_NOISE.test(error) || RETRIABLE_NOISE.test(log.message)) return;
    const name = (['', 'ERROR', 'WARN', '', 'INFO', 'DEBUG'] as const)[level] ?? String(level);
    process.stderr.write(
      `kafkajs ${name} ${namespace}: ${log.message}${error ? ` (${error})` : ''}\n`,
    );
  };
