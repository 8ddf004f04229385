/**
 * What the national ranking needs from a tournament, and the points it awards (issue 8;
 * FSNP Art. 19, 132; DECISION-1, DECISION-4).
 *
 * From the tournament stream the ranking reads `TournamentCreated` (ruleset, buy-in, date),
 * `PlayerEliminated` (reason `disqualification`) and `TournamentCompleted` (standings with
 * place ranges: `place` is the best place covered, `sharedBy` how many share it). A correction
 * after a protest decision is `StandingsCorrected` below: the ranking accepts it on the
 * tournament stream (if the tournament slice records it there) or on the season stream (the
 * federation's own correction, issued over the API).
 */
import type { RankingTable } from '../rules/ranking';

/** One line of final standings: places place .. place + sharedBy - 1 are shared. */
export interface FinalStanding {
  readonly playerId: string;
  readonly place: number;
  readonly sharedBy: number;
}

/** PROPOSED for the tournament stream (hand-play/discipline owner): a protest decision's standings. */
export interface StandingsCorrectedData {
  readonly tournamentId: string;
  readonly standings: readonly FinalStanding[];
  /** The protest whose decision changed the standings (FSPR 7.3.4; DECISION-14), if any. */
  readonly protestId: string | null;
  readonly reason: string;
  readonly correctedAt: string;
}

/** DECISION-1: the named formula a season scores with; `table` carries the federation table. */
export type RankingFormulaSpec =
  { readonly id: 'tlb' } | { readonly id: 'table'; readonly table: RankingTable };

/** A standing as the ranking scores it: the player's club on the day, and whether disqualified. */
export interface RankedStanding extends FinalStanding {
  /** The member's club on the day the tournament was played (transfers take effect on their date). */
  readonly clubId: string;
  readonly disqualified: boolean;
}

/** Everything needed to score one tournament, copied onto the season stream. */
export interface TournamentResult {
  readonly tournamentId: string;
  /** The organising club (its calendar holds the tournament, FSNP Art. 137). */
  readonly clubId: string;
  readonly name: string;
  readonly rulesetId: string;
  /** YYYY-MM-DD. */
  readonly playedOn: string;
  readonly completedAt: string;
  /** N of DECISION-1 `tlb`: unique players (re-entries do not count twice). */
  readonly uniquePlayers: number;
  /** b of DECISION-1 `tlb`, minor units. */
  readonly prizeFundPartMinor: number;
  readonly minorUnitsPerMajor: number;
  readonly standings: readonly RankedStanding[];
  /**
   * The places the payout table pays (PayoutTableFixed), read where the ruleset scores only
   * those (ranking.everyPlaceScores false); absent: not fixed, or results recorded before it was kept.
   */
  readonly paidPlaces?: number;
}

/** Points in integer hundredths (DECISION-1). */
export interface PointsAward {
  readonly playerId: string;
  readonly clubId: string;
  readonly place: number;
  readonly sharedBy: number;
  readonly points: number;
  readonly disqualified: boolean;
}

export interface PointsAwardedData {
  readonly seasonId: string;
  readonly tournamentId: string;
  readonly playedOn: string;
  readonly formulaVersion: number;
  readonly formula: RankingFormulaSpec['id'];
  /** 1 = the standings as completed; each correction adds one. Replaces earlier awards. */
  readonly resultRevision: number;
  readonly cause: 'completed' | 'corrected' | 'formula-changed';
  readonly awards: readonly PointsAward[];
}
