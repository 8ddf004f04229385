import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ACCOUNTS, determinedTableShares } from '../../projections/ledger/ledger';
import type { ApiContext } from '../auth/request-auth';
import { badInput } from '../common/api-errors';
import { CommandResult } from '../common/command-result.types';
import { CommandRunner } from '../common/command-runner';
import { commandIdArg, idArg } from '../common/resolver-args';
import { SafeIntScalar } from '../common/safe-int.scalar';
import { IdentityDocumentInput, PayoutBandInput } from '../tournaments/tournament.inputs';
import { READ_ACCESS } from '../regulator/read-access';
import { ReadGate } from '../regulator/read-gate';
import type { RegulatorApi } from '../../app/reads/regulator.reads';
import {
  DealAmountInput,
  LedgerLineFilterInput,
  PrizeStandingInput,
  WithholdingInput,
} from './money.inputs';
import { PayoutTable, Payouts, PrizePool, TableShare, TournamentLedger } from './money.types';
import {
  balancesView,
  linesPage,
  pastLines,
  payoutBandsOf,
  payoutsView,
  payoutTableView,
  prizePoolView,
} from './money.views';

const asOfArg = {
  name: 'asOfPosition',
  type: () => SafeIntScalar,
  nullable: true,
  description: 'Time travel: the answer as it stood at this global event position.',
} as const;

/** A position in the store, up to its head: a later one would silently answer "now". */
async function checkedAsOf(reads: RegulatorApi, asOf: number | null | undefined) {
  if (asOf == null) return null;
  const head = await reads.headPosition();
  if (!Number.isSafeInteger(asOf) || asOf < 0 || asOf > head)
    throw badInput('asOfPosition', `a global event position from 0 to ${head} (the store's head).`);
  return asOf;
}

/**
 * Prize pool, payouts and ledgers (issue 7). Mutations are the prizes slice's commands, with
 * the roles it lists; queries read the payouts and ledger read models (or, with asOfPosition,
 * fold the stream up to that position) behind the read policy of regulator/read-access.ts.
 */
@Resolver()
export class MoneyResolver {
  constructor(
    private readonly commands: CommandRunner,
    private readonly gate: ReadGate,
  ) {}

