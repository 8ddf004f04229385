import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { RankingFormulaSpec } from '../../events/ranking-events';
import { UnknownSeasonError } from '../../projections/ranking/queries';
import type { ApiContext } from '../auth/request-auth';
import { requireActor } from '../auth/policy';
import { badInput } from '../common/api-errors';
import {
  ChangeRankingFormulaInput,
  CorrectStandingsInput,
  DefineSeasonInput,
  RankingFormulaInput,
  SubmitCalendarInput,
} from './ranking.inputs';
import { actingClub, RankingRunner, seasonNotFound } from './ranking-runner';
import {
  ClubRankingLine,
  CompetitionCalendar,
  RankingCommandResult,
  RankingLineConnection,
  RankingPreview,
  RankingSeason,
} from './ranking.types';

const commandIdArg = { name: 'commandId', type: () => ID, nullable: true } as const;

/** DECISION-1: the GraphQL formula as the domain's spec; a federation table is not a sample. */
export function formulaOf(input: RankingFormulaInput): RankingFormulaSpec {
  if (input.formulaId === 'tlb') return { id: 'tlb' };
  if (input.formulaId !== 'table') throw badInput('formula.formulaId', 'use `tlb` or `table`.');
  if (!input.table) throw badInput('formula.table', 'the `table` formula needs the table.');
  return {
    id: 'table',
    table: {
      id: input.table.id,
      sample: false,
      cite: 'DECISION-1 (federation table)',
      bands: input.table.bands.map((b) => ({
        minPlayers: b.minPlayers,
        maxPlayers: b.maxPlayers ?? null,
        hundredthsByPlace: b.hundredthsByPlace,
      })),
    },
  };
}

async function orNotFound<T>(seasonId: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (e) {
    if (e instanceof UnknownSeasonError) throw seasonNotFound(seasonId);
    throw e;
  }
}

/** National ranking (issue 8): clubs read, the federation decides (FSNP Art. 19, 137). */
@Resolver()
export class RankingResolver {
  constructor(private readonly runner: RankingRunner) {}

  @Query(() => RankingSeason, { description: 'A season with every formula version it used.' })
  async rankingSeason(
    @Context() ctx: ApiContext,
    @Args('seasonId', { type: () => ID }) seasonId: string,
  ): Promise<RankingSeason> {
    requireActor(ctx.actor, ctx.authProblem);
    const s = await this.runner.api.reads.season(seasonId);
    if (!s) throw seasonNotFound(seasonId);
    return {
      ...s,
      formulas: s.formulas.map((f) => ({ ...f, formulaJson: JSON.stringify(f.formula) })),
    };
  }

  @Query(() => RankingLineConnection, {
    description:
      'The national table, best first, by cursor. formulaVersion: an earlier version stays queryable (DECISION-1); clubId: one club’s players.',
  })
  async nationalRanking(
    @Context() ctx: ApiContext,
    @Args('seasonId', { type: () => ID }) seasonId: string,
    @Args('first', { type: () => Int, nullable: true }) first?: number,
    @Args('after', { type: () => String, nullable: true }) after?: string,
    @Args('formulaVersion', { type: () => Int, nullable: true }) formulaVersion?: number,
    @Args('clubId', { type: () => String, nullable: true }) clubId?: string,
  ) {
    requireActor(ctx.actor, ctx.authProblem);
    return orNotFound(seasonId, () =>
      this.runner.api.reads.nationalTable(seasonId, { first, after, formulaVersion, clubId }),
    );
  }

  @Query(() => [ClubRankingLine], { description: 'Clubs by the points their members scored.' })
  async clubRanking(
    @Context() ctx: ApiContext,
    @Args('seasonId', { type: () => ID }) seasonId: string,
    @Args('formulaVersion', { type: () => Int, nullable: true }) formulaVersion?: number,
  ) {
    requireActor(ctx.actor, ctx.authProblem);
    return orNotFound(seasonId, () => this.runner.api.reads.clubTable(seasonId, formulaVersion));
  }

