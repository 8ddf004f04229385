/**
 * The ledger read model (issue 7): the pure fold of ledger.ts, kept per tournament in
 * ledger_cursors (its running balances, seats and day) with one row per booked line in
 * ledger_lines. Idempotent per stream revision, like every read model here.
 */
import type { EntityManager } from 'typeorm';
import { tournamentIdOf, type StoredEvent } from '../../events/envelope';
import { defineProjection, KeyedRows, sameHandler, Upserts } from '../kit';
import { dialectOf } from '../sql';
import {
  LEDGER_LINE_COLUMNS,
  LedgerCursorEntity,
  LedgerLineEntity,
  LedgerPlayerEntity,
  type LedgerCursorRow,
} from './entities';
import {
  emptyLedger,
  foldLedger,
  LEDGER_EVENT_TYPES,
  playersOf,
  seatingOf,
  type LedgerState,
} from './ledger';
import { selectWhereIn, toInt } from '../sql';

const p = (manager: EntityManager, n: number) =>
  dialectOf(manager) === 'postgres' ? `$${n}` : '?';

const parseState = (state: string): LedgerState => ({
  ...(JSON.parse(state) as Omit<LedgerState, 'entries'>),
  entries: [],
});

export async function loadLedgerState(
  manager: EntityManager,
  tournamentId: string,
): Promise<LedgerState | undefined> {
  const rows = (await manager.query(
    `SELECT "state" FROM "ledger_cursors" WHERE "tournament_id" = ${p(manager, 1)}`,
    [tournamentId],
  )) as Pick<LedgerCursorRow, 'state'>[];
  return rows[0] ? parseState(rows[0].state) : undefined;
}

interface Batch {
  /**
   * Each tournament's running state; `entries` holds only the entries booked in this batch, and
   * `seats` and `registrationNumbers` only the players the batch books (ledger_players).
   */
  readonly cursors: KeyedRows<LedgerState>;
  /** Per tournament, the players the batch's events concern: their facts are written back. */
  readonly players: Map<string, Set<string>>;
  /** First seats of players whose earlier lines have no table yet (LNSE IV.3, IV.6(c)). */
  readonly backfill: { tournamentId: string; playerId: string; tableId: string }[];
}

const linesOf = (state: LedgerState): unknown[][] =>
  state.entries.flatMap((x) =>
    x.lines.map((l, i) => [
      state.tournamentId,
      x.entryNo,
      i + 1,
      x.eventId,
      x.eventType,
      x.globalPosition,
      x.revision,
      x.occurredAt,
      x.code,
      x.item,
      x.playerId,
      x.registrationNumber,
      x.tableId,
      x.playDay,
      x.purchaseNo,
      x.receiptNo,
      l.account,
      l.debit,
      l.credit,
    ]),
  );

function fold(b: Batch, _data: unknown, e: StoredEvent): void {
  const tournamentId = tournamentIdOf(e.streamId);
  if (tournamentId === undefined) return;
  const state = b.cursors.get(tournamentId) ?? emptyLedger(tournamentId);
  b.cursors.set(tournamentId, state);
  if (e.revision <= state.revision) return;
  // LNSE IV.3, IV.6(c): buy-ins booked before the draw go to the table of the first seat.
  for (const a of seatingOf(e))
    if (!(a.playerId in state.seats)) b.backfill.push({ tournamentId, ...a });
  foldLedger(state, e);
}

function playersByTournament(events: readonly StoredEvent[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const e of events) {
    const id = tournamentIdOf(e.streamId);
    if (id === undefined) continue;
    const ids = playersOf(e);
    if (!ids.length) continue;
    let set = out.get(id);
    if (!set) out.set(id, (set = new Set()));
    for (const p of ids) set.add(p);
  }
  return out;
}

/** Puts the stored facts of the batch's players into their tournaments' states. */
async function loadPlayers(manager: EntityManager, b: Batch): Promise<void> {
  for (const [id, players] of b.players) {
    const state = b.cursors.get(id);
    if (!state) continue;
    const rows = await selectWhereIn<Record<string, unknown>>(
      manager,
      {
        select: 'SELECT "player_id", "table_id", "registration_number" FROM "ledger_players"',
        where: `"tournament_id" = ${p(manager, 1)}`,
        fixed: [id],
      },
      'player_id',
      [...players],
    );
    for (const r of rows) {
      const pid = String(r.player_id);
      if (r.table_id != null) state.seats[pid] = String(r.table_id);
      if (r.registration_number != null)
        state.registrationNumbers[pid] = toInt(r.registration_number);
    }
  }
}

export const ledgerProjection = defineProjection<Batch>({
  name: 'ledger',
  // 2: the players' seats and registration numbers a row each in ledger_players (issue 22).
  version: 2,
  tables: [LedgerLineEntity, LedgerCursorEntity, LedgerPlayerEntity],
  load: async (manager, events) => {
    const batch: Batch = {
      cursors: await KeyedRows.load(
        manager,
        {
          table: 'ledger_cursors',
          columns: ['tournament_id', 'revision', 'state'],
          key: 'tournament_id',
          fromDb: (db) => parseState(String(db.state)),
          toDb: (state, id) => {
            // The per-player maps live in ledger_players: the cursor stays a few numbers.
            const { entries: _booked, seats: _s, registrationNumbers: _r, ...rest } = state;
            return [
              id,
              state.revision,
              JSON.stringify({ ...rest, seats: {}, registrationNumbers: {} }),
            ];
          },
        },
        events.flatMap((e) => tournamentIdOf(e.streamId) ?? []),
      ),
      backfill: [],
      players: playersByTournament(events),
    };
    await loadPlayers(manager, batch);
    return batch;
  },
  on: sameHandler(LEDGER_EVENT_TYPES, fold),
  async save(b, manager) {
    for (const x of b.backfill)
      await manager.query(
        `UPDATE "ledger_lines" SET "table_id" = ${p(manager, 1)} WHERE "tournament_id" = ${p(manager, 2)} AND "player_id" = ${p(manager, 3)} AND "table_id" IS NULL AND "code" IS NOT NULL`,
        [x.tableId, x.tournamentId, x.playerId],
      );
    const lines = new Upserts({
      table: 'ledger_lines',
      columns: LEDGER_LINE_COLUMNS,
      conflict: ['tournament_id', 'entry_no', 'line_no'],
      update: [],
    });
    for (const id of b.cursors.keys())
      for (const row of linesOf(b.cursors.get(id)!)) lines.add(row);
    await lines.save(manager);
    await b.cursors.save(manager);
    const facts = new Upserts({
      table: 'ledger_players',
      columns: ['tournament_id', 'player_id', 'table_id', 'registration_number'],
      conflict: ['tournament_id', 'player_id'],
      update: ['table_id', 'registration_number'],
    });
    for (const [id, players] of b.players) {
      const state = b.cursors.get(id);
      if (!state) continue;
      for (const pid of players)
        if (pid in state.seats || pid in state.registrationNumbers)
          facts.add([id, pid, state.seats[pid] ?? null, state.registrationNumbers[pid] ?? null]);
    }
    await facts.save(manager);
  },
});
