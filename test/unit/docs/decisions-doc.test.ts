import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describeWithCatalogs, SHARED_DOMAIN } from '../../support/catalogs';

/**
 * Issue 21: a refusal citing DECISION-n must be readable from a clone, so docs/decisions.md
 * explains every decision the code cites, under its number.
 */
const ROOT = join(__dirname, '..', '..', '..');
const doc = readFileSync(join(ROOT, 'docs', 'decisions.md'), 'utf8');
const documented = new Set([...doc.matchAll(/^## DECISION-(\d+) — /gm)].map((m) => Number(m[1])));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('docs/decisions.md (issue 21)', () => {
  it('every DECISION-n the code cites has its own section, under its number', () => {
    const cited = new Set<number>();
    for (const f of sources(join(ROOT, 'src')))
      for (const m of readFileSync(f, 'utf8').matchAll(/DECISION-(\d+)/g)) cited.add(Number(m[1]));
    expect(cited.size).toBeGreaterThan(10);
    expect([...cited].filter((n) => !documented.has(n)).sort((a, b) => a - b)).toEqual([]);
  });

  it('the README links the project’s own docs, not the shared folder beside the clone', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).not.toMatch(/\]\(\.\.\/shared\//);
    for (const f of ['docs/design.md', 'docs/decisions.md', 'docs/rulesets.md'])
      expect(readme).toContain(`](${f}`);
  });
});

describeWithCatalogs('docs/decisions.md against DECISIONS.md (issue 21)', () => {
  it('has every decision of the specification, numbered as there', () => {
    const spec = readFileSync(join(SHARED_DOMAIN, 'DECISIONS.md'), 'utf8');
    const numbers = [...spec.matchAll(/^ ?(\d+)\. \*\*/gm)].map((m) => Number(m[1]));
    expect(numbers.length).toBeGreaterThanOrEqual(15);
    expect([...documented].sort((a, b) => a - b)).toEqual(numbers);
  });
});
