import type { BusMessage } from './bus-message';

/**
 * The outbound port (issue 9: "kafkajs behind a small port so another client can replace it").
 * `send` resolves only once the broker has acknowledged every message (all in-sync replicas);
 * a rejection means none of them may be counted as delivered.
 */
export interface BusProducer {
  send(topic: string, messages: readonly BusMessage[]): Promise<void>;
  close(): Promise<void>;
}
