import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { PageInfo } from '../common/pagination';
import { SafeIntScalar } from '../common/safe-int.scalar';

@ObjectType({
  description:
    'One event as the regulator audits it (LNSE 123/13 Annex III Art. 1): who, role, when, rule, hash.',
})
export class AuditEvent {
  @Field(() => SafeIntScalar)
  globalPosition!: number;
  @Field(() => Int)
  revision!: number;
  @Field(() => ID)
  eventId!: string;
  @Field()
  type!: string;
  @Field({ description: 'The acting official (or player) id.' })
  actorId!: string;
  @Field()
  role!: string;
  @Field()
  occurredAt!: string;
  @Field(() => String, { nullable: true })
  ruleRef!: string | null;
  @Field()
  hash!: string;
  @Field()
  prevHash!: string;
  @Field(() => [ID])
  playerIds!: string[];
  @Field(() => [String])
  tableIds!: string[];
}

@ObjectType()
export class AuditEventEdge {
  @Field()
  cursor!: string;
  @Field(() => AuditEvent)
  node!: AuditEvent;
}

@ObjectType({ description: 'A page of the audit trail, in stream order.' })
export class AuditEventPage {
  @Field(() => [AuditEventEdge])
  edges!: AuditEventEdge[];
  @Field(() => [AuditEvent])
  nodes!: AuditEvent[];
  @Field(() => PageInfo)
  pageInfo!: PageInfo;
}

@InputType({ description: 'Every given criterion must hold.' })
export class AuditFilterInput {
  @Field(() => [String], { nullable: true, description: 'Event types, e.g. ["PrizePaid"].' })
  types?: string[];
  @Field(() => ID, { nullable: true })
  playerId?: string;
  @Field({ nullable: true })
  tableId?: string;
  @Field({ nullable: true, description: 'ISO-8601, inclusive.' })
  from?: string;
  @Field({ nullable: true, description: 'ISO-8601, inclusive.' })
  to?: string;
  @Field({ nullable: true, description: 'The acting official id.' })
  officialId?: string;
}

@ObjectType({ description: 'The first event that no longer verifies.' })
export class AlteredEvent {
  @Field(() => Int)
  revision!: number;
  @Field(() => ID, { nullable: true })
  eventId!: string | null;
  @Field(() => SafeIntScalar, { nullable: true })
  globalPosition!: number | null;
  @Field()
  reason!: string;
}

@ObjectType({ description: "The tournament's hash chain recomputed from the store." })
export class TournamentVerification {
  @Field(() => ID)
  tournamentId!: string;
  @Field()
  ok!: boolean;
  @Field(() => Int)
  eventsChecked!: number;
  @Field({ description: 'Hash of the last event that verified: the chain head when ok.' })
  head!: string;
  @Field(() => AlteredEvent, { nullable: true })
  firstAltered!: AlteredEvent | null;
}

@ObjectType()
export class BundleFile {
  @Field({
    description:
      'events.jsonl, ledger.csv, table-benefit.csv, payouts.csv, report.pdf, manifest.json',
  })
  name!: string;
  @Field({ description: 'SHA-256 (hex) of the bytes.' })
  sha256!: string;
  @Field(() => Int)
  bytes!: number;
  @Field()
  base64!: string;
}

@ObjectType({
  description:
    'The regulator bundle (issue 7 "Exports"): write each file to a folder and run npm run verify -- DIR.',
})
export class RegulatorBundle {
  @Field(() => ID)
  tournamentId!: string;
  @Field()
  generatedAt!: string;
  @Field()
  chainHead!: string;
  @Field(() => Int)
  eventCount!: number;
  @Field(() => [BundleFile])
  files!: BundleFile[];
}
