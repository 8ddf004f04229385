import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/** How long the API's event loop was held up, for /health (issue 22: no task over 50 ms). */
export interface EventLoopDelay {
  /** Milliseconds, over the window since the previous read (or since start). */
  readonly maxMs: number;
  readonly p99Ms: number;
  readonly meanMs: number;
  /** When the window began (ISO instant). */
  readonly since: string;
}

/**
 * Samples the event loop's delay every 10 ms (perf_hooks.monitorEventLoopDelay). Each read
 * answers the window since the previous read and starts a new one, so a benchmark or a monitor
 * that polls /health sees the worst stall of its own interval.
 */
export function eventLoopMonitor(now: () => Date = () => new Date()): {
  read(): EventLoopDelay;
  stop(): void;
} {
  const h: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  let since = now().toISOString();
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  return {
    read() {
      const out = {
        maxMs: ms(h.count ? h.max : 0),
        p99Ms: ms(h.count ? h.percentile(99) : 0),
        meanMs: ms(h.count ? h.mean : 0),
        since,
      };
      h.reset();
      since = now().toISOString();
      return out;
    },
    stop: () => h.disable(),
  };
}
