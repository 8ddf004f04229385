/**
 * Issue 15 item 2, "A reused commandId silently drops the new command": the same commandId with
 * another payload or another mutation used to answer `duplicate: true` with the first command's
 * events, so an acknowledged write was lost. Now it is refused, naming the first command.
 */
import { fixedClock } from '../../../src/commands/clock';
import { CommandPipeline, type CommandEnvelope } from '../../../src/commands/pipeline';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import { SqliteEventStore } from '../../../src/store/sqlite/sqlite-event-store';
import type { EventStore } from '../../../src/store/event-store';
import {
  counterAggregate,
  type CounterCommand,
  type CounterEvent,
  type CounterState,
} from './counter-decider';

const S = 'tournament-reuse';
const envelope = (command: CounterCommand, commandId: string): CommandEnvelope<CounterCommand> => ({
  streamId: S,
  command,
  commandId,
  actor: { id: 'td-1', role: 'director' },
});

describe.each([
  ['memory', () => new MemoryEventStore()],
  ['sqlite', () => new SqliteEventStore({ file: ':memory:' })],
] as const)('a reused commandId through the pipeline (%s store)', (_name, open) => {
  let store: EventStore;
  let pipeline: CommandPipeline<CounterCommand, CounterEvent, CounterState>;
  beforeEach(() => {
    store = open();
    pipeline = new CommandPipeline(counterAggregate, {
      store,
      clock: fixedClock('2026-11-29T18:00:00.000Z'),
      random: () => ({ int: () => 0 }),
    });
  });
  afterEach(() => store.close());

  it('another payload under the same commandId is refused with COMMAND_ID_REUSED, not answered as a duplicate', async () => {
    await pipeline.execute(envelope({ type: 'Add', amount: 10 }, 'tablet-1'));
    const second = await pipeline.execute(envelope({ type: 'Add', amount: 20 }, 'tablet-1'));
    expect(second.ok).toBe(false);
    if (second.ok) return;
    expect(second.rejection.code).toBe('COMMAND_ID_REUSED');
    expect(second.rejection.message).toContain('already used for an Add command');
    expect(await store.readStream(S)).toHaveLength(1);
  });

  it('another mutation under the same commandId is refused, naming the first command type', async () => {
    await pipeline.execute(envelope({ type: 'Add', amount: 10 }, 'tablet-2'));
    const second = await pipeline.execute(envelope({ type: 'Reset' }, 'tablet-2'));
    expect(!second.ok && second.rejection.code).toBe('COMMAND_ID_REUSED');
    expect(!second.ok && second.rejection.message).toMatch(/already used for an Add command/);
    expect(await store.readStream(S)).toHaveLength(1);
  });

  it('a reused commandId whose new command decide would reject is still COMMAND_ID_REUSED', async () => {
    await pipeline.execute(envelope({ type: 'Add', amount: 60 }, 'tablet-3'));
    // 60 + 70 passes the cap: the rejection path must also compare fingerprints.
    const second = await pipeline.execute(envelope({ type: 'Add', amount: 70 }, 'tablet-3'));
    expect(!second.ok && second.rejection.code).toBe('COMMAND_ID_REUSED');
  });

  it('the same command retried (fields in another order) still gets its first result', async () => {
    const first = await pipeline.execute(
      envelope({ type: 'AddEach', amounts: [1, 2] }, 'tablet-4'),
    );
    const again = await pipeline.execute(
      envelope({ amounts: [1, 2], type: 'AddEach' } as CounterCommand, 'tablet-4'),
    );
    expect(again.ok && again.duplicate).toBe(true);
    expect(again.ok && again.events.map((e) => e.eventId)).toEqual(
      first.ok && first.events.map((e) => e.eventId),
    );
  });

  it('the fingerprint is taken of the command as sent, not as completed by look-ups', async () => {
    const sent: CounterCommand = { type: 'Add', amount: 5 };
    await pipeline.execute({ ...envelope({ type: 'Add', amount: 5 }, 'tablet-5'), asSent: sent });
    // A look-up now completes the command differently: still the same command to the client.
    const again = await pipeline.execute({
      ...envelope({ type: 'Add', amount: 6 }, 'tablet-5'),
      asSent: sent,
    });
    expect(again.ok && again.duplicate).toBe(true);
    expect(await store.readStream(S)).toHaveLength(1);
  });
});
