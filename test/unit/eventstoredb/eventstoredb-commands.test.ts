import { GENESIS_HASH, type ProposedEvent } from '../../../src/events/envelope';
import { WrongExpectedRevisionError } from '../../../src/store/event-store';
import { EventStoreDbStore } from '../../../src/store/eventstoredb/eventstoredb-store';
import { uuidv7 } from '../../../src/store/ids';
import { FakeKurrentDB } from './fake-kurrentdb';

const ev = (chips: number): ProposedEvent => ({
  eventId: uuidv7(),
  type: 'ChipsCounted',
  schemaVersion: 1,
  data: { chips },
  metadata: {
    commandId: 'tablet-cmd',
    correlationId: 'c',
    causationId: 'c',
    actor: { id: 'dealer-4', role: 'dealer' },
    occurredAt: '2026-03-01T18:00:00.000Z',
  },
});

describe('eventstoredb adapter: commandId idempotency and positions (issue 9)', () => {
  let server: FakeKurrentDB;
  let store: EventStoreDbStore;
  beforeEach(() => {
    server = new FakeKurrentDB();
    store = new EventStoreDbStore(server.asClient());
  });
  afterEach(() => store.close());

  it('DESIGN Write side: a retry after a crash between events and marker returns the first result, appends nothing', async () => {
    const first = await store.append('tournament-t1', [ev(1), ev(2)], 'no_stream', {
      commandId: 'k-1',
    });
    server.streams.delete('ledger-command-k-1'); // the process died before writing the marker
    const again = await store.append('tournament-t1', [ev(1), ev(2)], 'no_stream', {
      commandId: 'k-1',
    });
    expect(again.duplicate).toBe(true);
    expect(again.events.map((e) => e.eventId)).toEqual(first.events.map((e) => e.eventId));
    expect(server.streams.get('tournament-t1')).toHaveLength(2);
    expect((await store.commandResult('k-1'))?.events).toHaveLength(2);
  });

  it('store port: another command’s events at the expected revision are a conflict, answered at once', async () => {
    await store.append('tournament-t1', [ev(1)], 'no_stream', { commandId: 'k-1' });
    await expect(
      store.append('tournament-t1', [ev(2)], 'no_stream', { commandId: 'k-2' }),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
  });

  it('store port: positions are 1, 2, 3… although $all offsets are sparse and shared with system events', async () => {
    await store.append('tournament-a', [ev(1), ev(2)], 'no_stream');
    await store.append('tournament-b', [ev(3)], 'no_stream');
    await store.append('tournament-a', [ev(4)], 1);
    expect(server.all.some((r) => r.streamId.startsWith('$'))).toBe(true);
    const all = await store.readAll(0, 10);
    expect(all.map((e) => e.globalPosition)).toEqual([1, 2, 3, 4]);
    expect(all[0].prevHash).toBe(GENESIS_HASH);
    // A second process numbers the same log identically.
    const other = new EventStoreDbStore(server.asClient());
    expect((await other.readStream('tournament-a')).map((e) => e.globalPosition)).toEqual([
      1, 2, 4,
    ]);
    expect(await other.headPosition()).toBe(4);
  });
});
