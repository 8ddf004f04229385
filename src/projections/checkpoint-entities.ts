import { EntitySchema } from 'typeorm';

/**
 * Projection progress, stored beside the read models (Marten's layout) and written in the
 * same transaction as a projection's rows, so rows and checkpoint never disagree.
 */
export interface CheckpointRow {
  name: string;
  version: number;
  /** Global position of the last event folded in. */
  position: number;
}

export const CheckpointEntity = new EntitySchema<CheckpointRow>({
  name: 'ProjectionCheckpoint',
  tableName: 'projection_checkpoints',
  columns: {
    name: { type: String, primary: true },
    version: { type: 'integer' },
    position: { type: 'bigint' },
  },
});

/**
 * Extra checkpoints a driver of the runtime stores with a batch, e.g. the Kafka consumer-group
 * projector's next offset per partition (issue 9). Keyed by projection and an opaque key.
 */
export interface OffsetRow {
  projection: string;
  key: string;
  value: string;
}

export const OffsetEntity = new EntitySchema<OffsetRow>({
  name: 'ProjectionOffset',
  tableName: 'projection_offsets',
  columns: {
    projection: { type: String, primary: true },
    key: { type: String, primary: true },
    value: { type: String },
  },
});

/**
 * Highest stream revision each projection folded in, per stream. Used only when batches do
 * not arrive in global order (Kafka partitions): a relay resend or a rebalance replays events
 * of a stream, and within a stream order is kept, so "revision <= stored" means "seen".
 */
export interface StreamMarkRow {
  projection: string;
  streamId: string;
  revision: number;
}

export const StreamMarkEntity = new EntitySchema<StreamMarkRow>({
  name: 'ProjectionStreamMark',
  tableName: 'projection_stream_marks',
  columns: {
    projection: { type: String, primary: true },
    streamId: { type: String, primary: true, name: 'stream_id' },
    revision: { type: 'integer' },
  },
});

export const RUNTIME_ENTITIES = [CheckpointEntity, OffsetEntity, StreamMarkEntity] as const;
