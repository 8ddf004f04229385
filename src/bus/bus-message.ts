import type { EventMetadata, StoredEvent } from '../events/envelope';
import { tournamentIdOf } from '../events/envelope';

/**
 * One event on the feed (issue 9): the envelope travels as headers so a consumer can route,
 * dedupe (eventId) and verify the hash chain without parsing the body; the body is the
 * event's data and metadata as JSON.
 */
export interface BusMessage {
  /** Tournament id: Kafka keeps one key on one partition, so a tournament stays ordered. */
  readonly key: string;
  readonly value: string;
  readonly headers: Readonly<Record<EnvelopeHeader, string>>;
}

export const ENVELOPE_HEADERS = [
  'eventId',
  'type',
  'schemaVersion',
  'streamId',
  'revision',
  'globalPosition',
  'hash',
  'prevHash',
] as const;
export type EnvelopeHeader = (typeof ENVELOPE_HEADERS)[number];

export class BusMessageError extends Error {
  readonly code = 'BUS_MESSAGE_MALFORMED';
}

/** Streams that are not tournaments (none today) keep their own stream id as key. */
export function partitionKeyOf(streamId: string): string {
  return tournamentIdOf(streamId) ?? streamId;
}

export function toBusMessage(event: StoredEvent): BusMessage {
  return {
    key: partitionKeyOf(event.streamId),
    value: JSON.stringify({ data: event.data, metadata: event.metadata }),
    headers: {
      eventId: event.eventId,
      type: event.type,
      schemaVersion: String(event.schemaVersion),
      streamId: event.streamId,
      revision: String(event.revision),
      globalPosition: String(event.globalPosition),
      hash: event.hash,
      prevHash: event.prevHash,
    },
  };
}

const INTEGER_HEADERS: readonly EnvelopeHeader[] = ['schemaVersion', 'revision', 'globalPosition'];

/** Header values as a Kafka client hands them over: string, Buffer, array or missing. */
export type RawHeaders = Readonly<Record<string, unknown>>;

function headerText(headers: RawHeaders, name: EnvelopeHeader): string {
  const raw = headers[name];
  const one = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  if (typeof one === 'string') return one;
  if (Buffer.isBuffer(one)) return one.toString('utf8');
  throw new BusMessageError(`Feed message has no "${name}" header`);
}

export function fromBusMessage(headers: RawHeaders, value: string | Buffer | null): StoredEvent {
  const h = Object.fromEntries(ENVELOPE_HEADERS.map((n) => [n, headerText(headers, n)])) as Record<
    EnvelopeHeader,
    string
  >;
  for (const n of INTEGER_HEADERS) {
    if (!/^\d+$/.test(h[n])) throw new BusMessageError(`Header "${n}" is not an integer: ${h[n]}`);
  }
  if (value === null) throw new BusMessageError(`Event ${h.eventId} has an empty body`);
  let body: { data?: unknown; metadata?: EventMetadata };
  try {
    body = JSON.parse(typeof value === 'string' ? value : value.toString('utf8'));
  } catch (cause) {
    throw new BusMessageError(`Event ${h.eventId} body is not JSON: ${String(cause)}`);
  }
  if (body === null || typeof body !== 'object' || body.metadata === undefined) {
    throw new BusMessageError(`Event ${h.eventId} body lacks data/metadata`);
  }
  return {
    eventId: h.eventId,
    type: h.type,
    schemaVersion: Number(h.schemaVersion),
    streamId: h.streamId,
    revision: Number(h.revision),
    globalPosition: Number(h.globalPosition),
    hash: h.hash,
    prevHash: h.prevHash,
    data: body.data ?? null,
    metadata: body.metadata,
  };
}
