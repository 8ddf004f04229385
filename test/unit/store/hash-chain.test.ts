import { canonicalJson } from '../../../src/events/canonical-json';
import { GENESIS_HASH, type ProposedEvent, type StoredEvent } from '../../../src/events/envelope';
import { chainEvents, hashEvent, sha256Hex, verifyStream } from '../../../src/events/hash-chain';

const proposed = (i: number): ProposedEvent => ({
  eventId: `0190d3a8-0000-7000-8000-00000000000${i}`,
  type: 'BetPlaced',
  schemaVersion: 1,
  data: { seat: i, amount: 100 * (i + 1) },
  metadata: {
    commandId: `c${i}`,
    correlationId: `c${i}`,
    causationId: `c${i}`,
    actor: { id: 'dl-1', role: 'dealer' },
    occurredAt: '2026-11-29T18:00:00.000Z',
  },
});

function stream(k: number, streamId = 'tournament-t1'): StoredEvent[] {
  return chainEvents(
    streamId,
    -1,
    GENESIS_HASH,
    Array.from({ length: k }, (_, i) => proposed(i)),
  ).map((c, i) => ({
    ...c.source,
    streamId,
    revision: c.revision,
    globalPosition: 100 + i,
    prevHash: c.prevHash,
    hash: c.hash,
  }));
}

describe('hash chain (DESIGN.md "Events": SHA-256 over canonical JSON, per stream)', () => {
  it('canonical JSON sorts keys at every depth and drops whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[2,{"y":null,"z":1}]},"b":1}',
    );
    expect(canonicalJson({ a: undefined, b: 'é"\n' })).toBe('{"b":"é\\"\\n"}');
  });

  it('canonical JSON refuses NaN and Infinity: a ledger never holds them', () => {
    expect(() => canonicalJson({ chips: NaN })).toThrow(/non-finite/);
    expect(() => canonicalJson({ chips: Infinity })).toThrow(/non-finite/);
  });

  it('the hash is SHA-256 of the canonical JSON of the listed fields, globalPosition excluded', () => {
    const [e] = stream(1);
    const expected = sha256Hex(
      canonicalJson({
        eventId: e.eventId,
        streamId: e.streamId,
        revision: 0,
        type: e.type,
        schemaVersion: 1,
        data: e.data,
        metadata: e.metadata,
        prevHash: GENESIS_HASH,
      }),
    );
    expect(e.hash).toBe(expected);
    expect(hashEvent({ ...e })).toBe(expected);
    // Exported to another store with other global positions, it still verifies.
    expect(verifyStream([{ ...e, globalPosition: 987654 }]).ok).toBe(true);
  });

  it('a whole stream verifies and reports its head', () => {
    const events = stream(5);
    expect(verifyStream(events)).toEqual({ ok: true, eventsChecked: 5, head: events[4].hash });
    expect(verifyStream([])).toEqual({ ok: true, eventsChecked: 0, head: GENESIS_HASH });
  });

  it('an edited amount is caught at its revision', () => {
    const events = stream(5);
    events[3] = { ...events[3], data: { seat: 3, amount: 401 } };
    expect(verifyStream(events)).toMatchObject({
      ok: false,
      firstBrokenRevision: 3,
      eventsChecked: 3,
    });
  });

  it('an edited hash is caught (the next link breaks, or the event no longer matches)', () => {
    const events = stream(3);
    events[1] = { ...events[1], hash: sha256Hex('forged') };
    expect(verifyStream(events)).toMatchObject({ ok: false, firstBrokenRevision: 1 });
  });

  it('a dropped, an inserted and a reordered event are each caught', () => {
    const events = stream(5);
    expect(verifyStream([...events.slice(0, 2), ...events.slice(3)]).firstBrokenRevision).toBe(2);
    const forged = stream(1, 'tournament-t1')[0];
    expect(
      verifyStream([...events.slice(0, 2), { ...forged, revision: 2 }, ...events.slice(2)])
        .firstBrokenRevision,
    ).toBe(2);
    expect(verifyStream([events[0], events[2], events[1], events[3]]).firstBrokenRevision).toBe(1);
  });

  it('swapped events relabelled with the other revision are caught: the revision is hashed', () => {
    const events = stream(3);
    // Swap revisions 1 and 2 and relabel them: the revision is hashed, so relabelling is caught.
    const swapped = [events[0], { ...events[2], revision: 1 }, { ...events[1], revision: 2 }];
    expect(verifyStream(swapped)).toMatchObject({ ok: false, firstBrokenRevision: 1 });
  });

  it('an event of another stream in the middle is caught', () => {
    const events = stream(3);
    const other = stream(3, 'tournament-t2');
    expect(verifyStream([events[0], other[1], events[2]])).toMatchObject({
      ok: false,
      firstBrokenRevision: 1,
    });
  });

  it('verification can start mid-stream from a known revision and hash', () => {
    const events = stream(6);
    expect(verifyStream(events.slice(3), { revision: 3, prevHash: events[2].hash })).toEqual({
      ok: true,
      eventsChecked: 3,
      head: events[5].hash,
    });
  });
});
