/**
 * Builds the staff GraphQL IDE (src/api/ide/browser) into dist/ide/: type-checks the browser
 * code, bundles GraphiQL + React with esbuild into content-hashed files, writes index.html
 * and a manifest the server reads (src/api/ide/ide-bundle.ts), and a gzip copy of each file.
 * Run by `npm run build`; nothing here is fetched at run time, so the IDE works offline.
 *
 *   npm run build:ide
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { IDE_MANIFEST, type IdeManifest } from '../src/api/ide/ide-manifest';

const ROOT = join(__dirname, '..');
const SOURCE = join(ROOT, 'src', 'api', 'ide', 'browser');
const OUT = join(ROOT, 'dist', 'ide');

function typeCheck(): void {
  const tsc = require.resolve('typescript/bin/tsc');
  try {
    execFileSync(process.execPath, [tsc, '-p', join(SOURCE, 'tsconfig.json')], {
      cwd: ROOT,
      stdio: 'pipe',
    });
  } catch (e) {
    const out = String((e as { stdout?: Buffer }).stdout ?? e);
    throw new Error(`the IDE's browser code does not type-check:\n${out}`, { cause: e });
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  typeCheck();
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const result = await build({
    entryPoints: [join(SOURCE, 'ide.jsx')],
    // The metafile's paths are relative to this.
    absWorkingDir: ROOT,
    outdir: OUT,
    entryNames: 'ide-[hash]',
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: ['chrome111', 'edge111', 'firefox114', 'safari16.4'],
    jsx: 'automatic',
    // React and graphql drop their development checks.
    define: { 'process.env.NODE_ENV': '"production"' },
    // The licences of what is bundled (React, GraphiQL, CodeMirror…) ship beside the bundle.
    legalComments: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  const outputs = Object.keys(result.metafile.outputs).map((p) => relative(OUT, join(ROOT, p)));
  const script = outputs.find((f) => f.endsWith('.js'));
  const style = outputs.find((f) => f.endsWith('.css'));
  if (!script || !style) throw new Error(`esbuild wrote no script or style: ${outputs.join(', ')}`);

  const html = readFileSync(join(SOURCE, 'index.html'), 'utf8')
    .replace('%SCRIPT%', script)
    .replace('%STYLE%', style);
  writeFileSync(join(OUT, 'index.html'), html);

  const manifest: IdeManifest = { page: 'index.html', assets: outputs.map((f) => basename(f)) };
  for (const file of [manifest.page, ...manifest.assets])
    writeFileSync(join(OUT, `${file}.gz`), gzipSync(readFileSync(join(OUT, file)), { level: 9 }));
  writeFileSync(join(OUT, IDE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

  const size = (f: string, ext = '') => readFileSync(join(OUT, f + ext)).length;
  const kb = (n: number) => `${Math.round(n / 1024)} KiB`;
  console.log(
    `GraphQL IDE built in ${Date.now() - started} ms: ${script} ${kb(size(script))} (gzip ${kb(size(script, '.gz'))}), ${style} ${kb(size(style))} (gzip ${kb(size(style, '.gz'))}) in ${relative(ROOT, OUT)}/`,
  );
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
