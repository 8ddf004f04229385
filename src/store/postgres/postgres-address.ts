/**
 * "host:port" of a PostgreSQL connection string, for log lines and /health: operators need to
 * know which server is down, and the password must never reach a log.
 */
export function postgresAddress(connectionString: string | undefined): string {
  if (!connectionString) return 'DATABASE_URL (not set)';
  try {
    const url = new URL(connectionString);
    // libpq's default port; a socket directory may come as ?host=/var/run/postgresql.
    const host = url.hostname || url.searchParams.get('host') || 'localhost';
    return `${host}:${url.port || url.searchParams.get('port') || '5432'}`;
  } catch {
    return 'DATABASE_URL (not a URL)';
  }
}
