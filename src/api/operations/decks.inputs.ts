import { Field, ID, InputType, registerEnumType } from '@nestjs/graphql';
import {
  DECK_CHANGE_REASONS,
  DECK_DEFECTS,
  DECK_REQUESTERS,
  type DeckChangeReason,
  type DeckDefect,
  type DeckRequester,
} from '../../rules/deck-terms';
import { TextField } from '../common/text-input';

/** A GraphQL enum of the domain's words: DEALER_CHANGE stands for 'dealer-change'. */
const enumOf = <W extends string>(words: readonly W[]): Record<string, W> =>
  Object.fromEntries(words.map((w) => [w.toUpperCase().replace(/-/g, '_'), w]));

export const DeckRequesterEnum = enumOf(DECK_REQUESTERS);
registerEnumType(DeckRequesterEnum, {
  name: 'DeckRequester',
  description:
    'Who asked for the deck to be changed (Club Rule 26: dealer, floor, TD or house; a player only where the ruleset admits it, FSNP Art. 69).',
});

export const DeckChangeReasonEnum = enumOf(DECK_CHANGE_REASONS);
registerEnumType(DeckChangeReasonEnum, {
  name: 'DeckChangeReason',
  description:
    'Why a deck is changed; the ruleset lists those it admits (`deal.decks`: FSNP Art. 69, 74, 122; FSPR 6.4.9; Club Rule 26; LNSE 123/13 II.20, II.24).',
});

export const DeckDefectEnum = enumOf(DECK_DEFECTS);
registerEnumType(DeckDefectEnum, {
  name: 'DeckDefect',
  description:
    'What makes a deck defective: a duplicated card, mixed backs, a card missing or one too many (LNSE 123/13 II.24; FSNP Art. 74; FSPR 6.2.1-6.2.3).',
});

export enum DeckOccasion {
  TABLE_OPENED = 'table-opened',
  DEALER_CHANGED = 'dealer-changed',
}
registerEnumType(DeckOccasion, {
  name: 'DeckOccasion',
  description: 'When a new deck is brought to a table (FSNP Art. 68).',
});

@InputType({
  description:
    'A deck taken out of play and replaced, with who asked and why (FSNP Art. 69, 122; FSPR 6.4.9; Club Rule 26; LNSE 123/13 II.20).',
})
export class ReplaceDeckInput {
  @Field(() => ID)
  tableId!: string;
  @Field(() => DeckRequesterEnum)
  requestedBy!: DeckRequester;
  @Field(() => DeckChangeReasonEnum)
  reason!: DeckChangeReason;
  @Field(() => DeckDefectEnum, {
    nullable: true,
    description: 'What is wrong with the deck; required when the reason is DEFECTIVE_DECK.',
  })
  defect?: DeckDefect | null;
  @TextField(
    { max: 40 },
    {
      nullable: true,
      description:
        'The back colour of the deck brought in (FSNP Art. 122: a colour different from the decks in use).',
    },
  )
  backColour?: string | null;
}
