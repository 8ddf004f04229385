/**
 * Issue 21 "Discipline": a refusal cited "FSNP Art. 7.1.1", an FSPR clause number glued to the
 * FSNP prefix. No citation may be invented: every article a ruleset's data or a discipline
 * refusal under it names must be in the catalog its prefix names, and a refused clause or
 * sanction says what is allowed instead.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  describePenaltyClauses,
  getRuleset,
  RULESET_IDS,
  type RulesetId,
} from '../../../src/rules';
import { describeRuleset } from '../../../src/rules/registry';
import { articlesOf, describeWithCatalogs, missingArticles } from '../../support/catalogs';
import type { Scenario } from '../../support/tournament-fixtures';
import { attempt, FLOOR, rejection, running, violation } from './support';

const seated = (sc: Scenario) => Object.values(sc.state.tables.T1.seats);
const OWN_SOURCE: Record<RulesetId, string> = {
  fsnp: 'FSNP',
  lnse: 'LNSE',
  'club-tda': 'Club',
  fspr: 'FSPR',
};

/** A clause of another ruleset: the typo a floor person makes when switching rulesets. */
const FOREIGN_CLAUSE: Record<RulesetId, string> = {
  fsnp: '7.1.1',
  lnse: '7.1.2',
  'club-tda': 'Art. 20',
  fspr: 'Art. 20',
};

function unknownClauseRefusal(r: RulesetId) {
  const sc = running(r);
  return rejection(
    attempt(sc, FLOOR, {
      type: 'RecordViolation',
      playerId: seated(sc)[0],
      clause: FOREIGN_CLAUSE[r],
      description: 'Acted out of turn twice',
    }),
  );
}

/** The refusals a discipline command can get under a ruleset, one of each. */
function disciplineRefusals(r: RulesetId) {
  const out = [unknownClauseRefusal(r)];
  const sc = running(r);
  const [clause] = describePenaltyClauses(r);
  const v = violation(sc, seated(sc)[0], clause.clause);
  // No ruleset's first clause allows a season ban for a first offence.
  out.push(
    rejection(
      attempt(sc, FLOOR, {
        type: 'ImposeSanction',
        violationId: v,
        kind: 'disqualification-season',
      }),
    ),
  );
  out.push(
    rejection(
      attempt(
        sc,
        { id: 'dealer-1', role: 'dealer' },
        {
          type: 'ImposeSanction',
          violationId: v,
          kind: clause.firstOffence[0].kind,
          rounds: 1,
          handsPerPlayer: 1,
        },
      ),
    ),
  );
  return out;
}

describe('issue 21: an unknown clause is refused with the ruleset’s own article', () => {
  it.each(RULESET_IDS)(
    '%s: the typed clause is never glued to the ruleset’s prefix (no "FSNP Art. 7.1.1")',
    (r) => {
      const e = unknownClauseRefusal(r);
      expect(e.code).toBe('PENALTY_CLAUSE_UNKNOWN');
      expect(e.ruleRef).not.toContain(FOREIGN_CLAUSE[r]);
      expect(e.ruleRef).toBe(getRuleset(r).discipline.authority.cite);
      expect(articlesOf(e.ruleRef).every((a) => a.source === OWN_SOURCE[r])).toBe(true);
    },
  );

  it.each(RULESET_IDS)('%s: the refusal lists the clauses the ruleset has', (r) => {
    const e = unknownClauseRefusal(r);
    for (const c of describePenaltyClauses(r)) expect(e.message).toContain(c.clause);
  });
});

