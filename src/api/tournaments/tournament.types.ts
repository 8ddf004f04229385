import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ConnectionType } from '../common/pagination';
import { SafeIntScalar } from '../common/safe-int.scalar';
import { TournamentStatus } from './tournament-status';

export { TournamentStatus, tournamentStatusOf } from './tournament-status';

/** Read-model shapes served by the tournament queries (projections only, never the store). */
registerEnumType(TournamentStatus, {
  name: 'TournamentStatus',
  description:
    'Where the tournament is in its life: scheduled → registration open → closed → running → completed, or cancelled, or ended early (terminated).',
});

@ObjectType({ description: 'One purchase split as DECISION-2 requires (FSNP Art. 30).' })
export class BuyIn {
  @Field(() => SafeIntScalar, { description: 'Prize-fund part, integer minor units.' })
  prizeFund!: number;

  @Field(() => SafeIntScalar, { description: 'Organization fee (rake), integer minor units.' })
  fee!: number;
}

@ObjectType({ description: 'Chips of one denomination (FSNP Art. 43).' })
export class ChipCount {
  @Field(() => SafeIntScalar)
  denomination!: number;

  @Field(() => SafeIntScalar)
  count!: number;
}

@ObjectType({ description: 'A tournament as the office and the public see it.' })
export class Tournament {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field({ description: "Ruleset the tournament is run under, e.g. 'fsnp', 'lnse'." })
  rulesetId!: string;

  @Field()
  tournamentType!: string;

  @Field(() => TournamentStatus)
  status!: TournamentStatus;

  @Field({ description: 'ISO 4217 code.' })
  currency!: string;

  @Field()
  clubId!: string;

  @Field()
  venue!: string;

  @Field({ description: 'ISO-8601 UTC.' })
  scheduledStart!: string;

  @Field(() => Int)
  seatsPerTable!: number;

  @Field(() => SafeIntScalar)
  startingStack!: number;

  @Field(() => BuyIn)
  buyIn!: BuyIn;

  @Field(() => Int, {
    nullable: true,
    description:
      "Maximum entries, if capped; refused beyond it under the ruleset's registration.playerCap article (LNSE I.1(8), I.34; FSNP Art. 139.3(b)).",
  })
  registrationCap!: number | null;

  @Field(() => Int, { description: 'Players registered so far.' })
  entries!: number;

  @Field(() => String, { nullable: true, description: 'ISO-8601 UTC.' })
  registrationOpenedAt!: string | null;

  @Field(() => String, { nullable: true, description: 'ISO-8601 UTC.' })
  registrationClosedAt!: string | null;

  @Field(() => String, { nullable: true, description: 'ISO-8601 UTC.' })
  cancelledAt!: string | null;

  @Field(() => String, { nullable: true, description: 'Why it was cancelled (LNSE I.6).' })
  cancelReason!: string | null;
}

@ObjectType({ description: 'A player registered in a tournament (FSNP Art. 29; LNSE IV.1.1(b)).' })
export class Registration {
  @Field(() => ID)
  tournamentId!: string;

  @Field(() => ID, { description: 'Federation member id.' })
  playerId!: string;

  @Field()
  fullName!: string;

  @Field()
  clubId!: string;

  @Field(() => Int, { description: 'Sequential registration number in this tournament.' })
  registrationNumber!: number;

  @Field({ description: 'Type of the identity document shown at registration.' })
  idDocumentType!: string;

  @Field({ description: 'Document number masked for privacy (at most the last 2 characters).' })
  idDocumentMasked!: string;

  @Field({ description: 'ISO-8601 UTC.' })
  registeredAt!: string;
}

export const TournamentConnection = ConnectionType(Tournament, 'Tournament');
export const RegistrationConnection = ConnectionType(Registration, 'Registration');
