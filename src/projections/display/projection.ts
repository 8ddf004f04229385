import { tournamentDecider, type TournamentState } from '../../aggregates/tournament';
import type { StoredEvent } from '../../events/envelope';
import type { Projection } from '../projection';
import { toInt, upsertRows } from '../sql';
import { foldCache, foldBatch, type FoldedTournament, type FoldStore } from '../tournament-fold';
import { DISPLAY_ENTITIES } from './entities';
import { displayViewOf } from './view';

interface CacheEntry {
  state: TournamentState;
  lastRevision: number;
}

const cacheOf = foldCache<CacheEntry>();

const STORE: FoldStore<FoldedTournament, CacheEntry> = {
  progressTable: 'display_view',
  storedSelect: 'SELECT "tournament_id", "state", "last_revision" FROM "display_view"',
  fromCache: (entry, position) => ({ ...entry, position }),
  fromStored: (r, position) => ({
    state: JSON.parse(r.state as string) as TournamentState,
    lastRevision: toInt(r.last_revision),
    position,
  }),
  fresh: () => ({ state: tournamentDecider.initialState, lastRevision: -1, position: 0 }),
};

/**
 * The hall display read model (issue 10; FSNP Art. 4, 60): each tournament's stream folded with
 * the tournament's own evolve (tournament-fold.ts), and the public display document derived
 * from it.
 */
export const displayProjection: Projection = {
  name: 'display',
  version: 1,
  entities: DISPLAY_ENTITIES,
  async apply(events: readonly StoredEvent[], manager) {
    const { folded, touched } = await foldBatch(manager, events, cacheOf(manager), STORE);
    const rows: unknown[][] = [];
    for (const id of touched) {
      const f = folded.get(id)!;
      rows.push([
        id,
        JSON.stringify(f.state),
        JSON.stringify(displayViewOf(id, f.state)),
        f.lastRevision,
        f.position,
      ]);
      cacheOf(manager).set(id, { state: f.state, lastRevision: f.lastRevision });
    }
    await upsertRows(
      manager,
      {
        table: 'display_view',
        columns: ['tournament_id', 'state', 'view', 'last_revision', 'position'],
        conflict: ['tournament_id'],
        update: ['state', 'view', 'last_revision', 'position'],
      },
      rows,
    );
  },
};
