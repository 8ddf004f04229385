import { HANDOVERS_PER_STRETCH, KeyedMutex } from '../../../src/commands/keyed-mutex';

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

  it('issue 22: tasks queued behind a long one are not all run in one synchronous stretch: after HANDOVERS_PER_STRETCH hand-overs the key passes on after a turn of the event loop, still in order', async () => {
    const m = new KeyedMutex();
    const log: string[] = [];
    let release!: () => void;
    const first = m.run('t1', () => new Promise<void>((r) => (release = r)));
    const names = Array.from({ length: HANDOVERS_PER_STRETCH + 3 }, (_, i) => `task-${i}`);
    const queued = names.map((name) =>
      m.run('t1', async () => {
        log.push(name);
      }),
    );
    setImmediate(() => log.push('turn'));
    release();
    await Promise.all([first, ...queued]);
    // A count, not a clock: the same queue is cut at the same place on any machine.
    expect(log).toEqual([
      ...names.slice(0, HANDOVERS_PER_STRETCH),
      'turn',
      ...names.slice(HANDOVERS_PER_STRETCH),
    ]);
    expect(m.size).toBe(0);
  });
});
