import { Args, Context, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import type { TournamentCommand } from '../../aggregates/tournament';
import type { IrregularityCode } from '../../aggregates/tournament/hand-corrections-table';
import type { DeadHandCause } from '../../aggregates/tournament/hand-dead-hands';
import type { RecordedAction } from '../../events/hand-events';
import { CardParseError, parseCard } from '../../poker/cards';
import type { ApiContext } from '../auth/request-auth';
import { badInput } from '../common/api-errors';
import { CommandResult } from '../common/command-result.types';
import { CommandRunner } from '../common/command-runner';
import { identifier, wholeAtLeast, type Check } from '../common/input-checks';
import { SafeIntScalar } from '../common/safe-int.scalar';
import {
  DeadHandCauseKind,
  HandActionKind,
  IrregularityKind,
  OutOfTurnManner,
  RemovalReason,
  SeatCardsInput,
} from './hands.inputs';

/** A hand command without its tournament id (given as its own argument). */
type Body = TournamentCommand extends infer C
  ? C extends { readonly tournamentId: string }
    ? Omit<C, 'tournamentId'>
    : never
  : never;

const commandIdArg = { name: 'commandId', type: () => ID, nullable: true } as const;
const tid = { name: 'tournamentId', type: () => ID } as const;
const tableArg = { name: 'tableId', type: () => ID } as const;
const handNoArg = { name: 'handNo', type: () => Int } as const;
const seatArg = { name: 'seat', type: () => Int } as const;

function check(field: string, value: unknown, rule: Check): void {
  const message = rule(value);
  if (message) throw badInput(field, message);
}

/** "??" (or "?") is a card the table did not record (issue 5: cards are optional). */
export function cardsOf(field: string, texts: readonly string[]): (number | null)[] {
  return texts.map((t, i) => {
    if (/^\?\??$/.test(t.trim())) return null;
    try {
      return parseCard(t);
    } catch (e) {
      if (e instanceof CardParseError) throw badInput(`${field}[${i}]`, e.message);
      throw e;
    }
  });
}

const seatCards = (field: string, list: readonly SeatCardsInput[]) =>
  list.map((h, i) => {
    check(`${field}[${i}].seat`, h.seat, wholeAtLeast(1));
    return { seat: h.seat, cards: cardsOf(`${field}[${i}].cards`, h.cards) };
  });

/**
 * Every command of a hand at the table (issue 5), each a mutation with an optional commandId for
 * safe retries from a dealer's tablet. Who may send it is the slice's role list (rolesFor); the
 * engine refuses an illegal action with the article it breaks, and an action out of turn is
 * held and ruled on as FSNP Art. 96, 99-100 say.
 */
@Resolver()
export class HandCommandsResolver {
  constructor(private readonly commands: CommandRunner) {}

  /** `body` checks the input's shape and runs only once the caller is authorized. */
  private run(
    ctx: ApiContext,
    tournamentId: string,
    commandId: string | undefined,
    type: Body['type'],
    body: () => Body,
  ) {
    return this.commands.run(ctx, type, commandId, () => {
      check('tournamentId', tournamentId, identifier);
      return { ...body(), tournamentId } as TournamentCommand;
    });
  }

  /** The hand a command names: table and hand number, both checked for shape. */
  private inHand(tableId: string, handNo: number) {
    check('tableId', tableId, identifier);
    check('handNo', handNo, wholeAtLeast(1));
    return { tableId, handNo };
  }

  @Mutation(() => CommandResult, {
    description:
      'Starts the next hand at a table: the system derives button, blinds, antes and who is dealt in (FSNP Art. 45-58, 82).',
  })
  startHand(
    @Context() ctx: ApiContext,
    @Args(tid) tournamentId: string,
    @Args(tableArg) tableId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.run(ctx, tournamentId, commandId, 'StartHand', () => {
      check('tableId', tableId, identifier);
      return { type: 'StartHand', tableId };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'Posts blinds and antes, also from the stack of an absent player (FSNP Art. 52-53, 56, 59; FSPR 6.4.3-6.4.4; LNSE I.38); hole cards may be recorded at once.',
  })
  postForcedBets(
    @Context() ctx: ApiContext,
    @Args(tid) tournamentId: string,
    @Args(tableArg) tableId: string,
    @Args(handNoArg) handNo: number,
    @Args({ name: 'absentSeats', type: () => [Int], nullable: true }) absentSeats?: number[] | null,
    @Args({ name: 'hands', type: () => [SeatCardsInput], nullable: true })
    hands?: SeatCardsInput[] | null,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.run(ctx, tournamentId, commandId, 'PostForcedBets', () => ({
      type: 'PostForcedBets',
      ...this.inHand(tableId, handNo),
      ...(absentSeats?.length ? { absentSeats } : {}),
      ...(hands?.length ? { hands: seatCards('hands', hands) } : {}),
    }));
  }

  @Mutation(() => CommandResult, {
    description: 'Records the hole cards dealt (FSNP Art. 10); a duplicated card is refused.',
  })
  dealHoleCards(
    @Context() ctx: ApiContext,
    @Args(tid) tournamentId: string,
    @Args(tableArg) tableId: string,
    @Args(handNoArg) handNo: number,
    @Args({ name: 'hands', type: () => [SeatCardsInput] }) hands: SeatCardsInput[],
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.run(ctx, tournamentId, commandId, 'DealHoleCards', () => ({
      type: 'DealHoleCards',
      ...this.inHand(tableId, handNo),
      hands: seatCards('hands', hands),
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      'Records one action, validated by the engine (FSNP Art. 84-100). BET/RAISE/ALL_IN: `amount` is the total for the round. `outOfTurn` holds an action made out of turn for the ruling of FSNP Art. 96, 99-100.',
  })
  recordAction(
    @Context() ctx: ApiContext,
    @Args(tid) tournamentId: string,
    @Args(tableArg) tableId: string,
    @Args(handNoArg) handNo: number,
    @Args(seatArg) seat: number,
    @Args({ name: 'action', type: () => HandActionKind }) action: RecordedAction,
    @Args({ name: 'amount', type: () => SafeIntScalar, nullable: true }) amount?: number | null,
    @Args({ name: 'outOfTurn', type: () => OutOfTurnManner, nullable: true })
    outOfTurn?: 'physical' | 'verbal' | null,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.run(ctx, tournamentId, commandId, 'RecordAction', () => {
      if (amount != null) check('amount', amount, wholeAtLeast(0));
      return {
        type: 'RecordAction',
        ...this.inHand(tableId, handNo),
        seat,
        action,
        ...(amount != null ? { amount } : {}),
        ...(outOfTurn ? { outOfTurn } : {}),
      };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'Deals the next board street (FSNP Art. 11-13); the cards are optional: a table may record only the actions.',
  })
  dealBoard(
    @Context() ctx: ApiContext,
    @Args(tid) tournamentId: string,
    @Args(tableArg) tableId: string,
    @Args(handNoArg) handNo: number,
    @Args({ name: 'cards', type: () => [String], nullable: true }) cards?: string[] | null,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.run(ctx, tournamentId, commandId, 'DealBoard', () => ({
      type: 'DealBoard',
      ...this.inHand(tableId, handNo),
      ...(cards ? { cards: cardsOf('cards', cards) } : {}),
    }));
  }

  @Mutation(() => CommandResult, {
    description: 'A player tables or mucks his hand at showdown (FSNP Art. 110-117).',
  })
  showOrMuck(
    @Context() ctx: ApiContext,
    @Args(tid) tournamentId: string,
    @Args(tableArg) tableId: string,
    @Args(handNoArg) handNo: number,
    @Args(seatArg) seat: number,
    @Args('show') show: boolean,
    @Args({ name: 'cards', type: () => [String], nullable: true }) cards?: string[] | null,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.run(ctx, tournamentId, commandId, 'ShowOrMuck', () => ({
      type: 'ShowOrMuck',
      ...this.inHand(tableId, handNo),
      seat,
      show,
      ...(cards ? { cards: cardsOf('cards', cards) } : {}),
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      'Awards the pots: computed by the engine from the tabled hands, or declared by the floor (`winners`: seats per pot, main first) and checked for eligibility (FSNP Art. 76-78, 112-113; DECISION-5).',
  })
  awardPots(
    @Context() ctx: ApiContext,
    @Args(tid) tournamentId: string,
    @Args(tableArg) tableId: string,
    @Args(handNoArg) handNo: number,
    @Args({ name: 'winners', type: () => [[Int]], nullable: true }) winners?: number[][] | null,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.run(ctx, tournamentId, commandId, 'AwardPots', () => ({
      type: 'AwardPots',
      ...this.inHand(tableId, handNo),
      ...(winners ? { winners } : {}),
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      'Completes the hand: stacks, and eliminations with places (FSNP Art. 113, 132; LNSE I.68-72; DECISION-4).',
  })
  completeHand(
    @Context() ctx: ApiContext,
    @Args(tid) tournamentId: string,
    @Args(tableArg) tableId: string,
    @Args(handNoArg) handNo: number,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.run(ctx, tournamentId, commandId, 'CompleteHand', () => ({
      type: 'CompleteHand',
      ...this.inHand(tableId, handNo),
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      'Records an irregularity; the decision table rules (misdeal, void, kill, only call, recall the board …) and the ruling names the official (FSPR 6.1-6.6; FSNP Art. 73-74, 119-120; LNSE II.59-60).',
  })
  recordIrregularity(
    @Context() ctx: ApiContext,
    @Args(tid) tournamentId: string,
    @Args(tableArg) tableId: string,
    @Args(handNoArg) handNo: number,
    @Args({ name: 'irregularity', type: () => IrregularityKind }) irregularity: IrregularityCode,
    @Args({ name: 'seat', type: () => Int, nullable: true }) seat?: number | null,
    @Args({ name: 'intentional', type: () => Boolean, nullable: true })
    intentional?: boolean | null,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.run(ctx, tournamentId, commandId, 'RecordIrregularity', () => ({
      type: 'RecordIrregularity',
      ...this.inHand(tableId, handNo),
      irregularity,
      ...(seat != null ? { seat } : {}),
      ...(intentional != null ? { intentional } : {}),
    }));
  }

  @Mutation(() => CommandResult, {
    description: 'The floor declares a hand dead (FSNP Art. 101, 103(b), 104, 114, 118-119).',
  })
  declareDeadHand(
    @Context() ctx: ApiContext,
    @Args(tid) tournamentId: string,
    @Args(tableArg) tableId: string,
    @Args(handNoArg) handNo: number,
    @Args(seatArg) seat: number,
    @Args({ name: 'cause', type: () => DeadHandCauseKind }) cause: DeadHandCause,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.run(ctx, tournamentId, commandId, 'DeclareDeadHand', () => ({
      type: 'DeclareDeadHand',
      ...this.inHand(tableId, handNo),
      seat,
      cause,
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      'Time is called on a player: one minute to act, then the hand is dead (FSNP Art. 103; FSPR 7.1.7).',
  })
  callTime(
    @Context() ctx: ApiContext,
    @Args(tid) tournamentId: string,
    @Args(tableArg) tableId: string,
    @Args(handNoArg) handNo: number,
    @Args(seatArg) seat: number,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.run(ctx, tournamentId, commandId, 'CallTime', () => ({
      type: 'CallTime',
      ...this.inHand(tableId, handNo),
      seat,
    }));
  }

  @Mutation(() => CommandResult, {
    description: 'The minute after time was called ran out: the hand is dead (FSNP Art. 103).',
  })
  expireTime(
    @Context() ctx: ApiContext,
    @Args(tid) tournamentId: string,
    @Args(tableArg) tableId: string,
    @Args(handNoArg) handNo: number,
    @Args(seatArg) seat: number,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.run(ctx, tournamentId, commandId, 'ExpireTime', () => ({
      type: 'ExpireTime',
      ...this.inHand(tableId, handNo),
      seat,
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      'A player withdraws (LNSE I.59-61) or is disqualified (FSNP Art. 20; FSPR 7.2): an elimination with a place; his chips leave play.',
  })
  removePlayer(
    @Context() ctx: ApiContext,
    @Args(tid) tournamentId: string,
    @Args({ name: 'playerId', type: () => ID }) playerId: string,
    @Args({ name: 'reason', type: () => RemovalReason })
    reason: 'withdrawal' | 'disqualification',
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.run(ctx, tournamentId, commandId, 'RemovePlayer', () => {
      check('playerId', playerId, identifier);
      return { type: 'RemovePlayer', playerId, reason };
    });
  }
}
