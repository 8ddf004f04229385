import { fromBusMessage, type RawHeaders } from '../bus-message';
import type { FeedBatch, FeedRecord } from './feed-target';

/** A message as any Kafka client delivers it. */
export interface RawFeedMessage {
  readonly offset: string;
  readonly headers?: RawHeaders;
  readonly value: string | Buffer | null;
}

/**
 * Decodes one fetched partition batch. A message that is not a ledger event stops the batch
 * (and so the partition): skipping it would leave a hole in a read model that a regulator
 * audits.
 */
export function feedBatchOf(
  group: string,
  topic: string,
  partition: number,
  messages: readonly RawFeedMessage[],
): FeedBatch | undefined {
  if (messages.length === 0) return undefined;
  const records: FeedRecord[] = messages.map((m) => ({
    offset: m.offset,
    event: fromBusMessage(m.headers ?? {}, m.value),
  }));
  const last = messages[messages.length - 1].offset;
  return { group, topic, partition, records, nextOffset: (BigInt(last) + 1n).toString() };
}
