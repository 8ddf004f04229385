/**
 * National ranking read model (issue 8). Every table is keyed by season and formula version:
 * DECISION-1 keeps the ranking of an earlier formula queryable after a change, and the
 * official version of a season is the one its stream last set.
 */
import { EntitySchema } from 'typeorm';

export interface RankingSeasonRow {
  seasonId: string;
  name: string;
  startsOn: string;
  endsOn: string;
  rulesetId: string;
  officialVersion: number;
  publishedVersion: number | null;
  publishedAt: string | null;
  lastRevision: number;
}

export const RankingSeasonEntity = new EntitySchema<RankingSeasonRow>({
  name: 'RankingSeason',
  tableName: 'ranking_seasons',
  columns: {
    seasonId: { type: String, primary: true, name: 'season_id' },
    name: { type: String },
    startsOn: { type: String, name: 'starts_on' },
    endsOn: { type: String, name: 'ends_on' },
    rulesetId: { type: String, name: 'ruleset_id' },
    officialVersion: { type: 'integer', name: 'official_version' },
    publishedVersion: { type: 'integer', name: 'published_version', nullable: true },
    publishedAt: { type: String, name: 'published_at', nullable: true },
    lastRevision: { type: 'integer', name: 'last_revision' },
  },
});

export interface RankingFormulaRow {
  seasonId: string;
  formulaVersion: number;
  formulaId: string;
  /** The RankingFormulaSpec as JSON (the table, for `table`). */
  formulaJson: string;
  reason: string;
  changedAt: string;
}

export const RankingFormulaEntity = new EntitySchema<RankingFormulaRow>({
  name: 'RankingFormula',
  tableName: 'ranking_formulas',
  columns: {
    seasonId: { type: String, primary: true, name: 'season_id' },
    formulaVersion: { type: 'integer', primary: true, name: 'formula_version' },
    formulaId: { type: String, name: 'formula_id' },
    formulaJson: { type: 'text', name: 'formula_json' },
    reason: { type: String },
    changedAt: { type: String, name: 'changed_at' },
  },
});

export interface RankingCalendarRow {
  seasonId: string;
  calendarId: string;
  clubId: string;
  tournamentsJson: string;
  status: string;
  submittedAt: string;
  approvedAt: string | null;
}

export const RankingCalendarEntity = new EntitySchema<RankingCalendarRow>({
  name: 'RankingCalendar',
  tableName: 'ranking_calendars',
  columns: {
    seasonId: { type: String, primary: true, name: 'season_id' },
    calendarId: { type: String, primary: true, name: 'calendar_id' },
    clubId: { type: String, name: 'club_id' },
    tournamentsJson: { type: 'text', name: 'tournaments_json' },
    status: { type: String },
    submittedAt: { type: String, name: 'submitted_at' },
    approvedAt: { type: String, name: 'approved_at', nullable: true },
  },
});

/** A scored tournament's standings: what a "what if" recomputes from. */
export interface RankingResultRow {
  seasonId: string;
  tournamentId: string;
  /** The TournamentResult as JSON, standings as last corrected. */
  resultJson: string;
  resultRevision: number;
  playedOn: string;
}

export const RankingResultEntity = new EntitySchema<RankingResultRow>({
  name: 'RankingResult',
  tableName: 'ranking_results',
  columns: {
    seasonId: { type: String, primary: true, name: 'season_id' },
    tournamentId: { type: String, primary: true, name: 'tournament_id' },
    resultJson: { type: 'text', name: 'result_json' },
    resultRevision: { type: 'integer', name: 'result_revision' },
    playedOn: { type: String, name: 'played_on' },
  },
});

export interface RankingAwardRow {
  seasonId: string;
  formulaVersion: number;
  tournamentId: string;
  playerId: string;
  clubId: string;
  place: number;
  sharedBy: number;
  /** Integer hundredths (DECISION-1). */
  points: number;
  disqualified: number;
  playedOn: string;
  resultRevision: number;
}

