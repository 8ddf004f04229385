import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { ApiContext } from '../auth/request-auth';
import { CommandResult } from '../common/command-result.types';
import { CommandRunner } from '../common/command-runner';
import { wholeAtLeast } from '../common/input-checks';
import { SeatArgs } from '../hands/hands.inputs';

/**
 * Hand-for-hand at the table (FSNP Art. 126-127): the arbiter announces an all-in and the table's
 * action is frozen until the other tables have finished, then frozen hands finish in the order
 * announced. Starting and ending the procedure are in operations-commands.resolver.ts.
 */
@Resolver()
export class HandForHandResolver {
  constructor(private readonly commands: CommandRunner) {}

  @Mutation(() => CommandResult, {
    description:
      'Announces an all-in during hand-for-hand: the table is frozen until the other tables finish; frozen hands finish in the order announced (FSNP Art. 126-127).',
  })
  announceAllIn(@Context() ctx: ApiContext, @Args() a: SeatArgs) {
    return this.commands.runFor(ctx, a.tournamentId, a.commandId, 'AnnounceAllIn', (v) => {
      v.id('tableId', a.tableId);
      v.check('handNo', a.handNo, wholeAtLeast(1));
      v.check('seat', a.seat, wholeAtLeast(1));
      return { tableId: a.tableId, handNo: a.handNo, seat: a.seat };
    });
  }
}
