import type { LevelSpec } from '../../events/tournament-events';
import type { LevelInput } from './tournament.inputs';

/**
 * A level of the structure as the commands carry it, for creation and for a later change
 * (FSNP Art. 60, 67): optional parts only when given, so the recorded events stay as lean as
 * the decider writes them.
 */
export const levelSpecOf = (l: LevelInput): LevelSpec => ({
  level: l.level,
  smallBlind: l.smallBlind,
  bigBlind: l.bigBlind,
  ante: l.ante,
  durationMinutes: l.durationMinutes,
  ...(l.breakAfterMinutes != null ? { breakAfterMinutes: l.breakAfterMinutes } : {}),
  ...(l.endOfDay ? { endOfDay: true } : {}),
  ...(l.game ? { game: l.game } : {}),
  ...(l.smallBet != null ? { smallBet: l.smallBet } : {}),
  ...(l.bigBet != null ? { bigBet: l.bigBet } : {}),
  ...(l.bringIn != null ? { bringIn: l.bringIn } : {}),
});
