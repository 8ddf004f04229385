import type { DataSource } from 'typeorm';
import { isCreated, type CreatedTournament } from '../../aggregates/tournament';
import { readFoldedState } from '../../projections/operations/state-codec';

/**
 * The tournament as the operations read model has folded it (ops_state.core, the tournament's
 * own evolve), for the reads that show exactly what the decider decides on (heads-up bracket,
 * training session); null when the read model has no such tournament, or it was never created.
 */
export async function foldedTournament(
  ds: DataSource,
  tournamentId: string,
): Promise<CreatedTournament | null> {
  const s = await readFoldedState(ds.manager, tournamentId);
  return s && isCreated(s) ? s : null;
}
