/**
 * Who may read which money and regulator data (issue 7 "GraphQL"). The regulator and the
 * director see everything; the federation too (it audits disputes, penalties and payouts);
 * a club only its own tournaments (TournamentCreated.clubId = the token's `club` claim); the
 * prize pool and payout table are published to the room (LNSE 123/13 I.65), so every role
 * reads those; the bundle is for the regulator and the director only.
 */
import { GraphQLError } from 'graphql';
import type { Actor, Role } from '../../events/envelope';
import { ERROR_CODES } from '../common/api-errors';
import { identifier } from '../common/input-checks';

export type ReadArea = 'prizes' | 'ledger' | 'audit' | 'bundle';

export const READ_ACCESS: Readonly<Record<ReadArea, readonly Role[]>> = {
  prizes: ['director', 'regulator', 'federation', 'floor', 'dealer', 'player', 'club'],
  ledger: ['director', 'regulator', 'federation', 'club'],
  audit: ['director', 'regulator', 'federation', 'club'],
  bundle: ['director', 'regulator'],
};

/** Roles that read only the tournaments of their own club. */
const OWN_CLUB_ONLY: readonly Role[] = ['club'];

const WHAT: Readonly<Record<ReadArea, string>> = {
  prizes: 'the prize pool and payouts',
  ledger: 'the ledgers',
  audit: 'the audit trail and its verification',
  bundle: 'the regulator bundle',
};

export interface Refusal {
  readonly status: 400 | 401 | 403 | 404;
  readonly code: string;
  readonly message: string;
  readonly extensions?: Record<string, unknown>;
}

export interface ReadRequest {
  readonly actor: Actor | undefined;
  readonly club?: string;
  readonly authProblem?: string;
}

/** The refusal for this read, or null; `clubOf` is the tournament's club, undefined if none. */
export async function readRefusal(
  who: ReadRequest,
  area: ReadArea,
  tournamentId: string,
  clubOf: (tournamentId: string) => Promise<string | undefined>,
): Promise<Refusal | null> {
  const actor = who.actor;
  if (!actor)
    return {
      status: 401,
      code: ERROR_CODES.unauthenticated,
      message: `Sign in first: ${who.authProblem ?? 'no bearer token was sent'}. Send "Authorization: Bearer <token>".`,
    };
  const allowed = READ_ACCESS[area];
  if (!allowed.includes(actor.role))
    return {
      status: 403,
      code: ERROR_CODES.forbidden,
      message: `A ${actor.role} may not read ${WHAT[area]}; allowed: ${allowed.join(', ')}.`,
      extensions: { role: actor.role, allowedRoles: [...allowed] },
    };
  const bad = identifier(tournamentId);
  if (bad)
    return {
      status: 400,
      code: ERROR_CODES.badInput,
      message: `tournamentId: ${bad}`,
      extensions: { field: 'tournamentId' },
    };
  const club = await clubOf(tournamentId);
  if (club === undefined)
    return {
      status: 404,
      code: ERROR_CODES.notFound,
      message: `There is no tournament with id "${tournamentId}".`,
      extensions: { tournamentId },
    };
  if (OWN_CLUB_ONLY.includes(actor.role) && who.club !== club)
    return {
      status: 403,
      code: ERROR_CODES.forbidden,
      message: who.club
        ? `Club ${who.club} reads only its own tournaments; ${tournamentId} is not one of them.`
        : 'A club token must name its club (npm run token -- --role club --club <id>): clubs read only their own tournaments.',
      extensions: { role: actor.role, club: who.club ?? null },
    };
  return null;
}

export const refusalError = (r: Refusal): GraphQLError =>
  new GraphQLError(r.message, { extensions: { code: r.code, ...r.extensions } });
