import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { PageInfo } from '../common/pagination';
import { SafeIntScalar } from '../common/safe-int.scalar';

/** Money is integer minor units of the tournament's currency throughout (DECISION-2). */

@ObjectType({ description: 'Taken in per transaction code (LNSE 123/13 IV.1.3, IV.6(a)).' })
export class PrizePoolItem {
  @Field({ description: 'IN buy-in and re-entry, RB rebuy and top-up, AD add-on.' })
  code!: string;
  @Field(() => Int)
  count!: number;
  @Field(() => SafeIntScalar, { description: 'What the players paid: prize fund + fee.' })
  gross!: number;
  @Field(() => SafeIntScalar)
  prizeFund!: number;
  @Field(() => SafeIntScalar, { description: "Organization fee (rake): the operator's share." })
  fee!: number;
  @Field(() => SafeIntScalar, {
    nullable: true,
    description:
      "The item's prize part as determined on its aggregate gross, ceil(share x gross) (LNSE 123/13 I.62); null where the pool recorded no determination.",
  })
  prize!: number | null;
  @Field(() => SafeIntScalar, {
    nullable: true,
    description: "gross - prize: the operator's benefit on the item (LNSE 123/13 I.63, IV.6(b)).",
  })
  benefit!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'The published prize share the item was determined at, basis points (I.1(9)).',
  })
  prizeShareBp!: number | null;
}

@ObjectType({
  description:
    'The prize pool as fixed after the purchase periods (LNSE 123/13 I.64; FSNP Art. 30).',
})
export class PrizePool {
  @Field(() => ID)
  tournamentId!: string;
  @Field()
  currency!: string;
  @Field(() => SafeIntScalar, { description: 'The pool the payout table is applied to.' })
  amount!: number;
  @Field(() => [PrizePoolItem])
  byCode!: PrizePoolItem[];
  @Field(() => SafeIntScalar, { description: 'Prize-fund parts refunded before fixing.' })
  refunded!: number;
  @Field(() => SafeIntScalar, { description: 'FSNP Art. 141: set aside for knockout bounties.' })
  bountyFund!: number;
  @Field(() => SafeIntScalar, { nullable: true })
  bountyValue!: number | null;
  @Field()
  fixedAt!: string;
}

@ObjectType({
  description:
    'A band of the published scale of paid places (LNSE 123/13 I.1(10), I.65); index: its position, 0 first.',
})
export class PayoutBand {
  @Field(() => Int, { nullable: true, description: 'Position in the scale (0 first).' })
  index!: number | null;
  @Field(() => Int)
  minRegistrants!: number;
  @Field(() => Int, { nullable: true, description: 'Null: open-ended.' })
  maxRegistrants!: number | null;
  @Field(() => [Int])
  basisPoints!: number[];
}

@ObjectType({
  description: 'Paid places and percentages, fixed at the close of registration (LNSE I.65).',
})
export class PayoutTable {
  @Field(() => Int)
  fieldSize!: number;
  @Field(() => Int)
  uniquePlayers!: number;
  @Field(() => Int)
  places!: number;
  @Field(() => [Int], { description: 'Basis points per place, 1st first; they sum to 10,000.' })
  basisPoints!: number[];
  @Field({ description: 'fsnp-art-131, published (DECISION-11), fifty-fifty…, qualifier-tickets.' })
  source!: string;
  @Field(() => SafeIntScalar, { nullable: true, description: 'FSNP Art. 142: one ticket.' })
  ticketValue!: number | null;
  @Field()
  fixedAt!: string;
  @Field(() => PayoutBand, {
    nullable: true,
    description:
      'LNSE 123/13 I.65: the band of the published scale the registrants fell in when registration closed; null without a scale.',
  })
  band!: PayoutBand | null;
  @Field(() => [SafeIntScalar], {
    nullable: true,
    description:
      "Each place's prize from the fixed pool by the ruleset's rounding (sum = pool); null until the pool is fixed after the rebuys and add-ons (LNSE 123/13 I.64).",
  })
  amounts!: number[] | null;
}

@ObjectType({
  description: 'A classification receipt and its payment (LNSE 123/13 I.66-67, IV.9.1).',
})
export class PayoutReceipt {
  @Field(() => Int)
  receiptNo!: number;
  @Field(() => ID)
  playerId!: string;
  @Field(() => Int, { nullable: true })
  place!: number | null;
  @Field({
    description:
      'place, remainder, fifty-fifty, deal (a recorded deal), bounty on …, redistribution from …',
  })
  kind!: string;
  @Field(() => [Int], { nullable: true, description: 'Places pooled and split (DECISION-4).' })
  sharedPlaces!: number[] | null;
  @Field(() => SafeIntScalar, {
    nullable: true,
    description: 'The prizes of the shared places added up (LNSE IV.9.1(d)); null when not shared.',
  })
  sharedTotal!: number | null;
  @Field(() => Int, { nullable: true, description: 'Share of the pool, basis points.' })
  pctBp!: number | null;
  @Field(() => SafeIntScalar)
  amount!: number;
  @Field()
  awardedAt!: string;
  @Field(() => ID)
  eventId!: string;
  @Field(() => String, { nullable: true, description: 'Null while the receipt is unpaid.' })
  paidAt!: string | null;
  @Field(() => SafeIntScalar)
  withheld!: number;
  @Field(() => SafeIntScalar, { nullable: true })
  net!: number | null;
  @Field(() => ReceiptSignature, {
    nullable: true,
    description: 'Null while the winner has not signed (LNSE IV.9.1(e)).',
  })
  signature!: ReceiptSignature | null;
}

