/**
 * Whether an error means "the database is not there" rather than a bug, through every wrapper
 * (GraphQL, TypeORM, Error.cause). The composition root waits for the store on it, and the API
 * answers STORE_UNAVAILABLE on it.
 */
/**
 * Driver error codes meaning "the database is not there", as opposed to a bug: node sockets,
 * PostgreSQL class 08 (connection exception) and 57P0x (server shutting down), and the sqlite
 * codes for a file that cannot be opened, read or written.
 */
const UNREACHABLE_CODES = new Set([
  'STORE_UNAVAILABLE',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
  'SQLITE_READONLY',
  'SQLITE_NOTADB',
  'SQLITE_FULL',
]);
const UNREACHABLE_MESSAGES =
  /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error|database connection is not open/i;

/** Follows originalError / cause / driverError chains (GraphQL, TypeORM and Error.cause wrap). */
export function* errorChain(error: unknown): Generator<Record<string, unknown>> {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const rec = e as Record<string, unknown>;
    yield rec;
    queue.push(rec.originalError, rec.cause, rec.driverError);
    if (Array.isArray(rec.errors)) queue.push(...rec.errors);
  }
}

/** True when the error, or anything it wraps, is a store that cannot be reached. */
export function isStoreUnreachable(error: unknown): boolean {
  for (const e of errorChain(error)) {
    if (typeof e.code === 'string' && UNREACHABLE_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}
