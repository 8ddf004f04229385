import { given } from '../../support/given';
import { created, opened, registerCmd } from '../../support/tournament-fixtures';
import { membershipRequired, type MembershipFacts } from '../../../src/aggregates/member';
import { describeRuleset } from '../../../src/rules/registry';

const withMembership = (membership: MembershipFacts) => ({ ...registerCmd(), membership });
const playerId = registerCmd().playerId;

describe('tournament registration checks the member registry (FSNP Art. 2, 29)', () => {
  it('FSNP Art. 29: registering an unknown member is refused with the article', () => {
    given(created(), opened)
      .when(withMembership({ status: 'unknown', federationId: playerId }))
      .rejects('MEMBER_UNKNOWN', 'FSNP Art. 29');
  });

  it('FSNP Art. 2, 29: registering with a cancelled membership card is refused', () => {
    given(created(), opened)
      .when(
        withMembership({
          status: 'revoked',
          federationId: playerId,
          cardId: 'CARD-1',
          revokedOn: '2026-04-01',
        }),
      )
      .rejects('MEMBERSHIP_CARD_REVOKED', 'FSNP Art. 2, 29');
  });

  it('FSNP Art. 29: facts looked up for another member are refused, not trusted', () => {
    given(created(), opened)
      .when(
        withMembership({
          status: 'active',
          federationId: 'someone-else',
          cardId: 'C',
          clubId: 'x',
        }),
      )
      .rejects('MEMBERSHIP_MISMATCH', 'FSNP Art. 29');
  });

  it('FSNP Art. 29: a valid card registers and the event records the card used', () => {
    given(created(), opened)
      .when(
        withMembership({
          status: 'active',
          federationId: playerId,
          cardId: 'CARD-7',
          clubId: 'c1',
        }),
      )
      .then({
        type: 'PlayerRegistered',
        data: expect.objectContaining({ membershipCardId: 'CARD-7' }),
      });
  });

  it('FSNP Art. 29: a member without a membership card is refused', () => {
    given(created(), opened)
      .when(withMembership({ status: 'no-card', federationId: playerId }))
      .rejects('MEMBERSHIP_CARD_MISSING', 'FSNP Art. 29');
  });

  it.each(['fsnp', 'club-tda', 'fspr'])(
    'FSNP Art. 29: under %s a registration the registry was never asked about is refused (no loophole)',
    (rulesetId) => {
      given(created({ rulesetId }), opened)
        .when(registerCmd(playerId, { membership: undefined }))
        .rejects('MEMBERSHIP_NOT_CHECKED', 'FSNP Art. 29');
    },
  );

  it('LNSE I.28, I.30: a casino tournament registers on the identity document alone, no card recorded', () => {
    const events = given(created({ rulesetId: 'lnse', currency: 'ARS' }), opened)
      .when(registerCmd(playerId, { membership: undefined, dateOfBirth: '1980-05-17' }))
      .then({ type: 'PlayerRegistered' });
    expect(events[0].data).not.toHaveProperty('membershipCardId');
  });
});

describe('the membership requirement is a cited ruleset parameter (FSNP Art. 29)', () => {
  it.each([
    ['fsnp', 'true', 'FSNP Art. 29'],
    ['club-tda', 'true', 'FSNP Art. 29'],
    ['fspr', 'true', 'FSNP Art. 29'],
    ['lnse', 'false', 'LNSE 123/13 I.28, I.30'],
  ])(
    'FSNP Art. 29 / LNSE I.30: %s lists registration.federationMembershipRequired = %s citing %s',
    (id, value, cite) => {
      const row = describeRuleset(id)!.find(
        (r) => r.key === 'registration.federationMembershipRequired',
      );
      expect(row).toMatchObject({ value, cite });
      expect(membershipRequired(id)).toBe(value === 'true');
    },
  );
});
