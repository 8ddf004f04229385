import { EntitySchema } from 'typeorm';

/** One row per ledger line (debit or credit), traceable to its event. */
export interface LedgerLineRow {
  tournamentId: string;
  entryNo: number;
  lineNo: number;
  eventId: string;
  eventType: string;
  position: number;
  revision: number;
  occurredAt: string;
  code: string | null;
  item: string | null;
  playerId: string | null;
  registrationNumber: number | null;
  tableId: string | null;
  playDay: number;
  purchaseNo: number | null;
  receiptNo: number | null;
  account: string;
  debit: number;
  credit: number;
}

export const LedgerLineEntity = new EntitySchema<LedgerLineRow>({
  name: 'LedgerLineReadModel',
  tableName: 'ledger_lines',
  columns: {
    tournamentId: { type: String, primary: true, name: 'tournament_id' },
    entryNo: { type: 'integer', primary: true, name: 'entry_no' },
    lineNo: { type: 'integer', primary: true, name: 'line_no' },
    eventId: { type: String, name: 'event_id' },
    eventType: { type: String, name: 'event_type' },
    position: { type: 'bigint' },
    revision: { type: 'integer' },
    occurredAt: { type: String, name: 'occurred_at' },
    code: { type: String, nullable: true },
    item: { type: String, nullable: true },
    playerId: { type: String, nullable: true, name: 'player_id' },
    registrationNumber: { type: 'integer', nullable: true, name: 'registration_number' },
    tableId: { type: String, nullable: true, name: 'table_id' },
    playDay: { type: 'integer', name: 'play_day' },
    purchaseNo: { type: 'integer', nullable: true, name: 'purchase_no' },
    receiptNo: { type: 'integer', nullable: true, name: 'receipt_no' },
    account: { type: String },
    // Minor units; bigint so a postgres column holds any tournament's totals.
    debit: { type: 'bigint' },
    credit: { type: 'bigint' },
  },
  indices: [{ name: 'ledger_lines_player', columns: ['tournamentId', 'playerId'] }],
});

export const LEDGER_LINE_COLUMNS = [
  'tournament_id',
  'entry_no',
  'line_no',
  'event_id',
  'event_type',
  'position',
  'revision',
  'occurred_at',
  'code',
  'item',
  'player_id',
  'registration_number',
  'table_id',
  'play_day',
  'purchase_no',
  'receipt_no',
  'account',
  'debit',
  'credit',
] as const;

/** The fold's running state per tournament (balances, seats, day), without the entries. */
export interface LedgerCursorRow {
  tournamentId: string;
  revision: number;
  state: string;
}

export const LedgerCursorEntity = new EntitySchema<LedgerCursorRow>({
  name: 'LedgerCursorReadModel',
  tableName: 'ledger_cursors',
  columns: {
    tournamentId: { type: String, primary: true, name: 'tournament_id' },
    revision: { type: 'integer' },
    state: { type: 'text' },
  },
});

/**
 * Per player of a tournament, what the fold needs to book his lines: the table of his first
 * seat and his registration number (issue 22: a row each, so a batch reads and writes the
 * players it books, not the whole field).
 */
export interface LedgerPlayerRow {
  tournamentId: string;
  playerId: string;
  tableId: string | null;
  registrationNumber: number | null;
}

export const LedgerPlayerEntity = new EntitySchema<LedgerPlayerRow>({
  name: 'LedgerPlayerReadModel',
  tableName: 'ledger_players',
  columns: {
    tournamentId: { type: String, primary: true, name: 'tournament_id' },
    playerId: { type: String, primary: true, name: 'player_id' },
    tableId: { type: String, nullable: true, name: 'table_id' },
    registrationNumber: { type: 'integer', nullable: true, name: 'registration_number' },
  },
});
