import type { StoredEvent } from '../../events/envelope';

/** One message of a partition, decoded, with the offset it came from. */
export interface FeedRecord {
  readonly offset: string;
  readonly event: StoredEvent;
}

export interface FeedBatch {
  readonly group: string;
  readonly topic: string;
  readonly partition: number;
  readonly records: readonly FeedRecord[];
  /** Offset to resume from once these records are applied (last offset + 1). */
  readonly nextOffset: string;
}

export interface FeedApplyResult {
  readonly applied: number;
  /** Records dropped because their event id was applied before (relay resend, rebalance). */
  readonly duplicates: number;
  /** Records dropped because the partition's checkpoint was already past them. */
  readonly behindCheckpoint: number;
}

/**
 * The read-model side of the consumer-group projector (issue 9). Everything a batch does to
 * the read model — the projections' rows, the event ids seen, the partition's next offset —
 * commits in ONE transaction, so a crash at any instant either keeps all of it or none, and
 * the records are simply consumed again.
 */
export interface FeedTarget {
  /** Next offset per partition as stored with the read model (absent = never consumed). */
  loadOffsets(group: string, topic: string): Promise<Map<number, string>>;
  applyBatch(batch: FeedBatch): Promise<FeedApplyResult>;
  close(): Promise<void>;
}
