/**
 * Issue 18: each `game.*` parameter of the hand group is read from the ruleset in force. Every
 * test here plays the same hand twice through the real decider, once with the ruleset as it is
 * and once with one parameter flipped (test/support/flip-parameter.ts), and sees the ruling
 * change with the parameter's own citation.
 */
import type { RecordAction } from '../../../src/aggregates/tournament/hands/commands';
import type { RulesetId } from '../../../src/rules/types';
import { flipParameter } from '../../support/flip-parameter';
import { DEALER, Table, ofType } from './support';

// The seeded draw seats four at T1: seats 5 (small blind), 6 (big blind), 8, 2 (button); 100/200.
type Seen = Omit<RecordAction, 'type' | 'tournamentId' | 'tableId' | 'handNo'>;

function flop(rulesetId: RulesetId, stacks: Record<number, number> = {}): Table {
  const t = new Table({ rulesetId });
  if (Object.keys(stacks).length) t.stacks(stacks);
  t.as(DEALER);
  t.start();
  t.post();
  t.act(8, 'call');
  t.act(2, 'call');
  t.act(5, 'call');
  t.act(6, 'check');
  t.board();
  return t;
}
const recorded = (t: Table, seen: Seen) =>
  ofType(t.do({ type: 'RecordAction', ...t.ref(), ...seen }), 'ActionRecorded')[0].data;
const engineAt = (t: Table, seat: number) => t.hand.engine!.players[t.hand.seats.indexOf(seat)];

describe('game.actReading.checkFacingBet', () => {
  const checkFacing1000 = (rulesetId: RulesetId) => {
    const t = flop(rulesetId);
    t.act(5, 'bet', 1000);
    return t.try({ type: 'RecordAction', ...t.ref(), seat: 6, action: 'check' });
  };

  it('Club Rule 55: "check" facing a 1,000 bet is recorded; he may then only call or fold', () => {
    const r = checkFacing1000('club-tda');
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(ofType(r.events, 'FloorRuling')[0].data).toMatchObject({
        ruleRef: 'Club Rule 55',
        outcome: 'call-or-fold-this-turn',
        seat: 6,
      });
  });

  it('Club Rule 55 (actReading.checkFacingBet flipped to refused): the same "check" is refused, citing the club rule', () => {
    const r = flipParameter('club-tda', 'game.actReading.checkFacingBet', 'refused', () =>
      checkFacing1000('club-tda'),
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection).toMatchObject({ code: 'CANNOT_CHECK', ruleRef: 'Club Rule 55' });
  });
});

describe('game.underRaise.completeAtLeast', () => {
  const push1600 = (rulesetId: RulesetId) => {
    const t = flop(rulesetId);
    t.act(5, 'bet', 1000);
    return { t, d: recorded(t, { seat: 6, chips: [1000, 500, 100] }) };
  };

  it('FSNP Art. 87; DECISION-6: A bets 1,000, B pushes 1,600: at least half a raise, completed to 2,000', () => {
    const { t, d } = push1600('fsnp');
    expect(d).toMatchObject({
      action: 'raise',
      amount: 2000,
      ruling: { outcome: 'completed-to-minimum-raise', ruleRef: 'FSNP Art. 87; DECISION-6' },
    });
    expect(engineAt(t, 6).bet).toBe(2000);
  });

  it('FSNP Art. 87 (underRaise.completeAtLeast flipped to the whole increment): the same 1,600 is a call, 600 back', () => {
    const { t, d } = flipParameter(
      'fsnp',
      'game.underRaise.completeAtLeast',
      { num: 1, den: 1 },
      () => push1600('fsnp'),
    );
    expect(d).toMatchObject({
      action: 'call',
      amount: 1000,
      ruling: { outcome: 'reduced-to-call', ruleRef: 'FSNP Art. 87; DECISION-6', returned: 600 },
    });
    expect(engineAt(t, 6).bet).toBe(1000);
  });
});

