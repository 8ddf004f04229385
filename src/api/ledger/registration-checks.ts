/**
 * What the ledger looks up before a RegisterPlayer reaches the pipeline, so the tournament's
 * decide stays pure: the member registry's facts go into the command (FSNP Art. 2, 29), and a
 * season disqualification refuses the entry outright (FSPR 7.2.3). Free of Nest, so Jest can
 * load it.
 */
import type { Rejection } from '../../aggregates/decider';
import type { RegisterPlayer } from '../../aggregates/tournament/commands';
import { tournamentStreamId } from '../../events/envelope';
import { attachMembership } from '../../ranking/membership-lookup';
import { getRuleset } from '../../rules/registry';
import type { EventStore } from '../../store/event-store';
import { seasonBanRefusal, type DisciplineReads } from '../discipline/discipline.reads';

/** The two things registration needs to know about the tournament. */
export interface TournamentFacts {
  readonly rulesetId: string;
  /** ISO instant; its day names the season a ban is checked against (FSPR 7.2.3). */
  readonly scheduledStart: string;
}

export interface RegistrationCheckDeps {
  readonly store: Pick<EventStore, 'readStream'>;
  readonly discipline?: DisciplineReads;
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

export async function checkRegistration(
  deps: RegistrationCheckDeps,
  command: RegisterPlayer,
): Promise<RegistrationCheck> {
  const t = await tournamentFacts(deps, command.tournamentId);
  // No such tournament: the decide refuses it with its own article.
  if (!t) return { ok: true, command };
  const rules = (getRuleset(t.rulesetId) ?? getRuleset('fsnp')).registration;
  if (rules.seasonDisqualificationRefusesEntry.value) {
    const banned = await seasonBanRefusal(
      deps.discipline,
      command.playerId,
      t.scheduledStart.slice(0, 10),
    );
    if (banned) return { ok: false, rejection: banned };
  }
  return {
    ok: true,
    command: await attachMembership(deps.store, t.rulesetId, command, deps.now()),
  };
}
