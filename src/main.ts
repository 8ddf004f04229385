import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './api/app.module';
import type { ErrorLog } from './api/common/format-error';
import { openLedger } from './api/ledger/open-ledger';
import { ConfigError, loadConfig } from './config';

/**
 * The server: opens the store and the read models, starts the projector runtime in-process,
 * then serves GraphQL at /graphql and the health report at /health.
 */
async function main() {
  const config = loadConfig();
  if (config.jwtSecretIsDevDefault)
    console.warn(
      'WARNING: LEDGER_JWT_SECRET is not set; using the public development secret. Anyone can mint tokens. Set LEDGER_JWT_SECRET in production.',
    );
  const ledger = await openLedger(config);
  const logError: ErrorLog = (level, e) =>
    level === 'warn'
      ? console.warn(`[graphql] ${e instanceof Error ? e.message : String(e)}`)
      : console.error('[graphql]', e);
  const app = await NestFactory.create(AppModule.forRoot(config, ledger, logError), {
    logger: ['error', 'warn'],
  });
  await app.listen(config.port);
  const { port } = app.getHttpServer().address() as AddressInfo;
  const where = config.store === 'postgres' ? 'postgres' : `sqlite ${config.dbPath}`;
  // e2e tests read this line to learn the port when PORT=0.
  console.log(`Tournament Ledger listening on http://localhost:${port}/graphql (store: ${where})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    await app.close();
    await ledger.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((e: unknown) => {
  console.error(e instanceof ConfigError ? `Configuration: ${e.message}` : e);
  process.exit(1);
});
