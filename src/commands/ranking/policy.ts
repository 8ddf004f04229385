/**
 * The ranking policy (issue 8; FSNP Art. 19, 137): watches the whole store and turns a
 * completed tournament of an approved calendar into a `RecordTournamentResult` command on its
 * season, whichever comes last (completion or approval), and a standings correction recorded
 * on a tournament stream into `CorrectStandings`. Pure: `policyStep` folds one stored event and
 * returns the commands to send; their ids are derived from the events, so replaying the store
 * from position 0 re-sends only commands the store already answers as duplicates.
 */
import type { StoredEvent } from '../../events/envelope';
import { tournamentIdOf } from '../../events/envelope';
import type { PlayerEliminatedData, TournamentCompletedData } from '../../events/hand-events';
import { memberIdOf, type MemberEvent } from '../../events/member-events';
import type {
  FinalStanding,
  StandingsCorrectedData,
  TournamentResult,
} from '../../events/ranking-events';
import { seasonIdOf, type SeasonEvent } from '../../events/season-events';
import type { PayoutTableFixedData } from '../../events/prize-events';
import type { PlayerRegisteredData, TournamentCreatedData } from '../../events/tournament-events';
import {
  clubOn,
  dayOf,
  initialMemberState,
  memberDecider,
  type MemberState,
} from '../../aggregates/member';
import type { SeasonCommand } from '../../aggregates/season';
import { getRuleset } from '../../rules/registry';

interface TournamentFacts {
  readonly created: TournamentCreatedData;
  readonly registeredClub: Record<string, string>;
  readonly disqualified: Set<string>;
  /** The places the payout table pays, once fixed (ranking.everyPlaceScores). */
  paidPlaces?: number;
  completed: { standings: readonly FinalStanding[]; completedAt: string } | null;
}

export interface PolicyState {
  readonly tournaments: Map<string, TournamentFacts>;
  readonly members: Map<string, MemberState>;
  /** tournamentId -> seasonId of an approved calendar. */
  readonly approved: Map<string, string>;
  /** Tournaments already recorded on their season. */
  readonly recorded: Set<string>;
}

export const newPolicyState = (): PolicyState => ({
  tournaments: new Map(),
  members: new Map(),
  approved: new Map(),
  recorded: new Set(),
});

export interface PolicyCommand {
  readonly streamId: string;
  readonly commandId: string;
  readonly command: SeasonCommand;
}

/** Builds what the season scores from the tournament's own events and the member registry. */
export function tournamentResult(s: PolicyState, t: TournamentFacts): TournamentResult {
  const c = t.created;
  const playedOn = dayOf(c.scheduledStart);
  const ruleset = getRuleset(c.rulesetId);
  const standings = t.completed!.standings;
  return {
    tournamentId: c.tournamentId,
    clubId: c.clubId,
    name: c.name,
    rulesetId: c.rulesetId,
    playedOn,
    completedAt: t.completed!.completedAt,
    uniquePlayers: standings.length,
    prizeFundPartMinor: c.buyIn.prizeFund,
    minorUnitsPerMajor: ruleset?.money.minorUnitsPerMajor.value ?? 100,
    ...(t.paidPlaces !== undefined ? { paidPlaces: t.paidPlaces } : {}),
    standings: standings.map((x) => {
      const member = s.members.get(x.playerId);
      return {
        playerId: x.playerId,
        place: x.place,
        sharedBy: x.sharedBy,
        // FSNP Art. 19 via the registry: the club on the day played, transfers by date.
        clubId: (member && clubOn(member, playedOn)) ?? t.registeredClub[x.playerId] ?? c.clubId,
        disqualified: t.disqualified.has(x.playerId),
      };
    }),
  };
}

function recordIfReady(s: PolicyState, tournamentId: string): PolicyCommand[] {
  const seasonId = s.approved.get(tournamentId);
  const t = s.tournaments.get(tournamentId);
  if (!seasonId || !t?.completed || s.recorded.has(tournamentId)) return [];
  // DECISION-1: a ruleset without a ranking formula does not score (the season would refuse).
  if (!getRuleset(t.created.rulesetId)?.ranking.formula.value) return [];
  return [
    {
      streamId: `season-${seasonId}`,
      commandId: `ranking-record-${seasonId}-${tournamentId}`,
      command: { type: 'RecordTournamentResult', seasonId, result: tournamentResult(s, t) },
    },
  ];
}

function onTournament(s: PolicyState, id: string, e: StoredEvent): PolicyCommand[] {
  if (e.type === 'TournamentCreated') {
    s.tournaments.set(id, {
      created: e.data as TournamentCreatedData,
      registeredClub: {},
      disqualified: new Set(),
      completed: null,
    });
    return [];
  }
  const t = s.tournaments.get(id);
  if (!t) return [];
  switch (e.type) {
    case 'PlayerRegistered': {
      const d = e.data as PlayerRegisteredData;
      t.registeredClub[d.playerId] = d.clubId;
      return [];
    }
    case 'PayoutTableFixed': {
      t.paidPlaces = (e.data as PayoutTableFixedData).places;
      return [];
    }
    case 'PlayerEliminated': {
      const d = e.data as PlayerEliminatedData;
      if (d.reason === 'disqualification') t.disqualified.add(d.playerId);
      return [];
    }
    case 'TournamentCompleted': {
      const d = e.data as TournamentCompletedData;
      t.completed = {
        standings: d.standings.map(({ playerId, place, sharedBy }) => ({
          playerId,
          place,
          sharedBy,
        })),
        completedAt: d.completedAt,
      };
      return recordIfReady(s, id);
    }
    case 'StandingsCorrected': {
      const d = e.data as StandingsCorrectedData;
      const seasonId = s.approved.get(id);
      if (!t.completed) return [];
      t.completed = { ...t.completed, standings: d.standings };
      if (!seasonId || !s.recorded.has(id)) return recordIfReady(s, id);
      return [
        {
          streamId: `season-${seasonId}`,
          commandId: `ranking-correct-${seasonId}-${e.eventId}`,
          command: {
            type: 'CorrectStandings',
            seasonId,
            tournamentId: id,
            standings: d.standings,
            protestId: d.protestId,
            reason: d.reason,
          },
        },
      ];
    }
    default:
      return [];
  }
}

function onSeason(s: PolicyState, seasonId: string, e: SeasonEvent): PolicyCommand[] {
  if (e.type === 'CalendarApproved') {
    const out: PolicyCommand[] = [];
    for (const id of e.data.tournamentIds) {
      s.approved.set(id, seasonId);
      out.push(...recordIfReady(s, id));
    }
    return out;
  }
  if (e.type === 'TournamentResultRecorded') s.recorded.add(e.data.result.tournamentId);
  return [];
}

/** Folds one event into the policy state (in place) and returns the commands it calls for. */
export function policyStep(s: PolicyState, e: StoredEvent): PolicyCommand[] {
  const tournamentId = tournamentIdOf(e.streamId);
  if (tournamentId !== undefined) return onTournament(s, tournamentId, e);
  const memberId = memberIdOf(e.streamId);
  if (memberId !== undefined) {
    const m = s.members.get(memberId) ?? initialMemberState;
    s.members.set(memberId, memberDecider.evolve(m, e as unknown as MemberEvent));
    return [];
  }
  const seasonId = seasonIdOf(e.streamId);
  if (seasonId !== undefined) return onSeason(s, seasonId, e as unknown as SeasonEvent);
  return [];
}
