/**
 * Shape checks for API input: each returns null or what is wrong, in words. Business rules
 * (seats per table, fee split …) are the decider's and come back as cited rejections.
 */
export type Check = (value: unknown) => string | null;

/** Lengths are the schema's (common/text-input.ts); this is only "something was written". */
export const notBlank: Check = (v) =>
  typeof v !== 'string' || !v.trim() ? 'required; must not be blank.' : null;

/** Ids travel in stream names and URLs: keep them plain. */
export const identifier: Check = (v) =>
  typeof v === 'string' && /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/.test(v)
    ? null
    : 'letters, digits and . _ : - only, 1 to 100 characters, starting with a letter or digit.';

export const isoDateTime: Check = (v) =>
  typeof v === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
  !Number.isNaN(Date.parse(v))
    ? null
    : 'an ISO-8601 date and time with a zone, e.g. 2026-03-14T18:00:00Z.';

export const isoDate: Check = (v) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))
    ? null
    : 'an ISO-8601 date, e.g. 1990-05-31.';

export const wholeAtLeast =
  (min: number): Check =>
  (v) =>
    typeof v === 'number' && Number.isSafeInteger(v) && v >= min
      ? null
      : `a whole number, ${min} or more.`;

export const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined || v === null ? null : check(v);

export const nonEmptyList: Check = (v) =>
  Array.isArray(v) && v.length > 0 ? null : 'give at least one.';

export type Rules = Readonly<Record<string, Check>>;

export interface Problem {
  readonly field: string;
  readonly message: string;
}

/** Every problem in `value` against `rules`, with the field path prefixed by `at`. */
export function allProblems(at: string, value: unknown, rules: Rules): Problem[] {
  const obj = (value ?? {}) as Record<string, unknown>;
  return Object.entries(rules).flatMap(([key, check]) => {
    const message = check(obj[key]);
    return message ? [{ field: `${at}.${key}`, message }] : [];
  });
}

/** Lets a blank string through to the decider, which refuses it with the rule it breaks. */
export const blankOr =
  (check: Check): Check =>
  (v) =>
    typeof v === 'string' && !v.trim() ? null : check(v);

export const maxLength =
  (max: number): Check =>
  (v) =>
    typeof v === 'string' && v.length <= max ? null : `at most ${max} characters.`;
