import { GraphQLError } from 'graphql';
import {
  commandAuthority,
  tournamentAuthority,
  type CommandAuthority,
} from '../../commands/authority';
import type { Actor, Role } from '../../events/envelope';
import { forbidden, unauthenticated } from '../common/api-errors';

/** The roles a token may carry and still send a tournament command (commands/authority.ts). */
export function allowedRolesFor(commandType: string): readonly Role[] {
  return tournamentAuthority(commandType).roles;
}

/** Every authenticated role may read (clubs will later be limited to their own tournaments). */
export function requireActor(actor: Actor | undefined, why?: string): Actor {
  if (!actor) throw unauthenticated(why);
  return actor;
}

/** The caller, when it may send a tournament command of this type (as the pipeline decides). */
export function authorizeCommand(
  actor: Actor | undefined,
  commandType: string,
  why?: string,
): Actor {
  const who = requireActor(actor, why);
  const allowed = allowedRolesFor(commandType);
  if (!allowed.includes(who.role)) throw forbidden(commandType, who.role, allowed);
  return who;
}

/** Mutations whose command is not named after them; the others: fixPrizePool → FixPrizePool. */
const COMMAND_OF_MUTATION: Readonly<Record<string, string>> = {
  advanceClock: 'TickClock',
  transferMember: 'TransferMemberClub',
};

/** Who may call a mutation: the authority of the command it sends (commands/authority.ts). */
export function mutationAuthority(mutation: string): CommandAuthority | undefined {
  const type =
    COMMAND_OF_MUTATION[mutation] ?? mutation.charAt(0).toUpperCase() + mutation.slice(1);
  return commandAuthority(type);
}

/**
 * Issue 15.9: authorization before validation, for every mutation. Run by the global guard
 * before pipes and resolvers, so a caller who may not send a command learns FORBIDDEN, never
 * which of its fields were wrong. The pipeline asks the same authority again when the command
 * arrives (defence in depth, one source).
 */
export function authorizeMutation(actor: Actor, mutation: string): void {
  const authority = mutationAuthority(mutation);
  if (!authority || authority.roles.includes(actor.role)) return;
  const e = forbidden(authority.commandType, actor.role, authority.roles);
  throw new GraphQLError(e.message, {
    extensions: { ...e.extensions, ruleRef: authority.ruleRef },
  });
}
