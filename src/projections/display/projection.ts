import { initialTournamentState, type TournamentState } from '../../aggregates/tournament/views';
import type { StoredEvent } from '../../events/envelope';
import type { Projection } from '../projection';
import { toInt, upsertRows } from '../sql';
import {
  collectPieces,
  decodeState,
  encodeCore,
  newPieceWrites,
  PIECE_MAPS,
  piecePath,
  writePieces,
} from '../state-pieces';
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
  storedSelect:
    'SELECT "tournament_id", "state", "hands", "view", "last_revision" FROM "display_view"',
  piecesTable: 'display_state_pieces',
  track: PIECE_MAPS.map(piecePath),
  fromCache: (entry, position) => ({ ...entry, position }),
  fromStored: (r, position, pieces) => ({
    state: decodeState(
      r.state as string,
      pieces,
      JSON.parse(r.hands as string) as TournamentState['hands'] | null,
      toInt(r.last_revision),
    ),
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
  // 3: the folded state stored by pieces (state-pieces.ts), its hands apart (issue 17).
  version: 3,
  entities: DISPLAY_ENTITIES,
  async apply(events: readonly StoredEvent[], manager) {
    const { folded, touched, writes } = await foldBatch(
      manager,
      events,
      cacheOf(manager),
      STORE,
      notePause,
    );
    const rows: unknown[][] = [];
    const pieces = newPieceWrites();
    for (const id of touched) {
      const f = folded.get(id)!;
      const w = writes.get(id)!;
      // The state by pieces: only the entrants, players and tables the batch wrote.
      for (const kind of PIECE_MAPS) collectPieces(pieces, id, f.state, kind, w.get(kind)!);
      rows.push([
        id,
        encodeCore(f.state),
        JSON.stringify(f.state.hands ?? null),
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
    await writePieces(manager, 'display_state_pieces', pieces);
    await upsertRows(
      manager,
      {
        table: 'display_view',
        columns: ['tournament_id', 'state', 'hands', 'view', 'last_revision', 'position'],
        conflict: ['tournament_id'],
        update: ['state', 'hands', 'view', 'last_revision', 'position'],
      },
      rows,
    );
  },
};
