/** Reads of the ledger read model for the API: lines with filters, balances, per-table share. */
import type { EntityManager } from 'typeorm';
import type { Account, TableBenefit } from './ledger';
import { loadLedgerState } from './projection';
import { dialectOf } from '../sql';

export interface LedgerLineFilter {
  readonly account?: Account;
  readonly playerId?: string;
  readonly code?: string;
  readonly tableId?: string;
  /** Entries after this entry number (cursor). */
  readonly afterEntry?: number;
  readonly limit?: number;
}

export interface LedgerLineView {
  readonly entryNo: number;
  readonly lineNo: number;
  readonly eventId: string;
  readonly eventType: string;
  readonly position: number;
  readonly occurredAt: string;
  readonly code: string | null;
  readonly playerId: string | null;
  readonly registrationNumber: number | null;
  readonly tableId: string | null;
  readonly playDay: number;
  readonly account: string;
  readonly debit: number;
  readonly credit: number;
}

export async function ledgerLines(
  manager: EntityManager,
  tournamentId: string,
  f: LedgerLineFilter = {},
): Promise<LedgerLineView[]> {
  const pg = dialectOf(manager) === 'postgres';
  const params: unknown[] = [tournamentId];
  const where = ['"tournament_id" = ' + (pg ? '$1' : '?')];
  const add = (column: string, value: unknown, op = '=') => {
    params.push(value);
    where.push(`"${column}" ${op} ${pg ? `$${params.length}` : '?'}`);
  };
  if (f.account) add('account', f.account);
  if (f.playerId) add('player_id', f.playerId);
  if (f.code) add('code', f.code);
  if (f.tableId) add('table_id', f.tableId);
  if (f.afterEntry !== undefined) add('entry_no', f.afterEntry, '>');
  const limit = Math.min(Math.max(f.limit ?? 500, 1), 5_000);
  const rows = (await manager.query(
    `SELECT "entry_no", "line_no", "event_id", "event_type", "position", "occurred_at", "code", "player_id",
            "registration_number", "table_id", "play_day", "account", "debit", "credit"
       FROM "ledger_lines" WHERE ${where.join(' AND ')} ORDER BY "entry_no", "line_no" LIMIT ${limit}`,
    params,
  )) as Record<string, unknown>[];
  return rows.map((r) => ({
    entryNo: Number(r.entry_no),
    lineNo: Number(r.line_no),
    eventId: String(r.event_id),
    eventType: String(r.event_type),
    position: Number(r.position),
    occurredAt: String(r.occurred_at),
    code: (r.code as string | null) ?? null,
    playerId: (r.player_id as string | null) ?? null,
    registrationNumber: r.registration_number == null ? null : Number(r.registration_number),
    tableId: (r.table_id as string | null) ?? null,
    playDay: Number(r.play_day),
    account: String(r.account),
    debit: Number(r.debit),
    credit: Number(r.credit),
  }));
}

/** Balances per account (debit +, credit −); they sum to zero. */
export async function ledgerBalances(
  manager: EntityManager,
  tournamentId: string,
): Promise<Record<Account, number> | undefined> {
  return (await loadLedgerState(manager, tournamentId))?.balances;
}

/** LNSE IV.6(c), IV.11.5: operator's share per table, playing day and code. */
export async function tableBenefitRows(
  manager: EntityManager,
  tournamentId: string,
): Promise<TableBenefit[]> {
  const pg = dialectOf(manager) === 'postgres';
  const rows = (await manager.query(
    `SELECT "table_id", "play_day", "code",
            SUM(CASE WHEN "account" = 'cash' THEN "debit" - "credit" ELSE 0 END) AS gross,
            SUM(CASE WHEN "account" = 'prize-fund' THEN "credit" - "debit" ELSE 0 END) AS prize_fund,
            SUM(CASE WHEN "account" = 'fee-revenue' THEN "credit" - "debit" ELSE 0 END) AS fee,
            SUM(CASE WHEN "account" = 'cash' THEN (CASE WHEN "debit" > 0 THEN 1 ELSE -1 END) ELSE 0 END) AS n
       FROM "ledger_lines" WHERE "tournament_id" = ${pg ? '$1' : '?'} AND "code" IS NOT NULL
      GROUP BY "table_id", "play_day", "code" ORDER BY "play_day", "table_id", "code"`,
    [tournamentId],
  )) as Record<string, unknown>[];
  return rows.map((r) => ({
    tableId: (r.table_id as string | null) ?? null,
    playDay: Number(r.play_day),
    code: r.code as TableBenefit['code'],
    gross: Number(r.gross),
    prizeFund: Number(r.prize_fund),
    fee: Number(r.fee),
    count: Number(r.n),
  }));
}
