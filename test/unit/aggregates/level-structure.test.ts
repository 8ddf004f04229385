import { given } from '../../support/given';
import {
  createCmd,
  lnseCreate,
  raCreate,
  Scenario,
  STRUCTURE_A,
  T,
} from '../../support/tournament-fixtures';
import { getRuleset } from '../../../src/rules/registry';
import type { LevelSpec } from '../../../src/events/tournament-events';

/** Issue 15 item 8: nonsense level structures were accepted (e.g. big blind under small blind). */
const level = (n: number, smallBlind: number, bigBlind: number, ante = 0, durationMinutes = 20) =>
  ({ level: n, smallBlind, bigBlind, ante, durationMinutes }) satisfies LevelSpec;

const fine = [level(1, 100, 200), level(2, 200, 400), level(3, 300, 600, 100)];

describe('level structure at creation (FSNP Art. 17, 55, 60, 66)', () => {
  it('FSNP Art. 17, 55, 60, 66: a structure numbered in order with rising blinds is accepted', () => {
    given()
      .when(createCmd({ levels: fine }))
      .then({ type: 'TournamentCreated' });
  });

  it('FSNP Art. 17, 55: a big blind below the small blind is refused, naming the level', () => {
    const r = given()
      .when(createCmd({ levels: [level(1, 200, 100)] }))
      .rejects('INVALID_LEVEL_STRUCTURE', 'FSNP Art. 17, 55, 60, 66');
    expect(r.message).toContain('levels[0].bigBlind');
  });

  it('FSNP Art. 17: blinds that fall from one level to the next are refused', () => {
    const r = given()
      .when(createCmd({ levels: [level(1, 200, 400), level(2, 100, 200)] }))
      .rejects('INVALID_LEVEL_STRUCTURE', 'FSNP Art. 17');
    expect(r.message).toContain('levels[1].bigBlind');
    expect(r.message).toContain('levels[1].smallBlind');
  });

  it('FSNP Art. 66: levels must be numbered 1, 2, 3 … in order', () => {
    const r = given()
      .when(createCmd({ levels: [level(1, 100, 200), level(3, 200, 400)] }))
      .rejects('INVALID_LEVEL_STRUCTURE', 'FSNP Art. 17, 55, 60, 66');
    expect(r.message).toMatch(/levels\[1\]\.level: .*position 2 holds level 3/);
  });

  it('FSNP Art. 66: an ante above the big blind is refused', () => {
    const r = given()
      .when(createCmd({ levels: [level(1, 100, 200, 300)] }))
      .rejects('INVALID_LEVEL_STRUCTURE', 'FSNP Art. 17, 55, 60, 66');
    expect(r.message).toContain('levels[0].ante');
  });

  it('FSNP Art. 60: a level of zero minutes is refused', () => {
    const r = given()
      .when(createCmd({ levels: [level(1, 100, 200, 0, 0)] }))
      .rejects('INVALID_LEVEL_STRUCTURE', 'FSNP Art. 17, 55, 60, 66');
    expect(r.message).toContain('levels[0].durationMinutes');
  });

  it('FSNP Art. 17, 55, 60, 66: every problem of the sheet is reported at once', () => {
    const r = given()
      .when(createCmd({ levels: [level(1, 200, 100, 0, 0), level(3, 100, 50, 900)] }))
      .rejects('INVALID_LEVEL_STRUCTURE');
    for (const field of [
      'levels[0].bigBlind',
      'levels[0].durationMinutes',
      'levels[1].level',
      'levels[1].ante',
      'levels[1].smallBlind',
    ])
      expect(r.message).toContain(field);
  });
});

describe("each ruleset cites its own structure article (the ruleset's clock.levelStructure)", () => {
  it('LNSE 123/13 I.1(11): an LNSE tournament cites the published blind structure', () => {
    given()
      .when(lnseCreate({ levels: [level(1, 200, 100)] }))
      .rejects('INVALID_LEVEL_STRUCTURE', 'LNSE 123/13 I.1(11)');
  });

  it('Club Rule 23: a club-tda tournament never cites FSNP for its structure', () => {
    const r = given()
      .when(createCmd({ rulesetId: 'club-tda', levels: [level(1, 200, 100)] }))
      .rejects('INVALID_LEVEL_STRUCTURE', 'Club Rule 23');
    expect(r.ruleRef).not.toContain('FSNP');
  });

  it.each(['fsnp', 'lnse', 'club-tda', 'fspr'])(
    '%s: the structure citation is ruleset data, not code',
    (id) => {
      const cite = getRuleset(id)!.clock.levelStructure.cite;
      const r = given()
        .when(createCmd({ rulesetId: id, levels: [level(1, 200, 100)] }))
        .rejects('INVALID_LEVEL_STRUCTURE');
      expect(r.ruleRef).toBe(cite);
    },
  );
});

describe('a later structure change answers to the same rule (FSNP Art. 67 with Art. 17, 55, 60, 66)', () => {
  const modify = (levels: LevelSpec[]) =>
    ({
      type: 'ModifyLevelStructure',
      tournamentId: T,
      levels,
      reason: 'field larger than expected',
    }) as const;

  it('FSNP Art. 17, 55: a later level with its big blind under the small blind is refused', () => {
    const sc = new Scenario().setup(raCreate(), 25).at(20);
    const levels = STRUCTURE_A.map((l) => (l.level === 5 ? { ...l, bigBlind: 50 } : l));
    expect(sc.try(modify(levels))).toMatchObject({
      ok: false,
      rejection: { code: 'INVALID_LEVEL_STRUCTURE', ruleRef: 'FSNP Art. 17, 55, 60, 66' },
    });
  });

  it('FSNP Art. 60: a later level of zero minutes is refused', () => {
    const sc = new Scenario().setup(raCreate(), 25).at(20);
    const levels = STRUCTURE_A.map((l) => (l.level === 9 ? { ...l, durationMinutes: 0 } : l));
    const d = sc.try(modify(levels));
    expect(d).toMatchObject({ ok: false, rejection: { code: 'INVALID_LEVEL_STRUCTURE' } });
    expect(!d.ok && d.rejection.message).toContain('levels[8].durationMinutes');
  });
});
