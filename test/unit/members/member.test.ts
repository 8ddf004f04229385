import type { Actor } from '../../../src/events/envelope';
import type { MemberEvent } from '../../../src/events/member-events';
import {
  clubOn,
  initialMemberState,
  memberDecider,
  membershipOn,
  membershipProblem,
  type MemberCommand,
} from '../../../src/aggregates/member';

const FED: Actor = { id: 'fed-1', role: 'federation' };
const CLUB: Actor = { id: 'club-1-secretary', role: 'club' };
const ID = { type: 'CI', number: 'RX123456' };

const fold = (events: readonly MemberEvent[]) =>
  events.reduce((s, e) => memberDecider.evolve(s, e), initialMemberState);
const decide = (history: readonly MemberEvent[], c: MemberCommand, actor: Actor = FED) =>
  memberDecider.decide(c, fold(history), {
    actor,
    now: '2026-02-01T10:00:00.000Z',
    random: { int: () => 0 },
  });
function run(...commands: MemberCommand[]): MemberEvent[] {
  const out: MemberEvent[] = [];
  for (const c of commands) {
    const d = decide(out, c);
    if (!d.ok) throw new Error(JSON.stringify(d.rejection));
    out.push(...d.events);
  }
  return out;
}

const register: MemberCommand = {
  type: 'RegisterMember',
  federationId: 'RO-0001',
  fullName: 'Ion Popescu',
  clubId: 'club-a',
  idDocument: ID,
  registeredOn: '2026-01-10',
};
const issue: MemberCommand = {
  type: 'IssueMembershipCard',
  federationId: 'RO-0001',
  cardId: 'CARD-1',
  idDocument: ID,
  issuedOn: '2026-01-10',
};

describe('player registry (FSNP Art. 2, 29)', () => {
  it('FSNP Art. 29: a member is registered once', () => {
    const d = decide(run(register), register);
    expect(!d.ok && d.rejection).toMatchObject({ code: 'MEMBER_EXISTS', ruleRef: 'FSNP Art. 29' });
  });

  it('FSNP Art. 29: the card is issued on the identity document the member was registered on', () => {
    const d = decide(run(register), {
      ...issue,
      idDocument: { type: 'CI', number: 'ZZ999999' },
    } as MemberCommand);
    expect(!d.ok && d.rejection.code).toBe('IDENTITY_DOCUMENT_MISMATCH');
  });

  it('FSNP Art. 29: a second valid card is refused while the first is valid', () => {
    const d = decide(run(register, issue), { ...issue, cardId: 'CARD-2' } as MemberCommand);
    expect(!d.ok && d.rejection.code).toBe('CARD_ALREADY_ACTIVE');
  });

  it('FSNP Art. 2: the club cancels a card with a reason; the event names who decided', () => {
    const d = decide(
      run(register, issue),
      {
        type: 'RevokeMembershipCard',
        federationId: 'RO-0001',
        reason: 'Repeated breaches of Art. 23',
        revokedOn: '2026-04-01',
      },
      CLUB,
    );
    expect(d.ok && d.events[0]).toMatchObject({
      type: 'MembershipCardRevoked',
      data: { cardId: 'CARD-1', decidedBy: 'club-1-secretary', revokedOn: '2026-04-01' },
    });
  });

  it('FSNP Art. 2: a cancellation without a reason is refused', () => {
    const d = decide(run(register, issue), {
      type: 'RevokeMembershipCard',
      federationId: 'RO-0001',
      reason: ' ',
      revokedOn: '2026-04-01',
    });
    expect(!d.ok && d.rejection).toMatchObject({ code: 'REASON_REQUIRED', ruleRef: 'FSNP Art. 2' });
  });

  it('FSNP Art. 2: a club cannot cancel the card of another club’s member', () => {
    const d = decide(
      run(register, issue),
      {
        type: 'RevokeMembershipCard',
        federationId: 'RO-0001',
        reason: 'Improper behaviour',
        revokedOn: '2026-04-01',
        actingClubId: 'club-z',
      },
      CLUB,
    );
    expect(!d.ok && d.rejection).toMatchObject({ code: 'NOT_YOUR_MEMBER', ruleRef: 'FSNP Art. 2' });
  });

  it('FSNP Art. 29: the member’s own club issues his card', () => {
    const d = decide(run(register), { ...issue, actingClubId: 'club-a' } as MemberCommand, CLUB);
    expect(d.ok && d.events[0].type).toBe('MembershipCardIssued');
  });

  it('FSNP Art. 19: a club transfer takes effect on its date; the club on earlier days does not change', () => {
    const events = run(register, {
      type: 'TransferMemberClub',
      federationId: 'RO-0001',
      toClubId: 'club-b',
      effectiveOn: '2026-05-01',
    });
    const s = fold(events);
    expect(clubOn(s, '2026-04-30')).toBe('club-a');
    expect(clubOn(s, '2026-05-01')).toBe('club-b');
  });

  it('FSNP Art. 19: a transfer dated before the current club spell is refused', () => {
    const events = run(register, {
      type: 'TransferMemberClub',
      federationId: 'RO-0001',
      toClubId: 'club-b',
      effectiveOn: '2026-05-01',
    });
    const d = decide(events, {
      type: 'TransferMemberClub',
      federationId: 'RO-0001',
      toClubId: 'club-c',
      effectiveOn: '2026-03-01',
    });
    expect(!d.ok && d.rejection.code).toBe('TRANSFER_OUT_OF_ORDER');
  });
});

describe('membership facts for registration (FSNP Art. 2, 29)', () => {
  const revoke: MemberCommand = {
    type: 'RevokeMembershipCard',
    federationId: 'RO-0001',
    reason: 'Improper behaviour',
    revokedOn: '2026-04-01',
  };

  it('FSNP Art. 29: an unknown member is refused with the article', () => {
    const facts = membershipOn(initialMemberState, 'RO-9999', '2026-03-01');
    expect(membershipProblem(facts, 'RO-9999')).toMatchObject({
      code: 'MEMBER_UNKNOWN',
      ruleRef: 'FSNP Art. 29',
    });
  });

  it('FSNP Art. 29: a registered member without a card is refused', () => {
    const facts = membershipOn(fold(run(register)), 'RO-0001', '2026-03-01');
    expect(membershipProblem(facts, 'RO-0001')?.code).toBe('MEMBERSHIP_CARD_MISSING');
  });

  it('FSNP Art. 2, 29: a cancelled card is refused from its cancellation day, valid the day before', () => {
    const s = fold(run(register, issue, revoke));
    expect(membershipProblem(membershipOn(s, 'RO-0001', '2026-03-31'), 'RO-0001')).toBeNull();
    expect(membershipProblem(membershipOn(s, 'RO-0001', '2026-04-01'), 'RO-0001')).toMatchObject({
      code: 'MEMBERSHIP_CARD_REVOKED',
      ruleRef: 'FSNP Art. 2, 29',
    });
  });

  it('FSNP Art. 29: a new card after a cancellation makes the member eligible again', () => {
    const s = fold(
      run(register, issue, revoke, {
        ...issue,
        cardId: 'CARD-2',
        issuedOn: '2026-06-01',
      } as MemberCommand),
    );
    expect(membershipOn(s, 'RO-0001', '2026-06-02')).toMatchObject({
      status: 'active',
      cardId: 'CARD-2',
    });
  });
});
