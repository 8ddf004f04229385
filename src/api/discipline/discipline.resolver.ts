import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import type { ApiContext } from '../auth/request-auth';
import { requireActor } from '../auth/policy';
import { CommandResult } from '../common/command-result.types';
import { CommandRunner } from '../common/command-runner';
import { checkAll } from '../common/field-check';
import { commandIdArg, idArg, optionalIdArg } from '../common/resolver-args';
import { isoDate } from '../common/input-checks';
import { LEDGER, type Ledger } from '../../app/ledger.port';
import type { DisciplineReads } from '../../app/reads/discipline.reads';
import {
  AppealOutcomeEnum,
  ClauseCount,
  CollusionOutcomeEnum,
  ModifiedSanctionInput,
  PenaltyConnection,
  PenaltyFilterInput,
  Protest,
  ProtestCaseFile,
  ProtestOutcomeEnum,
  RulingFactsInput,
  SanctionKindEnum,
  SeasonBan,
} from './discipline.types';

/** The date the federation reads "open and overdue" against: today (UTC) unless given. */
function dayOf(today: string | null | undefined): string {
  if (today == null) return new Date().toISOString().slice(0, 10);
  checkAll([['today', today, isoDate]]);
  return today;
}

/**
 * Discipline, disputes and protests (issue 6). Queries read the discipline read model only;
 * mutations are commands, authorised by the roles their slice lists and refused by the decider
 * with the clause when the official may not impose the sanction (FSPR 7.2.1-7.2.3).
 */
@Resolver()
export class DisciplineResolver {
  constructor(
    private readonly commands: CommandRunner,
    @Inject(LEDGER) private readonly ledger: Ledger,
  ) {}

  private reads(ctx: ApiContext): DisciplineReads {
    requireActor(ctx.actor, ctx.authProblem);
    const reads = this.ledger.discipline;
    if (!reads)
      throw new GraphQLError('The discipline read model is not wired into this server.', {
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
    return reads;
  }

  @Query(() => PenaltyConnection, {
    description: 'The penalties register: every violation with its clause, sanction and officials.',
  })
  penalties(
    @Context() ctx: ApiContext,
    @Args('filter', { type: () => PenaltyFilterInput, nullable: true }) filter?: PenaltyFilterInput,
    @Args('first', { type: () => Int, nullable: true }) first?: number,
    @Args('after', { type: () => String, nullable: true }) after?: string,
  ) {
    return this.reads(ctx).penalties(filter ?? {}, { first, after });
  }

  @Query(() => [ClauseCount], {
    description: 'Offences by clause over the same filter (DECISION-13).',
  })
  penaltyCountsByClause(
    @Context() ctx: ApiContext,
    @Args('filter', { type: () => PenaltyFilterInput, nullable: true }) filter?: PenaltyFilterInput,
  ) {
    return this.reads(ctx).countsByClause(filter ?? {});
  }

  @Query(() => [Protest], {
    description: 'Protests not yet decided; overdue ones flagged (FSPR 7.3.4).',
  })
  openProtests(
    @Context() ctx: ApiContext,
    @Args('today', { type: () => String, nullable: true }) today?: string,
    @Args('overdueOnly', { type: () => Boolean, nullable: true }) overdueOnly?: boolean,
  ) {
    return this.reads(ctx).openProtests(dayOf(today), overdueOnly ?? false);
  }

  @Query(() => ProtestCaseFile, {
    nullable: true,
    description: 'A protest followed from the incident to the decision, from the events only.',
  })
  protestCaseFile(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(idArg('protestId')) protestId: string,
    @Args('today', { type: () => String, nullable: true }) today?: string,
  ) {
    return this.reads(ctx).caseFile(tournamentId, protestId, dayOf(today));
  }

  @Query(() => [SeasonBan], { description: 'FSPR 7.2.3: season disqualifications in force.' })
  seasonDisqualifications(
    @Context() ctx: ApiContext,
    @Args('season', { type: () => String, nullable: true }) season?: string,
    @Args(optionalIdArg('playerId')) playerId?: string,
  ) {
    return this.reads(ctx).seasonBans({ season, playerId });
  }

  @Query(() => SeasonBan, {
    nullable: true,
    description: 'FSPR 7.2.3: the ban that stops this member registering on that date, if any.',
  })
  seasonDisqualification(
    @Context() ctx: ApiContext,
    @Args(idArg('memberId')) memberId: string,
    @Args('date') date: string,
  ) {
    checkAll([['date', date, isoDate]]);
    return this.reads(ctx).isDisqualifiedForSeason(memberId, date);
  }

  @Mutation(() => CommandResult, {
    description: 'Records a violation and its circumstances (floor, director).',
  })
  recordViolation(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(idArg('playerId')) playerId: string,
    @Args('clause') clause: string,
    @Args('description') description: string,
    @Args('tableId', { type: () => String, nullable: true }) tableId?: string,
    @Args('handNo', { type: () => Int, nullable: true }) handNo?: number,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'RecordViolation', () => ({
      playerId,
      clause,
      description,
      tableId: tableId ?? null,
      handNo: handNo ?? null,
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      'Imposes a sanction for a recorded violation; the ruleset decides what and by whom.',
  })
  imposeSanction(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(idArg('violationId')) violationId: string,
    @Args('kind', { type: () => SanctionKindEnum }) kind: SanctionKindEnum,
    @Args('rounds', { type: () => Int, nullable: true }) rounds?: number,
    @Args('handsPerPlayer', { type: () => Int, nullable: true }) handsPerPlayer?: number,
    @Args('singleHand', { type: () => Boolean, nullable: true }) singleHand?: boolean,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'ImposeSanction', () => ({
      violationId,
      kind,
      ...(rounds != null ? { rounds } : {}),
      ...(handsPerPlayer != null ? { handsPerPlayer } : {}),
      ...(singleHand != null ? { singleHand } : {}),
    }));
  }

  @Mutation(() => CommandResult, {
    description: 'FSPR 7.2.3: the chief judge enters a violation in the protocol.',
  })
  enterViolationInProtocol(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(idArg('violationId')) violationId: string,
    @Args('protocolRef') protocolRef: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'EnterViolationInProtocol', () => ({
      violationId,
      protocolRef,
    }));
  }

  @Mutation(() => CommandResult, { description: 'A floor or director ruling on a hand situation.' })
  recordRuling(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args('question') question: string,
    @Args('facts', { type: () => RulingFactsInput }) facts: RulingFactsInput,
    @Args('ruleApplied') ruleApplied: string,
    @Args('decision') decision: string,
    @Args('playerIds', { type: () => [ID] }) playerIds: string[],
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'RecordRuling', () => ({
      question,
      facts: {
        tableId: facts.tableId ?? null,
        handNo: facts.handNo ?? null,
        actions: facts.actions ?? [],
        statement: facts.statement,
      },
      ruleApplied,
      decision,
      playerIds,
    }));
  }

