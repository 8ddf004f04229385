import { EntitySchema } from 'typeorm';
import { pieceEntity } from '../state-pieces';

/**
 * One row per tournament: the core of the folded state the next batch continues from (its
 * entrants, players, tables and purchase lines are pieces of their own, state-pieces.ts), the
 * hands in play, and the head of the display document the hall monitors read (issue 10): all
 * but its payout lines, leaderboard and tables, which are parts of their own (display_parts).
 * Rebuildable from the events at any time.
 */
export interface DisplayRow {
  tournamentId: string;
  state: string;
  hands: string;
  view: string;
  lastRevision: number;
  position: number;
}

export const DisplayEntity = new EntitySchema<DisplayRow>({
  name: 'DisplayReadModel',
  tableName: 'display_view',
  columns: {
    tournamentId: { type: String, primary: true, name: 'tournament_id' },
    state: { type: 'text' },
    hands: { type: 'text' },
    view: { type: 'text' },
    lastRevision: { type: 'integer', name: 'last_revision' },
    position: { type: 'bigint' },
  },
});

/** Each entrant, player, table and purchase line of the folded state, a row each. */
export const DisplayStatePieceEntity = pieceEntity(
  'DisplayStatePieceReadModel',
  'display_state_pieces',
);

/**
 * The parts of the display document stored apart (issue 17), so that an event rewrites only the
 * parts it changed: kind 'payouts' and 'leaderboard' (key ''), and 'table' (key: the table id),
 * the hand in play at that table.
 */
export const DisplayPartEntity = pieceEntity('DisplayPartReadModel', 'display_parts');

export const DISPLAY_ENTITIES = [DisplayEntity, DisplayStatePieceEntity, DisplayPartEntity];