@ObjectType({
  description:
    "LNSE 123/13 IV.9.1(b), (e): the winner's signature on the receipt, before a Supervisor, with his full name and identity document.",
})
export class ReceiptSignature {
  @Field(() => ID)
  supervisorId!: string;
  @Field()
  fullName!: string;
  @Field()
  idDocumentType!: string;
  @Field()
  idDocumentNumber!: string;
  @Field()
  signedAt!: string;
}

@ObjectType({ description: 'FSNP Art. 142: a qualification ticket instead of cash.' })
export class QualifierTicket {
  @Field(() => ID)
  playerId!: string;
  @Field(() => Int)
  place!: number;
  @Field(() => SafeIntScalar)
  ticketValue!: number;
  @Field()
  currency!: string;
  @Field(() => ID)
  eventId!: string;
}

@ObjectType({ description: 'Who was awarded and paid what, from the fixed pool and table.' })
export class Payouts {
  @Field(() => ID)
  tournamentId!: string;
  @Field(() => SafeIntScalar, {
    nullable: true,
    description: 'The global position asked for (time travel), null for now.',
  })
  asOfPosition!: number | null;
  @Field(() => PrizePool, { nullable: true, description: 'Null until the pool is fixed.' })
  pool!: PrizePool | null;
  @Field(() => PayoutTable, { nullable: true, description: 'Null until the table is fixed.' })
  table!: PayoutTable | null;
  @Field(() => [PayoutBand], {
    description:
      "The operator's published scale by registrant bands (LNSE 123/13 I.1(10), I.65); empty when none was published.",
  })
  bands!: PayoutBand[];
  @Field(() => [PayoutReceipt])
  receipts!: PayoutReceipt[];
  @Field(() => [QualifierTicket])
  tickets!: QualifierTicket[];
  @Field(() => SafeIntScalar)
  totalAwarded!: number;
  @Field(() => SafeIntScalar, { description: 'Gross of the paid receipts.' })
  totalPaid!: number;
}

@ObjectType({ description: 'One debit or credit line, traceable to the event that caused it.' })
export class LedgerLine {
  @Field(() => Int)
  entryNo!: number;
  @Field(() => Int)
  lineNo!: number;
  @Field(() => ID)
  eventId!: string;
  @Field()
  eventType!: string;
  @Field(() => SafeIntScalar)
  globalPosition!: number;
  @Field()
  occurredAt!: string;
  @Field(() => String, {
    nullable: true,
    description: 'IN / RB / AD for purchases (LNSE IV.6(a)).',
  })
  code!: string | null;
  @Field(() => ID, { nullable: true })
  playerId!: string | null;
  @Field(() => Int, {
    nullable: true,
    description: "The player's registration number (LNSE IV.1.3).",
  })
  registrationNumber!: number | null;
  @Field(() => String, { nullable: true })
  tableId!: string | null;
  @Field(() => Int)
  playDay!: number;
  @Field({ description: 'cash, prize-fund, fee-revenue, bounty-fund, prizes-payable, …' })
  account!: string;
  @Field(() => SafeIntScalar)
  debit!: number;
  @Field(() => SafeIntScalar)
  credit!: number;
}

@ObjectType()
export class LedgerLineEdge {
  @Field()
  cursor!: string;
  @Field(() => LedgerLine)
  node!: LedgerLine;
}

@ObjectType({ description: 'A page of ledger lines, in entry order.' })
export class LedgerLinePage {
  @Field(() => [LedgerLineEdge])
  edges!: LedgerLineEdge[];
  @Field(() => [LedgerLine])
  nodes!: LedgerLine[];
  @Field(() => PageInfo)
  pageInfo!: PageInfo;
}

@ObjectType({ description: 'Debit +, credit −.' })
export class AccountBalance {
  @Field()
  account!: string;
  @Field(() => SafeIntScalar)
  balance!: number;
}

@ObjectType({ description: 'The double-entry ledger of a tournament (issue 7), in minor units.' })
export class TournamentLedger {
  @Field(() => ID)
  tournamentId!: string;
  @Field(() => SafeIntScalar, {
    nullable: true,
    description: 'The global position asked for (time travel), null for now.',
  })
  asOfPosition!: number | null;
  @Field(() => [AccountBalance])
  balances!: AccountBalance[];
  @Field(() => SafeIntScalar, { description: 'Sum of the balances: always 0.' })
  imbalance!: number;
  @Field(() => LedgerLinePage)
  lines!: LedgerLinePage;
}

@ObjectType({
  description: "The operator's share per table, playing day and code (LNSE IV.6(c), IV.11.5).",
})
export class TableShare {
  @Field(() => String, { nullable: true, description: 'Null: collected before any seat draw.' })
  tableId!: string | null;
  @Field(() => Int)
  playDay!: number;
  @Field()
  code!: string;
  @Field(() => SafeIntScalar)
  gross!: number;
  @Field(() => SafeIntScalar)
  prizeFund!: number;
  @Field(() => SafeIntScalar)
  fee!: number;
  @Field(() => Int, { description: 'Purchases net of refunds.' })
  count!: number;
  @Field(() => SafeIntScalar, {
    nullable: true,
    description:
      "The item's operator share determined when the pool was fixed (LNSE I.62, IV.6(c)), apportioned to tables and days by their booked fees; null before (I.64).",
  })
  operatorShare!: number | null;
  @Field(() => SafeIntScalar, {
    nullable: true,
    description:
      'gross - operatorShare: the prize part of these purchases; null before the pool is fixed.',
  })
  prizePart!: number | null;
}
