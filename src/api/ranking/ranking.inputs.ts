import { Field, ID, InputType, Int } from '@nestjs/graphql';

@InputType()
export class DefineSeasonInput {
  @Field(() => ID) seasonId!: string;
  @Field() name!: string;
  @Field({ description: 'YYYY-MM-DD' }) startsOn!: string;
  @Field({ description: 'YYYY-MM-DD' }) endsOn!: string;
  @Field({ nullable: true, description: 'Sanctioning ruleset (default fsnp).' }) rulesetId?: string;
}

@InputType()
export class CalendarEntryInput {
  @Field(() => ID) tournamentId!: string;
  @Field({ description: 'YYYY-MM-DD' }) scheduledOn!: string;
  @Field() name!: string;
}

@InputType()
export class SubmitCalendarInput {
  @Field(() => ID) seasonId!: string;
  @Field(() => ID) calendarId!: string;
  @Field() clubId!: string;
  @Field(() => [CalendarEntryInput]) tournaments!: CalendarEntryInput[];
}

@InputType()
export class StandingInput {
  @Field(() => ID) playerId!: string;
  @Field(() => Int) place!: number;
  @Field(() => Int, { defaultValue: 1 }) sharedBy!: number;
}

@InputType()
export class CorrectStandingsInput {
  @Field(() => ID) seasonId!: string;
  @Field(() => ID) tournamentId!: string;
  @Field(() => [StandingInput]) standings!: StandingInput[];
  @Field(() => [ID], { nullable: true }) disqualified?: string[];
  @Field(() => ID, { nullable: true }) protestId?: string;
  @Field() reason!: string;
}

@InputType()
export class RankingBandInput {
  @Field(() => Int) minPlayers!: number;
  @Field(() => Int, { nullable: true }) maxPlayers?: number | null;
  @Field(() => [Int], { description: 'Hundredths for place 1, 2, …' }) hundredthsByPlace!: number[];
}

@InputType()
export class RankingTableInput {
  @Field() id!: string;
  @Field(() => [RankingBandInput]) bands!: RankingBandInput[];
}

@InputType({ description: 'DECISION-1: `tlb`, or `table` with the federation table.' })
export class RankingFormulaInput {
  @Field() formulaId!: string;
  @Field(() => RankingTableInput, { nullable: true }) table?: RankingTableInput;
}

@InputType()
export class ChangeRankingFormulaInput {
  @Field(() => ID) seasonId!: string;
  @Field(() => RankingFormulaInput) formula!: RankingFormulaInput;
  @Field() reason!: string;
}

@InputType()
export class IdDocumentInput {
  @Field() type!: string;
  @Field() number!: string;
}

@InputType()
export class RegisterMemberInput {
  @Field(() => ID) federationId!: string;
  @Field() fullName!: string;
  @Field() clubId!: string;
  @Field(() => IdDocumentInput) idDocument!: IdDocumentInput;
  @Field(() => String, { nullable: true }) dateOfBirth?: string | null;
  @Field({ description: 'YYYY-MM-DD' }) registeredOn!: string;
}

@InputType()
export class TransferMemberInput {
  @Field(() => ID) federationId!: string;
  @Field() toClubId!: string;
  @Field({ description: 'YYYY-MM-DD: first day with the new club.' }) effectiveOn!: string;
}

@InputType()
export class IssueMembershipCardInput {
  @Field(() => ID) federationId!: string;
  @Field() cardId!: string;
  @Field(() => IdDocumentInput) idDocument!: IdDocumentInput;
  @Field({ description: 'YYYY-MM-DD' }) issuedOn!: string;
}

@InputType()
export class RevokeMembershipCardInput {
  @Field(() => ID) federationId!: string;
  @Field() reason!: string;
  @Field({ description: 'YYYY-MM-DD' }) revokedOn!: string;
}
