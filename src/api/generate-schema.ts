import 'reflect-metadata';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '../config';
import { AppModule } from './app.module';
import type { Ledger } from '../app/ledger.port';

/**
 * Writes schema.graphql (or the path given as argument) from the code-first resolvers, the
 * same way the server does with LEDGER_SCHEMA_FILE, without opening any database:
 *   npm run schema:generate
 */
const unused = () => {
  throw new Error('generate-schema opens no ledger');
};
const noLedger: Ledger = {
  execute: unused,
  tournaments: { getTournament: unused, listTournaments: unused, listRegistrations: unused },
  waitForPosition: unused,
  health: unused,
  close: async () => undefined,
};

async function main() {
  const file = resolve(process.argv[2] ?? 'schema.graphql');
  const config = { ...loadConfig({}), schemaFile: file };
  const app = await NestFactory.create(
    AppModule.forRoot(config, noLedger, (_level, e) => console.error(e)),
    {
      logger: ['error'],
    },
  );
  await app.init();
  await app.close();
  console.log(`wrote ${file}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
