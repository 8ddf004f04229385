import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { ApiContext } from '../auth/request-auth';
import { requireActor } from '../auth/policy';
import {
  IssueMembershipCardInput,
  RegisterMemberInput,
  RevokeMembershipCardInput,
  TransferMemberInput,
} from '../ranking/ranking.inputs';
import { actingClub, RankingRunner } from '../ranking/ranking-runner';
import { Member, PlayerHistoryLine, RankingCommandResult } from '../ranking/ranking.types';

const commandIdArg = { name: 'commandId', type: () => ID, nullable: true } as const;

/** The player registry (FSNP Art. 2, 29) and a player's ranking history (issue 8). */
@Resolver()
export class MembersResolver {
  constructor(private readonly runner: RankingRunner) {}

  @Query(() => [Member], { description: 'A club’s current members with their card state.' })
  async clubPlayers(@Context() ctx: ApiContext, @Args('clubId') clubId: string): Promise<Member[]> {
    requireActor(ctx.actor, ctx.authProblem);
    return this.runner.api.reads.clubMembers(clubId);
  }

  @Query(() => [PlayerHistoryLine], {
    description:
      'Every tournament the player scored in, newest first, under each season’s official formula (or formulaVersion).',
  })
  async playerHistory(
    @Context() ctx: ApiContext,
    @Args('playerId', { type: () => ID }) playerId: string,
    @Args('seasonId', { type: () => ID, nullable: true }) seasonId?: string,
    @Args('formulaVersion', { type: () => Int, nullable: true }) formulaVersion?: number,
  ) {
    requireActor(ctx.actor, ctx.authProblem);
    return this.runner.api.reads.playerHistory(playerId, { seasonId, formulaVersion });
  }

  @Mutation(() => RankingCommandResult, {
    description: 'Federation: register a member (FSNP Art. 29).',
  })
  registerMember(
    @Context() ctx: ApiContext,
    @Args('input') input: RegisterMemberInput,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.runner.member(ctx, commandId, {
      type: 'RegisterMember',
      ...input,
      idDocument: { ...input.idDocument },
    });
  }

  @Mutation(() => RankingCommandResult, { description: 'Federation: a club transfer from a date.' })
  transferMember(
    @Context() ctx: ApiContext,
    @Args('input') input: TransferMemberInput,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.runner.member(ctx, commandId, { type: 'TransferMemberClub', ...input });
  }

  @Mutation(() => RankingCommandResult, {
    description: 'Club: issue a membership card (FSNP Art. 29).',
  })
  issueMembershipCard(
    @Context() ctx: ApiContext,
    @Args('input') input: IssueMembershipCardInput,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.runner.member(ctx, commandId, {
      type: 'IssueMembershipCard',
      ...input,
      ...actingClub(ctx),
      idDocument: { ...input.idDocument },
    });
  }

  @Mutation(() => RankingCommandResult, {
    description: 'Club: cancel a membership card (FSNP Art. 2).',
  })
  revokeMembershipCard(
    @Context() ctx: ApiContext,
    @Args('input') input: RevokeMembershipCardInput,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.runner.member(ctx, commandId, {
      type: 'RevokeMembershipCard',
      ...input,
      ...actingClub(ctx),
    });
  }
}
