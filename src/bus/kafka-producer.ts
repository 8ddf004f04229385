import { CompressionTypes, Partitioners, type Kafka, type Producer } from 'kafkajs';
import type { BusMessage } from './bus-message';
import type { BusProducer } from './bus-producer';

/**
 * kafkajs adapter. Idempotent producer with one request in flight: the broker drops a
 * retried batch it already wrote, and a retry cannot overtake the batch before it, so each
 * tournament's partition receives its events in store order.
 */
export class KafkaBusProducer implements BusProducer {
  private readonly producer: Producer;
  private connected: Promise<void> | undefined;

  constructor(kafka: Kafka) {
    this.producer = kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      // The default (murmur2) partitioner, as the Java client, so other clients agree on placement.
      createPartitioner: Partitioners.DefaultPartitioner,
      allowAutoTopicCreation: true,
    });
  }

  async send(topic: string, messages: readonly BusMessage[]): Promise<void> {
    if (messages.length === 0) return;
    this.connected ??= this.producer.connect();
    await this.connected;
    await this.producer.send({
      topic,
      acks: -1,
      compression: CompressionTypes.None,
      messages: messages.map((m) => ({ key: m.key, value: m.value, headers: { ...m.headers } })),
    });
  }

  async close(): Promise<void> {
    if (this.connected) await this.producer.disconnect();
    this.connected = undefined;
  }
}
