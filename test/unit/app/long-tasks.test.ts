import { longTaskMonitor } from '../../../src/app/long-tasks';

const spin = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};
const afterTimer = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const afterImmediate = () => new Promise<void>((r) => setImmediate(r));

describe('the longest synchronous tasks for /health (issue 22: no task over 50 ms)', () => {
  it('given one timer that holds the loop 60 ms, then it is one task of at least 60 ms, named by its callback', async () => {
    const monitor = longTaskMonitor();
    try {
      setTimeout(function holdsTheLoop() {
        spin(60);
      }, 1);
      await afterTimer(30);
      const read = monitor.read();
      expect(read.maxMs).toBeGreaterThanOrEqual(60);
      expect(read.over50).toBeGreaterThanOrEqual(1);
      expect(read.top[0]).toMatchObject({ type: 'Timeout', label: 'holdsTheLoop', callbacks: 1 });
    } finally {
      monitor.stop();
    }
  });

  it('given one callback whose promise jobs and ticks hold the loop, then they count in its task', async () => {
    const monitor = longTaskMonitor();
    try {
      setTimeout(function startsAChain() {
        void (async () => {
          for (let i = 0; i < 6; i++) {
            await null;
            spin(10);
          }
          process.nextTick(() => spin(10));
        })();
      }, 1);
      await afterTimer(30);
      const task = monitor.read().top.find((t) => t.label === 'startsAChain');
      expect(task?.ms).toBeGreaterThanOrEqual(70);
      expect(task?.callbacks).toBeGreaterThanOrEqual(8);
      expect(task?.longestCallbackMs).toBeLessThan(task!.ms);
    } finally {
      monitor.stop();
    }
  });

  it('given many short callbacks in one turn of the loop, then each is a task of its own, and a read starts a new window', async () => {
    const monitor = longTaskMonitor();
    try {
      const done = Array.from(
        { length: 12 },
        () =>
          new Promise<void>((resolve) =>
            setImmediate(function shortOne() {
              spin(5);
              resolve();
            }),
          ),
      );
      await Promise.all(done);
      await afterImmediate();
      const first = monitor.read();
      const short = first.top.filter((t) => t.label === 'shortOne');
      expect(short.length).toBeGreaterThan(0);
      // Its own callback and the promise jobs of its resolve: not the other immediates'.
      for (const t of short) expect(t.callbacks).toBeLessThanOrEqual(4);
      expect(first.tasks).toBeGreaterThanOrEqual(12);
      const second = monitor.read();
      expect(second.top.some((t) => t.label === 'shortOne')).toBe(false);
    } finally {
      monitor.stop();
    }
  });
});
