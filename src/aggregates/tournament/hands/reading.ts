/**
 * The ruleset's reading of a live act (src/poker/chip-push.ts), from the tournament's ruleset:
 * every consequence cites the parameter that decided it.
 */
import type { ActReadingRules } from '../../../poker/chip-push';
import { getRuleset } from '../../../rules/registry';
import type { Ruleset } from '../../../rules/types';

export function actReadingRules(rulesetId: string | undefined): ActReadingRules {
  const rs: Ruleset = (rulesetId ? getRuleset(rulesetId) : undefined) ?? getRuleset('fsnp');
  const g = rs.game;
  return {
    completeAtLeast: g.underRaise.completeAtLeast,
    shortAllInReopens: g.underRaise.shortAllInReopens,
    minimumBet: g.minimumBet,
    ...g.actReading,
  };
}

export const prematureCallRule = (rulesetId: string | undefined) =>
  ((rulesetId ? getRuleset(rulesetId) : undefined) ?? getRuleset('fsnp')).game.actReading
    .prematureCall;

export const showdownRules = (rulesetId: string | undefined) =>
  ((rulesetId ? getRuleset(rulesetId) : undefined) ?? getRuleset('fsnp')).game.showdown;

export const outOfTurnPenaltyRule = (rulesetId: string | undefined) =>
  ((rulesetId ? getRuleset(rulesetId) : undefined) ?? getRuleset('fsnp')).game.actReading
    .outOfTurnPenalty;
