import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { SafeIntScalar } from '../common/safe-int.scalar';

@InputType({ description: 'One line of the final standings (FSNP Art. 127-128, 132; DECISION-4).' })
export class PrizeStandingInput {
  @Field(() => ID)
  playerId!: string;
  @Field(() => Int, { description: 'The better place of a shared group.' })
  place!: number;
  @Field(() => Int, { nullable: true, description: 'Players sharing from `place` on; default 1.' })
  sharedBy?: number | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Disqualified while holding this place (LNSE II.41).',
  })
  disqualified?: boolean | null;
}

@InputType({ description: 'What the cashier withholds under external law (LNSE 123/13 I.67).' })
export class WithholdingInput {
  @Field(() => SafeIntScalar)
  amount!: number;
  @Field({ description: 'The law applied, e.g. "Legea 227/2015 art. 114".' })
  basis!: string;
}

@InputType({ description: 'One player’s amount in a deal (prizePool.dealsAllowed).' })
export class DealAmountInput {
  @Field(() => ID)
  playerId!: string;
  @Field(() => SafeIntScalar, { description: 'Minor units of the tournament’s currency.' })
  amount!: number;
}

@InputType({ description: 'Ledger lines of one account, player, transaction code or table.' })
export class LedgerLineFilterInput {
  @Field({ nullable: true })
  account?: string;
  @Field(() => ID, { nullable: true })
  playerId?: string;
  @Field({ nullable: true, description: 'IN, RB or AD.' })
  code?: string;
  @Field({ nullable: true })
  tableId?: string;
}
