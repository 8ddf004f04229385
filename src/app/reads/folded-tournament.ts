import {
  isCreated,
  type CreatedTournament,
  type TournamentState,
} from '../../aggregates/tournament';

/**
 * The tournament as the write side decides on it, for the reads that must show exactly what
 * the decider decides on (balancing advice, heads-up bracket, training session, chip
 * inventory): the pipeline's state at the store's head (CommandPipeline.readState), not a read
 * model's copy of it (issue 17: the operations read model folds its rows from the events
 * alone). `view` runs on the state synchronously and must copy what it keeps: the pipeline
 * evolves the state in place. null when there is no such tournament, or it was never created.
 */
export type DecidedTournament = <T>(
  tournamentId: string,
  view: (s: CreatedTournament) => T,
) => Promise<T | null>;

/** What of the pipeline these reads use (src/commands/pipeline.ts readState). */
export interface StateReader {
  readState<T>(streamId: string, view: (s: TournamentState) => T): Promise<T | undefined>;
}

export const decidedTournament =
  (pipeline: StateReader, streamIdOf: (tournamentId: string) => string): DecidedTournament =>
  async (tournamentId, view) => {
    const out = await pipeline.readState(streamIdOf(tournamentId), (s) =>
      isCreated(s) ? { value: view(s) } : null,
    );
    return out ? out.value : null;
  };
