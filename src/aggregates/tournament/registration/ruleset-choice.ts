/**
 * Issue 19: the ruleset and tournament type a tournament is created with must be ones the
 * registry knows. An unknown id used to be accepted and then read as FSNP / Freezeout wherever
 * the parameters were looked up, so a typo produced a tournament under rules nobody chose.
 */
import type { Rejection } from '../../decider';
import { getRuleset, RULESET_IDS } from '../../../rules/registry';

export function rulesetChoiceProblem(c: {
  readonly rulesetId: string;
  readonly tournamentType: string;
}): Rejection | null {
  const rs = getRuleset(c.rulesetId);
  if (!rs)
    return {
      code: 'UNKNOWN_RULESET',
      // Which document governs is the creator's choice among the four (DESIGN.md), not an article.
      ruleRef: 'DESIGN.md',
      message: `rulesetId: "${c.rulesetId}" is not a ruleset of this ledger; use one of ${RULESET_IDS.join(', ')}.`,
    };
  // The types a ruleset runs are its own data (FSNP Art. 139-142; LNSE I.23-26, ...).
  const types = rs.tournamentTypes;
  if (!(types.value as readonly string[]).includes(c.tournamentType))
    return {
      code: 'UNKNOWN_TOURNAMENT_TYPE',
      ruleRef: types.cite,
      message: `tournamentType: "${c.tournamentType}" is not a tournament type of ruleset ${c.rulesetId}; use one of ${types.value.join(', ')}.`,
    };
  return null;
}
