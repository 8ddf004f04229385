import { createHash } from 'node:crypto';
import type { EventMetadata, StoredEvent } from '../../events/envelope';
import type { ChainedEvent } from '../../events/hash-chain';
import type { CommandIdentity } from '../event-store';

/**
 * How a ledger event sits in KurrentDB: the event type and data as they are (readable in the
 * KurrentDB UI and by its projections), the envelope under metadata.ledger, and the ledger's
 * EventMetadata under metadata.meta. $correlationId/$causationId are KurrentDB's own names, so
 * its system projections ($by_correlation_id) work on the ledger's streams.
 */
export interface LedgerEnvelopeMeta {
  readonly eventId: string;
  readonly schemaVersion: number;
  readonly prevHash: string;
  readonly hash: string;
  /** Data that is not an object or array is wrapped as { value }: KurrentDB's JSON events need one. */
  readonly wrapped?: true;
  /** AppendOptions.commandId of the append that wrote it: tells a lost race from a retry. */
  readonly commandId?: string;
  /** What that command was: tells a retry from another command sent with the same id. */
  readonly command?: CommandIdentity;
}

export interface KurrentMetadata {
  readonly ledger: LedgerEnvelopeMeta;
  readonly meta: EventMetadata;
  readonly $correlationId: string;
  readonly $causationId: string;
}

export interface KurrentEventData {
  readonly id: string;
  readonly type: string;
  readonly data: Record<string, unknown> | unknown[];
  readonly metadata: KurrentMetadata;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * KurrentDB event ids must be UUIDs. The ledger's are (UUID v7) and are used as they are; any
 * other id maps to a name-based UUID (SHA-256, version 8 layout), the same on every retry, so
 * the server's idempotent-write check still recognises a resend.
 */
export function kurrentEventId(eventId: string): string {
  if (UUID.test(eventId)) return eventId.toLowerCase();
  const h = createHash('sha256').update(`ledger-event-id:${eventId}`).digest();
  h[6] = (h[6] & 0x0f) | 0x80;
  h[8] = (h[8] & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

export function toKurrentEvent(
  c: ChainedEvent,
  commandId?: string,
  command?: CommandIdentity,
): KurrentEventData {
  const data = c.source.data;
  const isContainer = typeof data === 'object' && data !== null;
  const ledger: LedgerEnvelopeMeta = {
    eventId: c.eventId,
    schemaVersion: c.schemaVersion,
    prevHash: c.prevHash,
    hash: c.hash,
    ...(isContainer ? {} : { wrapped: true as const }),
    ...(commandId === undefined ? {} : { commandId }),
    ...(commandId === undefined || command === undefined ? {} : { command }),
  };
  return {
    id: kurrentEventId(c.eventId),
    type: c.type,
    data: isContainer ? (data as Record<string, unknown>) : { value: data ?? null },
    metadata: {
      ledger,
      meta: c.source.metadata,
      $correlationId: c.source.metadata.correlationId,
      $causationId: c.source.metadata.causationId,
    },
  };
}

/** What the adapter needs of a recorded event (a subset of the client's RecordedEvent). */
export interface RecordedLike {
  readonly streamId: string;
  readonly revision: bigint;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: unknown;
}

export function isLedgerEvent(e: RecordedLike): boolean {
  const m = e.metadata as Partial<KurrentMetadata> | undefined;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.ledger?.hash === 'string' &&
    typeof m.ledger.eventId === 'string' &&
    typeof m.meta === 'object'
  );
}

export class ForeignEventError extends Error {
  readonly code = 'NOT_A_LEDGER_EVENT';
}

export function commandIdOf(e: RecordedLike): string | undefined {
  return isLedgerEvent(e) ? (e.metadata as KurrentMetadata).ledger.commandId : undefined;
}

export function commandOf(e: RecordedLike): CommandIdentity | undefined {
  return isLedgerEvent(e) ? (e.metadata as KurrentMetadata).ledger.command : undefined;
}

export function fromKurrentEvent(e: RecordedLike, globalPosition: number): StoredEvent {
  if (!isLedgerEvent(e)) {
    throw new ForeignEventError(`${e.streamId}@${e.revision} was not written by the ledger`);
  }
  const m = e.metadata as KurrentMetadata;
  const data = m.ledger.wrapped ? (e.data as { value: unknown }).value : e.data;
  return {
    eventId: m.ledger.eventId,
    type: e.type,
    schemaVersion: m.ledger.schemaVersion,
    data,
    metadata: m.meta,
    streamId: e.streamId,
    revision: Number(e.revision),
    globalPosition,
    prevHash: m.ledger.prevHash,
    hash: m.ledger.hash,
  };
}

/** Auxiliary streams, kept out of the ledger's global numbering. */
export const SNAPSHOT_STREAM_PREFIX = 'ledger-snapshot-';
export const COMMAND_STREAM_PREFIX = 'ledger-command-';
export const CHECKPOINT_STREAM_PREFIX = 'ledger-checkpoint-';

export const checkpointStreamOf = (streamId: string): string =>
  `${CHECKPOINT_STREAM_PREFIX}${streamId}`;

export const snapshotStreamOf = (streamId: string): string =>
  `${SNAPSHOT_STREAM_PREFIX}${streamId}`;
export const commandStreamOf = (commandId: string): string =>
  `${COMMAND_STREAM_PREFIX}${commandId}`;

/** What the per-command stream records: enough to return the first result again. */
export interface CommandMarker {
  readonly streamId: string;
  readonly fromRevision: number;
  readonly count: number;
  readonly nextExpectedRevision: number;
  readonly command?: CommandIdentity;
}
