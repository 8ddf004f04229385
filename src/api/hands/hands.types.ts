import { TournamentStatus } from '../tournaments/tournament.types';
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ConnectionType } from '../common/pagination';
import { SafeIntScalar } from '../common/safe-int.scalar';
import { HandActionKind } from './hands.inputs';
import { Game } from '../tournaments/game.enum';
import type { GameCode } from '../../rules/games';

/** Cards are written "As", "Td"; "??" is a card the table did not record. */
const CARDS = { description: 'Cards as "As", "Td"; "??" when not recorded.' } as const;

@ObjectType()
export class SeatChips {
  @Field(() => Int)
  seat!: number;
  @Field(() => SafeIntScalar)
  chips!: number;
}

@ObjectType({ description: 'A seat dealt into the hand, as the engine has it now.' })
export class HandSeatView {
  @Field(() => Int)
  seat!: number;
  @Field(() => ID, { nullable: true, description: 'null: a reserved seat (FSNP Art. 135).' })
  playerId!: string | null;
  @Field(() => SafeIntScalar, { description: 'Chips at the start of the hand.' })
  startingStack!: number;
  @Field(() => SafeIntScalar, { description: 'Chips behind, not yet in the pot.' })
  stack!: number;
  @Field(() => SafeIntScalar, { description: 'Chips in front of the player in this round.' })
  bet!: number;
  @Field(() => SafeIntScalar, {
    description: 'Everything put into the pot this hand, antes included.',
  })
  committed!: number;
  @Field()
  folded!: boolean;
  @Field()
  allIn!: boolean;
  @Field({ description: 'Dead or absent: folds when his turn comes (FSNP Art. 59, 101-104).' })
  dead!: boolean;
  @Field({ description: 'Away when the forced bets were posted (FSNP Art. 59).' })
  absent!: boolean;
  @Field()
  shown!: boolean;
  @Field({ description: 'Thrown face down at showdown, still live until mucked (Club Rule 14).' })
  released!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      'An action out of turn whose penalty the ruleset requires is not yet recorded (Club Rule 53).',
  })
  penaltyDue!: string | null;
  @Field(() => [String], {
    nullable: true,
    description: 'Hole cards: for the dealer, floor and director, and for everyone once shown.',
  })
  holeCards!: string[] | null;
  @Field(() => [String], {
    nullable: true,
    description:
      'Stud: the cards dealt face up to this seat, in the order dealt, seen by everyone at the table (they decide the bring-in and who opens each street); null in the board games.',
  })
  upCards!: string[] | null;
  @Field(() => String, {
    nullable: true,
    description: 'The article that limits this seat to calling or folding (FSNP Art. 100, 120).',
  })
  restrictedToCall!: string | null;
  @Field(() => HandActionKind, {
    nullable: true,
    description: 'An action made out of turn, held until the turn comes (FSNP Art. 96, 99-100).',
  })
  heldAction!: string | null;
}

@ObjectType({
  description:
    'What the player to act may do, from the engine (FSNP Art. 84-90). Amounts to bet or raise are the total for the round.',
})
export class LegalActionsView {
  @Field(() => Int)
  seat!: number;
  @Field(() => ID, { nullable: true })
  playerId!: string | null;
  @Field(() => [HandActionKind])
  actions!: string[];
  @Field()
  canCheck!: boolean;
  @Field(() => SafeIntScalar, { description: 'Chips a call puts in (capped by the stack).' })
  callAmount!: number;
  @Field(() => SafeIntScalar, {
    nullable: true,
    description: 'Smallest total a bet or raise may go to (FSNP Art. 85).',
  })
  minRaiseTo!: number | null;
  @Field(() => SafeIntScalar, { nullable: true, description: 'Largest (stack, or pot limit).' })
  maxRaiseTo!: number | null;
  @Field(() => SafeIntScalar, { description: 'The total for the round if he moves all-in.' })
  allInTo!: number;
  @Field(() => SafeIntScalar, {
    nullable: true,
    description:
      'Stud: the chips the bring-in puts in, when it is due from this seat (BRING_IN, or complete with a RAISE to the small bet); null otherwise.',
  })
  bringIn!: number | null;
  @Field(() => String, { nullable: true })
  restrictedToCall!: string | null;
}

