import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Issue 16: the layers of src/ point one way and no import closes a cycle. The rules are in
 * .dependency-cruiser.cjs (the layer order, written once); `npm run lint` runs them too, and this
 * test keeps them in the suite CI runs.
 */
jest.setTimeout(120_000);

const root = join(__dirname, '..', '..', '..');

function cruise(cwd: string, ...args: string[]) {
  const r = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs'), ...args],
    { cwd, encoding: 'utf8' },
  );
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('architecture (issue 16)', () => {
  it('no upward import and no import cycle anywhere in src/ (the tournament folder included)', () => {
    const r = cruise(root, 'src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err');
    expect(r.out).toContain('no dependency violations found');
    expect(r.status).toBe(0);
  });

  it('the rules bite: an upward import and a cycle in a scratch tree are both refused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'layers-'));
    try {
      const file = (path: string, text: string) => {
        mkdirSync(join(dir, path, '..'), { recursive: true });
        writeFileSync(join(dir, path), text);
      };
      file('tsconfig.json', JSON.stringify({ compilerOptions: { strict: true } }));
      file('src/aggregates/decider.ts', 'export type Decision = { ok: boolean };\n');
      file(
        'src/poker/hand.ts',
        "import type { Decision } from '../aggregates/decider';\nexport type D = Decision;\n",
      );
      file('src/rules/a.ts', "import { b } from './b';\nexport const a = () => b;\n");
      file('src/rules/b.ts', "import { a } from './a';\nexport const b = () => a;\n");
      const r = cruise(
        dir,
        'src',
        '--config',
        join(root, '.dependency-cruiser.cjs'),
        '--output-type',
        'err',
      );
      expect(r.status).not.toBe(0);
      expect(r.out).toContain('layer-poker: src/poker/hand.ts → src/aggregates/decider.ts');
      expect(r.out).toMatch(/no-circular: src\/rules\/a\.ts/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
