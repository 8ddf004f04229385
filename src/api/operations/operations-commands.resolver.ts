import { Args, Context, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import type { ApiContext } from '../auth/request-auth';
import { CommandResult } from '../common/command-result.types';
import { CommandRunner } from '../common/command-runner';
import type { FieldChecks } from '../common/field-check';
import { wholeAtLeast } from '../common/input-checks';
import { commandIdArg, idArg, tournamentIdArg } from '../common/resolver-args';
import { SafeIntScalar } from '../common/safe-int.scalar';
import { levelSpecOf } from '../tournaments/level-spec';
import {
  AnnouncedItem,
  BaggedCountInput,
  ChipOrSeatPassInput,
  ChipRemovalInput,
  MissingChipReceiptInput,
  SeatChipCountInput,
  SeatChipsInput,
  StartTournamentInput,
  StructureLevelInput,
} from './operations.inputs';

const bags = (v: FieldChecks, list: readonly BaggedCountInput[], field: string) =>
  list.map((b, i) => {
    v.id(`${field}[${i}].playerId`, b.playerId);
    const byDenomination: Record<string, number> = {};
    b.chips.forEach((c, k) => {
      v.check(`${field}[${i}].chips[${k}].denomination`, c.denomination, wholeAtLeast(1));
      v.check(`${field}[${i}].chips[${k}].count`, c.count, wholeAtLeast(0));
      byDenomination[String(c.denomination)] =
        (byDenomination[String(c.denomination)] ?? 0) + c.count;
    });
    return { playerId: b.playerId, byDenomination };
  });

const seatCounts = (v: FieldChecks, list: readonly SeatChipCountInput[], field: string) =>
  list.map((x, i) => {
    v.id(`${field}[${i}].tableId`, x.tableId);
    v.check(`${field}[${i}].count`, x.count, wholeAtLeast(0));
    return { tableId: x.tableId, seat: x.seat, count: x.count };
  });

/**
 * Every tournament-office command between registration and the last hand (issue 4), each a
 * mutation with an optional commandId for safe retries. Who may send it is the slice's role
 * list (rolesFor); the decider refuses with the article it enforces.
 */
@Resolver()
export class OperationsCommandsResolver {
  constructor(private readonly commands: CommandRunner) {}

  @Mutation(() => CommandResult, {
    description:
      'Starts play: random seat draw and button draw recorded in the events (FSNP Art. 33, 46, 134; LNSE I.88, II.32).',
  })
  startTournament(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('input', { type: () => StartTournamentInput, nullable: true })
    input?: StartTournamentInput | null,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'StartTournament', (v) => {
      (input?.accommodations ?? []).forEach((a, i) => {
        v.id(`input.accommodations[${i}].playerId`, a.playerId);
        v.id(`input.accommodations[${i}].tableId`, a.tableId);
      });
      if (input?.buttonDrawTableId != null)
        v.id('input.buttonDrawTableId', input.buttonDrawTableId);
      return {
        ...(input?.accommodations?.length
          ? {
              accommodations: input.accommodations.map((a) => ({
                playerId: a.playerId,
                tableId: a.tableId,
                seat: a.seat,
                reason: a.reason,
              })),
            }
          : {}),
        ...(input?.buttonDrawTableId ? { buttonDrawTableId: input.buttonDrawTableId } : {}),
      };
    });
  }

  @Mutation(() => CommandResult, { description: 'The director stops the clock (FSNP Art. 62).' })
  pauseClock(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('reason') reason: string,
    @Args(commandIdArg) commandId?: string,
    @Args('forceMajeure', {
      nullable: true,
      description:
        "A suspension for force majeure (LNSE 123/13 I.6): needs the regulator's consent on record where the ruleset says so (recordRegulatorConsent, scope SUSPEND).",
    })
    forceMajeure?: boolean,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'PauseClock', () => ({
      reason,
      ...(forceMajeure ? { forceMajeure: true } : {}),
    }));
  }

  @Mutation(() => CommandResult, { description: 'The director restarts the clock (FSNP Art. 62).' })
  resumeClock(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'ResumeClock', () => ({}));
  }

  @Mutation(() => CommandResult, {
    description:
      'Records the level and break starts the clock has passed, and the close of late registration (FSNP Art. 61, 135, 136).',
  })
  advanceClock(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'TickClock', () => ({}));
  }

  @Mutation(() => CommandResult, {
    description: 'Changes levels not yet started (FSNP Art. 67; LNSE II.47).',
  })
  modifyLevelStructure(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('levels', { type: () => [StructureLevelInput] }) levels: StructureLevelInput[],
    @Args('reason') reason: string,
    @Args(commandIdArg) commandId?: string,
    @Args('forceMajeure', {
      nullable: true,
      description:
        "A change forced by force majeure (LNSE 123/13 I.6), not the Director's own amendment (III.2 ¶5): needs the regulator's consent on record where the ruleset says so.",
    })
    forceMajeure?: boolean,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'ModifyLevelStructure', () => ({
      reason,
      levels: levels.map(levelSpecOf),
      ...(forceMajeure ? { forceMajeure: true } : {}),
    }));
  }

  @Mutation(() => CommandResult, {
    description: 'Chip counts of every seat at a table; the total must not change (LNSE IV.7.1).',
  })
  recordChipCounts(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(idArg('tableId')) tableId: string,
    @Args('counts', { type: () => [SeatChipsInput] }) counts: SeatChipsInput[],
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'RecordChipCounts', (v) => {
      v.id('tableId', tableId);
      return {
        tableId,
        counts: counts.map((c) => ({ seat: c.seat, chips: c.chips })),
      };
    });
  }

  @Mutation(() => CommandResult, {
    description: 'A player announces a re-entry, rebuy or add-on (binding under LNSE I.51).',
  })
  announcePurchase(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(idArg('playerId')) playerId: string,
    @Args('item', { type: () => AnnouncedItem }) item: AnnouncedItem,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'AnnouncePurchase', (v) => {
      v.id('playerId', playerId);
      return { playerId, item };
    });
  }

  @Mutation(() => CommandResult, {
    description: 'Withdraws an announcement where it is not binding (FSNP Art. 31).',
  })
  cancelAnnouncement(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(idArg('playerId')) playerId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.forPlayer(ctx, tournamentId, playerId, commandId, 'CancelAnnouncement');
  }

  @Mutation(() => CommandResult, {
    description:
      'Re-entry (or rebuy): only between hands, below half the starting stack or busted (FSNP Art. 31-32, 139; DECISION-7).',
  })
  reEnter(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(idArg('playerId')) playerId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.forPlayer(ctx, tournamentId, playerId, commandId, 'ReEnter');
  }

  @Mutation(() => CommandResult, { description: 'Top-up (FSNP Art. 139.3(e)).' })
  topUp(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(idArg('playerId')) playerId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.forPlayer(ctx, tournamentId, playerId, commandId, 'TopUp');
  }

  @Mutation(() => CommandResult, {
    description: 'Add-on in the break after level 8 (FSNP Art. 139.3(d); LNSE I.49).',
  })
  takeAddOn(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(idArg('playerId')) playerId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.forPlayer(ctx, tournamentId, playerId, commandId, 'TakeAddOn');
  }

  private forPlayer(
    ctx: ApiContext,
    tournamentId: string,
    playerId: string,
    commandId: string | undefined,
    type: 'CancelAnnouncement' | 'ReEnter' | 'TopUp' | 'TakeAddOn',
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, type, (v) => {
      v.id('playerId', playerId);
      return { playerId };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'Takes the smallest denomination out of play at a break, with a chip race for odd chips (FSNP Art. 39-40; LNSE II.12-15; DECISION-8).',
  })
  colorUp(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('denomination', { type: () => SafeIntScalar }) denomination: number,
    @Args(commandIdArg) commandId?: string,
    @Args('counts', {
      type: () => [SeatChipCountInput],
      nullable: true,
      description:
        'The chips of that denomination the dealers counted at each seat (FSNP Art. 40); the race is run on them. Omitted: odd chips are derived from the stacks.',
    })
    counts?: SeatChipCountInput[] | null,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'ColorUp', (v) => ({
      denomination,
      ...(counts ? { counts: seatCounts(v, counts, 'counts') } : {}),
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      'Takes out of play the chips of a retired denomination found with players after the race, exchanging them where they make a chip still in play (FSNP Art. 42).',
  })
  removeLeftoverChips(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('denomination', { type: () => SafeIntScalar }) denomination: number,
    @Args('found', { type: () => [SeatChipCountInput] }) found: SeatChipCountInput[],
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'RemoveLeftoverChips', (v) => ({
      denomination,
      found: seatCounts(v, found, 'found'),
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      'Records chips passed to another player or a seat given away (FSNP Art. 38; LNSE 123/13 II.11); the ruleset’s consequence is applied and recorded.',
  })
  recordChipOrSeatPass(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('input', { type: () => ChipOrSeatPassInput }) input: ChipOrSeatPassInput,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'RecordChipOrSeatPass', (v) => {
      v.id('input.fromPlayerId', input.fromPlayerId);
      if (input.toPlayerId != null) v.id('input.toPlayerId', input.toPlayerId);
      if (input.chips != null) v.check('input.chips', input.chips, wholeAtLeast(1));
      return {
        kind: input.kind,
        fromPlayerId: input.fromPlayerId,
        toPlayerId: input.toPlayerId ?? null,
        chips: input.chips ?? null,
        takenBy: input.takenBy ?? null,
      };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'Takes chips out of play between hands: a player\u2019s hidden chips, confiscated, or found chips of no known owner with the table\u2019s recount (Club Rule 63-64; LNSE 123/13 II.9); refused where the ruleset removes none.',
  })
  removeChipsFromPlay(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('input', { type: () => ChipRemovalInput }) input: ChipRemovalInput,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'RemoveChipsFromPlay', (v) => {
      v.id('input.tableId', input.tableId);
      if (input.playerId != null) v.id('input.playerId', input.playerId);
      v.check('input.chips', input.chips, wholeAtLeast(1));
      return {
        reason: input.reason,
        tableId: input.tableId,
        playerId: input.playerId ?? null,
        chips: input.chips,
        counts: input.counts?.map((c) => ({ seat: c.seat, chips: c.chips })) ?? null,
        description: input.description ?? null,
      };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'Balancing move: the player due the big blind to the big-blind seat of the short table (FSNP Art. 80; LNSE I.95).',
  })
  movePlayer(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(idArg('playerId')) playerId: string,
    @Args(idArg('toTableId')) toTableId: string,
    @Args('toSeat', { type: () => Int }) toSeat: number,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'MovePlayer', (v) => {
      v.id('playerId', playerId);
      v.id('toTableId', toTableId);
      return { playerId, toTableId, toSeat };
    });
  }

  @Mutation(() => CommandResult, {
    description: 'Announces the order in which tables break (FSNP Art. 81; LNSE I.92).',
  })
  publishTableBreakOrder(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('order', { type: () => [ID] }) order: string[],
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'PublishTableBreakOrder', (v) => {
      order.forEach((t, i) => v.id(`order[${i}]`, t));
      return { order };
    });
  }

  @Mutation(() => CommandResult, {
    description: 'Breaks the next table, drawing seats for its players (FSNP Art. 81; LNSE I.93).',
  })
  breakTable(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(idArg('tableId')) tableId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'BreakTable', (v) => {
      v.id('tableId', tableId);
      return { tableId };
    });
  }

  @Mutation(() => CommandResult, {
    description: 'Forms the final table with a seat redraw (LNSE I.98-99).',
  })
  formFinalTable(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'FormFinalTable', () => ({}));
  }

  @Mutation(() => CommandResult, {
    description: 'Redraws every seat at three and at two tables (LNSE I.17, I.88).',
  })
  redrawTables(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'RedrawTables', () => ({}));
  }

  @Mutation(() => CommandResult, {
    description: 'Hand-for-hand near the money (FSNP Art. 125; LNSE I.18-22).',
  })
  startHandForHand(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'StartHandForHand', () => ({}));
  }

  @Mutation(() => CommandResult, { description: 'Ends hand-for-hand play.' })
  endHandForHand(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'EndHandForHand', () => ({}));
  }

  @Mutation(() => CommandResult, {
    description: 'Draws the card for the hands left in the day (FSNP Art. 124(a)).',
  })
  drawEndOfDayHands(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'DrawEndOfDayHands', () => ({}));
  }

  @Mutation(() => CommandResult, {
    description: 'Bags each player’s chips per denomination at the end of a day (FSNP Art. 129).',
  })
  bagChips(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('bags', { type: () => [BaggedCountInput] }) list: BaggedCountInput[],
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'BagChips', (v) => ({
      bags: bags(v, list, 'bags'),
    }));
  }

  @Mutation(() => CommandResult, {
    description:
      'Opens the bags and resumes the interrupted level with its time left (FSNP Art. 130; DECISION-15).',
  })
  resumeDay(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('counts', { type: () => [BaggedCountInput] }) list: BaggedCountInput[],
    @Args(commandIdArg) commandId?: string,
    @Args('missingReceipts', { type: () => [MissingChipReceiptInput], nullable: true })
    missing?: MissingChipReceiptInput[] | null,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'ResumeDay', (v) => ({
      counts: bags(v, list, 'counts'),
      ...(missing?.length
        ? {
            missingReceipts: missing.map((m, i) => {
              v.id(`missingReceipts[${i}].playerId`, m.playerId);
              return { playerId: m.playerId, ruling: m.ruling ?? null };
            }),
          }
        : {}),
    }));
  }
}
