/**
 * Environment configuration of the server, read once at start-up. Pure apart from its
 * argument, so tests can build a config from a plain object.
 */
export type StoreKind = 'sqlite' | 'postgres' | 'eventstoredb';

export interface LedgerConfig {
  readonly port: number;
  readonly store: StoreKind;
  /** sqlite file holding the event store and the read models. */
  readonly dbPath: string;
  /** sqlite file of the read models; undefined = beside dbPath (ledger.read.db). */
  readonly readDbPath: string | undefined;
  /** postgres connection string: the store when store = postgres; the read models when set. */
  readonly databaseUrl: string | undefined;
  /** KurrentDB/EventStoreDB connection string, when store = eventstoredb. */
  readonly eventstoreUrl: string | undefined;
  /** Interface the server listens on (HOST); loopback unless a deployment opens it. */
  readonly host: string;
  /** NODE_ENV=production: the server refuses to start without a configured key. */
  readonly production: boolean;
  /** HS256 secret (LEDGER_JWT_SECRET); undefined when only an asymmetric key is configured. */
  readonly jwtSecret: string | undefined;
  /** True when no key was configured at all: anyone reading the source can mint tokens. */
  readonly jwtSecretIsDevDefault: boolean;
  /** Where the public key that verifies RS256/ES256/EdDSA tokens comes from, if any. */
  readonly jwtPublicKey: PublicKeySource | undefined;
  /** Claims every token must carry when set (LEDGER_JWT_ISSUER, LEDGER_JWT_AUDIENCE). */
  readonly jwtIssuer: string | undefined;
  readonly jwtAudience: string | undefined;
  /** Where to write the generated SDL (schema.graphql); undefined keeps it in memory. */
  readonly schemaFile: string | undefined;
  /** How long a mutation waits for the projections to reach its events (read-your-writes). */
  readonly readYourWritesTimeoutMs: number;
  /** The pipeline snapshots a tournament's state every N events (issue 2 "Command pipeline"). */
  readonly snapshotEvery: number;
  /**
   * inprocess: this process runs the projections (one venue). external: the Kafka consumer-group
   * projector (`npm run projector -- --from-kafka`) writes the read models; the API only reads
   * them (issue 9, API replicas in infra/docker-compose.yml).
   */
  readonly projections: ProjectionsMode;
  /**
   * LEDGER_SIGNING_KEY: the Ed25519 private key (PEM text, or the path of a PEM file) that signs
   * stream checkpoints and seals snapshots (issue 15, src/store/signing-key.ts).
   */
  readonly signingKey: string | undefined;
  /** NODE_ENV=production: a missing signing key stops the server instead of a generated one. */
  readonly signingKeyRequired: boolean;
  /** A signed checkpoint of a tournament's head every N events (LEDGER_CHECKPOINT_EVERY). */
  readonly checkpointEvery: number;
  /**
   * LEDGER_GROUP_COMMIT=1: the appends of one event-loop turn share one store transaction
   * (src/store/group-commit.ts; sqlite only, other stores append alone). Off by default.
   */
  readonly groupCommit: boolean;
  /**
   * LEDGER_LONG_TASKS=1: /health also reports the longest single synchronous tasks
   * (src/app/long-tasks.ts; async_hooks, so it costs CPU: bench:live sets it). Off by default.
   */
  readonly longTasks: boolean;
}

/**
 * An identity provider's public key: PEM text (LEDGER_JWT_PUBLIC_KEY), a PEM file
 * (LEDGER_JWT_PUBLIC_KEY_FILE) or a JWKS file (LEDGER_JWT_JWKS_FILE). Read and imported once at
 * start-up by src/api/auth/keys.ts; the config itself stays free of I/O.
 */
export type PublicKeySource =
  | { readonly kind: 'pem'; readonly pem: string; readonly from: string }
  | { readonly kind: 'pem-file'; readonly path: string; readonly from: string }
  | { readonly kind: 'jwks-file'; readonly path: string; readonly from: string };

export type ProjectionsMode = 'inprocess' | 'external';
const PROJECTIONS_MODES: readonly ProjectionsMode[] = ['inprocess', 'external'];

/** Known to everyone who has the source: only for a developer's laptop. */
export const DEV_JWT_SECRET = 'tournament-ledger-dev-secret-do-not-use-in-production';

export class ConfigError extends Error {}

/** HS256 needs a key at least as long as its SHA-256 output (RFC 7518 §3.2). */
const MIN_SECRET_BYTES = 32;

/** Addresses only this machine can reach: the dev secret is tolerated only there. */
const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', '::1', 'localhost'];

