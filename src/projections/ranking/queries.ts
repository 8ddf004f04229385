/**
 * Reads of the national ranking (issue 8): the national table by cursor, a club's players and
 * table, a player's history, and the "what if" of a season under another formula, computed in
 * memory from the recorded standings without touching the official ranking (DECISION-1).
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { RankingFormulaSpec, TournamentResult } from '../../events/ranking-events';
import { awardPoints } from '../../aggregates/season/views';
import {
  clubRanking,
  seasonRanking,
  type ClubLine,
  type RankingLine,
} from '../../commands/ranking/season-ranking';
import { type Connection, type PageArgs, pageWindow, toConnection } from '../pagination';
import { param, toInt } from '../sql';

export interface SeasonView {
  readonly seasonId: string;
  readonly name: string;
  readonly startsOn: string;
  readonly endsOn: string;
  readonly rulesetId: string;
  readonly officialVersion: number;
  readonly publishedVersion: number | null;
  readonly publishedAt: string | null;
  readonly formulas: readonly {
    readonly formulaVersion: number;
    readonly formulaId: string;
    readonly formula: RankingFormulaSpec;
    readonly reason: string;
    readonly changedAt: string;
  }[];
}

export interface RankingLineView extends RankingLine {
  readonly fullName: string | null;
  readonly formulaVersion: number;
}

export interface HistoryLine {
  readonly seasonId: string;
  readonly formulaVersion: number;
  readonly tournamentId: string;
  readonly tournamentName: string;
  readonly playedOn: string;
  readonly clubId: string;
  readonly place: number;
  readonly sharedBy: number;
  readonly points: number;
  readonly disqualified: boolean;
  readonly resultRevision: number;
}

export class UnknownSeasonError extends Error {
  readonly code = 'NOT_FOUND';
}

const m = (ds: DataSource): EntityManager => ds.manager;

export async function getSeason(ds: DataSource, seasonId: string): Promise<SeasonView | null> {
  const mm = m(ds);
  const rows = (await mm.query(
    `SELECT * FROM "ranking_seasons" WHERE "season_id" = ${param(mm, 1)}`,
    [seasonId],
  )) as Record<string, unknown>[];
  if (!rows.length) return null;
  const r = rows[0];
  const formulas = (await mm.query(
    `SELECT * FROM "ranking_formulas" WHERE "season_id" = ${param(mm, 1)} ORDER BY "formula_version"`,
    [seasonId],
  )) as Record<string, unknown>[];
  return {
    seasonId,
    name: r.name as string,
    startsOn: r.starts_on as string,
    endsOn: r.ends_on as string,
    rulesetId: r.ruleset_id as string,
    officialVersion: toInt(r.official_version),
    publishedVersion: r.published_version === null ? null : toInt(r.published_version),
    publishedAt: (r.published_at as string | null) ?? null,
    formulas: formulas.map((f) => ({
      formulaVersion: toInt(f.formula_version),
      formulaId: f.formula_id as string,
      formula: JSON.parse(f.formula_json as string) as RankingFormulaSpec,
      reason: f.reason as string,
      changedAt: f.changed_at as string,
    })),
  };
}

async function versionOf(
  ds: DataSource,
  seasonId: string,
  version?: number | null,
): Promise<number> {
  if (version != null) return version;
  const mm = m(ds);
  const rows = (await mm.query(
    `SELECT "official_version" FROM "ranking_seasons" WHERE "season_id" = ${param(mm, 1)}`,
    [seasonId],
  )) as { official_version: unknown }[];
  if (!rows.length) throw new UnknownSeasonError(`There is no ranking season ${seasonId}.`);
  return toInt(rows[0].official_version);
}

const lineOf = (r: Record<string, unknown>, formulaVersion: number): RankingLineView => ({
  position: toInt(r.position),
  rank: toInt(r.rank),
  playerId: r.player_id as string,
  fullName: (r.full_name as string | null) ?? null,
  clubId: r.club_id as string,
  points: toInt(r.points),
  tournaments: toInt(r.tournaments),
  bestPlace: toInt(r.best_place),
  bestPoints: toInt(r.best_points),
  formulaVersion,
});

/**
 * The national table of a season, best first, by cursor (the position). `formulaVersion`
 * defaults to the official one; an earlier version stays queryable (DECISION-1).
 */
