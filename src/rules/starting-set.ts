import { CHIP_SETS, type ChipCount } from './chip-sets';
import { TOURNAMENT_TYPES } from './tournament-types';
import type { TournamentTypeCode } from './types';

/**
 * FSNP Art. 43: the starting set a player of this type receives, per denomination, when the
 * type's catalog set makes up the tournament's starting stack; null otherwise.
 */
export function startingSetFor(tournamentType: string, startingStack: number): ChipCount[] | null {
  const id = TOURNAMENT_TYPES[tournamentType as TournamentTypeCode]?.chipSet.value;
  const set = id ? CHIP_SETS[id] : undefined;
  return set && set.startingStack === startingStack
    ? set.chips.map(({ denomination, count }) => ({ denomination, count }))
    : null;
}