describe('game.underRaise.shortAllInReopens', () => {
  // Seat 8 is all-in for 1,300 over a 1,000 bet (short by 700): seat 5 bet and has acted.
  const shortAllIn = (rulesetId: RulesetId) => {
    const t = flop(rulesetId, { 8: 1500 });
    t.act(5, 'bet', 1000);
    t.act(6, 'call');
    t.act(8, 'all-in');
    t.act(2, 'fold');
    return { t, d: recorded(t, { seat: 5, action: 'all-in' }) };
  };

  it('FSNP Art. 90: a short all-in does not reopen the betting: seat 5\u2019s ALL_IN is a call of 300', () => {
    const { d } = shortAllIn('fsnp');
    expect(d).toMatchObject({
      action: 'call',
      amount: 300,
      ruling: { outcome: 'reduced-to-call', ruleRef: 'FSNP Art. 90; DECISION-6' },
    });
  });

  it('FSNP Art. 90 (underRaise.shortAllInReopens flipped): the short all-in reopens the betting: seat 5 moves all-in', () => {
    const { t, d } = flipParameter('fsnp', 'game.underRaise.shortAllInReopens', true, () =>
      shortAllIn('fsnp'),
    );
    expect(d.action).toBe('all-in');
    expect(d.ruling ?? null).toBeNull();
    expect(engineAt(t, 5).stack).toBe(0);
  });
});

describe('game.underRaise.cumulativeShortAllInsReopen', () => {
  // On the flop seat 5 bets 1,000 and seat 6 calls; seat 8 is all-in for 1,500 (short by 500),
  // seat 2 all-in for 2,000 (short by 500 again): together a full 1,000 raise over seat 5's bet.
  const twoShortAllIns = (rulesetId: RulesetId) => {
    const t = flop(rulesetId, { 8: 1700, 2: 2200 });
    t.act(5, 'bet', 1000);
    t.act(6, 'call');
    t.act(8, 'all-in');
    t.act(2, 'all-in');
    return { t, d: recorded(t, { seat: 5, action: 'all-in' }) };
  };

  it('Club Rule 47 (open 4): two short all-ins that add up to a full raise reopen the betting: seat 5 may raise', () => {
    const { t, d } = twoShortAllIns('club-tda');
    expect(d.action).toBe('all-in');
    expect(d.ruling ?? null).toBeNull();
    expect(engineAt(t, 5).stack).toBe(0);
  });

  it('Club Rule 47 (underRaise.cumulativeShortAllInsReopen flipped): only a single full raise reopens: seat 5 may only call the 2,000', () => {
    const { t, d } = flipParameter(
      'club-tda',
      'game.underRaise.cumulativeShortAllInsReopen',
      false,
      () => twoShortAllIns('club-tda'),
    );
    expect(d).toMatchObject({
      action: 'call',
      amount: 1000,
      ruling: { outcome: 'reduced-to-call', ruleRef: 'Club Rule 47; DECISION-6' },
    });
    expect(engineAt(t, 5).bet).toBe(2000);
  });
});

describe('game.anteFormat', () => {
  const levels = [{ level: 1, smallBlind: 100, bigBlind: 200, ante: 200, durationMinutes: 20 }];
  const antes = (rulesetId: RulesetId) => {
    const t = new Table({ rulesetId, levels });
    t.as(DEALER);
    t.start();
    const posted = ofType(t.post(), 'ForcedBetsPosted')[0].data;
    return posted.posts.filter((p) => p.kind === 'ante').map((p) => [p.seat, p.amount]);
  };

  it('Club Rule 72: only the big blind (seat 6) posts the ante, 200', () => {
    expect(antes('club-tda')).toEqual([[6, 200]]);
  });

  it('Club Rule 72 (game.anteFormat flipped to every-player): each of the four posts the 200 ante', () => {
    const posted = flipParameter('club-tda', 'game.anteFormat', 'every-player', () =>
      antes('club-tda'),
    );
    expect(posted).toEqual([
      [5, 200],
      [6, 200],
      [8, 200],
      [2, 200],
    ]);
  });
});

describe('game.bettingStructure', () => {
  // Pre-flop, 100/200: the pot is 300 and seat 8 faces 200; pot-limit allows a raise to 700.
  const raiseTo = (rulesetId: RulesetId, to: number) => {
    const t = new Table({ rulesetId });
    t.as(DEALER);
    t.start();
    t.post();
    return t.tryAct(8, 'raise', to);
  };

  it('FSNP Art. 85: no-limit: seat 8 raises to 1,000 pre-flop', () => {
    expect(raiseTo('fsnp', 1000).ok).toBe(true);
  });

  it('FSNP Art. 86 (game.bettingStructure flipped to pot-limit): the raise to 1,000 is over the pot; 700 is the most', () => {
    flipParameter('fsnp', 'game.bettingStructure', 'pot-limit', () => {
      const over = raiseTo('fsnp', 1000);
      expect(over.ok).toBe(false);
      if (!over.ok) expect(over.rejection.message).toContain('700');
      expect(raiseTo('fsnp', 700).ok).toBe(true);
    });
  });
});
