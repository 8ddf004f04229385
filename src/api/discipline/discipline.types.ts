import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ConnectionType } from '../common/pagination';

/** The sanction kinds of the rulesets' penalty matrices (src/rules/penalties.ts). */
export enum SanctionKindEnum {
  WARNING = 'warning',
  MISSED_HANDS = 'missed-hands',
  MISSED_ROUNDS = 'missed-rounds',
  DEAD_HAND = 'dead-hand',
  CHIP_PENALTY = 'chip-penalty',
  REMOVAL = 'removal',
  DISQUALIFICATION_COMPETITION = 'disqualification-competition',
  DISQUALIFICATION_SEASON = 'disqualification-season',
  EXCLUSION_ORGANIZER = 'exclusion-organizer',
}
registerEnumType(SanctionKindEnum, {
  name: 'SanctionKind',
  description: 'What the official imposes; the ruleset decides which kinds a clause allows.',
});

export enum ProtestOutcomeEnum {
  DISMISSED = 'dismissed',
  ANNULLED = 'annulled',
  MODIFIED = 'modified',
}
registerEnumType(ProtestOutcomeEnum, {
  name: 'ProtestOutcome',
  description: 'FSPR 7.3.4: the federation’s final decision on a protest.',
});

export enum AppealOutcomeEnum {
  UPHELD = 'upheld',
  REVERSED = 'reversed',
  MODIFIED = 'modified',
}
registerEnumType(AppealOutcomeEnum, { name: 'AppealOutcome' });

export enum CollusionOutcomeEnum {
  CLEARED = 'cleared',
  COLLUSION_FOUND = 'collusion-found',
}
registerEnumType(CollusionOutcomeEnum, { name: 'CollusionOutcome' });

@ObjectType({ description: 'A violation and its sanction, as the federation audits them.' })
export class Penalty {
  @Field(() => ID) tournamentId!: string;
  @Field(() => ID) violationId!: string;
  @Field(() => ID) playerId!: string;
  @Field() clubId!: string;
  @Field({ description: 'The ruleset’s clause, e.g. 7.1.2 (FSPR), Art. 20 (FSNP).' })
  clause!: string;
  @Field() ruleRef!: string;
  @Field(() => String, { nullable: true }) tableId!: string | null;
  @Field(() => Int, { nullable: true }) handNo!: number | null;
  @Field() description!: string;
  @Field(() => Int, { description: 'DECISION-13: per player, clause and competition.' })
  offenceNumber!: number;
  @Field() officialId!: string;
  @Field() officialRole!: string;
  @Field({ description: 'ISO-8601 UTC.' }) at!: string;
  @Field() season!: string;
  @Field(() => Int, { nullable: true, description: 'FSPR 7.2.3: competition protocol entry.' })
  protocolEntryNo!: number | null;
  @Field(() => ID, { nullable: true }) sanctionId!: string | null;
  @Field(() => String, { nullable: true }) sanctionKind!: string | null;
  @Field(() => Int, { nullable: true }) rounds!: number | null;
  @Field(() => Int, { nullable: true, description: 'Hands to sit out (FSPR 7.1.2 note).' })
  hands!: number | null;
  @Field(() => Int, { nullable: true }) playersAtTable!: number | null;
  @Field(() => String, { nullable: true }) sanctionOfficialId!: string | null;
  @Field(() => String, { nullable: true }) sanctionOfficialRole!: string | null;
  @Field(() => String, { nullable: true }) sanctionAt!: string | null;
  @Field(() => String, { nullable: true, description: 'in-force, annulled or modified.' })
  sanctionStatus!: string | null;
  @Field({ description: 'DECISION-13: false once annulled by a protest decision.' })
  counted!: boolean;
}

export const PenaltyConnection = ConnectionType(Penalty, 'Penalty');

@ObjectType()
export class ClauseCount {
  @Field() clause!: string;
  @Field(() => Int) total!: number;
  @Field(() => Int, { description: 'Offences that count (annulled ones excluded).' })
  counted!: number;
}

