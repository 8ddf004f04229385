/** Where commands get "now" from (DESIGN.md: time comes from an injected clock). */
export interface Clock {
  /** ISO-8601 UTC. */
  now(): string;
}

export const systemClock: Clock = { now: () => new Date().toISOString() };

/** A clock that reads a fixed instant until moved: for tests and replays. */
export function fixedClock(iso: string): Clock & { set(iso: string): void } {
  let current = iso;
  return {
    now: () => current,
    set(next: string) {
      current = next;
    },
  };
}
