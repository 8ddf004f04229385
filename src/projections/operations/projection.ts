import type { EntityManager } from 'typeorm';
import { tournamentIdOf, type StoredEvent } from '../../events/envelope';
import { defineProjection, sameHandler } from '../kit';
import type { EntrantRow, TableRow } from '../display/field-facts';
import { param, selectWhereIn, toInt, upsertRows } from '../sql';
import { foldCache } from '../fold-cache';
import {
  OPERATIONS_ENTITIES,
  PLAYER_STORED_COLUMNS,
  PURCHASE_COLUMNS,
  SEAT_COLUMNS,
  SUMMARY_COLUMNS,
  TABLE_STORED_COLUMNS,
} from './entities';
import {
  foldEvent,
  newFold,
  OPS_EVENT_TYPES,
  playerRowOfFold,
  storedHeadOf,
  summaryRowOfFold,
  tableRowsOfFold,
  tallyTouched,
  type OpsFold,
  type StoredHead,
} from './ops-fold';
import type { OpsPlayer } from './ops-facts';
import { sameRow, type Row } from './rows';

type DbRow = Record<string, unknown>;

/** Folds kept between batches per read-model database: a cold start reads a tournament's rows once. */
const cacheOf = foldCache<OpsFold>();

const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : toInt(v));

/** A tournament's fold rebuilt from what is stored: its head, players, tables and seats. */
async function storedFolds(
  manager: EntityManager,
  marks: readonly DbRow[],
): Promise<Map<string, OpsFold>> {
  const out = new Map<string, OpsFold>();
  if (marks.length === 0) return out;
  const ids = marks.map((r) => r.tournament_id as string);
  for (const r of marks) {
    const id = r.tournament_id as string;
    const f = newFold(id, JSON.parse(r.head as string) as StoredHead);
    f.lastRevision = toInt(r.last_revision);
    f.position = toInt(r.position);
    out.set(id, f);
  }
  const select = (table: string) =>
    selectWhereIn<DbRow>(manager, { select: `SELECT * FROM "${table}"` }, 'tournament_id', ids);
  for (const p of await select('ops_players')) {
    const f = out.get(p.tournament_id as string)!;
    const pid = p.player_id as string;
    const reEntries = toInt(p.re_entries);
    const rebuys = toInt(p.rebuys);
    const player: OpsPlayer = {
      playerId: pid,
      fullName: p.full_name as string,
      clubId: p.club_id as string,
      registrationNumber: toInt(p.registration_number),
      waitsForButton: toInt(p.waits_for_button) === 1,
      announced: (p.announced as OpsPlayer['announced']) ?? null,
      purchases: {
        'buy-in': toInt(p.buy_ins),
        're-entry': reEntries,
        rebuy: rebuys,
        'top-up': toInt(p.top_ups),
        'add-on': toInt(p.add_ons),
      },
    };
    const entrant: EntrantRow = {
      playerId: pid,
      name: player.fullName,
      status: p.status as string,
      stack: toInt(p.stack),
      pendingChips: toInt(p.pending_chips),
      tableId: (p.table_id as string | null) ?? null,
      seat: numOrNull(p.seat),
      announced: player.announced !== null,
      bought: reEntries + rebuys,
    };
    f.ops.players.set(pid, player);
    f.field.entrants.set(pid, entrant);
  }
  for (const t of await select('ops_tables')) {
    const f = out.get(t.tournament_id as string)!;
    const tableId = t.table_id as string;
    const table: TableRow = {
      tableId,
      seats: {},
      reserved: JSON.parse(t.reserved as string) as Record<number, number>,
      open: toInt(t.open) === 1,
      buttonSeat: numOrNull(t.button_seat),
      handNo: toInt(t.hand_no),
    };
    f.field.tables.set(tableId, table);
    f.ops.tables.set(tableId, {
      seatCount: toInt(t.seat_count),
      handInProgress: toInt(t.hand_in_progress) === 1,
    });
  }
  for (const s of await select('ops_seats')) {
    const t = out.get(s.tournament_id as string)!.field.tables.peek(s.table_id as string);
    if (t && s.player_id != null) t.seats[toInt(s.seat)] = s.player_id as string;
  }
  // What is written is what the rows of this state are: the next batch compares with them.
  for (const f of out.values()) {
    const players = [...f.field.entrants.takeTouched()];
    f.ops.players.takeTouched();
    const tables = [...f.field.tables.takeTouched()];
    f.ops.tables.takeTouched();
    tallyTouched(f, players, tables);
    for (const pid of players) {
      const row = playerRowOfFold(f, pid);
      if (row) f.written.players.set(pid, row);
    }
    for (const tableId of tables) {
      const r = tableRowsOfFold(f, tableId)!;
      f.written.tables.set(tableId, r.table);
      f.written.seats.set(tableId, r.seats);
    }
    f.written.summary = summaryRowOfFold(f);
    f.written.head = storedHeadOf(f);
  }
  return out;
}

