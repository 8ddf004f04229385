import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import { IDE_BUNDLE, type IdeBundle } from './ide-bundle';
import { IDE_CSP, sendIdeFile, type IdeRequest, type IdeResponse } from './ide-http';

/**
 * GET /graphql from a browser (Accept prefers text/html) gets the IDE page; every other
 * request (API clients, GET queries, POSTs) goes on to Apollo, whose CSRF prevention stays
 * on. The media types are in Apollo's order of preference, so a wildcard Accept (curl's)
 * still means JSON.
 */
const API_OR_PAGE = ['application/json', 'application/graphql-response+json', 'text/html'];

@Injectable()
export class IdePageMiddleware implements NestMiddleware<IdeRequest, IdeResponse> {
  constructor(@Inject(IDE_BUNDLE) private readonly bundle: IdeBundle) {}

  use(req: IdeRequest, res: IdeResponse, next: () => void): void {
    if (req.accepts(API_OR_PAGE) !== 'text/html') return next();
    res.setHeader('Content-Security-Policy', IDE_CSP);
    if (!this.bundle.built) {
      res.statusCode = 503;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(
        `The GraphQL IDE is not built (${this.bundle.reason}). Run \`npm run build\` (or \`npm run build:ide\`) and restart the server.\n`,
      );
      return;
    }
    // no-cache: the page names the current hashed assets, so it must be revalidated.
    sendIdeFile(req, res, this.bundle.page, 'no-cache');
  }
}
