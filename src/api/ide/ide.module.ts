import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { IdeAssetsController } from './ide-assets.controller';
import { IDE_BUNDLE, loadIdeBundle } from './ide-bundle';
import { IdePageMiddleware } from './ide-page.middleware';

/**
 * The staff GraphQL IDE (issue 21): GraphiQL at GET /graphql for browsers, its assets at
 * /ide/assets/. Nest middleware runs before Apollo's (mounted at module init), so the page
 * is answered before Apollo would refuse a browser's GET as a CSRF risk.
 */
@Module({
  controllers: [IdeAssetsController],
  providers: [{ provide: IDE_BUNDLE, useFactory: () => loadIdeBundle() }, IdePageMiddleware],
})
export class IdeModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // The same path as GraphQLModule's in app.module.ts.
    consumer.apply(IdePageMiddleware).forRoutes({ path: 'graphql', method: RequestMethod.GET });
  }
}
