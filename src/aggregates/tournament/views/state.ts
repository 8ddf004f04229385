/**
 * The shape of the folded tournament state, for the read models that still fold it (issue 17:
 * operations and display are moving to states of their own), and the fold itself: the
 * decider's pure evolve, no decision, no call to the write side.
 */
import type { TournamentEvent } from '../../../events/tournament-events';
import { tournamentDecider } from '..';
import { initialTournamentState, type MoneyTotals, type TournamentState } from '../state';

export { initialTournamentState, type MoneyTotals, type TournamentState };

/** The state after one more event (the decider's evolve). */
export const evolveTournament = (s: TournamentState, e: TournamentEvent): TournamentState =>
  tournamentDecider.evolve(s, e);
