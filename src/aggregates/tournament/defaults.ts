/**
 * The parameters the tournament slices enforce, each with its citation, read from the
 * rulesets in src/rules/ (getRuleset, TOURNAMENT_TYPES). Where a ruleset leaves a value to the
 * published structure (null), the default below applies and cites where it comes from; every
 * such default is listed in the issue 4 report.
 */
import type {
  PriceSplit,
  PurchaseItem,
  TournamentCreatedData,
  TransactionCode,
} from '../../events/tournament-events';
import { getRuleset } from '../../rules/registry';
import { TOURNAMENT_TYPES, type TournamentTypeSpec } from '../../rules/tournament-types';
import type { Ruleset, RulesetCitations, Threshold, TournamentTypeCode } from '../../rules/types';

export interface Cited<T> {
  readonly value: T;
  readonly cite: string;
}
const c = <T>(value: T, cite: string): Cited<T> => ({ value, cite });

/** What a tournament type allows after the start (FSNP Art. 139-142; LNSE I.23-26, I.47-56). */
export interface TypePolicy {
  readonly cite: string;
  /** null: no re-entry at all. */
  readonly reEntry: {
    /** Per player: the type's, within the ruleset's cap; null = unlimited. */
    readonly max: number | null;
    /** Only after busting: SC (FSNP Art. 139.2) and LNSE re-registration (I.32). */
    readonly requiresBust: Cited<boolean>;
    /** R+A keeps the seat (139.3a); SC draws a new one (139.2a). */
    readonly sameSeat: boolean;
    readonly untilEndOfLevel: number;
    readonly cite: string;
  } | null;
  /**
   * Top-up below a part of the starting stack (FSNP Art. 139.3(e)). The type says whether
   * there is one and until when; the ruleset in force sets the stack condition and the chips
   * (`topUp.threshold`, `topUp.startingStackMultiple`; issue 18).
   */
  readonly topUp: {
    readonly multiple: Cited<number>;
    readonly threshold: Cited<Threshold>;
    readonly untilEndOfLevel: number;
    readonly cite: string;
  } | null;
  /**
   * The add-on: the type says whether there is one; the ruleset in force sets its break, chips
   * and limit (`addOn.atBreakAfterLevel`, `.startingStackMultiple`, `.maxPerPlayer`; issue 18).
   */
  readonly addOn: {
    readonly multiple: Cited<number>;
    readonly max: Cited<number>;
    readonly atBreakAfterLevel: number;
    readonly cite: string;
  } | null;
  /** Starting sets at empty seats for late players (FSNP Art. 135). */
  readonly reservedSeatStacks: boolean;
  /** Late registration allowed after the start at all. */
  readonly lateRegistration: boolean;
  readonly lateRegistrationCite: string;
}

/** Creation refuses unknown ids (registration/ruleset-choice.ts), so a miss here is a defect, never FSNP. */
export function ruleset(rulesetId: string): Ruleset {
  const rs = getRuleset(rulesetId);
  if (!rs) throw new TypeError(`unknown ruleset "${rulesetId}"`);
  return rs;
}

export function policyFor(tournamentType: string, rulesetId = 'fsnp'): TypePolicy {
  const spec = TOURNAMENT_TYPES[tournamentType as TournamentTypeCode] as
    TournamentTypeSpec | undefined;
  if (!spec) throw new TypeError(`unknown tournament type "${tournamentType}"`);
  const rs = ruleset(rulesetId);
  const r = spec.reEntry.value;
  const redraw = r?.seat === 'redraw';
  // The ruleset's cap on registrations per player (LNSE 123/13 I.32, open 9), as re-entries:
  // one fewer where the cap counts the first entry (`registration.capCountsFirstEntry`).
  const cap = rs.registration.maxRegistrationsPerPlayer.value;
  const capReEntries =
    cap == null ? null : Math.max(0, rs.registration.capCountsFirstEntry.value ? cap - 1 : cap);
  const typeMax = r == null || r.max === 'unlimited' ? null : r.max;
  const max =
    typeMax == null
      ? capReEntries
      : capReEntries == null
        ? typeMax
        : Math.min(typeMax, capReEntries);
  return {
    cite: spec.name.cite,
    reEntry: r
      ? {
          max,
          requiresBust: redraw
            ? c(true, `${spec.reEntry.cite}`)
            : c(rs.reEntry.requiresElimination.value, rs.reEntry.requiresElimination.cite),
          sameSeat: r.seat === 'same',
          untilEndOfLevel: r.untilEndOfLevel,
          cite: spec.reEntry.cite,
        }
      : null,
    topUp: spec.topUp.value
      ? {
          multiple: rs.topUp.startingStackMultiple,
          threshold: rs.topUp.threshold,
          untilEndOfLevel: spec.topUp.value.untilEndOfLevel,
          cite: spec.topUp.cite,
        }
      : null,
    addOn: spec.addOn.value
      ? {
          multiple: rs.addOn.startingStackMultiple,
          max: rs.addOn.maxPerPlayer,
          atBreakAfterLevel: rs.addOn.atBreakAfterLevel.value ?? spec.addOn.value.atBreakAfterLevel,
          cite: spec.addOn.cite,
        }
      : null,
    reservedSeatStacks: spec.lateRegistration.value === 'reserved-stacks-until-level-8',
    lateRegistration: spec.lateRegistration.value !== 'none',
    lateRegistrationCite: spec.lateRegistration.cite,
  };
}

