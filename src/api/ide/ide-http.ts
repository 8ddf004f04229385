import type { IdeFile } from './ide-bundle';

/** The parts of Express's request and response the IDE uses (no @types/express here). */
export interface IdeRequest {
  accepts(types: string[]): string | false;
  acceptsEncodings(...encodings: string[]): string | false;
}

export interface IdeResponse {
  statusCode: number;
  setHeader(name: string, value: string): void;
  end(body?: Buffer | string): void;
}

/**
 * Only this server: the bundle's fonts and icons are data: URLs, the API is /graphql (HTTP
 * and graphql-ws, which 'self' covers), and no inline script or style is allowed.
 */
export const IDE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function sendIdeFile(
  req: IdeRequest,
  res: IdeResponse,
  file: IdeFile,
  cacheControl: string,
): void {
  const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
  res.statusCode = 200;
  res.setHeader('Content-Type', file.type);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept, Accept-Encoding');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.end(gzip ? file.gzip : file.body);
}
