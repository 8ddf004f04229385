import type { DataSource } from 'typeorm';
import type { Actor, ProposedEvent } from '../../../src/events/envelope';
import { tournamentStreamId } from '../../../src/events/envelope';
import { memberStreamId } from '../../../src/events/member-events';
import { seasonStreamId } from '../../../src/events/season-events';
import type { MemberCommand } from '../../../src/aggregates/member';
import type { SeasonCommand } from '../../../src/aggregates/season';
import { CommandPipeline } from '../../../src/commands/pipeline';
import { fixedClock } from '../../../src/commands/clock';
import { createReadModelDataSource } from '../../../src/projections/data-source';
import { ProjectionRuntime } from '../../../src/projections/runtime';
import { membersProjection } from '../../../src/projections/ranking/members-projection';
import { rankingProjection } from '../../../src/projections/ranking/projection';
import { memberAggregate, seasonAggregate } from '../../../src/commands/ranking/aggregates';
import { newPolicyState, policyStep } from '../../../src/commands/ranking/policy';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import { uuidv7 } from '../../../src/store/ids';

export const FED: Actor = { id: 'fed-1', role: 'federation' };
export const RANKING_PROJECTIONS = [membersProjection, rankingProjection];

export const readModel = (): Promise<DataSource> =>
  createReadModelDataSource({ kind: 'sqlite', path: ':memory:' }, RANKING_PROJECTIONS).initialize();

let seq = 0;
const proposed = (type: string, data: unknown): ProposedEvent => {
  seq += 1;
  return {
    eventId: uuidv7(Date.UTC(2026, 0, 1) + seq),
    type,
    schemaVersion: 1,
    data,
    metadata: {
      commandId: `fixture-${seq}`,
      correlationId: `fixture-${seq}`,
      causationId: `fixture-${seq}`,
      actor: { id: 'td-1', role: 'director' },
      occurredAt: '2026-03-01T10:00:00.000Z',
    },
  };
};

/**
 * The write side of the ranking over a memory store: member and season pipelines, tournament
 * streams written as fixtures (the tournament's own events as the hand-play slice records
 * them), and the ranking policy run to quiescence by `settle`.
 */
export class RankingHarness {
  readonly store = new MemoryEventStore();
  readonly clock = fixedClock('2026-02-01T10:00:00.000Z');
  private readonly opts = {
    store: this.store,
    clock: this.clock,
    random: () => ({ int: () => 0 }),
  };
  readonly members = new CommandPipeline(memberAggregate, this.opts);
  readonly seasons = new CommandPipeline(seasonAggregate, this.opts);
  private readonly policy = newPolicyState();
  private folded = 0;
  private n = 0;

  async member(command: MemberCommand, actor: Actor = FED) {
    const r = await this.members.execute({
      streamId: memberStreamId(command.federationId),
      command,
      commandId: `m-${++this.n}`,
      actor,
    });
    if (!r.ok) throw new Error(JSON.stringify(r.rejection));
  }

  async season(command: SeasonCommand, actor: Actor = FED) {
    return this.seasons.execute({
      streamId: seasonStreamId(command.seasonId),
      command,
      commandId: `s-${++this.n}`,
      actor,
    });
  }

  async tournament(tournamentId: string, events: readonly { type: string; data: unknown }[]) {
    const id = tournamentStreamId(tournamentId);
    const rev = await this.store.streamRevision(id);
    await this.store.append(
      id,
      events.map((e) => proposed(e.type, e.data)),
      rev,
    );
  }

  /** Runs the ranking policy over every new event, and over what its commands append. */
  async settle(): Promise<void> {
    for (;;) {
      const batch = await this.store.readAll(this.folded, 1000);
      if (!batch.length) return;
      for (const e of batch) {
        this.folded = e.globalPosition;
        for (const c of policyStep(this.policy, e)) {
          const r = await this.seasons.execute({
            ...c,
            actor: { id: 'ranking-policy', role: 'system' },
          });
          if (!r.ok) throw new Error(`${c.command.type}: ${JSON.stringify(r.rejection)}`);
        }
      }
    }
  }

  async project(ds: DataSource): Promise<void> {
    await new ProjectionRuntime(this.store, ds, RANKING_PROJECTIONS, { log: () => {} }).catchUp();
  }
}

