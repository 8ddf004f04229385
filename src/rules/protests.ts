/**
 * Protest timing (FSPR 7.3.2, 7.3.4; DECISION-14), from the ruleset's `discipline.protest`.
 * Dates are calendar dates 'YYYY-MM-DD' (FSPR: Europe/Moscow, resolved by the caller).
 */
import type { RuleViolation, Ruleset } from './types';

const DAY_MS = 86_400_000;

const parseDate = (d: string): number => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(d);
  if (!m) throw new RangeError(`expected a YYYY-MM-DD date, got "${d}"`);
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(t).toISOString().slice(0, 10) !== d) throw new RangeError(`no such date "${d}"`);
  return t;
};

/** FSPR 7.3.4; DECISION-14: 30 days counted from the day after receipt. 2026-03-20 → 2026-04-19. */
export function protestDecisionDueBy(ruleset: Ruleset, receivedOn: string): string | null {
  const protest = ruleset.discipline.protest.value;
  if (!protest) return null;
  return new Date(parseDate(receivedOn) + protest.decisionDays * DAY_MS).toISOString().slice(0, 10);
}

/** A decision after the due date is accepted and flagged late (DECISION-14). */
export function isDecisionLate(ruleset: Ruleset, receivedOn: string, decidedOn: string): boolean {
  const due = protestDecisionDueBy(ruleset, receivedOn);
  return due !== null && parseDate(decidedOn) > parseDate(due);
}

/**
 * FSPR 7.3.1-7.3.2; DECISION-14: a protest is accepted only strictly before the competition
 * ended (ISO-8601 UTC instants), and only where the ruleset has a protest procedure.
 */
export function checkProtestFiling(
  ruleset: Ruleset,
  filedAt: string,
  competitionEndedAt: string | null,
): RuleViolation | null {
  const protest = ruleset.discipline.protest;
  if (protest.value === null) {
    return {
      code: 'PROTEST_NOT_AVAILABLE',
      ruleRef: protest.cite,
      message: `There is no protest to a federation under this ruleset: ${protest.note ?? 'rulings are final.'}`,
    };
  }
  if (competitionEndedAt !== null && Date.parse(filedAt) >= Date.parse(competitionEndedAt)) {
    return {
      code: 'PROTEST_TOO_LATE',
      ruleRef: protest.value.deadlineRef,
      message: 'A protest must be lodged before the competition ends; this one came after the end.',
    };
  }
  return null;
}