export async function nationalTable(
  ds: DataSource,
  seasonId: string,
  args: PageArgs & { formulaVersion?: number | null; clubId?: string | null } = {},
): Promise<Connection<RankingLineView>> {
  const version = await versionOf(ds, seasonId, args.formulaVersion);
  const tag = `ranking/${seasonId}/${version}/${args.clubId ?? '*'}`;
  const { first, afterKey } = pageWindow(tag, args);
  const mm = m(ds);
  const club = args.clubId ? ` AND r."club_id" = ${param(mm, 4)}` : '';
  const fixed = [seasonId, version, afterKey, ...(args.clubId ? [args.clubId] : [])];
  const rows = (await mm.query(
    `SELECT r.*, mb."full_name" FROM "ranking_players" r
     LEFT JOIN "members" mb ON mb."member_id" = r."player_id"
     WHERE r."season_id" = ${param(mm, 1)} AND r."formula_version" = ${param(mm, 2)}
       AND r."position" > ${param(mm, 3)}${club}
     ORDER BY r."position" LIMIT ${first + 1}`,
    fixed,
  )) as Record<string, unknown>[];
  const [{ n }] = (await mm.query(
    `SELECT COUNT(*) AS n FROM "ranking_players" r WHERE r."season_id" = ${param(mm, 1)} AND r."formula_version" = ${param(mm, 2)}${
      args.clubId ? ` AND r."club_id" = ${param(mm, 3)}` : ''
    }`,
    [seasonId, version, ...(args.clubId ? [args.clubId] : [])],
  )) as { n: unknown }[];
  return toConnection(
    tag,
    rows,
    first,
    toInt(n),
    (r) => toInt(r.position),
    (r) => lineOf(r, version),
  );
}

export async function clubTable(
  ds: DataSource,
  seasonId: string,
  formulaVersion?: number | null,
): Promise<(ClubLine & { formulaVersion: number })[]> {
  const version = await versionOf(ds, seasonId, formulaVersion);
  const mm = m(ds);
  const rows = (await mm.query(
    `SELECT * FROM "ranking_clubs" WHERE "season_id" = ${param(mm, 1)} AND "formula_version" = ${param(mm, 2)}
     ORDER BY "rank", "club_id"`,
    [seasonId, version],
  )) as Record<string, unknown>[];
  return rows.map((r) => ({
    rank: toInt(r.rank),
    clubId: r.club_id as string,
    points: toInt(r.points),
    players: toInt(r.players),
    formulaVersion: version,
  }));
}

/** Every tournament a player scored in, newest first, with its points under each season's official formula. */
export async function playerHistory(
  ds: DataSource,
  playerId: string,
  opts: { seasonId?: string | null; formulaVersion?: number | null } = {},
): Promise<HistoryLine[]> {
  const mm = m(ds);
  const rows = (await mm.query(
    `SELECT a.*, res."result_json" FROM "ranking_awards" a
     JOIN "ranking_seasons" s ON s."season_id" = a."season_id"
     LEFT JOIN "ranking_results" res ON res."season_id" = a."season_id" AND res."tournament_id" = a."tournament_id"
     WHERE a."player_id" = ${param(mm, 1)}
     ORDER BY a."played_on" DESC, a."tournament_id"`,
    [playerId],
  )) as Record<string, unknown>[];
  const official = new Map<string, number>();
  for (const r of rows)
    if (!official.has(r.season_id as string))
      official.set(r.season_id as string, await versionOf(ds, r.season_id as string));
  return rows
    .filter((r) => !opts.seasonId || r.season_id === opts.seasonId)
    .filter(
      (r) =>
        toInt(r.formula_version) === (opts.formulaVersion ?? official.get(r.season_id as string)),
    )
    .map((r) => ({
      seasonId: r.season_id as string,
      formulaVersion: toInt(r.formula_version),
      tournamentId: r.tournament_id as string,
      tournamentName: r.result_json
        ? (JSON.parse(r.result_json as string) as TournamentResult).name
        : (r.tournament_id as string),
      playedOn: r.played_on as string,
      clubId: r.club_id as string,
      place: toInt(r.place),
      sharedBy: toInt(r.shared_by),
      points: toInt(r.points),
      disqualified: toInt(r.disqualified) === 1,
      resultRevision: toInt(r.result_revision),
    }));
}

