import jwt from 'jsonwebtoken';
import { ROLES, type Actor, type Role } from '../../events/envelope';

/**
 * Bearer tokens: HS256 JWTs whose `sub` is the actor id and `role` one of the office,
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

export function verifyToken(token: string, secret: string): Verified {
  let payload: string | jwt.JwtPayload;
  try {
    // Pinning the algorithm refuses "alg: none" and key-confusion tokens.
    payload = jwt.verify(token, secret, { algorithms: ['HS256'] });
  } catch (e) {
    const reason =
      e instanceof jwt.TokenExpiredError ? 'the token has expired' : 'the token is not valid';
    return { ok: false, reason };
  }
  if (typeof payload === 'string' || !payload.sub)
    return { ok: false, reason: 'the token names no subject' };
  if (!isTokenRole(payload.role))
    return { ok: false, reason: `the token's role "${String(payload.role)}" is not a known role` };
  const club = typeof payload.club === 'string' && payload.club ? { club: payload.club } : {};
  return { ok: true, actor: { id: payload.sub, role: payload.role }, ...club };
}

/** Authorization header → token, or undefined when absent or not a bearer token. */
export function bearerToken(header: string | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m?.[1];
}
