import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readmeSection, renderWorkedExample, STEPS } from '../../../scripts/worked-example';

/**
 * Issue 21: the README's worked example is generated from scripts/worked-example.ts, which the
 * e2e test runs against the server, so the README cannot drift from what works.
 */
const readme = readFileSync(join(__dirname, '..', '..', '..', 'README.md'), 'utf8');

describe('README worked example (issue 21)', () => {
  it('the README section is exactly what scripts/worked-example.ts renders (npm run docs:example)', () => {
    expect(readmeSection(readme)).toBe(renderWorkedExample());
  });

  it('every operation of the script appears in the README, in the script’s order', () => {
    let from = 0;
    for (const s of STEPS) {
      const at = readme.indexOf(s.query, from);
      expect(at).toBeGreaterThanOrEqual(from);
      from = at + s.query.length;
    }
  });
});
