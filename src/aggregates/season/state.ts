import type { RankingFormulaSpec, TournamentResult } from '../../events/ranking-events';
import type { CalendarTournament } from '../../events/season-events';

export interface Calendar {
  readonly calendarId: string;
  readonly clubId: string;
  readonly tournaments: readonly CalendarTournament[];
  readonly approved: boolean;
}

export interface RecordedResult {
  readonly result: TournamentResult;
  readonly resultRevision: number;
}

export interface SeasonState {
  readonly seasonId: string | null;
  readonly name: string;
  readonly startsOn: string;
  readonly endsOn: string;
  readonly rulesetId: string;
  readonly formulaVersion: number;
  readonly formula: RankingFormulaSpec;
  readonly publishedVersion: number | null;
  readonly calendars: Readonly<Record<string, Calendar>>;
  /** tournamentId -> calendarId, for every calendar submitted. */
  readonly calendarOf: Readonly<Record<string, string>>;
  readonly results: Readonly<Record<string, RecordedResult>>;
}

export const initialSeasonState: SeasonState = {
  seasonId: null,
  name: '',
  startsOn: '',
  endsOn: '',
  rulesetId: '',
  formulaVersion: 0,
  formula: { id: 'tlb' },
  publishedVersion: null,
  calendars: {},
  calendarOf: {},
  results: {},
};
