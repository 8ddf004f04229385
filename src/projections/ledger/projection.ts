/**
 * The ledger read model (issue 7): the pure fold of ledger.ts, kept per tournament in
 * ledger_cursors (its running balances, seats and day) with one row per booked line in
 * ledger_lines. Idempotent per stream revision, like every read model here.
 */
import type { EntityManager } from 'typeorm';
import { tournamentIdOf, type StoredEvent } from '../../events/envelope';
import type { Projection } from '../projection';
import { dialectOf, upsertRows } from '../sql';
import {
  LEDGER_LINE_COLUMNS,
  LedgerCursorEntity,
  LedgerLineEntity,
  type LedgerCursorRow,
} from './entities';
import { emptyLedger, foldLedger, SEATING, type LedgerState } from './ledger';

const POSTING_TYPES = [
  'PlayerRegistered',
  'PlayerReEntered',
  'RebuyTaken',
  'ChipsToppedUp',
  'AddOnTaken',
  'RefundIssued',
  'RegistrationRefunded',
  'PrizePoolFixed',
  'PrizeAwarded',
  'PrizeRedistributed',
  'QualifierTicketAwarded',
  'BountyAwarded',
  'PrizePaid',
  'TerminationSettlementRecorded',
];

const p = (manager: EntityManager, n: number) =>
  dialectOf(manager) === 'postgres' ? `$${n}` : '?';

export async function loadLedgerState(
  manager: EntityManager,
  tournamentId: string,
): Promise<LedgerState | undefined> {
  const rows = (await manager.query(
    `SELECT "state" FROM "ledger_cursors" WHERE "tournament_id" = ${p(manager, 1)}`,
    [tournamentId],
  )) as Pick<LedgerCursorRow, 'state'>[];
  return rows[0] ? ({ ...JSON.parse(rows[0].state), entries: [] } as LedgerState) : undefined;
}

export const ledgerProjection: Projection = {
  name: 'ledger',
  version: 1,
  entities: [LedgerLineEntity, LedgerCursorEntity],
  handles: [...new Set([...POSTING_TYPES, ...Object.keys(SEATING), 'TournamentDayResumed'])],
  async apply(events: readonly StoredEvent[], manager) {
    const byTournament = new Map<string, StoredEvent[]>();
    for (const e of events) {
      const id = tournamentIdOf(e.streamId);
      if (id !== undefined) byTournament.set(id, [...(byTournament.get(id) ?? []), e]);
    }
    for (const [tournamentId, list] of byTournament) {
      const state = (await loadLedgerState(manager, tournamentId)) ?? emptyLedger(tournamentId);
      const backfill: { playerId: string; tableId: string }[] = [];
      for (const e of list) {
        if (e.revision <= state.revision) continue;
        // LNSE IV.3, IV.6(c): buy-ins booked before the draw go to the table of the first seat.
        for (const a of SEATING[e.type]?.(e.data as never) ?? [])
          if (!(a.playerId in state.seats)) backfill.push(a);
        foldLedger(state, e);
      }
      const rows = state.entries.flatMap((x) =>
        x.lines.map((l, i) => [
          tournamentId,
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
      for (const b of backfill)
        await manager.query(
          `UPDATE "ledger_lines" SET "table_id" = ${p(manager, 1)} WHERE "tournament_id" = ${p(manager, 2)} AND "player_id" = ${p(manager, 3)} AND "table_id" IS NULL AND "code" IS NOT NULL`,
          [b.tableId, tournamentId, b.playerId],
        );
      await upsertRows(
        manager,
        {
          table: 'ledger_lines',
          columns: LEDGER_LINE_COLUMNS,
          conflict: ['tournament_id', 'entry_no', 'line_no'],
          update: [],
        },
        rows,
      );
      const { entries: _booked, ...rest } = state;
      await upsertRows(
        manager,
        {
          table: 'ledger_cursors',
          columns: ['tournament_id', 'revision', 'state'],
          conflict: ['tournament_id'],
          update: ['revision', 'state'],
        },
        [[tournamentId, state.revision, JSON.stringify(rest)]],
      );
    }
  },
};