  @Mutation(() => CommandResult, {
    description:
      'Fixes the prize pool once no purchase can happen any more (LNSE I.64; 70/30 split per item, I.62, IV.6). Director.',
  })
  fixPrizePool(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args('bountyValue', { type: () => SafeIntScalar, nullable: true }) bountyValue?: number,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'FixPrizePool', () => ({
      ...(bountyValue != null ? { bountyValue } : {}),
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      'Fixes paid places and percentages at the close of registration (LNSE I.65; FSNP Art. 131; DECISION-10, 11, 12). Director.',
  })
  fixPayoutTable(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args('published', {
      type: () => [Int],
      nullable: true,
      description: 'Basis points per place.',
    })
    published?: number[],
    @Args('ticketValue', { type: () => SafeIntScalar, nullable: true }) ticketValue?: number,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'FixPayoutTable', () => ({
      ...(published ? { published } : {}),
      ...(ticketValue != null ? { ticketValue } : {}),
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      'Publishes the scale of paid places by registrant bands before the sale opens; the band is selected when registration closes (LNSE 123/13 I.1(10), I.65). Director.',
  })
  publishPayoutBands(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args('bands', { type: () => [PayoutBandInput] }) bands: PayoutBandInput[],
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'PublishPayoutBands', () => ({
      bands: payoutBandsOf(bands),
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      'Awards the prizes from the final standings (recorded ones unless given), exact to the minor unit (DECISION-3, 4; LNSE II.41). Director.',
  })
  awardPrizes(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args('standings', { type: () => [PrizeStandingInput], nullable: true })
    standings?: PrizeStandingInput[],
    @Args('chips', {
      type: () => [SafeIntScalar],
      nullable: true,
      description: '50-50 Turbo: chips of the last 5 in standings order (DECISION-10).',
    })
    chips?: number[],
    @Args('ruling', { type: () => String, nullable: true }) ruling?: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'AwardPrizes', () => ({
      ...(standings
        ? {
            standings: standings.map((l) => ({
              playerId: l.playerId,
              place: l.place,
              sharedBy: l.sharedBy ?? 1,
              ...(l.disqualified ? { disqualified: true } : {}),
            })),
          }
        : {}),
      ...(chips ? { chips } : {}),
      ...(ruling != null ? { ruling } : {}),
    }));
  }

  @Mutation(() => CommandResult, {
    description: 'FSNP Art. 141: pays the bounty on an eliminated player. Director, floor.',
  })
  awardBounty(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(idArg('eliminatedPlayerId')) eliminatedPlayerId: string,
    @Args('winnerIds', { type: () => [ID], nullable: true }) winnerIds?: string[],
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'AwardBounty', () => ({
      eliminatedPlayerId,
      ...(winnerIds ? { winnerIds } : {}),
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      'Pays a classification receipt to the placed player on his identity document, with any withholding (LNSE I.66-67, IV.9.1). Director, floor.',
  })
  payPrize(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args('receiptNo', { type: () => Int }) receiptNo: number,
    @Args(idArg('playerId')) playerId: string,
    @Args('idDocument', { type: () => IdentityDocumentInput }) idDocument: IdentityDocumentInput,
    @Args('withholding', { type: () => WithholdingInput, nullable: true })
    withholding?: WithholdingInput,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'PayPrize', () => ({
      receiptNo,
      playerId,
      idDocument: { type: idDocument.type, number: idDocument.number },
      ...(withholding
        ? { withholding: { amount: withholding.amount, basis: withholding.basis } }
        : {}),
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      "Records the winner's signature on a prize receipt before the Supervisor named; where the ruleset requires it, payment waits for it (LNSE 123/13 IV.9.1(b), (e)). Director, floor.",
  })
  signPrizeReceipt(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args('receiptNo', { type: () => Int }) receiptNo: number,
    @Args(idArg('playerId')) playerId: string,
    @Args(idArg('supervisorId')) supervisorId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'SignPrizeReceipt', () => ({
      receiptNo,
      playerId,
      supervisorId,
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      'Records that the order in which these players, out at different tables, left cannot be established: they share the places at stake and their prizes are pooled and split (LNSE 123/13 I.71, IV.9.1(c)-(d); FSNP Art. 127; DECISION-4). Director, floor.',
  })
  recordEliminationOrderUndeterminable(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args('playerIds', { type: () => [ID] }) playerIds: string[],
    @Args('reason', { type: () => String, nullable: true }) reason?: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(
      ctx,
      tournamentId,
      commandId,
      'RecordEliminationOrderUndeterminable',
      (v) => {
        playerIds.forEach((p, i) => v.id(`playerIds[${i}]`, p));
        if (reason != null && reason.length > 500) v.refuse('reason', 'at most 500 characters.');
        return { playerIds, ...(reason != null ? { reason } : {}) };
      },
    );
  }

  @Mutation(() => CommandResult, {
    description: 'Refunds every purchase of a cancelled tournament (LNSE I.6). Director.',
  })
  issueRefunds(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args('reason') reason: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'IssueRefunds', () => ({ reason }));
  }

  @Mutation(() => CommandResult, {
    description:
      'Records a deal among the players still in play, where the ruleset allows deals (prizePool.dealsAllowed); refused with its article where not (FSNP Art. 132; LNSE 123/13 I.74). Director.',
  })
  recordDeal(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args('amounts', { type: () => [DealAmountInput] }) amounts: DealAmountInput[],
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'RecordDeal', () => ({
      amounts: amounts.map((a) => ({ playerId: a.playerId, amount: a.amount })),
    }));
  }

  @Query(() => PrizePool, {
    nullable: true,
    description: 'The fixed prize pool; null until fixed (money so far: prizeFund). Every role.',
  })
  async prizePool(@Context() ctx: ApiContext, @Args(idArg('tournamentId')) tournamentId: string) {
    const reads = await this.gate.open(ctx, 'prizes', tournamentId);
    const pool = (await reads.payouts(tournamentId))?.pool;
    return pool ? prizePoolView(tournamentId, pool) : null;
  }

  @Query(() => PayoutTable, { nullable: true, description: 'The fixed payout table. Every role.' })
  async payoutTable(@Context() ctx: ApiContext, @Args(idArg('tournamentId')) tournamentId: string) {
    const reads = await this.gate.open(ctx, 'prizes', tournamentId);
    const view = await reads.payouts(tournamentId);
    return view?.table ? payoutTableView(view.table, view.pool) : null;
  }

  @Query(() => Payouts, {
    description: 'Pool, table, receipts and payments; as of a past position with asOfPosition.',
  })
  async payouts(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(asOfArg) asOfPosition?: number,
  ) {
    const reads = await this.gate.open(ctx, 'prizes', tournamentId);
    const asOf = await checkedAsOf(reads, asOfPosition);
    const view =
      asOf === null
        ? await reads.payouts(tournamentId)
        : await reads.payoutsAsOf(tournamentId, asOf);
    const role = ctx.actor?.role;
    return payoutsView(tournamentId, view, asOf, !!role && READ_ACCESS.ledger.includes(role));
  }

  @Query(() => TournamentLedger, {
    description:
      'The double-entry ledger: balances (zero-sum) and lines by cursor, now or as of a past position. Regulator, director, federation; a club for its own tournaments.',
  })
  async ledger(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(asOfArg) asOfPosition?: number,
    @Args('filter', { type: () => LedgerLineFilterInput, nullable: true })
    filter?: LedgerLineFilterInput,
    @Args('first', { type: () => Int, nullable: true }) first?: number,
    @Args('after', { type: () => String, nullable: true }) after?: string,
  ) {
    const reads = await this.gate.open(ctx, 'ledger', tournamentId);
    const asOf = await checkedAsOf(reads, asOfPosition);
    const f = filter ?? {};
    if (f.account != null && !(ACCOUNTS as readonly string[]).includes(f.account))
      throw badInput('filter.account', `one of ${ACCOUNTS.join(', ')}.`);
    const lf = {
      ...(f.account != null ? { account: f.account as (typeof ACCOUNTS)[number] } : {}),
      ...(f.playerId != null ? { playerId: f.playerId } : {}),
      ...(f.code != null ? { code: f.code } : {}),
      ...(f.tableId != null ? { tableId: f.tableId } : {}),
    };
    if (asOf === null) {
      const balances = await reads.ledgerBalances(tournamentId);
      const source = (afterEntry: number | undefined, limit: number) =>
        reads.ledgerLines(tournamentId, { ...lf, afterEntry, limit });
      return {
        tournamentId,
        asOfPosition: null,
        ...balancesView(balances),
        lines: await linesPage(source, { first, after }),
      };
    }
    const past = await reads.ledgerAsOf(tournamentId, asOf);
    return {
      tournamentId,
      asOfPosition: asOf,
      ...balancesView(past.balances),
      lines: await linesPage(pastLines(past, lf), { first, after }),
    };
  }

  @Query(() => [TableShare], {
    description:
      "Per table, playing day and code: the gross taken in and the operator's share, booked and as determined per item once the pool is fixed (LNSE IV.1.3, IV.6(c), I.62, IV.11.5). Same access as ledger.",
  })
  async tableShare(@Context() ctx: ApiContext, @Args(idArg('tournamentId')) tournamentId: string) {
    const reads = await this.gate.open(ctx, 'ledger', tournamentId);
    const [rows, payouts] = await Promise.all([
      reads.tableBenefits(tournamentId),
      reads.payouts(tournamentId),
    ]);
    return determinedTableShares(rows, payouts?.pool);
  }
}
