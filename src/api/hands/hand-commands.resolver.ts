import { SeatChipsInput } from '../operations/operations.inputs';
import { Args, Context, Int, Mutation, Resolver } from '@nestjs/graphql';
import type { IrregularityCode } from '../../aggregates/tournament/hands/corrections-table';
import type { DeadHandCause } from '../../aggregates/tournament/hands/dead-hands';
import type { RecordedAction } from '../../events/hand-events';
import { CardParseError, parseCard } from '../../poker/cards';
import type { ApiContext } from '../auth/request-auth';
import { CommandResult } from '../common/command-result.types';
import { CommandRunner } from '../common/command-runner';
import type { FieldChecks } from '../common/field-check';
import { maxLength, notBlank, wholeAtLeast } from '../common/input-checks';
import { commandIdArg, idArg, tournamentIdArg } from '../common/resolver-args';
import { SafeIntScalar } from '../common/safe-int.scalar';
import {
  DeadHandCauseKind,
  ExposureOption,
  SeventhCardOption,
  HandArgs,
  HandActionKind,
  IrregularityKind,
  OutOfTurnManner,
  ActFirst,
  RemovalReason,
  SeatArgs,
  SeatCardsInput,
} from './hands.inputs';

const tableArg = idArg('tableId');

/** "??" (or "?") is a card the table did not record (issue 5: cards are optional). */
export function cardsOf(
  v: FieldChecks,
  field: string,
  texts: readonly string[],
): (number | null)[] {
  return texts.map((t, i) => {
    if (/^\?\??$/.test(t.trim())) return null;
    try {
      return parseCard(t);
    } catch (e) {
      if (!(e instanceof CardParseError)) throw e;
      v.refuse(`${field}[${i}]`, e.message);
      return null;
    }
  });
}

