/**
 * Issue 18: the general parameters flipped: the citation prefix that says which parts of a
 * shared citation belong to the ruleset in force, and the tournament types a ruleset runs.
 */
import { given } from '../../../support/given';
import { createCmd, lnseCreate, Scenario, T } from '../../../support/tournament-fixtures';
import { flipParameter } from '../../../support/flip-parameter';
import { FLOOR, Table, ofType } from '../../hands/support';

describe('citationKey', () => {
  const misdeal = () => {
    const t = new Table({ rulesetId: 'club-tda' }).as(FLOOR).at(0);
    t.start();
    t.post();
    t.act(8, 'fold');
    const d = t.try({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'DEALT_OUT_OF_ORDER' });
    if (!d.ok) throw new Error(JSON.stringify(d.rejection));
    return ofType(d.events, 'FloorRuling')[0];
  };
  it('Club Rule 1: the misdeal ruling cites the club’s own rule; with citationKey flipped to LNSE 123/13 the LNSE part of the same row is cited', () => {
    expect(misdeal().ruleRef).toBe('Club Rule 35, 36');
    const flipped = flipParameter('club-tda', 'citationKey', 'LNSE 123/13', misdeal);
    // The shared row cites each catalogue; the prefix picks the part of the source in force.
    expect(flipped.ruleRef).toBe('LNSE II.60(G)');
  });

  it('LNSE 123/13 Res. Art. 2: the regulator’s consent names LNSE as the authority; with citationKey flipped it names the ruleset’s new source', () => {
    const sc = new Scenario().setup(lnseCreate(), 18, false);
    const consent = {
      type: 'RecordRegulatorConsent',
      tournamentId: T,
      scope: 'cancel',
      officer: 'Lic. M. Pérez, Gerencia de Fiscalización',
      reference: 'Nota GF 123/2026',
      reason: 'Power cut on the ship',
    } as const;
    const authority = () => {
      const d = sc.try(consent);
      return d.ok && (d.events[0].data as { authority: string }).authority;
    };
    expect(authority()).toBe('LNSE 123/13');
    expect(flipParameter('lnse', 'citationKey', 'LOTBA 123/13', authority)).toBe('LOTBA 123/13');
  });
});

describe('tournamentTypes', () => {
  it('FSNP Art. 139-143: a freezeout is a type of the federation; with tournamentTypes flipped to Sit & Go only it is refused', () => {
    given()
      .when(createCmd({ tournamentType: 'FZ', startingStack: 15000 }))
      .then({ type: 'TournamentCreated' });
    flipParameter('fsnp', 'tournamentTypes', ['SIT_AND_GO'], () =>
      given()
        .when(createCmd({ tournamentType: 'FZ', startingStack: 15000 }))
        .rejects('UNKNOWN_TOURNAMENT_TYPE', 'FSNP Art. 139-143'),
    );
  });
});
