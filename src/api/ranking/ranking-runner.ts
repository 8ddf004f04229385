import { Inject, Injectable } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import type { LedgerConfig } from '../../config';
import type { MemberCommand } from '../../aggregates/member';
import type { SeasonCommand } from '../../aggregates/season';
import type { ApiContext } from '../auth/request-auth';
import { requireActor } from '../auth/policy';
import { rejectionError } from '../common/api-errors';
import { commandIdOf, settled } from '../common/command-runner';
import { CONFIG, LEDGER, type CommandOutcome, type Ledger } from '../../app/ledger.port';
import type { RankingApi } from '../../app/ranking/ranking.port';
import type { RankingCommandResult } from './ranking.types';

/**
 * Runs registry and season commands: the pipeline checks the role before loading anything
 * (FSNP Art. 2, 29, 137 name who may do what), a refusal becomes a GraphQL error with its
 * rule, and the answer waits for the read models so the next query sees the write.
 */
@Injectable()
export class RankingRunner {
  constructor(
    @Inject(LEDGER) private readonly ledger: Ledger,
    @Inject(CONFIG) private readonly config: LedgerConfig,
  ) {}

  get api(): RankingApi {
    if (!this.ledger.ranking)
      throw new GraphQLError('The ranking is not available on this server.', {
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
    return this.ledger.ranking;
  }

  member(ctx: ApiContext, commandId: string | null | undefined, command: MemberCommand) {
    return this.run(ctx, commandId, (meta) => this.api.member(command, meta));
  }

  season(ctx: ApiContext, commandId: string | null | undefined, command: SeasonCommand) {
    return this.run(ctx, commandId, (meta) => this.api.season(command, meta));
  }

  private async run(
    ctx: ApiContext,
    commandId: string | null | undefined,
    send: (meta: {
      actor: NonNullable<ApiContext['actor']>;
      commandId: string;
    }) => Promise<CommandOutcome>,
  ): Promise<RankingCommandResult> {
    const actor = requireActor(ctx.actor, ctx.authProblem);
    const id = commandIdOf(commandId);
    const outcome = await send({ actor, commandId: id });
    const answer = await settled(this.ledger, this.config, outcome);
    return {
      streamId: (outcome.ok && outcome.events[0]?.streamId) || '',
      commandId: id,
      ...answer,
    };
  }
}

/** The club a club token acts for (its `club` claim, else its subject); undefined for others. */
export const actingClub = (ctx: ApiContext): { actingClubId?: string } =>
  ctx.actor?.role === 'club' ? { actingClubId: ctx.club ?? ctx.actor.id } : {};

export function seasonNotFound(seasonId: string): GraphQLError {
  return rejectionError({
    code: 'SEASON_NOT_FOUND',
    ruleRef: 'FSNP Art. 19',
    message: `There is no ranking season ${seasonId}.`,
  });
}
