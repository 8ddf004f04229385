import {
  createPublicKey,
  createSecretKey,
  X509Certificate,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  createLocalJWKSet,
  type FlattenedJWSInput,
  type JSONWebKeySet,
  type JWK,
  type JWSHeaderParameters,
} from 'jose';
import { ConfigError, type LedgerConfig, type PublicKeySource } from '../../config';

/** Asymmetric algorithms an identity provider may sign with; HS256 is the shared secret's. */
const ASYMMETRIC_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'ES384', 'ES512', 'EdDSA'];

/**
 * The keys that verify bearer tokens, imported once at start-up (issue 22: jsonwebtoken
 * rebuilt the key from the secret string on every request). Each algorithm maps to exactly
 * one key of its own type, so an HS256 token can never be checked against a public key
 * (key confusion) and "alg: none" is never accepted.
 */
export interface VerificationKeys {
  readonly algorithms: readonly string[];
  /** The key for a token's header, as jose's jwtVerify asks for it. */
  keyFor(header: JWSHeaderParameters, token: FlattenedJWSInput): Promise<KeyObject>;
  /** What start-up reports: which modes are active, never the key material. */
  readonly description: string;
}

type KeyConfig = Pick<LedgerConfig, 'jwtSecret' | 'jwtPublicKey'>;

/** The algorithm a PEM public key signs with, from its own type and curve. */
function algorithmOf(key: KeyObject, from: string): string {
  const type = key.asymmetricKeyType;
  const curve = key.asymmetricKeyDetails?.namedCurve;
  if (type === 'rsa') return 'RS256';
  if (type === 'rsa-pss') return 'PS256';
  if (type === 'ed25519') return 'EdDSA';
  if (type === 'ec' && curve === 'prime256v1') return 'ES256';
  if (type === 'ec' && curve === 'secp384r1') return 'ES384';
  if (type === 'ec' && curve === 'secp521r1') return 'ES512';
  throw new ConfigError(
    `${from}: a ${type ?? 'unknown'}${curve ? ` (${curve})` : ''} key signs none of ${ASYMMETRIC_ALGORITHMS.join(', ')}.`,
  );
}

function readText(path: string, from: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw new ConfigError(`${from}: cannot read ${path} (${(e as Error).message}).`);
  }
}

function pemPublicKey(pem: string, from: string): KeyObject {
  try {
    // A certificate is accepted too: identity providers often publish theirs.
    if (pem.includes('BEGIN CERTIFICATE')) return new X509Certificate(pem).publicKey;
    if (pem.includes('PRIVATE KEY'))
      throw new Error('this is a private key; give the server only the public key');
    return createPublicKey(pem);
  } catch (e) {
    throw new ConfigError(
      `${from}: not a PEM public key or certificate (${(e as Error).message}).`,
    );
  }
}

/** A JWKS file, checked key by key at start-up so a bad file fails the start, not a request. */
function jwksOf(text: string, from: string): JSONWebKeySet {
  let jwks: unknown;
  try {
    jwks = JSON.parse(text);
  } catch (e) {
    throw new ConfigError(`${from}: not JSON (${(e as Error).message}).`);
  }
  const keys = (jwks as { keys?: unknown }).keys;
  if (!Array.isArray(keys) || keys.length === 0)
    throw new ConfigError(`${from}: a JWKS needs a non-empty "keys" array.`);
  keys.forEach((jwk: JWK, i) => {
    if (jwk.kty === 'oct' || jwk.d !== undefined)
      throw new ConfigError(
        `${from}: key ${i} is a ${jwk.kty === 'oct' ? 'shared secret' : 'private key'}; a JWKS file holds public keys only.`,
      );
    try {
      createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' });
    } catch (e) {
      throw new ConfigError(
        `${from}: key ${i} is not a valid public key (${(e as Error).message}).`,
      );
    }
  });
  return jwks as JSONWebKeySet;
}

export function loadVerificationKeys(config: KeyConfig): VerificationKeys {
  const secret = config.jwtSecret ? createSecretKey(Buffer.from(config.jwtSecret, 'utf8')) : null;
  const source: PublicKeySource | undefined = config.jwtPublicKey;
  let pem: { key: KeyObject; alg: string } | null = null;
  let jwks: ReturnType<typeof createLocalJWKSet> | null = null;
  if (source?.kind === 'pem' || source?.kind === 'pem-file') {
    const text = source.kind === 'pem' ? source.pem : readText(source.path, source.from);
    const key = pemPublicKey(text, source.from);
    pem = { key, alg: algorithmOf(key, source.from) };
  } else if (source?.kind === 'jwks-file') {
    // jose imports each JWK on first use and keeps the key object for the next requests.
    jwks = createLocalJWKSet(jwksOf(readText(source.path, source.from), source.from));
  }
  const algorithms = [
    ...(secret ? ['HS256'] : []),
    ...(pem ? [pem.alg] : []),
    ...(jwks ? ASYMMETRIC_ALGORITHMS : []),
  ];
  if (algorithms.length === 0) throw new ConfigError('No token key is configured.');
  const modes = [
    ...(secret ? ['HS256 shared secret'] : []),
    ...(pem ? [`${pem.alg} public key (${source?.from})`] : []),
    ...(jwks ? [`JWKS (${source?.from})`] : []),
  ];
  return {
    algorithms,
    description: modes.join(' + '),
    async keyFor(header, token) {
      // jose has already refused an algorithm outside `algorithms`.
      if (header.alg === 'HS256' && secret) return secret;
      if (pem && header.alg === pem.alg) return pem.key;
      if (jwks) return (await jwks(header, token)) as KeyObject;
      throw new Error(`no key for ${String(header.alg)}`);
    },
  };
}

const cache = new WeakMap<KeyConfig, VerificationKeys>();

/** The keys of this configuration, made on first use and kept (one config per server). */
export function verificationKeysFor(config: KeyConfig): VerificationKeys {
  let keys = cache.get(config);
  if (!keys) {
    keys = loadVerificationKeys(config);
    cache.set(config, keys);
  }
  return keys;
}
