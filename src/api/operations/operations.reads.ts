/**
 * What the operations resolvers read (issue 4), over the operations read model only. Kept free
 * of Nest so the ledger can build it from its read DataSource.
 */
import type { DataSource } from 'typeorm';
import type { PageArgs } from '../../projections/pagination';
import * as q from '../../projections/operations/queries';

export interface OperationsReads {
  clock(tournamentId: string, now: string): Promise<q.ClockInfo | null>;
  tables(tournamentId: string, includeClosed: boolean): Promise<q.TableView[]>;
  leaderboard(tournamentId: string, now: string, page: PageArgs): Promise<q.Leaderboard | null>;
  entries(
    tournamentId: string,
    page: PageArgs,
    playerId: string | null,
  ): ReturnType<typeof q.listEntries>;
  prizeFund(tournamentId: string): Promise<q.PrizeFund | null>;
  balancing(tournamentId: string): Promise<q.BalancingAdvice | null>;
}

export const operationsReads = (ds: DataSource): OperationsReads => ({
  clock: (id, now) => q.getClock(ds, id, now),
  tables: (id, includeClosed) => q.listTables(ds, id, includeClosed),
  leaderboard: (id, now, page) => q.getLeaderboard(ds, id, now, page),
  entries: (id, page, playerId) => q.listEntries(ds, id, page, playerId),
  prizeFund: (id) => q.getPrizeFund(ds, id),
  balancing: (id) => q.getBalancing(ds, id),
});
