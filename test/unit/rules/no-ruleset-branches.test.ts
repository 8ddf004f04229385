/**
 * Rulesets are data (PREAMBLE principle 2; issue 18): no code under src/ branches on a ruleset
 * id. Every ruleset-specific behaviour comes from a cited parameter of src/rules/rulesets/.
 * This reads the source and fails on a comparison with a ruleset id or its citation prefix.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '../../../src');
// 'club' alone is a token role (src/events/envelope.ts); the club's ruleset id is 'club-tda'.
const IDS = ['fsnp', 'lnse', 'club-tda', 'fspr'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

const id = `(?:${IDS.join('|')})`;
const quoted = `['"\`]${id}['"\`]`;
/** `x === 'fsnp'`, `'lnse' !== y`, `case 'fspr':`, a ruleset typed as `'FSNP' | 'LNSE'`. */
const PATTERNS: readonly RegExp[] = [
  new RegExp(`[!=]==?\\s*${quoted}`, 'i'),
  new RegExp(`${quoted}\\s*[!=]==?`, 'i'),
  new RegExp(`case\\s+${quoted}\\s*:`, 'i'),
  new RegExp(`\\bruleset\\w*\\??\\s*:\\s*['"](?:${id}|club)['"]\\s*\\|`, 'i'),
  /\.id\s*[!=]==?\s*['"`](?:fsnp|lnse|club-tda|fspr)/,
];

export function rulesetBranches(text: string, file: string): string[] {
  return text.split('\n').flatMap((line, n) => {
    const code = line.replace(/\/\/.*$/, '');
    const hit = PATTERNS.some((p) => p.test(code));
    return hit ? [`${file}:${n + 1}: ${line.trim()}`] : [];
  });
}

describe('no ruleset id is branched on in code (issue 18)', () => {
  it('PREAMBLE principle 2: no file under src/ compares with a ruleset id', () => {
    const found = files(SRC).flatMap((f) =>
      rulesetBranches(readFileSync(f, 'utf8'), relative(SRC, f)),
    );
    expect(found).toEqual([]);
  });

  it('the check itself finds the branches issue 18 names', () => {
    expect(rulesetBranches("      rulesetId === 'lnse' ? 'LNSE' : 'FSNP',", 'x')).toHaveLength(1);
    expect(rulesetBranches("  ruleset: 'FSNP' | 'LNSE' = 'FSNP',", 'x')).toHaveLength(1);
    expect(rulesetBranches("ruleRef: ruleset.id === 'fspr' ? 'FSPR 7.3.2' : x,", 'x')).toHaveLength(
      1,
    );
    expect(rulesetBranches("  if (s.config.rulesetId !== 'club-tda') return;", 'x')).toHaveLength(
      1,
    );
    expect(rulesetBranches("    case 'fsnp':", 'x')).toHaveLength(1);
    expect(rulesetBranches("ctx.actor?.role === 'club' ? a : b", 'x')).toEqual([]);
    expect(rulesetBranches("getRuleset(id) ?? getRuleset('fsnp')", 'x')).toEqual([]);
  });
});
