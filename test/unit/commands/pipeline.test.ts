import type { Actor, ProposedEvent } from '../../../src/events/envelope';
import { UpcasterRegistry } from '../../../src/events/upcasters';
import { verifyStream } from '../../../src/events/hash-chain';
import { fixedClock } from '../../../src/commands/clock';
import {
  CommandPipeline,
  SNAPSHOT_CHARS_PER_EVENT,
  type CommandEnvelope,
  type PipelineOptions,
} from '../../../src/commands/pipeline';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type ExpectedRevision,
} from '../../../src/store/event-store';
import { uuidv7 } from '../../../src/store/ids';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import { counterAggregate, counterDecider, type CounterCommand } from './counter-decider';

const FLOOR: Actor = { id: 'fl-1', role: 'floor' };
const DEALER: Actor = { id: 'dl-1', role: 'dealer' };
const NOW = '2026-11-29T18:00:00.000Z';
const S = 'tournament-t1';

let seq = 0;
const cmd = (command: CounterCommand, over: Partial<CommandEnvelope<CounterCommand>> = {}) => ({
  streamId: S,
  command,
  commandId: `cmd-${++seq}`,
  actor: FLOOR,
  ...over,
});

function setup(over: Partial<PipelineOptions> = {}, store: EventStore = new MemoryEventStore()) {
  const clock = fixedClock(NOW);
  const pipeline = new CommandPipeline(counterAggregate, {
    store,
    clock,
    random: () => ({ int: (n: number) => n - 1 }),
    ...over,
  });
  return { store, pipeline, clock };
}

