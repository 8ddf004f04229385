/**
 * A ranking season (issue 8; FSNP Art. 19, 137; DECISION-1). The season stream holds the
 * points: a completed tournament of an approved calendar is recorded here with its standings
 * and scored under the season's current formula version in the same append, so an award can
 * never be computed under a formula that changed meanwhile (optimistic concurrency on one
 * stream), and the office's tournament streams receive no federation after-the-fact entries.
 */
import type { Role } from '../../events/envelope';
import type { RankedStanding, RankingFormulaSpec } from '../../events/ranking-events';
import type { SeasonEvent } from '../../events/season-events';
import { checkRankingTable } from '../../rules/ranking';
import { getRuleset } from '../../rules/registry';
import { awardPoints, standingsProblem } from './points';
import { accept, reject, type Decider, type Decision } from '../decider';
import { isCalendarDate } from '../member/dates';
import type { SeasonCommand } from './commands';
import { initialSeasonState, type RecordedResult, type SeasonState } from './state';

export const SEASON_COMMAND_ROLES: Record<SeasonCommand['type'], readonly Role[]> = {
  DefineSeason: ['federation'],
  SubmitCalendar: ['club', 'federation'],
  ApproveCalendar: ['federation'],
  // The ranking policy (src/commands/ranking/policy.ts) records results as `system`.
  RecordTournamentResult: ['system', 'federation'],
  CorrectStandings: ['federation', 'system'],
  ChangeRankingFormula: ['federation'],
  PublishSeason: ['federation'],
};

type Decide<T extends SeasonCommand['type']> = (
  c: Extract<SeasonCommand, { type: T }>,
  s: SeasonState,
  actorId: string,
  now: string,
) => Decision<SeasonEvent>;

const noSeason = (s: SeasonState, id: string) =>
  s.seasonId === null
    ? reject('SEASON_NOT_FOUND', 'FSNP Art. 19', `There is no ranking season ${id}.`)
    : null;

/** The formula a sanctioning ruleset names, or why the ruleset cannot score (DECISION-1). */
function rulesetFormula(rulesetId: string, given?: RankingFormulaSpec) {
  const ruleset = getRuleset(rulesetId);
  const named = ruleset?.ranking.formula.value ?? null;
  if (!ruleset || named === null)
    return {
      problem: reject(
        'RULESET_NOT_SANCTIONING',
        ruleset?.ranking.formula.cite ?? 'DECISION-1',
        `Ruleset ${rulesetId} has no ranking formula: its tournaments do not score national points.`,
      ),
    };
  if (named === 'table' && given?.id !== 'table')
    return {
      problem: reject(
        'RANKING_TABLE_REQUIRED',
        'DECISION-1',
        'This ruleset scores with the federation table: supply the table.',
      ),
    };
  return { formula: given ?? ({ id: named } as RankingFormulaSpec) };
}

function formulaProblem(formula: RankingFormulaSpec) {
  if (formula.id === 'tlb') return null;
  if (formula.id !== 'table')
    return reject('UNKNOWN_FORMULA', 'DECISION-1', 'The formula is `tlb` or `table`.');
  const problems = checkRankingTable(formula.table);
  return problems.length
    ? reject(
        'INVALID_RANKING_TABLE',
        'DECISION-1',
        `The points table is not usable: ${problems.join('; ')}.`,
      )
    : null;
}

function pointsAwarded(
  s: SeasonState,
  r: RecordedResult,
  formulaVersion: number,
  formula: RankingFormulaSpec,
  cause: 'completed' | 'corrected' | 'formula-changed',
): SeasonEvent {
  return {
    type: 'PointsAwarded',
    data: {
      seasonId: s.seasonId!,
      tournamentId: r.result.tournamentId,
      playedOn: r.result.playedOn,
      formulaVersion,
      formula: formula.id,
      resultRevision: r.resultRevision,
      cause,
      awards: awardPoints(r.result, formula),
    },
    ruleRef: 'FSNP Art. 19; DECISION-1',
  };
}

