import { tournamentDecider } from '../../src/aggregates/tournament';
import type { TournamentState } from '../../src/aggregates/tournament/views';
import type { TournamentEvent } from '../../src/events/tournament-events';

/**
 * The decider's own fold, the reference the read models' event folds are tested against
 * (issue 17: no read model folds the decider's state, so src/ does not export it to them).
 */
export const evolveTournament = (s: TournamentState, e: TournamentEvent): TournamentState =>
  tournamentDecider.evolve(s, e);
