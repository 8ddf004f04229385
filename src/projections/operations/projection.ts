import type { EntityManager } from 'typeorm';
import { initialTournamentState, type TournamentState } from '../../aggregates/tournament/views';
import type { StoredEvent } from '../../events/envelope';
import type { ChipsPurchasedData, PlayerRegisteredData } from '../../events/tournament-events';
import type { Projection } from '../projection';
import { param, toInt, upsertRows } from '../sql';
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
import {
  OPERATIONS_ENTITIES,
  PLAYER_COLUMNS,
  PURCHASE_COLUMNS,
  SEAT_COLUMNS,
  SUMMARY_COLUMNS,
  TABLE_COLUMNS,
} from './entities';
import { FieldTally } from '../field-tally';
import {
  playerRowOf,
  rowsOf,
  sameRow,
  seatKey,
  summaryRowOf,
  tableRowsOf,
  type OpsRows,
  type Row,
} from './rows';
import { collectHandPieces, encodeHandsCore, HAND_PATHS, restoreHands } from '../hand-book-pieces';
import { HAND_ONLY_EVENTS } from './state-codec';

/** Events that book a purchase line, and how to read it (FSNP Art. 30; LNSE IV.1.3). */
const PURCHASE_EVENTS: Record<string, (d: never) => Omit<ChipsPurchasedData, 'seat'> | null> = {
  PlayerRegistered: (d: PlayerRegisteredData) =>
    d.purchase
      ? {
          playerId: d.playerId,
          purchase: d.purchase,
          stackBefore: 0,
          stackAfter: d.lateEntry?.stack ?? d.purchase.chips,
        }
      : null,
  PlayerReEntered: (d: ChipsPurchasedData) => d,
  RebuyTaken: (d: ChipsPurchasedData) => d,
  ChipsToppedUp: (d: ChipsPurchasedData) => d,
  AddOnTaken: (d: ChipsPurchasedData) => d,
};

interface Folded extends FoldedTournament {
  /** The rows as stored, updated in place by the batch. */
  before: OpsRows;
  /** The core as stored (state-pieces.ts); '' for a tournament with nothing stored. */
  core: string;
  field: FieldTally;
  /** False while only hand-in-progress events were folded: rows and core stay as stored. */
  coreChanged: boolean;
}

const TABLES = {
  summary: { table: 'ops_summary', columns: SUMMARY_COLUMNS, key: ['tournament_id'] },
  tables: { table: 'ops_tables', columns: TABLE_COLUMNS, key: ['tournament_id', 'table_id'] },
  seats: { table: 'ops_seats', columns: SEAT_COLUMNS, key: ['tournament_id', 'table_id', 'seat'] },
  players: { table: 'ops_players', columns: PLAYER_COLUMNS, key: ['tournament_id', 'player_id'] },
} as const;

async function deleteSeats(
  manager: EntityManager,
  tournamentId: string,
  keys: readonly string[],
): Promise<void> {
  for (const k of keys) {
    const [tableId, seat] = k.split('\u0000');
    await manager.query(
      `DELETE FROM "ops_seats" WHERE "tournament_id" = ${param(manager, 1)} AND "table_id" = ${param(manager, 2)} AND "seat" = ${param(manager, 3)}`,
      [tournamentId, tableId, Number(seat)],
    );
  }
}

/** A 10,000-entry state is what the cache (tournament-fold.ts) saves re-parsing, per batch. */
interface CacheEntry {
  state: TournamentState;
  lastRevision: number;
  rows: OpsRows;
  core: string;
  field: FieldTally;
}

const cacheOf = foldCache<CacheEntry>();

const STORE: FoldStore<Folded, CacheEntry> = {
  progressTable: 'ops_progress',
  storedSelect:
    'SELECT * FROM (SELECT s."tournament_id", s."core", p."hands", p."last_revision" FROM "ops_state" s JOIN "ops_progress" p ON p."tournament_id" = s."tournament_id") AS folded',
  piecesTable: 'ops_state_pieces',
  track: [...PIECE_MAPS.map(piecePath), ...HAND_PATHS],
  fromCache: (entry, position) => ({
    state: entry.state,
    lastRevision: entry.lastRevision,
    position,
    before: entry.rows,
    core: entry.core,
    field: entry.field,
    coreChanged: false,
  }),
  fromStored: (r, position, pieces) => {
    const lastRevision = toInt(r.last_revision);
    const state = decodeState(r.core as string, pieces, null, lastRevision);
    restoreHands(state, r.hands as string, pieces);
    const id = r.tournament_id as string;
    const core = r.core as string;
    const before = rowsOf(id, state);
    const field = new FieldTally(state);
    return { state, lastRevision, position, before, core, field, coreChanged: false };
  },
  fresh: (id) => {
    const state = initialTournamentState();
    const before = rowsOf(id, state);
    const field = new FieldTally(state);
    return { state, lastRevision: -1, position: 0, before, core: '', field, coreChanged: true };
  },
};

/** Notes `row` under `key` when it differs from what is stored: rows to upsert. */
function changed(stored: Map<string, Row>, key: string, row: Row, out: Row[]): void {
  if (sameRow(stored.get(key), row)) return;
  stored.set(key, row);
  out.push(row);
}

