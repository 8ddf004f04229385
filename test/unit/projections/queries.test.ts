import type { DataSource } from 'typeorm';
import { BadPageArgsError } from '../../../src/projections/pagination';
import { ProjectionRuntime } from '../../../src/projections/runtime';
import {
  getTournament,
  listRegistrations,
  listTournaments,
} from '../../../src/projections/tournaments/queries';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import { appendTo, memoryReadModel, seedTournament, PROJECTIONS } from './support';

describe('tournament queries', () => {
  let store: MemoryEventStore;
  let ds: DataSource;

  beforeAll(async () => {
    store = new MemoryEventStore();
    ds = await memoryReadModel();
    for (let i = 1; i <= 5; i++) await seedTournament(store, `t-${i}`, i === 1 ? 25 : 1);
    await appendTo(store, 't-3', [
      {
        type: 'TournamentCancelled',
        data: { reason: 'venue flooded', cancelledAt: '2026-12-02T08:00:00.000Z' },
      },
    ]);
    // t-4 starts with late registration, which then closes while it runs; t-5 runs and ends.
    const started = {
      type: 'TournamentStarted',
      data: { startedAt: '2026-12-05T17:00:00.000Z', entries: 1, startingStack: 20_000 },
    };
    await appendTo(store, 't-4', [
      { ...started, data: { ...started.data, lateRegistration: true } },
      { type: 'RegistrationClosed', data: { closedAt: '2026-12-05T19:40:00.000Z' } },
    ]);
    await appendTo(store, 't-5', [
      { type: 'RegistrationClosed', data: { closedAt: '2026-12-05T16:59:00.000Z' } },
      { ...started, data: { ...started.data, lateRegistration: false } },
      {
        type: 'TournamentCompleted',
        data: { winnerId: 'p-1', completedAt: '2026-12-06T02:00:00.000Z', standings: [] },
      },
    ]);
    await new ProjectionRuntime(store, ds, PROJECTIONS).catchUp();
  });

  afterAll(async () => {
    await store.close();
    await ds.destroy();
  });

  it('issue 2: tournaments pages by opaque cursor in creation order, no row lost or repeated', async () => {
    const p1 = await listTournaments(ds, { first: 2 });
    expect(p1.nodes.map((t) => t.id)).toEqual(['t-1', 't-2']);
    expect(p1.pageInfo.hasNextPage).toBe(true);
    expect(p1.totalCount).toBe(5);
    expect(p1.pageInfo.endCursor).not.toMatch(/t-2|\d+$/);
    const p2 = await listTournaments(ds, { first: 2, after: p1.pageInfo.endCursor });
    expect(p2.nodes.map((t) => t.id)).toEqual(['t-3', 't-4']);
    const p3 = await listTournaments(ds, { first: 2, after: p2.pageInfo.endCursor });
    expect(p3.nodes.map((t) => t.id)).toEqual(['t-5']);
    expect(p3.pageInfo).toEqual({ hasNextPage: false, endCursor: p3.edges[0].cursor });
  });

  it('issue 2, 17: the tournaments list shows each status, running once started and completed once completed', async () => {
    const all = await listTournaments(ds, { first: 100 });
    expect(all.nodes.map((t) => [t.id, t.status])).toEqual([
      ['t-1', 'registration-open'],
      ['t-2', 'registration-open'],
      ['t-3', 'cancelled'],
      ['t-4', 'running'],
      ['t-5', 'completed'],
    ]);
    expect((await getTournament(ds, 't-4'))?.registrationClosedAt).toBe('2026-12-05T19:40:00.000Z');
    expect((await getTournament(ds, 't-3'))?.cancelReason).toBe('venue flooded');
  });

  it('LNSE IV.1.3: registrations page in registration-number order', async () => {
    const seen: number[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await listRegistrations(ds, 't-1', { first: 10, after });
      seen.push(...page.nodes.map((r) => r.registrationNumber));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('FSNP Art. 29: a registration shows the document type and a masked number, never the full number', async () => {
    const [r] = (await listRegistrations(ds, 't-1', { first: 1 })).nodes;
    expect(r).toMatchObject({
      playerId: 'p-1',
      idDocumentType: 'CI',
      idDocumentMasked: '******56',
    });
    const raw = JSON.stringify(await ds.query('SELECT * FROM registrations'));
    expect(raw).not.toContain('RX123456');
  });

  it('issue 2: a cursor of another list, a forged cursor and an oversized page are refused naming the field', async () => {
    const t = await listTournaments(ds, { first: 1 });
    await expect(
      listRegistrations(ds, 't-1', { first: 1, after: t.pageInfo.endCursor }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    await expect(listTournaments(ds, { after: 'not-a-cursor' })).rejects.toBeInstanceOf(
      BadPageArgsError,
    );
    await expect(listTournaments(ds, { first: 101 })).rejects.toMatchObject({ field: 'first' });
    await expect(listTournaments(ds, { first: -1 })).rejects.toMatchObject({ field: 'first' });
  });

  it('issue 2: an unknown tournament is null, and an empty page has no cursor', async () => {
    expect(await getTournament(ds, 'nope')).toBeNull();
    const empty = await listRegistrations(ds, 'nope', {});
    expect(empty).toEqual({
      edges: [],
      nodes: [],
      pageInfo: { hasNextPage: false, endCursor: null },
      totalCount: 0,
    });
  });
});
