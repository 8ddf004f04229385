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

/**
 * FSPR 7.2.3: the refusal a registration must give a member banned for the season on the date
 * of the competition, or null. Call it before RegisterPlayer reaches the pipeline:
 *   const no = await seasonBanRefusal(ledger.discipline, playerId, scheduledStart.slice(0, 10));
 *   if (no) throw rejectionError(no);
 */
export async function seasonBanRefusal(
  reads: DisciplineReads | undefined,
  memberId: string,
  date: string,
): Promise<{ code: string; ruleRef: string; message: string } | null> {
  const ban = reads ? await reads.isDisqualifiedForSeason(memberId, date) : null;
  return ban
    ? {
        code: 'DISQUALIFIED_FOR_SEASON',
        ruleRef: 'FSPR 7.2.3',
        message: `${memberId} is disqualified from all official and rating competitions of season ${ban.season} (${ban.fromDate} to ${ban.toDate}), decided by the federation on ${ban.at.slice(0, 10)}.`,
      }
    : null;
}