@ObjectType({ description: 'A protest and where it stands (FSPR 7.3.1-7.3.4).' })
export class Protest {
  @Field(() => ID) tournamentId!: string;
  @Field(() => ID) protestId!: string;
  @Field(() => ID) filerId!: string;
  @Field(() => ID, { nullable: true }) sanctionId!: string | null;
  @Field(() => ID, { nullable: true }) rulingId!: string | null;
  @Field({ description: 'lodged, refused, forwarded, under-review, decided or notified.' })
  status!: string;
  @Field() filedAt!: string;
  @Field(() => String, { nullable: true }) receivedOn!: string | null;
  @Field(() => String, { nullable: true, description: 'DECISION-14.' })
  decisionDueBy!: string | null;
  @Field(() => String, { nullable: true }) decidedOn!: string | null;
  @Field(() => String, { nullable: true }) outcome!: string | null;
  @Field(() => Boolean, { nullable: true }) decidedLate!: boolean | null;
  @Field({ description: 'Under review and past its due date today (FSPR 7.3.4).' })
  overdue!: boolean;
}

@ObjectType({ description: 'One recorded event of a case file, with its actor and time.' })
export class CaseEntry {
  @Field(() => Int) revision!: number;
  @Field() type!: string;
  @Field() occurredAt!: string;
  @Field() actorId!: string;
  @Field() actorRole!: string;
  @Field({ description: 'The event data as recorded, JSON.' }) data!: string;
}

@ObjectType({ description: 'Everything on record about one protest, from the events only.' })
export class ProtestCaseFile {
  @Field(() => Protest) protest!: Protest;
  @Field(() => CaseEntry, { nullable: true }) incident!: CaseEntry | null;
  @Field(() => CaseEntry, { nullable: true }) protocolEntry!: CaseEntry | null;
  @Field(() => CaseEntry, { nullable: true }) ruling!: CaseEntry | null;
  @Field(() => CaseEntry, { nullable: true }) sanction!: CaseEntry | null;
  @Field(() => CaseEntry, { nullable: true }) sanctionChange!: CaseEntry | null;
  @Field(() => CaseEntry, { nullable: true }) filing!: CaseEntry | null;
  @Field(() => CaseEntry, { nullable: true }) forwarding!: CaseEntry | null;
  @Field(() => CaseEntry, { nullable: true }) receipt!: CaseEntry | null;
  @Field(() => CaseEntry, { nullable: true }) decision!: CaseEntry | null;
  @Field(() => CaseEntry, { nullable: true }) notification!: CaseEntry | null;
  @Field(() => [CaseEntry]) handHistory!: CaseEntry[];
  @Field(() => [CaseEntry]) timeline!: CaseEntry[];
}

@ObjectType({ description: 'FSPR 7.2.3: a disqualification from all competitions of a season.' })
export class SeasonBan {
  @Field(() => ID) tournamentId!: string;
  @Field(() => ID) sanctionId!: string;
  @Field(() => ID) playerId!: string;
  @Field() clubId!: string;
  @Field() clause!: string;
  @Field() season!: string;
  @Field() fromDate!: string;
  @Field() toDate!: string;
  @Field(() => Int, { nullable: true }) protocolEntryNo!: number | null;
  @Field() officialId!: string;
  @Field() at!: string;
}

@InputType()
export class PenaltyFilterInput {
  @Field(() => ID, { nullable: true }) tournamentId?: string | null;
  @Field(() => ID, { nullable: true }) playerId?: string | null;
  @Field(() => String, { nullable: true }) clubId?: string | null;
  @Field(() => String, { nullable: true, description: 'Calendar year, e.g. 2026.' })
  season?: string | null;
  @Field(() => String, { nullable: true }) clause?: string | null;
}

@InputType()
export class RulingFactsInput {
  @Field(() => String, { nullable: true }) tableId?: string | null;
  @Field(() => Int, { nullable: true }) handNo?: number | null;
  @Field(() => [String], { defaultValue: [] }) actions!: string[];
  @Field() statement!: string;
}

@InputType()
export class ModifiedSanctionInput {
  @Field(() => SanctionKindEnum) kind!: SanctionKindEnum;
  @Field(() => Int, { nullable: true }) rounds?: number | null;
}
