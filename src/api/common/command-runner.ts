import { Inject, Injectable } from '@nestjs/common';
import type { TournamentCommand } from '../../aggregates/tournament';
import { tournamentIdOf } from '../../events/envelope';
import { uuidv7 } from '../../store/ids';
import type { LedgerConfig } from '../../config';
import type { ApiContext } from '../auth/request-auth';
import { requireActor } from '../auth/policy';
import { CONFIG, LEDGER, type CommandOutcome, type Ledger } from '../../app/ledger.port';
import { badInput, rejectionError } from './api-errors';
import type { CommandResult } from './command-result.types';
import { fieldChecks, type FieldChecks } from './field-check';
import { maxLength } from './input-checks';
import { TEXT_LIMITS } from './text-policy';

/**
 * What a mutation builds of command `T`: its fields without the type (named once, as the
 * argument authorization runs on) and without the tournament id (its own argument).
 */
export type CommandBody<C, T> = C extends { readonly type: T; readonly tournamentId: string }
  ? Omit<C, 'type' | 'tournamentId'>
  : never;

/** The caller's commandId, a retry key of at most 200 characters, or a fresh one. */
export function commandIdOf(commandId: string | null | undefined): string {
  const problem = commandId == null ? null : maxLength(TEXT_LIMITS.id.max)(commandId);
  if (problem || commandId === '') throw badInput('commandId', problem ?? 'must not be empty.');
  return commandId ?? uuidv7();
}

/**
 * A refusal as the GraphQL error with its rule, else what every command mutation answers about
 * the appended events, once the read models have folded them (or the wait timed out), so the
 * caller's next query sees its own write.
 */
export async function settled(
  ledger: Pick<Ledger, 'waitForPosition'>,
  config: Pick<LedgerConfig, 'readYourWritesTimeoutMs'>,
  outcome: CommandOutcome,
) {
  if (!outcome.ok) throw rejectionError(outcome.rejection);
  const last = Math.max(0, ...outcome.events.map((e) => e.globalPosition));
  const projected =
    last === 0 || (await ledger.waitForPosition(last, config.readYourWritesTimeoutMs));
  return {
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
    // Authorized by the guard before any argument was read (authorizeMutation) and again by the
    // pipeline, both from commands/authority.ts; here only the caller is needed.
    const actor = requireActor(ctx.actor, ctx.authProblem);
    const id = commandIdOf(commandId);
    const command = build(id);
    const outcome = await this.ledger.execute(command, { actor, commandId: id });
    const answer = await settled(this.ledger, this.config, outcome);
    // A reused commandId returns the first command's events, which name their own stream.
    const stream = outcome.ok ? outcome.events[0]?.streamId : undefined;
    return {
      tournamentId: (stream && tournamentIdOf(stream)) || command.tournamentId,
      commandId: id,
      ...answer,
    };
  }

  /**
   * A command of one tournament, its id given as its own argument: `body` checks the input's
   * shape into `v`, which already holds the tournament id's, so every bad field is refused at
   * once (issue 21); it runs only once the caller is authorized.
   */
  runFor<C extends TournamentCommand = TournamentCommand, T extends C['type'] = C['type']>(
    ctx: ApiContext,
    tournamentId: string,
    commandId: string | null | undefined,
    type: T,
    body: (v: FieldChecks) => CommandBody<C, T>,
  ): Promise<CommandResult> {
    return this.run<C>(ctx, type, commandId, () => {
      const v = fieldChecks();
      v.id('tournamentId', tournamentId);
      const shaped = body(v);
      v.done();
      return { type, ...shaped, tournamentId } as unknown as C;
    });
  }
}
