import { CommandPipeline } from '../../../src/commands/pipeline';
import { fixedClock } from '../../../src/commands/clock';
import { memberStreamId } from '../../../src/events/member-events';
import { tournamentStreamId } from '../../../src/events/envelope';
import { memberAggregate } from '../../../src/commands/ranking/aggregates';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import type { MemberCommand } from '../../../src/aggregates/member';
import type { DisciplineReads } from '../../../src/app/reads/discipline.reads';
import type { SeasonBanView } from '../../../src/projections/discipline/queries';
import {
  checkRegistration,
  type TournamentFacts,
} from '../../../src/commands/registration-prepare';
import { flipParameter } from '../../support/flip-parameter';
import { registerCmd, T } from '../../support/tournament-fixtures';

const NOW = '2026-06-01T18:00:00.000Z';
const BAN: SeasonBanView = {
  tournamentId: 't-earlier',
  sanctionId: 's-1',
  playerId: 'RU-9',
  clubId: 'club-m',
  clause: 'FSPR 7.1.4',
  season: '2026',
  fromDate: '2026-03-01',
  toDate: '2026-12-31',
  protocolEntryNo: 3,
  officialId: 'fspr-1',
  at: '2026-03-01T12:00:00.000Z',
};

/** The discipline read model's answer, with the dates it was asked about. */
function disciplineWith(bans: SeasonBanView[]) {
  const asked: string[] = [];
  const reads = {
    isDisqualifiedForSeason: async (memberId: string, date: string) => {
      asked.push(date);
      return (
        bans.find((b) => b.playerId === memberId && b.fromDate <= date && b.toDate >= date) ?? null
      );
    },
  } as unknown as DisciplineReads;
  return { reads, asked };
}

/** A command without facts, as the resolver builds it. */
const bare = (playerId: string) => registerCmd(playerId, { membership: undefined });

