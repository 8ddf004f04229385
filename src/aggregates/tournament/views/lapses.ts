/**
 * Whether a busted player is out when the next hand at his table starts (FSNP Art. 31(a)), from
 * plain inputs: the rule of standings/standings.ts lapsesAtNextHand and mayStillReEnter, for a read model
 * that folds its own entrants. HandStarted records no lapse; every reader applies this rule.
 */
import type { TournamentCreatedData } from '../../../events/tournament-events';
import { getRuleset } from '../../../rules';
import { paramsFor, policyFor } from '../defaults';
import { clockFromAnchors, type ClockAnchorsInput } from './clock';

export interface LapseInputs {
  readonly config: TournamentCreatedData;
  /** Re-entry (or rebuy) still open in play (the state's reEntryOpen). */
  readonly reEntryOpen: boolean;
  readonly clock: ClockAnchorsInput;
  readonly entrant: {
    readonly status: string;
    /** A purchase announced and not yet paid. */
    readonly announced: boolean;
    /** LNSE I.53: chips paid for during the hand, waiting beside the stack. */
    readonly pendingChips: number;
    /** Re-entries and rebuys bought so far. */
    readonly bought: number;
  };
}

/** standings/standings.ts mayStillReEnter, from plain inputs. */
export function mayStillReEnterFrom(i: LapseInputs, now: string): boolean {
  if (i.entrant.pendingChips > 0) return true;
  const c = i.config;
  const r = policyFor(c.tournamentType, c.rulesetId).reEntry;
  if (!r || !i.reEntryOpen) return false;
  const end =
    c.entryTerms?.rebuyUntilLevel ?? paramsFor(c.rulesetId).purchaseWindowEndsAfterLevel.value;
  const v = clockFromAnchors(i.clock, now);
  // clock/clock.ts levelEnded
  const ended =
    v.status !== 'not-started' && (v.onBreak ? (v.breakAfterLevel ?? 0) >= end : v.level > end);
  if (ended) return false;
  const max = c.maxReEntriesPerPlayer !== undefined ? c.maxReEntriesPerPlayer : r.max;
  return max == null || i.entrant.bought < max;
}

/** standings/standings.ts lapsesAtNextHand, from plain inputs. */
export function lapsesAtNextHandFrom(i: LapseInputs, now: string): boolean {
  if (i.entrant.status !== 'busted' || i.entrant.announced) return false;
  const rule = (getRuleset(i.config.rulesetId) ?? getRuleset('fsnp')).reEntry;
  return rule.mustAnnounceBeforeNextHand.value || !mayStillReEnterFrom(i, now);
}
