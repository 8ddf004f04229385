import type { DataSource } from 'typeorm';
import { externalProjections } from '../../src/bus/projector/external-projections';
import { feedOnlyStore } from '../../src/bus/projector/feed-only-store';
import { offsetKey } from '../../src/bus/projector/runtime-feed-target';
import type { StoredEvent } from '../../src/events/envelope';
import { ProjectionRuntime } from '../../src/projections/runtime';
import { MemoryEventStore } from '../../src/store/memory/memory-event-store';
import { PROJECTIONS, memoryReadModel, seedTournament } from '../unit/projections/support';

/**
 * LEDGER_PROJECTIONS=external without a broker (issue 9): the API's read-your-writes and
 * /health read the marks and offsets a Kafka projector commits. Here a runtime on the same
 * read model plays the projector, applying batches exactly as RuntimeFeedTarget does.
 */
describe('external projections: read-your-writes from the projector’s stream marks', () => {
  let store: MemoryEventStore;
  let ds: DataSource;
  let projector: ProjectionRuntime;
  let events: StoredEvent[];

  const api = () =>
    externalProjections({
      store,
      runtime: new ProjectionRuntime(store, ds, PROJECTIONS, { log: () => undefined }),
      reader: ds,
      pollMs: 5,
    });
  /** What the projector commits for one partition batch, for every projection. */
  const project = async (batch: readonly StoredEvent[], nextOffset: string) => {
    for (const p of PROJECTIONS) {
      await projector.applyBatch(p, batch, { key: offsetKey('g', 'topic', 0), value: nextOffset });
    }
  };

  beforeEach(async () => {
    store = new MemoryEventStore();
    await seedTournament(store, 'x-1', 3);
    await seedTournament(store, 'x-2', 2);
    events = await store.readAll(0, 100);
    ds = await memoryReadModel();
    projector = new ProjectionRuntime(feedOnlyStore(), ds, PROJECTIONS, { log: () => undefined });
    await projector.prepare();
  });
  afterEach(async () => {
    await ds.destroy();
    await store.close();
  });

  it('issue 9: a mutation waits until every projection folded in its stream revision, then answers', async () => {
    const ext = api();
    await ext.prepare();
    const x1 = events.filter((e) => e.streamId === 'tournament-x-1');
    const last = x1[x1.length - 1];
    ext.remember(x1);
    const waiting = ext.waitForPosition(last.globalPosition, 5_000);
    let answered = false;
    void waiting.then(() => (answered = true));
    await project(x1.slice(0, -1), '4');
    await new Promise((r) => setTimeout(r, 50));
    expect(answered).toBe(false);
    await project(x1.slice(-1), '5');
    expect(await waiting).toBe(true);
  });

  it('issue 9: a position appended by another API replica is found in the store; unprojected it times out', async () => {
    const ext = api();
    await ext.prepare();
    const x2 = events.filter((e) => e.streamId === 'tournament-x-2');
    const last = x2[x2.length - 1];
    // Nothing remembered: this process did not append it.
    expect(await ext.waitForPosition(last.globalPosition, 100)).toBe(false);
    await project(x2, '4');
    expect(await ext.waitForPosition(last.globalPosition, 100)).toBe(true);
    // Another stream's progress does not answer for this one.
    const x1Last = events.filter((e) => e.streamId === 'tournament-x-1').pop()!;
    expect(await ext.waitForPosition(x1Last.globalPosition, 50)).toBe(false);
  });

  it('issue 9, issue 10: the display hears of new events only once the projector has committed them', async () => {
    const ext = api();
    await ext.prepare();
    const heard: string[][] = [];
    await ext.follow((batch) => heard.push(batch.map((e) => e.eventId)));
    await seedTournament(store, 'x-3', 1);
    const x3 = (await store.readAll(events.length, 100)).filter(
      (e) => e.streamId === 'tournament-x-3',
    );
    expect(x3).toHaveLength(3);
    await new Promise((r) => setTimeout(r, 100));
    expect(heard).toEqual([]);
    await project(x3, '3');
    const end = performance.now() + 5_000;
    while (heard.flat().length < x3.length && performance.now() < end)
      await new Promise((r) => setTimeout(r, 10));
    expect(heard.flat()).toEqual(x3.map((e) => e.eventId));
    await ext.close();
  });

  it('issue 9: health reports offsets, streams reached and which projections are behind the head', async () => {
    const ext = api();
    await ext.prepare();
    const before = await ext.health();
    expect(before.ok).toBe(true);
    expect(before.detail).toMatchObject({
      mode: 'external',
      headPosition: events.length,
      behindHead: PROJECTIONS.map((p) => p.name),
    });
    await project(events, String(events.length));
    const after = await ext.health();
    expect(after.detail.behindHead).toEqual([]);
    expect(after.detail.list).toEqual(
      PROJECTIONS.map((p) => ({
        name: p.name,
        version: p.version,
        storedVersion: p.version,
        streams: 2,
        offsets: { [offsetKey('g', 'topic', 0)]: String(events.length) },
      })),
    );
  });
});
