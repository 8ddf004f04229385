import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Issue 16: what several slices share (stacks, entrants, tables and seats, the chip and money
 * ledgers) is written only by src/aggregates/tournament/state-ops.ts. eslint.config.mjs holds
 * the rule; this test shows it bites in a slice and lets state-ops.ts and other folders be.
 */
jest.setTimeout(60_000);

const root = join(__dirname, '..', '..', '..');

const WRITES = `
declare const s: { chips: { issued: number }; money: { fees: number }; entrants: Record<string, unknown> };
declare const e: { stack: number };
declare const t: { seats: Record<number, string> };
s.chips.issued += 1;
s.money.fees -= 1;
e.stack = 0;
e.stack++;
delete s.entrants.p1;
t.seats[1] = 'p1';
export {};
`;

/** The no-restricted-syntax messages ESLint (the CLI, as `npm run lint`) gives WRITES at `file`. */
function messagesFor(file: string): string[] {
  const r = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'),
      '--stdin',
      '--stdin-filename',
      file,
      '--format',
      'json',
    ],
    { cwd: root, input: WRITES, encoding: 'utf8' },
  );
  const [result] = JSON.parse(r.stdout) as {
    messages: { ruleId: string | null; line: number; message: string }[];
  }[];
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => `${m.line}: ${m.message}`);
}

describe('architecture (issue 16): shared state written by one module', () => {
  it('a slice that writes a stack, an entrant, a seat or a ledger itself is refused, each write named', () => {
    const messages = messagesFor('src/aggregates/tournament/chips/scratch.ts');
    expect(messages).toHaveLength(6);
    expect(messages[0]).toMatch(/^5: The chip or money ledger: use the state-ops.ts function/);
    expect(messages.some((m) => m.startsWith('7: A stack'))).toBe(true);
    expect(messages.some((m) => m.startsWith('9: Entrants or tables'))).toBe(true);
    expect(messages.some((m) => m.startsWith('10: Seats'))).toBe(true);
  });

  it('state-ops.ts itself, and code outside the tournament folder, may write them', () => {
    expect(messagesFor('src/aggregates/tournament/state-ops.ts')).toEqual([]);
    expect(messagesFor('src/poker/scratch.ts')).toEqual([]);
  });
});