@ObjectType({ description: 'A pot and the seats that may win it (FSNP Art. 76-77).' })
export class PotView {
  @Field(() => SafeIntScalar)
  amount!: number;
  @Field(() => [Int])
  eligibleSeats!: number[];
  @Field(() => [Int], { description: 'Empty until the pot is awarded.' })
  winnerSeats!: number[];
}

@ObjectType()
export class TimeCalledView {
  @Field(() => Int)
  seat!: number;
  @Field({ description: 'When the hand becomes dead (FSNP Art. 103).' })
  deadline!: string;
}

@ObjectType({ description: 'The hand at a table now: seats, stacks, board, pots and who acts.' })
export class CurrentHand {
  @Field(() => ID)
  tournamentId!: string;
  @Field(() => ID)
  tableId!: string;
  @Field(() => Int)
  handNo!: number;
  @Field({ description: 'False once completed or voided: the table waits for the next deal.' })
  inProgress!: boolean;
  @Field({ description: 'planned, playing, awarded, voided or complete.' })
  status!: string;
  @Field(() => String, {
    nullable: true,
    description: 'betting, dealing, showdown or complete; null before the forced bets.',
  })
  phase!: string | null;
  @Field({
    description:
      'pre-flop, flop, turn or river; stud: third, fourth, fifth, sixth or seventh street.',
  })
  street!: string;
  @Field(() => Int)
  level!: number;
  @Field(() => Game, { description: "The hand's game, recorded when it started (PHH code)." })
  game!: GameCode;
  @Field(() => Int, { description: 'Hole cards each player is dealt in this game.' })
  holeCards!: number;
  @Field(() => SafeIntScalar, {
    description: "The level's small blind; a stud hand posts none (see bringIn).",
  })
  smallBlind!: number;
  @Field(() => SafeIntScalar, {
    description: "The level's big blind; a stud hand posts none (see bringIn).",
  })
  bigBlind!: number;
  @Field(() => SafeIntScalar)
  ante!: number;
  @Field(() => SafeIntScalar, {
    nullable: true,
    description:
      'Stud: the bring-in recorded when the hand was planned (HandPlanned.stud); null in the board games, which post blinds.',
  })
  bringIn!: number | null;
  @Field(() => SafeIntScalar, {
    nullable: true,
    description:
      'Fixed-limit (FT, F7S): the small bet recorded when the hand was planned; null otherwise.',
  })
  smallBet!: number | null;
  @Field(() => SafeIntScalar, {
    nullable: true,
    description:
      'Fixed-limit (FT, F7S): the big bet recorded when the hand was planned; null otherwise.',
  })
  bigBet!: number | null;
  @Field(() => Int)
  buttonSeat!: number;
  @Field()
  buttonDead!: boolean;
  @Field(() => Int)
  smallBlindSeat!: number;
  @Field(() => Int)
  bigBlindSeat!: number;
  @Field(() => [String], CARDS)
  board!: string[];
  @Field(() => SafeIntScalar, { description: 'The bet to match in this round.' })
  currentBet!: number;
  @Field(() => [HandSeatView])
  seats!: HandSeatView[];
  @Field(() => LegalActionsView, { nullable: true, description: 'null when no action is due.' })
  toAct!: LegalActionsView | null;
  @Field(() => [PotView])
  pots!: PotView[];
  @Field(() => SafeIntScalar)
  potTotal!: number;
  @Field(() => TimeCalledView, { nullable: true })
  timeCalled!: TimeCalledView | null;
  @Field(() => [Int], {
    description:
      'At a showdown with no all-in: the seats still to show, first to show first (FSNP Art. 110; Club Rule 17).',
  })
  showdownOrder!: number[];
}

@ObjectType()
export class HandSeatEntry {
  @Field(() => Int)
  seat!: number;
  @Field(() => ID, { nullable: true })
  playerId!: string | null;
  @Field(() => SafeIntScalar)
  stack!: number;
}

@ObjectType()
export class ForcedBetView {
  @Field(() => Int)
  seat!: number;
  @Field({ description: 'small-blind, big-blind or ante.' })
  kind!: string;
  @Field(() => SafeIntScalar)
  amount!: number;
  @Field()
  allIn!: boolean;
}

