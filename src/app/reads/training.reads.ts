/**
 * What the training resolver reads (FSNP Art. 143-155), free of Nest: the session as the
 * write side decides on it (folded-tournament.ts), so the query
 * shows exactly the table, fund and prizes the decider decides on.
 */
import type { TrainingState } from '../../aggregates/tournament/training/training';
import type { DecidedTournament } from './folded-tournament';

export interface TrainingRead {
  readonly tournamentType: string;
  /** null until OpenTrainingSession. */
  readonly training: TrainingState | null;
}

export interface TrainingReads {
  /** null when there is no such tournament. */
  session(tournamentId: string): Promise<TrainingRead | null>;
}

export const trainingReads = (decided: DecidedTournament): TrainingReads => ({
  // A copy: the pipeline evolves its state in place, and the answer is read after an await.
  session: (tournamentId) =>
    decided(tournamentId, (s) => ({
      tournamentType: s.config.tournamentType,
      training: s.training ? structuredClone(s.training) : null,
    })),
});
