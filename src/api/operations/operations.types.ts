import { TournamentStatus } from '../tournaments/tournament.types';
import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { ConnectionType } from '../common/pagination';
import { SafeIntScalar } from '../common/safe-int.scalar';
import { Game } from '../tournaments/game.enum';
import type { GameCode } from '../../rules/games';

@ObjectType({ description: 'One level of the published structure (FSNP Art. 60, 66).' })
export class ClockLevel {
  @Field(() => Int)
  level!: number;
  @Field(() => SafeIntScalar)
  smallBlind!: number;
  @Field(() => SafeIntScalar)
  bigBlind!: number;
  @Field(() => SafeIntScalar)
  ante!: number;
  @Field(() => Int)
  durationMinutes!: number;
  @Field(() => Int, { nullable: true })
  breakAfterMinutes?: number | null;
  @Field(() => Game, {
    nullable: true,
    description: "The level's game (PHH code); null where only the tournament's game applies.",
  })
  game?: GameCode | null;
  @Field(() => SafeIntScalar, {
    nullable: true,
    description: 'A fixed-limit level: the bet pre-flop and on the flop.',
  })
  smallBet?: number | null;
  @Field(() => SafeIntScalar, {
    nullable: true,
    description: 'A fixed-limit level: the bet on the turn and river.',
  })
  bigBet?: number | null;
  @Field(() => SafeIntScalar, {
    nullable: true,
    description: 'A stud level: the bring-in on third street.',
  })
  bringIn?: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The title of the level's game (e.g. Pot-Limit Omaha), as the hall display's clock sends it; null elsewhere.",
  })
  gameTitle?: string | null;
}

/**
 * What the office clock and the hall display's clock both show, computed by the one clockAt
 * (FSNP Art. 60-62, 136). Abstract: each concrete type keeps its own GraphQL name.
 */
@ObjectType({ isAbstract: true })
export abstract class ClockFigures {
  @Field(() => ID)
  tournamentId!: string;
  @Field({ description: 'not-started, running or paused.' })
  status!: string;
  @Field(() => Int, { description: 'The level in play; during a break, the level that follows.' })
  level!: number;
  @Field()
  onBreak!: boolean;
  @Field(() => Int, { nullable: true })
  breakAfterLevel!: number | null;
  @Field(() => SafeIntScalar)
  smallBlind!: number;
  @Field(() => SafeIntScalar)
  bigBlind!: number;
  @Field(() => SafeIntScalar)
  ante!: number;
  @Field(() => Game, {
    description: 'The game of the level shown (PHH code): its own, else the tournament’s.',
  })
  game!: GameCode;
  @Field(() => SafeIntScalar, { description: 'Milliseconds left in the level or break.' })
  timeLeftMs!: number;
  @Field(() => ClockLevel, { nullable: true })
  nextLevel!: ClockLevel | null;
  @Field(() => SafeIntScalar, { nullable: true })
  timeToNextBreakMs!: number | null;
  @Field(() => SafeIntScalar, { description: 'Play time so far, pauses excluded.' })
  elapsedMs!: number;
}

@ObjectType({
  description:
    'The tournament clock as the hall display shows it (FSNP Art. 60-62, 136), computed for the server instant `asOf` from the recorded starts and pauses.',
})
export class TournamentClock extends ClockFigures {
  @Field({ description: 'Server time the view was computed for (ISO-8601 UTC).' })
  asOf!: string;
  @Field(() => TournamentStatus, {
    description: 'The tournament: scheduled, registration-open, running …',
  })
  tournamentStatus!: TournamentStatus;
  @Field({ description: 'Stopped by the director (FSNP Art. 62) or at the end of a day.' })
  paused!: boolean;
  @Field(() => Int)
  day!: number;
  @Field()
  dayClosed!: boolean;
  @Field({
    description:
      'The level in play is the last one of the day: the end-of-day card is drawn in it (FSNP Art. 124).',
  })
  lastLevelOfDay!: boolean;
  @Field({ description: 'Hand-for-hand play near the money (FSNP Art. 125; LNSE I.18-22).' })
  handForHand!: boolean;
  @Field(() => Int)
  playersLeft!: number;
  @Field(() => SafeIntScalar, { description: 'Chips of the players left ÷ their number.' })
  averageStack!: number;
  @Field(() => SafeIntScalar, {
    description: 'Issued − removed + chip-race delta (FSNP Art. 35; DECISION-8).',
  })
  totalChipsInPlay!: number;
  @Field()
  currency!: string;
  @Field(() => SafeIntScalar, { description: 'Prize fund so far, integer minor units.' })
  prizeFund!: number;
}

