/** Reads of the hand-history read model: per tournament, table, player, or one hand. */
import type { EntityManager } from 'typeorm';
import { param } from '../sql';
import type { HandRecord } from './model';

export interface HandPage {
  readonly limit?: number;
  readonly offset?: number;
}

async function records(
  manager: EntityManager,
  where: string,
  params: unknown[],
  page: HandPage = {},
): Promise<HandRecord[]> {
  const limit = Math.min(page.limit ?? 100, 1000);
  const rows = (await manager.query(
    `SELECT record FROM hand_histories WHERE ${where} ORDER BY started_at, table_id, hand_no LIMIT ${limit} OFFSET ${page.offset ?? 0}`,
    params,
  )) as { record: string }[];
  return rows.map((r) => JSON.parse(r.record) as HandRecord);
}

export const handsOfTournament = (m: EntityManager, tournamentId: string, page?: HandPage) =>
  records(m, `tournament_id = ${param(m, 1)}`, [tournamentId], page);

export const handsAtTable = (
  m: EntityManager,
  tournamentId: string,
  tableId: string,
  page?: HandPage,
) =>
  records(
    m,
    `tournament_id = ${param(m, 1)} AND table_id = ${param(m, 2)}`,
    [tournamentId, tableId],
    page,
  );

export const handsOfPlayer = (
  m: EntityManager,
  tournamentId: string,
  playerId: string,
  page?: HandPage,
) =>
  records(
    m,
    `tournament_id = ${param(m, 1)} AND players LIKE ${param(m, 2)} ESCAPE '\\'`,
    [tournamentId, `%,${playerId.replace(/[\\%_]/g, (c) => `\\${c}`)},%`],
    page,
  );

export async function handAt(
  m: EntityManager,
  tournamentId: string,
  tableId: string,
  handNo: number,
): Promise<HandRecord | null> {
  const [h] = await records(
    m,
    `tournament_id = ${param(m, 1)} AND table_id = ${param(m, 2)} AND hand_no = ${param(m, 3)}`,
    [tournamentId, tableId, handNo],
  );
  return h ?? null;
}