describe('issue 21: a refused sanction says what is allowed and by whom', () => {
  it('FSNP Art. 20: a dead hand for a first breach lists the warning and the officials who give it', () => {
    const sc = running('fsnp');
    const v = violation(sc, seated(sc)[0], 'Art. 20');
    const e = rejection(
      attempt(sc, FLOOR, { type: 'ImposeSanction', violationId: v, kind: 'dead-hand' }),
    );
    expect(e.code).toBe('SANCTION_NOT_ALLOWED');
    expect(e.message).toMatch(/Allowed: a warning \(floor, director\)\./);
  });

  it('FSPR 7.1.4: rounds for a repeat collusion list both disqualifications with their officials', () => {
    const sc = running('fspr');
    const p = seated(sc)[0];
    violation(sc, p, '7.1.4');
    const v2 = violation(sc, p, '7.1.4');
    const e = rejection(
      attempt(sc, FLOOR, {
        type: 'ImposeSanction',
        violationId: v2,
        kind: 'missed-rounds',
        rounds: 2,
      }),
    );
    expect(e.code).toBe('SANCTION_NOT_ALLOWED');
    expect(e.message).toContain('disqualification from the competition (director)');
    expect(e.message).toContain('disqualification for the season (federation)');
  });
});

describe('issue 21: rulesets { penaltyClauses } lists what recordViolation accepts', () => {
  it.each(RULESET_IDS)('%s: every clause with its sanctions and the officials for each', (r) => {
    const rows = describePenaltyClauses(r);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.firstOffence.length).toBeGreaterThan(0);
      for (const o of [...row.firstOffence, ...row.repeatOffence]) {
        expect(o.allowed).not.toBe('');
        expect(Array.isArray(o.officials)).toBe(true);
      }
    }
  });
});

describeWithCatalogs(
  'issue 21: every citation emitted under a ruleset exists in its catalog',
  () => {
    it.each(RULESET_IDS)(
      '%s: every parameter and penalty clause names catalogued articles',
      (r) => {
        const cites = [
          ...(describeRuleset(r) ?? []).map((p) => p.cite),
          ...describePenaltyClauses(r).map((c) => c.cite),
        ];
        expect(cites.flatMap((c) => missingArticles(c).map((m) => `${c}: ${m}`))).toEqual([]);
      },
    );

    it.each(RULESET_IDS)('%s: every discipline refusal names catalogued articles', (r) => {
      const refusals = disciplineRefusals(r);
      expect(refusals.map((e) => e.code)).toEqual([
        'PENALTY_CLAUSE_UNKNOWN',
        'SANCTION_NOT_ALLOWED',
        expect.stringMatching(/^SANCTION_(AUTHORITY|NOT_ALLOWED)$/),
      ]);
      expect(refusals.flatMap((e) => missingArticles(e.ruleRef))).toEqual([]);
    });

    it('every citation written in src/ names a catalogued article (none invented)', () => {
      const sources = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const p = join(dir, name);
          return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
        });
      const CITE = /'((?:FSNP Art\.|FSPR |LNSE 123\/13 |Club Rule |DECISION-)[^'$`]*)'/g;
      const found: string[] = [];
      const missing: string[] = [];
      for (const f of sources(join(__dirname, '..', '..', '..', 'src'))) {
        for (const [, ref] of readFileSync(f, 'utf8').matchAll(CITE)) {
          // Descriptions that start with an article ("FSPR 7.3.4: the federation's decision.").
          if (/:|[a-z]{4,}/.test(ref.replace(/\([^)]*\)|\[[^\]]*\]/g, ''))) continue;
          found.push(ref);
          for (const m of missingArticles(ref))
            missing.push(`${f.split('/src/')[1]}: ${ref} (${m})`);
        }
      }
      expect(found.length).toBeGreaterThan(500);
      expect(missing).toEqual([]);
    });

    it('the checker itself: "FSNP Art. 7.1.1" is not in the FSNP catalog, "FSPR 7.1.1" is in FSPR’s', () => {
      expect(missingArticles('FSNP Art. 7.1.1')).toEqual(['FSNP 7.1.1']);
      expect(missingArticles('FSPR 7.1.1')).toEqual([]);
      expect(missingArticles('LNSE 123/13 II.41; I.79; DECISION-13')).toEqual([]);
      expect(missingArticles('Club Rule 53; Rule 71; DECISION-16')).toEqual(['DECISION 16']);
    });
  },
);
