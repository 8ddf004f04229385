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
  readonly jwtSecret: string;
  /** True when LEDGER_JWT_SECRET was not set: anyone reading the source can mint tokens. */
  readonly jwtSecretIsDevDefault: boolean;
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
}

export type ProjectionsMode = 'inprocess' | 'external';
const PROJECTIONS_MODES: readonly ProjectionsMode[] = ['inprocess', 'external'];

/** Known to everyone who has the source: only for a developer's laptop. */
export const DEV_JWT_SECRET = 'tournament-ledger-dev-secret-do-not-use-in-production';

export class ConfigError extends Error {}

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
  const jwtSecret = env.LEDGER_JWT_SECRET || DEV_JWT_SECRET;
  return {
    port: intFrom(env, 'PORT', 3000, 0, 65535),
    store,
    dbPath: env.LEDGER_DB || './data/ledger.db',
    readDbPath: env.LEDGER_READ_DB || undefined,
    databaseUrl,
    eventstoreUrl,
    jwtSecret,
    jwtSecretIsDevDefault: jwtSecret === DEV_JWT_SECRET,
    schemaFile: env.LEDGER_SCHEMA_FILE || undefined,
    readYourWritesTimeoutMs: intFrom(env, 'LEDGER_RYW_TIMEOUT_MS', 5000, 0, 600_000),
    snapshotEvery: intFrom(env, 'LEDGER_SNAPSHOT_EVERY', 500, 0, 1_000_000),
    projections,
    signingKey: env.LEDGER_SIGNING_KEY || undefined,
    signingKeyRequired: env.NODE_ENV === 'production',
    checkpointEvery: intFrom(env, 'LEDGER_CHECKPOINT_EVERY', 100, 0, 1_000_000),
  };
}
