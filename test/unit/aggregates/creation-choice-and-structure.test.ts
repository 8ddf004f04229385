/**
 * Issue 19: bad ids at creation, and the level structure changed between creation and the
 * start (FSNP Art. 67) through the same check the published structure passes (Art. 136).
 */
import { given } from '../../support/given';
import {
  at,
  created,
  createCmd,
  raCreate,
  Scenario,
  STRUCTURE_A,
  T,
} from '../../support/tournament-fixtures';
import { clockAt } from '../../../src/aggregates/tournament';
import { RULESET_IDS, getRuleset } from '../../../src/rules/registry';
import type { LevelSpec } from '../../../src/events/tournament-events';

describe('creation refuses a ruleset or tournament type the registry does not know (issue 19)', () => {
  it('an unknown rulesetId is refused naming the field and listing every ruleset', () => {
    const r = given()
      .when(createCmd({ rulesetId: 'fnsp' }))
      .rejects('UNKNOWN_RULESET');
    expect(r.message).toMatch(/^rulesetId: "fnsp"/);
    for (const id of RULESET_IDS) expect(r.message).toContain(id);
  });

  it('FSNP Art. 139-142: an unknown tournamentType is refused naming the field and the types of the ruleset', () => {
    const r = given()
      .when(createCmd({ tournamentType: 'FREEZEOUT' }))
      .rejects('UNKNOWN_TOURNAMENT_TYPE', 'FSNP Art. 139');
    expect(r.message).toMatch(/^tournamentType: "FREEZEOUT"/);
    for (const code of getRuleset('fsnp').tournamentTypes.value) expect(r.message).toContain(code);
  });

  it('LNSE I.23-26: a type the chosen ruleset does not run is refused, not read as Freezeout', () => {
    const r = given()
      .when(createCmd({ rulesetId: 'lnse', tournamentType: 'TURBO_50_50' }))
      .rejects('UNKNOWN_TOURNAMENT_TYPE', 'LNSE');
    for (const code of getRuleset('lnse').tournamentTypes.value) expect(r.message).toContain(code);
  });

  it('a known ruleset and type are recorded as given', () => {
    given()
      .when(
        createCmd({ rulesetId: 'lnse', tournamentType: 'SC', buyIn: { prizeFund: 800, fee: 200 } }),
      )
      .then({
        type: 'TournamentCreated',
        data: expect.objectContaining({ rulesetId: 'lnse', tournamentType: 'SC' }),
      });
  });
});

describe('structure before the start (FSNP Art. 67, 136)', () => {
  const modify = (levels: readonly LevelSpec[], reason = 'more players expected') =>
    ({ type: 'ModifyLevelStructure', tournamentId: T, levels, reason }) as const;
  const doubled = (levels: readonly LevelSpec[]) =>
    levels.map((l) => (l.level === 1 ? { ...l, smallBlind: 50, bigBlind: 100 } : l));

  it('FSNP Art. 67: after creation and before the start the director changes level 1; it is recorded as before the start', () => {
    given(created())
      .when(modify(doubled(createCmd().levels)))
      .then({
        type: 'LevelStructureModified',
        data: expect.objectContaining({ fromLevel: 1, beforeStart: true }),
        ruleRef: expect.stringContaining('FSNP Art. 63, 67'),
      });
  });

  it('FSNP Art. 67: with registration open the change is accepted, and the start plays the new level 1', () => {
    const sc = new Scenario().setup(raCreate(), 9, false);
    sc.do(modify(doubled(STRUCTURE_A)));
    sc.at(0).do({ type: 'StartTournament', tournamentId: T });
    expect(clockAt(sc.state, at(5))).toMatchObject({ level: 1, smallBlind: 50, bigBlind: 100 });
  });

  it('FSNP Art. 136: before the start too, a structure with more than 4 h without a break is refused', () => {
    const long = STRUCTURE_A.map((l) => ({ ...l, durationMinutes: 45 }));
    given(created({ levels: STRUCTURE_A }))
      .when(modify(long))
      .rejects('NO_BREAK_IN_TIME', 'FSNP Art. 136');
  });

  it('the level shape check of creation is the one a change runs: same refusal, same words (numbering, duration above zero)', () => {
    const base = createCmd().levels;
    const misnumbered = base.map((l) => ({ ...l, level: l.level + 1 }));
    const zero = base.map((l) => (l.level === 2 ? { ...l, durationMinutes: 0 } : l));
    for (const levels of [misnumbered, zero]) {
      const change = given(created()).when(modify(levels)).decision;
      const creation = given().when(createCmd({ levels })).decision;
      expect(change.ok).toBe(false);
      expect(!change.ok && change.rejection).toEqual(!creation.ok && creation.rejection);
    }
  });

  it('FSNP Art. 67, 136: a change during play is recorded citing the break rule it was checked against', () => {
    const sc = new Scenario().setup(raCreate(), 25).at(20);
    const levels = STRUCTURE_A.map((l) => (l.level >= 3 ? { ...l, durationMinutes: 20 } : l));
    const [e] = sc.do(modify(levels));
    expect(e).toMatchObject({ type: 'LevelStructureModified', data: { fromLevel: 3 } });
    expect((e as { ruleRef?: string }).ruleRef).toContain('FSNP Art. 136');
    expect((e.data as { beforeStart?: boolean }).beforeStart).toBeUndefined();
  });

  it('a cancelled tournament refuses a structure change', () => {
    given(created(), {
      type: 'TournamentCancelled',
      data: { reason: 'venue closed', cancelledAt: at(-100) },
    })
      .when(modify(doubled(createCmd().levels)))
      .rejects('TOURNAMENT_CANCELLED');
  });
});
