import { badInput } from './api-errors';
import { identifier, type Check } from './input-checks';

/** Refuses `value` as a BAD_USER_INPUT error naming `field` when it fails `rule`. */
export function check(field: string, value: unknown, rule: Check): void {
  const message = rule(value);
  if (message) throw badInput(field, message);
}

export const checkId = (field: string, value: string): void => check(field, value, identifier);
