import { createHash } from 'node:crypto';
import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
  Int,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import type { ApiContext } from '../auth/request-auth';
import { requireActor } from '../auth/policy';
import { tournamentNotFound } from '../common/api-errors';
import { CommandResult } from '../common/command-result.types';
import { CommandRunner } from '../common/command-runner';
import { commandIdArg, idArg } from '../common/resolver-args';
import { refusalError, tournamentClubRefusal } from '../regulator/read-access';
import { levelSpecOf } from './level-spec';
import { payoutBandsOf } from '../money/money.views';
import { LEDGER, type Ledger } from '../../app/ledger.port';
import type { PriceSplit, PurchaseItem } from '../../events/tournament-events';
import type { EntryTerms } from '../../events/entry-events';
import { startingSetFor } from '../../rules/starting-set';
import {
  CreateTournamentInput,
  EntryTermsInput,
  PricesInput,
  PrizeSharesInput,
  RegisterPlayerInput,
} from './tournament.inputs';
import {
  checkCreateTournament,
  checkRegisterPlayer,
  checkTournamentId,
} from './tournament.validation';
import {
  ChipCount,
  RegistrationConnection,
  Tournament,
  TournamentConnection,
  type TournamentStatus,
} from './tournament.types';
import type { TournamentView } from '../../projections/tournaments/queries';

/**
 * A retried createTournament without an explicit id must land on the same stream, so the id
 * is derived from the commandId rather than drawn at random.
 */
const tournamentIdFor = (commandId: string) =>
  't-' + createHash('sha256').update(`CreateTournament:${commandId}`).digest('hex').slice(0, 24);

/** GraphQL field → the purchase item the events use (LNSE IV.1.3 transaction codes IN, RB, AD). */
const PURCHASE_ITEMS: Record<keyof PricesInput, PurchaseItem> = {
  reEntry: 're-entry',
  rebuy: 'rebuy',
  addOn: 'add-on',
  topUp: 'top-up',
};

function pricesOf(prices: PricesInput): Partial<Record<PurchaseItem, PriceSplit>> {
  const out: Partial<Record<PurchaseItem, PriceSplit>> = {};
  for (const [field, item] of Object.entries(PURCHASE_ITEMS)) {
    const p = prices[field as keyof PricesInput];
    if (p) out[item] = { prizeFund: p.prizeFund, fee: p.fee };
  }
  return out;
}

@Resolver(() => Tournament)
export class TournamentsResolver {
  constructor(
    private readonly commands: CommandRunner,
    @Inject(LEDGER) private readonly ledger: Ledger,
  ) {}

  @Query(() => Tournament, { description: 'One tournament; TOURNAMENT_NOT_FOUND if unknown.' })
  async tournament(@Context() ctx: ApiContext, @Args(idArg('id')) id: string): Promise<Tournament> {
    requireActor(ctx.actor, ctx.authProblem);
    checkTournamentId(id, 'id');
    const t = await this.ledger.tournaments.getTournament(id);
    if (!t) throw tournamentNotFound(id);
    return toTournament(t);
  }

  @Query(() => TournamentConnection, {
    description: 'All tournaments, in the order they were created.',
  })
  async tournaments(
    @Context() ctx: ApiContext,
    @Args('first', { type: () => Int, nullable: true }) first?: number,
    @Args('after', { type: () => String, nullable: true }) after?: string,
  ) {
    requireActor(ctx.actor, ctx.authProblem);
    const c = await this.ledger.tournaments.listTournaments({ first, after });
    return {
      ...c,
      edges: c.edges.map((e) => ({ ...e, node: toTournament(e.node) })),
      nodes: c.nodes.map(toTournament),
    };
  }

  @ResolveField(() => [ChipCount], {
    nullable: true,
    description:
      'The starting set every player receives, per denomination (FSNP Art. 43), as TournamentCreated records it; null for a stack published without a set.',
  })
  startingSet(@Parent() t: Tournament) {
    return startingSetFor(t.tournamentType, t.startingStack);
  }

  @ResolveField(() => RegistrationConnection, { description: 'Players registered, in order.' })
  async registrations(
    @Context() ctx: ApiContext,
    @Parent() t: Tournament,
    @Args('first', { type: () => Int, nullable: true }) first?: number,
    @Args('after', { type: () => String, nullable: true }) after?: string,
  ) {
    // Names and identity documents: a club reads them for its own tournaments only (15.6).
    const refusal = tournamentClubRefusal(ctx, t.id, t.clubId);
    if (refusal) throw refusalError(refusal);
    return this.ledger.tournaments.listRegistrations(t.id, { first, after });
  }