/** A tournament's events: created on `day`, players registered, the last `disqualified` DQ'd, completed. */
export function playedTournament(
  tournamentId: string,
  day: string,
  finishOrder: readonly (string | readonly string[])[],
  opts: { rulesetId?: string; prizeFund?: number; disqualified?: readonly string[] } = {},
) {
  const players = finishOrder.flat();
  const standings: { playerId: string; place: number; sharedBy: number; bountiesWon: number }[] =
    [];
  let place = 1;
  for (const group of finishOrder) {
    const g = typeof group === 'string' ? [group] : group;
    for (const playerId of g)
      standings.push({ playerId, place, sharedBy: g.length, bountiesWon: 0 });
    place += g.length;
  }
  return [
    {
      type: 'TournamentCreated',
      data: {
        tournamentId,
        name: `Cupa ${tournamentId}`,
        rulesetId: opts.rulesetId ?? 'fsnp',
        tournamentType: 'RA',
        currency: 'RON',
        clubId: 'club-a',
        venue: 'Bucharest',
        scheduledStart: `${day}T17:00:00.000Z`,
        seatsPerTable: 9,
        startingStack: 20000,
        levels: [{ level: 1, smallBlind: 100, bigBlind: 200, ante: 0, durationMinutes: 20 }],
        buyIn: { prizeFund: opts.prizeFund ?? 9975, fee: 2000 },
        registrationCap: null,
      },
    },
    ...players.map((playerId, i) => ({
      type: 'PlayerRegistered',
      data: {
        playerId,
        fullName: playerId,
        clubId: 'club-at-desk',
        idDocument: { type: 'CI', number: `X${i}` },
        dateOfBirth: null,
        registrationNumber: i + 1,
      },
    })),
    ...(opts.disqualified ?? []).map((playerId) => ({
      type: 'PlayerEliminated',
      data: {
        playerId,
        reason: 'disqualification',
        tableId: null,
        handNo: null,
        place: standings.find((s) => s.playerId === playerId)!.place,
        sharedBy: 1,
        stackAtStart: 0,
        chipsRemoved: 0,
        eliminatedBy: [],
        at: `${day}T19:00:00.000Z`,
      },
    })),
    {
      type: 'TournamentCompleted',
      data: {
        winnerId: standings[0].playerId,
        completedAt: `${day}T23:00:00.000Z`,
        standings,
      },
    },
  ];
}

const S = '2026';

/**
 * Season 2026: m1..m4 of club-a (m2 to club-b from 1 April), t1 on 10 March and t2 on 10 May
 * on an approved calendar, both completed and scored.
 */
export async function seasonWithMembers(): Promise<RankingHarness> {
  const h = new RankingHarness();
  for (const id of ['m1', 'm2', 'm3', 'm4']) {
    const idDocument = { type: 'CI', number: `ID-${id}` };
    await h.member({
      type: 'RegisterMember',
      federationId: id,
      fullName: `Player ${id}`,
      clubId: 'club-a',
      idDocument,
      registeredOn: '2026-01-01',
    });
    await h.member({
      type: 'IssueMembershipCard',
      federationId: id,
      cardId: `C-${id}`,
      idDocument,
      issuedOn: '2026-01-01',
    });
  }
  // FSNP Art. 19 via the registry: m2 plays for club-b from 1 April.
  await h.member({
    type: 'TransferMemberClub',
    federationId: 'm2',
    toClubId: 'club-b',
    effectiveOn: '2026-04-01',
  });
  await h.season({
    type: 'DefineSeason',
    seasonId: S,
    name: 'Clasament național 2026',
    startsOn: '2026-01-01',
    endsOn: '2026-12-31',
  });
  await h.season(
    {
      type: 'SubmitCalendar',
      seasonId: S,
      calendarId: 'cal-a',
      clubId: 'club-a',
      tournaments: [
        { tournamentId: 't1', scheduledOn: '2026-03-10', name: 'Cupa t1' },
        { tournamentId: 't2', scheduledOn: '2026-05-10', name: 'Cupa t2' },
      ],
    },
    { id: 'club-a-secretary', role: 'club' },
  );
  await h.season({ type: 'ApproveCalendar', seasonId: S, calendarId: 'cal-a' });
  // N = 4, b = 99.75 lei: tlb = 30 × √(4/k) → 60.00, 42.43, 34.64, 30.00.
  await h.tournament('t1', playedTournament('t1', '2026-03-10', ['m1', 'm2', 'm3', 'm4']));
  // m3 and m4 share 3rd-4th: (34.64 + 30.00) / 2 = 32.32 each.
  await h.tournament('t2', playedTournament('t2', '2026-05-10', ['m2', 'm1', ['m3', 'm4']]));
  await h.settle();
  return h;
}
