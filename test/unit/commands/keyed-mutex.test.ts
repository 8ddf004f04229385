import { KeyedMutex } from '../../../src/commands/keyed-mutex';

const tick = () => new Promise((r) => setImmediate(r));

describe('per-tournament command queue (DESIGN.md Write side: one command at a time per stream)', () => {
  it('DESIGN.md Write side: tasks on one key run one at a time, in arrival order', async () => {
    const m = new KeyedMutex();
    const log: string[] = [];
    let running = 0;
    const task = (name: string) => async () => {
      running += 1;
      expect(running).toBe(1);
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      running -= 1;
      return name;
    };
    const results = await Promise.all(['a', 'b', 'c'].map((n) => m.run('t1', task(n))));
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(m.size).toBe(0);
  });

  it('DESIGN.md Write side: different keys do not wait for each other', async () => {
    const m = new KeyedMutex();
    let release!: () => void;
    const slow = m.run('t1', () => new Promise<string>((r) => (release = () => r('slow'))));
    expect(await m.run('t2', async () => 'other')).toBe('other');
    release();
    expect(await slow).toBe('slow');
  });

  it('DESIGN.md Write side: a failing task passes the key on, and its caller gets the error', async () => {
    const m = new KeyedMutex();
    const failed = m.run('t1', async () => {
      await tick();
      throw new Error('store down');
    });
    const throwsAtOnce = m.run('t1', () => {
      throw new Error('bad command');
    });
    const next = m.run('t1', async () => 'ran');
    await expect(failed).rejects.toThrow('store down');
    await expect(throwsAtOnce).rejects.toThrow('bad command');
    expect(await next).toBe('ran');
    expect(m.size).toBe(0);
  });

  it('issue 22: tasks queued behind a long one are not all run in one synchronous stretch: past its budget the key passes on after a turn of the event loop, still in order', async () => {
    const m = new KeyedMutex();
    const log: string[] = [];
    let release!: () => void;
    const first = m.run('t1', () => new Promise<void>((r) => (release = r)));
    const queued = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) =>
      m.run('t1', async () => {
        log.push(name);
        const until = performance.now() + 4; // a decide and a synchronous append
        while (performance.now() < until);
      }),
    );
    setImmediate(() => log.push('turn'));
    release();
    await Promise.all([first, ...queued]);
    expect(log.filter((x) => x !== 'turn')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(log.indexOf('turn')).toBeGreaterThan(0);
    expect(log.indexOf('turn')).toBeLessThan(log.indexOf('f'));
    expect(m.size).toBe(0);
  });
});
