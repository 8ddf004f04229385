/**
 * When the pool and the table may be fixed, and what the standings must say (LNSE 123/13
 * I.64-65; FSNP Art. 131-132). Pure helpers of the prizes slice.
 */
import type { ItemTotals } from '../../../events/prize-events';
import type { TransactionCode } from '../../../events/tournament-events';
import {
  getRuleset,
  TOURNAMENT_TYPES,
  type PayoutTableId,
  type Ruleset,
  type TournamentTypeCode,
} from '../../../rules';
import { reject, type Decision } from '../../decider';
import { clockAt, levelEnded } from '../clock/time';
import { policyOf } from '../defaults';
import { cancelled } from '../guards';
import type { StandingLine } from './commands';
import { prizesOf } from './state';
import { type TournamentState, type CreatedTournament, created } from '../state';

export type No = Decision<never> | null;
export const DIRECTOR = ['director'] as const;

export const rulesetOf = (s: TournamentState): Ruleset =>
  getRuleset(created(s).config.rulesetId) ?? getRuleset('fsnp');

export const typeSpecOf = (s: CreatedTournament) =>
  TOURNAMENT_TYPES[s.config.tournamentType as TournamentTypeCode] as
    (typeof TOURNAMENT_TYPES)[TournamentTypeCode] | undefined;

export const open = (s: CreatedTournament): No => cancelled(s);

/** Registration is over: closed before the start, or late registration closed in play. */
export const registrationOver = (s: TournamentState): boolean =>
  s.status === 'registration-closed' ||
  s.status === 'completed' ||
  (s.status === 'running' && !s.lateRegistrationOpen);

/** The add-on break is over: the clock is past the break after the add-on level. */
export function addOnOver(s: CreatedTournament, now: string, at: number): boolean {
  const v = clockAt(s, now);
  if (v.status === 'not-started') return false;
  return v.onBreak ? (v.breakAfterLevel ?? 0) > at : v.level > at;
}

/**
 * LNSE 123/13 I.64: the pool is fixed only once no purchase can happen any more. Where the
 * ruleset does not wait for the purchase periods (prizePool.fixedAfterPurchasePeriods false),
 * the pool may be fixed once registration is over, and fixing it ends them (poolFixedProblem).
 */
export function purchasesStillPossible(state: TournamentState, now: string): No {
  const s = created(state);
  const rule = rulesetOf(s).prizePool.fixedAfterPurchasePeriods;
  const cite = rule.cite;
  if (!registrationOver(s))
    return reject(
      'PRIZE_POOL_NOT_FINAL',
      cite,
      'Registration is still open: the prize pool is fixed only after every entry has been sold.',
    );
  if (!rule.value) return null;
  const policy = policyOf(s.config);
  const window = Math.max(policy.reEntry?.untilEndOfLevel ?? 0, policy.topUp?.untilEndOfLevel ?? 0);
  if (window > 0 && s.reEntryOpen && !levelEnded(s, window, now))
    return reject(
      'PRIZE_POOL_NOT_FINAL',
      cite,
      `Re-entries and rebuys are open until the end of level ${window}: the prize pool is fixed after that.`,
    );
  if (policy.addOn && !addOnOver(s, now, policy.addOn.atBreakAfterLevel))
    return reject(
      'PRIZE_POOL_NOT_FINAL',
      cite,
      `The add-on is taken in the break after level ${policy.addOn.atBreakAfterLevel}: the prize pool is fixed after that break.`,
    );
  return null;
}

/** LNSE 123/13 I.64 (invariant): no chips or money enter once the prize pool is fixed. */
export function poolFixedProblem(s: CreatedTournament): No {
  const pool = prizesOf(s).pool;
  return pool
    ? reject(
        'PRIZE_POOL_FIXED',
        rulesetOf(s).prizePool.fixedAfterPurchasePeriods.cite,
        'The prize pool is fixed: no chips or money enter the tournament after it.',
      )
    : null;
}

export const CODES: readonly TransactionCode[] = ['IN', 'RB', 'AD'];

export function totalsByCode(s: CreatedTournament): Record<TransactionCode, ItemTotals> {
  const out = {} as Record<TransactionCode, ItemTotals>;
  for (const code of CODES) {
    const t = s.money.byCode[code];
    out[code] = { gross: t.prizeFund + t.fee, prizeFund: t.prizeFund, fee: t.fee, count: t.count };
  }
  return out;
}

/** The payout table id for this tournament: its type's own table, else the ruleset's. */
export function payoutSource(state: TournamentState): PayoutTableId | 'qualifier-tickets' {
  const s = created(state);
  const typePayout = typeSpecOf(s)?.payout.value;
  if (typePayout && typePayout !== 'fsnp-art-131') return typePayout;
  return rulesetOf(s).prizePool.payoutTable.value;
}

/** LNSE I.65 (open 9): re-entries count as registrants where the ruleset says so. */
export function fieldSize(s: TournamentState): number {
  const reEntries = Object.values(s.entrants).reduce((n, e) => n + e.purchases['re-entry'], 0);
  return rulesetOf(s).registration.reEntriesCountAsParticipantsForPayout.value
    ? s.registrations + reEntries
    : s.registrations;
}

export const isWhole = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;

/** The places a standings group covers: `sharedBy` places from `place` on. */
export const placesOf = (l: StandingLine): number[] =>
  Array.from({ length: l.sharedBy }, (_, i) => l.place + i);

/** Groups standings lines by their place, keeping the given order inside a group. */
export function groups(lines: readonly StandingLine[]): StandingLine[][] {
  const byPlace = new Map<number, StandingLine[]>();
  for (const l of lines) byPlace.set(l.place, [...(byPlace.get(l.place) ?? []), l]);
  return [...byPlace.entries()].sort((a, b) => a[0] - b[0]).map(([, g]) => g);
}

export function standingsProblem(
  s: TournamentState,
  lines: readonly StandingLine[],
): string | null {
  const seen = new Set<string>();
  for (const l of lines) {
    if (!s.players[l.playerId]) return `${l.playerId} is not registered in this tournament.`;
    if (seen.has(l.playerId)) return `${l.playerId} appears twice in the standings.`;
    seen.add(l.playerId);
    if (
      !Number.isInteger(l.place) ||
      l.place < 1 ||
      !Number.isInteger(l.sharedBy) ||
      l.sharedBy < 1
    )
      return `${l.playerId}: a place and the number sharing it are whole numbers from 1.`;
  }
  const covered = new Set<number>();
  for (const g of groups(lines)) {
    if (g.length !== g[0].sharedBy || g.some((l) => l.sharedBy !== g[0].sharedBy))
      return `Place ${g[0].place} is shared by ${g.length} players but recorded as shared by ${g[0].sharedBy}.`;
    for (const p of placesOf(g[0])) {
      if (covered.has(p)) return `Place ${p} is given twice.`;
      covered.add(p);
    }
  }
  return null;
}

/** Standings recorded by the hand-play slice when the tournament completed. */
export const recordedStandings = (s: TournamentState): readonly StandingLine[] | undefined =>
  prizesOf(s).finalStandings ?? undefined;

export const cur = (s: CreatedTournament): string => s.config.currency;

/** Several citations as one ruleRef, each part once. */
export const cites = (...refs: string[]): string =>
  [...new Set(refs.flatMap((r) => r.split('; ')))].join('; ');
