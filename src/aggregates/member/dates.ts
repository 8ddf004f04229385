/** Calendar days as the federation's papers give them: YYYY-MM-DD, compared as strings. */
export function isCalendarDate(s: unknown): s is string {
  if (typeof s !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** The calendar day (UTC) of an ISO-8601 instant from the injected clock. */
export const dayOf = (isoInstant: string): string => isoInstant.slice(0, 10);
