import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import type { LedgerConfig } from '../config';
import { AuthenticatedGuard } from './auth/authenticated.guard';
import { authenticatorFor } from './auth/request-auth';
import { formatGraphQLError, type ErrorLog } from './common/format-error';
import { GraphQLErrorsFilter } from './common/graphql-errors.filter';
import { queryProtection } from './common/query-limits';
import { TextInputInterceptor } from './common/text-input';
import { describeTextLimits } from './common/text-policy';
import { HealthModule } from './health/health.module';
import { LedgerModule } from './ledger/ledger.module';
import type { Ledger } from '../app/ledger.port';
import { TournamentsModule } from './tournaments/tournaments.module';
import { DisciplineModule } from './discipline/discipline.module';
import { OperationsModule } from './operations/operations.module';
import { RankingModule } from './ranking/ranking.module';
import { MembersModule } from './members/members.module';
import { MoneyModule } from './money/money.module';
import { RegulatorModule } from './regulator/regulator.module';
import { DisplayModule } from './display/display.module';
import { HandsModule } from './hands/hands.module';
import { HeadsUpModule } from './heads-up/heads-up.module';
import { IdeModule } from './ide/ide.module';
import { TrainingModule } from './training/training.module';
import { ProceduresModule } from './procedures/procedures.module';

/** Each area of the API brings its own module (resolvers, controllers); add new ones here. */
export const AREA_MODULES: readonly Type[] = [
  TournamentsModule,
  HealthModule,
  DisciplineModule,
  OperationsModule,
  RankingModule,
  MembersModule,
  MoneyModule,
  RegulatorModule,
  DisplayModule,
  HandsModule,
  HeadsUpModule,
  IdeModule,
  TrainingModule,
  ProceduresModule,
];

@Module({})
export class AppModule {
  static forRoot(config: LedgerConfig, ledger: Ledger, log: ErrorLog): DynamicModule {
    const authenticate = authenticatorFor(config);
    return {
      module: AppModule,
      imports: [
        LedgerModule.forRoot(config, ledger),
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          path: '/graphql',
          // Written only when asked (LEDGER_SCHEMA_FILE): schema.graphql is committed and a
          // test compares it with what the running server generates.
          autoSchemaFile: config.schemaFile ?? true,
          sortSchema: true,
          graphiql: false,
          includeStacktraceInErrorResponses: false,
          // ── API protection (issue 15 items 3, 7) ──
          // Query limits, introspection and field suggestions: common/query-limits.ts only.
          ...queryProtection(),
          // Free-text limits written into the schema's descriptions (schema.graphql too);
          // TextInputInterceptor (providers) enforces them, on nested fields' arguments too.
          transformSchema: describeTextLimits,
          transformAutoSchemaFile: true,
          fieldResolverEnhancers: ['interceptors'],
          // ── end of API protection ──
          // HTTP requests bring `req`; graphql-ws subscriptions bring `connectionParams`.
          context: ({
            req,
            connectionParams,
          }: {
            req?: { headers: { authorization?: string } };
            connectionParams?: { authorization?: unknown };
          }) =>
            authenticate(
              req?.headers.authorization ??
                (typeof connectionParams?.authorization === 'string'
                  ? connectionParams.authorization
                  : undefined),
            ),
          // Live updates for the hall display (issue 10), within the same query limits: the
          // `subscriptions` option comes from queryProtection() above.
          formatError: (formatted, error) => formatGraphQLError(formatted, error, log),
        }),
        ...AREA_MODULES,
      ],
      providers: [
        { provide: APP_FILTER, useClass: GraphQLErrorsFilter },
        { provide: APP_GUARD, useClass: AuthenticatedGuard },
        { provide: APP_INTERCEPTOR, useClass: TextInputInterceptor },
      ],
    };
  }
}
