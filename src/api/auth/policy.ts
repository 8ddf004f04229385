import { rolesFor } from '../../aggregates/tournament';
import type { Actor, Role } from '../../events/envelope';
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
