import { Inject } from '@nestjs/common';
import { Args, Context, Int, Query, Resolver } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import {
  handToPhh,
  handToText,
  tournamentToPhh,
  tournamentToText,
} from '../../projections/hand-history/export';
import { BadPageArgsError, pageWindow, toConnection } from '../../projections/pagination';
import type { ApiContext } from '../auth/request-auth';
import { requireActor } from '../auth/policy';
import { badInput, tournamentNotFound } from '../common/api-errors';
import { checkAll, type FieldCheck } from '../common/field-check';
import { identifier, optional } from '../common/input-checks';
import { idArg, optionalIdArg } from '../common/resolver-args';
import { LEDGER, type Ledger } from '../../app/ledger.port';
import {
  currentHandView,
  handHistoryView,
  parseHandId,
  redactFor,
  standingsView,
} from './hand-views';
import type { HandReads } from '../../app/reads/hands.reads';
import { CurrentHand, HandHistory, HandHistoryConnection, Standings } from './hands.types';

function handNotFound(tournamentId: string, handId: string): GraphQLError {
  return new GraphQLError(`There is no hand "${handId}" in tournament "${tournamentId}".`, {
    extensions: { code: 'HAND_NOT_FOUND', tournamentId, handId },
  });
}

/**
 * Hands at the tables as the office, the federation and the regulator read them (issue 5): the
 * hand in progress with the legal actions, hand histories and their PHH and text exports,
 * standings. Read models only (hand-history, operations).
 */
@Resolver()
export class HandQueriesResolver {
  constructor(@Inject(LEDGER) private readonly ledger: Ledger) {}

  /** The hand reads, once the caller is known and the ids (with `more`) all have their shape. */
  private reads(ctx: ApiContext, tournamentId: string, more: FieldCheck[] = []): HandReads {
    requireActor(ctx.actor, ctx.authProblem);
    checkAll([['tournamentId', tournamentId, identifier], ...more]);
    const reads = this.ledger.hands;
    if (!reads)
      throw new GraphQLError('The hand read models are not wired into this server.', {
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
    return reads;
  }

  private async record(ctx: ApiContext, tournamentId: string, handId: string) {
    const reads = this.reads(ctx, tournamentId);
    const at = parseHandId(handId);
    if (!at) throw badInput('handId', '"<tableId>:<handNo>", e.g. T1:3.');
    const h = await reads.hand(tournamentId, at.tableId, at.handNo);
    if (!h) throw handNotFound(tournamentId, handId);
    return redactFor(ctx.actor!.role, h);
  }

  private async all(ctx: ApiContext, tournamentId: string) {
    const hands = await this.reads(ctx, tournamentId).allHands(tournamentId);
    return hands.map((h) => redactFor(ctx.actor!.role, h));
  }

  @Query(() => CurrentHand, {
    nullable: true,
    description:
      'The hand at a table now (or the last one, inProgress false): seats, stacks, board, pots, and the legal actions of the player to act (FSNP Art. 84-90). null before the first hand.',
  })
  async currentHand(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(idArg('tableId')) tableId: string,
  ) {
    const reads = this.reads(ctx, tournamentId, [['tableId', tableId, identifier]]);
    const r = await reads.tableHand(tournamentId, tableId);
    return r && currentHandView(tournamentId, r.hand, r.inProgress, ctx.actor!.role);
  }

  @Query(() => HandHistory, { description: 'One hand’s record, by handId "<tableId>:<handNo>".' })
  async handHistory(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(idArg('handId')) handId: string,
  ) {
    return handHistoryView(await this.record(ctx, tournamentId, handId));
  }

  @Query(() => HandHistoryConnection, {
    description: 'Hands of a tournament in the order played; optionally one table or one player.',
  })
  async hands(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(optionalIdArg('tableId')) tableId?: string | null,
    @Args(optionalIdArg('playerId')) playerId?: string | null,
    @Args({ name: 'first', type: () => Int, nullable: true }) first?: number | null,
    @Args({ name: 'after', type: () => String, nullable: true }) after?: string | null,
  ) {
    const reads = this.reads(ctx, tournamentId, [
      ['tableId', tableId, optional(identifier)],
      ['playerId', playerId, optional(identifier)],
    ]);
    let window: { first: number; afterKey: number };
    try {
      window = pageWindow('hand', { first, after });
    } catch (e) {
      if (e instanceof BadPageArgsError) throw badInput(e.field, e.message);
      throw e;
    }
    const { records, total } = await reads.hands(
      tournamentId,
      { tableId, playerId },
      window.afterKey,
      window.first + 1,
    );
    return toConnection(
      'hand',
      records.map((h, k) => ({ h, key: window.afterKey + k + 1 })),
      window.first,
      total,
      (r) => r.key,
      (r) => handHistoryView(redactFor(ctx.actor!.role, r.h)),
    );
  }

  @Query(() => String, {
    description: 'One hand in PHH (poker hand histories, TOML), replayable to the same stacks.',
  })
  async handPhh(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(idArg('handId')) handId: string,
  ) {
    const h = await this.record(ctx, tournamentId, handId);
    const doc = handToPhh(h);
    if (doc === null)
      throw new GraphQLError(`Hand ${handId} has no forced bets yet: nothing to export.`, {
        extensions: { code: 'HAND_NOT_STARTED', ruleRef: 'FSNP Art. 52-53' },
      });
    return doc;
  }

  @Query(() => String, { description: 'One hand as readable text.' })
  async handText(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(idArg('handId')) handId: string,
  ) {
    return handToText(await this.record(ctx, tournamentId, handId));
  }

  @Query(() => String, {
    description: 'Every hand of a tournament in PHH, as a .phhs file ([1], [2] … sections).',
  })
  async tournamentPhh(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
  ) {
    return tournamentToPhh(await this.all(ctx, tournamentId));
  }

  @Query(() => String, { description: 'Every hand of a tournament as readable text.' })
  async tournamentHandsText(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
  ) {
    return tournamentToText(await this.all(ctx, tournamentId));
  }

  @Query(() => Standings, {
    description:
      'Standings: players still in, then places by elimination order with shared places (FSNP Art. 132; LNSE I.68-72; DECISION-4).',
  })
  async standings(@Context() ctx: ApiContext, @Args(idArg('tournamentId')) tournamentId: string) {
    const r = await this.reads(ctx, tournamentId).standings(tournamentId);
    if (!r) throw tournamentNotFound(tournamentId);
    return standingsView(tournamentId, r);
  }
}
