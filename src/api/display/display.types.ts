import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { SafeIntScalar } from '../common/safe-int.scalar';
import { ClockFigures, ClockLevel } from '../operations/operations.types';
import { Game } from '../tournaments/game.enum';
import type { GameCode } from '../../rules/games';

@ObjectType({
  description:
    'The hall clock (FSNP Art. 60-62, 136) at `serverNow`, with the anchors a monitor counts down from.',
})
export class DisplayClock extends ClockFigures {
  @Field({ description: 'Server time the view was computed for (ISO-8601 UTC).' })
  serverNow!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'The title of the game of the level shown (e.g. Pot-Limit Omaha), as the hall writes it.',
  })
  gameTitle!: string | null;
  @Field()
  paused!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Why the director stopped the clock (FSNP Art. 62), while it is stopped.',
  })
  pauseReason!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'While running: play time = anchorElapsedMs + (now − runningSince).',
  })
  runningSince!: string | null;
  @Field(() => SafeIntScalar)
  anchorElapsedMs!: number;
  @Field({ description: 'Levels advance by orbits of the button (FSNP Art. 140.2(e)).' })
  levelsByOrbit!: boolean;
  @Field(() => Int, {
    nullable: true,
    description:
      'The orbit of the button in play, when levels advance by orbit (FSNP Art. 140.2(e)).',
  })
  orbit!: number | null;
  @Field(() => Int, { description: 'The last level recorded as started (FSNP Art. 61).' })
  recordedLevel!: number;
  @Field(() => [ClockLevel])
  levels!: ClockLevel[];
  @Field(() => Float, {
    description: 'Server seconds per wall-clock second: 1, except in the fast-forwarded demo.',
  })
  clockRate!: number;
}

@ObjectType({ description: 'A paid place and its prize (FSNP Art. 131; DECISION-3).' })
export class DisplayPayout {
  @Field(() => Int)
  place!: number;
  @Field(() => Int, { description: 'Share of the pool in basis points (1/100 %).' })
  basisPoints!: number;
  @Field(() => SafeIntScalar, { description: 'Minor units.' })
  amount!: number;
}

@ObjectType({ description: 'A line of the chip-count leaderboard.' })
export class DisplayLeader {
  @Field(() => Int)
  rank!: number;
  @Field(() => ID)
  playerId!: string;
  @Field()
  name!: string;
  @Field(() => SafeIntScalar)
  stack!: number;
  @Field(() => ID, { nullable: true })
  tableId!: string | null;
  @Field(() => Int, { nullable: true })
  seat!: number | null;
}

@ObjectType({
  description: 'Entries still sold: registration, or late registration after the start.',
})
export class DisplayRegistrationWindow {
  @Field()
  open!: boolean;
  @Field(() => Int, {
    nullable: true,
    description: 'Late registration ends with this level (FSNP Art. 135, 139); null: none.',
  })
  untilEndOfLevel!: number | null;
}

@ObjectType({ description: 'Re-entries or rebuys (FSNP Art. 139).' })
export class DisplayReEntryWindow {
  @Field()
  open!: boolean;
  @Field({ description: '"re-entry" or "rebuy".' })
  item!: string;
  @Field(() => Int)
  untilEndOfLevel!: number;
}

@ObjectType({ description: 'The add-on, taken in one break (FSNP Art. 139.3(d)).' })
export class DisplayAddOnWindow {
  @Field(() => Int)
  atBreakAfterLevel!: number;
}

@ObjectType({ description: 'What a player may still buy, for the monitors (FSNP Art. 135, 139).' })
export class DisplayPurchases {
  @Field(() => DisplayRegistrationWindow)
  registration!: DisplayRegistrationWindow;
  @Field(() => DisplayReEntryWindow, {
    nullable: true,
    description: 'null: this type has none.',
  })
  reEntry!: DisplayReEntryWindow | null;
  @Field(() => DisplayAddOnWindow, { nullable: true, description: 'null: this type has none.' })
  addOn!: DisplayAddOnWindow | null;
}

