import type { EntityManager } from 'typeorm';
import { evolveTournament, type TournamentState } from '../aggregates/tournament/views';
import { tournamentIdOf, type StoredEvent } from '../events/envelope';
import type { TournamentEvent } from '../events/tournament-events';
import { selectWhereIn, toInt } from './sql';
import { readPieces, type Pieces } from './state-pieces';
import { trackWrites, type TrackedPath, type TrackSession } from './write-tracker';

/** Per tournament folded in a batch: per tracked path ('entrants', 'hands.tables'), the keys written or 'all'. */
export type BatchWrites = Map<string, Map<string, Set<string> | 'all'>>;

/**
 * The read models that fold a tournament's stream with the tournament's own evolve (display;
 * operations did until issue 17 and keeps only foldCache) share this: pure domain code, no call to the write side, and a redelivered event
 * (revision already folded) changes nothing (projection.ts: idempotent per stream).
 */
export interface FoldedTournament {
  state: TournamentState;
  lastRevision: number;
  position: number;
}

/** The tournaments a batch names, once each. */
function tournamentIdsOf(events: readonly StoredEvent[]): string[] {
  const ids = new Set<string>();
  for (const e of events) {
    const id = tournamentIdOf(e.streamId);
    if (id !== undefined) ids.add(id);
  }
  return [...ids];
}

/**
 * Folds the batch into `folded` (a tournament not there yet starts from `fresh`), calling
 * `onFolded` for each event actually folded; returns the tournaments that changed.
 */
function foldTournaments<F extends FoldedTournament>(
  events: readonly StoredEvent[],
  folded: Map<string, F>,
  fresh: (id: string) => F,
  track: readonly TrackedPath[],
  onFolded?: (id: string, f: F, e: StoredEvent) => void,
): { touched: Set<string>; writes: BatchWrites } {
  const touched = new Set<string>();
  const sessions = new Map<string, TrackSession>();
  // A tournament with nothing folded yet is written whole: tracking it would only cost time.
  const whole = new Set<string>();
  for (const e of events) {
    const id = tournamentIdOf(e.streamId);
    if (id === undefined) continue;
    let f = folded.get(id);
    if (!f) folded.set(id, (f = fresh(id)));
    if (e.revision <= f.lastRevision) continue;
    if (track.length && !sessions.has(id) && !whole.has(id)) {
      if (f.lastRevision < 0) whole.add(id);
      else sessions.set(id, trackWrites(f.state, track));
    }
    f.state = evolveTournament(f.state, { type: e.type, data: e.data } as TournamentEvent);
    f.lastRevision = e.revision;
    f.position = e.globalPosition;
    touched.add(id);
    onFolded?.(id, f, e);
  }
  const writes: BatchWrites = new Map();
  for (const [id, session] of sessions) writes.set(id, session.finish());
  for (const id of whole) writes.set(id, new Map(track.map((p) => [p.join('.'), 'all'])));
  return { touched, writes };
}

/**
 * Folded states kept between batches, per read-model database: a live tournament gets a batch
 * per command, and re-parsing its state each time would dominate. An entry is used only when
 * the stored last revision matches it, so a rolled-back batch (or another process writing the
 * same tables) makes it reload from what is stored.
 */
export function foldCache<E extends { lastRevision: number }>(): (
  manager: EntityManager,
) => Map<string, E> {
  const byDatabase = new WeakMap<object, Map<string, E>>();
  return (manager) => {
    let c = byDatabase.get(manager.connection);
    if (!c) byDatabase.set(manager.connection, (c = new Map()));
    return c;
  };
}

/** Where a read model keeps its folded states, and how it turns a cached or stored one back. */
export interface FoldStore<F, E> {
  /** The table with "tournament_id", "last_revision" and "position" per tournament. */
  readonly progressTable: string;
  /** Reads the stored states back: "tournament_id" and whatever `fromStored` needs. */
  readonly storedSelect: string;
  readonly fromCache: (entry: E, position: number) => F;
  readonly fromStored: (row: Record<string, unknown>, position: number, pieces: Pieces) => F;
  /** The table of the state's pieces (state-pieces.ts), read with the stored states. */
  readonly piecesTable?: string;
  /** A tournament with nothing stored yet. */
  readonly fresh: (id: string) => F;
  /** Maps of the state whose written entries the batch reports (write-tracker.ts). */
  readonly track?: readonly TrackedPath[];
}

/**
 * The folded states of `ids`, from the cache where it is still at the stored revision, else
 * from what is stored. The cache entries are taken out: while a batch evolves a state in place,
 * a batch that fails half-way must leave no half-evolved state behind (a successful one puts it
 * back).
 */
async function loadFolded<F, E extends { lastRevision: number }>(
  manager: EntityManager,
  cache: Map<string, E>,
  store: FoldStore<F, E>,
  ids: string[],
): Promise<Map<string, F>> {
  const marks = await selectWhereIn<Record<string, unknown>>(
    manager,
    { select: `SELECT "tournament_id", "last_revision", "position" FROM "${store.progressTable}"` },
    'tournament_id',
    ids,
  );
  const folded = new Map<string, F>();
  const reload: string[] = [];
  const positions = new Map<string, number>();
  for (const r of marks) {
    const id = r.tournament_id as string;
    const position = toInt(r.position);
    positions.set(id, position);
    const hit = cache.get(id);
    cache.delete(id);
    if (hit && hit.lastRevision === toInt(r.last_revision))
      folded.set(id, store.fromCache(hit, position));
    else reload.push(id);
  }
  if (reload.length) {
    const stored = await selectWhereIn<Record<string, unknown>>(
      manager,
      { select: store.storedSelect },
      'tournament_id',
      reload,
    );
    const pieces = store.piecesTable
      ? await readPieces(manager, store.piecesTable, reload)
      : new Map<string, Pieces>();
    for (const r of stored) {
      const id = r.tournament_id as string;
      folded.set(id, store.fromStored(r, positions.get(id) ?? 0, pieces.get(id) ?? {}));
    }
  }
  return folded;
}

/**
 * One batch of a read model that folds tournaments: their states loaded (cache or store), the
 * events folded in (`onFolded` sees each one that was), and the tournaments that changed. The
 * caller stores them and puts them back in `cache`.
 */
export async function foldBatch<F extends FoldedTournament, E extends { lastRevision: number }>(
  manager: EntityManager,
  events: readonly StoredEvent[],
  cache: Map<string, E>,
  store: FoldStore<F, E>,
  onFolded?: (id: string, f: F, e: StoredEvent) => void,
): Promise<{ folded: Map<string, F>; touched: Set<string>; writes: BatchWrites }> {
  const ids = tournamentIdsOf(events);
  if (ids.length === 0) return { folded: new Map(), touched: new Set(), writes: new Map() };
  const folded = await loadFolded(manager, cache, store, ids);
  return {
    folded,
    ...foldTournaments(events, folded, store.fresh, store.track ?? [], onFolded),
  };
}
