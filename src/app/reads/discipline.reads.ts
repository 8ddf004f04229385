/**
 * What the discipline resolvers read (issue 6), over the discipline read model only. Kept free
 * of Nest so the ledger can build it from its read DataSource.
 */
import type { DataSource } from 'typeorm';
import type { PageArgs } from '../../projections/pagination';
import * as q from '../../projections/discipline/queries';

export interface DisciplineReads {
  penalties(filter: q.PenaltyFilter, page: PageArgs): ReturnType<typeof q.listPenalties>;
  countsByClause(filter: q.PenaltyFilter): Promise<q.ClauseCount[]>;
  openProtests(today: string, overdueOnly: boolean): Promise<q.ProtestView[]>;
  caseFile(tournamentId: string, protestId: string, today: string): Promise<q.CaseFile | null>;
  seasonBans(filter: {
    season?: string | null;
    playerId?: string | null;
  }): Promise<q.SeasonBanView[]>;
  /** FSPR 7.2.3: the ban a registration on `date` must refuse, if any. */
  isDisqualifiedForSeason(memberId: string, date: string): Promise<q.SeasonBanView | null>;
}

export const disciplineReads = (ds: DataSource): DisciplineReads => ({
  penalties: (filter, page) => q.listPenalties(ds, filter, page),
  countsByClause: (filter) => q.penaltyCountsByClause(ds, filter),
  openProtests: (today, overdueOnly) => q.listOpenProtests(ds, today, overdueOnly),
  caseFile: (t, p, today) => q.getProtestCaseFile(ds, t, p, today),
  seasonBans: (filter) => q.listSeasonBans(ds, filter),
  isDisqualifiedForSeason: (memberId, date) => q.isDisqualifiedForSeason(ds, memberId, date),
});