const DECIDE: { [T in SeasonCommand['type']]: Decide<T> } = {
  DefineSeason(c, s) {
    if (s.seasonId !== null)
      return reject('SEASON_EXISTS', 'FSNP Art. 19', `Season ${c.seasonId} is already defined.`);
    if (!c.seasonId.trim() || !c.name.trim())
      return reject('SEASON_INCOMPLETE', 'FSNP Art. 19', 'A season needs an id and a name.');
    if (!isCalendarDate(c.startsOn) || !isCalendarDate(c.endsOn) || c.endsOn < c.startsOn)
      return reject(
        'INVALID_SEASON_DATES',
        'FSNP Art. 137',
        'A season runs from startsOn to endsOn (YYYY-MM-DD), the end not before the start.',
      );
    const rulesetId = c.rulesetId ?? 'fsnp';
    const chosen = rulesetFormula(rulesetId, c.formula);
    if (chosen.problem) return chosen.problem;
    const bad = formulaProblem(chosen.formula);
    if (bad) return bad;
    return accept({
      type: 'SeasonDefined',
      data: {
        seasonId: c.seasonId,
        name: c.name.trim(),
        startsOn: c.startsOn,
        endsOn: c.endsOn,
        rulesetId,
        formulaVersion: 1,
        formula: chosen.formula,
      },
      ruleRef: 'FSNP Art. 19; DECISION-1',
    });
  },

  SubmitCalendar(c, s, _actor, now) {
    const no = noSeason(s, c.seasonId);
    if (no) return no;
    if (c.actingClubId !== undefined && c.actingClubId !== c.clubId)
      return reject(
        'NOT_YOUR_CALENDAR',
        'FSNP Art. 137',
        `Each club sends its own calendar: club ${c.actingClubId} cannot submit club ${c.clubId}'s.`,
      );
    const existing = s.calendars[c.calendarId];
    if (existing?.approved)
      return reject(
        'CALENDAR_ALREADY_APPROVED',
        'FSNP Art. 137',
        `Calendar ${c.calendarId} is already approved; submit a new calendar for further competitions.`,
      );
    if (existing && existing.clubId !== c.clubId)
      return reject(
        'CALENDAR_OF_ANOTHER_CLUB',
        'FSNP Art. 137',
        `Calendar ${c.calendarId} belongs to club ${existing.clubId}.`,
      );
    if (!c.clubId.trim() || c.tournaments.length === 0)
      return reject(
        'CALENDAR_EMPTY',
        'FSNP Art. 137',
        'A calendar names its club and at least one competition.',
      );
    const ids = new Set<string>();
    for (const t of c.tournaments) {
      if (!t.tournamentId.trim() || ids.has(t.tournamentId))
        return reject(
          'CALENDAR_INVALID',
          'FSNP Art. 137',
          `Competition "${t.tournamentId}" is missing or listed twice.`,
        );
      ids.add(t.tournamentId);
      if (!isCalendarDate(t.scheduledOn) || t.scheduledOn < s.startsOn || t.scheduledOn > s.endsOn)
        return reject(
          'OUTSIDE_SEASON',
          'FSNP Art. 137',
          `${t.tournamentId} on ${t.scheduledOn} is outside the season (${s.startsOn} to ${s.endsOn}).`,
        );
      const other = s.calendarOf[t.tournamentId];
      if (other && other !== c.calendarId)
        return reject(
          'ALREADY_ON_CALENDAR',
          'FSNP Art. 137',
          `${t.tournamentId} is already on calendar ${other}.`,
        );
    }
    return accept({
      type: 'CalendarSubmitted',
      data: {
        calendarId: c.calendarId,
        clubId: c.clubId,
        tournaments: c.tournaments,
        submittedAt: now,
      },
      ruleRef: 'FSNP Art. 137',
    });
  },

  ApproveCalendar(c, s, actorId, now) {
    const no = noSeason(s, c.seasonId);
    if (no) return no;
    const cal = s.calendars[c.calendarId];
    if (!cal)
      return reject(
        'CALENDAR_NOT_FOUND',
        'FSNP Art. 137',
        `No calendar ${c.calendarId} was submitted.`,
      );
    if (cal.approved)
      return reject(
        'CALENDAR_ALREADY_APPROVED',
        'FSNP Art. 137',
        `Calendar ${c.calendarId} is already approved.`,
      );
    return accept({
      type: 'CalendarApproved',
      data: {
        calendarId: c.calendarId,
        clubId: cal.clubId,
        tournamentIds: cal.tournaments.map((t) => t.tournamentId),
        approvedBy: actorId,
        approvedAt: now,
      },
      ruleRef: 'FSNP Art. 137',
    });
  },

  RecordTournamentResult(c, s) {
    const no = noSeason(s, c.seasonId);
    if (no) return no;
    const r = c.result;
    const calendarId = s.calendarOf[r.tournamentId];
    if (!calendarId || !s.calendars[calendarId].approved)
      return reject(
        'NOT_ON_APPROVED_CALENDAR',
        'FSNP Art. 137',
        `${r.tournamentId} is not on an approved calendar of this season: it does not score.`,
      );
    const sanctioning = rulesetFormula(r.rulesetId);
    if (sanctioning.problem) return sanctioning.problem;
    if (s.results[r.tournamentId])
      return reject(
        'RESULT_ALREADY_RECORDED',
        'FSNP Art. 19',
        `${r.tournamentId} is already scored; a change of standings is a correction.`,
      );
    const bad = standingsProblem(r.standings);
    if (bad || r.uniquePlayers !== r.standings.length)
      return reject(
        'STANDINGS_INVALID',
        'FSNP Art. 132',
        `The final standings cannot be scored: ${bad ?? `${r.standings.length} placed for ${r.uniquePlayers} players`}.`,
      );
    const recorded = { result: r, resultRevision: 1 };
    return accept(
      { type: 'TournamentResultRecorded', data: recorded, ruleRef: 'FSNP Art. 19, 132' },
      pointsAwarded(s, recorded, s.formulaVersion, s.formula, 'completed'),
    );
  },

  CorrectStandings(c, s, _actor, now) {
    const no = noSeason(s, c.seasonId);
    if (no) return no;
    const prior = s.results[c.tournamentId];
    if (!prior)
      return reject(
        'RESULT_NOT_RECORDED',
        'FSNP Art. 19',
        `${c.tournamentId} has no scored standings to correct.`,
      );
    if (!c.reason.trim())
      return reject(
        'REASON_REQUIRED',
        'FSPR 7.3.4; DECISION-14',
        'A correction states the decision it applies.',
      );
    const before = new Map(prior.result.standings.map((x) => [x.playerId, x]));
    const dq = new Set(c.disqualified ?? []);
    const unknown = c.standings.find((x) => !before.has(x.playerId));
    if (unknown || c.standings.length !== before.size)
      return reject(
        'STANDINGS_INVALID',
        'FSNP Art. 132',
        unknown
          ? `${unknown.playerId} did not play ${c.tournamentId}; a correction re-orders the players who did.`
          : `A correction lists all ${before.size} players of ${c.tournamentId}.`,
      );
    const bad = standingsProblem(c.standings);
    if (bad)
      return reject(
        'STANDINGS_INVALID',
        'FSNP Art. 132',
        `The corrected standings cannot be scored: ${bad}.`,
      );
    const standings: RankedStanding[] = c.standings.map((x) => ({
      playerId: x.playerId,
      place: x.place,
      sharedBy: x.sharedBy,
      clubId: before.get(x.playerId)!.clubId,
      disqualified: before.get(x.playerId)!.disqualified || dq.has(x.playerId),
    }));
    const corrected = {
      result: { ...prior.result, standings },
      resultRevision: prior.resultRevision + 1,
    };
    return accept(
      {
        type: 'StandingsCorrected',
        data: {
          tournamentId: c.tournamentId,
          standings,
          protestId: c.protestId ?? null,
          reason: c.reason.trim(),
          resultRevision: corrected.resultRevision,
          correctedAt: now,
        },
        ruleRef: 'FSNP Art. 132; FSPR 7.3.4',
      },
      pointsAwarded(s, corrected, s.formulaVersion, s.formula, 'corrected'),
    );
  },

  ChangeRankingFormula(c, s, _actor, now) {
    const no = noSeason(s, c.seasonId);
    if (no) return no;
    if (s.publishedVersion !== null)
      return reject(
        'SEASON_PUBLISHED',
        'DECISION-1',
        `Season ${s.seasonId} was published with formula version ${s.publishedVersion}; its formula is final.`,
      );
    const bad = formulaProblem(c.formula);
    if (bad) return bad;
    if (JSON.stringify(c.formula) === JSON.stringify(s.formula))
      return reject(
        'FORMULA_UNCHANGED',
        'DECISION-1',
        'The season already scores with this formula.',
      );
    if (!c.reason.trim())
      return reject('REASON_REQUIRED', 'DECISION-1', 'A formula change states its reason.');
    const version = s.formulaVersion + 1;
    // DECISION-1: a formula change is a new version; every recorded tournament is re-awarded
    // under it and the earlier version's awards stay on the stream, queryable.
    const reawards = Object.keys(s.results)
      .sort()
      .map((id) => pointsAwarded(s, s.results[id], version, c.formula, 'formula-changed'));
    return accept(
      {
        type: 'RankingFormulaChanged',
        data: {
          formulaVersion: version,
          formula: c.formula,
          reason: c.reason.trim(),
          changedAt: now,
        },
        ruleRef: 'DECISION-1',
      },
      ...reawards,
    );
  },

  PublishSeason(c, s, _actor, now) {
    const no = noSeason(s, c.seasonId);
    if (no) return no;
    if (s.publishedVersion !== null)
      return reject(
        'SEASON_PUBLISHED',
        'FSNP Art. 19',
        `Season ${s.seasonId} is already published.`,
      );
    return accept({
      type: 'SeasonPublished',
      data: { formulaVersion: s.formulaVersion, publishedAt: now },
      ruleRef: 'FSNP Art. 19',
    });
  },
};

