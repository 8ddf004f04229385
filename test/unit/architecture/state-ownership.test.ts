import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Issue 16: each part of the tournament state has one owner. A top-level field of the state
 * (`s.status`, `s.clock`, `s.levels`, `s.denominations`, `s.lateRegistrationOpen`, ...) is
 * written by the handlers of one slice folder only; the rows every slice shares (entrants,
 * tables) and the ledgers (chips, money, purchases) go through state-ops.ts, which the ESLint
 * rule of shared-writes.test.ts guards. A slice that needs another's field to change follows
 * the event itself, in the order shared-event-order.ts writes down.
 *
 * The scan reads the slice sources for assignments and deletes whose target starts at the
 * state (`s.` or `state.`): the slices' handlers name the state so (slice.ts).
 */
const FOLDER = join(__dirname, '..', '..', '..', 'src', 'aggregates', 'tournament');

/** Shared rows: written by several slices by design, their structure only through state-ops. */
const SHARED_ROWS = new Set(['entrants', 'tables']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return name.endsWith('.ts') ? [p] : [];
  });
}

const WRITE =
  /\b(?:s|state)\.(\w+)(?:\.\w+|\[[^\]]+\]|!|\?)*\s*(?:=(?!=)|\+=|-=|\?\?=|\+\+|--)|\bdelete\s+(?:s|state)\.(\w+)/g;

/** Field → the places (folder of the slice, '(root)' for the folder's own modules) writing it. */
function writersOf(files: readonly string[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const file of files) {
    const parts = relative(FOLDER, file).split(sep);
    const owner = parts.length > 1 ? parts[0] : '(root)';
    for (const m of readFileSync(file, 'utf8').matchAll(WRITE)) {
      const field = m[1] ?? m[2];
      if (!out.has(field)) out.set(field, new Set());
      out.get(field)!.add(owner);
    }
  }
  return out;
}

describe('issue 16: one owner per part of the tournament state', () => {
  const writers = writersOf(sources(FOLDER));

  it('the scan finds the owners it should (registration writes the lifecycle word, clock the clock)', () => {
    expect([...(writers.get('status') ?? [])]).toEqual(['registration']);
    expect([...(writers.get('clock') ?? [])]).toEqual(['clock']);
    expect([...(writers.get('levels') ?? [])]).toEqual(['clock']);
    expect([...(writers.get('denominations') ?? [])]).toEqual(['chips']);
    expect([...(writers.get('lateRegistrationOpen') ?? [])]).toEqual(['registration']);
    // The pattern sees an assignment and a delete from either name of the state.
    const probe = 's.status = "running"; delete state.clock; s.clock.elapsedMs += 1; x = s.levels;';
    expect([...probe.matchAll(WRITE)].map((m) => m[1] ?? m[2])).toEqual([
      'status',
      'clock',
      'clock',
    ]);
  });

  it('every other top-level field of the state is written by one slice folder only', () => {
    const shared = [...writers]
      .filter(([field, by]) => !SHARED_ROWS.has(field) && by.size > 1)
      .map(([field, by]) => `${field}: ${[...by].sort().join(', ')}`);
    expect(shared).toEqual([]);
  });
});
