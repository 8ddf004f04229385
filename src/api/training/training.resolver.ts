import { Args, Context, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import { CardParseError, parseCard, type Card } from '../../poker/cards';
import { TOURNAMENT_TYPES } from '../../rules/tournament-types';
import type { TournamentTypeCode } from '../../rules/types';
import { requireActor } from '../auth/policy';
import type { ApiContext } from '../auth/request-auth';
import { tournamentNotFound } from '../common/api-errors';
import { CommandResult } from '../common/command-result.types';
import { CommandRunner } from '../common/command-runner';
import { checkAll, type FieldChecks } from '../common/field-check';
import { identifier, maxLength, wholeAtLeast } from '../common/input-checks';
import { commandIdArg, tournamentIdArg } from '../common/resolver-args';
import { TrainingReadSource } from './training-read-source';
import {
  TabledTrainingHandInput,
  TrainingChipCountInput,
  TrainingSessionView,
} from './training.types';

const player = (v: FieldChecks, playerId: string) => v.id('playerId', playerId);

/** Every card of a training showdown is a card seen at the table ("Ks"). */
function cardsOf(v: FieldChecks, field: string, texts: readonly string[]): Card[] {
  return texts.map((t, i) => {
    try {
      return parseCard(t);
    } catch (e) {
      if (!(e instanceof CardParseError)) throw e;
      v.refuse(`${field}[${i}]`, e.message);
      return -1;
    }
  });
}

/**
 * A hand-by-hand training session (FSNP Art. 143-155; issue 19) on a tournament created with
 * tournamentType TRAINING: each mutation is one training command, refused with its article; the
 * trainingSession query reads the session as the operations read model folded it.
 */
@Resolver()
export class TrainingResolver {
  constructor(
    private readonly commands: CommandRunner,
    private readonly source: TrainingReadSource,
  ) {}

  @Query(() => TrainingSessionView, {
    nullable: true,
    description:
      'The training session: its level, fund, table and, once closed, the prizes by chips (FSNP Art. 143-155). null until it is opened.',
  })
  async trainingSession(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
  ): Promise<TrainingSessionView | null> {
    requireActor(ctx.actor, ctx.authProblem);
    checkAll([['tournamentId', tournamentId, identifier]]);
    const reads = await this.source.reads();
    if (!reads)
      throw new GraphQLError('The training read model is not wired into this server.', {
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
    const r = await reads.session(tournamentId);
    if (!r) throw tournamentNotFound(tournamentId);
    const session = TOURNAMENT_TYPES[r.tournamentType as TournamentTypeCode]?.trainingSession;
    if (!session?.value)
      throw new GraphQLError(
        `This is a ${r.tournamentType} tournament, a competition: it has no training session.`,
        { extensions: { code: 'NOT_A_TRAINING_SESSION', ruleRef: 'FSNP Art. 143' } },
      );
    const t = r.training;
    if (!t) return null;
    return {
      tournamentId,
      openedAt: t.openedAt,
      closed: t.closed ?? false,
      level: { ...t.level },
      chipsPerPlayer: t.chipsPerPlayer,
      chipsIssued: t.chipsIssued ?? 0,
      prizeFund: t.prizeFund,
      clubContributions: t.clubContributions,
      handNo: t.hand?.handNo ?? 0,
      buttonSeat: t.hand?.buttonSeat ?? null,
      hand: t.hand
        ? {
            handNo: t.hand.handNo,
            buttonSeat: t.hand.buttonSeat,
            smallBlindSeat: t.hand.smallBlindSeat,
            bigBlindSeat: t.hand.bigBlindSeat,
            dealtIn: [...t.hand.dealtIn],
            notDealtIn: (t.hand.notDealtIn ?? []).map((x) => ({ ...x })),
            straddles: (t.hand.straddles ?? []).map((x) => ({ ...x })),
            tabled: t.hand.tabled,
          }
        : null,
      players: Object.values(t.players).map((p) => ({
        playerId: p.playerId,
        seat: p.seat,
        joinedAt: p.joinedAt,
        absent: p.absent,
        left: p.left,
        waitsForButton: p.waitsForButton ?? false,
        chipsTakenAway: p.chipsTakenAway ?? 0,
      })),
      prizes: (t.prizes ?? []).map((x) => ({ ...x })),
    };
  }

  @Mutation(() => CommandResult, {
    description:
      'A player who lost his chips re-enters at his seat, as often as he likes for the whole session: fee and training chips again (FSNP Art. 144, 146, 148).',
  })
  reEnterTrainingTable(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('playerId') playerId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'ReEnterTrainingTable', (v) => {
      player(v, playerId);
      return { playerId };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'Starts an independent training hand: the button moves clockwise (first hand: the drawn seat); absent players and a new player between the button and the small blind are not dealt in; straddles double from the player after the big blind (FSNP Art. 45-46, 59, 149, 150, 152).',
  })
  startTrainingHand(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('buttonSeat', { type: () => Int, nullable: true }) buttonSeat?: number | null,
    @Args('straddlers', { type: () => [String], nullable: true }) straddlers?: string[] | null,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'StartTrainingHand', (v) => {
      if (buttonSeat != null) v.check('buttonSeat', buttonSeat, wholeAtLeast(1));
      straddlers?.forEach((id, i) => v.id(`straddlers[${i}]`, id));
      return {
        ...(buttonSeat != null ? { buttonSeat } : {}),
        ...(straddlers?.length ? { straddlers } : {}),
      };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'Tables a training hand: who showed what, and who won; no card shown gives up the hand, one card is enough if it wins, the second when an opponent asks (FSNP Art. 151).',
  })
  tableTrainingHand(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('handNo', { type: () => Int }) handNo: number,
    @Args('board', { type: () => [String] }) board: string[],
    @Args('tabled', { type: () => [TabledTrainingHandInput] }) tabled: TabledTrainingHandInput[],
    @Args('winners', { type: () => [String] }) winners: string[],
    @Args('secondCardAskedBy', { type: () => String, nullable: true })
    secondCardAskedBy?: string | null,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'TableTrainingHand', (v) => {
      v.check('handNo', handNo, wholeAtLeast(1));
      const shown = tabled.map((x, i) => {
        v.id(`tabled[${i}].playerId`, x.playerId);
        return { playerId: x.playerId, cards: cardsOf(v, `tabled[${i}].cards`, x.cards) };
      });
      winners.forEach((w, i) => v.id(`winners[${i}]`, w));
      if (secondCardAskedBy != null) v.id('secondCardAskedBy', secondCardAskedBy);
      return {
        handNo,
        board: cardsOf(v, 'board', board),
        tabled: shown,
        winners,
        ...(secondCardAskedBy != null ? { secondCardAskedBy } : {}),
      };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'The time has run out: the chips of every player still at the table are counted, the session is closed and its prize fund paid by the chips each built up, whenever he left (FSNP Art. 143, 155).',
  })
  closeTrainingSession(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('counts', { type: () => [TrainingChipCountInput] }) counts: TrainingChipCountInput[],
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'CloseTrainingSession', (v) => {
      counts.forEach((x, i) => {
        v.id(`counts[${i}].playerId`, x.playerId);
        v.check(`counts[${i}].chips`, x.chips, wholeAtLeast(0));
      });
      return { counts: counts.map((x) => ({ playerId: x.playerId, chips: x.chips })) };
    });
  }

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
