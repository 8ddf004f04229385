import { EntitySchema } from 'typeorm';

/**
 * One row per tournament: the display's facts of it (tournament-facts.ts, with the orbit) the
 * next batch continues from, and the head of the display document the hall monitors read
 * (issue 10): all but its payout lines, leaderboard and tables, which are parts of their own
 * (display_parts). Rebuildable from the events at any time.
 */
export interface DisplayRow {
  tournamentId: string;
  facts: string;
  view: string;
  lastRevision: number;
  position: number;
}

export const DisplayEntity = new EntitySchema<DisplayRow>({
  name: 'DisplayReadModel',
  tableName: 'display_view',
  columns: {
    tournamentId: { type: String, primary: true, name: 'tournament_id' },
    facts: { type: 'text' },
    view: { type: 'text' },
    lastRevision: { type: 'integer', name: 'last_revision' },
    position: { type: 'bigint' },
  },
});

/** A keyed row of one tournament: (tournament, kind, key) -> body (JSON). */
const keyedEntity = (name: string, tableName: string) =>
  new EntitySchema<Record<string, unknown>>({
    name,
    tableName,
    columns: {
      tournament_id: { type: String, primary: true },
      kind: { type: String, primary: true },
      piece_key: { type: String, primary: true },
      body: { type: 'text' },
    },
  });

/**
 * The display's fold, a row each (issue 17): kind 'entrant' (key: the player), 'table' (key:
 * the table) and 'hand' (key: the table, its hand in play), so an event writes the rows it
 * changes (field-facts.ts, hand-rows.ts).
 */
export const DisplayFoldRowEntity = keyedEntity('DisplayFoldRowReadModel', 'display_rows');

/**
 * The parts of the display document stored apart (issue 17), so that an event rewrites only the
 * parts it changed: kind 'payouts' and 'leaderboard' (key ''), and 'table' (key: the table id),
 * the hand in play at that table as the monitors show it.
 */
export const DisplayPartEntity = keyedEntity('DisplayPartReadModel', 'display_parts');

export const DISPLAY_ENTITIES = [DisplayEntity, DisplayFoldRowEntity, DisplayPartEntity];
