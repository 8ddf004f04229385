import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { IDE_MANIFEST, type IdeManifest } from './ide-manifest';

export interface IdeFile {
  readonly type: string;
  readonly body: Buffer;
  readonly gzip: Buffer;
}

export type IdeBundle =
  | { readonly built: true; readonly page: IdeFile; readonly assets: ReadonlyMap<string, IdeFile> }
  | { readonly built: false; readonly reason: string };

export const IDE_BUNDLE = Symbol('IDE_BUNDLE');

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * dist/ide/ is written by `npm run build` (scripts/build-ide.ts), not by tsc: found from
 * dist/src/api/ide (the built server) or from src/api/ide (the server run by tsx).
 */
export function ideBuildDir(): string {
  const fromDist = join(__dirname, '..', '..', '..', 'ide');
  return existsSync(join(fromDist, IDE_MANIFEST))
    ? fromDist
    : join(__dirname, '..', '..', '..', 'dist', 'ide');
}

/**
 * Read once at start-up; only the files the manifest names can ever be served. A missing or
 * damaged build leaves the API running and the page saying what to do.
 */
export function loadIdeBundle(dir = ideBuildDir()): IdeBundle {
  const manifestPath = join(dir, IDE_MANIFEST);
  if (!existsSync(manifestPath)) return { built: false, reason: `${manifestPath} is missing` };
  const file = (name: string): IdeFile => ({
    type: TYPES[extname(name)] ?? 'application/octet-stream',
    body: readFileSync(join(dir, name)),
    gzip: readFileSync(join(dir, `${name}.gz`)),
  });
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as IdeManifest;
    return {
      built: true,
      page: file(manifest.page),
      assets: new Map(manifest.assets.map((name) => [name, file(name)])),
    };
  } catch (e) {
    return {
      built: false,
      reason: `${dir} is incomplete (${e instanceof Error ? e.message : String(e)})`,
    };
  }
}
