/**
 * The next step for a start-up failure an operator fixes by hand (issue 21): a newcomer who
 * points DATABASE_URL at a database that does not exist yet is told how to create it.
 */

/** PostgreSQL's SQLSTATE for "database … does not exist" (invalid_catalog_name). */
const MISSING_DATABASE = '3D000';

function* causes(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  const seen = new Set<unknown>();
  for (let e = err; e && typeof e === 'object' && !seen.has(e);) {
    seen.add(e);
    yield e as { code?: unknown; message?: unknown };
    e =
      (e as { cause?: unknown; originalError?: unknown }).cause ??
      (e as { originalError?: unknown }).originalError;
  }
}

const shellQuote = (s: string) => (/^[\w.-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);

/** `createdb …` and the SQL for the database of a "does not exist" error, else undefined. */
export function missingDatabaseHint(
  err: unknown,
  databaseUrl: string | undefined,
): string | undefined {
  for (const e of causes(err)) {
    if (e.code !== MISSING_DATABASE || typeof e.message !== 'string') continue;
    const name = /database "(.+)" does not exist/.exec(e.message)?.[1];
    if (!name) return undefined;
    let where = '';
    try {
      const url = new URL(databaseUrl ?? '');
      where = [
        url.hostname && `-h ${shellQuote(url.hostname)}`,
        url.port && `-p ${url.port}`,
        url.username && `-U ${shellQuote(decodeURIComponent(url.username))}`,
      ]
        .filter(Boolean)
        .map((s) => `${s} `)
        .join('');
    } catch {
      // No usable URL: the bare command still names the database.
    }
    return `Create it first: createdb ${where}${shellQuote(name)} (or in psql: CREATE DATABASE "${name.replace(/"/g, '""')}";)`;
  }
  return undefined;
}

/**
 * Appends the hint to the driver's own message, which is what the start-up log, /health and
 * STORE_UNAVAILABLE quote (they read the innermost cause), and keeps the error otherwise as
 * it was, so whether start-up waits or stops does not change.
 */
export function withStartupHint(err: unknown, databaseUrl: string | undefined): unknown {
  const hint = missingDatabaseHint(err, databaseUrl);
  if (!hint) return err;
  for (const e of causes(err))
    if (e.code === MISSING_DATABASE && typeof e.message === 'string' && !e.message.includes(hint))
      e.message = `${e.message}. ${hint}`;
  return err;
}
