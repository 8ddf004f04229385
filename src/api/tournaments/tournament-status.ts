/** Where a tournament is in its life, as every query names it (no Nest here: the views use it too). */
export enum TournamentStatus {
  SCHEDULED = 'scheduled',
  REGISTRATION_OPEN = 'registration-open',
  REGISTRATION_CLOSED = 'registration-closed',
  RUNNING = 'running',
  CANCELLED = 'cancelled',
  /** LNSE 123/13 I.6: ended early for force majeure. */
  TERMINATED = 'terminated',
  COMPLETED = 'completed',
}
const STATUSES: ReadonlySet<string> = new Set(Object.values(TournamentStatus));

/** A read model's stored status as the one GraphQL vocabulary (issue 17: one enum on every query). */
export function tournamentStatusOf(stored: string): TournamentStatus {
  if (!STATUSES.has(stored))
    throw new Error(`Unknown tournament status "${stored}" in a read model.`);
  return stored as TournamentStatus;
}