const seatCards = (v: FieldChecks, field: string, list: readonly SeatCardsInput[]) =>
  list.map((h, i) => {
    v.check(`${field}[${i}].seat`, h.seat, wholeAtLeast(1));
    return {
      seat: h.seat,
      cards: cardsOf(v, `${field}[${i}].cards`, h.cards),
      ...(h.faceUp ? { faceUp: h.faceUp } : {}),
    };
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

  /** The hand a command names: table and hand number, both checked for shape. */
  private inHand(v: FieldChecks, { tableId, handNo }: HandArgs) {
    v.id('tableId', tableId);
    v.check('handNo', handNo, wholeAtLeast(1));
    return { tableId, handNo };
  }

  /** A seat in that hand. */
  private atSeat(v: FieldChecks, h: SeatArgs) {
    return { ...this.inHand(v, h), seat: h.seat };
  }

  @Mutation(() => CommandResult, {
    description:
      'Starts the next hand at a table: the system derives button, blinds, antes and who is dealt in (FSNP Art. 45-58, 82).',
  })
  startHand(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(tableArg) tableId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'StartHand', (v) => {
      v.id('tableId', tableId);
      return { tableId };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'Posts blinds and antes, also from the stack of an absent player (FSNP Art. 52-53, 56, 59; FSPR 6.4.3-6.4.4; LNSE I.38); hole cards may be recorded at once.',
  })
  postForcedBets(
    @Context() ctx: ApiContext,
    @Args() h: HandArgs,
    @Args({ name: 'absentSeats', type: () => [Int], nullable: true }) absentSeats?: number[] | null,
    @Args({ name: 'hands', type: () => [SeatCardsInput], nullable: true })
    hands?: SeatCardsInput[] | null,
  ) {
    return this.commands.runFor(ctx, h.tournamentId, h.commandId, 'PostForcedBets', (v) => ({
      ...this.inHand(v, h),
      ...(absentSeats?.length ? { absentSeats } : {}),
      ...(hands?.length ? { hands: seatCards(v, 'hands', hands) } : {}),
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      "Records the hole cards dealt (FSNP Art. 10); a duplicated card is refused. Stud: one call per street with each live seat's cards of that street (faceUp for an irregular deal); the up cards must be named.",
  })
  dealHoleCards(
    @Context() ctx: ApiContext,
    @Args() h: HandArgs,
    @Args({ name: 'hands', type: () => [SeatCardsInput] }) hands: SeatCardsInput[],
  ) {
    return this.commands.runFor(ctx, h.tournamentId, h.commandId, 'DealHoleCards', (v) => ({
      ...this.inHand(v, h),
      hands: seatCards(v, 'hands', hands),
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      'Records one action, validated by the engine (FSNP Art. 84-100). BET/RAISE/ALL_IN: `amount` is the total for the round. `outOfTurn` holds an action made out of turn for the ruling of FSNP Art. 96, 99-100.',
  })
  recordAction(
    @Context() ctx: ApiContext,
    @Args() h: SeatArgs,
    @Args({ name: 'action', type: () => HandActionKind, nullable: true })
    action?: RecordedAction | null,
    @Args({ name: 'amount', type: () => SafeIntScalar, nullable: true }) amount?: number | null,
    @Args({ name: 'outOfTurn', type: () => OutOfTurnManner, nullable: true })
    outOfTurn?: 'physical' | 'verbal' | null,
    @Args({
      name: 'chips',
      type: () => [SafeIntScalar],
      nullable: true,
      description: 'The chips pushed in one motion, by denomination (Club Rule 41-45, 61).',
    })
    chips?: number[] | null,
    @Args({
      name: 'first',
      type: () => ActFirst,
      nullable: true,
      description: 'Word and chips both: which came first (Club Rule 40).',
    })
    first?: 'word' | 'chips' | null,
    @Args({
      name: 'allowFold',
      type: () => Boolean,
      nullable: true,
      description:
        'Floor or director: the undercaller folds and the chips he pushed stay in (Club Rule 51).',
    })
    allowFold?: boolean | null,
    @Args({
      name: 'premature',
      type: () => Boolean,
      nullable: true,
      description:
        '"Call" said before the bettor named his amount (Club Rule 59); with outOfTurn VERBAL.',
    })
    premature?: boolean | null,
  ) {
    return this.commands.runFor(ctx, h.tournamentId, h.commandId, 'RecordAction', (v) => {
      if (amount != null) v.check('amount', amount, wholeAtLeast(0));
      chips?.forEach((c, k) => v.check(`chips[${k}]`, c, wholeAtLeast(1)));
      return {
        ...this.atSeat(v, h),
        ...(action ? { action } : {}),
        ...(amount != null ? { amount } : {}),
        ...(outOfTurn ? { outOfTurn } : {}),
        ...(chips ? { chips } : {}),
        ...(first ? { first } : {}),
        ...(allowFold ? { allowFold } : {}),
        ...(premature ? { premature } : {}),
      };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'Deals the next board street (FSNP Art. 11-13); the cards are optional: a table may record only the actions.',
  })
  dealBoard(
    @Context() ctx: ApiContext,
    @Args() h: HandArgs,
    @Args({ name: 'cards', type: () => [String], nullable: true }) cards?: string[] | null,
    @Args({
      name: 'removed',
      type: () => String,
      nullable: true,
      description:
        'Four cards on the flop: the one the floor drew at random, the next burn (Club Rule 39).',
    })
    removed?: string | null,
  ) {
    return this.commands.runFor(ctx, h.tournamentId, h.commandId, 'DealBoard', (v) => {
      const out = cards ? cardsOf(v, 'cards', cards) : undefined;
      const pick = removed ? cardsOf(v, 'removed', [removed])[0] : undefined;
      return {
        ...this.inHand(v, h),
        ...(out ? { cards: out } : {}),
        ...(typeof pick === 'number' ? { removed: pick } : {}),
      };
    });
  }

  @Mutation(() => CommandResult, {
    description: 'A player tables or mucks his hand at showdown (FSNP Art. 110-117).',
  })
  showOrMuck(
    @Context() ctx: ApiContext,
    @Args() h: SeatArgs,
    @Args('show') show: boolean,
    @Args({ name: 'cards', type: () => [String], nullable: true }) cards?: string[] | null,
    @Args({
      name: 'released',
      type: () => Boolean,
      nullable: true,
      description:
        'show false: thrown face down, still live and retrievable until mucked (Club Rule 14).',
    })
    released?: boolean | null,
    @Args({
      name: 'requestedBy',
      type: () => Int,
      nullable: true,
      description: 'show true: the seat that asked to see this hand (Club Rule 18; FSNP Art. 115).',
    })
    requestedBy?: number | null,
    @Args({
      name: 'said',
      type: () => String,
      nullable: true,
      description:
        'What the player called his hand: recorded, never read (cards speak, Club Rule 12).',
    })
    said?: string | null,
  ) {
    return this.commands.runFor(ctx, h.tournamentId, h.commandId, 'ShowOrMuck', (v) => {
      if (said != null) v.check('said', said, maxLength(200));
      return {
        ...this.atSeat(v, h),
        show,
        ...(cards ? { cards: cardsOf(v, 'cards', cards) } : {}),
        ...(released ? { released } : {}),
        ...(requestedBy != null ? { requestedBy } : {}),
        ...(said ? { said } : {}),
      };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'Awards the pots: computed by the engine from the tabled hands, or declared by the floor (`winners`: seats per pot, main first) and checked for eligibility (FSNP Art. 76-78, 112-113; DECISION-5).',
  })
  awardPots(
    @Context() ctx: ApiContext,
    @Args() h: HandArgs,
    @Args({ name: 'winners', type: () => [[Int]], nullable: true }) winners?: number[][] | null,
    @Args({
      name: 'shares',
      type: () => [SeatChipsInput],
      nullable: true,
      description:
        "FSPR 6.3.9: the chief judge's share of a forfeited pot for each participant; they must add up to the pot.",
    })
    shares?: SeatChipsInput[] | null,
  ) {
    return this.commands.runFor(ctx, h.tournamentId, h.commandId, 'AwardPots', (v) => ({
      ...this.inHand(v, h),
      ...(winners ? { winners } : {}),
      ...(shares ? { shares: shares.map((x) => ({ seat: x.seat, chips: x.chips })) } : {}),
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      'Completes the hand: stacks, and eliminations with places (FSNP Art. 113, 132; LNSE I.68-72; DECISION-4).',
  })
  completeHand(@Context() ctx: ApiContext, @Args() h: HandArgs) {
    return this.commands.runFor(ctx, h.tournamentId, h.commandId, 'CompleteHand', (v) =>
      this.inHand(v, h),
    );
  }

  @Mutation(() => CommandResult, {
    description:
      'Records an irregularity; the decision table rules (misdeal, void, kill, only call, recall the board …) and the ruling names the official (FSPR 6.1.1-6.6.7; FSNP Art. 73-74, 119-120; LNSE II.59-60).',
  })
  recordIrregularity(
    @Context() ctx: ApiContext,
    @Args() h: HandArgs,
    @Args({ name: 'irregularity', type: () => IrregularityKind }) irregularity: IrregularityCode,
    @Args({ name: 'seat', type: () => Int, nullable: true }) seat?: number | null,
    @Args({ name: 'intentional', type: () => Boolean, nullable: true })
    intentional?: boolean | null,
    @Args({
      name: 'cards',
      type: () => [String],
      nullable: true,
      description:
        'The cards the error exposed, e.g. a premature flop (FSPR 6.6.4-6.6.6; Club Rule 74): recorded on the ruling.',
    })
    cards?: string[] | null,
  ) {
    return this.commands.runFor(ctx, h.tournamentId, h.commandId, 'RecordIrregularity', (v) => ({
      ...this.inHand(v, h),
      irregularity,
      ...(seat != null ? { seat } : {}),
      ...(intentional != null ? { intentional } : {}),
      ...(cards?.length ? { cards: cardsOf(v, 'cards', cards) } : {}),
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      'The chief judge (director) authorises a person, by the id his token carries, to declare misdeals in this competition; refused where the ruleset names no delegate (deal.misdealDelegation; FSPR 6.3).',
  })
  delegateMisdealAuthority(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('delegateId') delegateId: string,
    @Args('delegateName', { type: () => String, nullable: true }) delegateName?: string | null,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'DelegateMisdealAuthority', (v) => {
      v.check('delegateId', delegateId, notBlank);
      v.check('delegateId', delegateId, maxLength(200));
      if (delegateName != null) v.check('delegateName', delegateName, maxLength(200));
      return { delegateId, ...(delegateName != null ? { delegateName } : {}) };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'The chief judge (director) withdraws a misdeal delegation; the person declares no misdeal after it (FSPR 6.3).',
  })
  revokeMisdealAuthority(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('delegateId') delegateId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'RevokeMisdealAuthority', (v) => {
      v.check('delegateId', delegateId, notBlank);
      return { delegateId };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'The button was on the wrong seat (seat: where it was): after substantial action the hand goes on and the next hand restores the blind order; before it the hand is dealt again (FSNP Art. 51, 58, 95; LNSE II.36-38).',
  })
  recordMisplacedButton(@Context() ctx: ApiContext, @Args() h: SeatArgs) {
    return this.commands.runFor(ctx, h.tournamentId, h.commandId, 'RecordMisplacedButton', (v) =>
      this.atSeat(v, h),
    );
  }

  @Mutation(() => CommandResult, {
    description: 'The floor declares a hand dead (FSNP Art. 101, 103(b), 104, 114, 118-119).',
  })
  declareDeadHand(
    @Context() ctx: ApiContext,
    @Args() h: SeatArgs,
    @Args({ name: 'cause', type: () => DeadHandCauseKind }) cause: DeadHandCause,
  ) {
    return this.commands.runFor(ctx, h.tournamentId, h.commandId, 'DeclareDeadHand', (v) => ({
      ...this.atSeat(v, h),
      cause,
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      'The floor records a dispute of a hand or its pot, or its refusal as too late by the ruleset (Club Rule 22, 36; LNSE II.112), naming the official.',
  })
  disputeHand(
    @Context() ctx: ApiContext,
    @Args() h: HandArgs,
    @Args('description') description: string,
    @Args({ name: 'seat', type: () => Int, nullable: true }) seat?: number | null,
  ) {
    return this.commands.runFor(ctx, h.tournamentId, h.commandId, 'DisputeHand', (v) => {
      v.check('description', description, notBlank);
      v.check('description', description, maxLength(500));
      return {
        ...this.inHand(v, h),
        description,
        ...(seat != null ? { seat } : {}),
      };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'The floor upholds a dispute of the last hand awarded at the table and corrects its pot award (Club Rule 22; LNSE 123/13 II.112): chips of pot `pot` (0: the main pot) taken from (negative) or given to (positive) each seat, adding up to zero, while the ruleset lets the hand be disputed.',
  })
  correctPotAward(
    @Context() ctx: ApiContext,
    @Args() h: HandArgs,
    @Args({ name: 'pot', type: () => Int }) pot: number,
    @Args({ name: 'moves', type: () => [SeatChipsInput] }) moves: SeatChipsInput[],
    @Args('reason') reason: string,
  ) {
    return this.commands.runFor(ctx, h.tournamentId, h.commandId, 'CorrectPotAward', (v) => {
      v.check('reason', reason, notBlank);
      v.check('reason', reason, maxLength(500));
      return {
        ...this.inHand(v, h),
        pot,
        moves: moves.map((x) => ({ seat: x.seat, chips: x.chips })),
        reason,
      };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      "FSPR 7.1.6 (note 2): the opponent's choice after a heads-up deliberate exposure, recorded by the dealer; without `option` the rule's default applies.",
  })
  chooseExposureOption(
    @Context() ctx: ApiContext,
    @Args() h: SeatArgs,
    @Args({ name: 'option', type: () => ExposureOption, nullable: true })
    option?: 'general-rules' | 'bet-as-all-in' | 'withdraw-uncalled' | null,
  ) {
    return this.commands.runFor(ctx, h.tournamentId, h.commandId, 'ChooseExposureOption', (v) => ({
      ...this.atSeat(v, h),
      ...(option ? { option } : {}),
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      'FSPR 6.5.5: the choice of the stud player whose seventh card was exposed, recorded by the dealer: treated as all-in (his other chips set aside until the hand is over) or play on; without `option` he plays on (ASSUMPTION).',
  })
  chooseSeventhCardOption(
    @Context() ctx: ApiContext,
    @Args() h: SeatArgs,
    @Args({ name: 'option', type: () => SeventhCardOption, nullable: true })
    option?: 'all-in-treatment' | 'play-on' | null,
  ) {
    return this.commands.runFor(
      ctx,
      h.tournamentId,
      h.commandId,
      'ChooseSeventhCardOption',
      (v) => ({
        ...this.atSeat(v, h),
        ...(option ? { option } : {}),
      }),
    );
  }

  @Mutation(() => CommandResult, {
    description:
      'Chips an all-in player kept out of view, found after the action (Club Rule 62; FSNP Art. 92; LNSE II.95): part of his all-in; if he wins he is paid only on the chips he showed and the hidden ones go back to him. Floor or director.',
  })
  recordHiddenChips(
    @Context() ctx: ApiContext,
    @Args() h: SeatArgs,
    @Args({ name: 'chips', type: () => SafeIntScalar }) chips: number,
  ) {
    return this.commands.runFor(ctx, h.tournamentId, h.commandId, 'RecordHiddenChips', (v) => {
      v.check('chips', chips, wholeAtLeast(1));
      return { ...this.atSeat(v, h), chips };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      "A wrong bet found while its round is open (LNSE II.96-97, II.99; FSNP Art. 88, 93; Club Rule 49, 52): `amount` is the seat's total for the round as it should be, `street` the round of the bet (absent: the round being bet). A short bet is made up and those who called it are topped up or owe the difference; a caller told a smaller count pays the amount announced where the ruleset says so; found after its round, the bet stands. Dealer, floor or director.",
  })
  correctBet(
    @Context() ctx: ApiContext,
    @Args() h: SeatArgs,
    @Args({ name: 'amount', type: () => SafeIntScalar }) amount: number,
    @Args({ name: 'street', type: () => Int, nullable: true }) street?: number | null,
  ) {
    return this.commands.runFor(ctx, h.tournamentId, h.commandId, 'CorrectBet', (v) => {
      v.check('amount', amount, wholeAtLeast(0));
      return { ...this.atSeat(v, h), amount, ...(street != null ? { street } : {}) };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'Time is called on a player: one minute to act, then the hand is dead (FSNP Art. 103; FSPR 7.1.7).',
  })
  callTime(@Context() ctx: ApiContext, @Args() h: SeatArgs) {
    return this.commands.runFor(ctx, h.tournamentId, h.commandId, 'CallTime', (v) =>
      this.atSeat(v, h),
    );
  }

  @Mutation(() => CommandResult, {
    description: 'The minute after time was called ran out: the hand is dead (FSNP Art. 103).',
  })
  expireTime(@Context() ctx: ApiContext, @Args() h: SeatArgs) {
    return this.commands.runFor(ctx, h.tournamentId, h.commandId, 'ExpireTime', (v) =>
      this.atSeat(v, h),
    );
  }

  @Mutation(() => CommandResult, {
    description:
      'A player withdraws (LNSE I.59-61) or is disqualified (FSNP Art. 20; FSPR 7.2.2): an elimination with a place; his chips leave play.',
  })
  removePlayer(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(idArg('playerId')) playerId: string,
    @Args({ name: 'reason', type: () => RemovalReason })
    reason: 'withdrawal' | 'disqualification',
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'RemovePlayer', (v) => {
      v.id('playerId', playerId);
      return { playerId, reason };
    });
  }
}
