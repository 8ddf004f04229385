/**
 * Issue 17: the display read model stores the folded tournament by pieces; what it reads back
 * must be the very state the decider folds, however the events were batched. (The operations
 * read model no longer keeps that state: test/unit/projections/operations-fold.test.ts.)
 */
import { decodeDisplayState } from '../../../src/projections/hand-book-pieces';
import { displayProjection } from '../../../src/projections/display/projection';
import { ProjectionRuntime } from '../../../src/projections/runtime';
import { readPieces } from '../../../src/projections/state-pieces';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import { T } from '../../support/tournament-fixtures';
import { raTournament } from './operations-scenario';
import { appendTo, memoryReadModel } from './support';

const withoutVersion = (s: object) => ({ ...s, version: 0 });

describe('display read model: the folded state stored by pieces', () => {
  it.each([1, 7, 10_000])(
    'FSNP Art. 60: the display read model, in batches of %i events, stores the state the decider folds',
    async (batchSize) => {
      const sc = raTournament();
      const store = new MemoryEventStore();
      await appendTo(store, T, sc.events);
      const ds = await memoryReadModel([displayProjection]);
      try {
        await new ProjectionRuntime(store, ds, [displayProjection], { batchSize }).catchUp();
        const [row] = (await ds.query('SELECT * FROM "display_view"')) as Record<string, string>[];
        const pieces = (await readPieces(ds.manager, 'display_state_pieces', [T])).get(T)!;
        const stored = decodeDisplayState(row.state, pieces, row.hands, 0);
        expect(withoutVersion(JSON.parse(JSON.stringify(stored)))).toEqual(
          withoutVersion(JSON.parse(JSON.stringify(sc.state))),
        );
      } finally {
        await ds.destroy();
        await store.close();
      }
    },
  );
});
