import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { ApiContext } from '../auth/request-auth';
import { CommandResult } from '../common/command-result.types';
import { CommandRunner } from '../common/command-runner';
import { commandIdArg, idArg, tournamentIdArg } from '../common/resolver-args';
import { DeckOccasion, ReplaceDeckInput } from './decks.inputs';

/** A table's decks (FSNP Art. 68-69, 122; FSPR 6.4.9; Club Rule 26; LNSE 123/13 II.20, II.24). */
@Resolver()
export class DecksResolver {
  constructor(private readonly commands: CommandRunner) {}

  @Mutation(() => CommandResult, {
    description:
      'Records a new deck brought to a table that opens or whose dealer changes, and whether it was found complete when spread (FSNP Art. 68).',
  })
  introduceDeck(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args(idArg('tableId')) tableId: string,
    @Args('occasion', { type: () => DeckOccasion }) occasion: DeckOccasion,
    @Args('complete', { description: 'Spread and sorted, the deck was found complete.' })
    complete: boolean,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'IntroduceDeck', (v) => {
      v.id('tableId', tableId);
      return { tableId, occasion, complete };
    });
  }

  @Mutation(() => CommandResult, {
    description:
      "Records a deck taken out of play and replaced, with who asked and why; the ruleset's `deal.decks` says who may and for what (a player's demand is refused unless it admits it).",
  })
  replaceDeck(
    @Context() ctx: ApiContext,
    @Args(tournamentIdArg) tournamentId: string,
    @Args('input', { type: () => ReplaceDeckInput }) input: ReplaceDeckInput,
    @Args(commandIdArg) commandId?: string,
  ) {
    return this.commands.runFor(ctx, tournamentId, commandId, 'ReplaceDeck', (v) => {
      v.id('input.tableId', input.tableId);
      return {
        tableId: input.tableId,
        requestedBy: input.requestedBy,
        reason: input.reason,
        defect: input.defect ?? null,
        backColour: input.backColour ?? null,
      };
    });
  }
}
