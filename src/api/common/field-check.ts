import { badInputs } from './api-errors';
import { identifier, type Check } from './input-checks';

/**
 * Collects a request's bad fields and refuses them together (issue 21), so a form is corrected
 * in one go rather than one field per round trip. Each check only records; `done` throws one
 * BAD_USER_INPUT naming the first bad field in `field` and every one in `fields`.
 */
export interface FieldChecks {
  /** Records `field` as bad when `value` fails `rule`; true when it passed. */
  check(field: string, value: unknown, rule: Check): boolean;
  /** `check` with the identifier rule. */
  id(field: string, value: unknown): boolean;
  /** Records a problem found otherwise (a card that does not parse, say). */
  refuse(field: string, message: string): void;
  /** Throws every recorded problem at once; does nothing when all passed. */
  done(): void;
}

export function fieldChecks(): FieldChecks {
  const problems: { field: string; message: string }[] = [];
  const v: FieldChecks = {
    check(field, value, rule) {
      const message = rule(value);
      if (message) problems.push({ field, message });
      return !message;
    },
    id: (field, value) => v.check(field, value, identifier),
    refuse(field, message) {
      problems.push({ field, message });
    },
    done() {
      if (problems.length) throw badInputs(problems);
    },
  };
  return v;
}

/** One field to check: its name as the caller sent it, its value and its rule. */
export type FieldCheck = readonly [field: string, value: unknown, rule: Check];

/** Checks a fixed list of fields and refuses all the bad ones together. */
export function checkAll(checks: readonly FieldCheck[]): void {
  const v = fieldChecks();
  for (const [field, value, rule] of checks) v.check(field, value, rule);
  v.done();
}
