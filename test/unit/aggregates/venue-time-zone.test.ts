import { given } from '../../support/given';
import { createCmd, lnseCreate } from '../../support/tournament-fixtures';
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