/**
 * The folds of the batch's tournaments: from the cache where it is at the stored revision, else
 * from what is stored, else new. Cache entries are taken out while the batch folds them in
 * place: a batch that fails half-way leaves nothing half-folded behind (save puts them back).
 */
async function loadFolds(
  manager: EntityManager,
  events: readonly StoredEvent[],
): Promise<Map<string, OpsFold>> {
  const ids = [...new Set(events.flatMap((e) => tournamentIdOf(e.streamId) ?? []))];
  const cache = cacheOf(manager);
  const marks = await selectWhereIn<DbRow>(
    manager,
    { select: 'SELECT * FROM "ops_progress"' },
    'tournament_id',
    ids,
  );
  const folds = new Map<string, OpsFold>();
  const reload: DbRow[] = [];
  for (const r of marks) {
    const id = r.tournament_id as string;
    const hit = cache.get(id);
    cache.delete(id);
    if (hit && hit.lastRevision === toInt(r.last_revision)) folds.set(id, hit);
    else reload.push(r);
  }
  for (const [id, f] of await storedFolds(manager, reload)) folds.set(id, f);
  for (const id of ids) {
    cache.delete(id);
    if (!folds.has(id)) folds.set(id, newFold(id));
  }
  return folds;
}

interface Writes {
  readonly summary: Row[];
  readonly tables: Row[];
  readonly seats: Row[];
  readonly players: Row[];
  readonly purchases: Row[];
  readonly progress: Row[];
  readonly goneSeats: { tournamentId: string; tableId: string; seat: number }[];
  readonly gonePlayers: { tournamentId: string; playerId: string }[];
}

/** The rows of the keys the batch reached that differ from what was written. */
function collectWrites(f: OpsFold, w: Writes): void {
  const players = new Set([...f.field.entrants.takeTouched(), ...f.ops.players.takeTouched()]);
  const tables = new Set([...f.field.tables.takeTouched(), ...f.ops.tables.takeTouched()]);
  tallyTouched(f, players, tables);
  for (const pid of players) {
    const row = playerRowOfFold(f, pid);
    const was = f.written.players.get(pid);
    if (!row) {
      if (was) w.gonePlayers.push({ tournamentId: f.tournamentId, playerId: pid });
      f.written.players.delete(pid);
    } else if (!sameRow(was, row)) {
      f.written.players.set(pid, row);
      w.players.push(row);
    }
  }
  for (const tableId of tables) {
    const now = tableRowsOfFold(f, tableId);
    if (!now) continue;
    if (!sameRow(f.written.tables.get(tableId), now.table)) {
      f.written.tables.set(tableId, now.table);
      w.tables.push(now.table);
    }
    const before = f.written.seats.get(tableId) ?? new Map<string, Row>();
    for (const [k, row] of before)
      if (!now.seats.has(k))
        w.goneSeats.push({ tournamentId: f.tournamentId, tableId, seat: row[2] as number });
    for (const [k, row] of now.seats) if (!sameRow(before.get(k), row)) w.seats.push(row);
    f.written.seats.set(tableId, now.seats);
  }
  const summary = summaryRowOfFold(f);
  if (summary && !sameRow(f.written.summary ?? undefined, summary)) {
    f.written.summary = summary;
    w.summary.push(summary);
  }
  const head = storedHeadOf(f);
  f.written.head = head;
  w.progress.push([f.tournamentId, head, f.lastRevision, f.position]);
  w.purchases.push(...f.ops.newPurchases);
  f.ops.newPurchases.length = 0;
}

