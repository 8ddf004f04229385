/**
 * What the training resolver reads (FSNP Art. 143-155), free of Nest: the session as the
 * operations read model has folded it (ops_state.core, the tournament's own evolve), so the query
 * shows exactly the table, fund and prizes the decider decides on.
 */
import type { DataSource } from 'typeorm';
import type { TrainingState } from '../../aggregates/tournament/training/training';
import { foldedTournament } from './folded-tournament';

export interface TrainingRead {
  readonly tournamentType: string;
  /** null until OpenTrainingSession. */
  readonly training: TrainingState | null;
}

export interface TrainingReads {
  /** null when the read model has no such tournament. */
  session(tournamentId: string): Promise<TrainingRead | null>;
}

export const trainingReads = (ds: DataSource): TrainingReads => ({
  async session(tournamentId) {
    const s = await foldedTournament(ds, tournamentId);
    if (!s) return null;
    return { tournamentType: s.config.tournamentType, training: s.training ?? null };
  },
});
