import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { AppendedEvent } from '../common/command-result.types';
import { ConnectionType } from '../common/pagination';

@ObjectType({ description: 'What a ranking or registry command recorded.' })
export class RankingCommandResult {
  @Field({ description: 'The stream written: season-<id> or member-<federationId>.' })
  streamId!: string;

  @Field(() => ID, { description: 'Send it again to retry safely: nothing is appended twice.' })
  commandId!: string;

  @Field()
  duplicate!: boolean;

  @Field(() => [AppendedEvent])
  events!: AppendedEvent[];

  @Field({ description: 'True once the read models include these events.' })
  projected!: boolean;
}

@ObjectType({ description: 'DECISION-1: one version of a season’s ranking formula.' })
export class RankingFormulaVersion {
  @Field(() => Int) formulaVersion!: number;
  @Field({ description: '`tlb` or `table`.' }) formulaId!: string;
  @Field({ description: 'The formula as JSON (with the federation table for `table`).' })
  formulaJson!: string;
  @Field() reason!: string;
  @Field() changedAt!: string;
}

@ObjectType({ description: 'A national ranking season (FSNP Art. 19).' })
export class RankingSeason {
  @Field(() => ID) seasonId!: string;
  @Field() name!: string;
  @Field() startsOn!: string;
  @Field() endsOn!: string;
  @Field() rulesetId!: string;
  @Field(() => Int, { description: 'The formula version the official ranking uses.' })
  officialVersion!: number;
  @Field(() => Int, { nullable: true }) publishedVersion!: number | null;
  @Field(() => String, { nullable: true }) publishedAt!: string | null;
  @Field(() => [RankingFormulaVersion]) formulas!: RankingFormulaVersion[];
}

@ObjectType({
  description: 'A line of the national table. Points are integer hundredths (DECISION-1).',
})
export class RankingLine {
  @Field(() => Int, { description: 'Order in the table (the cursor key): 1, 2, 3, 4.' })
  position!: number;
  @Field(() => Int, { description: 'Equal points share a rank: 1, 1, 3, 4.' }) rank!: number;
  @Field(() => ID) playerId!: string;
  @Field(() => String, { nullable: true }) fullName!: string | null;
  @Field({ description: 'The club he scored for in his latest tournament of the season.' })
  clubId!: string;
  @Field(() => Int) points!: number;
  @Field(() => Int, { description: 'Tournaments counted.' }) tournaments!: number;
  @Field(() => Int) bestPlace!: number;
  @Field(() => Int) bestPoints!: number;
  @Field(() => Int, { nullable: true }) formulaVersion!: number | null;
}

export const RankingLineConnection = ConnectionType(RankingLine, 'RankingLine');

@ObjectType({ description: 'Per club: points its players scored while members of it.' })
export class ClubRankingLine {
  @Field(() => Int) rank!: number;
  @Field() clubId!: string;
  @Field(() => Int) points!: number;
  @Field(() => Int) players!: number;
}

@ObjectType({ description: 'A tournament in a player’s history, with its points.' })
export class PlayerHistoryLine {
  @Field(() => ID) seasonId!: string;
  @Field(() => Int) formulaVersion!: number;
  @Field(() => ID) tournamentId!: string;
  @Field() tournamentName!: string;
  @Field() playedOn!: string;
  @Field() clubId!: string;
  @Field(() => Int) place!: number;
  @Field(() => Int, { description: 'Players sharing the place (DECISION-4).' }) sharedBy!: number;
  @Field(() => Int) points!: number;
  @Field() disqualified!: boolean;
  @Field(() => Int, { description: '1 = as completed; each standings correction adds one.' })
  resultRevision!: number;
}

@ObjectType({
  description: 'DECISION-1 “what if”: a season under another formula; nothing is recorded.',
})
export class RankingPreview {
  @Field() formulaId!: string;
  @Field(() => Int) totalPlayers!: number;
  @Field(() => [RankingLine]) players!: RankingLine[];
  @Field(() => [ClubRankingLine]) clubs!: ClubRankingLine[];
}

@ObjectType()
export class CalendarEntry {
  @Field(() => ID) tournamentId!: string;
  @Field() scheduledOn!: string;
  @Field() name!: string;
}

@ObjectType({ description: 'A club’s competition calendar (FSNP Art. 137).' })
export class CompetitionCalendar {
  @Field(() => ID) calendarId!: string;
  @Field() clubId!: string;
  @Field({ description: '`submitted` or `approved`.' }) status!: string;
  @Field(() => [CalendarEntry]) tournaments!: CalendarEntry[];
  @Field() submittedAt!: string;
  @Field(() => String, { nullable: true }) approvedAt!: string | null;
}

@ObjectType({ description: 'A federation member (FSNP Art. 29).' })
export class Member {
  @Field(() => ID) memberId!: string;
  @Field() fullName!: string;
  @Field() clubId!: string;
  @Field() registeredOn!: string;
  @Field(() => String, { nullable: true }) cardId!: string | null;
  @Field({ description: '`none`, `active` or `revoked` (FSNP Art. 2).' }) cardStatus!: string;
}
