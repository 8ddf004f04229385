import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { signToken } from '../../src/api/auth/jwt';
import { DEV_JWT_SECRET } from '../../src/config';
import { MAIN_JS, ROOT, ensureBuilt } from './support/build';
import { gql, onlyError } from './support/graphql';
import { TOURNAMENTS } from './support/operations';
import { startServer } from './support/server';

jest.setTimeout(120_000);

let dir: string;
beforeAll(async () => {
  if (process.env.LEDGER_E2E_BUILT !== '1') await ensureBuilt();
  dir = mkdtempSync(join(tmpdir(), 'ledger-startup-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the server until it exits on its own (or 30 s pass), with only `env` set. */
function runServer(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [MAIN_JS], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, PORT: '0', LEDGER_DB: join(dir, `${Date.now()}.db`), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr.on('data', (b: Buffer) => (output += b.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('issue 15.1: the server will not serve with the public development secret', () => {
  it('NODE_ENV=production without LEDGER_JWT_SECRET exits non-zero before listening, saying why', async () => {
    const r = await runServer({ NODE_ENV: 'production' });
    expect(r.code).not.toBe(0);
    expect(r.code).not.toBeNull(); // it exited by itself rather than being killed
    expect(r.output).toMatch(/Configuration: NODE_ENV=production but no token key is configured/);
    expect(r.output).toMatch(/LEDGER_JWT_SECRET/);
    expect(r.output).not.toMatch(/listening on/);
  });

  it('HOST=0.0.0.0 without a configured key exits non-zero before listening', async () => {
    const r = await runServer({ HOST: '0.0.0.0' });
    expect(r.code).not.toBe(0);
    expect(r.code).not.toBeNull();
    expect(r.output).toMatch(/HOST=0\.0\.0\.0 listens beyond this machine/);
    expect(r.output).not.toMatch(/listening on/);
  });

  it('a broken key file stops the start with the variable named', async () => {
    const r = await runServer({
      NODE_ENV: 'production',
      LEDGER_JWT_PUBLIC_KEY_FILE: join(dir, 'missing.pem'),
    });
    expect(r.code).not.toBe(0);
    expect(r.output).toMatch(/Configuration: LEDGER_JWT_PUBLIC_KEY_FILE: cannot read/);
  });
});

describe('issue 15.1: in production behind an identity provider key (ES256 public key file)', () => {
  it('accepts the provider’s tokens and refuses one signed with the development secret', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pemFile = join(dir, 'idp.pem');
    writeFileSync(pemFile, publicKey.export({ type: 'spki', format: 'pem' }));
    const server = await startServer({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      LEDGER_JWT_SECRET: '',
      LEDGER_JWT_PUBLIC_KEY_FILE: pemFile,
      // Production also needs the ledger's own signing key (checkpoints, snapshot seals).
      LEDGER_SIGNING_KEY: generateKeyPairSync('ed25519')
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
    });
    try {
      expect(server.output()).toMatch(/tokens: ES256 public key \(LEDGER_JWT_PUBLIC_KEY_FILE\)/);
      const idp = await new SignJWT({ role: 'regulator' })
        .setProtectedHeader({ alg: 'ES256' })
        .setSubject('reg-1')
        .setExpirationTime('1h')
        .sign(privateKey);
      const ok = await gql(server.url, TOURNAMENTS, {}, idp);
      expect(ok.errors).toBeUndefined();
      const forged = signToken({ sub: 'td-1', role: 'director' }, DEV_JWT_SECRET);
      const e = onlyError(await gql(server.url, TOURNAMENTS, {}, forged));
      expect(e.extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      await server.stop();
    }
  });
});
