import { projectAsOf } from '../../../src/projections/time-travel';
import { getTournament, listRegistrations } from '../../../src/projections/tournaments/queries';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import { appendTo, seedTournament } from './support';

describe('time travel', () => {
  it('issue 7: a read model as of a past position shows only what had happened by then', async () => {
    const store = new MemoryEventStore();
    // 1 created, 2 opened, 3..6 players p-1..p-4, 7 cancelled
    await seedTournament(store, 't-1', 4);
    await appendTo(store, 't-1', [
      {
        type: 'TournamentCancelled',
        data: { reason: 'storm', cancelledAt: '2026-12-03T00:00:00.000Z' },
      },
    ]);
    const asOf = async (position: number) => {
      const past = await projectAsOf(store, position);
      try {
        const t = await getTournament(past.dataSource, 't-1');
        const regs = await listRegistrations(past.dataSource, 't-1', { first: 100 });
        return { at: past.position, status: t?.status, entries: t?.entries, regs: regs.totalCount };
      } finally {
        await past.close();
      }
    };
    expect(await asOf(0)).toEqual({ at: 0, status: undefined, entries: undefined, regs: 0 });
    expect(await asOf(1)).toEqual({ at: 1, status: 'scheduled', entries: 0, regs: 0 });
    expect(await asOf(4)).toEqual({ at: 4, status: 'registration-open', entries: 2, regs: 2 });
    expect(await asOf(7)).toEqual({ at: 7, status: 'cancelled', entries: 4, regs: 4 });
    expect(await asOf(1000)).toEqual({ at: 7, status: 'cancelled', entries: 4, regs: 4 });
    await expect(projectAsOf(store, -1)).rejects.toThrow(RangeError);
    await store.close();
  });
});
