/**
 * What the heads-up resolver reads (FSNP Art. 140.3), free of Nest: the bracket as the
 * operations read model has folded it (ops_state.core, the tournament's own evolve), so the
 * query shows exactly the pairs and results the decider decides on.
 */
import type { DataSource } from 'typeorm';
import type { HeadsUpState } from '../../aggregates/tournament/heads-up/heads-up';
import { foldedTournament } from './folded-tournament';

export interface BracketRead {
  readonly tournamentType: string;
  /** null until StartHeadsUpBracket has drawn round 1. */
  readonly headsUp: HeadsUpState | null;
}

export interface HeadsUpReads {
  /** null when the read model has no such tournament. */
  bracket(tournamentId: string): Promise<BracketRead | null>;
}

export const headsUpReads = (ds: DataSource): HeadsUpReads => ({
  async bracket(tournamentId) {
    const s = await foldedTournament(ds, tournamentId);
    if (!s) return null;
    return { tournamentType: s.config.tournamentType, headsUp: s.headsUp ?? null };
  },
});
