import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixedClock } from '../../../src/commands/clock';
import { CommandPipeline } from '../../../src/commands/pipeline';
import { verifyStream } from '../../../src/events/hash-chain';
import { SqliteEventStore } from '../../../src/store/sqlite/sqlite-event-store';
import { counterAggregate } from './counter-decider';

describe('command pipeline over the sqlite store (DESIGN.md "Write side", snapshots)', () => {
  let dir: string;
  let store: SqliteEventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ledger-pipeline-'));
    store = new SqliteEventStore({ file: join(dir, 'ledger.db') });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const pipeline = (snapshotEvery: number) =>
    new CommandPipeline(counterAggregate, {
      store,
      clock: fixedClock('2026-11-29T18:00:00.000Z'),
      random: () => ({ int: () => 0 }),
      snapshotEvery,
    });

  it('a state loaded from a snapshot plus the tail equals the full replay, and the chain verifies', async () => {
    const p = pipeline(7);
    let n = 0;
    for (let i = 0; i < 30; i++) {
      const amounts = [1, 2, 3].slice(0, 1 + (i % 3));
      const r = await p.execute({
        streamId: 'tournament-s',
        command: { type: 'AddEach', amounts },
        commandId: `c-${i}`,
        actor: { id: 'fl', role: 'floor' },
      });
      expect(r.ok).toBe(true);
      n += amounts.length;
    }
    const snap = await store.loadSnapshot('tournament-s');
    expect(snap && snap.revision).toBeGreaterThan(n - 1 - 7);
    const fromSnapshot = await pipeline(7).load('tournament-s');
    const fullReplay = await pipeline(0).load('tournament-s');
    expect(fromSnapshot).toEqual(fullReplay);
    expect(fullReplay.revision).toBe(n - 1);
    expect(verifyStream(await store.readStream('tournament-s')).ok).toBe(true);
  });
});