@ObjectType({
  description: 'A seat in play: a player, or a reserved starting set (FSNP Art. 135).',
})
export class TableSeat {
  @Field(() => Int)
  seat!: number;
  @Field(() => ID, { nullable: true })
  playerId!: string | null;
  @Field(() => String, { nullable: true })
  fullName!: string | null;
  @Field(() => SafeIntScalar)
  stack!: number;
  @Field()
  reserved!: boolean;
  @Field({
    description: 'Moved into the small-blind/button gap: waits for the button (FSNP Art. 82).',
  })
  waitsForButton!: boolean;
}

@ObjectType()
export class TournamentTable {
  @Field(() => ID)
  tableId!: string;
  @Field(() => Int)
  seatCount!: number;
  @Field()
  open!: boolean;
  @Field(() => Int, { nullable: true })
  buttonSeat!: number | null;
  @Field()
  handInProgress!: boolean;
  @Field(() => Int)
  handNo!: number;
  @Field(() => Int)
  players!: number;
  @Field(() => SafeIntScalar)
  chips!: number;
  @Field(() => [TableSeat])
  seats!: TableSeat[];
}

@ObjectType()
export class LeaderboardLine {
  @Field(() => Int)
  rank!: number;
  @Field(() => ID)
  playerId!: string;
  @Field()
  fullName!: string;
  @Field()
  clubId!: string;
  @Field(() => SafeIntScalar)
  stack!: number;
  @Field(() => Float, { description: 'Stack in big blinds of the current level, one decimal.' })
  bigBlinds!: number;
  @Field(() => String, { nullable: true })
  tableId!: string | null;
  @Field(() => Int, { nullable: true })
  seat!: number | null;
}

export const LeaderboardLineConnection = ConnectionType(LeaderboardLine, 'LeaderboardLine');

@ObjectType({ description: 'Chip counts, biggest stack first.' })
export class Leaderboard {
  @Field(() => ID)
  tournamentId!: string;
  @Field(() => Int)
  playersLeft!: number;
  @Field(() => SafeIntScalar)
  averageStack!: number;
  @Field(() => SafeIntScalar)
  totalChipsInPlay!: number;
  @Field(() => Int)
  level!: number;
  @Field(() => SafeIntScalar)
  bigBlind!: number;
  @Field(() => LeaderboardLineConnection)
  lines!: InstanceType<typeof LeaderboardLineConnection>;
}

@ObjectType({
  description: 'One purchase (LNSE IV.1.3): prize-fund part and fee kept apart (DECISION-2).',
})
export class PurchaseLine {
  @Field(() => Int, { description: 'Sequential over the tournament.' })
  purchaseNo!: number;
  @Field({ description: 'buy-in, re-entry, rebuy, add-on or top-up.' })
  item!: string;
  @Field({ description: 'Transaction code IN, RB or AD (LNSE IV.1.3, IV.6(a)).' })
  code!: string;
  @Field(() => SafeIntScalar)
  prizeFund!: number;
  @Field(() => SafeIntScalar)
  fee!: number;
  @Field()
  currency!: string;
  @Field(() => SafeIntScalar)
  chips!: number;
  @Field(() => SafeIntScalar)
  stackBefore!: number;
  @Field(() => SafeIntScalar)
  stackAfter!: number;
  @Field()
  occurredAt!: string;
}

@ObjectType({ description: 'A player’s entries, re-entries and other purchases (FSNP Art. 139).' })
export class PlayerEntries {
  @Field(() => ID)
  playerId!: string;
  @Field()
  fullName!: string;
  @Field()
  clubId!: string;
  @Field(() => Int)
  registrationNumber!: number;
  @Field({ description: 'registered, seated, busted or eliminated.' })
  status!: string;
  @Field(() => SafeIntScalar)
  stack!: number;
  @Field(() => String, { nullable: true })
  tableId!: string | null;
  @Field(() => Int, { nullable: true })
  seat!: number | null;
  @Field(() => Int, { description: 'Buy-in + re-entries + rebuys.' })
  entries!: number;
  @Field(() => Int)
  reEntries!: number;
  @Field(() => Int)
  rebuys!: number;
  @Field(() => Int)
  topUps!: number;
  @Field(() => Int)
  addOns!: number;
  @Field(() => String, { nullable: true, description: 'A binding announcement (LNSE I.51).' })
  announced!: string | null;
  @Field(() => SafeIntScalar)
  paidPrizeFund!: number;
  @Field(() => SafeIntScalar)
  paidFee!: number;
  @Field(() => [PurchaseLine])
  purchases!: PurchaseLine[];
}

