/**
 * docs/rulesets.md and the README's table of penalty clauses, generated from the ruleset data
 * in src/rules (the same rows the `rulesets` query returns), so the documentation is the data:
 *
 *   npm run docs:rulesets            rewrite docs/rulesets.md and the README table
 *   npm run docs:rulesets -- --check exit 1 if either is stale
 *
 * test/unit/docs/rulesets-doc.test.ts fails when either differs from what this renders.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { describePenaltyClauses, type SanctionOptionRow } from '../src/rules/penalties';
import {
  describeRuleset,
  describeTournamentType,
  getRuleset,
  RULESET_IDS,
} from '../src/rules/registry';
import { TOURNAMENT_TYPES } from '../src/rules/tournament-types';
import type { TournamentTypeCode } from '../src/rules/types';

export const ROOT = join(__dirname, '..');
export const RULESETS_DOC = join(ROOT, 'docs', 'rulesets.md');
export const CLAUSES_START = '<!-- penalty-clauses:start -->';
export const CLAUSES_END = '<!-- penalty-clauses:end -->';

/** A table cell: pipes escaped, line breaks flattened. */
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (s: string) => `\`${s.replace(/`/g, "'")}\``;
const options = (os: readonly SanctionOptionRow[]) =>
  os.map((o) => `${o.allowed} (${o.officials.join(', ') || 'nobody'})`).join('; ');

function parameterTable(
  rows: readonly { key: string; value: string; cite: string; note?: string }[],
) {
  return [
    '| parameter | value | cite | note |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${code(r.key)} | ${cell(code(r.value))} | ${cell(r.cite)} | ${cell(r.note ?? '')} |`,
    ),
  ];
}

function clauseTable(ruleset: (typeof RULESET_IDS)[number]) {
  return [
    '| clause | violation | first offence (who) | repeat from | repeat offence (who) | cite | note |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...describePenaltyClauses(ruleset).map(
      (c) =>
        `| ${code(c.clause)} | ${cell(c.title)} | ${cell(options(c.firstOffence))} | ${c.repeatFrom} | ${cell(options(c.repeatOffence))} | ${cell(c.cite)} | ${cell(c.note ?? '')} |`,
    ),
  ];
}

/** docs/rulesets.md. */
export function renderRulesetsDoc(): string {
  const out = [
    '# Rulesets',
    '',
    '<!-- generated from src/rules by `npm run docs:rulesets`; do not edit by hand -->',
    '',
    'A tournament is created with one ruleset (`rulesetId`). Every parameter the commands enforce is',
    'data in `src/rules/rulesets/` with the article it comes from; this page lists them all, as the',
    '`rulesets` GraphQL query does. Values are JSON; fractions are exact ratios, money is integer',
    'minor units. A note marked `ASSUMPTION` is a default where the source is silent and no',
    'decision covers it; `DECISION-n` is a product decision ([decisions.md](decisions.md)).',
    '',
    '- [Penalty clauses](#penalty-clauses)',
    ...RULESET_IDS.map((r) => `- [\`${r}\`](#${r})`),
    '- [Tournament types](#tournament-types)',
    '',
    '## Penalty clauses',
    '',
    'What `recordViolation(clause:)` accepts under each ruleset, and what `imposeSanction` may',
    'impose for a first and a repeat offence (offences counted per player, clause and competition;',
    'annulled sanctions do not count: DECISION-13), with the officials who may impose each.',
    '',
  ];
  for (const r of RULESET_IDS) out.push(`### Clauses of \`${r}\``, '', ...clauseTable(r), '');
  for (const r of RULESET_IDS) {
    const rs = getRuleset(r);
    out.push(
      `## ${r}`,
      '',
      `${rs.name.value} (${rs.jurisdiction.value}). Source: ${rs.sourceDocument.value}. Cited as ${code(rs.citationKey.value)}${rs.basedOn.value ? `; where silent, the \`${rs.basedOn.value}\` value (noted)` : ''}.`,
      '',
      ...parameterTable(describeRuleset(r) ?? []),
      '',
    );
  }
  out.push(
    '## Tournament types',
    '',
    'The parameters of each `tournamentType`, from `src/rules/tournament-types.ts`.',
    '',
  );
  for (const t of Object.keys(TOURNAMENT_TYPES) as TournamentTypeCode[])
    out.push(`### ${t}`, '', ...parameterTable(describeTournamentType(t)), '');
  return out.join('\n');
}

/** The README's table: one row per ruleset, the clauses recordViolation accepts. */
export function renderClausesTable(): string {
  return [
    CLAUSES_START,
    '<!-- prettier-ignore-start -->',
    '| ruleset | clauses for `recordViolation` |',
    '| --- | --- |',
    ...RULESET_IDS.map(
      (r) =>
        `| \`${r}\` | ${describePenaltyClauses(r)
          .map((c) => `\`${c.clause}\` ${cell(c.title)}`)
          .join('; ')} |`,
    ),
    '<!-- prettier-ignore-end -->',
    CLAUSES_END,
  ].join('\n');
}

export function readmeClausesSection(readme: string): string | null {
  const a = readme.indexOf(CLAUSES_START);
  const b = readme.indexOf(CLAUSES_END);
  return a < 0 || b < a ? null : readme.slice(a, b + CLAUSES_END.length);
}

function main(): number {
  const { values } = parseArgs({ options: { check: { type: 'boolean' } } });
  const readmePath = join(ROOT, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const section = readmeClausesSection(readme);
  if (section === null) {
    console.error(`README.md has no ${CLAUSES_START} … ${CLAUSES_END} section.`);
    return 1;
  }
  const doc = renderRulesetsDoc();
  const table = renderClausesTable();
  if (values.check) {
    let current = '';
    try {
      current = readFileSync(RULESETS_DOC, 'utf8');
    } catch {
      // missing: stale
    }
    const stale = [current !== doc && 'docs/rulesets.md', section !== table && 'README.md'];
    const names = stale.filter(Boolean);
    if (names.length === 0) return 0;
    console.error(`${names.join(' and ')} differ from src/rules: run npm run docs:rulesets.`);
    return 1;
  }
  writeFileSync(RULESETS_DOC, doc);
  writeFileSync(readmePath, readme.replace(section, table));
  console.log('docs/rulesets.md and the README penalty-clause table regenerated.');
  return 0;
}

if (require.main === module) process.exit(main());
