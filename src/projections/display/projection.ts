import type { EntityManager } from 'typeorm';
import { tournamentDecider, type TournamentState } from '../../aggregates/tournament';
import { tournamentIdOf, type StoredEvent } from '../../events/envelope';
import type { TournamentEvent } from '../../events/tournament-events';
import type { Projection } from '../projection';
import { selectWhereIn, toInt, upsertRows } from '../sql';
import { DISPLAY_ENTITIES } from './entities';
import { displayViewOf } from './view';

interface Folded {
  state: TournamentState;
  lastRevision: number;
  position: number;
}

/**
 * Folded states kept between batches, per read-model database: a live tournament gets a batch
 * per command, and re-parsing the state each time would dominate. An entry is used only when
 * the stored revision matches it, so a rolled-back batch makes it reload from the stored JSON.
 */
const CACHE = new WeakMap<object, Map<string, { state: TournamentState; lastRevision: number }>>();

function cacheOf(manager: EntityManager) {
  let c = CACHE.get(manager.connection);
  if (!c) CACHE.set(manager.connection, (c = new Map()));
  return c;
}

async function loadFolded(manager: EntityManager, ids: string[]): Promise<Map<string, Folded>> {
  const cache = cacheOf(manager);
  const marks = await selectWhereIn<Record<string, unknown>>(
    manager,
    { select: 'SELECT "tournament_id", "last_revision", "position" FROM "display_view"' },
    'tournament_id',
    ids,
  );
  const folded = new Map<string, Folded>();
  const reload: string[] = [];
  for (const r of marks) {
    const id = r.tournament_id as string;
    const lastRevision = toInt(r.last_revision);
    const hit = cache.get(id);
    // Taken out while this batch evolves it in place: a failed batch leaves nothing behind.
    cache.delete(id);
    if (hit && hit.lastRevision === lastRevision)
      folded.set(id, { state: hit.state, lastRevision, position: toInt(r.position) });
    else reload.push(id);
  }
  if (reload.length) {
    const stored = await selectWhereIn<Record<string, unknown>>(
      manager,
      {
        select: 'SELECT "tournament_id", "state", "last_revision", "position" FROM "display_view"',
      },
      'tournament_id',
      reload,
    );
    for (const r of stored)
      folded.set(r.tournament_id as string, {
        state: JSON.parse(r.state as string) as TournamentState,
        lastRevision: toInt(r.last_revision),
        position: toInt(r.position),
      });
  }
  return folded;
}

/**
 * The hall display read model (issue 10; FSNP Art. 4, 60): each tournament's stream folded with
 * the tournament's own evolve (pure domain code, no call to the write side), and the public
 * display document derived from it. A redelivered event (revision already folded) changes
 * nothing.
 */
export const displayProjection: Projection = {
  name: 'display',
  version: 1,
  entities: DISPLAY_ENTITIES,
  async apply(events: readonly StoredEvent[], manager) {
    const ids = new Set<string>();
    for (const e of events) {
      const id = tournamentIdOf(e.streamId);
      if (id !== undefined) ids.add(id);
    }
    if (ids.size === 0) return;
    const folded = await loadFolded(manager, [...ids]);
    const touched = new Set<string>();
    for (const e of events) {
      const id = tournamentIdOf(e.streamId);
      if (id === undefined) continue;
      let f = folded.get(id);
      if (!f) {
        f = { state: tournamentDecider.initialState, lastRevision: -1, position: 0 };
        folded.set(id, f);
      }
      if (e.revision <= f.lastRevision) continue;
      f.state = tournamentDecider.evolve(f.state, {
        type: e.type,
        data: e.data,
      } as TournamentEvent);
      f.lastRevision = e.revision;
      f.position = e.globalPosition;
      touched.add(id);
    }
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