@ObjectType({ description: 'One step of a hand, in the order it happened.' })
export class SeenActView {
  @Field(() => HandActionKind, { nullable: true, description: 'The word said.' })
  action!: string | null;
  @Field(() => SafeIntScalar, { nullable: true, description: 'The total named with it.' })
  amount!: number | null;
  @Field(() => [SafeIntScalar], {
    nullable: true,
    description: 'The chips pushed, by denomination.',
  })
  chips!: number[] | null;
  @Field(() => String, { nullable: true, description: 'word or chips: which came first.' })
  first!: string | null;
}

@ObjectType()
export class ActRulingView {
  @Field({ description: 'e.g. completed-to-minimum-raise, reduced-to-call, treated-as-check.' })
  outcome!: string;
  @Field()
  ruleRef!: string;
  @Field(() => SafeIntScalar, { nullable: true, description: 'Chips he must add.' })
  toComplete!: number | null;
  @Field(() => SafeIntScalar, { nullable: true, description: 'Chips that go back to his stack.' })
  returned!: number | null;
}

@ObjectType()
export class HandStepView {
  @Field({
    description:
      'hole, action, board, show, or set-aside (FSPR 6.5.5: chips outside the hand, in amount).',
  })
  kind!: string;
  @Field(() => Int, { nullable: true })
  seat!: number | null;
  @Field(() => Int, { description: '0 pre-flop, 1 flop, 2 turn, 3 river.' })
  street!: number;
  @Field(() => HandActionKind, { nullable: true })
  action!: string | null;
  @Field(() => SafeIntScalar, {
    nullable: true,
    description:
      'bet / raise / all-in: total for the round; call: chips put in; set-aside: the chips set aside.',
  })
  amount!: number | null;
  @Field(() => [String], { nullable: true, ...CARDS })
  cards!: string[] | null;
  @Field(() => Boolean, { nullable: true })
  shown!: boolean | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'show: thrown face down, not mucked (Club Rule 14).',
  })
  released!: boolean | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'show: fewer cards shown than held, not tabled (Club Rule 15; FSNP Art. 111).',
  })
  partial!: boolean | null;
  @Field(() => Int, {
    nullable: true,
    description: 'show: the seat that asked to see the hand (Club Rule 18; FSNP Art. 115).',
  })
  requestedBy!: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      'absent or dead-hand: the system folded; time-expired: the time call ran out (folded, or checked where the ruleset says).',
  })
  auto!: string | null;
  @Field(() => String, { nullable: true, description: 'Out-of-turn outcome and its article.' })
  outOfTurn!: string | null;
  @Field(() => SeenActView, {
    nullable: true,
    description:
      'What the dealer saw, when it is not the action applied as it stands (Club Rule 40-61).',
  })
  seen!: SeenActView | null;
  @Field(() => ActRulingView, {
    nullable: true,
    description: "The ruleset's consequence applied as `action` and `amount`, with its article.",
  })
  ruling!: ActRulingView | null;
  @Field(() => String, { nullable: true })
  at!: string | null;
}

@ObjectType()
export class AwardedPotView {
  @Field(() => SafeIntScalar)
  amount!: number;
  @Field(() => [Int])
  eligibleSeats!: number[];
  @Field(() => [Int])
  winnerSeats!: number[];
  @Field(() => [SeatChips])
  shares!: SeatChips[];
}

@ObjectType({ description: 'A floor or director ruling, citing the rule and naming the official.' })
export class RulingView {
  @Field()
  code!: string;
  @Field()
  ruleRef!: string;
  @Field()
  outcome!: string;
  @Field()
  detail!: string;
  @Field(() => Int, { nullable: true })
  seat!: number | null;
  @Field(() => ID)
  officialId!: string;
  @Field()
  officialRole!: string;
  @Field()
  at!: string;
}

@ObjectType()
export class DeadHandView {
  @Field(() => Int)
  seat!: number;
  @Field()
  code!: string;
  @Field()
  ruleRef!: string;
}

@ObjectType()
export class VoidedView {
  @Field()
  code!: string;
  @Field()
  ruleRef!: string;
  @Field({ description: 'A misdeal is redealt with the same button (FSPR 6.3).' })
  redeal!: boolean;
}

