/**
 * What the hands resolvers read (issue 5), kept free of Nest so the ledger can build it from its
 * read DataSource: the hand-history read model (one record per hand), the operations read model's
 * players, and the hand book (the engine state of the hand in progress, places and bounties) as
 * the write side decides on it (folded-tournament.ts, issue 17), so the legal actions shown are
 * the ones accepted.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { DecidedTournament } from './folded-tournament';
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

export const handReads = (ds: DataSource, decided: DecidedTournament): HandReads => {
  const m = ds.manager;
  return {
    async tableHand(tournamentId, tableId) {
      // Copied: the pipeline evolves its state in place, and the answer is read after an await.
      const read = await decided(tournamentId, (s) => {
        const hand = s.hands?.tables[tableId];
        if (!hand) return null;
        const t = s.tables[tableId];
        const inProgress = !!t && t.handInProgress && t.handNo === hand.handNo;
        return { hand: structuredClone(hand), inProgress: inProgress && hand.status !== 'voided' };
      });
      return read ?? null;
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
        decided(tournamentId, (s) => ({
          places: structuredClone(s.hands?.places ?? {}),
          bounties: structuredClone(s.hands?.bounties ?? {}),
        })),
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
        places: book?.places ?? {},
        bounties: book?.bounties ?? {},
      };
    },
  };
};
