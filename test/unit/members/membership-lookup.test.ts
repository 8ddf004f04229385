import { CommandPipeline } from '../../../src/commands/pipeline';
import { fixedClock } from '../../../src/commands/clock';
import { memberStreamId } from '../../../src/events/member-events';
import { memberAggregate } from '../../../src/commands/ranking/aggregates';
import {
  attachMembership,
  membershipForRegistration,
} from '../../../src/commands/ranking/membership-lookup';
import { tournamentDecider, initialTournamentState } from '../../../src/aggregates/tournament';
import { created, opened, registerCmd } from '../../support/tournament-fixtures';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import type { MemberCommand } from '../../../src/aggregates/member';

describe('membership lookup before a registration (FSNP Art. 2, 29)', () => {
  const store = new MemoryEventStore();
  const pipeline = new CommandPipeline(memberAggregate, {
    store,
    clock: fixedClock('2026-01-01T09:00:00.000Z'),
    random: () => ({ int: () => 0 }),
  });
  const send = async (command: MemberCommand, n: number) => {
    const r = await pipeline.execute({
      streamId: memberStreamId(command.federationId),
      command,
      commandId: `c-${n}`,
      actor: { id: 'club-a', role: n === 1 ? 'federation' : 'club' },
    });
    if (!r.ok) throw new Error(JSON.stringify(r.rejection));
  };
  const idDocument = { type: 'CI', number: 'RX1' };

  beforeAll(async () => {
    await send(
      {
        type: 'RegisterMember',
        federationId: 'RO-1',
        fullName: 'Ana Ionescu',
        clubId: 'club-a',
        idDocument,
        registeredOn: '2026-01-01',
      },
      1,
    );
    await send(
      {
        type: 'IssueMembershipCard',
        federationId: 'RO-1',
        cardId: 'K-1',
        idDocument,
        issuedOn: '2026-01-02',
      },
      2,
    );
    await send(
      {
        type: 'RevokeMembershipCard',
        federationId: 'RO-1',
        reason: 'Repeated breaches',
        revokedOn: '2026-05-01',
      },
      3,
    );
  });
  afterAll(() => store.close());

  it('FSNP Art. 29: the facts of the registration day come from the member stream', async () => {
    expect(
      await membershipForRegistration(store, 'fsnp', 'RO-1', '2026-04-30T18:00:00.000Z'),
    ).toEqual({
      status: 'active',
      federationId: 'RO-1',
      cardId: 'K-1',
      clubId: 'club-a',
    });
    expect(
      await membershipForRegistration(store, 'fsnp', 'RO-1', '2026-05-01T18:00:00.000Z'),
    ).toMatchObject({
      status: 'revoked',
    });
    expect(
      await membershipForRegistration(store, 'fsnp', 'RO-404', '2026-05-01T18:00:00.000Z'),
    ).toEqual({
      status: 'unknown',
      federationId: 'RO-404',
    });
  });

  it('LNSE I.30: a casino ruleset needs no federation card, so nothing is looked up', async () => {
    expect(
      await membershipForRegistration(store, 'lnse', 'RO-404', '2026-05-01T18:00:00.000Z'),
    ).toBeUndefined();
  });

  it('FSNP Art. 2, 29: the API path refuses a player whose card was cancelled, before anything is appended', async () => {
    const command = await attachMembership(
      store,
      'fsnp',
      registerCmd('RO-1'),
      '2026-06-01T18:00:00.000Z',
    );
    const state = [created(), opened].reduce(
      (s, e) => tournamentDecider.evolve(s, e),
      initialTournamentState(),
    );
    const d = tournamentDecider.decide(command, state, {
      actor: { id: 'td-1', role: 'director' },
      now: '2026-06-01T18:00:00.000Z',
      random: { int: () => 0 },
    });
    expect(!d.ok && d.rejection).toMatchObject({
      code: 'MEMBERSHIP_CARD_REVOKED',
      ruleRef: 'FSNP Art. 2, 29',
    });
  });
});
