import { eventLoopMonitor } from '../../../src/app/event-loop';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('event-loop delay for /health (issue 22: no synchronous task over 50 ms)', () => {
  it('given a task that holds the loop for 120 ms, when the monitor is read, then its worst delay shows it and the next window starts afresh', async () => {
    let t = Date.parse('2026-12-02T10:00:00.000Z');
    const monitor = eventLoopMonitor(() => new Date(t));
    try {
      await sleep(30);
      const busyUntil = performance.now() + 120;
      while (performance.now() < busyUntil); // a synchronous task, as a whole-state serialise was
      await sleep(30);
      t += 1000;
      const first = monitor.read();
      expect(first.maxMs).toBeGreaterThanOrEqual(100);
      expect(first.since).toBe('2026-12-02T10:00:00.000Z');
      const second = monitor.read();
      expect(second.since).toBe('2026-12-02T10:00:01.000Z');
      expect(second.maxMs).toBeLessThan(first.maxMs);
    } finally {
      monitor.stop();
    }
  });
});
