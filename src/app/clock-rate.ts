/**
 * How fast the server's clock runs against the wall clock: 1, except under `npm run demo`,
 * which fast-forwards the server clock (LEDGER_CLOCK_OFFSET_FILE) and says so here so the
 * monitors count down at the same pace. A display hint only: no recorded time depends on it.
 */
export function displayClockRate(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.LEDGER_DISPLAY_CLOCK_RATE;
  if (raw === undefined || raw === '') return 1;
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate < 1 || rate > 3600)
    throw new Error(`LEDGER_DISPLAY_CLOCK_RATE must be a number from 1 to 3600 (got "${raw}").`);
  return rate;
}
