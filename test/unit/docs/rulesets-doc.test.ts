import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  readmeClausesSection,
  renderClausesTable,
  renderRulesetsDoc,
  RULESETS_DOC,
  ROOT,
} from '../../../scripts/rulesets-doc';
import { describePenaltyClauses, RULESET_IDS } from '../../../src/rules';
import { describeRuleset } from '../../../src/rules/registry';

/**
 * Issue 21: docs/rulesets.md and the README's clause table are generated from src/rules
 * (npm run docs:rulesets), so a parameter or clause changed in the data cannot leave them stale.
 */
describe('docs/rulesets.md (issue 21)', () => {
  it('is what scripts/rulesets-doc.ts renders from src/rules (npm run docs:rulesets)', () => {
    expect(readFileSync(RULESETS_DOC, 'utf8')).toBe(renderRulesetsDoc());
  });

  it.each(RULESET_IDS)(
    '%s: lists every parameter with its citation and every penalty clause',
    (r) => {
      const doc = renderRulesetsDoc();
      for (const p of describeRuleset(r) ?? []) expect(doc).toContain(`| \`${p.key}\` |`);
      for (const c of describePenaltyClauses(r))
        expect(doc).toContain(c.cite.replace(/\|/g, '\\|'));
    },
  );

  it('the README lists the clauses recordViolation accepts under each ruleset', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readmeClausesSection(readme)).toBe(renderClausesTable());
  });
});
