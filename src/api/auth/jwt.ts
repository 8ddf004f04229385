import { errors, jwtVerify, type JWTPayload } from 'jose';
import jwt from 'jsonwebtoken';
import { ROLES, type Actor, type Role } from '../../events/envelope';
import { loadVerificationKeys, type VerificationKeys } from './keys';

/**
 * Bearer tokens: JWTs (HS256 with the shared secret, or RS256/ES256/EdDSA from an identity
 * provider, see keys.ts) whose `sub` is the actor id and `role` one of the office,
 * federation, regulator, club or player roles. `system` is internal (relays, projectors)
 * and is never issued to a person.
 */
export const TOKEN_ROLES: readonly Role[] = ROLES.filter((r) => r !== 'system');

export const isTokenRole = (r: unknown): r is Role =>
  typeof r === 'string' && (TOKEN_ROLES as readonly string[]).includes(r);

export interface TokenClaims {
  readonly sub: string;
  readonly role: Role;
  /** A club token's club id: clubs read only their own tournaments (issue 7). */
  readonly club?: string;
}

/**
 * Signs an HS256 token. jsonwebtoken stays for this one job because it signs synchronously,
 * which the token CLI, the demo and every e2e test's `server.token()` rely on; verifying is
 * jose's (keys made once, asymmetric keys, JWKS).
 */
export function signToken(claims: TokenClaims, secret: string, expiresInSeconds = 12 * 3600) {
  if (!isTokenRole(claims.role))
    throw new Error(`Unknown role "${claims.role}"; use one of ${TOKEN_ROLES.join(', ')}.`);
  if (!claims.sub.trim()) throw new Error('A token needs a subject (the actor id).');
  return jwt.sign({ role: claims.role, ...(claims.club ? { club: claims.club } : {}) }, secret, {
    algorithm: 'HS256',
    subject: claims.sub,
    expiresIn: expiresInSeconds,
  });
}

export type Verified = { ok: true; actor: Actor; club?: string } | { ok: false; reason: string };

/** Claims a deployment may require of every token (an identity provider's iss and aud). */
export interface ExpectedClaims {
  readonly issuer?: string;
  readonly audience?: string;
}

function refusalOf(e: unknown): string {
  if (e instanceof errors.JWTExpired) return 'the token has expired';
  if (e instanceof errors.JWTClaimValidationFailed)
    return `the token's "${e.claim}" claim is not accepted`;
  return 'the token is not valid';
}

/**
 * Checks a bearer token against the keys made at start-up (keys.ts), pinned to their
 * algorithms, then reads the actor from `sub` and `role` (and a club's `club`).
 */
export async function verifyWith(
  token: string,
  keys: VerificationKeys,
  expected: ExpectedClaims = {},
): Promise<Verified> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, (header, t) => keys.keyFor(header, t), {
      algorithms: [...keys.algorithms],
      ...(expected.issuer ? { issuer: expected.issuer } : {}),
      ...(expected.audience ? { audience: expected.audience } : {}),
    }));
  } catch (e) {
    return { ok: false, reason: refusalOf(e) };
  }
  if (typeof payload.sub !== 'string' || !payload.sub)
    return { ok: false, reason: 'the token names no subject' };
  if (!isTokenRole(payload.role))
    return { ok: false, reason: `the token's role "${String(payload.role)}" is not a known role` };
  const club = typeof payload.club === 'string' && payload.club ? { club: payload.club } : {};
  return { ok: true, actor: { id: payload.sub, role: payload.role }, ...club };
}

/** An HS256 token checked against a shared secret (the token CLI's and the tests' tokens). */
export function verifyToken(token: string, secret: string): Promise<Verified> {
  return verifyWith(token, loadVerificationKeys({ jwtSecret: secret, jwtPublicKey: undefined }));
}

/** Authorization header → token, or undefined when absent or not a bearer token. */
export function bearerToken(header: string | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m?.[1];
}
