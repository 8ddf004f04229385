import type { EntityManager } from 'typeorm';
import { tournamentIdOf } from '../../events/envelope';
import { foldCache } from '../fold-cache';
import { defineProjection, sameHandler } from '../kit';
import { param, selectWhereIn, toInt, upsertRows } from '../sql';
import { DISPLAY_TYPES, DisplayRows, type StoredTournament } from './display-rows';
import { DISPLAY_ENTITIES } from './entities';

interface Batch {
  readonly tournaments: Map<string, DisplayRows>;
  readonly touched: Set<string>;
}

/**
 * The folded tournaments kept between batches, per read-model database: a live tournament gets
 * a batch per command, and reading its rows back each time would dominate. An entry is used only
 * while the stored last revision matches it, so a rolled-back batch (or another process writing
 * the same tables) makes it read back what is stored. Entries are taken out for the batch and
 * put back once it is saved: a batch that fails half-way leaves no half-folded tournament.
 */
const cacheOf = foldCache<DisplayRows>();

interface Keyed {
  tournament_id: string;
  kind: string;
  piece_key: string;
  body: string;
}

async function load(
  manager: EntityManager,
  events: readonly { streamId: string }[],
): Promise<Batch> {
  const ids = [...new Set(events.flatMap((e) => tournamentIdOf(e.streamId) ?? []))];
  const batch: Batch = { tournaments: new Map(), touched: new Set() };
  if (!ids.length) return batch;
  const cache = cacheOf(manager);
  const stored = await selectWhereIn<Record<string, unknown>>(
    manager,
    { select: 'SELECT "tournament_id", "facts", "last_revision", "position" FROM "display_view"' },
    'tournament_id',
    ids,
  );
  const reload = new Map<string, Record<string, unknown>>();
  for (const r of stored) {
    const id = r.tournament_id as string;
    const hit = cache.get(id);
    cache.delete(id);
    if (hit && hit.lastRevision === toInt(r.last_revision)) batch.tournaments.set(id, hit);
    else reload.set(id, r);
  }
  if (reload.size) {
    const keys = [...reload.keys()];
    const select = (table: string) =>
      selectWhereIn<Keyed>(
        manager,
        { select: `SELECT "tournament_id", "kind", "piece_key", "body" FROM "${table}"` },
        'tournament_id',
        keys,
      );
    const byId = (rows: Keyed[]) => {
      const out = new Map<string, { kind: string; key: string; body: string }[]>();
      for (const r of rows) {
        let list = out.get(r.tournament_id);
        if (!list) out.set(r.tournament_id, (list = []));
        list.push({ kind: r.kind, key: r.piece_key, body: r.body });
      }
      return out;
    };
    const rows = byId(await select('display_rows'));
    const parts = byId(await select('display_parts'));
    for (const [id, r] of reload) {
      const s: StoredTournament = {
        lastRevision: toInt(r.last_revision),
        position: toInt(r.position),
        facts: r.facts as string,
        rows: rows.get(id) ?? [],
        parts: parts.get(id) ?? [],
      };
      batch.tournaments.set(id, new DisplayRows(id, s));
    }
  }
  for (const id of ids) if (!batch.tournaments.has(id)) cache.delete(id);
  return batch;
}

/** Upserts `keyed` rows [tournament, kind, key, body]; a null body deletes the row. */
async function writeKeyed(
  m: EntityManager,
  table: string,
  keyed: readonly [string, string, string, string | null][],
): Promise<void> {
  const upsert: unknown[][] = [];
  for (const [id, kind, key, body] of keyed)
    if (body !== null) upsert.push([id, kind, key, body]);
    else
      await m.query(
        `DELETE FROM "${table}" WHERE "tournament_id" = ${param(m, 1)} AND "kind" = ${param(m, 2)} AND "piece_key" = ${param(m, 3)}`,
        [id, kind, key],
      );
  await upsertRows(
    m,
    {
      table,
      columns: ['tournament_id', 'kind', 'piece_key', 'body'],
      conflict: ['tournament_id', 'kind', 'piece_key'],
      update: ['body'],
    },
    upsert,
  );
}

async function save(b: Batch, manager: EntityManager): Promise<void> {
  const heads: unknown[][] = [];
  const rows: [string, string, string, string | null][] = [];
  const parts: [string, string, string, string | null][] = [];
  for (const id of b.touched) {
    const t = b.tournaments.get(id)!;
    const c = t.collect();
    for (const [kind, key, body] of c.rows) rows.push([id, kind, key, body]);
    for (const [kind, key, body] of c.parts) parts.push([id, kind, key, body]);
    heads.push([id, c.facts, c.head, t.lastRevision, t.position]);
  }
  await writeKeyed(manager, 'display_rows', rows);
  await writeKeyed(manager, 'display_parts', parts);
  await upsertRows(
    manager,
    {
      table: 'display_view',
      columns: ['tournament_id', 'facts', 'view', 'last_revision', 'position'],
      conflict: ['tournament_id'],
      update: ['facts', 'view', 'last_revision', 'position'],
    },
    heads,
  );
  const cache = cacheOf(manager);
  for (const [id, t] of b.tournaments) cache.set(id, t);
}

/**
 * The hall display read model (issue 10; FSNP Art. 4, 60), on the projection kit and from the
 * events alone (issue 17): each tournament's facts (tournament-facts.ts), its field
 * (field-facts.ts) and each table's hand in play (hand-rows.ts) are rows of their own, and the
 * served document is kept by parts (display_parts), so an event writes only the rows and parts
 * it changed.
 */
export const displayProjection = defineProjection<Batch>({
  name: 'display',
  // 2: pause reason, purchase windows, results and the players-only average (issue 21).
  // 3: the folded state stored by pieces (state-pieces.ts), its hands apart (issue 17).
  // 4: the document stored by parts (display_parts): payouts, leaderboard, each table's hand;
  //    the hand book's maps stored by pieces (hand-book-pieces.ts).
  // 5: each level's game, the tournament's default filled in (issue 23).
  // 6: no decider state any more: the display's own facts, entrant, table and hand rows
  //    (display_rows), folded from the events alone (issue 17); same document served.
  // 7: a completed tournament's standings take the places shared when the order of
  //    eliminations could not be established (LNSE 123/13 I.71): rebuilt from the events.
  version: 7,
  // Version 5 kept the decider's folded state by pieces.
  retiredTables: ['display_state_pieces'],
  tables: DISPLAY_ENTITIES,
  load,
  on: sameHandler(DISPLAY_TYPES, (b: Batch, _data, e) => {
    const id = tournamentIdOf(e.streamId);
    if (id === undefined) return;
    let t = b.tournaments.get(id);
    if (!t) b.tournaments.set(id, (t = new DisplayRows(id)));
    if (t.apply(e)) b.touched.add(id);
  }),
  save,
});
