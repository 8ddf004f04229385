/**
 * IANA time zones for venues. Pure: Intl's time-zone data is part of the runtime, no I/O.
 * Only names (Region/City, UTC, Etc/…) are accepted, not bare offsets such as +03:00: an offset
 * cannot follow a venue through daylight-saving changes.
 */
const NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

export function isIanaTimeZone(name: string): boolean {
  if (!NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
