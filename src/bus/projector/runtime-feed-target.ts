import type { ProjectionRuntime } from '../../projections/runtime';
import { param } from '../../projections/sql';
import type { FeedApplyResult, FeedBatch, FeedTarget } from './feed-target';

/** projection_offsets key of one partition; the runtime treats it as opaque. */
export const offsetKey = (group: string, topic: string, partition: number): string =>
  `kafka:${group}:${topic}:${partition}`;

/**
 * The consumer-group projector on the project's projection runtime (src/projections): for each
 * projection, ProjectionRuntime.applyBatch(p, events, { key, value: nextOffset }) commits the
 * projection's rows, its per-stream marks (the dedupe: within a tournament order is kept, so
 * "revision already folded in" = seen; this subsumes dedupe by event id) and the partition's
 * next offset in ONE read-model transaction.
 *
 * Projections commit one after the other; a crash between two leaves them at different
 * offsets, so the partition resumes at the lowest and the ones ahead drop the repeats.
 */
export class RuntimeFeedTarget implements FeedTarget {
  constructor(private readonly runtime: ProjectionRuntime) {}

  async loadOffsets(group: string, topic: string): Promise<Map<number, string>> {
    const m = this.runtime.dataSource.manager;
    const prefix = offsetKey(group, topic, 0).slice(0, -1);
    const rows = (await m.query(
      `SELECT projection, key, value FROM projection_offsets WHERE key LIKE ${param(m, 1)}`,
      [`${prefix}%`],
    )) as { projection: string; key: string; value: string }[];
    const names = this.runtime.projections.map((p) => p.name);
    const perPartition = new Map<number, Map<string, bigint>>();
    for (const r of rows) {
      const partition = Number(r.key.slice(prefix.length));
      if (!Number.isInteger(partition)) continue;
      const byProjection = perPartition.get(partition) ?? new Map<string, bigint>();
      byProjection.set(r.projection, BigInt(r.value));
      perPartition.set(partition, byProjection);
    }
    const out = new Map<number, string>();
    for (const [partition, byProjection] of perPartition) {
      // A projection with no offset for the partition needs it from the beginning.
      if (!names.every((n) => byProjection.has(n))) continue;
      const lowest = names
        .map((n) => byProjection.get(n) as bigint)
        .reduce((a, b) => (b < a ? b : a));
      out.set(partition, lowest.toString());
    }
    return out;
  }

  async applyBatch(batch: FeedBatch): Promise<FeedApplyResult> {
    const events = batch.records.map((r) => r.event);
    const checkpoint = {
      key: offsetKey(batch.group, batch.topic, batch.partition),
      value: batch.nextOffset,
    };
    let applied = 0;
    for (const p of this.runtime.projections) {
      const r = await this.runtime.applyBatch(p, events, checkpoint);
      applied = Math.max(applied, r.applied);
    }
    return { applied, duplicates: events.length - applied, behindCheckpoint: 0 };
  }

  async close(): Promise<void> {
    await this.runtime.stop();
  }
}
