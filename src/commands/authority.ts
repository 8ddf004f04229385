/**
 * Who may issue each command: the one authorization of the write side (issue 16). The GraphQL
 * guard asks it before any argument is read (issue 15.9), and every aggregate definition the
 * pipeline runs takes its `authority` from here, so the two can never disagree.
 */
import { MEMBER_COMMAND_ROLES } from '../aggregates/member';
import { SEASON_COMMAND_ROLES } from '../aggregates/season';
import { rolesFor } from '../aggregates/tournament';
import type { Role } from '../shared/roles';
import type { Authority } from './pipeline';

/**
 * Issue 2 "Auth": the regulator and the clubs audit and query tournaments; they never write a
 * tournament's record, whatever a command's own role list says.
 */
export const READ_ONLY_ROLES: readonly Role[] = ['regulator', 'club'];

const DESIGN_AUTHORITY = 'DESIGN.md Authority';

export function tournamentAuthority(commandType: string): Authority {
  return {
    roles: rolesFor(commandType).filter((r) => !READ_ONLY_ROLES.includes(r)),
    ruleRef: DESIGN_AUTHORITY,
  };
}

/** The registry of members is the federation's (FSNP Art. 29); a card's revocation Art. 2. */
export function memberAuthority(commandType: string): Authority {
  return {
    roles: (MEMBER_COMMAND_ROLES as Readonly<Record<string, readonly Role[]>>)[commandType] ?? [],
    ruleRef: commandType === 'RevokeMembershipCard' ? 'FSNP Art. 2' : 'FSNP Art. 29',
  };
}

/** The season's calendar is approved by the federation (FSNP Art. 137); its ranking Art. 19. */
export function seasonAuthority(commandType: string): Authority {
  return {
    roles: (SEASON_COMMAND_ROLES as Readonly<Record<string, readonly Role[]>>)[commandType] ?? [],
    ruleRef:
      commandType === 'SubmitCalendar' || commandType === 'ApproveCalendar'
        ? 'FSNP Art. 137'
        : 'FSNP Art. 19',
  };
}

export interface CommandAuthority extends Authority {
  readonly commandType: string;
  readonly ruleRef: string;
}

/**
 * Any command's authority, from its type alone (so it can be checked before the command is
 * built): roles a token may carry (`system` is internal, never in a token) and the rule.
 * Undefined for a type no aggregate knows.
 */
export function commandAuthority(commandType: string): CommandAuthority | undefined {
  const of = (a: Authority): CommandAuthority => ({
    commandType,
    roles: a.roles.filter((r) => r !== 'system'),
    ruleRef: a.ruleRef ?? DESIGN_AUTHORITY,
  });
  if (Object.hasOwn(MEMBER_COMMAND_ROLES, commandType)) return of(memberAuthority(commandType));
  if (Object.hasOwn(SEASON_COMMAND_ROLES, commandType)) return of(seasonAuthority(commandType));
  const tournament = tournamentAuthority(commandType);
  return tournament.roles.length ? of(tournament) : undefined;
}
