/**
 * A ranking season (issue 8; FSNP Art. 19, 137; DECISION-1): stream `season-<id>`. Clubs
 * submit their calendars, the federation approves them, completed tournaments of an approved
 * calendar are recorded and scored here (`PointsAwarded`, see ranking-events.ts), and a
 * formula change re-awards every recorded tournament under a new formula version.
 */
import type {
  PointsAwardedData,
  RankedStanding,
  RankingFormulaSpec,
  TournamentResult,
} from './ranking-events';

export interface SeasonDefinedData {
  readonly seasonId: string;
  readonly name: string;
  /** YYYY-MM-DD, inclusive. */
  readonly startsOn: string;
  readonly endsOn: string;
  /** The ruleset whose formula the season starts with (DECISION-1). */
  readonly rulesetId: string;
  readonly formulaVersion: number;
  readonly formula: RankingFormulaSpec;
}

export interface CalendarTournament {
  readonly tournamentId: string;
  /** YYYY-MM-DD. */
  readonly scheduledOn: string;
  readonly name: string;
}

export interface CalendarSubmittedData {
  readonly calendarId: string;
  readonly clubId: string;
  readonly tournaments: readonly CalendarTournament[];
  readonly submittedAt: string;
}

export interface CalendarApprovedData {
  readonly calendarId: string;
  readonly clubId: string;
  readonly tournamentIds: readonly string[];
  readonly approvedBy: string;
  readonly approvedAt: string;
}

export interface TournamentResultRecordedData {
  readonly result: TournamentResult;
  readonly resultRevision: number;
}

export interface SeasonStandingsCorrectedData {
  readonly tournamentId: string;
  readonly standings: readonly RankedStanding[];
  readonly protestId: string | null;
  readonly reason: string;
  readonly resultRevision: number;
  readonly correctedAt: string;
}

export interface RankingFormulaChangedData {
  readonly formulaVersion: number;
  readonly formula: RankingFormulaSpec;
  readonly reason: string;
  readonly changedAt: string;
}

export interface SeasonPublishedData {
  readonly formulaVersion: number;
  readonly publishedAt: string;
}

type E<T extends string, D> = { readonly type: T; readonly data: D; readonly ruleRef?: string };

export type SeasonEvent =
  | E<'SeasonDefined', SeasonDefinedData>
  | E<'CalendarSubmitted', CalendarSubmittedData>
  | E<'CalendarApproved', CalendarApprovedData>
  | E<'TournamentResultRecorded', TournamentResultRecordedData>
  | E<'StandingsCorrected', SeasonStandingsCorrectedData>
  | E<'PointsAwarded', PointsAwardedData>
  | E<'RankingFormulaChanged', RankingFormulaChangedData>
  | E<'SeasonPublished', SeasonPublishedData>;

export const SEASON_SCHEMA_VERSIONS: Record<SeasonEvent['type'], number> = {
  SeasonDefined: 1,
  CalendarSubmitted: 1,
  CalendarApproved: 1,
  TournamentResultRecorded: 1,
  StandingsCorrected: 1,
  PointsAwarded: 1,
  RankingFormulaChanged: 1,
  SeasonPublished: 1,
};

export const SEASON_STREAM_PREFIX = 'season-';
export const seasonStreamId = (seasonId: string): string => `${SEASON_STREAM_PREFIX}${seasonId}`;
export const seasonIdOf = (streamId: string): string | undefined =>
  streamId.startsWith(SEASON_STREAM_PREFIX)
    ? streamId.slice(SEASON_STREAM_PREFIX.length)
    : undefined;
