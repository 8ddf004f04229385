import { Field, ID, InputType, Int, registerEnumType } from '@nestjs/graphql';
import { SafeIntScalar } from '../common/safe-int.scalar';
import { TextField } from '../common/text-input';
import { LevelInput } from '../tournaments/tournament.inputs';

@InputType({ description: 'A seat granted before the draw for a special need (FSNP Art. 33b).' })
export class AccommodationInput {
  @Field(() => ID)
  playerId!: string;
  @Field(() => ID)
  tableId!: string;
  @Field(() => Int)
  seat!: number;
  @Field()
  reason!: string;
}

@InputType()
export class StartTournamentInput {
  @Field(() => [AccommodationInput], { nullable: true })
  accommodations?: AccommodationInput[] | null;
  @Field(() => ID, {
    nullable: true,
    description: 'Table of the button draw (FSNP Art. 46); default the first.',
  })
  buttonDrawTableId?: string | null;
}

@InputType()
export class SeatChipsInput {
  @Field(() => Int)
  seat!: number;
  @Field(() => SafeIntScalar)
  chips!: number;
}

@InputType()
export class DenominationCountInput {
  @Field(() => SafeIntScalar)
  denomination!: number;
  @Field(() => SafeIntScalar)
  count!: number;
}

@InputType({ description: 'Chips in one player’s bag, per denomination (FSNP Art. 129).' })
export class BaggedCountInput {
  @Field(() => ID)
  playerId!: string;
  @Field(() => [DenominationCountInput])
  chips!: DenominationCountInput[];
}

@InputType({
  description:
    'A player back for the next day without his chip-control receipt (LNSE 123/13 I.14, IV.7.3.2; FSNP Art. 129).',
})
export class MissingChipReceiptInput {
  @Field(() => ID)
  playerId!: string;
  @TextField(
    { max: 500 },
    {
      nullable: true,
      description:
        'The director’s ruling after verifying the bag, where the ruleset leaves it to one (multiDay.missingChipReceipt).',
    },
  )
  ruling?: string | null;
}

export enum AnnouncedItem {
  RE_ENTRY = 're-entry',
  REBUY = 'rebuy',
  ADD_ON = 'add-on',
}
registerEnumType(AnnouncedItem, {
  name: 'AnnouncedItem',
  description: 'What a player announces (binding under LNSE I.51).',
});

/** The same fields as at creation, endOfDay included (FSNP Art. 124, 136; DECISION-15). */
@InputType({ description: 'A level of a modified structure; may end a playing day.' })
export class StructureLevelInput extends LevelInput {}

export enum PassKind {
  CHIPS = 'chips',
  SEAT = 'seat',
}
registerEnumType(PassKind, {
  name: 'PassKind',
  description: 'What a player gave to someone else (FSNP Art. 38).',
});

export enum ChipRemovalReason {
  HIDDEN = 'hidden',
  FOUND = 'found',
}
registerEnumType(ChipRemovalReason, {
  name: 'ChipRemovalReason',
  description:
    'Why the floor takes chips out of play: HIDDEN, chips a player kept out of sight, confiscated (Club Rule 63); FOUND, chips whose owner cannot be determined (Club Rule 64).',
});

@InputType({
  description:
    'Chips the floor takes out of play between hands (Club Rule 63-64; LNSE 123/13 II.9): a player\u2019s hidden chips, or found chips with the recount of the table they are missing from.',
})
export class ChipRemovalInput {
  @Field(() => ChipRemovalReason)
  reason!: ChipRemovalReason;
  @Field(() => ID)
  tableId!: string;
  @Field(() => ID, {
    nullable: true,
    description: 'HIDDEN: the player whose chips were out of sight.',
  })
  playerId?: string | null;
  @Field(() => SafeIntScalar, { description: 'The chips removed.' })
  chips!: number;
  @Field(() => [SeatChipsInput], {
    nullable: true,
    description: 'FOUND: every seat in play at the table, recounted (short by `chips` in all).',
  })
  counts?: SeatChipsInput[] | null;
  @Field(() => String, { nullable: true, description: 'What the floor saw.' })
  description?: string | null;
}

@InputType({
  description:
    'Chips given to another player, or a seat given to someone else, as the floor saw it (FSNP Art. 38; LNSE 123/13 II.11).',
})
export class ChipOrSeatPassInput {
  @Field(() => PassKind)
  kind!: PassKind;
  @Field(() => ID, { description: 'The player who gave his chips or his seat.' })
  fromPlayerId!: string;
  @Field(() => ID, { nullable: true, description: 'The player who received the chips (CHIPS).' })
  toPlayerId?: string | null;
  @Field(() => SafeIntScalar, { nullable: true, description: 'The chips seen passed (CHIPS).' })
  chips?: number | null;
  @Field(() => String, { nullable: true, description: 'Who took the seat (SEAT).' })
  takenBy?: string | null;
}

@InputType({ description: 'Chips of one denomination counted at a seat (FSNP Art. 40, 42).' })
export class SeatChipCountInput {
  @Field(() => ID)
  tableId!: string;
  @Field(() => Int)
  seat!: number;
  @Field(() => SafeIntScalar)
  count!: number;
}
