import { Inject, Injectable } from '@nestjs/common';
import type { TournamentCommand } from '../../aggregates/tournament';
import { tournamentIdOf } from '../../events/envelope';
import { uuidv7 } from '../../store/ids';
import type { LedgerConfig } from '../../config';
import type { ApiContext } from '../auth/request-auth';
import { authorizeCommand } from '../auth/policy';
import { CONFIG, LEDGER, type Ledger } from '../ledger/ledger.port';
import { rejectionError } from './api-errors';
import type { CommandResult } from './command-result.types';
import { maxLength } from './input-checks';
import { badInput } from './api-errors';

/**
 * Every mutation goes through here: authenticate and authorize (before anything is loaded,
 * so a refused caller appends nothing), run the pipeline, turn a rejection into a GraphQL
 * error, then wait for the projections so the caller's next query sees its own write.
 */
@Injectable()
export class CommandRunner {
  constructor(
    @Inject(LEDGER) private readonly ledger: Ledger,
    @Inject(CONFIG) private readonly config: LedgerConfig,
  ) {}

  /** `build` checks the input's shape and makes the command; it runs only once authorized. */
  async run<T extends TournamentCommand>(
    ctx: ApiContext,
    type: T['type'],
    commandId: string | null | undefined,
    build: (commandId: string) => T,
  ): Promise<CommandResult> {
    const actor = authorizeCommand(ctx.actor, type, ctx.authProblem);
    const problem = commandId == null ? null : maxLength(200)(commandId);
    if (problem || commandId === '') throw badInput('commandId', problem ?? 'must not be empty.');
    const id = commandId ?? uuidv7();
    const command = build(id);
    const outcome = await this.ledger.execute(command, { actor, commandId: id });
    if (!outcome.ok) throw rejectionError(outcome.rejection);
    const last = Math.max(0, ...outcome.events.map((e) => e.globalPosition));
    const projected =
      last === 0 || (await this.ledger.waitForPosition(last, this.config.readYourWritesTimeoutMs));
    // A reused commandId returns the first command's events, which name their own stream.
    const stream = outcome.events[0]?.streamId;
    return {
      tournamentId: (stream && tournamentIdOf(stream)) || command.tournamentId,
      commandId: id,
      duplicate: outcome.duplicate,
      projected,
      events: outcome.events.map((e) => ({
        eventId: e.eventId,
        type: e.type,
        revision: e.revision,
        globalPosition: e.globalPosition,
      })),
    };
  }
}
