import { at } from '../../support/tournament-fixtures';
import { DEALER, FLOOR, Table, ofType } from './support';

/** Forced bets posted at minute 0; seat 8 is first to act. */
function waiting(): Table {
  const t = new Table().as(DEALER).at(0);
  t.start();
  t.post();
  return t;
}

const rejected = (r: ReturnType<Table['try']>) => {
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(r.events)}`);
  return r.rejection;
};

describe('time called on a player (FSNP Art. 103; FSPR 7.1.7)', () => {
  it('FSNP Art. 103: time cannot be called before the player has had two minutes', () => {
    const t = waiting().at(1.5);
    expect(rejected(t.try({ type: 'CallTime', ...t.ref(), seat: 8 }))).toMatchObject({
      code: 'TOO_EARLY_FOR_TIME',
      ruleRef: 'FSNP Art. 103',
    });
  });

  it('FSNP Art. 103: after two minutes time is called and the player has one minute', () => {
    const t = waiting().at(2);
    const ev = ofType(t.do({ type: 'CallTime', ...t.ref(), seat: 8 }), 'TimeCalled')[0].data;
    expect(ev).toMatchObject({ seat: 8, at: at(2), deadline: at(3) });
  });

  it('FSNP Art. 103(a): the floor may shorten the thinking time', () => {
    const t = waiting().at(0.5).as(FLOOR);
    const r = t.try({ type: 'CallTime', ...t.ref(), seat: 8 });
    expect(r.ok && r.events[0].ruleRef).toBe('FSNP Art. 103(a)');
  });

  it('FSNP Art. 103: time is called only on the player to act', () => {
    const t = waiting().at(3);
    expect(rejected(t.try({ type: 'CallTime', ...t.ref(), seat: 2 })).code).toBe('NOT_TO_ACT');
  });

  it('FSNP Art. 103: acting within the minute is accepted and clears the clock', () => {
    const t = waiting().at(2);
    t.do({ type: 'CallTime', ...t.ref(), seat: 8 });
    t.at(2.9).act(8, 'call');
    expect(t.hand.timeCalled).toBeNull();
  });

  it('FSNP Art. 103: when the minute runs out the action is refused and the hand is declared dead', () => {
    const t = waiting().at(2);
    t.do({ type: 'CallTime', ...t.ref(), seat: 8 });
    t.at(3.5);
    expect(rejected(t.tryAct(8, 'call')).code).toBe('TIME_EXPIRED');
    expect(rejected(t.at(2.5).try({ type: 'ExpireTime', ...t.ref(), seat: 8 })).code).toBe(
      'TIME_NOT_UP',
    );
    const ev = t.at(3.5).do({ type: 'ExpireTime', ...t.ref(), seat: 8 });
    expect(ofType(ev, 'HandDeclaredDead')[0].data).toMatchObject({ seat: 8, code: 'time-expired' });
    expect(ofType(ev, 'ActionRecorded')[0].data).toMatchObject({
      seat: 8,
      action: 'fold',
      auto: 'dead-hand',
    });
  });

  it('FSPR 7.1.7: under the FSPR ruleset the minute is followed by a ten-second countdown', () => {
    const t = new Table({ rulesetId: 'fspr' }).as(DEALER).at(0);
    t.start();
    t.post();
    const seat = t.hand.seats[t.hand.engine!.toAct];
    t.at(2);
    const ev = ofType(t.do({ type: 'CallTime', ...t.ref(), seat }), 'TimeCalled')[0].data;
    expect(Date.parse(ev.deadline) - Date.parse(ev.at)).toBe(70_000);
  });

  it('FSNP Art. 103: each action records its time, so decision times and the hand duration are known', () => {
    const t = waiting().at(1);
    const ev = ofType(t.act(8, 'fold'), 'ActionRecorded')[0].data;
    expect(ev.at).toBe(at(1));
    t.at(2).act(2, 'fold');
    t.at(4).act(5, 'fold');
    const done = ofType(t.at(5).complete(), 'HandCompleted')[0].data;
    expect(done.completedAt).toBe(at(5));
  });
});
