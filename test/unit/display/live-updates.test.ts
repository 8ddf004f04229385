/**
 * Live updates for the hall monitors (issue 10): what a subscription sends and when.
 */
import { pushIterator } from '../../../src/api/display/async-queue';
import { displayClockRate } from '../../../src/app/clock-rate';
import { clockKey, clockPayload, standingsKey } from '../../../src/api/display/payloads';
import { displayViewOf } from '../../support/display-of-state';
import { at, raCreate, Scenario, T } from '../../support/tournament-fixtures';

describe('subscription stream', () => {
  it('issue 10: values reach the subscriber in order, and a slow monitor gets the newest, not a backlog', async () => {
    let push: (n: number) => void = () => undefined;
    const it = pushIterator<number>((p) => ((push = p), () => undefined), 3);
    push(1);
    expect(await it.next()).toEqual({ value: 1, done: false });
    for (let n = 2; n <= 7; n++) push(n);
    const got = [(await it.next()).value, (await it.next()).value, (await it.next()).value];
    expect(got).toEqual([5, 6, 7]);
  });

  it('issue 10: a monitor that goes away stops its source', async () => {
    let stopped = 0;
    const it = pushIterator<number>(() => () => void (stopped += 1));
    const pending = it.next();
    await it.return!();
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(stopped).toBe(1);
    await it.return!();
    expect(stopped).toBe(1);
  });
});

describe('what changes a subscription', () => {
  const sc = new Scenario().setup(raCreate(), 20).at(5);
  const before = displayViewOf(T, sc.state);

  it('FSNP Art. 62: a pause changes the clock key; the passing of time does not', () => {
    expect(clockKey(before)).toBe(clockKey(displayViewOf(T, sc.state)));
    sc.do({ type: 'PauseClock', tournamentId: T, reason: 'dispute' });
    const paused = displayViewOf(T, sc.state);
    expect(clockKey(paused)).not.toBe(clockKey(before));
    expect(standingsKey(paused)).toBe(standingsKey(before));
  });

  it('FSNP Art. 60: the clock payload carries the anchors and the server time it was computed for', () => {
    const p = clockPayload(before, at(5), 60);
    expect(p.serverNow).toBe(at(5));
    expect(p.runningSince).toBe(at(0));
    expect(p.anchorElapsedMs).toBe(0);
    expect(p.timeLeftMs).toBe(10 * 60_000);
    expect(p.clockRate).toBe(60);
    expect(p.levels).toHaveLength(before.levels.length);
  });

  it('issue 10: the clock rate is 1 unless the demo fast-forwards it, and nonsense is refused', () => {
    expect(displayClockRate({})).toBe(1);
    expect(displayClockRate({ LEDGER_DISPLAY_CLOCK_RATE: '60' })).toBe(60);
    expect(() => displayClockRate({ LEDGER_DISPLAY_CLOCK_RATE: '0' })).toThrow(/1 to 3600/);
    expect(() => displayClockRate({ LEDGER_DISPLAY_CLOCK_RATE: 'fast' })).toThrow(/1 to 3600/);
  });
});
