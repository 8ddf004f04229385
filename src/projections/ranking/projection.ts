/**
 * The national ranking (issue 8; FSNP Art. 19; DECISION-1), folded from season streams.
 * Awards replace the earlier awards of the same tournament and formula version (a correction
 * re-awards); each touched table (season × formula version) is then recomputed from its awards
 * with the same pure function the "what if" preview and the tests use, so the read model can
 * never drift from a recomputation from scratch.
 */
import type { EntityManager } from 'typeorm';
import type { PointsAward, PointsAwardedData, TournamentResult } from '../../events/ranking-events';
import { seasonIdOf, type SeasonEvent } from '../../events/season-events';
import {
  clubRanking,
  seasonRanking,
  type TournamentAwards,
} from '../../commands/ranking/season-ranking';
import type { Projection } from '../projection';
import { param, selectWhereIn, toInt, upsertRows } from '../sql';
import {
  RankingAwardEntity,
  RankingCalendarEntity,
  RankingClubEntity,
  RankingFormulaEntity,
  RankingPlayerEntity,
  RankingResultEntity,
  RankingSeasonEntity,
  type RankingSeasonRow,
} from './entities';

const SEASON_COLUMNS = [
  'season_id',
  'name',
  'starts_on',
  'ends_on',
  'ruleset_id',
  'official_version',
  'published_version',
  'published_at',
  'last_revision',
] as const;

const seasonFromDb = (r: Record<string, unknown>): RankingSeasonRow => ({
  seasonId: r.season_id as string,
  name: r.name as string,
  startsOn: r.starts_on as string,
  endsOn: r.ends_on as string,
  rulesetId: r.ruleset_id as string,
  officialVersion: toInt(r.official_version),
  publishedVersion: r.published_version === null ? null : toInt(r.published_version),
  publishedAt: (r.published_at as string | null) ?? null,
  lastRevision: toInt(r.last_revision),
});

const seasonToDb = (s: RankingSeasonRow): unknown[] => [
  s.seasonId,
  s.name,
  s.startsOn,
  s.endsOn,
  s.rulesetId,
  s.officialVersion,
  s.publishedVersion,
  s.publishedAt,
  s.lastRevision,
];

interface Batch {
  readonly formulas: unknown[][];
  readonly calendars: Map<string, unknown[]>;
  readonly approvals: { seasonId: string; calendarId: string; approvedAt: string }[];
  readonly results: Map<string, { seasonId: string; result: TournamentResult; revision: number }>;
  readonly awards: Map<string, PointsAwardedData>;
  readonly tables: Map<string, { seasonId: string; version: number }>;
}

async function loadResult(
  m: EntityManager,
  b: Batch,
  seasonId: string,
  tournamentId: string,
): Promise<TournamentResult | undefined> {
  const inBatch = b.results.get(`${seasonId}\u0000${tournamentId}`);
  if (inBatch) return inBatch.result;
  const rows = (await m.query(
    `SELECT "result_json" FROM "ranking_results" WHERE "season_id" = ${param(m, 1)} AND "tournament_id" = ${param(m, 2)}`,
    [seasonId, tournamentId],
  )) as { result_json: string }[];
  return rows.length ? (JSON.parse(rows[0].result_json) as TournamentResult) : undefined;
}

async function fold(m: EntityManager, b: Batch, s: RankingSeasonRow, e: SeasonEvent) {
  const sid = s.seasonId;
  switch (e.type) {
    case 'CalendarSubmitted':
      b.calendars.set(`${sid}\u0000${e.data.calendarId}`, [
        sid,
        e.data.calendarId,
        e.data.clubId,
        JSON.stringify(e.data.tournaments),
        'submitted',
        e.data.submittedAt,
        null,
      ]);
      return;
    case 'CalendarApproved': {
      const row = b.calendars.get(`${sid}\u0000${e.data.calendarId}`);
      if (row) {
        row[4] = 'approved';
        row[6] = e.data.approvedAt;
      } else
        b.approvals.push({
          seasonId: sid,
          calendarId: e.data.calendarId,
          approvedAt: e.data.approvedAt,
        });
      return;
    }
    case 'TournamentResultRecorded':
      b.results.set(`${sid}\u0000${e.data.result.tournamentId}`, {
        seasonId: sid,
        result: e.data.result,
        revision: e.data.resultRevision,
      });
      return;
    case 'StandingsCorrected': {
      const prior = await loadResult(m, b, sid, e.data.tournamentId);
      if (!prior) return;
      b.results.set(`${sid}\u0000${e.data.tournamentId}`, {
        seasonId: sid,
        result: { ...prior, standings: e.data.standings },
        revision: e.data.resultRevision,
      });
      return;
    }
    case 'PointsAwarded':
      b.awards.set(`${sid}\u0000${e.data.formulaVersion}\u0000${e.data.tournamentId}`, e.data);
      b.tables.set(`${sid}\u0000${e.data.formulaVersion}`, {
        seasonId: sid,
        version: e.data.formulaVersion,
      });
      return;
    case 'RankingFormulaChanged':
      s.officialVersion = e.data.formulaVersion;
      b.formulas.push([
        sid,
        e.data.formulaVersion,
        e.data.formula.id,
        JSON.stringify(e.data.formula),
        e.data.reason,
        e.data.changedAt,
      ]);
      return;
    case 'SeasonPublished':
      s.publishedVersion = e.data.formulaVersion;
      s.publishedAt = e.data.publishedAt;
      return;
    default:
      return;
  }
}

