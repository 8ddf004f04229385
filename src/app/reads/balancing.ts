/**
 * Balancing advice (FSNP Art. 80; LNSE I.95) over the tournament as the decider holds it
 * (folded-tournament.ts): the moves are the ones the decider would accept, from its own seats,
 * buttons and blinds. Moved here from the operations read model (issue 17), which no longer
 * keeps the decider's state.
 */
import {
  paramsFor,
  ruleset,
  suggestBalancing,
  type SuggestedMove,
} from '../../aggregates/tournament/views';
import type { CreatedTournament } from '../../aggregates/tournament';

export interface BalancingAdvice {
  readonly tournamentId: string;
  /** The ruleset's threshold: a table this many players short of the fullest is balanced. */
  readonly shortBy: number;
  readonly ruleRef: string;
  readonly moves: readonly SuggestedMove[];
}

/** The moves that balance the tables, big blind to big blind; none unless running. */
export function balancingAdvice(tournamentId: string, s: CreatedTournament): BalancingAdvice {
  const p = paramsFor(s.config.rulesetId).balanceWhenShortBy;
  // Issue 18: which player moves, by the ruleset in force (never FSNP under LNSE or the club).
  const moved = ruleset(s.config.rulesetId).tables.movedPlayer.cite;
  const running = s.status === 'running';
  return {
    tournamentId,
    shortBy: p.value,
    ruleRef: moved.startsWith(p.cite) ? moved : `${p.cite}; ${moved}`,
    moves: running ? suggestBalancing(s) : [],
  };
}
