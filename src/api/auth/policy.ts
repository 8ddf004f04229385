import { GraphQLError } from 'graphql';
import { MEMBER_COMMAND_ROLES, type MemberCommand } from '../../aggregates/member';
import { SEASON_COMMAND_ROLES, type SeasonCommand } from '../../aggregates/season';
import { rolesFor } from '../../aggregates/tournament';
import type { Actor, Role } from '../../events/envelope';
import { memberAggregate, seasonAggregate } from '../../ranking/aggregates';
import { forbidden, unauthenticated } from '../common/api-errors';

/**
 * Issue 2 "Auth": the regulator and the clubs audit and query; they never write, whatever a
 * command's own role list says.
 */
export const READ_ONLY_ROLES: readonly Role[] = ['regulator', 'club'];

export function allowedRolesFor(commandType: string): readonly Role[] {
  return rolesFor(commandType).filter((r) => !READ_ONLY_ROLES.includes(r));
}

/** Every authenticated role may read (clubs will later be limited to their own tournaments). */
export function requireActor(actor: Actor | undefined, why?: string): Actor {
  if (!actor) throw unauthenticated(why);
  return actor;
}

/** Checked before the command reaches the pipeline, so a refused caller appends nothing. */
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

export interface MutationAuthority {
  readonly commandType: string;
  /** Roles a token may carry and still send it (`system` is internal, never in a token). */
  readonly roles: readonly Role[];
  readonly ruleRef: string;
}

/**
 * Who may call a mutation, from the same role lists the pipelines enforce. A command's
 * authority depends on its type alone, so it can be checked before any argument is read.
 */
export function mutationAuthority(mutation: string): MutationAuthority | undefined {
  const type =
    COMMAND_OF_MUTATION[mutation] ?? mutation.charAt(0).toUpperCase() + mutation.slice(1);
  const of = (a: { roles: readonly Role[]; ruleRef?: string }) => ({
    commandType: type,
    roles: a.roles.filter((r) => r !== 'system'),
    ruleRef: a.ruleRef ?? 'DESIGN.md Authority',
  });
  if (Object.hasOwn(MEMBER_COMMAND_ROLES, type))
    return of(memberAggregate.authority({ type } as MemberCommand));
  if (Object.hasOwn(SEASON_COMMAND_ROLES, type))
    return of(seasonAggregate.authority({ type } as SeasonCommand));
  if (rolesFor(type).length) return of({ roles: allowedRolesFor(type) });
  return undefined;
}

/**
 * Issue 15.9: authorization before validation, for every mutation. Run by the global guard
 * before pipes and resolvers, so a caller who may not send a command learns FORBIDDEN, never
 * which of its fields were wrong; the pipelines check again (defence in depth).
 */
export function authorizeMutation(actor: Actor, mutation: string): void {
  const authority = mutationAuthority(mutation);
  if (!authority || authority.roles.includes(actor.role)) return;
  const e = forbidden(authority.commandType, actor.role, authority.roles);
  throw new GraphQLError(e.message, {
    extensions: { ...e.extensions, ruleRef: authority.ruleRef },
  });
}
