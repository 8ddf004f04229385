/**
 * Prints a bearer token, and only the token, on stdout:
 *   npm run token -- --role director --sub td-1 [--club club-1] [--hours 12]
 * Signed with LEDGER_JWT_SECRET (or the development default, with a warning on stderr).
 */
import { parseArgs } from 'node:util';
import { signToken, TOKEN_ROLES, isTokenRole } from '../src/api/auth/jwt';
import { loadConfig } from '../src/config';

const USAGE = `usage: npm run token -- --role <${TOKEN_ROLES.join('|')}> --sub <actor id> [--club <club id>] [--hours 12]`;

function main(): number {
  let values: { role?: string; sub?: string; hours?: string; club?: string };
  try {
    ({ values } = parseArgs({
      options: {
        role: { type: 'string' },
        sub: { type: 'string' },
        hours: { type: 'string' },
        club: { type: 'string' },
      },
    }));
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!values.role || !isTokenRole(values.role) || !values.sub?.trim()) {
    console.error(USAGE);
    return 2;
  }
  const hours = Number(values.hours ?? 12);
  if (!Number.isFinite(hours) || hours <= 0) {
    console.error(`--hours must be a positive number.\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  if (!config.jwtSecret) {
    // Tokens for this server come from the identity provider that holds the private key.
    console.error(
      `LEDGER_JWT_SECRET is not set: the server accepts only tokens signed by your identity provider (${config.jwtPublicKey?.from ?? 'its public key'}); get tokens from it.`,
    );
    return 1;
  }
  if (config.jwtSecretIsDevDefault)
    console.error('warning: LEDGER_JWT_SECRET is not set; signing with the development secret.');
  const token = signToken(
    { role: values.role, sub: values.sub, ...(values.club ? { club: values.club } : {}) },
    config.jwtSecret,
    Math.round(hours * 3600),
  );
  process.stdout.write(`${token}\n`);
  return 0;
}

process.exitCode = main();
