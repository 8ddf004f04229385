/**
 * Club Rule 4 — player identification: to enter, a player shows a valid identity document and
 * registers in the organizer's system with his personal details. Under the club the refusals of
 * an incomplete registration cite Rule 4 (citations.identityDocument, registrationForm).
 */
import { given } from '../../support/given';
import { created, opened, registerCmd } from '../../support/tournament-fixtures';

const club = () => created({ rulesetId: 'club-tda' });

describe('Club Rule 4 — identity document and personal data to enter', () => {
  it('Club Rule 4: given the club tournament open, when a player registers without an identity document number, then it is refused citing Rule 4', () => {
    const r = given(club(), opened)
      .when(registerCmd('x', { idDocument: { type: 'CI', number: ' ' } }))
      .rejects('IDENTITY_DOCUMENT_REQUIRED', 'Club Rule 4');
    expect(r.message).toContain('identity document');
  });

  it('Club Rule 4: a registration without the full name is refused citing Rule 4', () => {
    given(club(), opened)
      .when(registerCmd('x', { fullName: '  ' }))
      .rejects('REGISTRATION_INCOMPLETE', 'Club Rule 4');
  });

  it('Club Rule 4: with the document and details the player is registered', () => {
    given(club(), opened)
      .when(registerCmd('x', { idDocument: { type: 'CI', number: 'RX123456' } }))
      .then({ type: 'PlayerRegistered', data: expect.objectContaining({ playerId: 'x' }) });
  });
});
