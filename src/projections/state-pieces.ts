/**
 * A folded tournament state stored by pieces (issue 17): each entrant, player and table in a
 * row of its own, the rest (config, levels, clock, money, ...) in one small core. A batch
 * rewrites the pieces it wrote (write-tracker.ts) and the core only when it changed, so an
 * office event at a 5,000-player tournament writes a few rows, not the whole field.
 */
import { EntitySchema, type EntityManager } from 'typeorm';
import type { TournamentState } from '../aggregates/tournament/views';
import { param, selectWhereIn, upsertRows } from './sql';

/**
 * The maps (and lists) of the state kept as rows of their own: each grows with the field. A
 * kind is the path of the map from the state's root, joined by '.'.
 */
export const PIECE_MAPS = [
  'players',
  'entrants',
  'tables',
  'prizes.purchases',
  'prizes.eliminations',
  'prizes.receipts',
] as const;
export type PieceMap = (typeof PIECE_MAPS)[number];

/** Kinds stored from a list: their keys are the indices. */
const LISTS: ReadonlySet<PieceMap> = new Set<PieceMap>(['prizes.purchases']);

export const piecePath = (kind: PieceMap): readonly string[] => kind.split('.');

type Obj = Record<string, unknown>;

/** The map or list at `kind` in `s`, or undefined when its parent is absent. */
function mapAt(s: object, kind: PieceMap): Obj | undefined {
  let o: unknown = s;
  for (const k of piecePath(kind)) o = o && typeof o === 'object' ? (o as Obj)[k] : undefined;
  return o && typeof o === 'object' ? (o as Obj) : undefined;
}

export const PIECE_COLUMNS = ['tournament_id', 'kind', 'piece_key', 'body'] as const;

/** The table of one read model's pieces: tournament, kind (entrants...), key, JSON body. */
export function pieceEntity(name: string, tableName: string) {
  return new EntitySchema<Record<string, unknown>>({
    name,
    tableName,
    columns: {
      tournament_id: { type: String, primary: true },
      kind: { type: String, primary: true },
      piece_key: { type: String, primary: true },
      body: { type: 'text' },
    },
  });
}

/** The core: the state without its pieces, its hands (stored apart) and its version. */
export function encodeCore(s: TournamentState): string {
  const { hands: _hands, version: _version, ...core } = s as unknown as Obj;
  for (const kind of PIECE_MAPS) {
    const path = piecePath(kind);
    let o: Obj = core;
    let present = true;
    for (const k of path.slice(0, -1)) {
      if (!o[k] || typeof o[k] !== 'object') {
        present = false;
        break;
      }
      o = o[k] = { ...(o[k] as Obj) };
    }
    if (present) delete o[path[path.length - 1]];
  }
  return JSON.stringify(core);
}

export type Pieces = Partial<Record<PieceMap, Record<string, unknown>>>;

const emptyPieces = (): Pieces => ({});

/** The state from its core, pieces and hands; its version counts the events folded. */
export function decodeState(
  core: string,
  pieces: Pieces,
  hands: TournamentState['hands'] | null,
  lastRevision: number,
): TournamentState {
  const s = JSON.parse(core) as TournamentState;
  for (const kind of PIECE_MAPS) {
    const path = piecePath(kind);
    let o: Obj | undefined = s as unknown as Obj;
    for (const k of path.slice(0, -1)) o = o?.[k] as Obj | undefined;
    if (!o) continue;
    const map = pieces[kind] ?? {};
    o[path[path.length - 1]] = LISTS.has(kind)
      ? Object.keys(map)
          .sort((a, b) => +a - +b)
          .map((k) => map[k])
      : map;
  }
  if (hands) s.hands = hands;
  s.version = lastRevision + 1;
  return s;
}

/** Every stored piece of `ids`, by tournament. */
export async function readPieces(
  manager: EntityManager,
  table: string,
  ids: readonly string[],
): Promise<Map<string, Pieces>> {
  const out = new Map<string, Pieces>();
  for (const id of ids) out.set(id, emptyPieces());
  const rows = await selectWhereIn<Record<string, unknown>>(
    manager,
    { select: `SELECT "tournament_id", "kind", "piece_key", "body" FROM "${table}"` },
    'tournament_id',
    [...ids],
  );
  for (const r of rows) {
    const p = out.get(r.tournament_id as string);
    const kind = r.kind as PieceMap;
    if (p) (p[kind] ??= {})[r.piece_key as string] = JSON.parse(r.body as string);
  }
  return out;
}

/** What a batch writes of the pieces: rows to upsert and keys to delete. */
export interface PieceWrites {
  readonly upsert: unknown[][];
  /** [tournament, kind, key]: a kind is a PieceMap, or another map a read model stores so. */
  readonly gone: [string, string, string][];
  /** Maps written whole: their stored pieces are deleted first. */
  readonly replaced: [string, string][];
}

export const newPieceWrites = (): PieceWrites => ({ upsert: [], gone: [], replaced: [] });

/** Adds the pieces of `s` that `keys` name (or all of them) to `out`. */
export function collectPieces(
  out: PieceWrites,
  tournamentId: string,
  s: TournamentState,
  kind: PieceMap,
  keys: Iterable<string> | 'all',
): void {
  collectMapPieces(out, tournamentId, kind, mapAt(s, kind), keys, LISTS.has(kind));
}

/** Adds the entries of `map` that `keys` name (or all of them) to `out`, as pieces of `kind`. */
export function collectMapPieces(
  out: PieceWrites,
  tournamentId: string,
  kind: string,
  map: Readonly<Record<string, unknown>> | undefined,
  keys: Iterable<string> | 'all',
  list = false,
): void {
  if (keys === 'all') out.replaced.push([tournamentId, kind]);
  if (!map) return;
  const keyList = keys === 'all' ? Object.keys(map) : keys;
  for (const k of keyList) {
    if (list && k === 'length') continue;
    const v = map[k];
    if (v === undefined) out.gone.push([tournamentId, kind, k]);
    else out.upsert.push([tournamentId, kind, k, JSON.stringify(v)]);
  }
}

export async function writePieces(
  manager: EntityManager,
  table: string,
  w: PieceWrites,
): Promise<void> {
  const m = manager;
  // A map rewritten whole loses the pieces no longer in it.
  for (const [id, kind] of w.replaced)
    await m.query(
      `DELETE FROM "${table}" WHERE "tournament_id" = ${param(m, 1)} AND "kind" = ${param(m, 2)}`,
      [id, kind],
    );
  for (const [id, kind, key] of w.gone)
    await m.query(
      `DELETE FROM "${table}" WHERE "tournament_id" = ${param(m, 1)} AND "kind" = ${param(m, 2)} AND "piece_key" = ${param(m, 3)}`,
      [id, kind, key],
    );
  await upsertRows(
    m,
    {
      table,
      columns: PIECE_COLUMNS,
      conflict: ['tournament_id', 'kind', 'piece_key'],
      update: ['body'],
    },
    w.upsert,
  );
}