export const PlayerEntriesConnection = ConnectionType(PlayerEntries, 'PlayerEntries');

@ObjectType()
export class PrizeFundLine {
  @Field({ description: 'A transaction code (IN, RB, AD) or a purchase item.' })
  key!: string;
  @Field(() => Int)
  count!: number;
  @Field(() => SafeIntScalar)
  prizeFund!: number;
  @Field(() => SafeIntScalar)
  fee!: number;
}

@ObjectType({
  description: 'Money so far, integer minor units (FSNP Art. 30; LNSE I.62-64; DECISION-2).',
})
export class PrizeFund {
  @Field(() => ID)
  tournamentId!: string;
  @Field()
  currency!: string;
  @Field(() => SafeIntScalar)
  prizeFund!: number;
  @Field(() => SafeIntScalar, { description: 'Organization fees (rake), never in the prize fund.' })
  fees!: number;
  @Field(() => Int)
  purchases!: number;
  @Field(() => [PrizeFundLine])
  byCode!: PrizeFundLine[];
  @Field(() => [PrizeFundLine])
  byItem!: PrizeFundLine[];
}

@ObjectType()
export class TableSeatRef {
  @Field(() => ID)
  tableId!: string;
  @Field(() => Int)
  seat!: number;
}

@ObjectType()
export class SuggestedMove {
  @Field(() => ID)
  playerId!: string;
  @Field(() => TableSeatRef)
  from!: TableSeatRef;
  @Field(() => TableSeatRef)
  to!: TableSeatRef;
}

@ObjectType({ description: 'Moves that balance the tables (FSNP Art. 80; LNSE I.95).' })
export class BalancingAdvice {
  @Field(() => ID)
  tournamentId!: string;
  @Field(() => Int, { description: 'A table this many players short of the fullest is balanced.' })
  shortBy!: number;
  @Field()
  ruleRef!: string;
  @Field(() => [SuggestedMove])
  moves!: SuggestedMove[];
}

@ObjectType({ description: 'A ruleset parameter with the article it comes from.' })
export class RulesetParameter {
  @Field({ description: 'Dotted path, e.g. reEntry.threshold.' })
  key!: string;
  @Field({ description: 'The value as JSON.' })
  value!: string;
  @Field()
  cite!: string;
  @Field(() => String, { nullable: true })
  note?: string | null;
}

@ObjectType({ description: 'A sanction a clause allows, and who may impose it.' })
export class PenaltyOption {
  @Field({ description: 'The sanctionKind to pass to imposeSanction, e.g. missed-rounds.' })
  kind!: string;
  @Field({ description: 'In words, with the amounts allowed, e.g. "1 or 2 round(s)".' })
  allowed!: string;
  @Field(() => [String], { description: 'Roles that may impose it, e.g. floor, director.' })
  officials!: string[];
}

@ObjectType({
  description: 'A clause recordViolation accepts under this ruleset, with its penalty matrix.',
})
export class PenaltyClause {
  @Field({ description: 'What to pass as recordViolation(clause:), e.g. "Art. 20" or "7.1.2".' })
  clause!: string;
  @Field()
  title!: string;
  @Field()
  cite!: string;
  @Field(() => String, { nullable: true })
  note!: string | null;
  @Field(() => [PenaltyOption], { description: 'Allowed before the repeat tier.' })
  firstOffence!: PenaltyOption[];
  @Field(() => Int, { description: 'The offence number from which repeatOffence applies.' })
  repeatFrom!: number;
  @Field(() => [PenaltyOption])
  repeatOffence!: PenaltyOption[];
}

@ObjectType({ description: 'A ruleset a tournament can be created with.' })
export class Ruleset {
  @Field(() => ID)
  id!: string;
  @Field()
  name!: string;
  @Field()
  jurisdiction!: string;
  @Field()
  sourceDocument!: string;
  @Field(() => [RulesetParameter])
  parameters!: RulesetParameter[];
  @Field(() => [PenaltyClause], {
    description:
      'Violations recordViolation accepts under this ruleset and the sanctions each allows.',
  })
  penaltyClauses!: PenaltyClause[];
}

@ObjectType({
  description:
    'The chips of one denomination in play in the room (FSNP Art. 35, 43-44): starting sets, purchases, colour-ups and removals counted per denomination.',
})
export class ChipInventoryRow {
  @Field(() => SafeIntScalar)
  denomination!: number;

  @Field(() => SafeIntScalar)
  count!: number;

  @Field(() => SafeIntScalar, { description: 'denomination × count.' })
  value!: number;
}
