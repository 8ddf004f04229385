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
  type LedgerCursorRow,
} from './entities';
import { emptyLedger, foldLedger, LEDGER_EVENT_TYPES, seatingOf, type LedgerState } from './ledger';

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
  /** Each tournament's running state; `entries` holds only the entries booked in this batch. */
  readonly cursors: KeyedRows<LedgerState>;
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

export const ledgerProjection = defineProjection<Batch>({
  name: 'ledger',
  version: 1,
  tables: [LedgerLineEntity, LedgerCursorEntity],
  load: async (manager, events) => ({
    cursors: await KeyedRows.load(
      manager,
      {
        table: 'ledger_cursors',
        columns: ['tournament_id', 'revision', 'state'],
        key: 'tournament_id',
        fromDb: (db) => parseState(String(db.state)),
        toDb: (state, id) => {
          const { entries: _booked, ...rest } = state;
          return [id, state.revision, JSON.stringify(rest)];
        },
      },
      events.flatMap((e) => tournamentIdOf(e.streamId) ?? []),
    ),
    backfill: [],
  }),
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
  },
});
