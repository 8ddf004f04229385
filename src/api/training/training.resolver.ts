import { Args, Context, Int, Mutation, Resolver } from '@nestjs/graphql';
import type { ApiContext } from '../auth/request-auth';
import { CommandResult } from '../common/command-result.types';
import { CommandRunner } from '../common/command-runner';
import type { FieldChecks } from '../common/field-check';
import { maxLength, wholeAtLeast } from '../common/input-checks';
import { commandIdArg, tournamentIdArg } from '../common/resolver-args';

const player = (v: FieldChecks, playerId: string) => v.id('playerId', playerId);

/**
 * A hand-by-hand training session (FSNP Art. 143-154; issue 19) on a tournament created with
 * tournamentType TRAINING: each mutation is one training command, refused with its article.
 */
@Resolver()
export class TrainingResolver {
  constructor(private readonly commands: CommandRunner) {}

  @Mutation(() => CommandResult, {
    description:
      'Opens the training session: its one constant level, training chips, participation fee and club contribution (FSNP Art. 64, 143-146).',
  })
  openTrainingSession(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'OpenTrainingSession', () => ({}));
  }

  @Mutation(() => CommandResult, {
    description:
      'A player joins at the seat he chooses while seats are free, pays, gets his chips and posts the big blind with no option (FSNP Art. 144-147, 152, 153).',
  })
  joinTrainingTable(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('playerId') playerId: string,
    @Args('fullName') fullName: string,
    @Args('seat', { type: () => Int }) seat: number,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'JoinTrainingTable', (v) => {
      player(v, playerId);
      v.check('fullName', fullName, maxLength(200));
      v.check('seat', seat, wholeAtLeast(1));
      return { playerId, fullName, seat };
    });
  }

  @Mutation(() => CommandResult, {
    description: 'A player steps away; he is not dealt in until he returns (FSNP Art. 59, 150).',
  })
  recordTrainingAbsence(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('playerId') playerId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'RecordTrainingAbsence', (v) => {
      player(v, playerId);
      return { playerId };
    });
  }

  @Mutation(() => CommandResult, {
    description: 'A player returns and posts the big blind with no option (FSNP Art. 150).',
  })
  returnToTrainingTable(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('playerId') playerId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'ReturnToTrainingTable', (v) => {
      player(v, playerId);
      return { playerId };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'A player moves to a free seat and posts the big blind with no option (FSNP Art. 153).',
  })
  changeTrainingSeat(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('playerId') playerId: string,
    @Args('seat', { type: () => Int }) seat: number,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'ChangeTrainingSeat', (v) => {
      player(v, playerId);
      v.check('seat', seat, wholeAtLeast(1));
      return { playerId, seat };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'Extends the level or raises the blinds with the spoken agreement of every player present, who are named (FSNP Art. 154).',
  })
  changeTrainingLevel(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('smallBlind', { type: () => Int }) smallBlind: number,
    @Args('bigBlind', { type: () => Int }) bigBlind: number,
    @Args('ante', { type: () => Int }) ante: number,
    @Args('levelMinutes', { type: () => Int }) levelMinutes: number,
    @Args('agreedBy', { type: () => [String] }) agreedBy: string[],
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'ChangeTrainingLevel', (v) => {
      agreedBy.forEach((id, i) => v.id(`agreedBy[${i}]`, id));
      return { smallBlind, bigBlind, ante, levelMinutes, agreedBy };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'A player leaves with his training chips counted; with chips only after the minimum stay (FSNP Art. 145, 155).',
  })
  leaveTrainingTable(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('playerId') playerId: string,
    @Args('chips', { type: () => Int }) chips: number,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'LeaveTrainingTable', (v) => {
      player(v, playerId);
      v.check('chips', chips, wholeAtLeast(0));
      return { playerId, chips };
    });
  }
}
