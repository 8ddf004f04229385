import { GraphQLError } from 'graphql';
import type { Rejection } from '../../aggregates/decider';
import type { Role } from '../../events/envelope';

/**
 * Every error the API returns carries `extensions.code`; a rule-based refusal also carries
 * `ruleRef`, and the message is the sentence a floor person can read out.
 */
export const ERROR_CODES = {
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  badInput: 'BAD_USER_INPUT',
  notFound: 'TOURNAMENT_NOT_FOUND',
  storeUnavailable: 'STORE_UNAVAILABLE',
  projectionsLagging: 'PROJECTIONS_LAGGING',
  internal: 'INTERNAL_SERVER_ERROR',
} as const;

export function rejectionError(r: Rejection): GraphQLError {
  return new GraphQLError(r.message, { extensions: { code: r.code, ruleRef: r.ruleRef } });
}

export function unauthenticated(why = 'no bearer token was sent'): GraphQLError {
  return new GraphQLError(
    `Sign in first: ${why}. Send "Authorization: Bearer <token>" (npm run token -- --role director --sub td-1).`,
    { extensions: { code: ERROR_CODES.unauthenticated } },
  );
}

export function forbidden(action: string, role: Role, allowed: readonly Role[]): GraphQLError {
  const who = allowed.length ? allowed.join(', ') : 'nobody through the API';
  return new GraphQLError(`A ${role} may not ${humanize(action)}; allowed: ${who}.`, {
    extensions: { code: ERROR_CODES.forbidden, role, allowedRoles: [...allowed] },
  });
}

export function badInput(field: string, message: string): GraphQLError {
  return new GraphQLError(`${field}: ${message}`, {
    extensions: { code: ERROR_CODES.badInput, field, fields: [{ field, message }] },
  });
}

/**
 * Every bad field of a request at once (issue 21), so a form can be corrected in one go:
 * `field` names the first, `fields` lists them all.
 */
export function badInputs(problems: readonly { field: string; message: string }[]): GraphQLError {
  if (problems.length === 1) return badInput(problems[0].field, problems[0].message);
  return new GraphQLError(
    `${problems.length} fields need correcting: ${problems.map((p) => `${p.field}: ${p.message}`).join(' ')}`,
    {
      extensions: {
        code: ERROR_CODES.badInput,
        field: problems[0].field,
        fields: problems.map((p) => ({ field: p.field, message: p.message })),
      },
    },
  );
}

export function tournamentNotFound(id: string): GraphQLError {
  return new GraphQLError(`There is no tournament with id "${id}".`, {
    extensions: { code: ERROR_CODES.notFound, tournamentId: id },
  });
}

export function storeUnavailable(): GraphQLError {
  return new GraphQLError(
    'The ledger database cannot be reached right now; nothing was recorded. Retry with the same commandId once it is back.',
    { extensions: { code: ERROR_CODES.storeUnavailable } },
  );
}

export function projectionsLagging(position: number): GraphQLError {
  return new GraphQLError(
    `Recorded, but the read models have not caught up with position ${position} yet; queries may briefly show the previous state.`,
    { extensions: { code: ERROR_CODES.projectionsLagging, globalPosition: position } },
  );
}

/** "RegisterPlayer" → "register player". */
const humanize = (commandType: string) =>
  commandType.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
