import { Controller, Get, Header, NotFoundException, Param, Res } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Only what the room may see, and nothing from another origin (issue 10: no CDN). */
const CSP =
  "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; style-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'";

interface RawResponse {
  setHeader(name: string, value: string): void;
  end(body: string): void;
}

/** tsc copies no assets to dist/: read them beside the source (src/api/display/assets). */
function assetsDir(): string {
  const beside = join(__dirname, 'assets');
  if (existsSync(beside)) return beside;
  return join(__dirname, '..', '..', '..', '..', 'src', 'api', 'display', 'assets');
}

/** graphql-ws ships a browser build (UMD, window.graphqlWs): served as is, no bundler. */
function graphqlWsBrowserBuild(): string {
  const entry = require.resolve('graphql-ws');
  return readFileSync(join(dirname(entry), '..', 'umd', 'graphql-ws.min.js'), 'utf8');
}

const TYPES: Readonly<Record<string, string>> = {
  'display.js': 'text/javascript; charset=utf-8',
  'display.css': 'text/css; charset=utf-8',
  'graphql-ws.js': 'text/javascript; charset=utf-8',
};

/**
 * The hall display page (FSNP Art. 4, 60) at /display/:tournamentId, without login: plain
 * HTML, CSS and JS written for it, read once at start.
 */
@Controller('display')
export class DisplayController {
  private readonly files: Readonly<Record<string, string>>;

  constructor() {
    const dir = assetsDir();
    this.files = {
      'display.html': readFileSync(join(dir, 'display.html'), 'utf8'),
      'display.js': readFileSync(join(dir, 'display.js'), 'utf8'),
      'display.css': readFileSync(join(dir, 'display.css'), 'utf8'),
      'graphql-ws.js': graphqlWsBrowserBuild(),
    };
  }

  @Get('assets/:file')
  asset(@Param('file') file: string, @Res() res: RawResponse): void {
    const type = TYPES[file];
    if (!type) throw new NotFoundException();
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(this.files[file]);
  }

  @Get(':tournamentId')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  @Header('Content-Security-Policy', CSP)
  @Header('X-Content-Type-Options', 'nosniff')
  page(): string {
    // The page reads the tournament id from its own address: nothing is templated in.
    return this.files['display.html'];
  }
}
