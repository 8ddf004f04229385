import { readFileSync } from 'node:fs';
import { systemClock, type Clock } from '../commands/clock';

/**
 * The server's clock for commands and for the clock queries: the system clock, shifted by the
 * milliseconds written in LEDGER_CLOCK_OFFSET_FILE when that variable is set. The end-to-end
 * tests use it to reach the break after level 8 (FSNP Art. 139.3) without waiting two hours;
 * the shift is re-read on each call, and time still flows. Unset in production.
 */
export function serverClock(env: NodeJS.ProcessEnv = process.env): Clock {
  const file = env.LEDGER_CLOCK_OFFSET_FILE;
  if (!file) return systemClock;
  return {
    now() {
      return new Date(Date.now() + offsetIn(file)).toISOString();
    },
  };
}

/** Milliseconds written in the file; a missing or unreadable file shifts nothing. */
function offsetIn(file: string): number {
  try {
    return Number(readFileSync(file, 'utf8').trim()) || 0;
  } catch {
    return 0;
  }
}