const AWARD_COLUMNS = [
  'season_id',
  'formula_version',
  'tournament_id',
  'player_id',
  'club_id',
  'place',
  'shared_by',
  'points',
  'disqualified',
  'played_on',
  'result_revision',
] as const;

const PLAYER_COLUMNS = [
  'season_id',
  'formula_version',
  'player_id',
  'position',
  'rank',
  'club_id',
  'points',
  'tournaments',
  'best_place',
  'best_points',
] as const;

/** All awards of one table, grouped by tournament, for the pure ranking functions. */
export async function awardsOfTable(
  m: EntityManager,
  seasonId: string,
  version: number,
): Promise<TournamentAwards[]> {
  const rows = (await m.query(
    `SELECT "tournament_id","player_id","club_id","place","shared_by","points","disqualified","played_on"
     FROM "ranking_awards" WHERE "season_id" = ${param(m, 1)} AND "formula_version" = ${param(m, 2)}`,
    [seasonId, version],
  )) as Record<string, unknown>[];
  const byTournament = new Map<string, { playedOn: string; awards: PointsAward[] }>();
  for (const r of rows) {
    const id = r.tournament_id as string;
    const t = byTournament.get(id) ?? { playedOn: r.played_on as string, awards: [] };
    t.awards.push({
      playerId: r.player_id as string,
      clubId: r.club_id as string,
      place: toInt(r.place),
      sharedBy: toInt(r.shared_by),
      points: toInt(r.points),
      disqualified: toInt(r.disqualified) === 1,
    });
    byTournament.set(id, t);
  }
  return [...byTournament.entries()].map(([tournamentId, t]) => ({ tournamentId, ...t }));
}

async function writeBatch(m: EntityManager, b: Batch) {
  await upsertRows(
    m,
    {
      table: 'ranking_formulas',
      columns: [
        'season_id',
        'formula_version',
        'formula_id',
        'formula_json',
        'reason',
        'changed_at',
      ],
      conflict: ['season_id', 'formula_version'],
      update: [],
    },
    b.formulas,
  );
  await upsertRows(
    m,
    {
      table: 'ranking_calendars',
      columns: [
        'season_id',
        'calendar_id',
        'club_id',
        'tournaments_json',
        'status',
        'submitted_at',
        'approved_at',
      ],
      conflict: ['season_id', 'calendar_id'],
      update: ['club_id', 'tournaments_json', 'status', 'submitted_at', 'approved_at'],
    },
    [...b.calendars.values()],
  );
  for (const a of b.approvals)
    await m.query(
      `UPDATE "ranking_calendars" SET "status" = 'approved', "approved_at" = ${param(m, 1)}
       WHERE "season_id" = ${param(m, 2)} AND "calendar_id" = ${param(m, 3)}`,
      [a.approvedAt, a.seasonId, a.calendarId],
    );
  await upsertRows(
    m,
    {
      table: 'ranking_results',
      columns: ['season_id', 'tournament_id', 'result_json', 'result_revision', 'played_on'],
      conflict: ['season_id', 'tournament_id'],
      update: ['result_json', 'result_revision', 'played_on'],
    },
    [...b.results.values()].map((r) => [
      r.seasonId,
      r.result.tournamentId,
      JSON.stringify(r.result),
      r.revision,
      r.result.playedOn,
    ]),
  );
  for (const a of b.awards.values()) {
    await m.query(
      `DELETE FROM "ranking_awards" WHERE "season_id" = ${param(m, 1)} AND "formula_version" = ${param(m, 2)} AND "tournament_id" = ${param(m, 3)}`,
      [a.seasonId, a.formulaVersion, a.tournamentId],
    );
    await upsertRows(
      m,
      {
        table: 'ranking_awards',
        columns: AWARD_COLUMNS,
        conflict: AWARD_COLUMNS.slice(0, 4),
        update: [],
      },
      a.awards.map((x) => [
        a.seasonId,
        a.formulaVersion,
        a.tournamentId,
        x.playerId,
        x.clubId,
        x.place,
        x.sharedBy,
        x.points,
        x.disqualified ? 1 : 0,
        a.playedOn,
        a.resultRevision,
      ]),
    );
  }
  for (const { seasonId, version } of b.tables.values()) {
    const awards = await awardsOfTable(m, seasonId, version);
    for (const table of ['ranking_players', 'ranking_clubs'])
      await m.query(
        `DELETE FROM "${table}" WHERE "season_id" = ${param(m, 1)} AND "formula_version" = ${param(m, 2)}`,
        [seasonId, version],
      );
    await upsertRows(
      m,
      {
        table: 'ranking_players',
        columns: PLAYER_COLUMNS,
        conflict: PLAYER_COLUMNS.slice(0, 3),
        update: [],
      },
      seasonRanking(awards).map((l) => [
        seasonId,
        version,
        l.playerId,
        l.position,
        l.rank,
        l.clubId,
        l.points,
        l.tournaments,
        l.bestPlace,
        l.bestPoints,
      ]),
    );
    await upsertRows(
      m,
      {
        table: 'ranking_clubs',
        columns: ['season_id', 'formula_version', 'club_id', 'rank', 'points', 'players'],
        conflict: ['season_id', 'formula_version', 'club_id'],
        update: [],
      },
      clubRanking(awards).map((c) => [seasonId, version, c.clubId, c.rank, c.points, c.players]),
    );
  }
}