describe('registration lookups before the pipeline (FSNP Art. 2, 29; FSPR 7.2.3)', () => {
  const store = new MemoryEventStore();
  const idDocument = { type: 'CI', number: 'RX1' };

  beforeAll(async () => {
    const pipeline = new CommandPipeline(memberAggregate, {
      store,
      clock: fixedClock('2026-01-01T09:00:00.000Z'),
      random: () => ({ int: () => 0 }),
    });
    const commands: MemberCommand[] = [
      {
        type: 'RegisterMember',
        federationId: 'RO-1',
        fullName: 'Ana Ionescu',
        clubId: 'club-a',
        idDocument,
        registeredOn: '2026-01-01',
      },
      {
        type: 'IssueMembershipCard',
        federationId: 'RO-1',
        cardId: 'K-1',
        idDocument,
        issuedOn: '2026-01-02',
      },
    ];
    for (const [i, command] of commands.entries()) {
      const r = await pipeline.execute({
        streamId: memberStreamId(command.federationId),
        command,
        commandId: `m-${i}`,
        actor: { id: 'fed', role: 'federation' },
      });
      if (!r.ok) throw new Error(JSON.stringify(r.rejection));
    }
  });
  afterAll(() => store.close());

  const deps = (
    facts: TournamentFacts | null,
    discipline = disciplineWith([]).reads,
  ): Parameters<typeof checkRegistration>[0] => ({
    store,
    discipline,
    readModel: async () => facts,
    now: () => NOW,
  });
  const fsnp = { rulesetId: 'fsnp', scheduledStart: '2026-06-05T17:00:00.000Z' };

  it('FSNP Art. 29: the registry facts of the registration day are attached to the command', async () => {
    const r = await checkRegistration(deps(fsnp), bare('RO-1'));
    expect(r).toEqual({
      ok: true,
      command: expect.objectContaining({
        membership: { status: 'active', federationId: 'RO-1', cardId: 'K-1', clubId: 'club-a' },
      }),
    });
  });

  it('FSNP Art. 29: an unknown member gets "unknown" facts, which the decide refuses', async () => {
    const r = await checkRegistration(deps(fsnp), bare('RO-404'));
    expect(r.ok && r.command.membership).toEqual({ status: 'unknown', federationId: 'RO-404' });
  });

  it('FSPR 7.2.3: a member banned for the season is refused for a tournament starting inside the ban', async () => {
    const d = disciplineWith([BAN]);
    const r = await checkRegistration(
      deps({ rulesetId: 'fspr', scheduledStart: '2026-09-10T15:00:00.000Z' }, d.reads),
      bare('RU-9'),
    );
    expect(r).toMatchObject({
      ok: false,
      rejection: { code: 'DISQUALIFIED_FOR_SEASON', ruleRef: 'FSPR 7.2.3' },
    });
    expect(d.asked).toEqual(['2026-09-10']);
  });

  it('FSPR 7.2.3 (registration.seasonDisqualificationRefusesEntry flipped to false): the same banned member is registered without asking for a ban', async () => {
    const d = disciplineWith([BAN]);
    const facts = { rulesetId: 'fspr', scheduledStart: '2026-09-10T15:00:00.000Z' };
    const r = await flipParameter(
      'fspr',
      'registration.seasonDisqualificationRefusesEntry',
      false,
      () => checkRegistration(deps(facts, d.reads), bare('RU-9')),
    );
    expect(r.ok).toBe(true);
    expect(d.asked).toEqual([]);
  });

  it('LNSE 123/13 I.27-28 (registration.seasonDisqualificationRefusesEntry flipped to true): a season ban then refuses a casino entry, citing the ruleset', async () => {
    const d = disciplineWith([{ ...BAN, playerId: 'AR-1' }]);
    const facts = { rulesetId: 'lnse', scheduledStart: '2026-09-10T15:00:00.000Z' };
    const r = await flipParameter(
      'lnse',
      'registration.seasonDisqualificationRefusesEntry',
      true,
      () => checkRegistration(deps(facts, d.reads), bare('AR-1')),
    );
    expect(r).toMatchObject({
      ok: false,
      rejection: { code: 'DISQUALIFIED_FOR_SEASON', ruleRef: 'LNSE 123/13 I.27-28' },
    });
  });

  it('FSPR 7.2.3: the season is taken from the tournament’s scheduled start, not from today', async () => {
    const d = disciplineWith([BAN]);
    const r = await checkRegistration(
      deps({ rulesetId: 'fspr', scheduledStart: '2027-01-15T15:00:00.000Z' }, d.reads),
      bare('RU-9'),
    );
    expect(r.ok).toBe(true);
    expect(d.asked).toEqual(['2027-01-15']);
  });

  it('LNSE I.28, I.30: a casino tournament neither looks up a card nor a federation ban', async () => {
    const d = disciplineWith([{ ...BAN, playerId: 'AR-1' }]);
    const command = bare('AR-1');
    const r = await checkRegistration(
      deps({ rulesetId: 'lnse', scheduledStart: '2026-09-10T15:00:00.000Z' }, d.reads),
      command,
    );
    expect(r).toEqual({ ok: true, command });
    expect(d.asked).toEqual([]);
  });

  it('FSNP Art. 29: while the read model lags, the ruleset comes from the TournamentCreated event', async () => {
    await store.append(
      tournamentStreamId(T),
      [
        {
          eventId: '00000000-0000-7000-8000-000000000001',
          type: 'TournamentCreated',
          schemaVersion: 1,
          data: { tournamentId: T, ...fsnp },
          metadata: {
            commandId: 'c-t',
            correlationId: 'c-t',
            causationId: 'c-t',
            actor: { id: 'td-1', role: 'director' },
            occurredAt: NOW,
          },
        },
      ],
      'no_stream',
    );
    const r = await checkRegistration(deps(null), bare('RO-1'));
    expect(r.ok && r.command.membership).toMatchObject({ status: 'active', cardId: 'K-1' });
  });

  it('FSNP Art. 137: an unknown tournament is left to the decide, which refuses it', async () => {
    const command = { ...bare('RO-1'), tournamentId: 't-nowhere' };
    expect(await checkRegistration(deps(null), command)).toEqual({ ok: true, command });
  });
});
