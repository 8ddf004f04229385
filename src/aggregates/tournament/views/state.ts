/**
 * The shape of the tournament state the views derive from (the write side's state, as the
 * app's reads hand it to them). No read model folds it: display and operations fold their own
 * rows from the events (issue 17), so the decider's evolve is not exported here.
 */
import { initialTournamentState, type MoneyTotals, type TournamentState } from '../state';

export { initialTournamentState, type MoneyTotals, type TournamentState };
