import {
  BusMessageError,
  ENVELOPE_HEADERS,
  fromBusMessage,
  toBusMessage,
} from '../../../src/bus/bus-message';
import { interleavedEvents } from './feed-fixtures';

describe('feed message encoding (issue 9: envelope as headers, data as JSON)', () => {
  const [event] = interleavedEvents(['t-42'], 1);

  it('issue 9: the key is the tournament id so one tournament stays on one partition', () => {
    expect(toBusMessage(event).key).toBe('t-42');
  });

  it('issue 9: every envelope field travels as a header', () => {
    const m = toBusMessage(event);
    expect(Object.keys(m.headers).sort()).toEqual([...ENVELOPE_HEADERS].sort());
    expect(m.headers.globalPosition).toBe('1');
    expect(m.headers.hash).toBe(event.hash);
    expect(JSON.parse(m.value)).toEqual({ data: event.data, metadata: event.metadata });
  });

  it('issue 9: a consumer rebuilds the stored event exactly, from Buffer headers as Kafka delivers them', () => {
    const m = toBusMessage(event);
    const asKafka = Object.fromEntries(
      Object.entries(m.headers).map(([k, v]) => [k, Buffer.from(v)]),
    );
    expect(fromBusMessage(asKafka, Buffer.from(m.value))).toEqual(event);
  });

  it('issue 9: a message without an event id is refused, never projected', () => {
    const { eventId: _drop, ...rest } = toBusMessage(event).headers;
    expect(() => fromBusMessage(rest, toBusMessage(event).value)).toThrow(BusMessageError);
  });

  it('issue 9: a non-integer position header is refused', () => {
    const m = toBusMessage(event);
    expect(() => fromBusMessage({ ...m.headers, revision: '1.5' }, m.value)).toThrow(/revision/);
  });

  it('issue 9: a body that is not JSON is refused', () => {
    expect(() => fromBusMessage(toBusMessage(event).headers, '{oops')).toThrow(/not JSON/);
  });
});
