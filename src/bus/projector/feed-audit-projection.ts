import { EntitySchema, type EntityManager } from 'typeorm';
import type { StoredEvent } from '../../events/envelope';
import type { Projection } from '../../projections/projection';
import { param, toInt } from '../../projections/sql';

/**
 * An operational read model of the feed itself: which projector process folded in which event,
 * in what order. It answers "did every event reach the read models exactly once?" after a
 * crash or a rebalance (the integration tests and the bench read it). Opt-in
 * (LEDGER_FEED_AUDIT=1): it holds one row per event.
 */
export interface FeedAuditRow {
  eventId: string;
  streamId: string;
  revision: number;
  globalPosition: number;
  consumer: string;
  seq: number;
}

export const FeedAuditEntity = new EntitySchema<FeedAuditRow>({
  name: 'FeedAuditReadModel',
  tableName: 'feed_applied_events',
  columns: {
    eventId: { type: String, primary: true, name: 'event_id' },
    streamId: { type: String, name: 'stream_id' },
    revision: { type: 'integer' },
    globalPosition: { type: 'bigint', name: 'global_position' },
    consumer: { type: String },
    seq: { type: 'integer' },
  },
  indices: [{ name: 'feed_applied_by_seq', columns: ['seq'] }],
});

const ROWS_PER_INSERT = 150;

export function feedAuditProjection(
  consumer: string,
  onApplied?: (events: readonly StoredEvent[]) => void,
): Projection {
  return {
    name: 'feed-audit',
    version: 1,
    entities: [FeedAuditEntity],
    async apply(events: readonly StoredEvent[], m: EntityManager): Promise<void> {
      const [{ s }] = (await m.query(
        'SELECT COALESCE(MAX(seq), 0) AS s FROM feed_applied_events',
      )) as {
        s: unknown;
      }[];
      let seq = toInt(s);
      for (let i = 0; i < events.length; i += ROWS_PER_INSERT) {
        const chunk = events.slice(i, i + ROWS_PER_INSERT);
        const params: unknown[] = [];
        const tuples = chunk.map((e) => {
          const base = params.length;
          params.push(e.eventId, e.streamId, e.revision, e.globalPosition, consumer, ++seq);
          return `(${[1, 2, 3, 4, 5, 6].map((k) => param(m, base + k)).join(',')})`;
        });
        // A plain INSERT on purpose: an event folded in twice is a bug, and must fail loudly.
        await m.query(
          `INSERT INTO feed_applied_events (event_id, stream_id, revision, global_position, consumer, seq) VALUES ${tuples.join(',')}`,
          params,
        );
      }
      onApplied?.(events);
    },
  };
}
