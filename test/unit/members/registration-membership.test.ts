import { given } from '../../support/given';
import { created, opened, registerCmd } from '../../support/tournament-fixtures';
import type { MembershipFacts } from '../../../src/aggregates/member';

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

  it('LNSE I.30: without membership facts (a ruleset with no federation card) registration works as before', () => {
    const events = given(created(), opened).when(registerCmd()).then({ type: 'PlayerRegistered' });
    expect(events[0].data).not.toHaveProperty('membershipCardId');
  });
});
