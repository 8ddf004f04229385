import { ArgsType, Field, ID, InputType, Int, registerEnumType } from '@nestjs/graphql';
import { CORRECTIONS } from '../../aggregates/tournament/hands/corrections-table';
import { DEAD_HAND_CAUSES } from '../../aggregates/tournament/hands/dead-hands';
import type { RecordedAction } from '../../events/hand-events';

/** GraphQL enum names for domain values such as 'all-in' or 'left-table'. */
const enumOf = <T extends string>(values: readonly T[]): Record<string, T> =>
  Object.fromEntries(values.map((v) => [v.replace(/-/g, '_').toUpperCase(), v]));

export const HandActionKind = enumOf<RecordedAction>([
  'fold',
  'check',
  'call',
  'bet',
  'raise',
  'all-in',
  'bring-in',
]);
registerEnumType(HandActionKind, {
  name: 'HandActionKind',
  description:
    'What a player did. BET and RAISE give the total for the round (FSNP Art. 84-85). BRING_IN: stud, the forced bet of the lowest up card on third street (no amount; a completion is a RAISE to the small bet).',
});

export const OutOfTurnManner = enumOf(['physical', 'verbal'] as const);
registerEnumType(OutOfTurnManner, {
  name: 'OutOfTurnManner',
  description: 'How an action out of turn was made (FSNP Art. 96, 99-100).',
});

export const ActFirst = enumOf(['word', 'chips'] as const);
registerEnumType(ActFirst, {
  name: 'ActFirst',
  description: 'Which came first when a player both spoke and pushed chips (Club Rule 40).',
});

/** The decision table's rows (hands/corrections-table.ts): the enum follows the domain. */
export const IrregularityKind = enumOf(Object.keys(CORRECTIONS));
registerEnumType(IrregularityKind, {
  name: 'IrregularityKind',
  description:
    'An irregularity at the table, each a row of the FSPR 6 / FSNP Art. 73-74, 119-120 decision table.',
});

export const DeadHandCauseKind = enumOf(Object.keys(DEAD_HAND_CAUSES));
registerEnumType(DeadHandCauseKind, {
  name: 'DeadHandCause',
  description: 'Why a hand is dead (FSNP Art. 101, 103(b), 104, 114, 118-119).',
});

export const ExposureOption = enumOf([
  'general-rules',
  'bet-as-all-in',
  'withdraw-uncalled',
] as const);
registerEnumType(ExposureOption, {
  name: 'ExposureOption',
  description:
    "The opponent's choice after a heads-up deliberate exposure (FSPR 7.1.6 note 2): go on under the general rules (the exposer's hand is folded), his bet treated as all-in, or his uncalled bet taken back.",
});

/** FSPR 6.5.5: the choice of the player whose seventh card was exposed. */
export const SeventhCardOption = enumOf(['all-in-treatment', 'play-on'] as const);
registerEnumType(SeventhCardOption, {
  name: 'SeventhCardOption',
  description:
    'FSPR 6.5.5: ALL_IN_TREATMENT (he puts in no more chips; later bets form a pot he cannot win) or PLAY_ON (the general rules).',
});

export const RemovalReason = enumOf(['withdrawal', 'disqualification'] as const);
registerEnumType(RemovalReason, {
  name: 'RemovalReason',
  description: 'Withdrawal (LNSE I.59-61) or disqualification (FSNP Art. 20; FSPR 7.2.2).',
});

@InputType({ description: 'The hole cards of one seat: "As", "Kh"; "??" for a card not seen.' })
export class SeatCardsInput {
  @Field(() => Int)
  seat!: number;
  @Field(() => [String])
  cards!: string[];
  @Field(() => [Boolean], {
    nullable: true,
    description:
      'Stud: for each card, whether it was dealt face up; omit for the street\'s own (third street down, down, up; fourth to sixth up; seventh down). An up card must be named, not "??".',
  })
  faceUp?: boolean[] | null;
}

/** The arguments every command on a hand in progress takes: which hand, and the retry key. */
@ArgsType()
export class HandArgs {
  @Field(() => ID)
  tournamentId!: string;
  @Field(() => ID)
  tableId!: string;
  @Field(() => Int)
  handNo!: number;
  @Field(() => ID, { nullable: true })
  commandId?: string | null;
}

/** A command on one seat of that hand. */
@ArgsType()
export class SeatArgs extends HandArgs {
  @Field(() => Int)
  seat!: number;
}
