/**
 * The tournament aggregate's prepare step for RegisterPlayer (issue 16): what is looked up
 * before the command reaches the pure decide. The member registry's facts go into the command
 * (FSNP Art. 2, 29), and a season disqualification refuses the entry outright (FSPR 7.2.3).
 */
import type { Rejection } from '../aggregates/decider';
import type { RegisterPlayer } from '../aggregates/tournament/commands';
import { tournamentStreamId } from '../events/envelope';
import { attachMembership } from './ranking/membership-lookup';
import { getRuleset } from '../rules/registry';
import type { EventStore } from '../store/event-store';

/** The two things registration needs to know about the tournament. */
export interface TournamentFacts {
  readonly rulesetId: string;
  /** ISO instant; its day names the season a ban is checked against (FSPR 7.2.3). */
  readonly scheduledStart: string;
}

/** A season ban as the discipline read model answers it (FSPR 7.2.3). */
export interface SeasonBan {
  readonly season: string;
  readonly fromDate: string;
  readonly toDate: string;
  /** When the federation decided it (ISO instant). */
  readonly at: string;
}

/** Whether a member is disqualified for the season that holds `date` (YYYY-MM-DD). */
export interface SeasonBanLookup {
  isDisqualifiedForSeason(memberId: string, date: string): Promise<SeasonBan | null>;
}

export interface RegistrationCheckDeps {
  readonly store: Pick<EventStore, 'readStream'>;
  readonly discipline?: SeasonBanLookup;
  /** From the tournaments read model; null when it has not seen the tournament (yet). */
  readonly readModel: (tournamentId: string) => Promise<TournamentFacts | null>;
  readonly now: () => string;
}

export type RegistrationCheck =
  | { readonly ok: true; readonly command: RegisterPlayer }
  | { readonly ok: false; readonly rejection: Rejection };

/**
 * The tournament's ruleset and start, from the read model or, while it lags behind, from the
 * stream's TournamentCreated event (the write side's own record).
 */
async function tournamentFacts(
  deps: RegistrationCheckDeps,
  tournamentId: string,
): Promise<TournamentFacts | null> {
  const fromReadModel = await deps.readModel(tournamentId);
  if (fromReadModel) return fromReadModel;
  const [first] = await deps.store.readStream(tournamentStreamId(tournamentId), 0);
  if (first?.type !== 'TournamentCreated') return null;
  const data = first.data as Partial<TournamentFacts>;
  return typeof data.rulesetId === 'string' && typeof data.scheduledStart === 'string'
    ? { rulesetId: data.rulesetId, scheduledStart: data.scheduledStart }
    : null;
}

/**
 * FSPR 7.2.3: a member disqualified for the season may not enter its competitions. `cite` is the
 * ruleset's own citation of registration.seasonDisqualificationRefusesEntry.
 */
export async function seasonBanRefusal(
  reads: SeasonBanLookup | undefined,
  memberId: string,
  date: string,
  cite = 'FSPR 7.2.3',
): Promise<Rejection | null> {
  const ban = reads ? await reads.isDisqualifiedForSeason(memberId, date) : null;
  return ban
    ? {
        code: 'DISQUALIFIED_FOR_SEASON',
        ruleRef: cite,
        message: `${memberId} is disqualified from all official and rating competitions of season ${ban.season} (${ban.fromDate} to ${ban.toDate}), decided by the federation on ${ban.at.slice(0, 10)}.`,
      }
    : null;
}

export async function checkRegistration(
  deps: RegistrationCheckDeps,
  command: RegisterPlayer,
): Promise<RegistrationCheck> {
  const t = await tournamentFacts(deps, command.tournamentId);
  // No such tournament: the decide refuses it with its own article.
  if (!t) return { ok: true, command };
  const rules = (getRuleset(t.rulesetId) ?? getRuleset('fsnp')).registration;
  // The ruleset says whether a federation's season ban reaches this tournament at all.
  const refuses = rules.seasonDisqualificationRefusesEntry;
  if (refuses.value) {
    const banned = await seasonBanRefusal(
      deps.discipline,
      command.playerId,
      t.scheduledStart.slice(0, 10),
      refuses.cite,
    );
    if (banned) return { ok: false, rejection: banned };
  }
  return {
    ok: true,
    command: await attachMembership(deps.store, t.rulesetId, command, deps.now()),
  };
}