export interface RulesetParams {
  readonly seatsPerTable: Cited<{ readonly min: number; readonly max: number }>;
  readonly buttonDraw: Cited<'first-ace-else-highest-rank' | 'highest-card-rank-then-suit'>;
  /** Minimum prize-fund share of every purchase item, basis points (LNSE I.62, IV.6(b)). */
  readonly minPrizeShareBp: Cited<number | null>;
  /** Late registration (and the purchase period) close at the end of this level. */
  readonly purchaseWindowEndsAfterLevel: Cited<number>;
  readonly reservedStacksRemovedAfterLevel: Cited<number>;
  readonly reEntryThreshold: Cited<Threshold>;
  readonly announcingIsBinding: Cited<boolean>;
  /** The article a published level structure answers to (levelShapeProblems). */
  readonly levelStructure: Cited<string>;
  readonly breaks: Cited<{
    readonly minBreakMinutes: number;
    readonly maxPlayMinutesWithoutBreak: number | null;
    readonly maxPlayMinutesPerDay: number | null;
  }>;
  readonly balanceWhenShortBy: Cited<number>;
  readonly finalTableSize: Cited<number | null>;
  /** null: the ruleset has no end-of-day card draw (LNSE I.12, I.16). */
  readonly endOfDayDrawAtMinutesLeft: Cited<number | null>;
  readonly endOfDayHands: Cited<{ readonly min: number; readonly max: number } | null>;
  readonly transactionCodes: Cited<Readonly<Record<PurchaseItem, TransactionCode>>>;
  readonly minimumAge: Cited<number | null>;
  /** A non-final table stops at this many players (LNSE I.96); null = no such rule. */
  readonly haltNonFinalTableAtPlayers: Cited<number | null>;
  /** Table counts at which all players are redrawn (LNSE I.17, I.88). */
  readonly redrawAtTables: Cited<readonly number[]>;
}

/** Level 8 closes late registration when the ruleset leaves it to the published structure. */
const DEFAULT_WINDOW_LEVEL = 8;

const CODES: Record<PurchaseItem, TransactionCode> = {
  'buy-in': 'IN',
  're-entry': 'IN',
  rebuy: 'RB',
  'top-up': 'RB',
  'add-on': 'AD',
};

export function paramsFor(rulesetId: string): RulesetParams {
  const rs = ruleset(rulesetId);
  const late = rs.registration.lateRegistrationEndsAfterLevel;
  const removed = rs.registration.emptySeatStacksRemovedAfterLevel;
  const codes = rs.fees.transactionCodes;
  return {
    seatsPerTable: rs.seating.playersPerTable,
    buttonDraw: rs.seating.buttonDraw,
    minPrizeShareBp: rs.fees.minPrizeFundShareBp,
    purchaseWindowEndsAfterLevel: c(
      late.value ?? DEFAULT_WINDOW_LEVEL,
      late.value == null
        ? `${late.cite} (published close; default level ${DEFAULT_WINDOW_LEVEL})`
        : late.cite,
    ),
    reservedStacksRemovedAfterLevel: c(
      removed.value ?? late.value ?? DEFAULT_WINDOW_LEVEL,
      removed.cite,
    ),
    reEntryThreshold: rs.reEntry.threshold,
    announcingIsBinding: rs.reEntry.announcingIsBinding,
    levelStructure: rs.clock.levelStructure,
    breaks: c(
      {
        minBreakMinutes: rs.clock.minBreakMinutes.value,
        maxPlayMinutesWithoutBreak: rs.clock.maxPlayMinutesWithoutBreak.value,
        maxPlayMinutesPerDay: rs.clock.maxPlayMinutesPerDay.value,
      },
      rs.clock.maxPlayMinutesWithoutBreak.value == null
        ? rs.clock.minBreakMinutes.cite
        : rs.clock.maxPlayMinutesWithoutBreak.cite,
    ),
    balanceWhenShortBy: rs.tables.balanceWhenShortBy,
    finalTableSize: rs.tables.finalTableSize,
    endOfDayDrawAtMinutesLeft: rs.multiDay.endOfDayDrawAtMinutesLeft,
    endOfDayHands: rs.multiDay.endOfDayHands,
    transactionCodes: c(
      { ...CODES, ...codes.value } as Record<PurchaseItem, TransactionCode>,
      codes.cite,
    ),
    minimumAge: rs.registration.minimumAge,
    haltNonFinalTableAtPlayers: rs.tables.haltNonFinalTableAtPlayers,
    redrawAtTables: c(
      rs.tables.redrawAt.value.flatMap((r) =>
        r === 'three-tables' ? [3] : r === 'two-tables' ? [2] : [],
      ),
      rs.tables.redrawAt.cite,
    ),
  };
}