  @Mutation(() => CommandResult, { description: 'Puts a tournament on the calendar (director).' })
  createTournament(
    @Context() ctx: ApiContext,
    @Args('input') input: CreateTournamentInput,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.run(ctx, 'CreateTournament', commandId, (cid) => {
      checkCreateTournament(input);
      return {
        type: 'CreateTournament',
        tournamentId: input.tournamentId ?? tournamentIdFor(cid),
        name: input.name,
        rulesetId: input.rulesetId,
        tournamentType: input.tournamentType,
        ...(input.currency != null ? { currency: input.currency } : {}),
        clubId: input.clubId,
        venue: input.venue,
        scheduledStart: input.scheduledStart,
        ...(input.timeZone != null ? { timeZone: input.timeZone } : {}),
        seatsPerTable: input.seatsPerTable,
        startingStack: input.startingStack,
        levels: input.levels.map(levelSpecOf),
        ...(input.game ? { game: input.game } : {}),
        buyIn: { prizeFund: input.buyIn.prizeFund, fee: input.buyIn.fee },
        registrationCap: input.registrationCap ?? null,
        ...(input.prices ? { prices: pricesOf(input.prices) } : {}),
        ...(input.chipSet ? { chipSet: input.chipSet } : {}),
        ...(input.maxReEntriesPerPlayer != null
          ? { maxReEntriesPerPlayer: input.maxReEntriesPerPlayer }
          : {}),
        ...(input.prizeShares ? { prizeShares: prizeSharesOf(input.prizeShares) } : {}),
        ...(input.payoutBands ? { payoutBands: payoutBandsOf(input.payoutBands) } : {}),
        ...(input.entryTerms ? { entryTerms: entryTermsOf(input.entryTerms) } : {}),
      };
    });
  }

  @Mutation(() => CommandResult, { description: 'Opens registration (LNSE I.29).' })
  openRegistration(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.run(ctx, 'OpenRegistration', commandId, () => {
      checkTournamentId(tournamentId);
      return { type: 'OpenRegistration', tournamentId };
    });
  }

  @Mutation(() => CommandResult, {
    description: 'Registers a player on an identity document (FSNP Art. 29; LNSE I.29-33).',
  })
  registerPlayer(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args('input') input: RegisterPlayerInput,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.run(ctx, 'RegisterPlayer', commandId, () => {
      checkTournamentId(tournamentId);
      checkRegisterPlayer(input);
      return {
        type: 'RegisterPlayer',
        tournamentId,
        playerId: input.playerId,
        fullName: input.fullName,
        clubId: input.clubId,
        idDocument: { type: input.idDocument.type, number: input.idDocument.number },
        dateOfBirth: input.dateOfBirth ?? null,
        ...(input.lateStackReduction != null
          ? { lateStackReduction: input.lateStackReduction }
          : {}),
        ...(input.amountPaid != null ? { amountPaid: input.amountPaid } : {}),
        ...(input.staffDeclaration
          ? {
              staffDeclaration: {
                employer: input.staffDeclaration.employer,
                relation: input.staffDeclaration.firstDegreeRelative
                  ? ('first-degree-relative' as const)
                  : ('self' as const),
              },
            }
          : {}),
      };
    });
  }

  @Mutation(() => CommandResult, { description: 'Closes registration (LNSE I.29).' })
  closeRegistration(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.run(ctx, 'CloseRegistration', commandId, () => {
      checkTournamentId(tournamentId);
      return { type: 'CloseRegistration', tournamentId };
    });
  }

  @Mutation(() => CommandResult, {
    description: 'Cancels the tournament, with the reason (LNSE I.6).',
  })
  cancelTournament(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args('reason') reason: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.run(ctx, 'CancelTournament', commandId, () => {
      checkTournamentId(tournamentId);
      return { type: 'CancelTournament', tournamentId, reason };
    });
  }
}

/** Only the terms the caller published (LNSE 123/13 I.1(4)-(7)). */
function entryTermsOf(t: EntryTermsInput): EntryTerms {
  return Object.fromEntries(Object.entries(t).filter(([, v]) => v != null)) as EntryTerms;
}

/** Only the item codes the caller published (LNSE 123/13 I.1(9)). */
function prizeSharesOf(p: PrizeSharesInput): Partial<Record<'IN' | 'RB' | 'AD', number>> {
  const out: Partial<Record<'IN' | 'RB' | 'AD', number>> = {};
  for (const code of ['IN', 'RB', 'AD'] as const) {
    const bp = p[code];
    if (bp != null) out[code] = bp;
  }
  return out;
}

/** The read model's view as the GraphQL type: its status as the enum, the buy-in's two parts. */
function toTournament(v: TournamentView): Tournament {
  return {
    ...v,
    status: v.status as TournamentStatus,
    buyIn: { prizeFund: v.buyIn.prizeFund, fee: v.buyIn.fee },
  };
}
