/**
 * Heads-up pyramid events (FSNP Art. 140.3): each round's random draw of pairs with its byes,
 * and each match's result with the places of its loser. The draw is recorded, never re-rolled.
 */

/** One match: a table of two, the first player on seat 1, the second on seat 2. */
export interface HeadsUpPairing {
  readonly match: number;
  readonly tableId: string;
  readonly players: readonly [string, string];
}

/** Each match starts with the starting stack (FSNP Art. 140.3(c)); winners' chips are exchanged. */
export interface HeadsUpRestack {
  readonly stack: number;
  readonly players: readonly { readonly playerId: string; readonly before: number }[];
  /** Σ before: chips taken out of the tournament (FSNP Art. 35 accounting). */
  readonly chipsRemoved: number;
  /** players × stack: the fresh starting stacks issued. */
  readonly chipsIssued: number;
}

export interface HeadsUpRoundDrawnData {
  readonly round: number;
  /** Rounds the whole pyramid needs: log2 of the bracket size. */
  readonly rounds: number;
  /** The field rounded up to a power of two; the difference is the number of first-round byes. */
  readonly bracketSize: number;
  /** Players in this round, byes included. */
  readonly players: number;
  readonly method: 'system-rng';
  /** Players who go through to the next round without a match (FSNP Art. 140.3 gap 20). */
  readonly byes: readonly string[];
  readonly matches: readonly HeadsUpPairing[];
  /** From round 2 on: the fresh stacks for the new round, null in round 1. */
  readonly restack: HeadsUpRestack | null;
  /** From round 2 on, the level structure starts again at level 1 (ASSUMPTION, heads-up/heads-up.ts). */
  readonly clockRestartedAt: string | null;
}

export interface HeadsUpMatchCompletedData {
  readonly round: number;
  readonly match: number;
  readonly tableId: string;
  readonly winnerId: string;
  readonly loserId: string;
  /** FSPR 5.10.1: the winner holds every chip at the table. */
  readonly winnerChips: number;
  /** The loser's place, shared with every loser of the same round (FSNP Art. 140.3(f); DECISION-4). */
  readonly loserPlace: number;
  readonly loserSharedBy: number;
  readonly at: string;
}

export type HeadsUpEventBody =
  | { readonly type: 'HeadsUpRoundDrawn'; readonly data: HeadsUpRoundDrawnData }
  | { readonly type: 'HeadsUpMatchCompleted'; readonly data: HeadsUpMatchCompletedData };

export const HEADS_UP_SCHEMA_VERSIONS: Readonly<Record<HeadsUpEventBody['type'], number>> = {
  HeadsUpRoundDrawn: 1,
  HeadsUpMatchCompleted: 1,
};