describe('command pipeline (DESIGN.md "Write side")', () => {
  it('an accepted command is appended with its metadata: commandId, correlation, actor, clock time, rule', async () => {
    const { pipeline, store } = setup();
    const r = await pipeline.execute(cmd({ type: 'Add', amount: 30 }, { correlationId: 'corr-9' }));
    expect(r.ok).toBe(true);
    const [e] = await store.readStream(S);
    expect(e.type).toBe('Added');
    expect(e.data).toEqual({ amount: 30 });
    expect(e.schemaVersion).toBe(1);
    expect(e.eventId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(e.metadata).toEqual({
      commandId: `cmd-${seq}`,
      correlationId: 'corr-9',
      causationId: `cmd-${seq}`,
      actor: FLOOR,
      occurredAt: NOW,
      ruleRef: 'Counter Rule 2',
    });
    expect(r.ok && r.revision).toBe(0);
  });

  it('a rejection is returned with code, rule and message, and nothing is appended', async () => {
    const { pipeline, store } = setup();
    await pipeline.execute(cmd({ type: 'Add', amount: 90 }));
    const r = await pipeline.execute(cmd({ type: 'Add', amount: 20 }));
    expect(r).toEqual({
      ok: false,
      rejection: {
        code: 'CAP_EXCEEDED',
        ruleRef: 'Counter Rule 2',
        message: 'The counter holds 90; adding 20 passes the cap of 100.',
      },
    });
    expect(await store.readStream(S)).toHaveLength(1);
  });

  it('authority: a role not allowed for the command is FORBIDDEN before deciding, nothing appended', async () => {
    const { pipeline, store } = setup();
    const decide = jest.spyOn(counterDecider, 'decide');
    try {
      const r = await pipeline.execute(cmd({ type: 'Reset' }, { actor: FLOOR }));
      expect(r).toEqual({
        ok: false,
        rejection: {
          code: 'FORBIDDEN',
          ruleRef: 'Counter Rule 9',
          message: 'A floor may not issue Reset; only director may.',
        },
      });
      expect(decide).not.toHaveBeenCalled();
      expect(await store.readStream(S)).toEqual([]);
    } finally {
      decide.mockRestore();
    }
  });

  it('idempotency: a repeated commandId returns the first result and appends nothing', async () => {
    const { pipeline, store } = setup();
    const first = await pipeline.execute(
      cmd({ type: 'Add', amount: 10 }, { commandId: 'tablet-1' }),
    );
    const again = await pipeline.execute(
      cmd({ type: 'Add', amount: 10 }, { commandId: 'tablet-1' }),
    );
    expect(again.ok && again.duplicate).toBe(true);
    expect(again.ok && again.events.map((e) => e.eventId)).toEqual(
      first.ok && first.events.map((e) => e.eventId),
    );
    expect(await store.readStream(S)).toHaveLength(1);
    expect((await pipeline.load(S)).state.total).toBe(10);
  });

  it('idempotency: a retry that would now be rejected still returns the first result', async () => {
    const { pipeline, store } = setup();
    await pipeline.execute(cmd({ type: 'Add', amount: 60 }, { commandId: 'tablet-2' }));
    // Deciding again would pass the cap (60 + 60 > 100): the pipeline must not say so.
    const again = await pipeline.execute(
      cmd({ type: 'Add', amount: 60 }, { commandId: 'tablet-2' }),
    );
    expect(again.ok && again.duplicate).toBe(true);
    expect(await store.readStream(S)).toHaveLength(1);
  });

  it('idempotency: a commandId reused for another tournament is refused, not answered with its events', async () => {
    const { pipeline, store } = setup();
    await pipeline.execute(cmd({ type: 'Add', amount: 10 }, { commandId: 'tablet-3' }));
    const other = await pipeline.execute(
      cmd({ type: 'Add', amount: 10 }, { commandId: 'tablet-3', streamId: 'tournament-t2' }),
    );
    expect(!other.ok && other.rejection.code).toBe('COMMAND_ID_REUSED');
    expect(await store.readStream('tournament-t2')).toEqual([]);
  });

  it('clock and random source are injected and their outcome recorded in the event', async () => {
    const { pipeline, store, clock } = setup();
    clock.set('2026-11-30T09:15:00.000Z');
    await pipeline.execute(cmd({ type: 'Draw' }, { actor: DEALER }));
    const [e] = await store.readStream(S);
    expect(e.data).toEqual({ card: 51, at: '2026-11-30T09:15:00.000Z' });
    expect(e.metadata.occurredAt).toBe('2026-11-30T09:15:00.000Z');
  });

  it('optimistic concurrency: when another writer appends first, the pipeline reloads and decides again', async () => {
    const inner = new MemoryEventStore();
    let interfered = false;
    // Another process appends between our load and our append, once.
    const store: EventStore = Object.assign(Object.create(inner) as EventStore, {
      append: async (...args: Parameters<EventStore['append']>) => {
        if (!interfered) {
          interfered = true;
          const other = setup({}, inner).pipeline;
          await other.execute(cmd({ type: 'Add', amount: 50 }));
        }
        return inner.append(...args);
      },
    });
    const { pipeline } = setup({}, store);
    await inner.append(S, [added(5)], 'no_stream');
    const decide = jest.spyOn(counterDecider, 'decide');
    try {
      // Decided on 5 (+60 = 65, fine), but the stream is now at 55: 55 + 60 passes the cap.
      const r = await pipeline.execute(cmd({ type: 'Add', amount: 60 }));
      expect(decide).toHaveBeenCalledTimes(3); // ours, the interferer's, ours again
      expect(r.ok).toBe(false);
      expect(!r.ok && r.rejection.code).toBe('CAP_EXCEEDED');
      const ok = await pipeline.execute(cmd({ type: 'Add', amount: 45 }));
      expect(ok.ok).toBe(true);
      expect((await pipeline.load(S)).state.total).toBe(100);
    } finally {
      decide.mockRestore();
    }
  });

  it('optimistic concurrency: retries are bounded and end in a CONCURRENCY_CONFLICT rejection', async () => {
    const inner = new MemoryEventStore();
    const store: EventStore = Object.assign(Object.create(inner) as EventStore, {
      // Another writer gets in first every time (its events are there when the conflict is).
      append: async (streamId: string, _events: unknown, expected: ExpectedRevision) => {
        const theirs = await inner.append(streamId, [added(2)], 'any');
        throw new WrongExpectedRevisionError(S, expected, theirs.nextExpectedRevision);
      },
    });
    const { pipeline } = setup({ maxAttempts: 4 }, store);
    const decide = jest.spyOn(counterDecider, 'decide');
    try {
      const r = await pipeline.execute(cmd({ type: 'Add', amount: 1 }));
      expect(decide).toHaveBeenCalledTimes(4);
      expect(!r.ok && r.rejection.code).toBe('CONCURRENCY_CONFLICT');
      expect((await inner.readStream(S)).map((e) => e.data)).toEqual(
        Array.from({ length: 4 }, () => ({ amount: 2 })),
      );
    } finally {
      decide.mockRestore();
    }
  });

  it('concurrent commands to one stream in one process are queued: all succeed, none lost', async () => {
    const { pipeline, store } = setup();
    const results = await Promise.all(
      Array.from({ length: 25 }, () => pipeline.execute(cmd({ type: 'Add', amount: 4 }))),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    const events = await store.readStream(S);
    expect(events.map((e) => e.revision)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(verifyStream(events).ok).toBe(true);
    expect((await pipeline.load(S)).state.total).toBe(100);
  });

  it('two pipelines (two processes) on one store: a stale cached state conflicts, reloads, stays exact', async () => {
    const store = new MemoryEventStore();
    const a = setup({}, store).pipeline;
    const b = setup({}, store).pipeline;
    await a.execute(cmd({ type: 'Add', amount: 40 })); // a caches total 40
    await b.execute(cmd({ type: 'Add', amount: 40 })); // b loads 40, appends: 80
    const r = await a.execute(cmd({ type: 'Add', amount: 30 })); // a's cache is stale (40)
    expect(!r.ok && r.rejection.code).toBe('CAP_EXCEEDED');
    const ok = await a.execute(cmd({ type: 'Add', amount: 20 }));
    expect(ok.ok).toBe(true);
    expect((await b.load(S)).state.total).toBe(100);
  });

  it('the state cache spares a store read per command on a busy stream', async () => {
    const store = new MemoryEventStore();
    const reads = jest.spyOn(store, 'readStream');
    const { pipeline } = setup({}, store);
    for (let i = 0; i < 10; i++) await pipeline.execute(cmd({ type: 'Add', amount: 1 }));
    expect(reads).toHaveBeenCalledTimes(1);
  });

  describe('snapshots', () => {
    it('a snapshot is saved each time the stream crosses a multiple of N events', async () => {
      const { pipeline, store } = setup({ snapshotEvery: 4 });
      for (let i = 0; i < 3; i++) await pipeline.execute(cmd({ type: 'Add', amount: 1 }));
      expect(await store.loadSnapshot(S)).toBeUndefined();
      await pipeline.execute(cmd({ type: 'AddEach', amounts: [1, 1, 1] })); // revisions 3..5
      const [, , , , , sixth] = await store.readStream(S);
      expect(await store.loadSnapshot(S)).toEqual({
        streamId: S,
        revision: 5,
        stateVersion: 1,
        state: { total: 6, events: 6 },
        chainHash: sixth.hash,
        digest: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    });

    it('issue 22: the next command on the stream does not wait for a snapshot being saved, and the snapshot keeps the state at its own revision', async () => {
      const store = new MemoryEventStore();
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const save = store.saveSnapshot.bind(store);
      jest.spyOn(store, 'saveSnapshot').mockImplementation(async (s) => {
        await gate;
        return save(s);
      });
      const { pipeline } = setup({ snapshotEvery: 2 }, store);
      await pipeline.execute(cmd({ type: 'Add', amount: 1 }));
      let crossedAnswered = false;
      const crossing = pipeline
        .execute(cmd({ type: 'Add', amount: 1 })) // revision 1: a snapshot is taken
        .then((r) => ((crossedAnswered = true), r));
      // The state is evolved in place by the next command while the snapshot waits to be saved.
      const next = await pipeline.execute(cmd({ type: 'Add', amount: 5 }));
      expect(next.ok && next.revision).toBe(2);
      expect(crossedAnswered).toBe(false); // its answer waits for its snapshot
      open();
      expect((await crossing).ok).toBe(true);
      expect(await store.loadSnapshot(S)).toMatchObject({
        revision: 1,
        state: { total: 2, events: 2 },
      });
    });

    it('load starts from the snapshot and reads only its own event (to check the seal) and the events after it', async () => {
      const { pipeline, store } = setup({ snapshotEvery: 5 });
      for (let i = 0; i < 12; i++) await pipeline.execute(cmd({ type: 'Add', amount: 2 }));
      const reads = jest.spyOn(store, 'readStream');
      const fresh = setup({ snapshotEvery: 5 }, store).pipeline;
      const loaded = await fresh.load(S);
      expect(reads).toHaveBeenCalledTimes(1);
      expect(reads).toHaveBeenCalledWith(S, 9);
      expect(loaded).toEqual({ revision: 11, state: { total: 24, events: 12 } });
    });

    it('a snapshot that cannot be encoded is reported, and the committed command still succeeds', async () => {
      const store = new MemoryEventStore();
      const errors: unknown[] = [];
      const failing = {
        ...counterAggregate,
        snapshots: {
          stateVersion: 1,
          serialize: () => {
            throw new Error('cannot encode');
          },
          deserialize: (json: unknown) => json as { total: number; events: number },
        },
      };
      const pipeline = new CommandPipeline(failing, {
        store,
        clock: fixedClock(NOW),
        random: () => ({ int: (n: number) => n - 1 }),
        snapshotEvery: 1,
        onSnapshotError: (e) => errors.push(e),
      });
      const r = await pipeline.execute(cmd({ type: 'Add', amount: 5 }));
      expect(r.ok).toBe(true);
      expect(await store.readStream(S)).toHaveLength(1);
      expect(await store.loadSnapshot(S)).toBeUndefined();
      expect(String(errors[0])).toContain('cannot encode');
    });

    it('issue 22: a large state is snapshotted less often: once per SNAPSHOT_CHARS_PER_EVENT characters of the last snapshot, at least every snapshotEvery events', async () => {
      const store = new MemoryEventStore();
      // A state whose snapshot text is about 20 x SNAPSHOT_CHARS_PER_EVENT characters.
      const pad = 'x'.repeat(20 * SNAPSHOT_CHARS_PER_EVENT);
      const large = {
        ...counterAggregate,
        snapshots: {
          stateVersion: 1,
          serialize: (st: { total: number; events: number }) => ({ ...st, pad }),
          deserialize: (json: unknown) => {
            const { total, events } = json as { total: number; events: number };
            return { total, events };
          },
        },
      };
      const saved: number[] = [];
      const save = store.saveSnapshot.bind(store);
      jest.spyOn(store, 'saveSnapshot').mockImplementation(async (snap) => {
        saved.push(snap.revision);
        return save(snap);
      });
      const pipeline = new CommandPipeline(large, {
        store,
        clock: fixedClock(NOW),
        random: () => ({ int: (n: number) => n - 1 }),
        snapshotEvery: 4,
      });
      for (let i = 0; i < 45; i++) await pipeline.execute(cmd({ type: 'Add', amount: 1 }));
      // The first at 4 events; then the 20,000-odd characters set an interval of 21 events.
      expect(saved).toEqual([3, 20, 41]);
    });

    it('a snapshot of another state version is ignored: the stream is replayed from the start', async () => {
      const store = new MemoryEventStore();
      await store.append(S, [added(7), added(8)], 'no_stream');
      await store.saveSnapshot({
        streamId: S,
        revision: 1,
        stateVersion: 0,
        state: { total: 999 },
      });
      const loaded = await setup({}, store).pipeline.load(S);
      expect(loaded.state).toEqual({ total: 15, events: 2 });
    });
  });

  it('upcasters: stored events of an old schema version are upcast on load', async () => {
    const store = new MemoryEventStore();
    // Version 1 of Added carried { chips }; version 2 renamed it to { amount }.
    await store.append(S, [{ ...added(0), data: { chips: 12 } }], 'no_stream');
    const upcasters = new UpcasterRegistry().register('Added', 1, (d) => ({
      amount: (d as { chips: number }).chips,
    }));
    const { pipeline } = setup({ upcasters }, store);
    expect((await pipeline.load(S)).state.total).toBe(12);
    await pipeline.execute(cmd({ type: 'Add', amount: 1 }));
    const events = await store.readStream(S);
    expect(events[1].schemaVersion).toBe(2);
    expect(events[0].schemaVersion).toBe(1); // stored events are never rewritten
  });
});

function added(amount: number): ProposedEvent {
  return {
    eventId: uuidv7(),
    type: 'Added',
    schemaVersion: 1,
    data: { amount },
    metadata: {
      commandId: `seed-${amount}-${Math.random()}`,
      correlationId: 'seed',
      causationId: 'seed',
      actor: FLOOR,
      occurredAt: NOW,
    },
  };
}
