import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixedClock } from '../../../src/commands/clock';
import { CommandPipeline, type CommandResult } from '../../../src/commands/pipeline';
import { verifyStream } from '../../../src/events/hash-chain';
import { SqliteEventStore } from '../../../src/store/sqlite/sqlite-event-store';
import { counterAggregate, type CounterCommand } from './counter-decider';

/**
 * Group commit (issue 16, src/store/group-commit.ts): commands in flight together share one
 * SQLite transaction; a command behind another on the same stream decides on its uncommitted
 * state and commits or fails with it; a rolled-back batch sends each command again alone.
 */
describe('group commit in the command pipeline (sqlite)', () => {
  let dir: string;
  let store: SqliteEventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ledger-group-'));
    store = new SqliteEventStore({ file: join(dir, 'ledger.db') });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const pipeline = (groupCommit: boolean, snapshotEvery = 0) =>
    new CommandPipeline(counterAggregate, {
      store,
      clock: fixedClock('2026-11-29T18:00:00.000Z'),
      random: () => ({ int: () => 0 }),
      snapshotEvery,
      groupCommit,
    });
  let n = 0;
  const send = (
    p: ReturnType<typeof pipeline>,
    streamId: string,
    command: CounterCommand,
    commandId = `cmd-${++n}`,
  ): Promise<CommandResult> =>
    p.execute({ streamId, command, commandId, actor: { id: 'fl', role: 'floor' } });
  const total = async (streamId: string) => (await pipeline(false).load(streamId)).state.total;
  const transactions = (p: ReturnType<typeof pipeline>) => p.groupCommitStats()!.batches;
  const rolledBack = (p: ReturnType<typeof pipeline>) => p.groupCommitStats()!.aborted;

  it('two commands on one stream: one transaction, the second decided on the first', async () => {
    const p = pipeline(true);
    await send(p, 'tournament-a', { type: 'Add', amount: 1 });
    const before = transactions(p);
    const [first, second, third] = await Promise.all([
      send(p, 'tournament-a', { type: 'Add', amount: 60 }),
      // 1 + 60 + 50 passes the cap: refused on the first one's state, not yet committed.
      send(p, 'tournament-a', { type: 'Add', amount: 50 }),
      send(p, 'tournament-a', { type: 'Add', amount: 30 }),
    ]);
    expect(first).toMatchObject({ ok: true, revision: 1 });
    expect(second).toMatchObject({ ok: false, rejection: { code: 'CAP_EXCEEDED' } });
    expect(third).toMatchObject({ ok: true, revision: 2 });
    expect(transactions(p) - before).toBe(1);
    expect(rolledBack(p)).toBe(0);
    expect(await total('tournament-a')).toBe(91);
    // The cached state is the committed one: the next command decides on 91.
    expect(await send(p, 'tournament-a', { type: 'Add', amount: 10 })).toMatchObject({
      ok: false,
      rejection: { code: 'CAP_EXCEEDED' },
    });
    expect(verifyStream(await store.readStream('tournament-a')).ok).toBe(true);
  });

  it('commands on two streams share one transaction; both chains verify', async () => {
    const p = pipeline(true);
    const results = await Promise.all([
      send(p, 'tournament-a', { type: 'AddEach', amounts: [1, 2] }),
      send(p, 'tournament-b', { type: 'Add', amount: 5 }),
      send(p, 'tournament-a', { type: 'Add', amount: 3 }),
    ]);
    expect(results.map((r) => r.ok && r.revision)).toEqual([1, 0, 2]);
    expect(transactions(p)).toBe(1);
    expect(await total('tournament-a')).toBe(6);
    expect(await total('tournament-b')).toBe(5);
    for (const s of ['tournament-a', 'tournament-b'])
      expect(verifyStream(await store.readStream(s)).ok).toBe(true);
  });

  it('a batch rolled back by a stale expected revision fails only what must fail, and the cache follows the store', async () => {
    const p = pipeline(true);
    await send(p, 'tournament-a', { type: 'Add', amount: 1 }); // cached at total 1
    await send(pipeline(false), 'tournament-a', { type: 'Add', amount: 44 }); // another writer: 45
    const [a1, a2, b] = await Promise.all([
      // Decided on the stale cache (1 -> 61): the batch's transaction fails on its revision.
      send(p, 'tournament-a', { type: 'Add', amount: 60 }),
      // Refused on that uncommitted state (61 + 50), so it waits for the batch: rolled back, it
      // is decided again alone on the stored 45 and accepted.
      send(p, 'tournament-a', { type: 'Add', amount: 50 }),
      send(p, 'tournament-b', { type: 'Add', amount: 7 }),
    ]);
    // Alone again: 45 + 60 passes the cap; the other stream's command is simply committed.
    expect(a1).toMatchObject({ ok: false, rejection: { code: 'CAP_EXCEEDED' } });
    expect(a2).toMatchObject({ ok: true, revision: 2 });
    expect(b).toMatchObject({ ok: true, revision: 0 });
    expect(rolledBack(p)).toBe(1);
    expect(await total('tournament-a')).toBe(95);
    expect(await total('tournament-b')).toBe(7);
    expect(await send(p, 'tournament-a', { type: 'Add', amount: 5 })).toMatchObject({
      ok: true,
      revision: 3,
    });
    expect(await total('tournament-a')).toBe(100);
    expect(verifyStream(await store.readStream('tournament-a')).ok).toBe(true);
  });

  it('a command on the same stream behind a failing one is rolled back with it and decided again', async () => {
    const p = pipeline(true);
    await send(p, 'tournament-a', { type: 'Add', amount: 10 });
    await send(pipeline(false), 'tournament-a', { type: 'Add', amount: 20 }); // stored: 30
    const [x, y] = await Promise.all([
      send(p, 'tournament-a', { type: 'Add', amount: 40 }), // on 10 -> 50: stale
      send(p, 'tournament-a', { type: 'Add', amount: 40 }), // on 50 -> 90, with it
    ]);
    // Alone: 30 + 40 = 70 is accepted; 70 + 40 passes the cap.
    expect(x).toMatchObject({ ok: true, revision: 2 });
    expect(y).toMatchObject({ ok: false, rejection: { code: 'CAP_EXCEEDED' } });
    expect(rolledBack(p)).toBe(1);
    expect(await total('tournament-a')).toBe(70);
    expect(await store.readStream('tournament-a')).toHaveLength(3);
  });

  it('an idempotent retry, in flight or after the commit, returns the first result', async () => {
    const p = pipeline(true);
    const [first, retry] = await Promise.all([
      send(p, 'tournament-a', { type: 'Add', amount: 10 }, 'same-id'),
      send(p, 'tournament-a', { type: 'Add', amount: 10 }, 'same-id'),
    ]);
    expect(first).toMatchObject({ ok: true, duplicate: false, revision: 0 });
    expect(retry).toMatchObject({ ok: true, duplicate: true, revision: 0 });
    if (first.ok && retry.ok) expect(retry.events).toEqual(first.events);
    const later = await send(p, 'tournament-a', { type: 'Add', amount: 10 }, 'same-id');
    expect(later).toMatchObject({ ok: true, duplicate: true, revision: 0 });
    // The same id with other content, in flight: refused, nothing recorded for it.
    const [other, reused] = await Promise.all([
      send(p, 'tournament-a', { type: 'Add', amount: 1 }, 'id-2'),
      send(p, 'tournament-a', { type: 'Add', amount: 2 }, 'id-2'),
    ]);
    expect(other).toMatchObject({ ok: true, revision: 1 });
    expect(reused).toMatchObject({ ok: false, rejection: { code: 'COMMAND_ID_REUSED' } });
    // The in-flight retries waited for their first attempt instead of joining its batch; the
    // retry after the commit was decided and its batch rolled back on the stored command id
    // (no look-up up front, as in the store's append), then answered alone as a duplicate.
    expect(rolledBack(p)).toBe(1);
    expect(await total('tournament-a')).toBe(11);
  });

  it('a repeated command id already stored rolls its batch back; the others are committed alone', async () => {
    const p = pipeline(true);
    await send(p, 'tournament-a', { type: 'Add', amount: 10 }, 'stored-id');
    // A fresh pipeline (cold cache) sends the stored id again beside a command on another stream.
    const q = pipeline(true);
    await q.load('tournament-a');
    const [again, b] = await Promise.all([
      send(q, 'tournament-a', { type: 'Add', amount: 10 }, 'stored-id'),
      send(q, 'tournament-b', { type: 'Add', amount: 3 }),
    ]);
    expect(again).toMatchObject({ ok: true, duplicate: true, revision: 0 });
    expect(b).toMatchObject({ ok: true, revision: 0 });
    expect(await total('tournament-a')).toBe(10);
    expect(await total('tournament-b')).toBe(3);
    expect(rolledBack(q)).toBe(1);
  });

  it('snapshots taken in a batch are sealed at the committed revision and load like a replay', async () => {
    const p = pipeline(true, 4);
    await Promise.all(
      Array.from({ length: 9 }, () => send(p, 'tournament-a', { type: 'AddEach', amounts: [1] })),
    );
    expect(transactions(p)).toBe(1);
    const snap = await store.loadSnapshot('tournament-a');
    expect(snap?.revision).toBe(7);
    const fromSnapshot = await pipeline(false, 4).load('tournament-a');
    const replay = await pipeline(false, 0).load('tournament-a');
    expect(fromSnapshot).toEqual(replay);
    expect(replay).toMatchObject({ revision: 8, state: { total: 9 } });
  });
});
