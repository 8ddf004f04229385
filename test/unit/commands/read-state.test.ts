/**
 * Issue 17: the reads that need the decider's exact state (balancing advice, heads-up bracket,
 * training session) read the pipeline's state at the store's head, appending nothing.
 */
import { fixedClock } from '../../../src/commands/clock';
import { CommandPipeline } from '../../../src/commands/pipeline';
import type { Actor } from '../../../src/events/envelope';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import { counterAggregate, type CounterCommand } from './counter-decider';

const FLOOR: Actor = { id: 'fl-1', role: 'floor' };
const S = 'tournament-t1';
let seq = 0;

function setup(store = new MemoryEventStore()) {
  const pipeline = new CommandPipeline(counterAggregate, {
    store,
    clock: fixedClock('2026-11-29T18:00:00.000Z'),
    random: () => ({ int: (n: number) => n - 1 }),
  });
  const send = (command: CounterCommand) =>
    pipeline.execute({ streamId: S, command, commandId: `c-${++seq}`, actor: FLOOR });
  return { store, pipeline, send };
}

describe('CommandPipeline.readState (issue 17: reads of the decider state)', () => {
  it('given a command answered, when the state is read, then it includes that command (read-your-writes)', async () => {
    const { pipeline, send } = setup();
    await send({ type: 'Add', amount: 30 });
    expect(await pipeline.readState(S, (s) => s.total)).toBe(30);
    await send({ type: 'Add', amount: 5 });
    expect(await pipeline.readState(S, (s) => s.total)).toBe(35);
  });

  it('given an empty stream, when it is read, then there is no state and nothing is appended', async () => {
    const { pipeline, store } = setup();
    expect(await pipeline.readState(S, (s) => s.total)).toBeUndefined();
    expect(await store.streamRevision(S)).toBe('no_stream');
  });

  it('given another writer appended, when the state is read, then it is read from the store at its head', async () => {
    const store = new MemoryEventStore();
    const a = setup(store);
    const b = setup(store);
    await a.send({ type: 'Add', amount: 10 });
    expect(await a.pipeline.readState(S, (s) => s.total)).toBe(10);
    await b.send({ type: 'Add', amount: 7 });
    expect(await a.pipeline.readState(S, (s) => s.total)).toBe(17);
    // A's cached state stayed as it was: its next command conflicts, reloads and still decides.
    const r = await a.send({ type: 'Add', amount: 1 });
    expect(r.ok).toBe(true);
    expect(await a.pipeline.readState(S, (s) => s.total)).toBe(18);
    expect((await store.readStream(S)).length).toBe(3);
  });

  it('issue 22: given a command of this process committed but not yet answered (the append is an await away), when the state is read, then the read waits for it and loads no copy of the stream', async () => {
    const store = new MemoryEventStore();
    // The append commits, then its answer is held: the store's head is ahead of the cache.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let committed!: () => void;
    const isCommitted = new Promise<void>((r) => (committed = r));
    const append = store.append.bind(store);
    let holdNext = false;
    store.append = async (...args: Parameters<typeof append>) => {
      const r = await append(...args);
      if (holdNext) {
        holdNext = false;
        committed();
        await held;
      }
      return r;
    };
    const { pipeline, send } = setup(store);
    await send({ type: 'Add', amount: 30 });
    holdNext = true;
    const second = send({ type: 'Add', amount: 5 });
    await isCommitted;
    const reads = jest.spyOn(store, 'readStream');
    const read = pipeline.readState(S, (s) => s.total);
    // The read is still waiting while the command's answer is held.
    await new Promise((r) => setImmediate(r));
    release();
    expect(await read).toBe(35);
    expect((await second).ok).toBe(true);
    expect(reads).not.toHaveBeenCalled();
  });
});
