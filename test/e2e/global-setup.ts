import { ensureBuilt } from './support/build';

/**
 * Jest globalSetup (jest.config.js: globalSetup: '<rootDir>/test/e2e/global-setup.ts'):
 * compiles the server once per run, before any worker starts, and tells the e2e files not to
 * check again — so a source saved mid-run cannot trigger a rebuild under a running server.
 */
export default async function globalSetup(): Promise<void> {
  await ensureBuilt();
  process.env.LEDGER_E2E_BUILT = '1';
}
