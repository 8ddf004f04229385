import type {
  FinalStanding,
  RankingFormulaSpec,
  TournamentResult,
} from '../../events/ranking-events';
import type { CalendarTournament } from '../../events/season-events';

interface OnSeason {
  readonly seasonId: string;
}

export interface DefineSeason extends OnSeason {
  readonly type: 'DefineSeason';
  readonly name: string;
  readonly startsOn: string;
  readonly endsOn: string;
  /** The sanctioning ruleset whose formula the season starts with (default fsnp). */
  readonly rulesetId?: string;
  /** Only for a ruleset formula `table`: the federation's table. */
  readonly formula?: RankingFormulaSpec;
}

export interface SubmitCalendar extends OnSeason {
  readonly type: 'SubmitCalendar';
  readonly calendarId: string;
  readonly clubId: string;
  readonly tournaments: readonly CalendarTournament[];
  /** Set when a club submits it: a club sends its own calendar (FSNP Art. 137). */
  readonly actingClubId?: string;
}

export interface ApproveCalendar extends OnSeason {
  readonly type: 'ApproveCalendar';
  readonly calendarId: string;
}

export interface RecordTournamentResult extends OnSeason {
  readonly type: 'RecordTournamentResult';
  readonly result: TournamentResult;
}

export interface CorrectStandings extends OnSeason {
  readonly type: 'CorrectStandings';
  readonly tournamentId: string;
  readonly standings: readonly FinalStanding[];
  /** Players the decision disqualified from the competition; others keep their flag. */
  readonly disqualified?: readonly string[];
  readonly protestId?: string | null;
  readonly reason: string;
}

export interface ChangeRankingFormula extends OnSeason {
  readonly type: 'ChangeRankingFormula';
  readonly formula: RankingFormulaSpec;
  readonly reason: string;
}

export interface PublishSeason extends OnSeason {
  readonly type: 'PublishSeason';
}

export type SeasonCommand =
  | DefineSeason
  | SubmitCalendar
  | ApproveCalendar
  | RecordTournamentResult
  | CorrectStandings
  | ChangeRankingFormula
  | PublishSeason;
