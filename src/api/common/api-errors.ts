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

/**
 * The obvious next step after a refusal, where there is one (issue 21): the mutation that
 * clears it, so a newcomer is not left guessing. Codes without an entry need a person's
 * judgement (a ruling, a correction) and carry no hint.
 */
export const NEXT_STEPS: Readonly<Record<string, string>> = {
  NO_HAND_IN_PROGRESS:
    'Start a hand with startHand(tournamentId, tableId), then record its actions.',
  REGISTRATION_NOT_OPEN: 'Open registration with openRegistration(tournamentId).',
  TOURNAMENT_NOT_FOUND:
    'Create it with createTournament, or list the ids with the tournaments query.',
  TOURNAMENT_NOT_RUNNING: 'If play has not started: startTournament(tournamentId) draws the seats.',
  MEMBER_UNKNOWN:
    'Register the player with registerMember, then issue a card with issueMembershipCard.',
  MEMBERSHIP_CARD_MISSING: 'Issue a card with issueMembershipCard, then register the player.',
  FORCED_BETS_NOT_POSTED: 'Post the blinds and antes with postForcedBets.',
  BREAK_ORDER_NOT_PUBLISHED: 'Publish the order with publishTableBreakOrder.',
};

export function rejectionError(r: Rejection): GraphQLError {
  const next = NEXT_STEPS[r.code];
  return new GraphQLError(r.message, {
    extensions: { code: r.code, ruleRef: r.ruleRef, ...(next ? { next } : {}) },
  });
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
    extensions: {
      code: ERROR_CODES.notFound,
      tournamentId: id,
      next: NEXT_STEPS.TOURNAMENT_NOT_FOUND,
    },
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
