import type { DataSource } from 'typeorm';
import { param } from '../sql';
import { TABLE_ORDER, type DisplayView, type TableHandView } from './view';

/**
 * The display document of one tournament, or null when its stream has no event yet: its head
 * with the parts stored apart (projection.ts) put back in.
 */
export async function getDisplayView(
  reader: DataSource,
  tournamentId: string,
): Promise<DisplayView | null> {
  const m = reader.manager;
  const rows = (await m.query(
    `SELECT "view" FROM "display_view" WHERE "tournament_id" = ${param(m, 1)}`,
    [tournamentId],
  )) as { view: string }[];
  if (!rows.length) return null;
  const parts = (await m.query(
    `SELECT "kind", "piece_key", "body" FROM "display_parts" WHERE "tournament_id" = ${param(m, 1)}`,
    [tournamentId],
  )) as { kind: string; piece_key: string; body: string }[];
  const view = JSON.parse(rows[0].view) as { -readonly [K in keyof DisplayView]: DisplayView[K] };
  const tables: { id: string; body: string }[] = [];
  for (const p of parts)
    if (p.kind === 'payouts') view.payouts = JSON.parse(p.body) as DisplayView['payouts'];
    else if (p.kind === 'leaderboard')
      view.leaderboard = JSON.parse(p.body) as DisplayView['leaderboard'];
    else if (p.kind === 'table') tables.push({ id: p.piece_key, body: p.body });
  view.tables = tables
    .sort((a, b) => TABLE_ORDER.compare(a.id, b.id))
    .map((t) => JSON.parse(t.body) as TableHandView);
  return view;
}
