import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { signToken, verifyWith } from '../../../src/api/auth/jwt';
import { loadVerificationKeys } from '../../../src/api/auth/keys';
import { authenticatorFor } from '../../../src/api/auth/request-auth';
import { ConfigError, DEV_JWT_SECRET, loadConfig, startupRefusal } from '../../../src/config';

let dir: string;
beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'ledger-keys-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const PAIRS = {
  RS256: () => generateKeyPairSync('rsa', { modulusLength: 2048 }),
  ES256: () => generateKeyPairSync('ec', { namedCurve: 'P-256' }),
  EdDSA: () => generateKeyPairSync('ed25519'),
} as const;

const idpToken = (
  alg: string,
  key: KeyObject,
  claims: Record<string, unknown> = {},
  kid?: string,
) =>
  new SignJWT({ role: 'director', ...claims })
    .setProtectedHeader({ alg, ...(kid ? { kid } : {}) })
    .setSubject('td-idp')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key);

const pemOf = (k: KeyObject) => k.export({ type: 'spki', format: 'pem' }).toString();

describe('issue 15.1: tokens signed by an identity provider (RS256, ES256, EdDSA) verify against its public key', () => {
  it.each(Object.keys(PAIRS) as (keyof typeof PAIRS)[])(
    '%s against a PEM public key file, and the same token refused by another key',
    async (alg) => {
      const { publicKey, privateKey } = PAIRS[alg]();
      const config = loadConfig({
        LEDGER_JWT_PUBLIC_KEY_FILE: file(`${alg}.pem`, pemOf(publicKey)),
      });
      expect(config.jwtSecret).toBeUndefined();
      const auth = authenticatorFor(config);
      const token = await idpToken(alg, privateKey);
      expect(await auth(`Bearer ${token}`)).toEqual({
        actor: { id: 'td-idp', role: 'director' },
        authProblem: undefined,
      });
      const other = loadConfig({ LEDGER_JWT_PUBLIC_KEY: pemOf(PAIRS[alg]().publicKey) });
      expect((await authenticatorFor(other)(`Bearer ${token}`)).authProblem).toBe(
        'the token is not valid',
      );
    },
  );

  it('a JWKS file: the key is picked by kid, and a club claim is carried through', async () => {
    const ec = PAIRS.ES256();
    const ed = PAIRS.EdDSA();
    const jwks = {
      keys: [
        { ...ec.publicKey.export({ format: 'jwk' }), kid: 'ec-1', use: 'sig' },
        { ...ed.publicKey.export({ format: 'jwk' }), kid: 'ed-1', use: 'sig' },
      ],
    };
    const config = loadConfig({ LEDGER_JWT_JWKS_FILE: file('jwks.json', JSON.stringify(jwks)) });
    const auth = authenticatorFor(config);
    const club = await idpToken('EdDSA', ed.privateKey, { role: 'club', club: 'club-b' }, 'ed-1');
    expect(await auth(`Bearer ${club}`)).toMatchObject({
      actor: { id: 'td-idp', role: 'club' },
      club: 'club-b',
    });
    // Signed by the EC key but naming the Ed25519 key's kid: no key matches it.
    const wrongKid = await idpToken('ES256', ec.privateKey, {}, 'ed-1');
    expect((await auth(`Bearer ${wrongKid}`)).actor).toBeUndefined();
    expect(
      (await auth(`Bearer ${await idpToken('ES256', ec.privateKey, {}, 'ec-1')}`)).actor,
    ).toEqual({ id: 'td-idp', role: 'director' });
  });

  it('issuer and audience are required when configured', async () => {
    const { publicKey, privateKey } = PAIRS.ES256();
    const config = loadConfig({
      LEDGER_JWT_PUBLIC_KEY: pemOf(publicKey),
      LEDGER_JWT_ISSUER: 'https://idp.federation.example',
      LEDGER_JWT_AUDIENCE: 'tournament-ledger',
    });
    const auth = authenticatorFor(config);
    const bare = await idpToken('ES256', privateKey);
    expect((await auth(`Bearer ${bare}`)).authProblem).toBe(
      'the token\'s "iss" claim is not accepted',
    );
    const good = await new SignJWT({ role: 'regulator' })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject('reg-1')
      .setIssuer('https://idp.federation.example')
      .setAudience('tournament-ledger')
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await auth(`Bearer ${good}`)).actor).toEqual({ id: 'reg-1', role: 'regulator' });
  });
});

