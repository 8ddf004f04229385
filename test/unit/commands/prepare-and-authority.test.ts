/**
 * Issue 16: one authorization (commands/authority.ts) asked by the GraphQL guard and by the
 * pipeline alike, and the pipeline's prepare step, which brings other aggregates' facts into a
 * command before the pure decide.
 */
import { commandAuthority, READ_ONLY_ROLES } from '../../../src/commands/authority';
import { fixedClock } from '../../../src/commands/clock';
import { CommandPipeline, type Prepared } from '../../../src/commands/pipeline';
import { memberAggregate, seasonAggregate } from '../../../src/commands/ranking/aggregates';
import { tournamentAggregate } from '../../../src/commands/tournament-aggregate';
import { mutationAuthority } from '../../../src/api/auth/policy';
import { TOURNAMENT_COMMAND_TYPES } from '../../../src/aggregates/tournament';
import type { Actor } from '../../../src/events/envelope';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import { counterAggregate, type CounterCommand } from './counter-decider';

const FLOOR: Actor = { id: 'fl-1', role: 'floor' };
const S = 'counter-1';

function withPrepare(prepare: (c: CounterCommand) => Promise<Prepared<CounterCommand>>) {
  const store = new MemoryEventStore();
  const pipeline = new CommandPipeline(
    { ...counterAggregate, prepare },
    { store, clock: fixedClock('2026-12-02T10:00:00.000Z'), random: () => ({ int: () => 0 }) },
  );
  return { store, pipeline };
}

describe('the prepare step (issue 16)', () => {
  it('given a prepare step that completes the command, when it is sent, then the decide sees the completed command and the events record it', async () => {
    const { store, pipeline } = withPrepare(async (c) =>
      c.type === 'Add'
        ? { ok: true, command: { ...c, amount: c.amount * 10 } }
        : { ok: true, command: c },
    );
    const r = await pipeline.execute({
      streamId: S,
      command: { type: 'Add', amount: 3 },
      commandId: 'c1',
      actor: FLOOR,
    });
    expect(r.ok).toBe(true);
    expect((await store.readStream(S)).map((e) => e.data)).toEqual([{ amount: 30 }]);
  });

  it('given a prepare step that refuses, when the command is sent, then its refusal is the answer and nothing is appended', async () => {
    const refusal = { code: 'DISQUALIFIED_FOR_SEASON', ruleRef: 'FSPR 7.2.3', message: 'banned' };
    const { store, pipeline } = withPrepare(async () => ({ ok: false, rejection: refusal }));
    const r = await pipeline.execute({
      streamId: S,
      command: { type: 'Add', amount: 3 },
      commandId: 'c1',
      actor: FLOOR,
    });
    expect(r).toEqual({ ok: false, rejection: refusal });
    expect(await store.readStream(S)).toEqual([]);
  });

  it('given a command already recorded, when its retry is refused by the prepare step now, then the first result answers (the fingerprint is of the command as sent)', async () => {
    let banned = false;
    const { store, pipeline } = withPrepare(async (c) =>
      banned
        ? {
            ok: false,
            rejection: {
              code: 'DISQUALIFIED_FOR_SEASON',
              ruleRef: 'FSPR 7.2.3',
              message: 'banned',
            },
          }
        : { ok: true, command: c.type === 'Add' ? { ...c, amount: c.amount + 1 } : c },
    );
    const send = () =>
      pipeline.execute({
        streamId: S,
        command: { type: 'Add', amount: 3 },
        commandId: 'c1',
        actor: FLOOR,
      });
    const first = await send();
    banned = true;
    const retry = await send();
    expect(retry).toMatchObject({ ok: true, duplicate: true });
    expect(first.ok && retry.ok && retry.events.map((e) => e.eventId)).toEqual(
      first.ok && first.events.map((e) => e.eventId),
    );
    expect(await store.readStream(S)).toHaveLength(1);
  });

  it('given a caller who may not send the command, when it is sent, then the prepare step never runs', async () => {
    let looked = 0;
    const { pipeline } = withPrepare(async (c) => {
      looked++;
      return { ok: true, command: c };
    });
    const r = await pipeline.execute({
      streamId: S,
      command: { type: 'Add', amount: 3 },
      commandId: 'c1',
      actor: { id: 'reg', role: 'regulator' },
    });
    expect(r.ok).toBe(false);
    expect(looked).toBe(0);
  });
});

describe('one authorization: commands/authority.ts (issue 16)', () => {
  it('Issue 2 "Auth": the regulator and the clubs may send no tournament command', () => {
    for (const type of TOURNAMENT_COMMAND_TYPES)
      for (const role of READ_ONLY_ROLES) {
        expect(tournamentAggregate.authority({ type } as never).roles).not.toContain(role);
        expect(commandAuthority(type)?.roles ?? []).not.toContain(role);
      }
  });

  it('the guard and the pipeline ask the same authority, for every command of every aggregate', () => {
    const pairs: [string, readonly string[]][] = [
      ...TOURNAMENT_COMMAND_TYPES.map(
        (type) =>
          [type, tournamentAggregate.authority({ type } as never).roles] as [
            string,
            readonly string[],
          ],
      ),
      ...[
        'RegisterMember',
        'TransferMemberClub',
        'IssueMembershipCard',
        'RevokeMembershipCard',
      ].map(
        (type) =>
          [type, memberAggregate.authority({ type } as never).roles] as [string, readonly string[]],
      ),
      ...[
        'DefineSeason',
        'SubmitCalendar',
        'ApproveCalendar',
        'ChangeRankingFormula',
        'PublishSeason',
      ].map(
        (type) =>
          [type, seasonAggregate.authority({ type } as never).roles] as [string, readonly string[]],
      ),
    ];
    for (const [type, pipelineRoles] of pairs) {
      const guard = commandAuthority(type);
      expect({ type, roles: guard?.roles }).toEqual({
        type,
        roles: pipelineRoles.filter((r) => r !== 'system'),
      });
    }
    expect(mutationAuthority('transferMember')?.commandType).toBe('TransferMemberClub');
    expect(mutationAuthority('advanceClock')?.commandType).toBe('TickClock');
  });

  it('FSNP Art. 29: members are registered by the federation; a card is revoked under Art. 2', () => {
    expect(commandAuthority('RegisterMember')).toEqual({
      commandType: 'RegisterMember',
      roles: ['federation'],
      ruleRef: 'FSNP Art. 29',
    });
    expect(commandAuthority('RevokeMembershipCard')?.ruleRef).toBe('FSNP Art. 2');
    expect(commandAuthority('NoSuchCommand')).toBeUndefined();
  });
});
