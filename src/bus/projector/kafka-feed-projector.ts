import type { Consumer, Kafka } from 'kafkajs';
import { feedBatchOf } from './feed-batch';
import type { FeedApplyResult, FeedTarget } from './feed-target';

export interface KafkaFeedProjectorOptions {
  readonly group: string;
  readonly topic: string;
  readonly onBatch?: (partition: number, result: FeedApplyResult) => void;
  readonly onAssigned?: (partitions: readonly number[]) => void;
  readonly log?: (line: string) => void;
  /** Attempts at one batch before the consumer gives up and kafkajs restarts it. */
  readonly attempts?: number;
}

/**
 * Runs the read-model projections from the topic as a consumer group (issue 9). The read
 * model's own per-partition offsets are the truth: on each assignment the consumer seeks to
 * them, and the target re-checks them inside its transaction. The group's Kafka offsets are
 * committed only after the read model committed, as a hint for tooling (lag metrics); losing
 * them costs a re-read that the target drops, never an event.
 */
export class KafkaFeedProjector {
  private readonly consumer: Consumer;

  constructor(
    kafka: Kafka,
    private readonly target: FeedTarget,
    private readonly options: KafkaFeedProjectorOptions,
  ) {
    this.consumer = kafka.consumer({
      groupId: options.group,
      sessionTimeout: 10000,
      heartbeatInterval: 1000,
      rebalanceTimeout: 20000,
      maxWaitTimeInMs: 100,
      allowAutoTopicCreation: true,
    });
  }

  async start(): Promise<void> {
    const { group, topic } = this.options;
    const log = this.options.log ?? (() => undefined);
    await this.consumer.connect();
    await this.consumer.subscribe({ topic, fromBeginning: true });
    this.consumer.on(this.consumer.events.GROUP_JOIN, ({ payload }) => {
      const mine = (payload.memberAssignment[topic] ?? []).slice().sort((a, b) => a - b);
      this.options.onAssigned?.(mine);
      log(`projector: ${payload.memberId} holds partitions [${mine.join(',')}] of ${topic}`);
      void this.seekToReadModel(mine);
    });
    await this.consumer.run({
      autoCommit: false,
      eachBatchAutoResolve: false,
      partitionsConsumedConcurrently: 1,
      eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
        if (!isRunning() || isStale()) return;
        const feed = feedBatchOf(group, topic, batch.partition, batch.messages);
        if (!feed) return;
        const result = await this.applyWithRetry(feed, heartbeat);
        this.options.onBatch?.(batch.partition, result);
        resolveOffset(batch.messages[batch.messages.length - 1].offset);
        await this.consumer.commitOffsets([
          { topic, partition: batch.partition, offset: feed.nextOffset },
        ]);
        await heartbeat();
      },
    });
  }

  async stop(): Promise<void> {
    await this.consumer.disconnect();
  }

  /**
   * A read-model transaction can fail for passing reasons (another projector process holding
   * the sqlite write lock, a postgres serialization failure): retried here with backoff, the
   * batch keeps its place; past the last attempt the error goes to kafkajs, which restarts the
   * consumer from the read model's offsets.
   */
  private async applyWithRetry(
    feed: NonNullable<ReturnType<typeof feedBatchOf>>,
    heartbeat: () => Promise<void>,
  ): Promise<FeedApplyResult> {
    const attempts = this.options.attempts ?? 6;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.target.applyBatch(feed);
      } catch (e) {
        if (attempt >= attempts) throw e;
        this.options.log?.(
          `projector: partition ${feed.partition} batch failed (${String(e)}), retry ${attempt}`,
        );
        await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
        await heartbeat();
      }
    }
  }

  private async seekToReadModel(partitions: readonly number[]): Promise<void> {
    const offsets = await this.target.loadOffsets(this.options.group, this.options.topic);
    for (const partition of partitions) {
      const offset = offsets.get(partition);
      if (offset !== undefined)
        this.consumer.seek({ topic: this.options.topic, partition, offset });
    }
  }
}
