import { Field, ID, InputType, registerEnumType } from '@nestjs/graphql';
import { SafeIntScalar } from '../common/safe-int.scalar';

/** GraphQL enum names for the domain's consent acts (LNSE 123/13 I.6). */
export const ConsentScopeKind = {
  CANCEL: 'cancel',
  SUSPEND: 'suspend',
  TERMINATE: 'terminate',
  MODIFY_STRUCTURE: 'modify-structure',
} as const;
registerEnumType(ConsentScopeKind, {
  name: 'ConsentScope',
  description:
    'What the regulator consented to (LNSE 123/13 I.6): cancelling, suspending, ending early or changing the structure for force majeure.',
});

export const SitAndGoContextKind = {
  INDEPENDENT: 'independent',
  WITHIN_MULTI_TABLE: 'within-multi-table',
} as const;
registerEnumType(SitAndGoContextKind, {
  name: 'SitAndGoContext',
  description:
    "Independent (notice to the LNSE inspector and the inspector's Acta) or within a multi-table event (LNSE's authorisation), LNSE 123/13 I.25, IV.11(a).",
});

@InputType({ description: 'The buy-in fluctuation band, minor units (LNSE 123/13 IV.11(b)).' })
export class BuyInBandInput {
  @Field(() => SafeIntScalar) min!: number;
  @Field(() => SafeIntScalar) max!: number;
}

@InputType({
  description:
    'Per-place basis points by field size (LNSE 123/13 I.26): 2 places up to 9, 3 with 10.',
})
export class SitAndGoPrizeTableInput {
  @Field(() => [SafeIntScalar]) twoPlaces!: number[];
  @Field(() => [SafeIntScalar]) threePlaces!: number[];
}

@InputType({
  description: 'What a Sit & Go publishes besides the I.1 items (LNSE 123/13 IV.11(a)-(b)).',
})
export class SitAndGoCharacteristicsInput {
  @Field(() => SitAndGoContextKind) context!: 'independent' | 'within-multi-table';
  @Field(() => ID, { nullable: true }) parentTournamentId?: string | null;
  @Field(() => BuyInBandInput) buyInBand!: BuyInBandInput;
  @Field(() => SitAndGoPrizeTableInput) prizeTable!: SitAndGoPrizeTableInput;
}

@InputType({
  description:
    'The characteristics published before the advance sale opens (LNSE 123/13 I.1, IV.1.1(a)); the others are in createTournament.',
})
export class CharacteristicsInput {
  @Field({ description: 'ISO 8601: the advance sale opens (IV.1.1(a)).' }) saleOpensAt!: string;
  @Field({ description: 'ISO 8601: the advance sale closes.' }) saleClosesAt!: string;
  @Field({ description: 'Accreditation period (I.1(4), I.35).' }) accreditation!: string;
  @Field(() => [String], { description: 'ISO 8601 start of every playing day (I.1(2)).' })
  playingDays!: string[];
  @Field({ description: 'Number or percentage of registrants paid (I.1(10)).' })
  paidPlacesRule!: string;
  @Field(() => SitAndGoCharacteristicsInput, { nullable: true })
  sitAndGo?: SitAndGoCharacteristicsInput | null;
}

export const SettlementKindValue = { REFUND: 'refund', PRIZE: 'prize' } as const;
registerEnumType(SettlementKindValue, {
  name: 'TerminationSettlementKind',
  description: 'What a termination settlement line pays: a refund or a prize (LNSE 123/13 I.6).',
});

@InputType({
  description:
    'One payment of the settlement LNSE consented to after an early end, minor units (LNSE 123/13 I.6; nothing is computed).',
})
export class TerminationSettlementLineInput {
  @Field(() => ID) playerId!: string;
  @Field(() => SafeIntScalar, { description: 'Minor units, positive.' }) amount!: number;
  @Field(() => SettlementKindValue) kind!: 'refund' | 'prize';
}
