import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { ConsentAct } from '../../aggregates/tournament/procedures/procedures';
import type { ApiContext } from '../auth/request-auth';
import { CommandResult } from '../common/command-result.types';
import { CommandRunner } from '../common/command-runner';
import { isoDateTime, notBlank } from '../common/input-checks';
import { commandIdArg, idArg, tournamentIdArg } from '../common/resolver-args';
import {
  CharacteristicsInput,
  ConsentScopeKind,
  TerminationSettlementLineInput,
} from './procedures.inputs';

/**
 * The regulator's procedures (issue 20; LNSE 123/13 I.1, I.6, IV.11): recorded steps the later
 * commands depend on. The office records them (the regulator's role writes nothing): the
 * characteristics before the sale, the consent received from LNSE, the Sit & Go's
 * authorisation or the inspector's notice and Acta, the vouchers collected with LNSE.
 */
@Resolver()
export class ProceduresResolver {
  constructor(private readonly commands: CommandRunner) {}

  @Mutation(() => CommandResult, {
    description:
      'Publishes the characteristics before the advance sale opens: sale window, calendar, accreditation, paid places, and for a Sit & Go its band and prize table (LNSE 123/13 I.1, IV.1.1(a), IV.11(b)).',
  })
  publishCharacteristics(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('input') input: CharacteristicsInput,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'PublishCharacteristics', (v) => {
      v.check('input.saleOpensAt', input.saleOpensAt, isoDateTime);
      v.check('input.saleClosesAt', input.saleClosesAt, isoDateTime);
      v.check('input.accreditation', input.accreditation, notBlank);
      v.check('input.paidPlacesRule', input.paidPlacesRule, notBlank);
      input.playingDays.forEach((d, i) => v.check(`input.playingDays[${i}]`, d, isoDateTime));
      const s = input.sitAndGo;
      if (s?.parentTournamentId) v.id('input.sitAndGo.parentTournamentId', s.parentTournamentId);
      return {
        saleOpensAt: input.saleOpensAt,
        saleClosesAt: input.saleClosesAt,
        accreditation: input.accreditation,
        playingDays: input.playingDays,
        paidPlacesRule: input.paidPlacesRule,
        sitAndGo: s
          ? {
              context: s.context,
              parentTournamentId: s.parentTournamentId ?? null,
              buyInBand: { min: s.buyInBand.min, max: s.buyInBand.max },
              prizeTable: {
                twoPlaces: s.prizeTable.twoPlaces,
                threePlaces: s.prizeTable.threePlaces,
              },
            }
          : null,
      };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      "Records the regulator's consent (anuencia) received for a cancellation, suspension, early end or force-majeure structure change; the next such command uses it once (LNSE 123/13 I.6).",
  })
  recordRegulatorConsent(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('scope', { type: () => ConsentScopeKind }) scope: ConsentAct,
    @Args('officer') officer: string,
    @Args('reference') reference: string,
    @Args('reason') reason: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'RecordRegulatorConsent', (v) => {
      v.check('officer', officer, notBlank);
      v.check('reference', reference, notBlank);
      v.check('reason', reason, notBlank);
      return { scope, officer, reference, reason };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      "Records LNSE's authorisation of a Sit & Go run within a multi-table event (LNSE 123/13 IV.11(a)).",
  })
  recordSitAndGoAuthorization(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('reference') reference: string,
    @Args('officer') officer: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(
      ctx,
      tournamentId,
      commandId,
      'RecordSitAndGoAuthorization',
      (v) => {
        v.check('reference', reference, notBlank);
        v.check('officer', officer, notBlank);
        return { reference, officer };
      },
    );
  }

  @Mutation(() => CommandResult, {
    description:
      'Records the notice of an independent Sit & Go to the LNSE inspector at the casino (LNSE 123/13 IV.11(a)).',
  })
  notifyInspector(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(idArg('inspectorId')) inspectorId: string,
    @Args('inspectorName') inspectorName: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'NotifyInspector', (v) => {
      v.id('inspectorId', inspectorId);
      v.check('inspectorName', inspectorName, notBlank);
      return { inspectorId, inspectorName };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      "Records the inspector's official record (Acta) of an independent Sit & Go's particulars (LNSE 123/13 IV.11(a)).",
  })
  recordInspectionActa(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('actaNo') actaNo: string,
    @Args('particulars') particulars: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'RecordInspectionActa', (v) => {
      v.check('actaNo', actaNo, notBlank);
      v.check('particulars', particulars, notBlank);
      return { actaNo, particulars };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'Records the Sit & Go vouchers collected at a table with the LNSE officer once the round has started, marked with table and tournament number (LNSE 123/13 IV.11.2).',
  })
  collectSitAndGoVouchers(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(idArg('tableId')) tableId: string,
    @Args('tournamentNo') tournamentNo: string,
    @Args('voucherNos', { type: () => [String] }) voucherNos: string[],
    @Args(idArg('lnseOfficerId')) lnseOfficerId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'CollectSitAndGoVouchers', (v) => {
      v.id('tableId', tableId);
      v.id('lnseOfficerId', lnseOfficerId);
      v.check('tournamentNo', tournamentNo, notBlank);
      voucherNos.forEach((n, i) => v.check(`voucherNos[${i}]`, n, notBlank));
      return { tableId, tournamentNo, voucherNos, lnseOfficerId };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      "Ends the tournament early for force majeure; uses the regulator's consent on record where the ruleset needs one (LNSE 123/13 I.6). No play is recorded afterwards.",
  })
  terminateTournament(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('reason') reason: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'TerminateTournament', (v) => {
      v.check('reason', reason, notBlank);
      return { reason };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'Records the settlement the regulator consented to after an early end: refunds and prizes per player as given, within the money held for the players; nothing is computed (LNSE 123/13 I.6).',
  })
  recordTerminationSettlement(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('lines', { type: () => [TerminationSettlementLineInput] })
    lines: TerminationSettlementLineInput[],
    @Args('consentRef') consentRef: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(
      ctx,
      tournamentId,
      commandId,
      'RecordTerminationSettlement',
      (v) => {
        lines.forEach((l, i) => v.id(`lines[${i}].playerId`, l.playerId));
        return {
          lines: lines.map((l) => ({ playerId: l.playerId, amount: l.amount, kind: l.kind })),
          consentRef,
        };
      },
    );
  }
}
