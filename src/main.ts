import type { Server } from 'node:http';
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './api/app.module';
import type { ErrorLog } from './api/common/format-error';
import { openLedger } from './app/open-ledger';
import { verificationKeysFor } from './api/auth/keys';
import { ConfigError, loadConfig, startupRefusal } from './config';

/**
 * The server: opens the store and the read models, starts the projector runtime in-process,
 * then serves GraphQL at /graphql and the health report at /health.
 */
async function main() {
  const config = loadConfig();
  // Before anything is opened: a server that would accept tokens anyone can mint does not start.
  const refusal = startupRefusal(config);
  if (refusal) throw new ConfigError(refusal);
  // Reads and imports the token keys now, so a bad key file fails the start, not a request.
  const keys = verificationKeysFor(config);
  if (config.jwtSecretIsDevDefault)
    console.warn(
      'WARNING: LEDGER_JWT_SECRET is not set and no public key is configured; using the public development secret, on loopback only. Anyone on this machine can mint tokens. Set LEDGER_JWT_SECRET or LEDGER_JWT_PUBLIC_KEY[_FILE] / LEDGER_JWT_JWKS_FILE.',
    );
  const ledger = await openLedger(config);
  const logError: ErrorLog = (level, e) =>
    level === 'warn'
      ? console.warn(`[graphql] ${e instanceof Error ? e.message : String(e)}`)
      : console.error('[graphql]', e);
  const app = await NestFactory.create(AppModule.forRoot(config, ledger, logError), {
    logger: ['error', 'warn'],
  });
  // Idle keep-alive sockets outlive the clients' own idle timeout (undici: 4 s), so a client never
  // reuses a socket the server is closing at that moment ("other side closed" under load).
  const http = app.getHttpServer() as Server;
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
  await app.listen(config.port, config.host);
  const { port } = app.getHttpServer().address() as AddressInfo;
  const where = config.store === 'postgres' ? 'postgres' : `sqlite ${config.dbPath}`;
  // e2e tests read this line to learn the port when PORT=0.
  console.log(
    `Tournament Ledger listening on http://localhost:${port}/graphql (store: ${where}; host ${config.host}; tokens: ${keys.description})`,
  );

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
