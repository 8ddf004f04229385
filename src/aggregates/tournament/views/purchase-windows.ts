/**
 * What a player may still buy (FSNP Art. 135, 139), from plain inputs: the configuration, the
 * lifecycle status and the two windows the events open and close. The hall shows it next to
 * the clock; the windows end at the end of a level, which the page also sees on its own clock.
 */
import type { TournamentCreatedData } from '../../../events/tournament-events';
import { lateRegistrationEnd, policyOf } from '../defaults';

export interface PurchaseWindows {
  /** Entries still sold: registration before the start, late registration after it. */
  readonly registration: { readonly open: boolean; readonly untilEndOfLevel: number | null };
  /** null: this tournament type has none. */
  readonly reEntry: {
    readonly open: boolean;
    readonly item: 're-entry' | 'rebuy';
    readonly untilEndOfLevel: number;
  } | null;
  /** Taken in one break (FSNP Art. 139.3(d)); null: this type has none. */
  readonly addOn: { readonly atBreakAfterLevel: number } | null;
}

export interface PurchaseWindowInputs {
  /** null: no tournament created yet. */
  readonly config: TournamentCreatedData | null;
  /** The state's lifecycle status ('registration-open', 'running', ...). */
  readonly status: string;
  /** Late registration still open in play (LateRegistrationClosed closes it). */
  readonly lateRegistrationOpen: boolean;
  /** Re-entry (or rebuy) still open in play. */
  readonly reEntryOpen: boolean;
}

export function purchaseWindowsFrom(i: PurchaseWindowInputs): PurchaseWindows {
  const { config } = i;
  if (!config)
    return { registration: { open: false, untilEndOfLevel: null }, reEntry: null, addOn: null };
  const policy = policyOf(config);
  const window = lateRegistrationEnd(config).value;
  const running = i.status === 'running';
  return {
    registration: {
      open: i.status === 'registration-open' || (running && i.lateRegistrationOpen),
      untilEndOfLevel: policy.lateRegistration ? window : null,
    },
    reEntry: policy.reEntry
      ? {
          open: running && i.reEntryOpen,
          item: config.tournamentType === 'REBUY' ? 'rebuy' : 're-entry',
          untilEndOfLevel: policy.reEntry.untilEndOfLevel,
        }
      : null,
    addOn: policy.addOn ? { atBreakAfterLevel: policy.addOn.atBreakAfterLevel } : null,
  };
}
