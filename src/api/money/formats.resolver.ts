import { Args, Context, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import type { ApiContext } from '../auth/request-auth';
import { CommandResult } from '../common/command-result.types';
import { CommandRunner } from '../common/command-runner';
import { wholeAtLeast } from '../common/input-checks';
import { commandIdArg, idArg } from '../common/resolver-args';

/**
 * The commands of the formats that end on their own terms (issue 19): a qualifier's tickets
 * (FSNP Art. 142(g)) and a knockout's bounty chips (FSNP Art. 141(a)-(b)). Who may send each is
 * the slice's role list (src/aggregates/tournament/formats/qualifier.ts, formats/bounty.ts).
 */
@Resolver()
export class FormatsResolver {
  constructor(private readonly commands: CommandRunner) {}

  @Mutation(() => CommandResult, {
    description:
      'FSNP Art. 142(g): a request to exchange a qualification ticket for its cash value. Always refused with the article (TICKET_NOT_EXCHANGEABLE). Director, floor, player.',
  })
  exchangeTicketForCash(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(idArg('playerId')) playerId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'ExchangeTicketForCash', () => ({
      playerId,
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      'FSNP Art. 142(g): the ticket holder did not turn up at the target competition and loses all claim to the ticket (QualificationTicketForfeited). Director.',
  })
  forfeitQualificationTicket(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(idArg('playerId')) playerId: string,
    @Args('competition', { description: 'The target competition the player did not turn up at.' })
    competition: string,
    @Args('noShowOn', { description: 'The day he did not turn up (YYYY-MM-DD).' })
    noShowOn: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'ForfeitQualificationTicket', () => ({
      playerId,
      competition,
      noShowOn,
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      "FSNP Art. 141(a)-(b): a bounty chip put into the pot. The all-in player's own chip plays (BountyChipPutInPot); a chip he won, or his own while not all-in, is recorded as given back (BountyChipReturned). Dealer, floor, director.",
  })
  putBountyChipInPot(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(idArg('tableId')) tableId: string,
    @Args('handNo', { type: () => Int }) handNo: number,
    @Args(idArg('playerId')) playerId: string,
    @Args('chipOf', {
      type: () => ID,
      nullable: true,
      description: "Whose bounty chip it is; the player's own by default.",
    })
    chipOf?: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'PutBountyChipInPot', (v) => {
      v.id('tableId', tableId);
      v.check('handNo', handNo, wholeAtLeast(1));
      return { tableId, handNo, playerId, ...(chipOf ? { chipOf } : {}) };
    });
  }
}