/** Starting chip set of FSNP Art. 43 (25, 100, 500, 1,000, 5,000). */
export const DEFAULT_CHIP_SET: readonly number[] = [25, 100, 500, 1000, 5000];

/** Price of a purchase item: published, else the buy-in (LNSE I.50 requires it published). */
export function priceOf(config: TournamentCreatedData, item: PurchaseItem): PriceSplit {
  return config.prices?.[item] ?? config.buyIn;
}

/** Chips a purchase item gives (FSNP Art. 139.3(c)(d)(e); LNSE I.50). */
export function chipsOf(config: TournamentCreatedData, item: PurchaseItem): number {
  const policy = policyFor(config.tournamentType, config.rulesetId);
  // LNSE 123/13 I.50: the chips of each rebuy and of the add-on are published per tournament.
  const terms = config.entryTerms;
  if (item === 'add-on' && terms?.addOnChips != null) return terms.addOnChips;
  if (item === 'rebuy' && terms?.rebuyChips != null) return terms.rebuyChips;
  const rs = ruleset(config.rulesetId);
  if (item === 'add-on')
    return config.startingStack * (policy.addOn?.multiple ?? rs.addOn.startingStackMultiple).value;
  if (item === 'top-up')
    return config.startingStack * (policy.topUp?.multiple ?? rs.topUp.startingStackMultiple).value;
  return config.startingStack;
}

/**
 * The policy of a created tournament, with the rebuy window it published (LNSE 123/13 I.1(6),
 * I.48) in place of the type's default.
 */
export function policyOf(config: TournamentCreatedData): TypePolicy {
  const policy = policyFor(config.tournamentType, config.rulesetId);
  const until = config.entryTerms?.rebuyUntilLevel;
  if (until == null) return policy;
  const cite = 'published window';
  return {
    ...policy,
    reEntry: policy.reEntry
      ? { ...policy.reEntry, untilEndOfLevel: until, cite: `${policy.reEntry.cite} (${cite})` }
      : null,
    topUp: policy.topUp
      ? { ...policy.topUp, untilEndOfLevel: until, cite: `${policy.topUp.cite} (${cite})` }
      : null,
  };
}

/** The level at whose end late registration closes: published (LNSE 123/13 I.29, I.34), else the ruleset's. */
export function lateRegistrationEnd(config: TournamentCreatedData): Cited<number> {
  const published = config.entryTerms?.lateRegistrationUntilLevel;
  const rule = ruleset(config.rulesetId).registration.lateRegistrationEndsAfterLevel;
  return published != null
    ? c(published, `${rule.cite} (published close)`)
    : paramsFor(config.rulesetId).purchaseWindowEndsAfterLevel;
}

/** LateRegistrationClosed ends both windows, so it is recorded when the later one ends. */
export function purchaseWindowsEnd(config: TournamentCreatedData): Cited<number> {
  const late = lateRegistrationEnd(config);
  const rebuy = config.entryTerms?.rebuyUntilLevel;
  return rebuy != null && rebuy > late.value
    ? c(rebuy, policyOf(config).reEntry?.cite ?? late.cite)
    : late;
}

/**
 * The citations of the routine events under the ruleset in force (issue 18): never FSNP under
 * the club or LNSE ruleset. An unknown ruleset is a defect, as in `ruleset`.
 */
export function citationsFor(rulesetId: string): RulesetCitations {
  return ruleset(rulesetId).citations.value;
}
