/**
 * Who may read which money and regulator data (issue 7 "GraphQL"). The regulator and the
 * director see everything; the federation too (it audits disputes, penalties and payouts);
 * a club only its own tournaments (TournamentCreated.clubId = the token's `club` claim); the
 * prize pool and payout table are published to the room (LNSE 123/13 I.65), so every role
 * reads those; the bundle is for the regulator and the director only. The club rule holds for
 * every query, not only these areas (clubReadRefusal below).
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
  return foreignClubRefusal(who, actor, tournamentId, club);
}

/** A club reading a tournament of another club (or a club token naming no club): refused. */
function foreignClubRefusal(
  who: ReadRequest,
  actor: Actor,
  tournamentId: string,
  tournamentClub: string,
): Refusal | null {
  if (!OWN_CLUB_ONLY.includes(actor.role) || who.club === tournamentClub) return null;
  return {
    status: 403,
    code: ERROR_CODES.forbidden,
    message: who.club
      ? `Club ${who.club} reads only its own tournaments; ${tournamentId} is not one of them.`
      : 'A club token must name its club (npm run token -- --role club --club <id>): clubs read only their own tournaments.',
    extensions: { role: actor.role, club: who.club ?? null },
  };
}

/** For a field under a tournament already loaded (Tournament.registrations): the same rule. */
export function tournamentClubRefusal(
  who: ReadRequest,
  tournamentId: string,
  tournamentClub: string,
): Refusal | null {
  return who.actor ? foreignClubRefusal(who, who.actor, tournamentId, tournamentClub) : null;
}

/**
 * Issue 15.6: the same rule for every query, applied once by the global guard before any
 * resolver runs. A club reads a tournament's data (money, entries, players, hands, discipline,
 * standings) only for its own tournaments; what every club reads whatever the tournament is
 * listed here; anything else that spans other clubs' tournaments is refused. The hall display
 * is @Public() and never reaches this rule: it shows only what the room sees (LNSE I.65).
 */
const OPEN_TO_CLUBS: readonly string[] = [
  // DESIGN.md: clubs query the national ranking points (FSNP Art. 19), published to all.
  'nationalRanking',
  'clubRanking',
  'playerHistory',
  'rankingSeason',
  'rankingWhatIf',
  'seasonCalendars',
  // The rulesets, and the calendar of tournaments (name, venue, start, posted buy-in); a
  // tournament's registrations are checked by its own field (Tournament.registrations).
  'rulesets',
  'tournaments',
  'tournament',
];

/** Where a root field names the tournament it reads, when not as `tournamentId`. */
const TOURNAMENT_ARG: Readonly<Record<string, readonly string[]>> = {
  penalties: ['filter', 'tournamentId'],
  penaltyCountsByClause: ['filter', 'tournamentId'],
};

/** Root fields that read one club's data, named by this argument. */
const CLUB_ARG: Readonly<Record<string, string>> = { clubPlayers: 'clubId' };

type ClubScope =
  | { readonly kind: 'open' }
  | { readonly kind: 'tournament'; readonly tournamentId: string }
  | { readonly kind: 'club'; readonly clubId: string }
  | { readonly kind: 'refused'; readonly hint: string };

const at = (args: Record<string, unknown>, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
    args,
  );

/** What a club's query of this root field reads, from its arguments. */
function clubScopeOf(field: string, args: Record<string, unknown>): ClubScope {
  if (OPEN_TO_CLUBS.includes(field)) return { kind: 'open' };
  const clubArg = CLUB_ARG[field];
  if (clubArg) return { kind: 'club', clubId: String(args[clubArg] ?? '') };
  const path = TOURNAMENT_ARG[field] ?? ['tournamentId'];
  const tournamentId = at(args, path);
  if (typeof tournamentId === 'string') return { kind: 'tournament', tournamentId };
  return {
    kind: 'refused',
    hint: TOURNAMENT_ARG[field]
      ? `pass ${path.join('.')} with one of your own tournaments`
      : 'it spans the tournaments of every club',
  };
}

/**
 * The refusal of a club's read of `field`, or null (also null for every other role: their
 * areas are checked by ReadGate). `clubOf` gives a tournament's club, undefined if unknown:
 * an unknown tournament is left to the resolver, which answers TOURNAMENT_NOT_FOUND.
 */
export async function clubReadRefusal(
  who: ReadRequest,
  field: string,
  args: Record<string, unknown>,
  clubOf: (tournamentId: string) => Promise<string | undefined>,
): Promise<Refusal | null> {
  const actor = who.actor;
  if (!actor || !OWN_CLUB_ONLY.includes(actor.role)) return null;
  const scope = clubScopeOf(field, args);
  switch (scope.kind) {
    case 'open':
      return null;
    case 'tournament': {
      if (identifier(scope.tournamentId)) return null; // the resolver names the bad field
      const club = await clubOf(scope.tournamentId);
      return club === undefined ? null : foreignClubRefusal(who, actor, scope.tournamentId, club);
    }
    case 'club':
      if (who.club !== undefined && who.club === scope.clubId) return null;
      return {
        status: 403,
        code: ERROR_CODES.forbidden,
        message: who.club
          ? `Club ${who.club} reads only its own members; ${scope.clubId || 'that club'} is another club.`
          : 'A club token must name its club (npm run token -- --role club --club <id>): clubs read only their own members.',
        extensions: { role: actor.role, club: who.club ?? null },
      };
    case 'refused':
      return {
        status: 403,
        code: ERROR_CODES.forbidden,
        message: `A club reads ${field} only for its own tournaments: ${scope.hint}.`,
        extensions: { role: actor.role, club: who.club ?? null },
      };
  }
}

export const refusalError = (r: Refusal): GraphQLError =>
  new GraphQLError(r.message, { extensions: { code: r.code, ...r.extensions } });
