import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { Game } from './game.enum';
import type { GameCode } from '../../rules/games';
import { SafeIntScalar } from '../common/safe-int.scalar';
import { TextField } from '../common/text-input';

@InputType()
export class LevelInput {
  @Field(() => Int, { description: 'Numbered 1, 2, 3 … in order.' })
  level!: number;

  @Field(() => SafeIntScalar)
  smallBlind!: number;

  @Field(() => SafeIntScalar)
  bigBlind!: number;

  @Field(() => SafeIntScalar, { defaultValue: 0 })
  ante!: number;

  @Field(() => Int)
  durationMinutes!: number;

  @Field(() => Int, { nullable: true, description: 'Break after this level, minutes.' })
  breakAfterMinutes?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'The last level of a playing day (FSNP Art. 124, 136; DECISION-15).',
  })
  endOfDay?: boolean | null;

  @Field(() => Game, {
    nullable: true,
    description: "This level's game (PHH variant code); absent: the tournament's game.",
  })
  game?: GameCode | null;

  @Field(() => SafeIntScalar, {
    nullable: true,
    description:
      'A fixed-limit (FT) level: the bet pre-flop and on the flop (PHH small_bet). Required there; refused on other games.',
  })
  smallBet?: number | null;

  @Field(() => SafeIntScalar, {
    nullable: true,
    description:
      'A fixed-limit (FT) level: the bet on the turn and river (PHH big_bet). Required there; refused on other games.',
  })
  bigBet?: number | null;

  @Field(() => SafeIntScalar, {
    nullable: true,
    description:
      'A stud (F7S) level: the bring-in the lowest up card posts on third street (PHH bring_in), from 1 to the small bet. Required there with ante, smallBet and bigBet; refused on other games.',
  })
  bringIn?: number | null;
}

@InputType({ description: 'Price of one entry, split per DECISION-2 (FSNP Art. 30).' })
export class BuyInInput {
  @Field(() => SafeIntScalar, { description: 'Prize-fund part, integer minor units.' })
  prizeFund!: number;

  @Field(() => SafeIntScalar, { description: 'Organization fee (rake), integer minor units.' })
  fee!: number;
}

@InputType({
  description: 'Prices of the other purchases, each split per DECISION-2 (LNSE I.62-63, IV.6).',
})
export class PricesInput {
  @Field(() => BuyInInput, { nullable: true })
  reEntry?: BuyInInput | null;

  @Field(() => BuyInInput, { nullable: true })
  rebuy?: BuyInInput | null;

  @Field(() => BuyInInput, { nullable: true })
  addOn?: BuyInInput | null;

  @Field(() => BuyInInput, { nullable: true })
  topUp?: BuyInInput | null;
}

@InputType({
  description:
    'Share of each item that goes to prizes, basis points (7000 = 70 %; LNSE 123/13 I.1(9), I.62).',
})
export class PrizeSharesInput {
  @Field(() => Int, { nullable: true, description: 'Registrations / buy-ins (code IN).' })
  IN?: number | null;

  @Field(() => Int, { nullable: true, description: 'Rebuys (code RB).' })
  RB?: number | null;

  @Field(() => Int, { nullable: true, description: 'Add-ons (code AD).' })
  AD?: number | null;
}

@InputType({
  description:
    'One band of the published scale (LNSE 123/13 I.1(10), I.65): from minRegistrants to maxRegistrants (null: and more), these paid places.',
})
export class PayoutBandInput {
  @Field(() => Int)
  minRegistrants!: number;

  @Field(() => Int, { nullable: true, description: 'Null: the last band, open-ended.' })
  maxRegistrants?: number | null;

  @Field(() => [Int], { description: 'Basis points per paid place, 1st first; sum 10,000.' })
  basisPoints!: number[];
}

@InputType({
  description:
    'Entry terms the tournament publishes (LNSE 123/13 I.1(4)-(7), I.35, I.48-50); each absent one takes the default.',
})
export class EntryTermsInput {
  @Field(() => Int, {
    nullable: true,
    description: 'Late registration closes at the end of this level (I.29, I.34).',
  })
  lateRegistrationUntilLevel?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Rebuys are sold until the end of this level (I.48).',
  })
  rebuyUntilLevel?: number | null;

  @Field(() => SafeIntScalar, {
    nullable: true,
    description: 'A rebuy is open at a stack of this many chips or less (I.48).',
  })
  rebuyAtOrBelow?: number | null;

  @Field(() => SafeIntScalar, { nullable: true, description: 'Chips of one rebuy (I.50).' })
  rebuyChips?: number | null;

  @Field(() => SafeIntScalar, { nullable: true, description: 'Chips of the add-on (I.49-50).' })
  addOnChips?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Accreditation opens, ISO-8601 date and time (I.35).',
  })
  accreditationOpensAt?: string | null;

  @Field(() => String, { nullable: true, description: 'Accreditation closes (I.35).' })
  accreditationClosesAt?: string | null;
}

