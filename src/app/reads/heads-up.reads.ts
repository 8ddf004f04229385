/**
 * What the heads-up resolver reads (FSNP Art. 140.3), free of Nest: the bracket as the
 * write side decides on it (folded-tournament.ts), so the
 * query shows exactly the pairs and results the decider decides on.
 */
import type { HeadsUpState } from '../../aggregates/tournament/heads-up/heads-up';
import type { DecidedTournament } from './folded-tournament';

export interface BracketRead {
  readonly tournamentType: string;
  /** null until StartHeadsUpBracket has drawn round 1. */
  readonly headsUp: HeadsUpState | null;
}

export interface HeadsUpReads {
  /** null when there is no such tournament. */
  bracket(tournamentId: string): Promise<BracketRead | null>;
}

export const headsUpReads = (decided: DecidedTournament): HeadsUpReads => ({
  // A copy: the pipeline evolves its state in place, and the answer is read after an await.
  bracket: (tournamentId) =>
    decided(tournamentId, (s) => ({
      tournamentType: s.config.tournamentType,
      headsUp: s.headsUp ? structuredClone(s.headsUp) : null,
    })),
});
