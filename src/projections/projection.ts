import type { EntityManager, EntitySchema } from 'typeorm';
import type { StoredEvent } from '../events/envelope';

/**
 * A read model (DESIGN.md "Read side"): its tables, the events it reacts to and how.
 *
 * `apply` receives a whole batch of committed events, in global order within each stream, and
 * the EntityManager of the transaction that will also store the checkpoint. It must:
 *  - touch only its own tables;
 *  - ignore event types it does not know (other slices keep adding types);
 *  - be idempotent per stream: an event whose stream revision was already folded into a row
 *    changes nothing (the Kafka projector may deliver a relay resend twice).
 * Bumping `version` drops its tables and rebuilds it from position 0.
 */
export interface Projection {
  readonly name: string;
  readonly version: number;
  // EntitySchema<any> because each read model has its own row shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly entities: readonly EntitySchema<any>[];
  /** Event types it reacts to; others are skipped (the checkpoint still moves past them). */
  readonly handles?: readonly string[];
  /** Tables an earlier version kept and this one no longer has: dropped with a version change. */
  readonly retiredTables?: readonly string[];
  apply(events: readonly StoredEvent[], manager: EntityManager): Promise<void>;
}

export interface ProjectionStatus {
  readonly name: string;
  readonly version: number;
  /** Global position of the last event folded in (0 = nothing yet). */
  readonly position: number;
  /** Store head minus position. */
  readonly lag: number;
  readonly state: 'idle' | 'catching-up' | 'live' | 'failed' | 'stopped';
  readonly lastError?: string;
}
