import { fixedClock } from '../../src/commands/clock';
import { CommandPipeline } from '../../src/commands/pipeline';
import { verifyStream } from '../../src/events/hash-chain';
import { PostgresEventStore } from '../../src/store/postgres/postgres-event-store';
import { createScratchDatabase, describePostgres, type ScratchDatabase } from '../support/postgres';
import { counterAggregate } from '../unit/commands/counter-decider';

/** Two API processes (two stores, two pipelines) writing one tournament on one database. */
describePostgres('postgres: command pipeline from two processes on one stream', () => {
  let db: ScratchDatabase;
  beforeAll(async () => {
    db = await createScratchDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('DESIGN.md Write side: concurrent commands from two processes are each recorded once, none lost, chain intact', async () => {
    const stores = await Promise.all(
      [0, 1].map(() => PostgresEventStore.open({ connectionString: db.url })),
    );
    try {
      const pipelines = stores.map(
        (store) =>
          new CommandPipeline(counterAggregate, {
            store,
            clock: fixedClock('2026-11-29T18:00:00.000Z'),
            random: () => ({ int: () => 0 }),
            snapshotEvery: 5,
            maxAttempts: 50,
          }),
      );
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          pipelines[i % 2].execute({
            streamId: 'tournament-pp',
            command: { type: 'Add', amount: 2 },
            commandId: `pp-${i}`,
            actor: { id: 'fl-1', role: 'floor' },
          }),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(40);
      // A retry of one of them, through the other process, is answered with the first result.
      const retry = await pipelines[1].execute({
        streamId: 'tournament-pp',
        command: { type: 'Add', amount: 2 },
        commandId: 'pp-0',
        actor: { id: 'fl-1', role: 'floor' },
      });
      expect(retry.ok && retry.duplicate).toBe(true);
      const events = await stores[0].readStream('tournament-pp');
      expect(events).toHaveLength(40);
      expect(new Set(events.map((e) => e.metadata.commandId)).size).toBe(40);
      expect(verifyStream(events).ok).toBe(true);
      for (const p of pipelines) expect((await p.load('tournament-pp')).state.total).toBe(80);
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  });
});