describe('issue 15.1: no token anyone can mint is accepted by a server with a real key', () => {
  it('with only a public key configured, the public development secret no longer signs tokens', async () => {
    const config = loadConfig({ LEDGER_JWT_PUBLIC_KEY: pemOf(PAIRS.EdDSA().publicKey) });
    const forged = signToken({ sub: 'td-1', role: 'director' }, DEV_JWT_SECRET);
    expect((await authenticatorFor(config)(`Bearer ${forged}`)).authProblem).toBe(
      'the token is not valid',
    );
  });

  it('key confusion: an HS256 token whose HMAC key is the public PEM text is refused', async () => {
    const pem = pemOf(PAIRS.RS256().publicKey);
    const keys = loadVerificationKeys(loadConfig({ LEDGER_JWT_PUBLIC_KEY: pem }));
    const confused = signToken({ sub: 'x', role: 'director' }, pem);
    expect(await verifyWith(confused, keys)).toEqual({
      ok: false,
      reason: 'the token is not valid',
    });
  });

  it('an HS256 secret and an identity provider key can be used side by side', async () => {
    const { publicKey, privateKey } = PAIRS.ES256();
    const config = loadConfig({
      LEDGER_JWT_SECRET: 'shared',
      LEDGER_JWT_PUBLIC_KEY: pemOf(publicKey),
    });
    const auth = authenticatorFor(config);
    expect(
      (await auth(`Bearer ${signToken({ sub: 'f', role: 'floor' }, 'shared')}`)).actor,
    ).toEqual({
      id: 'f',
      role: 'floor',
    });
    expect((await auth(`Bearer ${await idpToken('ES256', privateKey)}`)).actor?.role).toBe(
      'director',
    );
  });

  it.each([
    [
      'a private key',
      () => PAIRS.ES256().privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      /private key/,
    ],
    ['garbage', () => 'not a key', /not a PEM public key/],
    [
      'a DSA key',
      () =>
        pemOf(generateKeyPairSync('dsa', { modulusLength: 2048, divisorLength: 224 }).publicKey),
      /signs none of/,
    ],
  ])(
    'LEDGER_JWT_PUBLIC_KEY holding %s fails at start-up with the variable named',
    (_, pem, message) => {
      const config = loadConfig({ LEDGER_JWT_PUBLIC_KEY: pem() });
      expect(() => loadVerificationKeys(config)).toThrow(ConfigError);
      expect(() => loadVerificationKeys(config)).toThrow(message);
      expect(() => loadVerificationKeys(config)).toThrow(/LEDGER_JWT_PUBLIC_KEY/);
    },
  );

  it.each([
    ['a shared secret', { keys: [{ kty: 'oct', k: 'c2VjcmV0' }] }, /shared secret/],
    ['no keys', { keys: [] }, /non-empty "keys"/],
    ['a broken key', { keys: [{ kty: 'EC', crv: 'P-256', x: 'AA' }] }, /not a valid public key/],
  ])('a JWKS file with %s fails at start-up', (_, jwks, message) => {
    const config = loadConfig({
      LEDGER_JWT_JWKS_FILE: file('bad-jwks.json', JSON.stringify(jwks)),
    });
    expect(() => loadVerificationKeys(config)).toThrow(message);
  });

  it('two public key sources at once are refused', () => {
    expect(() => loadConfig({ LEDGER_JWT_PUBLIC_KEY: 'a', LEDGER_JWT_JWKS_FILE: 'b' })).toThrow(
      /only one of/,
    );
  });
});

describe('issue 15.1: production, or listening beyond loopback, with the public development secret refuses to start', () => {
  it.each([
    [{ NODE_ENV: 'production' }, /NODE_ENV=production/],
    [{ HOST: '0.0.0.0' }, /HOST=0\.0\.0\.0/],
    [{ HOST: '::' }, /HOST=::/],
    [{ HOST: '192.168.1.20', LEDGER_JWT_SECRET: DEV_JWT_SECRET }, /HOST=192\.168\.1\.20/],
  ])('%j is refused, naming the variables that fix it', (env, message) => {
    const refusal = startupRefusal(loadConfig(env));
    expect(refusal).toMatch(message);
    expect(refusal).toMatch(/LEDGER_JWT_SECRET/);
    expect(refusal).toMatch(/LEDGER_JWT_JWKS_FILE/);
  });

  it.each([
    [{}],
    [{ HOST: 'localhost' }],
    [{ HOST: '::1' }],
    [{ NODE_ENV: 'production', HOST: '0.0.0.0', LEDGER_JWT_SECRET: 'x'.repeat(32) }],
    [{ LEDGER_JWT_SECRET: 'short-is-fine-on-a-laptop' }],
    [{ NODE_ENV: 'production', HOST: '0.0.0.0', LEDGER_JWT_PUBLIC_KEY: 'pem' }],
  ])('%j may start', (env) => {
    expect(startupRefusal(loadConfig(env))).toBeNull();
  });

  it.each([
    [{ NODE_ENV: 'production', LEDGER_JWT_SECRET: 'change-me-to-32-random-bytes' }],
    [{ HOST: '0.0.0.0', LEDGER_JWT_SECRET: 'short' }],
  ])('%j: a secret under 32 bytes is refused once the server is exposed (RFC 7518 §3.2)', (env) => {
    expect(startupRefusal(loadConfig(env))).toMatch(/at least 32 random bytes/);
  });

  it('the default listens on loopback only', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
  });
});
