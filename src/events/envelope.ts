/**
 * The event envelope (DESIGN.md "Events"). Stored events are immutable; a shape change
 * is a new schemaVersion with an upcaster, never a rewrite.
 */
import { ROLES, type Role } from '../shared/roles';

export { ROLES, type Role };

export interface Actor {
  readonly id: string;
  readonly role: Role;
}

export interface EventMetadata {
  readonly commandId: string;
  readonly correlationId: string;
  readonly causationId: string;
  readonly actor: Actor;
  /** ISO-8601 UTC, from the injected clock. */
  readonly occurredAt: string;
  /** The article the event applies or enforces, e.g. "FSNP Art. 85". */
  readonly ruleRef?: string;
}

/** JSON-safe payload: plain objects, arrays, strings, finite integers/numbers, booleans, null. */
export type Json =
  string | number | boolean | null | readonly Json[] | { readonly [k: string]: Json };

/** What a decider emits: a fact, not yet placed in any stream. */
export interface DomainEvent<T extends string = string, D = unknown> {
  readonly type: T;
  readonly data: D;
  /** Defaults to the current schema version of the type (see schema-versions.ts). */
  readonly schemaVersion?: number;
  readonly ruleRef?: string;
}

/** An event ready to be appended: identity and metadata fixed, position not yet known. */
export interface ProposedEvent {
  readonly eventId: string;
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: unknown;
  readonly metadata: EventMetadata;
}

/** An event as stored. `hash` chains it to the previous event of the same stream. */
export interface StoredEvent extends ProposedEvent {
  readonly streamId: string;
  /** 0-based position in the stream. */
  readonly revision: number;
  /** 1-based position in the whole store; gap-free as seen by readers. */
  readonly globalPosition: number;
  readonly prevHash: string;
  readonly hash: string;
}

export const GENESIS_HASH = '0'.repeat(64);

export function tournamentStreamId(tournamentId: string): string {
  return `tournament-${tournamentId}`;
}

export function tournamentIdOf(streamId: string): string | undefined {
  return streamId.startsWith('tournament-') ? streamId.slice('tournament-'.length) : undefined;
}
