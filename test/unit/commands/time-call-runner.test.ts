import { CommandPipeline } from '../../../src/commands/pipeline';
import { fixedClock } from '../../../src/commands/clock';
import { TimeCallRunner, type Timers } from '../../../src/commands/time-call-runner';
import { tournamentAggregate } from '../../../src/commands/tournament-aggregate';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import { tournamentStreamId } from '../../../src/events/envelope';
import { seeded } from '../../support/given';
import { T } from '../../support/tournament-fixtures';
import { appendTo } from '../projections/support';
import { DEALER, Table } from '../hands/support';

/** Timers the test fires by hand: what is waiting, and for how long. */
class HandTimers implements Timers {
  waiting = new Map<number, { fn: () => void; ms: number }>();
  private next = 1;
  set(fn: () => void, ms: number) {
    const id = this.next++;
    this.waiting.set(id, { fn, ms });
    return id;
  }
  clear(h: unknown) {
    this.waiting.delete(h as number);
  }
  /** The one timer waiting: its delay. */
  get delay(): number {
    expect(this.waiting.size).toBe(1);
    return [...this.waiting.values()][0].ms;
  }
  fire() {
    const [id, t] = [...this.waiting.entries()][0];
    this.waiting.delete(id);
    t.fn();
  }
}

const settle = async () => {
  for (let i = 0; i < 30; i++) await new Promise((r) => setImmediate(r));
};

/** A hand at the given ruleset's table with time called on the player to act at `when`. */
async function timeCalledOn(rulesetId: string, untilFlop = false) {
  const t = new Table({ rulesetId }).as(DEALER).at(0);
  t.start();
  t.post();
  if (untilFlop) {
    t.act(8, 'call');
    t.act(2, 'call');
    t.act(5, 'call');
    t.act(6, 'check');
    t.board();
  }
  const seat = t.hand.seats[t.hand.engine!.toAct];
  t.at(3).do({ type: 'CallTime', ...t.ref(), seat });
  const store = new MemoryEventStore();
  await appendTo(store, T, t.events);
  const clock = fixedClock(t.now);
  const pipeline = new CommandPipeline(tournamentAggregate, {
    store,
    clock,
    random: () => seeded(1),
  });
  const timers = new HandTimers();
  const runner = new TimeCallRunner(
    store,
    (streamId, command, commandId, actor) =>
      pipeline.execute({ streamId, command, commandId, actor }),
    clock,
    timers,
  );
  runner.start();
  await settle();
  const after = (seconds: number) =>
    clock.set(new Date(Date.parse(t.now) + seconds * 1000).toISOString());
  const recorded = async () =>
    (await store.readStream(tournamentStreamId(T))).slice(t.events.length);
  return { t, seat, timers, runner, after, recorded };
}

describe('a time call runs by itself (the server’s time-call process)', () => {
  it('Club Rule 29: 25 seconds, then a 5-second countdown, then the hand facing a bet is dead', async () => {
    const { seat, timers, runner, after, recorded } = await timeCalledOn('club-tda');
    expect(timers.delay).toBe(25_000);
    after(25);
    timers.fire();
    await settle();
    expect((await recorded()).map((e) => e.type)).toEqual(['TimeCountdownStarted']);
    expect(timers.delay).toBe(5_000);
    after(30);
    timers.fire();
    await settle();
    const ev = await recorded();
    expect(ev.map((e) => e.type).slice(0, 3)).toEqual([
      'TimeCountdownStarted',
      'HandDeclaredDead',
      'ActionRecorded',
    ]);
    expect(ev[1].data).toMatchObject({ seat, code: 'time-expired', ruleRef: 'Club Rule 29' });
    expect(ev[1].metadata.actor).toEqual({ id: 'time-call', role: 'system' });
    expect(runner.pending).toEqual([]);
    await runner.stop();
  });

  it('Club Rule 29: facing no bet when the time runs out, the player is deemed to have checked', async () => {
    const { seat, timers, runner, after, recorded } = await timeCalledOn('club-tda', true);
    after(25);
    timers.fire();
    await settle();
    after(30);
    timers.fire();
    await settle();
    const ev = await recorded();
    expect(ev[1]).toMatchObject({
      type: 'ActionRecorded',
      data: { seat, action: 'check', auto: 'time-expired' },
      metadata: { ruleRef: 'Club Rule 29' },
    });
    expect(ev.some((e) => e.type === 'HandDeclaredDead')).toBe(false);
    await runner.stop();
  });

  it('FSNP Art. 103: one minute, no countdown, then the hand is dead (the flip of the club’s 25 + 5 s)', async () => {
    const { seat, timers, runner, after, recorded } = await timeCalledOn('fsnp', true);
    expect(timers.delay).toBe(60_000);
    after(60);
    timers.fire();
    await settle();
    const ev = await recorded();
    expect(ev[0]).toMatchObject({
      type: 'HandDeclaredDead',
      data: { seat, ruleRef: 'FSNP Art. 103' },
    });
    await runner.stop();
  });

  it('FSPR 7.1.7: one minute, a 10-second countdown, then the cards are folded even if a check was available', async () => {
    const { seat, timers, runner, after, recorded } = await timeCalledOn('fspr', true);
    expect(timers.delay).toBe(60_000);
    after(60);
    timers.fire();
    await settle();
    expect(timers.delay).toBe(10_000);
    after(70);
    timers.fire();
    await settle();
    const ev = await recorded();
    expect(ev.map((e) => e.type).slice(0, 2)).toEqual(['TimeCountdownStarted', 'HandDeclaredDead']);
    expect(ev[1].data).toMatchObject({ seat, ruleRef: 'FSPR 7.1.7 (note)' });
    await runner.stop();
  });

  it('LNSE 123/13 II.68: thirty seconds, then the hand is dead', async () => {
    const { timers, runner } = await timeCalledOn('lnse');
    expect(timers.delay).toBe(30_000);
    await runner.stop();
  });

  it('Club Rule 29: an action before the time runs out cancels the clock', async () => {
    const { t, seat, timers, runner, recorded } = await timeCalledOn('club-tda');
    const store = (runner as unknown as { store: MemoryEventStore }).store;
    const acted = t.at(3.2).act(seat, 'fold');
    await appendTo(store, T, acted);
    await settle();
    expect(timers.waiting.size).toBe(0);
    expect(runner.pending).toEqual([]);
    expect(await recorded()).toEqual([]);
    await runner.stop();
  });
});