  @Query(() => [CompetitionCalendar], {
    description: 'Calendars submitted for the season (FSNP Art. 137).',
  })
  async seasonCalendars(
    @Context() ctx: ApiContext,
    @Args('seasonId', { type: () => ID }) seasonId: string,
  ) {
    requireActor(ctx.actor, ctx.authProblem);
    return this.runner.api.reads.calendars(seasonId);
  }

  @Query(() => RankingPreview, {
    description:
      'DECISION-1 “what if”: the season under another formula; the official ranking is unchanged.',
  })
  async rankingWhatIf(
    @Context() ctx: ApiContext,
    @Args('seasonId', { type: () => ID }) seasonId: string,
    @Args('formula', { type: () => RankingFormulaInput }) formula: RankingFormulaInput,
    @Args('top', { type: () => Int, nullable: true, defaultValue: 100 }) top: number,
  ): Promise<RankingPreview> {
    requireActor(ctx.actor, ctx.authProblem);
    if (!Number.isInteger(top) || top < 0 || top > 1000) throw badInput('top', 'from 0 to 1000.');
    const spec = formulaOf(formula);
    const r = await orNotFound(seasonId, () => this.runner.api.reads.whatIf(seasonId, spec, top));
    return {
      formulaId: spec.id,
      totalPlayers: r.totalPlayers,
      players: r.players.map((l) => ({ ...l, fullName: null, formulaVersion: null })),
      clubs: r.clubs,
    };
  }

  @Mutation(() => RankingCommandResult, { description: 'Federation: open a ranking season.' })
  defineSeason(
    @Context() ctx: ApiContext,
    @Args('input') input: DefineSeasonInput,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.runner.season(ctx, commandId, { type: 'DefineSeason', ...input });
  }

  @Mutation(() => RankingCommandResult, { description: 'Club: send its calendar (FSNP Art. 137).' })
  submitCalendar(
    @Context() ctx: ApiContext,
    @Args('input') input: SubmitCalendarInput,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.runner.season(ctx, commandId, {
      type: 'SubmitCalendar',
      ...input,
      ...actingClub(ctx),
      tournaments: input.tournaments.map((t) => ({ ...t })),
    });
  }

  @Mutation(() => RankingCommandResult, {
    description: 'Federation: approve a calendar (FSNP Art. 137).',
  })
  approveCalendar(
    @Context() ctx: ApiContext,
    @Args('seasonId', { type: () => ID }) seasonId: string,
    @Args('calendarId', { type: () => ID }) calendarId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.runner.season(ctx, commandId, { type: 'ApproveCalendar', seasonId, calendarId });
  }

  @Mutation(() => RankingCommandResult, {
    description:
      'Federation: apply a protest decision to a tournament’s standings; its points are re-awarded.',
  })
  correctStandings(
    @Context() ctx: ApiContext,
    @Args('input') input: CorrectStandingsInput,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.runner.season(ctx, commandId, {
      type: 'CorrectStandings',
      seasonId: input.seasonId,
      tournamentId: input.tournamentId,
      standings: input.standings.map((s) => ({ ...s })),
      disqualified: input.disqualified ?? [],
      protestId: input.protestId ?? null,
      reason: input.reason,
    });
  }

  @Mutation(() => RankingCommandResult, {
    description:
      'Federation: a new formula version; the ranking is re-awarded, the old one stays queryable.',
  })
  changeRankingFormula(
    @Context() ctx: ApiContext,
    @Args('input') input: ChangeRankingFormulaInput,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.runner.season(ctx, commandId, {
      type: 'ChangeRankingFormula',
      seasonId: input.seasonId,
      formula: formulaOf(input.formula),
      reason: input.reason,
    });
  }

  @Mutation(() => RankingCommandResult, {
    description: 'Federation: publish the season’s ranking.',
  })
  publishSeason(
    @Context() ctx: ApiContext,
    @Args('seasonId', { type: () => ID }) seasonId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.runner.season(ctx, commandId, { type: 'PublishSeason', seasonId });
  }
}
