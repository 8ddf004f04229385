import { WrongExpectedVersionError, UnavailableError } from '@kurrent/kurrentdb-client';
import { GENESIS_HASH, type ProposedEvent } from '../../../src/events/envelope';
import { chainEvents, verifyStream } from '../../../src/events/hash-chain';
import { StoreUnavailableError, WrongExpectedRevisionError } from '../../../src/store/event-store';
import { translateError } from '../../../src/store/eventstoredb/errors';
import {
  ForeignEventError,
  fromKurrentEvent,
  isLedgerEvent,
  kurrentEventId,
  toKurrentEvent,
} from '../../../src/store/eventstoredb/event-mapping';

const proposed = (eventId: string, data: unknown): ProposedEvent => ({
  eventId,
  type: 'PlayerRegistered',
  schemaVersion: 2,
  data,
  metadata: {
    commandId: 'cmd-1',
    correlationId: 'cor-1',
    causationId: 'cmd-1',
    actor: { id: 'director-1', role: 'director' },
    occurredAt: '2026-03-01T18:00:00.000Z',
  },
});

/** What the server hands back: the same JSON, a revision as bigint. */
function roundTrip(streamId: string, events: readonly ProposedEvent[]) {
  return chainEvents(streamId, -1, GENESIS_HASH, events).map((c, i) => {
    const written = JSON.parse(JSON.stringify(toKurrentEvent(c)));
    return fromKurrentEvent(
      {
        streamId,
        revision: BigInt(c.revision),
        type: written.type,
        data: written.data,
        metadata: written.metadata,
      },
      100 + i,
    );
  });
}

describe('KurrentDB event mapping (issue 9: deterministic ids, envelope kept, chain verifiable)', () => {
  it('issue 9: a UUID v7 envelope id is the KurrentDB event id, so a resend is absorbed by the server', () => {
    const id = '0192f0c4-7a1b-7c3d-8e4f-5a6b7c8d9e0f';
    expect(kurrentEventId(id)).toBe(id);
  });

  it('issue 9: a non-UUID id maps to the same UUID on every retry, and different ids differ', () => {
    const a = kurrentEventId('seat-draw-17');
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(kurrentEventId('seat-draw-17')).toBe(a);
    expect(kurrentEventId('seat-draw-18')).not.toBe(a);
  });

  it('DESIGN Events: a stream read back from KurrentDB still verifies against its hash chain', () => {
    const events = roundTrip('tournament-t1', [
      proposed('e-1', { playerId: 'p1', buyIn: { amount: 50000, currency: 'RON' } }),
      proposed('e-2', [1, 2, 3]),
    ]);
    expect(verifyStream(events).ok).toBe(true);
    expect(events[1]).toMatchObject({
      eventId: 'e-2',
      revision: 1,
      globalPosition: 101,
      schemaVersion: 2,
    });
  });

  it('issue 9: data that is not an object (null, a number) survives the JSON-event wrapper', () => {
    const [a, b] = roundTrip('tournament-t2', [proposed('e-1', null), proposed('e-2', 7)]);
    expect(a.data).toBeNull();
    expect(b.data).toBe(7);
  });

  it('issue 9: correlation and causation use KurrentDB’s own metadata names', () => {
    const [c] = chainEvents('tournament-t1', -1, GENESIS_HASH, [proposed('e-1', {})]);
    expect(toKurrentEvent(c).metadata).toMatchObject({
      $correlationId: 'cor-1',
      $causationId: 'cmd-1',
    });
  });

  it('store port: events not written by the ledger are not ledger events and are refused by the mapper', () => {
    const foreign = { streamId: 'orders-1', revision: 0n, type: 'X', data: {}, metadata: { a: 1 } };
    expect(isLedgerEvent(foreign)).toBe(false);
    expect(() => fromKurrentEvent(foreign, 1)).toThrow(ForeignEventError);
  });
});

describe('KurrentDB errors → store port errors', () => {
  it('store port: a wrong expected version reports the stream’s actual revision to the command handler', () => {
    const e = new WrongExpectedVersionError(undefined, {
      streamName: 'tournament-t1',
      expected: 3n,
      current: 5n,
    });
    const t = translateError(e, 'tournament-t1', 3);
    expect(t).toBeInstanceOf(WrongExpectedRevisionError);
    expect(t).toMatchObject({ streamId: 'tournament-t1', expected: 3, actual: 5 });
  });

  it('store port: a conflict on a stream that does not exist reports no_stream', () => {
    const e = new WrongExpectedVersionError(undefined, {
      streamName: 'tournament-t9',
      expected: 0n,
      current: 'no_stream',
    });
    expect(translateError(e, 'tournament-t9', 0)).toMatchObject({ actual: 'no_stream' });
  });

  it('store port: an unreachable server is STORE_UNAVAILABLE, other errors pass through unchanged', () => {
    expect(translateError(new UnavailableError(), 's', 'any')).toBeInstanceOf(
      StoreUnavailableError,
    );
    const other = new Error('boom');
    expect(translateError(other, 's', 'any')).toBe(other);
  });
});