@InputType({
  description:
    'The desk asks whether the player or a first-degree relative works for a barred employer (LNSE 123/13 I.27(c)).',
})
export class StaffDeclarationInput {
  @TextField({ max: 200 }, { description: 'The employer declared.' })
  employer!: string;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'true: a first-degree relative (by blood or marriage) works there, not the player.',
  })
  firstDegreeRelative?: boolean | null;
}

@InputType()
export class CreateTournamentInput {
  @Field(() => ID, {
    nullable: true,
    description: 'Chosen by the caller, or derived from the commandId, or generated.',
  })
  tournamentId?: string | null;

  @TextField({ max: 200 })
  name!: string;

  @Field({ description: "Ruleset id, e.g. 'fsnp', 'lnse', 'club-tda', 'fspr'." })
  rulesetId!: string;

  @Field({ description: "Tournament type, e.g. 'FZ', 'RA', 'TURBO_50_50'." })
  tournamentType!: string;

  @TextField(
    { max: 3 },
    {
      nullable: true,
      description: "ISO 4217 code, e.g. RON; absent: the ruleset's currency (money.currency).",
    },
  )
  currency?: string | null;

  @Field()
  clubId!: string;

  @TextField({ max: 200 })
  venue!: string;

  @Field({ description: 'ISO-8601 date and time with offset, e.g. 2026-03-14T18:00:00Z.' })
  scheduledStart!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "IANA time zone of the venue, e.g. America/Argentina/Buenos_Aires; absent: the ruleset's default (the regulator's report shows local times in it).",
  })
  timeZone?: string | null;

  @Field(() => Int)
  seatsPerTable!: number;

  @Field(() => SafeIntScalar)
  startingStack!: number;

  @Field(() => [LevelInput])
  levels!: LevelInput[];

  @Field(() => Game, {
    nullable: true,
    description:
      "The game of every level that names none (PHH variant code); absent: the ruleset's game.variant and game.bettingStructure (NT).",
  })
  game?: GameCode | null;

  @Field(() => BuyInInput)
  buyIn!: BuyInInput;

  @Field(() => Int, { nullable: true })
  registrationCap?: number | null;

  @Field(() => PricesInput, { nullable: true })
  prices?: PricesInput | null;

  @Field(() => [SafeIntScalar], {
    nullable: true,
    description: 'Chip denominations in play at the start, ascending (FSNP Art. 43).',
  })
  chipSet?: number[] | null;

  @Field(() => Int, {
    nullable: true,
    description: "Re-entries per player, overriding the tournament type's limit (LNSE I.32, I.48).",
  })
  maxReEntriesPerPlayer?: number | null;

  @Field(() => PrizeSharesInput, {
    nullable: true,
    description:
      'Published prize share per item (LNSE 123/13 I.1(9)); the pool is then determined per item on its total (I.62).',
  })
  prizeShares?: PrizeSharesInput | null;

  @Field(() => [PayoutBandInput], {
    nullable: true,
    description:
      "The operator's published scale of paid places by registrant bands (LNSE 123/13 I.1(10), I.65): the band is selected when registration closes.",
  })
  payoutBands?: PayoutBandInput[] | null;

  @Field(() => EntryTermsInput, { nullable: true })
  entryTerms?: EntryTermsInput | null;
}

@InputType()
export class IdentityDocumentInput {
  @TextField({ max: 40 }, { description: 'e.g. ID_CARD, PASSPORT, DNI.' })
  type!: string;

  @TextField({ max: 60 })
  number!: string;
}

@InputType({ description: 'The registration form (FSNP Art. 29; LNSE I.30).' })
export class RegisterPlayerInput {
  @Field(() => ID, { description: 'Federation member id.' })
  playerId!: string;

  @TextField({ max: 200 })
  fullName!: string;

  @Field()
  clubId!: string;

  @Field(() => IdentityDocumentInput)
  idDocument!: IdentityDocumentInput;

  @Field(() => String, { nullable: true, description: 'ISO date (LNSE I.27: 18 or older).' })
  dateOfBirth?: string | null;

  @Field(() => SafeIntScalar, {
    nullable: true,
    description:
      'Late entry: the chips the director removes from the starting stack, recorded as his decision (LNSE 123/13 I.41-46); absent: computed from the levels played (I.42).',
  })
  lateStackReduction?: number | null;

  @Field(() => SafeIntScalar, {
    nullable: true,
    description:
      'The amount the cashier took, minor units; absent: the whole price. A place is reserved only by the whole price (LNSE 123/13 I.31, IV.1.1(c)).',
  })
  amountPaid?: number | null;

  @Field(() => StaffDeclarationInput, { nullable: true })
  staffDeclaration?: StaffDeclarationInput | null;
}
