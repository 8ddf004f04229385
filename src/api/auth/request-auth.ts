import type { Actor } from '../../events/envelope';
import { bearerToken, verifyWith, type ExpectedClaims } from './jwt';
import type { LedgerConfig } from '../../config';
import { verificationKeysFor, type VerificationKeys } from './keys';

/** Per-request GraphQL context: who is calling, or why we could not tell. */
export interface ApiContext {
  readonly actor: Actor | undefined;
  /** Set when a token was sent but refused, so the error says why. */
  readonly authProblem: string | undefined;
  /** The `club` claim of a club's token: it reads only its own tournaments (issue 7). */
  readonly club?: string;
}

export async function authenticate(
  authorization: string | undefined,
  keys: VerificationKeys,
  expected: ExpectedClaims = {},
): Promise<ApiContext> {
  if (!authorization) return { actor: undefined, authProblem: undefined };
  const token = bearerToken(authorization);
  if (!token)
    return { actor: undefined, authProblem: 'the Authorization header is not "Bearer <token>"' };
  const v = await verifyWith(token, keys, expected);
  return v.ok
    ? { actor: v.actor, authProblem: undefined, ...(v.club ? { club: v.club } : {}) }
    : { actor: undefined, authProblem: v.reason };
}

type AuthConfig = Pick<LedgerConfig, 'jwtSecret' | 'jwtPublicKey' | 'jwtIssuer' | 'jwtAudience'>;

/** The server's authenticator: its keys are made once per configuration (keys.ts). */
export function authenticatorFor(
  config: AuthConfig,
): (authorization: string | undefined) => Promise<ApiContext> {
  const keys = verificationKeysFor(config);
  const expected = {
    ...(config.jwtIssuer ? { issuer: config.jwtIssuer } : {}),
    ...(config.jwtAudience ? { audience: config.jwtAudience } : {}),
  };
  return (authorization) => authenticate(authorization, keys, expected);
}
