import { initialTournamentState, type TournamentState } from '../../aggregates/tournament/views';
import type { StoredEvent } from '../../events/envelope';
import type { Projection } from '../projection';
import { toInt, upsertRows } from '../sql';
import { foldCache, foldBatch, type FoldedTournament, type FoldStore } from '../tournament-fold';
import { DISPLAY_ENTITIES } from './entities';
import { displayViewOf, type DisplayView } from './view';

interface CacheEntry {
  state: TournamentState;
  lastRevision: number;
  pauseReason: string | null;
}

/** The tournament state keeps no pause reason; the banner needs it (FSNP Art. 62). */
interface DisplayFolded extends FoldedTournament {
  pauseReason: string | null;
}

const cacheOf = foldCache<CacheEntry>();

const STORE: FoldStore<DisplayFolded, CacheEntry> = {
  progressTable: 'display_view',
  storedSelect: 'SELECT "tournament_id", "state", "view", "last_revision" FROM "display_view"',
  fromCache: (entry, position) => ({ ...entry, position }),
  fromStored: (r, position) => ({
    state: JSON.parse(r.state as string) as TournamentState,
    lastRevision: toInt(r.last_revision),
    pauseReason: (JSON.parse(r.view as string) as Partial<DisplayView>).pauseReason ?? null,
    position,
  }),
  fresh: () => ({
    state: initialTournamentState(),
    lastRevision: -1,
    pauseReason: null,
    position: 0,
  }),
};

function notePause(_id: string, f: DisplayFolded, e: StoredEvent): void {
  if (e.type === 'ClockPaused') f.pauseReason = (e.data as { reason?: string }).reason ?? null;
  else if (e.type === 'ClockResumed') f.pauseReason = null;
}

/**
 * The hall display read model (issue 10; FSNP Art. 4, 60): each tournament's stream folded with
 * the tournament's own evolve (tournament-fold.ts), and the public display document derived
 * from it.
 */
export const displayProjection: Projection = {
  name: 'display',
  // 2: pause reason, purchase windows, results and the players-only average (issue 21).
  version: 2,
  entities: DISPLAY_ENTITIES,
  async apply(events: readonly StoredEvent[], manager) {
    const { folded, touched } = await foldBatch(
      manager,
      events,
      cacheOf(manager),
      STORE,
      notePause,
    );
    const rows: unknown[][] = [];
    for (const id of touched) {
      const f = folded.get(id)!;
      rows.push([
        id,
        JSON.stringify(f.state),
        JSON.stringify(displayViewOf(id, f.state, f.pauseReason)),
        f.lastRevision,
        f.position,
      ]);
      cacheOf(manager).set(id, {
        state: f.state,
        lastRevision: f.lastRevision,
        pauseReason: f.pauseReason,
      });
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
