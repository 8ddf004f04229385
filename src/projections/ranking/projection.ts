/**
 * The national ranking (issue 8; FSNP Art. 19; DECISION-1), folded from season streams.
 * Awards replace the earlier awards of the same tournament and formula version (a correction
 * re-awards); each touched table (season × formula version) is then recomputed from its awards
 * with the same pure function the "what if" preview and the tests use, so the read model can
 * never drift from a recomputation from scratch.
 */
import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '../../events/envelope';
import type { PointsAward, PointsAwardedData, TournamentResult } from '../../events/ranking-events';
import { seasonIdOf } from '../../events/season-events';
import {
  clubRanking,
  seasonRanking,
  type TournamentAwards,
} from '../../commands/ranking/season-ranking';
import { defineProjection, eventFold, KeyedRows } from '../kit';
import { param, toInt, upsertRows } from '../sql';
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
  readonly seasons: KeyedRows<RankingSeasonRow>;
  /** Stored results the batch's standings corrections start from, by season and tournament. */
  readonly stored: Map<string, TournamentResult>;
  readonly formulas: unknown[][];
  readonly calendars: Map<string, unknown[]>;
  readonly approvals: { seasonId: string; calendarId: string; approvedAt: string }[];
  readonly results: Map<string, { seasonId: string; result: TournamentResult; revision: number }>;
  readonly awards: Map<string, PointsAwardedData>;
  readonly tables: Map<string, { seasonId: string; version: number }>;
}

const resultKey = (seasonId: string, tournamentId: string) => `${seasonId}\u0000${tournamentId}`;

async function loadResult(
  m: EntityManager,
  seasonId: string,
  tournamentId: string,
): Promise<TournamentResult | undefined> {
  const rows = (await m.query(
    `SELECT "result_json" FROM "ranking_results" WHERE "season_id" = ${param(m, 1)} AND "tournament_id" = ${param(m, 2)}`,
    [seasonId, tournamentId],
  )) as { result_json: string }[];
  return rows.length ? (JSON.parse(rows[0].result_json) as TournamentResult) : undefined;
}

/** The (season, tournament) results the batch's standings corrections apply to. */
const CORRECTED = eventFold<[string, string][]>({
  StandingsCorrected(out, d, e) {
    const sid = seasonIdOf(e.streamId);
    if (sid !== undefined) out.push([sid, d.tournamentId]);
  },
});

/**
 * Folds one event into its season's row and the batch. A stream revision already folded in
 * is a redelivery.
 */
function fold(b: Batch, e: StoredEvent, change: (s: RankingSeasonRow, sid: string) => void): void {
  const sid = seasonIdOf(e.streamId);
  const row = sid === undefined ? undefined : b.seasons.get(sid);
  if (sid === undefined || !row || e.revision <= row.lastRevision) return;
  row.lastRevision = e.revision;
  b.seasons.changed(sid);
  change(row, sid);
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

export const rankingProjection = defineProjection<Batch>({
  name: 'ranking',
  version: 1,
  tables: [
    RankingSeasonEntity,
    RankingFormulaEntity,
    RankingCalendarEntity,
    RankingResultEntity,
    RankingAwardEntity,
    RankingPlayerEntity,
    RankingClubEntity,
  ],
  async load(m, events) {
    const seasons = await KeyedRows.load(
      m,
      {
        table: 'ranking_seasons',
        columns: SEASON_COLUMNS,
        key: 'season_id',
        fromDb: seasonFromDb,
        toDb: seasonToDb,
      },
      events.flatMap((e) => seasonIdOf(e.streamId) ?? []),
    );
    const corrected: [string, string][] = [];
    for (const e of events) CORRECTED.apply(corrected, e);
    const stored = new Map<string, TournamentResult>();
    for (const [sid, tid] of corrected) {
      const key = resultKey(sid, tid);
      if (stored.has(key)) continue;
      const r = await loadResult(m, sid, tid);
      if (r) stored.set(key, r);
    }
    return {
      seasons,
      stored,
      formulas: [],
      calendars: new Map(),
      approvals: [],
      results: new Map(),
      awards: new Map(),
      tables: new Map(),
    };
  },
  on: {
    SeasonDefined(b, d, e) {
      const sid = seasonIdOf(e.streamId);
      if (sid === undefined || b.seasons.get(sid)) return;
      b.seasons.set(sid, {
        seasonId: sid,
        name: d.name,
        startsOn: d.startsOn,
        endsOn: d.endsOn,
        rulesetId: d.rulesetId,
        officialVersion: d.formulaVersion,
        publishedVersion: null,
        publishedAt: null,
        lastRevision: e.revision,
      });
      b.formulas.push([
        sid,
        d.formulaVersion,
        d.formula.id,
        JSON.stringify(d.formula),
        'season defined',
        e.metadata.occurredAt,
      ]);
    },
    CalendarSubmitted: (b, d, e) =>
      fold(b, e, (_s, sid) => {
        b.calendars.set(`${sid}\u0000${d.calendarId}`, [
          sid,
          d.calendarId,
          d.clubId,
          JSON.stringify(d.tournaments),
          'submitted',
          d.submittedAt,
          null,
        ]);
      }),
    CalendarApproved: (b, d, e) =>
      fold(b, e, (_s, sid) => {
        const row = b.calendars.get(`${sid}\u0000${d.calendarId}`);
        if (row) {
          row[4] = 'approved';
          row[6] = d.approvedAt;
        } else
          b.approvals.push({ seasonId: sid, calendarId: d.calendarId, approvedAt: d.approvedAt });
      }),
    TournamentResultRecorded: (b, d, e) =>
      fold(b, e, (_s, sid) => {
        b.results.set(resultKey(sid, d.result.tournamentId), {
          seasonId: sid,
          result: d.result,
          revision: d.resultRevision,
        });
      }),
    StandingsCorrected: (b, d, e) =>
      fold(b, e, (_s, sid) => {
        const key = resultKey(sid, d.tournamentId);
        const prior = b.results.get(key)?.result ?? b.stored.get(key);
        if (!prior) return;
        b.results.set(key, {
          seasonId: sid,
          result: { ...prior, standings: d.standings },
          revision: d.resultRevision,
        });
      }),
    PointsAwarded: (b, d, e) =>
      fold(b, e, (_s, sid) => {
        b.awards.set(`${sid}\u0000${d.formulaVersion}\u0000${d.tournamentId}`, d);
        b.tables.set(`${sid}\u0000${d.formulaVersion}`, {
          seasonId: sid,
          version: d.formulaVersion,
        });
      }),
    RankingFormulaChanged: (b, d, e) =>
      fold(b, e, (s, sid) => {
        s.officialVersion = d.formulaVersion;
        b.formulas.push([
          sid,
          d.formulaVersion,
          d.formula.id,
          JSON.stringify(d.formula),
          d.reason,
          d.changedAt,
        ]);
      }),
    SeasonPublished: (b, d, e) =>
      fold(b, e, (s) => {
        s.publishedVersion = d.formulaVersion;
        s.publishedAt = d.publishedAt;
      }),
  },
  async save(b, m) {
    await b.seasons.save(m);
    await writeBatch(m, b);
  },
});
