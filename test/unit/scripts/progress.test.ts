import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { duration, progressLine, startProgress } from '../../../scripts/progress';

/** A stream that records what is written; `isTTY` as a terminal or a pipe would say. */
function sink(isTTY: boolean) {
  const s = new PassThrough() as PassThrough & { isTTY: boolean; columns: number };
  s.isTTY = isTTY;
  s.columns = 160;
  let text = '';
  s.on('data', (b: Buffer) => (text += b.toString()));
  const stream = s as unknown as NodeJS.WriteStream;
  // cli-progress moves the cursor on a terminal; a PassThrough has no cursor to move.
  Object.assign(stream, { cursorTo: () => true, clearLine: () => true, moveCursor: () => true });
  return { stream, text: () => text };
}

describe('progress of long commands (issue 21)', () => {
  it('without a terminal: plain lines with done of total, rate and ETA, at most one per interval', () => {
    let t = 0;
    const out = sink(false);
    const p = startProgress('rebuild', 10_000, {
      unit: 'events',
      stream: out.stream,
      everyMs: 1_000,
      now: () => t,
    });
    t = 500;
    p.update(1_000); // first line at once
    t = 900;
    p.update(1_800); // within the interval: not printed
    t = 2_000;
    p.update(4_000);
    p.stop();
    const lines = out.text().trim().split('\n');
    expect(lines).toEqual([
      'rebuild: 1,000 of 10,000 events (10 %), 2,000 events/s, ETA 5 s',
      'rebuild: 4,000 of 10,000 events (40 %), 2,000 events/s, ETA 3 s',
      'rebuild: 4,000 of 10,000 events in 2 s (2,000 events/s)',
    ]);
  });

  it('on a terminal: a redrawn bar with the count, the rate and the ETA', () => {
    const out = sink(true);
    const p = startProgress('export', 200, { unit: 'events', stream: out.stream });
    p.update(100, 'events.jsonl');
    p.stop();
    expect(out.text()).toMatch(/export \[[=-]+\] 100\/200 events \| [\d,]+ events\/s \| ETA /);
    expect(out.text()).toContain('events.jsonl');
  });

  it('formats rates and durations as a floor person reads them', () => {
    expect(duration(65_000)).toBe('1 min 05 s');
    expect(duration(3_720_000)).toBe('1 h 02 min');
    expect(progressLine('simulate', 'players out', 0, 59, 0)).toBe(
      'simulate: 0 of 59 players out (0 %), 0 players out/s, ETA ?',
    );
  });

  it.each(['export', 'projections-rebuild', 'simulate', 'demo'])(
    'scripts/%s.ts reports through the shared progress module',
    (name) => {
      const src = readFileSync(join(__dirname, '..', '..', '..', 'scripts', `${name}.ts`), 'utf8');
      expect(src).toMatch(/import \{ startProgress \} from '\.\/progress'/);
      expect(src).toMatch(/startProgress\(/);
    },
  );
});