/**
 * Tournament operations read models (issue 4): clock anchors, tables and seats, stacks and
 * leaderboard, entries and purchase lines, prize fund so far. Each tournament's stream is
 * folded with the tournament's own evolve (pure domain code, no call to the write side), so the
 * office reads the very stacks and seats the decider checks commands against. The folded state
 * is kept per tournament with the last revision folded in: a redelivered event changes nothing.
 */
export const operationsProjection: Projection = {
  name: 'operations',
  // 2: state stored as core + hands (state-codec.ts); closed tables show no seats.
  // 3: entrants, players and tables stored as pieces; a batch writes only those it changed.
  // 4: each level's game in the summary's levels (issue 23).
  // 5: the hand book's maps (the hand at each table, places, ...) stored by pieces (issue 22).
  version: 5,
  entities: OPERATIONS_ENTITIES,
  async apply(events: readonly StoredEvent[], manager) {
    const purchases: Row[] = [];
    const onFolded = (id: string, f: Folded, e: StoredEvent) => {
      if (!HAND_ONLY_EVENTS.has(e.type)) f.coreChanged = true;
      const line = PURCHASE_EVENTS[e.type]?.(e.data as never);
      if (line) {
        const p = line.purchase;
        purchases.push([
          id,
          p.purchaseNo,
          line.playerId,
          p.item,
          p.code,
          p.prizeFund,
          p.fee,
          p.currency,
          p.chips,
          line.stackBefore,
          line.stackAfter,
          e.metadata.occurredAt,
          e.globalPosition,
        ]);
      }
    };
    const { folded, touched, writes } = await foldBatch(
      manager,
      events,
      cacheOf(manager),
      STORE,
      onFolded,
    );
    const rows: Record<keyof typeof TABLES, Row[]> = {
      summary: [],
      tables: [],
      seats: [],
      players: [],
    };
    const cores: Row[] = [];
    const progress: Row[] = [];
    const pieces = newPieceWrites();
    for (const id of touched) {
      const f = folded.get(id)!;
      const s = f.state;
      const w = writes.get(id)!;
      // Only the entries the batch wrote (write-tracker.ts): their pieces and their rows.
      for (const kind of PIECE_MAPS) collectPieces(pieces, id, s, kind, w.get(kind)!);
      const keysOf = (kind: 'players' | 'entrants' | 'tables'): Iterable<string> => {
        const keys = w.get(kind)!;
        return keys === 'all' ? Object.keys(s[kind]) : keys;
      };
      const tableIds = [...keysOf('tables')];
      const entrantIds = [...keysOf('entrants')];
      f.field.update(s, entrantIds, tableIds);
      if (f.coreChanged) {
        const core = encodeCore(s);
        if (core !== f.core) cores.push([id, (f.core = core)]);
        const head = summaryRowOf(id, s, f.field.countOf(s));
        if (head) changed(f.before.summary, id, head, rows.summary);
      }
      {
        for (const tableId of tableIds) {
          const t = s.tables[tableId];
          const seatCount = Math.max(
            t?.seatCount ?? 0,
            Number(f.before.tables.get(tableId)?.[2] ?? 0),
          );
          const storedSeats: string[] = [];
          for (let n = 0; n <= seatCount; n++)
            if (f.before.seats.has(seatKey(tableId, n))) storedSeats.push(seatKey(tableId, n));
          const now = t ? tableRowsOf(id, t) : null;
          if (now) changed(f.before.tables, tableId, now.table, rows.tables);
          const gone = storedSeats.filter((k) => !now?.seats.has(k));
          for (const k of gone) f.before.seats.delete(k);
          if (gone.length) await deleteSeats(manager, id, gone);
          for (const [k, row] of now?.seats ?? []) changed(f.before.seats, k, row, rows.seats);
        }
        const playerIds = new Set<string>([...keysOf('players'), ...entrantIds]);
        for (const pid of playerIds) {
          const row = playerRowOf(id, s, pid);
          if (row) changed(f.before.players, pid, row, rows.players);
        }
      }
      // The hand book's maps by pieces: an action at one table rewrites that table's hand only.
      collectHandPieces(pieces, id, s, (path) => w.get(path)!);
      progress.push([id, encodeHandsCore(s), f.lastRevision, f.position]);
      cacheOf(manager).set(id, {
        state: s,
        lastRevision: f.lastRevision,
        field: f.field,
        rows: f.before,
        core: f.core,
      });
    }
    await writePieces(manager, 'ops_state_pieces', pieces);
    await upsertRows(
      manager,
      {
        table: 'ops_state',
        columns: ['tournament_id', 'core'],
        conflict: ['tournament_id'],
        update: ['core'],
      },
      cores,
    );
    await upsertRows(
      manager,
      {
        table: 'ops_progress',
        columns: ['tournament_id', 'hands', 'last_revision', 'position'],
        conflict: ['tournament_id'],
        update: ['hands', 'last_revision', 'position'],
      },
      progress,
    );
    for (const k of Object.keys(TABLES) as (keyof typeof TABLES)[]) {
      const spec = TABLES[k];
      await upsertRows(
        manager,
        {
          table: spec.table,
          columns: spec.columns,
          conflict: spec.key,
          update: spec.columns.filter((c) => !(spec.key as readonly string[]).includes(c)),
        },
        rows[k],
      );
    }
    await upsertRows(
      manager,
      {
        table: 'ops_purchases',
        columns: PURCHASE_COLUMNS,
        conflict: ['tournament_id', 'purchase_no'],
        update: [],
      },
      purchases,
    );
  },
};
