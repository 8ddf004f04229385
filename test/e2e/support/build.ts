import { execFileSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..', '..');
export const MAIN_JS = join(ROOT, 'dist', 'src', 'main.js');
const LOCK = join(ROOT, 'dist', '.e2e-build.lock');
const STAMP = join(ROOT, 'dist', '.e2e-build.stamp');
const SOURCES = ['src', 'scripts', 'bench', 'tsconfig.json', 'tsconfig.build.json'];

const mtime = (p: string) => {
  try {
    return statSync(p).mtimeMs;
  } catch {
    return 0;
  }
};

function newestSource(p: string): number {
  const s = statSync(p, { throwIfNoEntry: false });
  if (!s) return 0;
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const name of readdirSync(p)) newest = Math.max(newest, newestSource(join(p, name)));
  return newest;
}

const upToDate = () =>
  existsSync(MAIN_JS) &&
  mtime(STAMP) > Math.max(...SOURCES.map((s) => newestSource(join(ROOT, s))));

/**
 * Jest cannot load NestJS/Apollo (ESM-only), so the e2e tests run the compiled server in a
 * child process. dist/ is rebuilt with tsc (5-20 s) when any source is newer than the last
 * e2e build; test files running in parallel take a lock so only one of them compiles.
 */
let once: Promise<void> | undefined;

/** Checked once per process: a source saved mid-run must not rebuild under a running server. */
export function ensureBuilt(): Promise<void> {
  once ??= buildIfStale();
  return once;
}

async function buildIfStale(): Promise<void> {
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  if (upToDate()) return;
  let fd: number;
  try {
    fd = openSync(LOCK, 'wx');
  } catch {
    // Another test file is compiling: use its build once it is done, even if a source
    // changed meanwhile (rebuilding now would rewrite dist/ under its running server).
    while (existsSync(LOCK) && Date.now() - mtime(LOCK) < 120_000)
      await new Promise((r) => setTimeout(r, 200));
    return;
  }
  try {
    const started = Date.now();
    build();
    // Stamped with the start time: a source saved during the build triggers the next one.
    writeFileSync(STAMP, '');
    utimesSync(STAMP, new Date(started), new Date(started));
  } finally {
    closeSync(fd);
    rmSync(LOCK, { force: true });
  }
}

function build() {
  const tsc = require.resolve('typescript/bin/tsc');
  try {
    execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
      cwd: ROOT,
      stdio: 'pipe',
    });
  } catch (e) {
    // tsc still emits on type errors (others' work in progress); only a missing entry point
    // stops the run.
    const out = String((e as { stdout?: Buffer }).stdout ?? e);
    if (!existsSync(MAIN_JS)) throw new Error(`build failed:\n${out}`, { cause: e });
    console.warn(
      `tsc reported errors; the e2e run continues on the emitted code:\n${out.slice(0, 1500)}`,
    );
  }
}
