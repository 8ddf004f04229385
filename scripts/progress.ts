/**
 * Progress of a long command (export, projections:rebuild, simulate, demo): done of total, rate
 * and ETA. On a terminal it is a cli-progress bar redrawn in place; otherwise (a pipe, a CI
 * log) plain lines, at most one every `everyMs`, so a log stays readable. It writes to stderr
 * by default, so a command's results on stdout stay machine-readable.
 */
import { SingleBar } from 'cli-progress';

export interface ProgressOptions {
  /** What is counted, plural: "events", "players out". */
  readonly unit: string;
  readonly stream?: NodeJS.WriteStream;
  /** Plain mode: the least time between two lines (default 2 s). */
  readonly everyMs?: number;
  readonly now?: () => number;
}

export interface Progress {
  /** Sets the count done so far (and the total when it is only known later). */
  update(done: number, detail?: string, total?: number): void;
  /** The last line: done, elapsed time and mean rate. */
  stop(detail?: string): void;
}

/** "1 h 02 min", "3 min 05 s", "42 s". */
export function duration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '?';
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;
}

const n = (x: number) => Math.round(x).toLocaleString('en');

/** One plain progress line: "label: 1,200 of 10,000 events (12 %), 950 events/s, ETA 9 s". */
export function progressLine(
  label: string,
  unit: string,
  done: number,
  total: number,
  elapsedMs: number,
  detail?: string,
): string {
  const rate = elapsedMs > 0 ? (done / elapsedMs) * 1000 : 0;
  const pct = total > 0 ? Math.floor((done / total) * 100) : 0;
  const eta = rate > 0 ? duration(((total - done) / rate) * 1000) : '?';
  return `${label}: ${n(done)} of ${n(total)} ${unit} (${pct} %), ${n(rate)} ${unit}/s, ETA ${eta}${detail ? ` — ${detail}` : ''}`;
}

export function startProgress(label: string, total: number, options: ProgressOptions): Progress {
  const stream = options.stream ?? process.stderr;
  const now = options.now ?? (() => performance.now());
  const started = now();
  let done = 0;
  let of = total;
  if (stream.isTTY) {
    const bar = new SingleBar({
      stream,
      format: `${label} [{bar}] {value}/{total} ${options.unit} | {rate} ${options.unit}/s | ETA {etaText} {detail}`,
      barsize: 30,
      hideCursor: true,
      formatValue: (v, _o, type) => (type === 'value' || type === 'total' ? n(v) : String(v)),
    });
    bar.start(total, 0, { rate: '0', etaText: '?', detail: '' });
    // Rate and ETA over the whole run, as the plain lines give them.
    const figures = () => {
      const ms = now() - started;
      const perSecond = ms > 0 ? (done / ms) * 1000 : 0;
      const etaText = perSecond > 0 ? duration(((of - done) / perSecond) * 1000) : '?';
      return { rate: n(perSecond), etaText };
    };
    let last = '';
    return {
      update(d, detail, t) {
        done = d;
        last = detail ?? last;
        if (t !== undefined && t !== of) bar.setTotal((of = t));
        bar.update(d, { ...figures(), detail: last });
      },
      stop(detail) {
        bar.update(done, { ...figures(), detail: detail ?? last });
        bar.stop();
      },
    };
  }
  const every = options.everyMs ?? 2_000;
  let lastLine = -Infinity;
  return {
    update(d, detail, t) {
      done = d;
      if (t !== undefined) of = t;
      const at = now();
      if (at - lastLine < every) return;
      lastLine = at;
      stream.write(`${progressLine(label, options.unit, done, of, at - started, detail)}\n`);
    },
    stop(detail) {
      const ms = now() - started;
      const rate = ms > 0 ? (done / ms) * 1000 : 0;
      stream.write(
        `${label}: ${n(done)} of ${n(of)} ${options.unit} in ${duration(ms)} (${n(rate)} ${options.unit}/s)${detail ? ` — ${detail}` : ''}\n`,
      );
    },
  };
}
