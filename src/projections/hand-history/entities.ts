import { EntitySchema } from 'typeorm';

/**
 * One row per hand. The hand's record (seats, forced bets, actions, board, shown cards, pots,
 * rulings) is one JSON document: it is always read and exported whole. `players` is
 * ",id1,id2," so a player's hands are found without a join table.
 */
export interface HandHistoryRow {
  handKey: string;
  tournamentId: string;
  tableId: string;
  handNo: number;
  startedAt: string | null;
  players: string;
  record: string;
  lastRevision: number;
}

export const HandHistoryEntity = new EntitySchema<HandHistoryRow>({
  name: 'HandHistoryReadModel',
  tableName: 'hand_histories',
  columns: {
    handKey: { type: String, primary: true, name: 'hand_key' },
    tournamentId: { type: String, name: 'tournament_id' },
    tableId: { type: String, name: 'table_id' },
    handNo: { type: 'integer', name: 'hand_no' },
    startedAt: { type: String, nullable: true, name: 'started_at' },
    players: { type: String },
    record: { type: 'text' },
    lastRevision: { type: 'bigint', name: 'last_revision' },
  },
  indices: [{ name: 'hand_histories_by_tournament', columns: ['tournamentId', 'startedAt'] }],
});

export const HAND_HISTORY_COLUMNS = [
  'hand_key',
  'tournament_id',
  'table_id',
  'hand_no',
  'started_at',
  'players',
  'record',
  'last_revision',
] as const;