/** Standings as last recorded or corrected, for a recomputation. */
export async function seasonResults(ds: DataSource, seasonId: string): Promise<TournamentResult[]> {
  const mm = m(ds);
  const rows = (await mm.query(
    `SELECT "result_json" FROM "ranking_results" WHERE "season_id" = ${param(mm, 1)} ORDER BY "played_on", "tournament_id"`,
    [seasonId],
  )) as { result_json: string }[];
  return rows.map((r) => JSON.parse(r.result_json) as TournamentResult);
}

/** DECISION-1 "what if": the season under `formula`, nothing written. */
export async function whatIf(
  ds: DataSource,
  seasonId: string,
  formula: RankingFormulaSpec,
  top = 100,
): Promise<{ players: RankingLine[]; clubs: ClubLine[]; totalPlayers: number }> {
  await versionOf(ds, seasonId);
  const awards = (await seasonResults(ds, seasonId)).map((r) => ({
    tournamentId: r.tournamentId,
    playedOn: r.playedOn,
    awards: awardPoints(r, formula),
  }));
  const players = seasonRanking(awards);
  return {
    players: players.slice(0, top),
    clubs: clubRanking(awards),
    totalPlayers: players.length,
  };
}

export interface MemberView {
  readonly memberId: string;
  readonly fullName: string;
  readonly clubId: string;
  readonly registeredOn: string;
  readonly cardId: string | null;
  readonly cardStatus: string;
}

/** A club's current members (FSNP Art. 29), by member id. */
export async function clubMembers(ds: DataSource, clubId: string): Promise<MemberView[]> {
  const mm = m(ds);
  const rows = (await mm.query(
    `SELECT * FROM "members" WHERE "club_id" = ${param(mm, 1)} ORDER BY "member_id"`,
    [clubId],
  )) as Record<string, unknown>[];
  return rows.map((r) => ({
    memberId: r.member_id as string,
    fullName: r.full_name as string,
    clubId: r.club_id as string,
    registeredOn: r.registered_on as string,
    cardId: (r.card_id as string | null) ?? null,
    cardStatus: r.card_status as string,
  }));
}

export interface CalendarView {
  readonly calendarId: string;
  readonly clubId: string;
  readonly status: string;
  readonly tournaments: readonly { tournamentId: string; scheduledOn: string; name: string }[];
  readonly submittedAt: string;
  readonly approvedAt: string | null;
}

export async function seasonCalendars(ds: DataSource, seasonId: string): Promise<CalendarView[]> {
  const mm = m(ds);
  const rows = (await mm.query(
    `SELECT * FROM "ranking_calendars" WHERE "season_id" = ${param(mm, 1)} ORDER BY "calendar_id"`,
    [seasonId],
  )) as Record<string, unknown>[];
  return rows.map((r) => ({
    calendarId: r.calendar_id as string,
    clubId: r.club_id as string,
    status: r.status as string,
    tournaments: JSON.parse(r.tournaments_json as string) as CalendarView['tournaments'],
    submittedAt: r.submitted_at as string,
    approvedAt: (r.approved_at as string | null) ?? null,
  }));
}
