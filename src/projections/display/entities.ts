import { EntitySchema } from 'typeorm';

/**
 * One row per tournament: the folded state the next batch continues from, and the display
 * document the hall monitors read (issue 10). Rebuildable from the events at any time.
 */
export interface DisplayRow {
  tournamentId: string;
  state: string;
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
    view: { type: 'text' },
    lastRevision: { type: 'integer', name: 'last_revision' },
    position: { type: 'bigint' },
  },
});

export const DISPLAY_ENTITIES = [DisplayEntity];