const withoutKey = (columns: readonly string[], key: readonly string[]) =>
  columns.filter((c) => !key.includes(c));

async function write(manager: EntityManager, w: Writes): Promise<void> {
  const m = manager;
  for (const s of w.goneSeats)
    await m.query(
      `DELETE FROM "ops_seats" WHERE "tournament_id" = ${param(m, 1)} AND "table_id" = ${param(m, 2)} AND "seat" = ${param(m, 3)}`,
      [s.tournamentId, s.tableId, s.seat],
    );
  // A refunded registration leaves the field (registration/entry-rules.ts RegistrationRefunded).
  for (const p of w.gonePlayers)
    await m.query(
      `DELETE FROM "ops_players" WHERE "tournament_id" = ${param(m, 1)} AND "player_id" = ${param(m, 2)}`,
      [p.tournamentId, p.playerId],
    );
  const tables: [string, readonly string[], readonly string[], Row[]][] = [
    ['ops_summary', SUMMARY_COLUMNS, ['tournament_id'], w.summary],
    ['ops_tables', TABLE_STORED_COLUMNS, ['tournament_id', 'table_id'], w.tables],
    ['ops_seats', SEAT_COLUMNS, ['tournament_id', 'table_id', 'seat'], w.seats],
    ['ops_players', PLAYER_STORED_COLUMNS, ['tournament_id', 'player_id'], w.players],
    [
      'ops_progress',
      ['tournament_id', 'head', 'last_revision', 'position'],
      ['tournament_id'],
      w.progress,
    ],
  ];
  for (const [table, columns, conflict, rows] of tables)
    await upsertRows(m, { table, columns, conflict, update: withoutKey(columns, conflict) }, rows);
  // One line per purchase, never rewritten (LNSE IV.1.3).
  await upsertRows(
    m,
    {
      table: 'ops_purchases',
      columns: PURCHASE_COLUMNS,
      conflict: ['tournament_id', 'purchase_no'],
      update: [],
    },
    w.purchases,
  );
}

interface Batch {
  readonly folds: Map<string, OpsFold>;
  /** The tournaments an event of the batch was folded into. */
  readonly changed: Set<string>;
}

/**
 * Tournament operations read models (issue 4): clock anchors, tables and seats, stacks and
 * leaderboard, entries and purchase lines, prize fund so far. Folded from the events alone
 * (issue 17, ops-fold.ts): a small state per tournament whose touched rows each batch compares
 * and writes, so an office event costs the same at 20,000 entrants as at 20. The reads that need
 * the decider's exact state (balancing, the hand book, heads-up, training) read the write side
 * instead (src/app/reads/folded-tournament.ts).
 */
export const operationsProjection = defineProjection<Batch>({
  name: 'operations',
  // 2: state stored as core + hands (state-codec.ts); closed tables show no seats.
  // 3: entrants, players and tables stored as pieces; a batch writes only those it changed.
  // 4: each level's game in the summary's levels (issue 23).
  // 5: the hand book's maps (the hand at each table, places, ...) stored by pieces (issue 22).
  // 6: folded from the events alone (issue 17): no ops_state / ops_state_pieces; ops_progress
  //    keeps the fold's head, ops_players its pending chips, ops_tables its reserved sets.
  version: 6,
  tables: OPERATIONS_ENTITIES,
  retiredTables: ['ops_state', 'ops_state_pieces'],
  load: async (manager, events) => ({
    folds: await loadFolds(manager, events),
    changed: new Set(),
  }),
  on: sameHandler(OPS_EVENT_TYPES, (b, _data, e) => {
    const id = tournamentIdOf(e.streamId);
    const f = id === undefined ? undefined : b.folds.get(id);
    if (f && foldEvent(f, e)) b.changed.add(f.tournamentId);
  }),
  async save(b, manager) {
    const w: Writes = {
      summary: [],
      tables: [],
      seats: [],
      players: [],
      purchases: [],
      progress: [],
      goneSeats: [],
      gonePlayers: [],
    };
    for (const id of b.changed) collectWrites(b.folds.get(id)!, w);
    await write(manager, w);
    const cache = cacheOf(manager);
    for (const [id, f] of b.folds) cache.set(id, f);
  },
});
