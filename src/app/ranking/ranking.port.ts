/**
 * What the ranking and members API needs (issue 8): the member and season pipelines, the
 * ranking policy, and the ranking read model. Opened beside the tournament ledger from the
 * same store and read model (open-ranking.ts); the resolvers depend only on this.
 */
import type { MemberCommand } from '../../aggregates/member';
import type { SeasonCommand } from '../../aggregates/season';
import type { Actor } from '../../events/envelope';
import type { RankingFormulaSpec } from '../../events/ranking-events';
import type { CommandOutcome } from '../command-outcome';
import type { Connection, PageArgs } from '../../projections/pagination';
import type * as q from '../../projections/ranking/queries';
import type { ClubLine, RankingLine } from '../../commands/ranking/season-ranking';

export interface RankingReads {
  season(seasonId: string): Promise<q.SeasonView | null>;
  calendars(seasonId: string): Promise<q.CalendarView[]>;
  nationalTable(
    seasonId: string,
    args: PageArgs & { formulaVersion?: number | null; clubId?: string | null },
  ): Promise<Connection<q.RankingLineView>>;
  clubTable(
    seasonId: string,
    formulaVersion?: number | null,
  ): Promise<(ClubLine & { formulaVersion: number })[]>;
  playerHistory(
    playerId: string,
    opts: { seasonId?: string | null; formulaVersion?: number | null },
  ): Promise<q.HistoryLine[]>;
  whatIf(
    seasonId: string,
    formula: RankingFormulaSpec,
    top: number,
  ): Promise<{ players: RankingLine[]; clubs: ClubLine[]; totalPlayers: number }>;
  clubMembers(clubId: string): Promise<q.MemberView[]>;
}

export interface RankingApi {
  member(
    command: MemberCommand,
    meta: { actor: Actor; commandId: string },
  ): Promise<CommandOutcome>;
  season(
    command: SeasonCommand,
    meta: { actor: Actor; commandId: string },
  ): Promise<CommandOutcome>;
  readonly reads: RankingReads;
  /** Starts the ranking policy (completed tournaments -> season results). */
  start(): void;
  stop(): Promise<void>;
}

export const RANKING = Symbol('RANKING');
