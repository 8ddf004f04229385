/**
 * FSNP Art. 20 escalation (issue 19): "the TD may penalise a player or exclude him from the
 * competition at the 3rd verbal warning". What counts is the warnings the player has actually
 * received in this competition (catalog ASSUMPTION: per competition), under Art. 20 itself or
 * the conduct articles it sanctions (Art. 23, 24), not how many breaches were written up: a
 * breach recorded but never warned does not bring the exclusion nearer.
 */
import { allowedSanctions, penaltyRule, type PenaltyRule, type RulesetId } from '../../../rules';
import type { SanctionKind } from '../../../rules/types';
import type { Rejection } from '../../decider';
import { disciplineView, offenceNumberFor, type ViolationRecord } from './state';
import type { TournamentState, CreatedTournament } from '../state';

/** Non-annulled verbal warnings received before violation `beforeSeq`, under counting clauses. */
export function verbalWarningsReceived(
  s: TournamentState,
  ruleset: RulesetId,
  playerId: string,
  beforeSeq = Number.MAX_SAFE_INTEGER,
): number {
  const d = disciplineView(s);
  return Object.values(d.sanctions).filter((x) => {
    const v = d.violations[x.violationId];
    return (
      x.kind === 'warning' &&
      !x.annulled &&
      x.playerId === playerId &&
      v !== undefined &&
      v.seq < beforeSeq &&
      penaltyRule(ruleset, v.clause)?.countsVerbalWarnings !== undefined
    );
  }).length;
}

/**
 * The offence number the matrix is read with: for a clause that counts verbal warnings, the
 * warning this breach would be (received + 1); otherwise DECISION-13's count per clause.
 */
export function offenceOf(
  s: CreatedTournament,
  ruleset: RulesetId,
  rule: PenaltyRule,
  playerId: string,
  beforeSeq?: number,
): number {
  return rule.countsVerbalWarnings
    ? verbalWarningsReceived(s, ruleset, playerId, beforeSeq) + 1
    : offenceNumberFor(s, playerId, rule.clause, beforeSeq);
}

/** A penalty or exclusion before the warning it needs, said in the floor's words. */
export function escalationRefusal(
  s: CreatedTournament,
  ruleset: RulesetId,
  rule: PenaltyRule,
  v: ViolationRecord,
  kind: SanctionKind,
): Rejection | null {
  if (!rule.countsVerbalWarnings) return null;
  const offence = offenceOf(s, ruleset, rule, v.playerId, v.seq);
  if (allowedSanctions(rule, offence).some((o) => o.kind === kind)) return null;
  if (!rule.repeat.some((o) => o.kind === kind)) return null;
  const received = offence - 1;
  return {
    code: 'SANCTION_NOT_ALLOWED',
    ruleRef: `${rule.cite.split(';')[0]}; ${rule.countsVerbalWarnings.cite}`,
    message: `${v.playerId} has received ${received} verbal warning(s) in this competition; a penalty or exclusion comes only at the ${rule.repeatFrom}${rule.repeatFrom === 3 ? 'rd' : 'th'} verbal warning (${rule.countsVerbalWarnings.cite}): give a warning now.`,
  };
}