export const RankingAwardEntity = new EntitySchema<RankingAwardRow>({
  name: 'RankingAward',
  tableName: 'ranking_awards',
  columns: {
    seasonId: { type: String, primary: true, name: 'season_id' },
    formulaVersion: { type: 'integer', primary: true, name: 'formula_version' },
    tournamentId: { type: String, primary: true, name: 'tournament_id' },
    playerId: { type: String, primary: true, name: 'player_id' },
    clubId: { type: String, name: 'club_id' },
    place: { type: 'integer' },
    sharedBy: { type: 'integer', name: 'shared_by' },
    points: { type: 'integer' },
    disqualified: { type: 'integer' },
    playedOn: { type: String, name: 'played_on' },
    resultRevision: { type: 'integer', name: 'result_revision' },
  },
  indices: [
    { name: 'ranking_awards_by_player', columns: ['playerId', 'seasonId', 'formulaVersion'] },
  ],
});

export interface RankingPlayerRow {
  seasonId: string;
  formulaVersion: number;
  playerId: string;
  position: number;
  rank: number;
  clubId: string;
  points: number;
  tournaments: number;
  bestPlace: number;
  bestPoints: number;
}

export const RankingPlayerEntity = new EntitySchema<RankingPlayerRow>({
  name: 'RankingPlayer',
  tableName: 'ranking_players',
  columns: {
    seasonId: { type: String, primary: true, name: 'season_id' },
    formulaVersion: { type: 'integer', primary: true, name: 'formula_version' },
    playerId: { type: String, primary: true, name: 'player_id' },
    position: { type: 'integer' },
    rank: { type: 'integer' },
    clubId: { type: String, name: 'club_id' },
    points: { type: 'integer' },
    tournaments: { type: 'integer' },
    bestPlace: { type: 'integer', name: 'best_place' },
    bestPoints: { type: 'integer', name: 'best_points' },
  },
  // The national table pages by position: top 100 is an index range scan.
  indices: [
    { name: 'ranking_players_by_position', columns: ['seasonId', 'formulaVersion', 'position'] },
    {
      name: 'ranking_players_by_club',
      columns: ['seasonId', 'formulaVersion', 'clubId', 'position'],
    },
  ],
});

export interface RankingClubRow {
  seasonId: string;
  formulaVersion: number;
  clubId: string;
  rank: number;
  points: number;
  players: number;
}

export const RankingClubEntity = new EntitySchema<RankingClubRow>({
  name: 'RankingClub',
  tableName: 'ranking_clubs',
  columns: {
    seasonId: { type: String, primary: true, name: 'season_id' },
    formulaVersion: { type: 'integer', primary: true, name: 'formula_version' },
    clubId: { type: String, primary: true, name: 'club_id' },
    rank: { type: 'integer' },
    points: { type: 'integer' },
    players: { type: 'integer' },
  },
});

/** The player registry as clubs see it (FSNP Art. 2, 29). */
export interface MemberRow {
  memberId: string;
  fullName: string;
  clubId: string;
  registeredOn: string;
  /** JSON array of { clubId, from }: every spell, for history by date. */
  clubsJson: string;
  cardId: string | null;
  cardStatus: string;
  lastRevision: number;
}

export const MemberEntity = new EntitySchema<MemberRow>({
  name: 'MemberReadModel',
  tableName: 'members',
  columns: {
    memberId: { type: String, primary: true, name: 'member_id' },
    fullName: { type: String, name: 'full_name' },
    clubId: { type: String, name: 'club_id' },
    registeredOn: { type: String, name: 'registered_on' },
    clubsJson: { type: 'text', name: 'clubs_json' },
    cardId: { type: String, name: 'card_id', nullable: true },
    cardStatus: { type: String, name: 'card_status' },
    lastRevision: { type: 'integer', name: 'last_revision' },
  },
  indices: [{ name: 'members_by_club', columns: ['clubId', 'memberId'] }],
});
