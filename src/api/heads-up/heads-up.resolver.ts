import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import { HEADS_UP_RULES } from '../../aggregates/tournament/heads-up/heads-up';
import { TOURNAMENT_TYPES } from '../../rules/tournament-types';
import type { TournamentTypeCode } from '../../rules/types';
import type { ApiContext } from '../auth/request-auth';
import { requireActor } from '../auth/policy';
import { tournamentNotFound } from '../common/api-errors';
import { CommandResult } from '../common/command-result.types';
import { CommandRunner } from '../common/command-runner';
import { checkAll } from '../common/field-check';
import { identifier } from '../common/input-checks';
import { commandIdArg, idArg, tournamentIdArg } from '../common/resolver-args';
import { HeadsUpReadSource } from './heads-up-read-source';
import { bracketView } from './heads-up-view';
import { HeadsUpBracket } from './heads-up.types';

/**
 * The heads-up pyramid (FSNP Art. 140.3; issue 4 tournament types): the pair draw, each match's
 * result once one player holds every chip, and the bracket. Who may send a command is the
 * slice's role list (rolesFor); the decider refuses with the article it enforces.
 */
@Resolver()
export class HeadsUpResolver {
  constructor(
    private readonly commands: CommandRunner,
    private readonly source: HeadsUpReadSource,
  ) {}

  @Mutation(() => CommandResult, {
    description:
      'Starts a heads-up tournament: the random draw of pairs, byes to the next power of two, a button draw at each table (FSNP Art. 140.3(b), 46).',
  })
  startHeadsUpBracket(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'StartHeadsUpBracket', () => ({}));
  }

  @Mutation(() => CommandResult, {
    description: `Records the match at a table won once one player holds every chip (${HEADS_UP_RULES.matchWon.cite}); the last match of a round draws the next (FSNP Art. 140.3(b)).`,
  })
  completeHeadsUpMatch(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(idArg('tableId')) tableId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'CompleteHeadsUpMatch', (v) => {
      v.id('tableId', tableId);
      return { tableId };
    });
  }

  @Query(() => HeadsUpBracket, {
    nullable: true,
    description:
      'The pyramid: the current round with its matches and byes, and the places of the players out (FSNP Art. 140.3; DECISION-4). null until the pairs are drawn.',
  })
  async headsUpBracket(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
  ): Promise<HeadsUpBracket | null> {
    requireActor(ctx.actor, ctx.authProblem);
    checkAll([['tournamentId', tournamentId, identifier]]);
    const reads = await this.source.reads();
    if (!reads)
      throw new GraphQLError('The heads-up read model is not wired into this server.', {
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
    const b = await reads.bracket(tournamentId);
    if (!b) throw tournamentNotFound(tournamentId);
    const pairing = TOURNAMENT_TYPES[b.tournamentType as TournamentTypeCode]?.pairing;
    if (pairing?.value !== 'random-pairs-each-round')
      throw new GraphQLError(
        `This is a ${b.tournamentType} tournament: only a heads-up (pyramid) tournament is drawn into pairs.`,
        { extensions: { code: 'NOT_HEADS_UP', ruleRef: pairing?.cite ?? 'FSNP Art. 140.3' } },
      );
    return b.headsUp && bracketView(tournamentId, b.headsUp);
  }
}
