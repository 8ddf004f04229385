/**
 * Serving a penalty through real hands (FSPR 6.4.4, 7.1.2): the hand-play slice treats a player
 * serving as absent — forced bets posted from his stack, cards killed — and each completed hand
 * he was dealt into counts.
 */
import {
  isServingPenalty,
  penaltyHandsLeft,
} from '../../../src/aggregates/tournament/discipline/discipline';
import { DEALER, Table, ofType } from '../hands/support';
import { FLOOR, run } from './support';

function servingSeats(t: Table): number[] {
  const seats = t.state.tables[t.tableId].seats;
  return Object.keys(seats)
    .map(Number)
    .filter((s) => isServingPenalty(t.state, seats[s]));
}

describe('serving through the hand engine (FSPR 6.4.4, 7.1.2)', () => {
  it('FSPR 6.4.4: a player serving posts his forced bets, his hand is folded, and the hand counts', () => {
    const t = new Table({ rulesetId: 'fspr', currency: 'RUB' });
    const offender = t.playerAt(8);
    const [v] = run(t, FLOOR, {
      type: 'RecordViolation',
      playerId: offender,
      clause: '7.1.14',
      description: 'Asked the rail what to do.',
    });
    const violationId = (v.data as { violationId: string }).violationId;
    const [s] = run(t, FLOOR, {
      type: 'ImposeSanction',
      violationId,
      kind: 'missed-rounds',
      rounds: 1,
    });
    expect(s.data).toMatchObject({ playersAtTable: 4, hands: 4 });
    t.as(DEALER);
    t.start();
    expect(servingSeats(t)).toEqual([8]);
    const posted = t.post(servingSeats(t));
    expect(ofType(posted, 'ForcedBetsPosted')[0].data.absentSeats).toEqual([8]);
    const actions = [...posted, ...t.act(2, 'fold'), ...t.act(5, 'fold')];
    expect(ofType(actions, 'ActionRecorded').find((a) => a.data.seat === 8)?.data).toMatchObject({
      action: 'fold',
      auto: 'absent',
    });
    const rest = t.state.tables[t.tableId].handInProgress ? t.complete() : [];
    expect([...actions, ...rest].some((e) => e.type === 'HandCompleted')).toBe(true);
    expect(penaltyHandsLeft(t.state, offender)).toBe(3);
  });
});

describe('serving without the dealer naming him absent (FSPR 7.1.2 note, 6.4.4)', () => {
  it('FSPR 6.4.4: the dealer names nobody absent, yet the player serving has his forced bets posted and his hand killed', () => {
    const t = new Table({ rulesetId: 'fspr', currency: 'RUB' });
    const offender = t.playerAt(8);
    const [v] = run(t, FLOOR, {
      type: 'RecordViolation',
      playerId: offender,
      clause: '7.1.14',
      description: 'Asked the rail what to do.',
    });
    run(t, FLOOR, {
      type: 'ImposeSanction',
      violationId: (v.data as { violationId: string }).violationId,
      kind: 'missed-rounds',
      rounds: 1,
    });
    t.as(DEALER);
    t.start();
    const posted = t.post();
    expect(ofType(posted, 'ForcedBetsPosted')[0].data.absentSeats).toEqual([8]);
    expect(t.hand.dead[t.hand.seats.indexOf(8)]).toBe(true);
    expect(t.tryAct(8, 'call').ok).toBe(false);
    const actions = [...posted, ...t.act(2, 'fold'), ...t.act(5, 'fold')];
    expect(ofType(actions, 'ActionRecorded').find((a) => a.data.seat === 8)?.data).toMatchObject({
      action: 'fold',
    });
    if (t.state.tables[t.tableId].handInProgress) t.complete();
    expect(penaltyHandsLeft(t.state, offender)).toBe(3);
  });
});
