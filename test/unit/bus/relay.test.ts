import type { BusMessage } from '../../../src/bus/bus-message';
import type { BusProducer } from '../../../src/bus/bus-producer';
import { Relay } from '../../../src/bus/relay';
import { MemoryRelayCheckpoint } from '../../../src/bus/relay-checkpoint';
import { interleavedEvents, ReadOnlyStore } from './feed-fixtures';

class RecordingProducer implements BusProducer {
  readonly sent: BusMessage[] = [];
  failNext = 0;
  async send(_topic: string, messages: readonly BusMessage[]): Promise<void> {
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('broker unreachable');
    }
    this.sent.push(...messages);
  }
  async close(): Promise<void> {}
}

describe('relay (issue 9: checkpoint advances only after the broker acknowledges)', () => {
  it('issue 9: publishes every event once, in global order, when nothing fails', async () => {
    const store = new ReadOnlyStore(interleavedEvents(['a', 'b', 'c'], 7));
    const producer = new RecordingProducer();
    const relay = new Relay(store, producer, new MemoryRelayCheckpoint(), {
      topic: 't',
      batchSize: 4,
    });
    await relay.drain();
    expect(producer.sent.map((m) => m.headers.globalPosition)).toEqual(
      store.events.map((e) => String(e.globalPosition)),
    );
    expect(await relay.acknowledgedPosition()).toBe(21);
  });

  it('issue 9: a refused send leaves the checkpoint where it was and the same batch goes again', async () => {
    const store = new ReadOnlyStore(interleavedEvents(['a'], 10));
    const producer = new RecordingProducer();
    const checkpoint = new MemoryRelayCheckpoint();
    const relay = new Relay(store, producer, checkpoint, { topic: 't', batchSize: 4 });
    await relay.publishOnce();
    producer.failNext = 1;
    await expect(relay.publishOnce()).rejects.toThrow('broker unreachable');
    expect(await checkpoint.load()).toBe(4);
    await relay.publishOnce();
    expect(producer.sent.map((m) => m.headers.revision)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
  });

  it('issue 9: after a restart the relay resumes from its checkpoint, not from the start', async () => {
    const store = new ReadOnlyStore(interleavedEvents(['a', 'b'], 5));
    const checkpoint = new MemoryRelayCheckpoint(6);
    const producer = new RecordingProducer();
    await new Relay(store, producer, checkpoint, { topic: 't' }).drain();
    expect(producer.sent.map((m) => Number(m.headers.globalPosition))).toEqual([7, 8, 9, 10]);
  });

  it('issue 9: a crash between ack and checkpoint resends at most one batch', async () => {
    const store = new ReadOnlyStore(interleavedEvents(['a', 'b'], 10));
    const producer = new RecordingProducer();
    const checkpoint = new MemoryRelayCheckpoint();
    // The broker acknowledged the third batch but the process died before saving the position.
    const crashing = {
      load: () => checkpoint.load(),
      save: async (p: number) => {
        if (p > 15) throw new Error('killed');
        await checkpoint.save(p);
      },
    };
    const first = new Relay(store, producer, crashing, { topic: 't', batchSize: 6 });
    await expect(first.drain()).rejects.toThrow('killed');
    await new Relay(store, producer, checkpoint, { topic: 't', batchSize: 6 }).drain();
    const positions = producer.sent.map((m) => Number(m.headers.globalPosition));
    expect(new Set(positions).size).toBe(20);
    expect(positions.length - 20).toBeLessThanOrEqual(6);
  });

  it('issue 9: the running loop retries after a failure and catches up with new events', async () => {
    const store = new ReadOnlyStore(interleavedEvents(['a'], 3));
    const producer = new RecordingProducer();
    producer.failNext = 2;
    const errors: unknown[] = [];
    const relay = new Relay(store, producer, new MemoryRelayCheckpoint(), {
      topic: 't',
      idleMs: 5,
      backoffMs: 5,
      onError: (e) => errors.push(e),
    });
    relay.start();
    store.events = interleavedEvents(['a'], 6);
    await waitFor(async () => (await relay.acknowledgedPosition()) === 6);
    await relay.stop();
    expect(errors).toHaveLength(2);
    expect(producer.sent.map((m) => m.headers.revision)).toEqual(['0', '1', '2', '3', '4', '5']);
  });
});

async function waitFor(check: () => Promise<boolean>, ms = 3000): Promise<void> {
  const until = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}
