import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { verifyToken } from '../../src/api/auth/jwt';
import { ROOT } from './support/build';

jest.setTimeout(30_000);

const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const token = (args: string[], env: NodeJS.ProcessEnv = { LEDGER_JWT_SECRET: 'cli-secret' }) =>
  spawnSync(process.execPath, [TSX, 'scripts/token.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });

describe('npm run token (issue 2 "Auth")', () => {
  it('prints only the token on stdout, signed with LEDGER_JWT_SECRET, carrying role and subject', async () => {
    const r = token(['--role', 'director', '--sub', 'td-1']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+\n$/);
    expect(r.stderr).toBe('');
    expect(await verifyToken(r.stdout.trim(), 'cli-secret')).toEqual({
      ok: true,
      actor: { id: 'td-1', role: 'director' },
    });
  });

  it('without LEDGER_JWT_SECRET it warns on stderr and still prints only the token on stdout', () => {
    const r = token(['--role', 'floor', '--sub', 'f-1'], {});
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('.')).toHaveLength(3);
    expect(r.stderr).toMatch(/development secret/);
  });

  it('issue 15.1: behind an identity provider key and no secret, it refuses to sign', () => {
    const r = token(['--role', 'director', '--sub', 'td-1'], {
      LEDGER_JWT_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----',
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /only tokens signed by your identity provider \(LEDGER_JWT_PUBLIC_KEY\)/,
    );
  });

  it.each([
    [['--role', 'croupier', '--sub', 'x']],
    [['--role', 'director']],
    [['--role', 'director', '--sub', 'x', '--hours', '0']],
    [['--bogus']],
  ])('%j is refused with the usage on stderr and nothing on stdout', (args) => {
    const r = token(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/usage: npm run token/);
  });
});
