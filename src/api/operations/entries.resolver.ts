import { Args, Context, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import type { ApiContext } from '../auth/request-auth';
import { CommandResult } from '../common/command-result.types';
import { CommandRunner } from '../common/command-runner';
import { commandIdArg, idArg, tournamentIdArg } from '../common/resolver-args';
import { IdentityDocumentInput } from '../tournaments/tournament.inputs';
import { SafeIntScalar } from '../common/safe-int.scalar';

/**
 * Entry commands of issue 20 (LNSE 123/13 I.27, I.35-36, I.51, I.55, IV.1.4(a)): who may send
 * each is the slice's role list (registration/entry-rules.ts); the decider refuses with the article.
 */
@Resolver()
export class EntriesResolver {
  constructor(private readonly commands: CommandRunner) {}

  @Mutation(() => CommandResult, {
    description:
      'An announced rebuy or add-on was not paid: recorded, and the player is disqualified where the announcement binds (LNSE 123/13 I.51, IV.4(b)).',
  })
  recordUnpaidPurchase(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(idArg('playerId')) playerId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'RecordUnpaidPurchase', (v) => {
      v.id('playerId', playerId);
      return { playerId };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'A rebuy and the add-on together at the add-on break, within the rebuy condition and limit (LNSE 123/13 I.55).',
  })
  takeRebuyAndAddOn(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(idArg('playerId')) playerId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'TakeRebuyAndAddOn', (v) => {
      v.id('playerId', playerId);
      return { playerId };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'Refunds one registration on notice before registration closes (LNSE 123/13 IV.1.4(a)).',
  })
  refundRegistration(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(idArg('playerId')) playerId: string,
    @Args('reason') reason: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'RefundRegistration', (v) => {
      v.id('playerId', playerId);
      if (!reason.trim()) v.refuse('reason', 'state why the registration is refunded.');
      return { playerId, reason };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'Loads the exclusion / self-exclusion register (LNSE Res. 06/2007) the entries are checked against; only one-way keys are stored (LNSE 123/13 I.27(b)).',
  })
  loadExclusionRegister(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('source') source: string,
    @Args('documents', { type: () => [IdentityDocumentInput] }) documents: IdentityDocumentInput[],
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'LoadExclusionRegister', (v) => {
      if (!source.trim()) v.refuse('source', 'name the register and its date.');
      documents.forEach((d, i) => {
        if (!d.type.trim()) v.refuse(`documents[${i}].type`, 'give the document type.');
        if (!d.number.trim()) v.refuse(`documents[${i}].number`, 'give the document number.');
      });
      return {
        source,
        documents: documents.map((d) => ({ type: d.type, number: d.number })),
      };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'Accredits a registered player on the identity document he registered with, in the scheduled period (LNSE 123/13 I.35-36, IV.2(a)).',
  })
  accreditPlayer(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(idArg('playerId')) playerId: string,
    @Args('idDocument', { type: () => IdentityDocumentInput }) idDocument: IdentityDocumentInput,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'AccreditPlayer', (v) => {
      v.id('playerId', playerId);
      return { playerId, idDocument: { type: idDocument.type, number: idDocument.number } };
    });
  }
  @Mutation(() => CommandResult, {
    description:
      'At the end of the rebuy (item "rebuy") or add-on ("add-on") period the unused coupons of the control cards are withdrawn before the LNSE officer named, per card and table (LNSE 123/13 IV.4(d), IV.5(c)).',
  })
  voidUnusedCoupons(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('item') item: string,
    @Args('regulatorWitness') regulatorWitness: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'VoidUnusedCoupons', (v) => {
      if (item !== 'rebuy' && item !== 'add-on') v.refuse('item', 'either "rebuy" or "add-on".');
      if (!regulatorWitness.trim()) v.refuse('regulatorWitness', 'name the LNSE officer present.');
      return { item: item as 'rebuy' | 'add-on', regulatorWitness };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      "A cashier's end-of-shift cash-up: the purchase lines booked since the last one against the cash counted, minor units (LNSE 123/13 IV.1.4(b)).",
  })
  reconcileCashierShift(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(idArg('cashierId')) cashierId: string,
    @Args('shift') shift: string,
    @Args('cashCounted', { type: () => SafeIntScalar }) cashCounted: number,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'ReconcileCashierShift', (v) => {
      v.id('cashierId', cashierId);
      if (!shift.trim()) v.refuse('shift', 'name the shift cashed up.');
      if (!Number.isSafeInteger(cashCounted) || cashCounted < 0)
        v.refuse('cashCounted', 'a whole number of minor units, zero or more.');
      return { cashierId, shift, cashCounted };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      "After the entry period a table's Buy In coupons are collected before the LNSE officer named (LNSE 123/13 IV.3, I.89).",
  })
  collectBuyInCoupons(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(idArg('tableId')) tableId: string,
    @Args('regulatorWitness') regulatorWitness: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'CollectBuyInCoupons', (v) => {
      v.id('tableId', tableId);
      if (!regulatorWitness.trim()) v.refuse('regulatorWitness', 'name the LNSE officer present.');
      return { tableId, regulatorWitness };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'An error, discrepancy or violation reported by a player (playerId) or the dealer, recorded for the Direction; marked late once a later deal has started (LNSE 123/13 I.86-87, III.4).',
  })
  reportDiscrepancy(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('description') description: string,
    @Args('playerId', { type: () => ID, nullable: true }) playerId?: string | null,
    @Args('tableId', { type: () => ID, nullable: true }) tableId?: string | null,
    @Args('handNo', { type: () => Int, nullable: true }) handNo?: number | null,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'ReportDiscrepancy', (v) => {
      if (!description.trim()) v.refuse('description', 'say what was reported.');
      if (playerId != null) v.id('playerId', playerId);
      if (tableId != null) v.id('tableId', tableId);
      return {
        reportedBy: playerId
          ? { role: 'player' as const, playerId }
          : { role: 'dealer' as const, playerId: null },
        tableId: tableId ?? null,
        handNo: handNo ?? null,
        description,
      };
    });
  }

  @Mutation(() => CommandResult, {
    description: 'A player is absent at the start; his hand is dealt dead (LNSE 123/13 I.37-38).',
  })
  markPlayerAbsent(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(idArg('playerId')) playerId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.absent(ctx, tournamentId, playerId, commandId, 'MarkPlayerAbsent');
  }

  @Mutation(() => CommandResult, {
    description:
      "On the absent player's request his stack is held until he arrives (LNSE 123/13 I.40).",
  })
  grantStackHold(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(idArg('playerId')) playerId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.absent(ctx, tournamentId, playerId, commandId, 'GrantStackHold');
  }

  @Mutation(() => CommandResult, {
    description: 'The Director revokes a hold when the delay is excessive (LNSE 123/13 I.40).',
  })
  revokeStackHold(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(idArg('playerId')) playerId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.absent(ctx, tournamentId, playerId, commandId, 'RevokeStackHold');
  }

  @Mutation(() => CommandResult, {
    description: 'An absent player has arrived and takes his seat (LNSE 123/13 I.37-40).',
  })
  recordPlayerArrival(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(idArg('playerId')) playerId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.absent(ctx, tournamentId, playerId, commandId, 'RecordPlayerArrival');
  }

  @Mutation(() => CommandResult, {
    description:
      'The Director places starting stacks at free seats for possible late registrants; unsold ones leave at the close (LNSE 123/13 II.5, I.44).',
  })
  placeReserveStacks(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('count', { type: () => Int }) count: number,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'PlaceReserveStacks', (v) => {
      if (count < 1) v.refuse('count', 'place at least one stack.');
      return { count };
    });
  }

  private absent(
    ctx: ApiContext,
    tournamentId: string,
    playerId: string,
    commandId: string | undefined,
    type: 'MarkPlayerAbsent' | 'GrantStackHold' | 'RevokeStackHold' | 'RecordPlayerArrival',
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, type, (v) => {
      v.id('playerId', playerId);
      return { playerId };
    });
  }
}
