/**
 * The game a level is played in (issue 23): the level's own, else the tournament's, else the
 * one the ruleset's `game.variant` and `game.bettingStructure` describe. Read once when a hand
 * starts and recorded in its HandStarted and HandPlanned events, so a replay never asks again.
 */
import { getRuleset } from '../../../rules/registry';
import { GAMES, rulesetGame, type GameCode, type GameRow } from '../../../rules/games';
import type { LevelSpec } from '../../../events/tournament-events';
import type { TournamentState } from '../state';

export function tournamentGame(s: Pick<TournamentState, 'config'>): GameCode {
  if (s.config?.game) return s.config.game;
  const rs = s.config?.rulesetId ? getRuleset(s.config.rulesetId) : undefined;
  return rulesetGame(rs?.game.variant.value, rs?.game.bettingStructure.value);
}

export const levelGame = (
  s: Pick<TournamentState, 'config'>,
  spec: Pick<LevelSpec, 'game'> | undefined,
): GameCode => spec?.game ?? tournamentGame(s);

/**
 * How a level's hands are bet: a game named by the level or the tournament bets as its row says;
 * the ruleset's default game bets as the ruleset's `game.bettingStructure` says (FSNP Art. 85-86),
 * so pot-limit Hold'em, which has no game code of its own, stays reachable.
 */
export function levelStructure(
  s: Pick<TournamentState, 'config'>,
  spec: Pick<LevelSpec, 'game'> | undefined,
): GameRow['structure'] {
  const named = spec?.game ?? s.config?.game;
  if (named) return GAMES[named].structure;
  const rs = s.config?.rulesetId ? getRuleset(s.config.rulesetId) : undefined;
  return rs?.game.bettingStructure.value ?? GAMES[tournamentGame(s)].structure;
}

/** A recorded hand's game row; streams older than issue 23 recorded none and dealt Hold'em. */
export const gameRowOf = (code: GameCode | undefined): GameRow => GAMES[code ?? 'NT'];
