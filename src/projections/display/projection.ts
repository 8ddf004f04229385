import type { EntityManager } from 'typeorm';
import { initialTournamentState, type TournamentState } from '../../aggregates/tournament/views';
import type { StoredEvent } from '../../events/envelope';
import { HAND_ONLY_EVENTS } from '../operations/state-codec';
import type { Projection } from '../projection';
import { param, toInt, upsertRows } from '../sql';
import {
  collectPieces,
  encodeCore,
  newPieceWrites,
  PIECE_MAPS,
  piecePath,
  writePieces,
} from '../state-pieces';
import { foldCache, foldBatch, type FoldedTournament, type FoldStore } from '../tournament-fold';
import { DISPLAY_ENTITIES } from './entities';
import {
  collectHandPieces,
  decodeDisplayState,
  encodeHandsCore,
  HAND_PATHS,
} from '../hand-book-pieces';
import { DisplayParts, type PartWrite } from './parts';
import type { DisplayView } from './view';

interface CacheEntry {
  state: TournamentState;
  lastRevision: number;
  pauseReason: string | null;
  parts: DisplayParts;
  core: string;
}

/** The tournament state keeps no pause reason; the banner needs it (FSNP Art. 62). */
interface DisplayFolded extends FoldedTournament {
  pauseReason: string | null;
  parts: DisplayParts;
  /** The core as stored (state-pieces.ts); '' for a tournament with nothing stored. */
  core: string;
  /** False while only hand-in-progress events were folded: the core stays as stored. */
  coreChanged: boolean;
}

const cacheOf = foldCache<CacheEntry>();

const STORE: FoldStore<DisplayFolded, CacheEntry> = {
  progressTable: 'display_view',
  storedSelect:
    'SELECT "tournament_id", "state", "hands", "view", "last_revision" FROM "display_view"',
  piecesTable: 'display_state_pieces',
  track: [...PIECE_MAPS.map(piecePath), ...HAND_PATHS],
  fromCache: (entry, position) => ({ ...entry, position, coreChanged: false }),
  fromStored: (r, position, pieces) => {
    const core = r.state as string;
    const state = decodeDisplayState(core, pieces, r.hands as string, toInt(r.last_revision));
    const id = r.tournament_id as string;
    const pauseReason = (JSON.parse(r.view as string) as Partial<DisplayView>).pauseReason ?? null;
    return {
      state,
      lastRevision: toInt(r.last_revision),
      pauseReason,
      // The parts of the state read back are the parts stored with it.
      parts: new DisplayParts(id, state, pauseReason),
      core,
      coreChanged: false,
      position,
    };
  },
  fresh: (id) => {
    const state = initialTournamentState();
    return {
      state,
      lastRevision: -1,
      pauseReason: null,
      parts: new DisplayParts(id, state, null),
      core: '',
      coreChanged: true,
      position: 0,
    };
  },
};

function onFolded(_id: string, f: DisplayFolded, e: StoredEvent): void {
  if (!HAND_ONLY_EVENTS.has(e.type)) f.coreChanged = true;
  if (e.type === 'ClockPaused') f.pauseReason = (e.data as { reason?: string }).reason ?? null;
  else if (e.type === 'ClockResumed') f.pauseReason = null;
}

async function writeParts(
  manager: EntityManager,
  parts: readonly [string, PartWrite][],
): Promise<void> {
  const m = manager;
  const upsert: unknown[][] = [];
  for (const [id, [kind, key, body]] of parts)
    if (body !== null) upsert.push([id, kind, key, body]);
    else
      await m.query(
        `DELETE FROM "display_parts" WHERE "tournament_id" = ${param(m, 1)} AND "kind" = ${param(m, 2)} AND "piece_key" = ${param(m, 3)}`,
        [id, kind, key],
      );
  await upsertRows(
    m,
    {
      table: 'display_parts',
      columns: ['tournament_id', 'kind', 'piece_key', 'body'],
      conflict: ['tournament_id', 'kind', 'piece_key'],
      update: ['body'],
    },
    upsert,
  );
}

/**
 * The hall display read model (issue 10; FSNP Art. 4, 60): each tournament's stream folded with
 * the tournament's own evolve (tournament-fold.ts), and the public display document derived
 * from it by parts (parts.ts), so that an event rewrites only the parts it changed.
 */
export const displayProjection: Projection = {
  name: 'display',
  // 2: pause reason, purchase windows, results and the players-only average (issue 21).
  // 3: the folded state stored by pieces (state-pieces.ts), its hands apart (issue 17).
  // 4: the document stored by parts (display_parts): payouts, leaderboard, each table's hand;
  //    the hand book's maps stored by pieces (hand-book-pieces.ts).
  // 5: each level's game, the tournament's default filled in (issue 23).
  version: 5,
  entities: DISPLAY_ENTITIES,
  async apply(events: readonly StoredEvent[], manager) {
    const { folded, touched, writes } = await foldBatch(
      manager,
      events,
      cacheOf(manager),
      STORE,
      onFolded,
    );
    const rows: unknown[][] = [];
    const pieces = newPieceWrites();
    const parts: [string, PartWrite][] = [];
    for (const id of touched) {
      const f = folded.get(id)!;
      const w = writes.get(id)!;
      // The state by pieces: only the entrants, players and tables the batch wrote.
      for (const kind of PIECE_MAPS) collectPieces(pieces, id, f.state, kind, w.get(kind)!);
      collectHandPieces(pieces, id, f.state, (path) => w.get(path)!);
      for (const p of f.parts.refresh(id, f.state, f.pauseReason, (path) => w.get(path)!))
        parts.push([id, p]);
      if (f.coreChanged) f.core = encodeCore(f.state);
      rows.push([id, f.core, encodeHandsCore(f.state), f.parts.head, f.lastRevision, f.position]);
      cacheOf(manager).set(id, {
        state: f.state,
        lastRevision: f.lastRevision,
        pauseReason: f.pauseReason,
        parts: f.parts,
        core: f.core,
      });
    }
    await writePieces(manager, 'display_state_pieces', pieces);
    await writeParts(manager, parts);
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