@ObjectType()
export class HandEliminationView {
  @Field(() => ID)
  playerId!: string;
  @Field(() => Int)
  place!: number;
  @Field(() => Int)
  sharedBy!: number;
  @Field(() => [ID])
  eliminatedBy!: string[];
}

@ObjectType({ description: 'The record of one hand (hand-history read model).' })
export class HandHistory {
  @Field(() => ID, { description: '"<tableId>:<handNo>"; pass to handHistory, handPhh, handText.' })
  handId!: string;
  @Field(() => ID)
  tournamentId!: string;
  @Field(() => ID)
  tableId!: string;
  @Field(() => Int)
  handNo!: number;
  @Field(() => String, { nullable: true })
  startedAt!: string | null;
  @Field(() => String, { nullable: true })
  completedAt!: string | null;
  @Field(() => SafeIntScalar, { nullable: true })
  durationMs!: number | null;
  @Field(() => Int, { nullable: true })
  level!: number | null;
  @Field(() => Game, { nullable: true, description: "The hand's game (PHH code)." })
  game!: GameCode | null;
  @Field(() => SafeIntScalar, { nullable: true })
  smallBlind!: number | null;
  @Field(() => SafeIntScalar, { nullable: true })
  bigBlind!: number | null;
  @Field(() => SafeIntScalar, { nullable: true })
  ante!: number | null;
  @Field(() => Int, { nullable: true })
  buttonSeat!: number | null;
  @Field(() => [HandSeatEntry], { description: 'Seats dealt in, with their starting stacks.' })
  seats!: HandSeatEntry[];
  @Field(() => [ForcedBetView])
  forcedBets!: ForcedBetView[];
  @Field(() => [Int])
  absentSeats!: number[];
  @Field(() => [HandStepView])
  steps!: HandStepView[];
  @Field(() => [String], CARDS)
  board!: string[];
  @Field(() => String, { nullable: true, description: 'cards, uncontested or declared.' })
  awardMethod!: string | null;
  @Field(() => [AwardedPotView])
  pots!: AwardedPotView[];
  @Field(() => [SeatChips], { description: 'Uncalled bets returned.' })
  returned!: SeatChips[];
  @Field(() => [RulingView])
  rulings!: RulingView[];
  @Field(() => [DeadHandView])
  deadHands!: DeadHandView[];
  @Field(() => VoidedView, { nullable: true })
  voided!: VoidedView | null;
  @Field(() => [SeatChips])
  finalStacks!: SeatChips[];
  @Field(() => [HandEliminationView])
  eliminations!: HandEliminationView[];
}

export const HandHistoryConnection = ConnectionType(HandHistory, 'HandHistory');

@ObjectType({ description: 'One line of the standings (FSNP Art. 132; LNSE I.68-72; DECISION-4).' })
export class StandingLine {
  @Field(() => Int, { nullable: true, description: 'null while still playing.' })
  place!: number | null;
  @Field(() => Int, { nullable: true, description: 'How many share the place (DECISION-4).' })
  sharedBy!: number | null;
  @Field(() => String, { nullable: true, description: '"5", or "5-6" for a shared place.' })
  placeLabel!: string | null;
  @Field(() => ID)
  playerId!: string;
  @Field()
  fullName!: string;
  @Field({
    description:
      'seated, busted, eliminated, or disqualified (FSPR 7.2.2; FSNP Art. 20: out by disqualification, his prize forfeited).',
  })
  status!: string;
  @Field(() => SafeIntScalar)
  stack!: number;
  @Field(() => Int, { description: 'Bounties won (FSNP Art. 141).' })
  bountiesWon!: number;
}

@ObjectType({
  description:
    'Players still in (biggest stack first), then finishing places; the last player is the winner (FSPR 5.10.1).',
})
export class Standings {
  @Field(() => ID)
  tournamentId!: string;
  @Field(() => TournamentStatus)
  tournamentStatus!: TournamentStatus;
  @Field()
  completed!: boolean;
  @Field(() => ID, { nullable: true })
  winnerId!: string | null;
  @Field(() => Int)
  playersLeft!: number;
  @Field(() => [StandingLine])
  lines!: StandingLine[];
}
