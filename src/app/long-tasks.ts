import { AsyncResource, createHook, executionAsyncResource } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/** One synchronous task: a callback the event loop ran, with the ticks and promise jobs it led to. */
export interface LongTask {
  readonly ms: number;
  /**
   * The process's CPU time over the task and up to the next one's start (user + system, every
   * thread): well under `ms` when the machine took the core away (other processes), or the task
   * waited on a system call (an fsync).
   */
  readonly cpuMs: number;
  /** The resource whose callback began it (TCP, HTTPParser, Timeout, Immediate, …). */
  readonly type: string;
  /** The callback's function name (timers, immediates), or the label a yield gave its turn. */
  readonly label?: string;
  /** Callbacks (the first one, ticks, promise jobs) the task ran, and the longest of them. */
  readonly callbacks: number;
  readonly longestCallbackMs: number;
}

/** The longest tasks since the previous read (LEDGER_LONG_TASKS=1, issue 22). */
export interface LongTasks {
  readonly maxMs: number;
  /** Tasks that ran longer than 50 ms (issue 22's bound). */
  readonly over50: number;
  /**
   * The most CPU time any one task took, and how many took over 50 ms of it: on a machine whose
   * cores other processes share, the wall-time figures include the time the task was not run.
   */
  readonly maxCpuMs: number;
  readonly overCpu50: number;
  readonly tasks: number;
  readonly top: readonly LongTask[];
  readonly since: string;
}

const TOP = 5;
const BOUND_MS = 50;

interface Open {
  start: number;
  cpuAtStart: number;
  end: number;
  type: string;
  label: string | undefined;
  callbacks: number;
  longest: number;
}

/**
 * The longest single synchronous task, not the loop's delay: monitorEventLoopDelay's max is the
 * longest loop iteration, which under load is many short request callbacks back to back. A task
 * here starts at an outermost callback the loop itself calls (an I/O callback, a timer, an
 * immediate) and ends at the last callback of the ticks and promise jobs that ran before the
 * loop's next callback: that is one stretch the loop could not interrupt. Idle time between the
 * two is not counted (the task ends at its last callback's end, not at the next one's start).
 *
 * async_hooks' before/after, which in Node 20 also installs V8's promise hooks (a JS call per
 * promise job): too costly to leave on, hence the switch (bench:live sets it; the README gives
 * its cost per write).
 */
export function longTaskMonitor(now: () => Date = () => new Date()): {
  read(): LongTasks;
  stop(): void;
} {
  let depth = 0;
  let open: Open | undefined;
  let callbackStart = 0;
  let top: LongTask[] = [];
  let tasks = 0;
  let over = 0;
  let maxCpu = 0;
  let overCpu = 0;
  let since = now().toISOString();

  const close = (task: Open, cpuNow: number) => {
    tasks++;
    const ms = task.end - task.start;
    const cpuMs = (cpuNow - task.cpuAtStart) / 1000;
    if (ms > BOUND_MS) over++;
    if (cpuMs > BOUND_MS) overCpu++;
    if (cpuMs > maxCpu) maxCpu = cpuMs;
    if (top.length === TOP && ms <= top[TOP - 1].ms) return;
    const entry: LongTask = {
      ms: round(ms),
      cpuMs: round(cpuMs),
      type: task.type,
      ...(task.label ? { label: task.label } : {}),
      callbacks: task.callbacks,
      longestCallbackMs: round(task.longest),
    };
    top = [...top, entry].sort((a, b) => b.ms - a.ms).slice(0, TOP);
  };

  const hook = createHook({
    before() {
      const t = performance.now();
      if (depth++ > 0) return;
      callbackStart = t;
      const resource: unknown = executionAsyncResource();
      if (open && continues(resource)) {
        open.callbacks++;
        return;
      }
      // One getrusage per task, not per callback: the CPU up to the next task's start is the
      // task's, give or take the loop's own work between them (idle time is no CPU).
      const cpu = cpuMicros();
      if (open) close(open, cpu);
      const { type, label } = describe(resource);
      open = { start: t, cpuAtStart: cpu, end: t, type, label, callbacks: 1, longest: 0 };
    },
    after() {
      if (--depth > 0 || !open) return;
      const t = performance.now();
      open.end = t;
      open.longest = Math.max(open.longest, t - callbackStart);
    },
  });
  hook.enable();

  return {
    read() {
      const out: LongTasks = {
        maxMs: top[0]?.ms ?? 0,
        over50: over,
        maxCpuMs: round(maxCpu),
        overCpu50: overCpu,
        tasks,
        top,
        since,
      };
      top = [];
      tasks = 0;
      over = 0;
      maxCpu = 0;
      overCpu = 0;
      since = now().toISOString();
      return out;
    },
    stop: () => void hook.disable(),
  };
}

/**
 * Callbacks that run in the drain after a loop callback, before the loop moves on: promise jobs
 * (the resource is the promise), process.nextTick's (a plain object holding the callback, in
 * Node 20) and queueMicrotask's (an AsyncResource; a library's AsyncResource runs inside some
 * other callback, so never at the outermost level).
 */
function continues(resource: unknown): boolean {
  if (resource instanceof Promise || resource instanceof AsyncResource) return true;
  const r = resource as { constructor?: { name?: string }; callback?: unknown } | null;
  // By name, not identity: under a vm context (jest) Node's own objects are of another realm.
  const name = r?.constructor?.name;
  return (
    (name === 'Object' && typeof r?.callback === 'function') ||
    name === 'Promise' ||
    name === 'AsyncResource'
  );
}

function describe(resource: unknown): { type: string; label: string | undefined } {
  const r = resource as {
    constructor?: { name?: string };
    _onTimeout?: { name?: string };
    _onImmediate?: { name?: string };
    _argv?: unknown[];
  } | null;
  const type = r?.constructor?.name || 'unknown';
  // A yield's label rides as its immediate's argument (commands/in-slices.ts yieldToEventLoop).
  const arg = r?._argv?.[0];
  const label =
    r?._onTimeout?.name || r?._onImmediate?.name || (typeof arg === 'string' ? arg : undefined);
  return { type, label };
}

const cpuMicros = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

const round = (ms: number) => Math.round(ms * 100) / 100;