  @Mutation(() => CommandResult, {
    description: 'An appeal of a ruling within the room (LNSE III.3).',
  })
  appealRuling(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(idArg('rulingId')) rulingId: string,
    @Args(idArg('appellantId')) appellantId: string,
    @Args('outcome', { type: () => AppealOutcomeEnum }) outcome: AppealOutcomeEnum,
    @Args('decision') decision: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'AppealRuling', () => ({
      rulingId,
      appellantId,
      outcome,
      decision,
    }));
  }

  @Mutation(() => CommandResult, {
    description: 'FSPR 7.3.1: a protest, lodged through the chief judge.',
  })
  fileProtest(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(idArg('filerId')) filerId: string,
    @Args('reason') reason: string,
    @Args('document') document: string,
    @Args(optionalIdArg('sanctionId')) sanctionId?: string,
    @Args(optionalIdArg('rulingId')) rulingId?: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'FileProtest', () => ({
      filerId,
      reason,
      document,
      sanctionId: sanctionId ?? null,
      rulingId: rulingId ?? null,
    }));
  }

  @Mutation(() => CommandResult, {
    description: 'FSPR 7.3.3: forwarded with the competition protocol.',
  })
  forwardProtest(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(idArg('protestId')) protestId: string,
    @Args('protocolRef') protocolRef: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'ForwardProtest', () => ({
      protestId,
      protocolRef,
    }));
  }

  @Mutation(() => CommandResult, {
    description: 'FSPR 7.3.4: the federation records receipt; 30 days start.',
  })
  receiveProtest(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(idArg('protestId')) protestId: string,
    @Args('receivedOn') receivedOn: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'ReceiveProtest', (v) => {
      v.check('receivedOn', receivedOn, isoDate);
      return {
        protestId,
        receivedOn,
      };
    });
  }

  @Mutation(() => CommandResult, { description: 'FSPR 7.3.4: the federation’s final decision.' })
  decideProtest(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(idArg('protestId')) protestId: string,
    @Args('outcome', { type: () => ProtestOutcomeEnum }) outcome: ProtestOutcomeEnum,
    @Args('reasoning') reasoning: string,
    @Args('decidedOn', { type: () => String, nullable: true }) decidedOn?: string,
    @Args('modifiedTo', { type: () => ModifiedSanctionInput, nullable: true })
    modifiedTo?: ModifiedSanctionInput,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'DecideProtest', (v) => {
      if (decidedOn != null) v.check('decidedOn', decidedOn, isoDate);
      return {
        protestId,
        outcome,
        reasoning,
        ...(decidedOn != null ? { decidedOn } : {}),
        ...(modifiedTo
          ? {
              modifiedTo: {
                kind: modifiedTo.kind,
                ...(modifiedTo.rounds != null ? { rounds: modifiedTo.rounds } : {}),
              },
            }
          : {}),
      };
    });
  }

  @Mutation(() => CommandResult, {
    description: 'FSPR 7.3.4: the filer is informed of the decision.',
  })
  notifyProtestDecision(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(idArg('protestId')) protestId: string,
    @Args('channel') channel: string,
    @Args('notifiedOn', { type: () => String, nullable: true }) notifiedOn?: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'NotifyProtestDecision', (v) => {
      if (notifiedOn != null) v.check('notifiedOn', notifiedOn, isoDate);
      return {
        protestId,
        channel,
        ...(notifiedOn != null ? { notifiedOn } : {}),
      };
    });
  }

  @Mutation(() => CommandResult, {
    description: 'FSNP Art. 22: hold the suspects’ cards for review.',
  })
  requestCollusionHold(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args('suspects', { type: () => [ID] }) suspects: string[],
    @Args('tableId') tableId: string,
    @Args('handNo', { type: () => Int }) handNo: number,
    @Args(idArg('requestedBy')) requestedBy: string,
    @Args('reason') reason: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'RequestCollusionHold', () => ({
      suspects,
      tableId,
      handNo,
      requestedBy,
      reason,
    }));
  }

  @Mutation(() => CommandResult, {
    description: 'FSNP Art. 22: the outcome of a collusion review.',
  })
  reviewCollusion(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args(idArg('reviewId')) reviewId: string,
    @Args('outcome', { type: () => CollusionOutcomeEnum }) outcome: CollusionOutcomeEnum,
    @Args('findings') findings: string,
    @Args('colluders', { type: () => [ID], nullable: true }) colluders?: string[],
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'ReviewCollusion', () => ({
      reviewId,
      outcome,
      findings,
      colluders: colluders ?? [],
    }));
  }
}
