/**
 * Who and what the hall display and the operations read model count as "the field" (FSNP Art. 60,
 * 135): one pure rule for both. Players left are the seated players and the busted players who
 * may still re-enter; their chips are every chip in play except the reserved starting sets at
 * empty seats, which are chips but belong to no player (FSNP Art. 135(a)).
 */
import { chipsInPlay, type TournamentState } from '../state';
import { playersLeft } from '../tables/geometry';

export interface FieldCount {
  readonly playersLeft: number;
  /** Chips in play held by players (pots of a hand in progress included). */
  readonly playerChips: number;
  /** Whole chips: playerChips / playersLeft rounded down; 0 with nobody left. */
  readonly averageStack: number;
}

/** Chips of the reserved starting sets at empty seats (FSNP Art. 135). */
export function reservedChips(s: TournamentState): number {
  let total = 0;
  for (const t of Object.values(s.tables)) for (const c of Object.values(t.reserved)) total += c;
  return total;
}

export function fieldCount(s: TournamentState): FieldCount {
  const left = playersLeft(s);
  const playerChips = chipsInPlay(s) - reservedChips(s);
  return {
    playersLeft: left,
    playerChips,
    averageStack: left ? Math.floor(playerChips / left) : 0,
  };
}
