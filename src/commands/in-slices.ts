import { performance } from 'node:perf_hooks';

/**
 * Slices of synchronous work at most about this long between turns of the event loop (issue 22:
 * no task over 50 ms), short enough that requests arriving meanwhile are answered between them.
 */
export const SLICE_MS = 8;

/**
 * One turn of the event loop (setImmediate: pending I/O runs first). `label` rides along as the
 * immediate's argument, so /health's longest tasks (app/long-tasks.ts) can name what resumed.
 */
export const yieldToEventLoop = (label = 'inSlices') =>
  new Promise<void>((resolve) => setImmediate((_label: string) => resolve(), label));

/**
 * Runs a generator to its end, giving the event loop a turn (setImmediate: pending I/O runs
 * first) whenever a slice is used up. `onSlice` is told each slice's length, for benchmarks.
 */
export async function inSlices<T>(
  steps: Generator<unknown, T>,
  onSlice?: (ms: number) => void,
): Promise<T> {
  let start = performance.now();
  let until = start + SLICE_MS;
  for (;;) {
    const step = steps.next();
    if (step.done) {
      onSlice?.(performance.now() - start);
      return step.value;
    }
    const now = performance.now();
    if (now >= until) {
      onSlice?.(now - start);
      await yieldToEventLoop();
      start = performance.now();
      until = start + SLICE_MS;
    }
  }
}

/** Runs a generator to its end at once, where the work must not be interleaved with others. */
export function runToEnd<T>(steps: Generator<unknown, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
