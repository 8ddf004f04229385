/**
 * Where the ledger's Ed25519 signing key comes from (issue 15): LEDGER_SIGNING_KEY holds the
 * private key as PEM text, or the path of a PEM file. Without it, outside production, a
 * development key is generated once into the data folder (beside the sqlite file) so a laptop
 * or a test run works out of the box; in production the server refuses to start, because
 * checkpoints signed by a throwaway key prove nothing to a regulator.
 */
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ConfigError } from '../config';
import { ledgerSigner, type LedgerSigner } from './checkpoints';

export interface SigningKeySource {
  /** LEDGER_SIGNING_KEY: PEM text (newlines may be written as \n) or a path to a PEM file. */
  readonly key: string | undefined;
  /** NODE_ENV=production: a missing key is an error, not a generated development key. */
  readonly production: boolean;
  /** Where a development key is kept when none is configured. */
  readonly devKeyFile: string;
  readonly log?: (line: string) => void;
}

/** A ConfigError: the server prints it as a configuration problem and exits with 1. */
export class SigningKeyError extends ConfigError {}

function privateKeyFrom(text: string, origin: string): KeyObject {
  try {
    return createPrivateKey(text);
  } catch (err) {
    throw new SigningKeyError(
      `LEDGER_SIGNING_KEY (${origin}) is not a PEM private key: ${(err as Error).message}`,
    );
  }
}

export function loadSigner(source: SigningKeySource): LedgerSigner {
  // PEM text may come with its newlines written as \n (env files cannot hold several lines).
  const configured = source.key?.trim().replace(/\\n/g, '\n');
  if (configured) {
    const isPem = configured.startsWith('-----BEGIN');
    let text = configured;
    if (!isPem) {
      try {
        text = readFileSync(configured, 'utf8');
      } catch (err) {
        throw new SigningKeyError(
          `LEDGER_SIGNING_KEY=${configured}: cannot read the key file (${(err as Error).message}).`,
        );
      }
    }
    const key = privateKeyFrom(text, isPem ? 'PEM text' : configured);
    return signerOf(key);
  }
  if (source.production)
    throw new SigningKeyError(
      'NODE_ENV=production needs LEDGER_SIGNING_KEY (an Ed25519 private key in PEM, or the path of one): ' +
        'checkpoints signed by a generated development key prove nothing. ' +
        'Make one with: openssl genpkey -algorithm ed25519 -out ledger-signing-key.pem',
    );
  if (!existsSync(source.devKeyFile)) {
    const { privateKey } = generateKeyPairSync('ed25519');
    mkdirSync(dirname(source.devKeyFile), { recursive: true });
    // Written whole to a private file, then linked into place: of two processes starting
    // together, one links its key and the other reads that complete file.
    const tmp = `${source.devKeyFile}.${process.pid}.tmp`;
    writeFileSync(tmp, privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), {
      mode: 0o600,
    });
    try {
      linkSync(tmp, source.devKeyFile);
      source.log?.(
        `No LEDGER_SIGNING_KEY: generated a development signing key in ${source.devKeyFile} (not for production).`,
      );
    } catch (err) {
      if ((err as { code?: string }).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(tmp);
    }
  }
  return signerOf(privateKeyFrom(readFileSync(source.devKeyFile, 'utf8'), source.devKeyFile));
}

function signerOf(privateKey: KeyObject): LedgerSigner {
  try {
    return ledgerSigner(privateKey, createPublicKey(privateKey));
  } catch (err) {
    throw new SigningKeyError(`LEDGER_SIGNING_KEY: ${(err as Error).message}`);
  }
}

/** A public key from PEM text or a PEM file (the verifier's --key). */
export function loadPublicKey(pemOrPath: string): KeyObject {
  const text = pemOrPath.trim().startsWith('-----BEGIN')
    ? pemOrPath
    : readFileSync(pemOrPath, 'utf8');
  // createPublicKey also accepts a private key and derives its public half.
  return createPublicKey(text);
}

/** The development key's place: beside the sqlite file (LEDGER_DB), in ./data by default. */
export const devKeyFileFor = (dbPath: string): string =>
  join(dirname(dbPath), 'ledger-signing-key.pem');

/** The signer the server uses, from the same environment (for the export and verify scripts). */
export function signerFromEnv(env: NodeJS.ProcessEnv = process.env): LedgerSigner {
  return loadSigner({
    key: env.LEDGER_SIGNING_KEY,
    production: env.NODE_ENV === 'production',
    devKeyFile: devKeyFileFor(env.LEDGER_DB || './data/ledger.db'),
    log: (line) => console.warn(line),
  });
}
