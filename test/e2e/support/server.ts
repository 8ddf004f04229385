import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signToken, type TokenClaims } from '../../../src/api/auth/jwt';
import { MAIN_JS, ROOT, ensureBuilt } from './build';

export const TEST_SECRET = 'e2e-secret-not-the-dev-default';

export interface RunningServer {
  readonly url: string;
  readonly dir: string;
  readonly dbPath: string;
  /** The server's process id (bench/live.ts reads its CPU time). */
  readonly pid: number;
  output(): string;
  token(claims: TokenClaims): string;
  stop(): Promise<void>;
}

/**
 * Starts the compiled server on a free port (PORT=0) with a fresh sqlite file in a temp dir;
 * `envFor` may depend on that dir.
 */
export async function startServer(
  envFor: NodeJS.ProcessEnv | ((dir: string) => NodeJS.ProcessEnv) = {},
): Promise<RunningServer> {
  // Without the globalSetup each file checks the build itself (under a lock).
  if (process.env.LEDGER_E2E_BUILT !== '1') await ensureBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'ledger-e2e-'));
  const dbPath = join(dir, 'ledger.db');
  const env = typeof envFor === 'function' ? envFor(dir) : envFor;
  // LEDGER_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": to profile the server
  // under a bench (NODE_OPTIONS does not admit --cpu-prof).
  const nodeArgs = (process.env.LEDGER_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, MAIN_JS], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      LEDGER_DB: dbPath,
      LEDGER_JWT_SECRET: TEST_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    const check = () => {
      const m = /listening on http:\/\/localhost:(\d+)\/graphql/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${out}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    dbPath,
    pid: child.pid!,
    output: () => out,
    token: (claims) => signToken(claims, env.LEDGER_JWT_SECRET || TEST_SECRET),
    async stop() {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
