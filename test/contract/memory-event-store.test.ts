import { MemoryEventStore } from '../../src/store/memory/memory-event-store';
import { eventStoreContract } from './event-store.contract';

eventStoreContract('memory', async () => {
  const store = new MemoryEventStore();
  const find = (s: string, r: number) => {
    const row = store.rows.find((x) => x.streamId === s && x.revision === r);
    if (!row) throw new Error(`no row ${s}@${r}`);
    return row;
  };
  return {
    store,
    tamper: {
      async editData(s, r, edit) {
        const row = find(s, r);
        row.data = edit(row.data);
      },
      async deleteEvent(s, r) {
        store.rows.splice(store.rows.indexOf(find(s, r)), 1);
      },
      async truncate(s, from) {
        for (const row of store.rows.filter((x) => x.streamId === s && x.revision >= from))
          store.rows.splice(store.rows.indexOf(row), 1);
      },
      async swapRevisions(s, a, b) {
        const ra = find(s, a);
        const rb = find(s, b);
        [ra.revision, rb.revision] = [rb.revision, ra.revision];
      },
    },
    close: () => store.close(),
  };
});
