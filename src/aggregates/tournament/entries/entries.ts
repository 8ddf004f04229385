/**
 * Entries and fees: every purchase is one line with its prize-fund part and organization fee
 * kept apart (FSNP Art. 30; LNSE I.62-64, IV.1.3, IV.6; DECISION-2), eligibility (LNSE I.27,
 * I.30) and late registration into play (FSNP Art. 135, 139.3(b); LNSE I.41-46).
 */
import type {
  LateStackComputation,
  LateStackOverride,
  Purchase,
  PurchaseItem,
} from '../../../events/tournament-events';
import { reject, type DecideContext, type Decision } from '../../decider';
import type { CreateTournament } from '../commands';
import { levelEnded } from '../clock/time';
import {
  citationsFor,
  lateRegistrationEnd,
  paramsFor,
  policyOf,
  priceOf,
  ruleset,
  chipsOf,
  type RulesetParams,
} from '../defaults';
import { fmt } from '../guards';
import { drawFreeSeats } from '../seating/seat-draw';
import { shuffle } from '../seating/draws';
import { openTables, playerCount } from '../tables/geometry';
import type { CreatedTournament } from '../state';
import { TOURNAMENT_TYPES } from '../../../rules/tournament-types';
import type { TournamentTypeCode } from '../../../rules/types';
import { getRuleset } from '../../../rules/registry';

/** LNSE I.62, IV.6(b): every item's prize-fund part is at least 70 %; else creation is refused. */
export function feeProblem(c: CreateTournament, p: RulesetParams): Decision<never> | null {
  const bp = p.minPrizeShareBp.value;
  if (bp == null) return null;
  const items: [string, { prizeFund: number; fee: number }][] = [
    ['buy-in', c.buyIn],
    ...Object.entries(c.prices ?? {}).filter(
      (x): x is [string, { prizeFund: number; fee: number }] => !!x[1],
    ),
  ];
  for (const [item, price] of items) {
    const gross = price.prizeFund + price.fee;
    if (gross > 0 && price.prizeFund * 10_000 < bp * gross)
      return reject(
        'PRIZE_SHARE_TOO_LOW',
        p.minPrizeShareBp.cite,
        `The ${item} puts ${fmt(price.prizeFund)} of ${fmt(gross)} into the prize fund; at least ${bp / 100} % of each item must go to prizes.`,
      );
  }
  return null;
}

/** The purchase line for an item at its published price (LNSE I.50, I.52: full price only). */
export function purchaseOf(s: CreatedTournament, item: PurchaseItem, chips?: number): Purchase {
  const cfg = s.config;
  const price = priceOf(cfg, item);
  // FSNP Art. 30, 139.2(a): a re-entry goes through registration again and pays the fees
  // again; where the ruleset says not (`reEntry.paysFeesAgain`), only the prize-fund part.
  const again = item !== 're-entry' || ruleset(cfg.rulesetId).reEntry.paysFeesAgain.value;
  return {
    item,
    code: paramsFor(cfg.rulesetId).transactionCodes.value[item],
    prizeFund: price.prizeFund,
    fee: again ? price.fee : 0,
    currency: cfg.currency,
    chips: chips ?? chipsOf(cfg, item),
    purchaseNo: s.purchases + 1,
  };
}

/** The most players a tournament type takes (FSNP Art. 140; LNSE I.23), if it caps them. */
export function fieldCap(s: CreatedTournament): { max: number; cite: string } | null {
  const spec = TOURNAMENT_TYPES[s.config.tournamentType as TournamentTypeCode];
  const max = spec?.field.value.max;
  return max != null ? { max, cite: spec.field.cite } : null;
}

/** Whole years between two ISO dates, by calendar. */
export function ageOn(dateOfBirth: string, onDate: string): number {
  const [y1, m1, d1] = dateOfBirth.slice(0, 10).split('-').map(Number);
  const [y2, m2, d2] = onDate.slice(0, 10).split('-').map(Number);
  return y2 - y1 - (m2 < m1 || (m2 === m1 && d2 < d1) ? 1 : 0);
}

/**
 * LNSE I.30: the form carries the date of birth where the ruleset has a minimum age; the age
 * itself is taken on the ruleset's reference day (ageProblem in registration/entry-rules.ts).
 */
export function eligibilityProblem(
  s: CreatedTournament,
  dateOfBirth: string | null,
): Decision<never> | null {
  const p = paramsFor(s.config.rulesetId).minimumAge;
  if (p.value == null) return null;
  if (!dateOfBirth || Number.isNaN(Date.parse(dateOfBirth)))
    return reject(
      'REGISTRATION_INCOMPLETE',
      citationsFor(s.config.rulesetId).registrationForm,
      'The registration form needs the date of birth (YYYY-MM-DD).',
    );
  return null;
}

export type LateEntry = {
  tableId: string;
  seat: number;
  stack: number;
  claimedReservedStack: number;
  reduction: number;
  /** How the reduction was computed from the clock (LNSE I.42), when the ruleset reduces. */
  computation?: LateStackComputation;
  /** The director's own figure in place of the computed one (LNSE I.45). */
  override?: LateStackOverride;
};

/**
 * LNSE I.42 counts "the blinds and antes that would have been due since the start" but no
 * hand count: ASSUMPTION (a ruleset parameter to move into src/rules with the other
 * registration parameters) — a seat owes one orbit per level played, i.e. small blind, big
 * blind and an ante for every hand of the orbit (one ante with a big-blind ante). Only levels
 * already ended count: in the level in progress the entrant posts from his seat (LNSE I.43).
 */
