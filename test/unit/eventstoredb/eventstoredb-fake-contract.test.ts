import { EventStoreDbStore } from '../../../src/store/eventstoredb/eventstoredb-store';
import { eventStoreContract } from '../../contract/event-store.contract';
import { FakeKurrentDB } from './fake-kurrentdb';

/**
 * The store contract against the adapter on an in-memory KurrentDB stand-in: checks the
 * adapter's own logic (chaining, numbering of $all, command markers, subscription switch-over)
 * where no server exists. The same suite runs on a real server with EVENTSTORE_URL.
 */
eventStoreContract(
  'eventstoredb adapter (in-memory KurrentDB stand-in)',
  async () => {
    const server = new FakeKurrentDB();
    const store = new EventStoreDbStore(server.asClient());
    const recordOf = (s: string, r: number) => {
      const rec = server.streams.get(s)?.[r];
      if (!rec) throw new Error(`no event ${s}@${r}`);
      return rec;
    };
    return {
      store,
      // Edits go around the adapter, straight into the "server's" records.
      tamper: {
        async editData(s, r, edit) {
          const rec = recordOf(s, r);
          rec.data = JSON.parse(edit(JSON.stringify(rec.data)));
        },
        async deleteEvent(s, r) {
          const rec = recordOf(s, r);
          server.streams.get(s)?.splice(r, 1);
          server.all.splice(server.all.indexOf(rec), 1);
        },
        async swapRevisions(s, a, b) {
          const x = recordOf(s, a);
          const y = recordOf(s, b);
          [x.revision, y.revision] = [y.revision, x.revision];
          const list = server.streams.get(s) ?? [];
          [list[a], list[b]] = [list[b], list[a]];
        },
      },
      close: () => store.close(),
    };
  },
  { appendOnly: true },
);
