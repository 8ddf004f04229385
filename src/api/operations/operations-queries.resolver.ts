import { tournamentStatusOf } from '../tournaments/tournament.types';
import { Inject } from '@nestjs/common';
import { Args, Context, Int, Query, Resolver } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import { describePenaltyClauses } from '../../rules/penalties';
import { describeRuleset, getRuleset, RULESET_IDS } from '../../rules/registry';
import type { ApiContext } from '../auth/request-auth';
import { requireActor } from '../auth/policy';
import { tournamentNotFound } from '../common/api-errors';
import { checkAll, type FieldCheck } from '../common/field-check';
import { identifier, optional } from '../common/input-checks';
import { idArg, optionalIdArg } from '../common/resolver-args';
import { LEDGER, type Ledger } from '../../app/ledger.port';
import type { OperationsReads } from '../../app/reads/operations.reads';
import {
  BalancingAdvice,
  ChipInventoryRow,
  Leaderboard,
  PlayerEntriesConnection,
  PrizeFund,
  Ruleset,
  TournamentClock,
  TournamentTable,
} from './operations.types';
import { serverClock } from '../../app/server-clock';

const pageArgs = {
  first: { name: 'first', type: () => Int, nullable: true },
  after: { name: 'after', type: () => String, nullable: true },
} as const;

/**
 * The running tournament as the office and the hall display read it (issue 4): queries over
 * the operations read model only. Time-dependent values (time left, big blinds) are computed
 * for the server's "now" on every request.
 */
@Resolver()
export class OperationsQueriesResolver {
  private readonly now = serverClock();

  constructor(@Inject(LEDGER) private readonly ledger: Ledger) {}

  /** The operations reads, once the caller is known and the ids (with `more`) all have their shape. */
  private reads(ctx: ApiContext, tournamentId?: string, more: FieldCheck[] = []): OperationsReads {
    requireActor(ctx.actor, ctx.authProblem);
    checkAll([
      ...(tournamentId === undefined ? [] : [['tournamentId', tournamentId, identifier] as const]),
      ...more,
    ]);
    const reads = (this.ledger as Ledger & { operations?: OperationsReads }).operations;
    if (!reads)
      throw new GraphQLError('The operations read model is not wired into this server.', {
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
    return reads;
  }

  @Query(() => [Ruleset], {
    description: 'Rulesets a tournament can be created with, each parameter with its article.',
  })
  rulesets(@Context() ctx: ApiContext, @Args(optionalIdArg('id')) id?: string | null): Ruleset[] {
    requireActor(ctx.actor, ctx.authProblem);
    const ids = id == null ? RULESET_IDS : RULESET_IDS.filter((r) => r === id);
    return ids.map((r) => {
      const rs = getRuleset(r);
      return {
        id: r,
        name: rs.name.value,
        jurisdiction: rs.jurisdiction.value,
        sourceDocument: rs.sourceDocument.value,
        parameters: (describeRuleset(r) ?? []).map((p) => ({ ...p, note: p.note ?? null })),
        penaltyClauses: describePenaltyClauses(r).map((c) => ({
          ...c,
          firstOffence: c.firstOffence.map((o) => ({ ...o, officials: [...o.officials] })),
          repeatOffence: c.repeatOffence.map((o) => ({ ...o, officials: [...o.officials] })),
        })),
      };
    });
  }

  @Query(() => TournamentClock, { description: 'The clock now (FSNP Art. 60).' })
  async clock(@Context() ctx: ApiContext, @Args(idArg('tournamentId')) tournamentId: string) {
    const c = await this.reads(ctx, tournamentId).clock(tournamentId, this.now.now());
    if (!c) throw tournamentNotFound(tournamentId);
    return { ...c, tournamentStatus: tournamentStatusOf(c.tournamentStatus) };
  }

  @Query(() => [ChipInventoryRow], {
    nullable: true,
    description:
      'The chips in play per denomination, smallest first (FSNP Art. 35, 43-44); their values add up to the chips in play. null when the inventory is unknown: the starting stack is no catalog set (Art. 43), or the stream was recorded before it was kept.',
  })
  async chipInventory(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
  ): Promise<ChipInventoryRow[] | null> {
    const rows = await this.reads(ctx, tournamentId).chipInventory(tournamentId);
    if (rows === undefined) throw tournamentNotFound(tournamentId);
    return rows && rows.map((r) => ({ ...r, value: r.denomination * r.count }));
  }

  @Query(() => [TournamentTable], { description: 'Tables and seats, open ones unless asked.' })
  async tables(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args({ name: 'includeClosed', type: () => Boolean, nullable: true })
    includeClosed?: boolean | null,
  ) {
    return this.reads(ctx, tournamentId).tables(tournamentId, includeClosed ?? false);
  }

  @Query(() => Leaderboard, { description: 'Chip counts, biggest stack first, paginated.' })
  async leaderboard(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(pageArgs.first) first?: number,
    @Args(pageArgs.after) after?: string,
  ) {
    const b = await this.reads(ctx, tournamentId).leaderboard(tournamentId, this.now.now(), {
      first,
      after,
    });
    if (!b) throw tournamentNotFound(tournamentId);
    return b;
  }

  @Query(() => PlayerEntriesConnection, {
    description: 'Entries, re-entries and purchases per player, in registration order.',
  })
  async entries(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(optionalIdArg('playerId')) playerId?: string | null,
    @Args(pageArgs.first) first?: number,
    @Args(pageArgs.after) after?: string,
  ) {
    const reads = this.reads(ctx, tournamentId, [['playerId', playerId, optional(identifier)]]);
    return reads.entries(tournamentId, { first, after }, playerId ?? null);
  }

  @Query(() => PrizeFund, { description: 'Prize fund and fees so far (DECISION-2).' })
  async prizeFund(@Context() ctx: ApiContext, @Args(idArg('tournamentId')) tournamentId: string) {
    const f = await this.reads(ctx, tournamentId).prizeFund(tournamentId);
    if (!f) throw tournamentNotFound(tournamentId);
    return f;
  }

  @Query(() => BalancingAdvice, {
    description: 'The moves that balance the tables now (FSNP Art. 80; LNSE I.95).',
  })
  async balancingSuggestions(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
  ) {
    const b = await this.reads(ctx, tournamentId).balancing(tournamentId);
    if (!b) throw tournamentNotFound(tournamentId);
    return b;
  }
}