const HANDLED: readonly SeasonEvent['type'][] = [
  'SeasonDefined',
  'CalendarSubmitted',
  'CalendarApproved',
  'TournamentResultRecorded',
  'StandingsCorrected',
  'PointsAwarded',
  'RankingFormulaChanged',
  'SeasonPublished',
];

export const rankingProjection: Projection = {
  name: 'ranking',
  version: 1,
  entities: [
    RankingSeasonEntity,
    RankingFormulaEntity,
    RankingCalendarEntity,
    RankingResultEntity,
    RankingAwardEntity,
    RankingPlayerEntity,
    RankingClubEntity,
  ],
  handles: HANDLED,
  async apply(events, m) {
    const ids = new Set<string>();
    for (const e of events) {
      const id = seasonIdOf(e.streamId);
      if (id !== undefined) ids.add(id);
    }
    if (ids.size === 0) return;
    const seasons = new Map<string, RankingSeasonRow>();
    const existing = await selectWhereIn<Record<string, unknown>>(
      m,
      { select: `SELECT ${SEASON_COLUMNS.map((c) => `"${c}"`).join(',')} FROM "ranking_seasons"` },
      'season_id',
      [...ids],
    );
    for (const r of existing) seasons.set(r.season_id as string, seasonFromDb(r));
    const batch: Batch = {
      formulas: [],
      calendars: new Map(),
      approvals: [],
      results: new Map(),
      awards: new Map(),
      tables: new Map(),
    };
    const dirty = new Set<RankingSeasonRow>();
    for (const stored of events) {
      const sid = seasonIdOf(stored.streamId);
      if (sid === undefined) continue;
      const e = stored as unknown as SeasonEvent;
      let row = seasons.get(sid);
      if (e.type === 'SeasonDefined') {
        if (row) continue;
        row = {
          seasonId: sid,
          name: e.data.name,
          startsOn: e.data.startsOn,
          endsOn: e.data.endsOn,
          rulesetId: e.data.rulesetId,
          officialVersion: e.data.formulaVersion,
          publishedVersion: null,
          publishedAt: null,
          lastRevision: stored.revision,
        };
        seasons.set(sid, row);
        dirty.add(row);
        batch.formulas.push([
          sid,
          e.data.formulaVersion,
          e.data.formula.id,
          JSON.stringify(e.data.formula),
          'season defined',
          stored.metadata.occurredAt,
        ]);
        continue;
      }
      // A stream revision already folded in is a redelivery.
      if (!row || stored.revision <= row.lastRevision) continue;
      row.lastRevision = stored.revision;
      dirty.add(row);
      await fold(m, batch, row, e);
    }
    await upsertRows(
      m,
      {
        table: 'ranking_seasons',
        columns: SEASON_COLUMNS,
        conflict: ['season_id'],
        update: SEASON_COLUMNS.filter((c) => c !== 'season_id'),
      },
      [...dirty].map(seasonToDb),
    );
    await writeBatch(m, batch);
  },
};
