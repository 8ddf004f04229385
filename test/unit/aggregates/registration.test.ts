import { given, NOW } from '../../support/given';
import {
  createCmd,
  created,
  opened,
  registerCmd,
  registered,
  T,
} from '../../support/tournament-fixtures';
import { rolesFor } from '../../../src/aggregates/tournament';
import { describeRuleset, getRuleset } from '../../../src/rules/registry';

describe('tournament registration slice', () => {
  it('FSNP Art. 137: a tournament is created once with its published configuration', () => {
    given()
      .when(createCmd())
      .then({
        type: 'TournamentCreated',
        data: expect.objectContaining({ tournamentId: T, startingStack: 2500 }),
      });
  });

  describe('FSNP Art. 43, 139-142: a type whose starting stack the catalog fixes', () => {
    it.each([
      ['FZ', 10_000, 15_000, 'FSNP Art. 139.1(c)'],
      ['SC', 20_000, 6_000, 'FSNP Art. 139.2(c)'],
      ['RA', 20_000, 2_500, 'FSNP Art. 139.3(c)'],
      ['TURBO_50_50', 5_000, 2_500, 'FSNP Art. 140.1(b)'],
      ['KO', 15_000, 6_000, 'FSNP Art. 141(c)'],
      ['QUALIFIER', 6_000, 2_500, 'FSNP Art. 142(c)'],
    ])(
      'FSNP Art. 43: given an FSNP %s tournament, when it is created with %d chips, then it is refused: the type gives %d',
      (tournamentType, asked, fixed, article) => {
        const r = given()
          .when(createCmd({ tournamentType, startingStack: asked }))
          .rejects('STARTING_STACK_FIXED_BY_TYPE', article);
        expect(r.ruleRef).toContain('FSNP Art. 43');
        expect(r.message).toMatch(/^startingStack: /);
        expect(r.message).toContain(fixed.toLocaleString('en-US'));
        expect(r.message).toContain(asked.toLocaleString('en-US'));
      },
    );

    it("FSNP Art. 139.1(c): a freezeout created with the type's 15,000 is accepted", () => {
      given()
        .when(createCmd({ tournamentType: 'FZ', startingStack: 15_000 }))
        .then({
          type: 'TournamentCreated',
          data: expect.objectContaining({ tournamentType: 'FZ', startingStack: 15_000 }),
        });
    });

    it('Club Rule 8: registration.startingStackFixedByType flipped to false (club-tda): the same freezeout of 10,000 is created', () => {
      expect(getRuleset('fsnp').registration.startingStackFixedByType.value).toBe(true);
      expect(getRuleset('club-tda').registration.startingStackFixedByType.value).toBe(false);
      given()
        .when(createCmd({ rulesetId: 'club-tda', tournamentType: 'FZ', startingStack: 10_000 }))
        .then({
          type: 'TournamentCreated',
          data: expect.objectContaining({ rulesetId: 'club-tda', startingStack: 10_000 }),
        });
      given()
        .when(createCmd({ tournamentType: 'FZ', startingStack: 10_000 }))
        .rejects('STARTING_STACK_FIXED_BY_TYPE', 'FSNP Art. 139.1(c)');
    });

    it.each([
      ['fsnp', 'true', 'FSNP Art. 43, 139-142'],
      ['fspr', 'true', 'FSNP Art. 43, 139-142'],
      ['club-tda', 'false', 'Club Rule 8'],
      ['lnse', 'false', 'LNSE 123/13 I.1(5)'],
    ])('%s lists registration.startingStackFixedByType = %s citing %s', (id, value, cite) => {
      const row = describeRuleset(id)!.find(
        (x) => x.key === 'registration.startingStackFixedByType',
      );
      expect(row).toMatchObject({ value, cite });
    });
  });

  it('FSNP Art. 137: creating the same tournament twice is refused', () => {
    given(created()).when(createCmd()).rejects('TOURNAMENT_EXISTS', 'FSNP Art. 137');
  });

  it('FSNP Art. 66: a level structure out of order is refused, naming the field', () => {
    const r = given()
      .when(
        createCmd({
          levels: [{ level: 2, smallBlind: 100, bigBlind: 200, ante: 0, durationMinutes: 20 }],
        }),
      )
      .rejects('INVALID_LEVEL_STRUCTURE', 'FSNP Art. 17, 55, 60, 66');
    expect(r.message).toMatch(/^levels\[0\]\.level/);
  });

  it('LNSE I.1: every shape problem of a new tournament is reported at once (issue 21)', () => {
    const r = given()
      .when(createCmd({ currency: 'lei', seatsPerTable: 12, startingStack: 0 }))
      .rejects('INVALID_TOURNAMENT');
    expect(r.message).toMatch(/^currency: .* seatsPerTable: .* startingStack: /);
  });

  it('LNSE I.1: fees are whole minor units (no fractions of a ban)', () => {
    const r = given()
      .when(createCmd({ buyIn: { prizeFund: 100.5, fee: 10 } }))
      .rejects('INVALID_TOURNAMENT');
    expect(r.message).toMatch(/^buyIn/);
  });

  it('LNSE I.29: registration opens with the time it opened', () => {
    given(created())
      .when({ type: 'OpenRegistration', tournamentId: T })
      .then({ type: 'RegistrationOpened', data: { openedAt: NOW } });
  });

  it.each([
    ['fsnp', 'FSNP Art. 3'],
    ['lnse', 'LNSE 123/13 I.29'],
    ['club-tda', 'Club Rule 8'],
  ])(
    'LNSE 123/13 I.29: registering before registration opens is refused, citing the ruleset in force (%s: %s)',
    (rulesetId, cite) => {
      const r = given(created({ rulesetId }))
        .when(registerCmd())
        .rejects('REGISTRATION_NOT_OPEN', cite);
      expect(r.ruleRef).toBe(cite);
    },
  );

  it('FSNP Art. 3: registering after registration closed is refused (FSNP has no article of its own: its officials rule)', () => {
    const r = given(created(), opened, {
      type: 'RegistrationClosed',
      data: { closedAt: NOW, entries: 0 },
    })
      .when(registerCmd())
      .rejects('REGISTRATION_CLOSED');
    expect(r.ruleRef).toBe('FSNP Art. 3');
  });

  it('LNSE I.30: registration numbers run 1, 2, 3 in order of payment', () => {
    given(created(), opened, registered('a', 1))
      .when(registerCmd('b'))
      .then({
        type: 'PlayerRegistered',
        data: expect.objectContaining({ playerId: 'b', registrationNumber: 2 }),
      });
  });

  it('FSNP Art. 31: the same member registering twice is refused: a further entry is a re-entry', () => {
    const r = given(created(), opened, registered('ro-1001'))
      .when(registerCmd('ro-1001'))
      .rejects('ALREADY_REGISTERED');
    expect(r.ruleRef).toBe('FSNP Art. 31');
  });

  it('FSNP Art. 29: registration without an identity document number is refused', () => {
    given(created(), opened)
      .when(registerCmd('x', { idDocument: { type: 'CI', number: ' ' } }))
      .rejects('IDENTITY_DOCUMENT_REQUIRED', 'FSNP Art. 29');
  });

  it('LNSE 123/13 I.28: under LNSE the same refusal cites the LNSE article, not FSNP Art. 29', () => {
    given(created({ rulesetId: 'lnse', buyIn: { prizeFund: 800, fee: 200 } }), opened)
      .when(
        registerCmd('x', { dateOfBirth: '1990-01-01', idDocument: { type: 'CI', number: ' ' } }),
      )
      .rejects('IDENTITY_DOCUMENT_REQUIRED', 'LNSE 123/13 I.28');
  });

  it('FSNP Art. 139.3(b): under FSNP a registration beyond the seats offered (a cap of 2) is refused citing the FSNP article, not LNSE', () => {
    given(created({ registrationCap: 2 }), opened, registered('a', 1), registered('b', 2))
      .when(registerCmd('c'))
      .rejects('REGISTRATION_FULL', 'FSNP Art. 139.3(b)');
  });

  it('FSNP Art. 3: a cancelled tournament takes no registration (FSNP has no cancellation article; never LNSE I.6 under FSNP)', () => {
    given(created(), opened, {
      type: 'TournamentCancelled',
      data: { reason: 'venue flooded', cancelledAt: NOW },
    })
      .when(registerCmd())
      .rejects('TOURNAMENT_CANCELLED', 'FSNP Art. 3');
  });

  it('FSNP Art. 3: cancelling records the reason and cites the ruleset in force', () => {
    given(created())
      .when({ type: 'CancelTournament', tournamentId: T, reason: 'force majeure' })
      .then({
        type: 'TournamentCancelled',
        data: { reason: 'force majeure', cancelledAt: NOW },
        ruleRef: 'FSNP Art. 3',
      });
  });

  it('FSNP Art. 3: a cancellation without a reason is refused', () => {
    given(created())
      .when({ type: 'CancelTournament', tournamentId: T, reason: '' })
      .rejects('REASON_REQUIRED', 'FSNP Art. 3');
  });

  it('LNSE 123/13 I.6: under LNSE a cancellation without a reason is refused citing I.6', () => {
    given(created({ rulesetId: 'lnse', buyIn: { prizeFund: 800, fee: 200 } }))
      .when({ type: 'CancelTournament', tournamentId: T, reason: '' })
      .rejects('REASON_REQUIRED', 'LNSE 123/13 I.6');
  });

  it('FSNP Art. 137: commands on an unknown tournament are refused', () => {
    given().when({ type: 'OpenRegistration', tournamentId: T }).rejects('TOURNAMENT_NOT_FOUND');
  });

  it('DESIGN authority: only the director creates or cancels; regulator and club never write', () => {
    expect(rolesFor('CreateTournament')).toEqual(['director']);
    expect(rolesFor('CancelTournament')).not.toContain('regulator');
    expect(rolesFor('RegisterPlayer')).toEqual(expect.arrayContaining(['director', 'floor']));
    expect(rolesFor('RegisterPlayer')).not.toContain('club');
  });
});