export const LATE_STACK_ORBITS_PER_LEVEL = {
  value: 1,
  cite: 'LNSE I.42',
  note: 'ASSUMPTION: one orbit of forced bets per level played.',
} as const;

/** The reduced late stack under LNSE I.42, or null when the ruleset gives the full stack. */
export function lateStackComputation(
  s: CreatedTournament,
  nowIso: string,
): LateStackComputation | null {
  const cfg = s.config;
  const rs = getRuleset(cfg.rulesetId) ?? getRuleset('fsnp');
  const rule = rs.registration.lateStack;
  if (rule.value !== 'reduced-by-forced-bets-due') return null;
  const anteFormat = rs.game.anteFormat.value;
  const handsPerOrbit = cfg.seatsPerTable;
  const orbits = LATE_STACK_ORBITS_PER_LEVEL.value;
  const levelsCounted = s.levels
    .filter((l) => levelEnded(s, l.level, nowIso))
    .map((l) => ({
      level: l.level,
      smallBlind: l.smallBlind,
      bigBlind: l.bigBlind,
      ante: l.ante,
      due:
        orbits *
        (l.smallBlind + l.bigBlind + l.ante * (anteFormat === 'every-player' ? handsPerOrbit : 1)),
    }));
  const total = levelsCounted.reduce((a, l) => a + l.due, 0);
  // LNSE I.41 "reduced", never nothing: the entrant keeps at least one chip of the smallest denomination.
  const floor = Math.max(1, s.denominations[0] ?? 1);
  const max = Math.max(0, cfg.startingStack - floor);
  return {
    levelsCounted,
    orbitsPerLevel: orbits,
    handsPerOrbit,
    anteFormat,
    reduction: Math.min(total, max),
    capped: total > max,
    ruleRef: `${rule.cite}; ${rs.game.anteFormat.cite}`,
  };
}

/** Seat and stack of a registration after the start, or why it is refused. */
export function lateEntry(
  s: CreatedTournament,
  /** The director's figure (LNSE I.45); undefined: computed from the clock (I.42). */
  override: number | undefined,
  ctx: DecideContext,
): { ok: true; entry: LateEntry } | { ok: false; decision: Decision<never> } {
  const no = (code: string, ref: string, msg: string) => ({
    ok: false as const,
    decision: reject(code, ref, msg),
  });
  const cfg = s.config;
  const end = lateRegistrationEnd(cfg);
  if (!policyOf(cfg).lateRegistration)
    return no(
      'LATE_REGISTRATION_NOT_ALLOWED',
      policyOf(cfg).lateRegistrationCite,
      'This tournament type takes no entries once play has started.',
    );
  if (s.dayClosed)
    return no(
      'DAY_CLOSED',
      ruleset(cfg.rulesetId).multiDay.bagPerDenomination.cite,
      'The day is closed; register when play resumes.',
    );
  if (!s.lateRegistrationOpen)
    return no(
      'REGISTRATION_CLOSED',
      'LNSE I.29; FSNP Art. 135',
      'Registration for this tournament is closed.',
    );
  if (levelEnded(s, end.value, ctx.now))
    return no(
      'LATE_REGISTRATION_OVER',
      end.cite,
      `Late registration ended with level ${end.value}; the elimination levels have begun.`,
    );
  if (
    override !== undefined &&
    (!Number.isSafeInteger(override) || override < 0 || override >= cfg.startingStack)
  )
    return no(
      'INVALID_LATE_STACK_REDUCTION',
      'LNSE I.42, I.45',
      `The reduction of a late stack is a whole number of chips from 0 to below ${fmt(cfg.startingStack)}.`,
    );
  // FSNP Art. 135: a late player takes a seat where a starting set was placed for him.
  const tables = openTables(s);
  const fewest = Math.min(...tables.filter((t) => Object.keys(t.reserved).length).map(playerCount));
  const reserved = tables
    .filter((t) => playerCount(t) === fewest)
    .flatMap((t) =>
      Object.entries(t.reserved).map(([seat, chips]) => ({
        tableId: t.tableId,
        seat: +seat,
        chips,
      })),
    );
  if (reserved.length) {
    const r = shuffle(reserved, ctx.random)[0];
    return {
      ok: true,
      entry: {
        tableId: r.tableId,
        seat: r.seat,
        stack: r.chips,
        claimedReservedStack: r.chips,
        reduction: 0,
      },
    };
  }
  const free = drawFreeSeats(s, 1, ctx.random);
  if (!free)
    return no(
      'NO_FREE_SEAT',
      citationsFor(s.config.rulesetId).lateEntrySeat,
      'Every seat is taken: late registration needs a free seat.',
    );
  const computation = lateStackComputation(s, ctx.now);
  const reduction = override ?? computation?.reduction ?? 0;
  return {
    ok: true,
    entry: {
      ...free[0],
      stack: cfg.startingStack - reduction,
      claimedReservedStack: 0,
      reduction,
      ...(computation ? { computation } : {}),
      ...(override !== undefined
        ? {
            override: {
              chipsRemoved: override,
              computedReduction: computation?.reduction ?? null,
              decidedBy: ctx.actor.id,
              ruleRef: computation
                ? 'LNSE I.45'
                : `${(getRuleset(cfg.rulesetId) ?? getRuleset('fsnp')).registration.lateStack.cite}: director's exception`,
            },
          }
        : {}),
    },
  };
}
