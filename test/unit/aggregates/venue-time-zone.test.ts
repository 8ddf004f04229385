import { given } from '../../support/given';
import { createCmd, lnseCreate, registerCmd, Scenario } from '../../support/tournament-fixtures';
import { flipParameter } from '../../support/flip-parameter';
import { RULESETS } from '../../../src/rules/registry';
import { isIanaTimeZone } from '../../../src/rules/time-zone';

describe("the venue's time zone (issue 21: the regulator's report shows local times)", () => {
  it('a tournament created with an IANA time zone records it', () => {
    const [e] = given()
      .when(lnseCreate({ timeZone: 'America/Argentina/Cordoba' }))
      .then({ type: 'TournamentCreated' });
    expect(e.data).toMatchObject({ timeZone: 'America/Argentina/Cordoba' });
  });

  it('without one, nothing is recorded and the ruleset default applies', () => {
    const [e] = given().when(createCmd()).then({ type: 'TournamentCreated' });
    expect(e.data).not.toHaveProperty('timeZone');
  });

  it.each(['Mars/Olympus_Mons', '+03:00', 'GMT-3 ', ''])(
    'a time zone that is not an IANA name (%j) is refused, naming the field',
    (timeZone) => {
      const r = given().when(createCmd({ timeZone })).rejects('INVALID_TOURNAMENT');
      expect(r.message).toMatch(/^timeZone: /);
      expect(r.message).toContain('Europe/Bucharest');
    },
  );

  it('every ruleset names a valid default zone, marked as an assumption', () => {
    for (const r of Object.values(RULESETS)) {
      expect(isIanaTimeZone(r.venueTimeZone.value)).toBe(true);
      expect(r.venueTimeZone.note).toContain('ASSUMPTION');
    }
    expect(RULESETS.lnse.venueTimeZone.value).toBe('America/Argentina/Buenos_Aires');
    expect(RULESETS.fsnp.venueTimeZone.value).toBe('Europe/Bucharest');
  });
});

describe('venueTimeZone flipped (issue 18: the ruleset’s zone is the one applied)', () => {
  // 01:30 UTC on 6 December is still 5 December in Buenos Aires (UTC-3), already 6 December in
  // Bucharest. A player born on 6 December 2008 turns 18 that day.
  const youngest = () => {
    const sc = new Scenario().setup(
      lnseCreate({ scheduledStart: '2026-12-06T01:30:00.000Z' }),
      0,
      false,
    );
    return () =>
      sc.try(
        registerCmd('p-young', {
          dateOfBirth: '2008-12-06',
          idDocument: { type: 'DNI', number: 'Y1' },
        }),
      );
  };

  it('LNSE 123/13 Res. Art. 2, I.27(a): in Buenos Aires the first day is 5 December, so he is 17 and refused; with venueTimeZone flipped to Europe/Bucharest he is 18 and registered', () => {
    const register = youngest();
    expect(register()).toMatchObject({
      ok: false,
      rejection: { code: 'UNDER_AGE', message: expect.stringContaining('2026-12-05') },
    });
    const flipped = flipParameter('lnse', 'venueTimeZone', 'Europe/Bucharest', register);
    expect(flipped.ok && flipped.events.map((e) => e.type)).toContain('PlayerRegistered');
  });
});
