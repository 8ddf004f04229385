/**
 * The simulation's format drivers, one entry per `--type` (npm run simulate -- --type 50-50).
 * A format adds its file and one line here; a type with no entry plays to one winner.
 */
import { bountyDriver } from './bounty';
import { toOneWinner } from './default';
import { fiftyFifty } from './fifty-fifty';
import { multiDay } from './multi-day';
import { qualifierDriver } from './qualifier';
import { stTurbo } from './st-turbo';
import type { FormatDriver } from './types';

export const FORMAT_DRIVERS: Readonly<Record<string, FormatDriver>> = {
  '50-50': fiftyFifty,
  ST: stTurbo,
  QUALIFIER: qualifierDriver,
  KO: bountyDriver,
  'RA-2DAY': multiDay,
};

/** The driver for a `--type` name or a tournament type code. */
export function formatDriver(type: string): FormatDriver {
  return (
    FORMAT_DRIVERS[type] ??
    Object.values(FORMAT_DRIVERS).find((d) => !d.variant && d.tournamentType === type) ??
    toOneWinner(type)
  );
}

export type { FormatDriver, FormatRun, FormatContext, FormatOutcome } from './types';
