import type { DataSource } from 'typeorm';
import { param } from '../sql';
import type { DisplayView } from './view';

/** The display document of one tournament, or null when its stream has no event yet. */
export async function getDisplayView(
  reader: DataSource,
  tournamentId: string,
): Promise<DisplayView | null> {
  const m = reader.manager;
  const rows = (await m.query(
    `SELECT "view" FROM "display_view" WHERE "tournament_id" = ${param(m, 1)}`,
    [tournamentId],
  )) as { view: string }[];
  return rows.length ? (JSON.parse(rows[0].view) as DisplayView) : null;
}