export function evolveSeason(s: SeasonState, e: SeasonEvent): SeasonState {
  switch (e.type) {
    case 'SeasonDefined':
      return {
        ...s,
        seasonId: e.data.seasonId,
        name: e.data.name,
        startsOn: e.data.startsOn,
        endsOn: e.data.endsOn,
        rulesetId: e.data.rulesetId,
        formulaVersion: e.data.formulaVersion,
        formula: e.data.formula,
      };
    case 'CalendarSubmitted': {
      const calendarOf = { ...s.calendarOf };
      const old = s.calendars[e.data.calendarId];
      for (const t of old?.tournaments ?? []) delete calendarOf[t.tournamentId];
      for (const t of e.data.tournaments) calendarOf[t.tournamentId] = e.data.calendarId;
      return {
        ...s,
        calendarOf,
        calendars: {
          ...s.calendars,
          [e.data.calendarId]: {
            calendarId: e.data.calendarId,
            clubId: e.data.clubId,
            tournaments: e.data.tournaments,
            approved: false,
          },
        },
      };
    }
    case 'CalendarApproved':
      return {
        ...s,
        calendars: {
          ...s.calendars,
          [e.data.calendarId]: { ...s.calendars[e.data.calendarId], approved: true },
        },
      };
    case 'TournamentResultRecorded':
      return { ...s, results: { ...s.results, [e.data.result.tournamentId]: e.data } };
    case 'StandingsCorrected': {
      const prior = s.results[e.data.tournamentId];
      return {
        ...s,
        results: {
          ...s.results,
          [e.data.tournamentId]: {
            result: { ...prior.result, standings: e.data.standings },
            resultRevision: e.data.resultRevision,
          },
        },
      };
    }
    case 'RankingFormulaChanged':
      return { ...s, formulaVersion: e.data.formulaVersion, formula: e.data.formula };
    case 'SeasonPublished':
      return { ...s, publishedVersion: e.data.formulaVersion };
    default:
      return s;
  }
}

export const seasonDecider: Decider<SeasonCommand, SeasonEvent, SeasonState> = {
  initialState: initialSeasonState,
  decide(command, state, ctx) {
    const decide = DECIDE[command.type] as Decide<SeasonCommand['type']>;
    if (!decide)
      return reject(
        'UNKNOWN_COMMAND',
        'DESIGN.md Write side',
        `Unknown command ${String(command.type)}.`,
      );
    return decide(command, state, ctx.actor.id, ctx.now);
  },
  evolve: evolveSeason,
};
