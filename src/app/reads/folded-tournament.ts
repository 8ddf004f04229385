import type { DataSource } from 'typeorm';
import type { TournamentState } from '../../aggregates/tournament';
import { param } from '../../projections/sql';

/**
 * The tournament as the operations read model has folded it (ops_state.core, the tournament's
 * own evolve), for the reads that show exactly what the decider decides on (heads-up bracket,
 * training session); null when the read model has no such tournament, or it was never created.
 */
export async function foldedTournament(
  ds: DataSource,
  tournamentId: string,
): Promise<(TournamentState & { config: NonNullable<TournamentState['config']> }) | null> {
  const m = ds.manager;
  const rows = (await m.query(
    `SELECT "core" FROM "ops_state" WHERE "tournament_id" = ${param(m, 1)}`,
    [tournamentId],
  )) as { core: string }[];
  if (!rows[0]) return null;
  const s = JSON.parse(rows[0].core) as TournamentState;
  return s.config ? { ...s, config: s.config } : null;
}