const STORES: readonly StoreKind[] = ['sqlite', 'postgres', 'eventstoredb'];

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): LedgerConfig {
  const store = (env.LEDGER_STORE || 'sqlite') as StoreKind;
  if (!STORES.includes(store))
    throw new ConfigError(`LEDGER_STORE must be one of ${STORES.join(', ')} (got "${store}").`);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (store === 'postgres' && !databaseUrl)
    throw new ConfigError('LEDGER_STORE=postgres needs DATABASE_URL (postgres://user@host/db).');
  const eventstoreUrl = env.EVENTSTORE_URL || undefined;
  if (store === 'eventstoredb' && !eventstoreUrl)
    throw new ConfigError(
      'LEDGER_STORE=eventstoredb needs EVENTSTORE_URL (kurrentdb://host:2113?tls=false).',
    );
  const projections = (env.LEDGER_PROJECTIONS || 'inprocess') as ProjectionsMode;
  if (!PROJECTIONS_MODES.includes(projections))
    throw new ConfigError(
      `LEDGER_PROJECTIONS must be one of ${PROJECTIONS_MODES.join(', ')} (got "${projections}").`,
    );
  const jwtPublicKey = publicKeyFrom(env);
  // The development secret stands in only when no key at all is configured: a server that
  // verifies an identity provider's tokens must not also accept tokens anyone can mint.
  const configuredSecret = env.LEDGER_JWT_SECRET || undefined;
  const jwtSecret = configuredSecret ?? (jwtPublicKey ? undefined : DEV_JWT_SECRET);
  return {
    port: intFrom(env, 'PORT', 3000, 0, 65535),
    store,
    dbPath: env.LEDGER_DB || './data/ledger.db',
    readDbPath: env.LEDGER_READ_DB || undefined,
    databaseUrl,
    eventstoreUrl,
    host: env.HOST || '127.0.0.1',
    production: env.NODE_ENV === 'production',
    jwtSecret,
    jwtSecretIsDevDefault: jwtSecret === DEV_JWT_SECRET,
    jwtPublicKey,
    jwtIssuer: env.LEDGER_JWT_ISSUER || undefined,
    jwtAudience: env.LEDGER_JWT_AUDIENCE || undefined,
    schemaFile: env.LEDGER_SCHEMA_FILE || undefined,
    readYourWritesTimeoutMs: intFrom(env, 'LEDGER_RYW_TIMEOUT_MS', 5000, 0, 600_000),
    snapshotEvery: intFrom(env, 'LEDGER_SNAPSHOT_EVERY', 500, 0, 1_000_000),
    projections,
    signingKey: env.LEDGER_SIGNING_KEY || undefined,
    signingKeyRequired: env.NODE_ENV === 'production',
    checkpointEvery: intFrom(env, 'LEDGER_CHECKPOINT_EVERY', 100, 0, 1_000_000),
    groupCommit: flagFrom(env, 'LEDGER_GROUP_COMMIT'),
    longTasks: flagFrom(env, 'LEDGER_LONG_TASKS'),
  };
}

/** An on/off variable: unset, 0 or false is off; 1 or true is on; anything else is refused. */
function flagFrom(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new ConfigError(`${name} must be 1 or 0 (true or false); got "${raw}".`);
}

const PUBLIC_KEY_VARS = [
  'LEDGER_JWT_PUBLIC_KEY',
  'LEDGER_JWT_PUBLIC_KEY_FILE',
  'LEDGER_JWT_JWKS_FILE',
] as const;

function publicKeyFrom(env: NodeJS.ProcessEnv): PublicKeySource | undefined {
  const set = PUBLIC_KEY_VARS.filter((name) => env[name]);
  if (set.length > 1)
    throw new ConfigError(
      `Set only one of ${PUBLIC_KEY_VARS.join(', ')} (got ${set.join(' and ')}): the server verifies tokens against one identity provider key source.`,
    );
  const from = set[0];
  if (from === 'LEDGER_JWT_PUBLIC_KEY') return { kind: 'pem', pem: env[from]!, from };
  if (from === 'LEDGER_JWT_PUBLIC_KEY_FILE') return { kind: 'pem-file', path: env[from]!, from };
  if (from === 'LEDGER_JWT_JWKS_FILE') return { kind: 'jwks-file', path: env[from]!, from };
  return undefined;
}

/**
 * Why this configuration must not serve, or null. The development secret is printed in this
 * file, so a production start or one reachable from other machines without a key of its own
 * would accept a director token anyone can mint (issue 15, item 1).
 */
export function startupRefusal(config: LedgerConfig): string | null {
  const exposed = config.production || !LOOPBACK_HOSTS.includes(config.host);
  // RFC 7518 §3.2: an HS256 key shorter than the hash (32 bytes) can be guessed offline from
  // any one token; the example env file's placeholder is shorter on purpose.
  if (
    exposed &&
    !config.jwtSecretIsDevDefault &&
    config.jwtSecret !== undefined &&
    Buffer.byteLength(config.jwtSecret, 'utf8') < MIN_SECRET_BYTES
  )
    return `LEDGER_JWT_SECRET has ${Buffer.byteLength(config.jwtSecret, 'utf8')} bytes; a server reachable beyond this machine or in production needs at least ${MIN_SECRET_BYTES} random bytes (e.g. openssl rand -base64 32).`;
  if (!config.jwtSecretIsDevDefault) return null;
  const keys = `Set LEDGER_JWT_SECRET (HS256) or an identity provider's public key (${PUBLIC_KEY_VARS.join(', ')})`;
  if (config.production)
    return `NODE_ENV=production but no token key is configured, so the public development secret would sign director tokens. ${keys}.`;
  if (!LOOPBACK_HOSTS.includes(config.host))
    return `HOST=${config.host} listens beyond this machine but no token key is configured, so anyone could mint tokens with the public development secret. ${keys}, or listen on 127.0.0.1.`;
  return null;
}