@ObjectType({ description: 'A line of the final standings (FSNP Art. 132) on the results screen.' })
export class DisplayResult {
  @Field(() => Int)
  place!: number;
  @Field(() => Int, { description: 'Players sharing the places from `place` on (DECISION-4).' })
  sharedBy!: number;
  @Field(() => ID)
  playerId!: string;
  @Field()
  name!: string;
  @Field(() => SafeIntScalar, {
    nullable: true,
    description: 'Minor units: awarded, else what the payout table gives; null: no cash prize.',
  })
  amount!: number | null;
}

@ObjectType({
  description: 'Players, stacks and money for the hall monitors (FSNP Art. 4, 60): public only.',
})
export class DisplayStandings {
  @Field(() => ID)
  tournamentId!: string;
  @Field()
  serverNow!: string;
  @Field()
  name!: string;
  @Field()
  status!: string;
  @Field()
  currency!: string;
  @Field(() => Int)
  playersLeft!: number;
  @Field(() => Int, { description: 'Entries, re-entries included.' })
  entries!: number;
  @Field(() => Int)
  uniquePlayers!: number;
  @Field(() => SafeIntScalar, {
    description: 'Every chip on the tables, reserved sets at empty seats included (FSNP Art. 135).',
  })
  chipsInPlay!: number;
  @Field(() => SafeIntScalar, {
    description: "Players' chips / players left, whole chips (reserved sets belong to no player).",
  })
  averageStack!: number;
  @Field(() => SafeIntScalar, { description: 'Minor units.' })
  prizePool!: number;
  @Field()
  prizePoolFixed!: boolean;
  @Field(() => [DisplayPayout])
  payouts!: DisplayPayout[];
  @Field({ description: 'Where the percentages come from, or why there are none yet.' })
  payoutSource!: string;
  @Field(() => [DisplayLeader], { description: 'Biggest stacks first (at most 60).' })
  leaderboard!: DisplayLeader[];
  @Field(() => DisplayPurchases)
  purchases!: DisplayPurchases;
  @Field(() => [DisplayResult], {
    description: 'Once the tournament is complete: the final standings, best first (at most 60).',
  })
  results!: DisplayResult[];
  @Field({ description: 'The results carry the awarded prizes, not only the payout table.' })
  prizesAwarded!: boolean;
}

@ObjectType({
  description: 'A player in the hand: public facts only (no hole cards unless shown).',
})
export class DisplayHandSeat {
  @Field(() => Int)
  seat!: number;
  @Field(() => ID, { nullable: true })
  playerId!: string | null;
  @Field(() => String, { nullable: true })
  name!: string | null;
  @Field(() => SafeIntScalar)
  stack!: number;
  @Field(() => SafeIntScalar)
  bet!: number;
  @Field()
  folded!: boolean;
  @Field()
  allIn!: boolean;
  @Field(() => [String], { description: 'Cards tabled at showdown, e.g. "Ah".' })
  shown!: string[];
  @Field()
  toAct!: boolean;
}

@ObjectType({ description: "A table's current hand as the spectators may see it." })
export class DisplayTableHand {
  @Field(() => ID)
  tableId!: string;
  @Field(() => Int)
  handNo!: number;
  @Field(() => Int)
  level!: number;
  @Field(() => Game, { description: "The hand's game, as recorded when it started." })
  game!: GameCode;
  @Field()
  status!: string;
  @Field(() => Int)
  buttonSeat!: number;
  @Field(() => [String])
  board!: string[];
  @Field(() => SafeIntScalar)
  pot!: number;
  @Field(() => [DisplayHandSeat])
  seats!: DisplayHandSeat[];
}

@ObjectType({ description: 'Everything the hall display shows (issue 10), public.' })
export class Display {
  @Field(() => ID)
  tournamentId!: string;
  @Field()
  name!: string;
  @Field()
  serverNow!: string;
  @Field(() => DisplayClock)
  clock!: DisplayClock;
  @Field(() => DisplayStandings)
  standings!: DisplayStandings;
  @Field(() => [DisplayTableHand])
  tables!: DisplayTableHand[];
}
