import type { Actor } from '../../events/envelope';
import { bearerToken, verifyToken } from './jwt';

/** Per-request GraphQL context: who is calling, or why we could not tell. */
export interface ApiContext {
  readonly actor: Actor | undefined;
  /** Set when a token was sent but refused, so the error says why. */
  readonly authProblem: string | undefined;
  /** The `club` claim of a club's token: it reads only its own tournaments (issue 7). */
  readonly club?: string;
}

export function authenticate(authorization: string | undefined, secret: string): ApiContext {
  if (!authorization) return { actor: undefined, authProblem: undefined };
  const token = bearerToken(authorization);
  if (!token)
    return { actor: undefined, authProblem: 'the Authorization header is not "Bearer <token>"' };
  const v = verifyToken(token, secret);
  return v.ok
    ? { actor: v.actor, authProblem: undefined, ...(v.club ? { club: v.club } : {}) }
    : { actor: undefined, authProblem: v.reason };
}
