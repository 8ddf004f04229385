/**
 * What the heads-up resolver reads (FSNP Art. 140.3), free of Nest: the bracket as the
 * operations read model has folded it (ops_state.core, the tournament's own evolve), so the
 * query shows exactly the pairs and results the decider decides on.
 */
import type { DataSource } from 'typeorm';
import type { HeadsUpState } from '../../aggregates/tournament/heads-up';
import type { TournamentState } from '../../aggregates/tournament';
import { param } from '../../projections/sql';

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
    const m = ds.manager;
    const rows = (await m.query(
      `SELECT "core" FROM "ops_state" WHERE "tournament_id" = ${param(m, 1)}`,
      [tournamentId],
    )) as { core: string }[];
    if (!rows[0]) return null;
    const s = JSON.parse(rows[0].core) as TournamentState;
    if (!s.config) return null;
    return { tournamentType: s.config.tournamentType, headsUp: s.headsUp ?? null };
  },
});
