/**
 * What the hands resolvers read (issue 5), kept free of Nest so the ledger can build it from its
 * read DataSource: the hand-history read model (one record per hand), and the operations read
 * model's folded hand book (the engine state of the hand in progress, places and bounties),
 * which is what the decider itself decides on, so the legal actions shown are the ones accepted.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { HandBook, TableHand } from '../../aggregates/tournament/hands/state';
import type { HandRecord } from '../../projections/hand-history/model';
import { param, toInt } from '../../projections/sql';

export interface TableHandRead {
  readonly hand: TableHand;
  /** False once the hand is completed (or voided): the table waits for the next deal. */
  readonly inProgress: boolean;
}

export interface StandingRow {
  readonly playerId: string;
  readonly fullName: string;
  readonly status: string;
  readonly stack: number;
  readonly tableId: string | null;
  readonly seat: number | null;
}

export interface StandingsRead {
  readonly tournamentStatus: string;
  readonly players: readonly StandingRow[];
  readonly places: HandBook['places'];
  readonly bounties: HandBook['bounties'];
}

export interface HandFilter {
  readonly tableId?: string | null;
  readonly playerId?: string | null;
}

export interface HandReads {
  tableHand(tournamentId: string, tableId: string): Promise<TableHandRead | null>;
  hand(tournamentId: string, tableId: string, handNo: number): Promise<HandRecord | null>;
  /** Hands in the order played, `limit` from `offset`, and how many match. */
  hands(
    tournamentId: string,
    filter: HandFilter,
    offset: number,
    limit: number,
  ): Promise<{ records: HandRecord[]; total: number }>;
  allHands(tournamentId: string): Promise<HandRecord[]>;
  standings(tournamentId: string): Promise<StandingsRead | null>;
}

type Row = Record<string, unknown>;

/** A player's hands: `players` is ",id1,id2," (hand-history/entities.ts). */
const likePlayer = (playerId: string) => `%,${playerId.replace(/[\\%_]/g, (c) => `\\${c}`)},%`;

function where(m: EntityManager, tournamentId: string, f: HandFilter) {
  const clauses = [`tournament_id = ${param(m, 1)}`];
  const params: unknown[] = [tournamentId];
  if (f.tableId != null) {
    params.push(f.tableId);
    clauses.push(`table_id = ${param(m, params.length)}`);
  }
  if (f.playerId != null) {
    params.push(likePlayer(f.playerId));
    clauses.push(`players LIKE ${param(m, params.length)} ESCAPE '\\'`);
  }
  return { sql: clauses.join(' AND '), params };
}

const ORDER = 'ORDER BY started_at, table_id, hand_no';
const records = (rows: Row[]) => rows.map((r) => JSON.parse(r.record as string) as HandRecord);

/** One table's hand in progress: its own row of the operations read model (issue 22). */
async function tableHandOf(
  m: EntityManager,
  tournamentId: string,
  tableId: string,
): Promise<TableHand | null> {
  const rows = (await m.query(
    `SELECT "body" FROM "ops_state_pieces" WHERE "tournament_id" = ${param(m, 1)} AND "kind" = 'hands.tables' AND "piece_key" = ${param(m, 2)}`,
    [tournamentId, tableId],
  )) as Row[];
  return rows[0] ? (JSON.parse(rows[0].body as string) as TableHand) : null;
}

/** The hand book's places and bounties, read from their own rows. */
async function placesOf(
  m: EntityManager,
  tournamentId: string,
): Promise<Pick<HandBook, 'places' | 'bounties'>> {
  const rows = (await m.query(
    `SELECT "kind", "piece_key", "body" FROM "ops_state_pieces" WHERE "tournament_id" = ${param(m, 1)} AND "kind" IN ('hands.places', 'hands.bounties')`,
    [tournamentId],
  )) as Row[];
  const out: Pick<HandBook, 'places' | 'bounties'> = { places: {}, bounties: {} };
  for (const r of rows) {
    const map = (r.kind === 'hands.places' ? out.places : out.bounties) as Record<string, unknown>;
    map[r.piece_key as string] = JSON.parse(r.body as string);
  }
  return out;
}

export const handReads = (ds: DataSource): HandReads => {
  const m = ds.manager;
  return {
    async tableHand(tournamentId, tableId) {
      const [hand, tables] = await Promise.all([
        tableHandOf(m, tournamentId, tableId),
        m.query(
          `SELECT "hand_in_progress", "hand_no" FROM "ops_tables" WHERE "tournament_id" = ${param(m, 1)} AND "table_id" = ${param(m, 2)}`,
          [tournamentId, tableId],
        ) as Promise<Row[]>,
      ]);
      if (!hand) return null;
      const t = tables[0];
      const inProgress = !!t && toInt(t.hand_in_progress) === 1 && toInt(t.hand_no) === hand.handNo;
      return { hand, inProgress: inProgress && hand.status !== 'voided' };
    },
    async hand(tournamentId, tableId, handNo) {
      const rows = (await m.query(
        `SELECT record FROM hand_histories WHERE tournament_id = ${param(m, 1)} AND table_id = ${param(m, 2)} AND hand_no = ${param(m, 3)}`,
        [tournamentId, tableId, handNo],
      )) as Row[];
      return records(rows)[0] ?? null;
    },
    async hands(tournamentId, filter, offset, limit) {
      const w = where(m, tournamentId, filter);
      const [rows, count] = await Promise.all([
        m.query(
          `SELECT record FROM hand_histories WHERE ${w.sql} ${ORDER} LIMIT ${limit} OFFSET ${offset}`,
          w.params,
        ) as Promise<Row[]>,
        m.query(`SELECT COUNT(*) AS n FROM hand_histories WHERE ${w.sql}`, w.params) as Promise<
          Row[]
        >,
      ]);
      return { records: records(rows), total: toInt(count[0]?.n ?? 0) };
    },
    async allHands(tournamentId) {
      const w = where(m, tournamentId, {});
      return records(
        (await m.query(
          `SELECT record FROM hand_histories WHERE ${w.sql} ${ORDER}`,
          w.params,
        )) as Row[],
      );
    },
    async standings(tournamentId) {
      const [summary, players, book] = await Promise.all([
        m.query(`SELECT "status" FROM "ops_summary" WHERE "tournament_id" = ${param(m, 1)}`, [
          tournamentId,
        ]) as Promise<Row[]>,
        m.query(
          `SELECT "player_id", "full_name", "status", "stack", "table_id", "seat" FROM "ops_players" WHERE "tournament_id" = ${param(m, 1)}`,
          [tournamentId],
        ) as Promise<Row[]>,
        placesOf(m, tournamentId),
      ]);
      if (!summary[0]) return null;
      return {
        tournamentStatus: summary[0].status as string,
        players: players.map((p) => ({
          playerId: p.player_id as string,
          fullName: (p.full_name as string) ?? '',
          status: p.status as string,
          stack: toInt(p.stack),
          tableId: (p.table_id as string | null) ?? null,
          seat: p.seat == null ? null : toInt(p.seat),
        })),
        places: book.places,
        bounties: book.bounties,
      };
    },
  };
};
