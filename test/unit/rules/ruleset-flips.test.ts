/**
 * Each ruleset parameter applied: the same facts under two rulesets whose parameter differs give
 * different rulings, each citing the ruleset in force (issue 18). The list of which test proves
 * which parameter is test/unit/rules/parameter-flips.test.ts.
 */
import { raceAt } from '../../../src/aggregates/tournament/chips/chips';
import { seeded } from '../../support/given';
import { DEALER, FLOOR, Table, ofType, types } from '../hands/support';

const rejected = (r: ReturnType<Table['try']>) => {
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(r.events)}`);
  return r.rejection;
};
/** Posted, nobody has acted: seat 8 first to act, then 2, 5 (SB), 6 (BB). */
function dealt(rulesetId: string, actor = DEALER): Table {
  const t = new Table({ rulesetId }).as(actor).at(0);
  t.start();
  t.post();
  return t;
}

describe('chipRace.raceChips: raced chips rounded down (Club Rule 24C) or half up (DECISION-8)', () => {
  // Odd 25 chips worth 150 in all, raced for 100 chips: 1.5 chips.
  const holders = [
    { seat: 1, stack: 1025 },
    { seat: 2, stack: 1050 },
    { seat: 3, stack: 1075 },
  ];
  it('Club Rule 24C: 150 of odd value races one 100 chip; the other 50 leave play', () => {
    const r = raceAt('T1', holders, 25, 100, seeded(3), 'down');
    expect(r.table.chipsRaced).toBe(1);
    expect(r.results.reduce((a, x) => a + x.after - x.before, 0)).toBe(-50);
  });
  it('FSNP Art. 40 (note 1); DECISION-8: the same 150 races two 100 chips (half up)', () => {
    const r = raceAt('T1', holders, 25, 100, seeded(3), 'half-up');
    expect(r.table.chipsRaced).toBe(2);
  });
});

describe('deal.misdealUntil: when a misdeal may still be declared', () => {
  it('Club Rule 35, 36: after a fold and a call (no substantial action) a misdeal is still declared, citing the club', () => {
    const t = dealt('club-tda', FLOOR);
    t.act(8, 'fold');
    t.act(2, 'call');
    const ev = t.do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'DEALT_OUT_OF_ORDER' });
    expect(types(ev)).toEqual(['FloorRuling', 'HandVoided', 'HandCompleted']);
    expect(ofType(ev, 'FloorRuling')[0].data).toMatchObject({
      outcome: 'misdeal',
      ruleRef: 'Club Rule 35, 36',
    });
  });
  it('Club Rule 36: two consecutive calls are substantial action: the misdeal is refused citing Club Rule 35, 36', () => {
    const t = dealt('club-tda', FLOOR);
    t.act(8, 'call');
    t.act(2, 'call');
    expect(
      rejected(
        t.try({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'DEALT_OUT_OF_ORDER' }),
      ),
    ).toMatchObject({ code: 'PROCEDURE_NOT_APPLICABLE', ruleRef: 'Club Rule 35, 36' });
  });
  it('Club Rule 36: any three actions are substantial action', () => {
    const t = dealt('club-tda', FLOOR);
    t.act(8, 'fold');
    t.act(2, 'fold');
    t.act(5, 'call');
    expect(
      rejected(
        t.try({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'DEALT_OUT_OF_ORDER' }),
      ).code,
    ).toBe('PROCEDURE_NOT_APPLICABLE');
  });
  it('FSPR 6.3.3: the same fold and call under FSPR: the first betting round has begun, no misdeal (the flip)', () => {
    const t = dealt('fspr', FLOOR);
    t.act(8, 'fold');
    t.act(2, 'call');
    expect(
      rejected(
        t.try({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'DEALT_OUT_OF_ORDER' }),
      ),
    ).toMatchObject({ code: 'PROCEDURE_NOT_APPLICABLE', ruleRef: 'FSPR 6.3.3' });
  });
  it('FSNP Art. 95: before the big blind acts the hand is void; once he has acted it is not', () => {
    const t = dealt('fsnp', FLOOR);
    t.act(8, 'call');
    t.act(2, 'call');
    t.act(5, 'call');
    const before = t.try({
      type: 'RecordIrregularity',
      ...t.ref(),
      irregularity: 'DEALT_OUT_OF_ORDER',
    });
    expect(before.ok && before.events[0].ruleRef).toBe('FSNP Art. 95');
    t.act(6, 'check');
    expect(
      rejected(
        t.try({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'DEALT_OUT_OF_ORDER' }),
      ),
    ).toMatchObject({ code: 'PROCEDURE_NOT_APPLICABLE', ruleRef: 'FSNP Art. 95' });
  });
});

describe('deal.misdealDeclaredBy: who may declare a misdeal', () => {
  it('Club Rule 1, 35: the dealer calls the floor; a dealer alone cannot declare the misdeal', () => {
    const t = dealt('club-tda');
    expect(
      rejected(
        t.try({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'DEALT_OUT_OF_ORDER' }),
      ),
    ).toMatchObject({ code: 'MISDEAL_NOT_YOURS_TO_DECLARE', ruleRef: 'Club Rule 1, 35' });
  });
  it('FSPR 6.3: the dealer may declare a misdeal (the flip)', () => {
    const t = dealt('fspr');
    expect(
      t.try({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'DEALT_OUT_OF_ORDER' }).ok,
    ).toBe(true);
  });
});

describe('a misdeal is redealt at the same level (Club Rule 23, 35)', () => {
  it('Club Rule 23, 35: misdealt in level 1, redealt after the clock reached level 2: the redeal keeps 100/200; the next hand takes 200/400', () => {
    const t = new Table({ rulesetId: 'club-tda' }).as(FLOOR).at(19);
    t.start();
    t.post();
    expect(t.hand.plan.bigBlind).toBe(200);
    t.at(21).do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'DEALT_OUT_OF_ORDER' });
    const redeal = ofType(t.start(), 'HandPlanned')[0].data;
    expect([redeal.level, redeal.smallBlind, redeal.bigBlind]).toEqual([1, 100, 200]);
    t.post();
    t.act(8, 'fold');
    t.act(2, 'fold');
    t.act(5, 'fold');
    t.complete();
    const next = ofType(t.start(), 'HandPlanned')[0].data;
    expect([next.level, next.bigBlind]).toEqual([2, 400]);
  });
});

describe('game.outOfTurn at the table: the club releases a changed out-of-turn raise', () => {
  // Catalog FSNP Art. 100 example (blinds 100/200): A (seat 8) bets 600, B (seat 2) is skipped,
  // C (seat 5) puts in 2,000; B raises to 3,000.
  const art100 = (rulesetId: string) => {
    const t = dealt(rulesetId);
    t.act(8, 'raise', 600);
    t.act(5, 'raise', 2000, 'physical');
    return t;
  };
  it('Club Rule 53: the action changed, so C may reconsider with every option open and re-raise', () => {
    const t = art100('club-tda');
    const ruling = ofType(t.act(2, 'raise', 3000), 'FloorRuling')[0].data;
    expect(ruling).toMatchObject({ seat: 5, outcome: 'options-restored', ruleRef: 'Club Rule 53' });
    expect(t.tryAct(5, 'raise', 6000).ok).toBe(true);
  });
  it('FSNP Art. 100(b): the same hand under FSNP: C may only call or fold (the flip)', () => {
    const t = art100('fsnp');
    const ruling = ofType(t.act(2, 'raise', 3000), 'FloorRuling')[0].data;
    expect(ruling).toMatchObject({ outcome: 'call-or-fold', ruleRef: 'FSNP Art. 100(b)' });
    expect(rejected(t.tryAct(5, 'raise', 6000)).code).toBe('RESTRICTED_TO_CALL');
  });
});

describe('game.timeCall: the wait before time may be called', () => {
  it('FSNP Art. 103: a dealer cannot call time before two minutes', () => {
    const t = dealt('fsnp').at(1);
    expect(rejected(t.try({ type: 'CallTime', ...t.ref(), seat: 8 })).code).toBe(
      'TOO_EARLY_FOR_TIME',
    );
  });
  it('Club Rule 29: the club sets no minimum wait; time called after one minute runs 25 + 5 seconds', () => {
    const t = dealt('club-tda').at(1);
    const ev = ofType(t.do({ type: 'CallTime', ...t.ref(), seat: 8 }), 'TimeCalled')[0];
    expect(ev.ruleRef).toBe('Club Rule 29');
    expect(Date.parse(ev.data.countdownAt!) - Date.parse(ev.data.at)).toBe(25_000);
    expect(Date.parse(ev.data.deadline) - Date.parse(ev.data.at)).toBe(30_000);
  });
});

describe('game.headsUpExposure: the opponent chooses after a heads-up deliberate exposure (FSPR 7.1.6 note 2)', () => {
  /** Seat 8 raises to 600, seats 2 and 5 fold: seat 8 and the big blind (6) are left. */
  const headsUp = (rulesetId: string) => {
    const t = dealt(rulesetId);
    t.act(8, 'raise', 600);
    t.act(2, 'fold');
    t.act(5, 'fold');
    return t.as(FLOOR);
  };
  const expose = (t: Table) =>
    t.do({
      type: 'RecordIrregularity',
      ...t.ref(),
      irregularity: 'PLAYER_EXPOSED_CARDS',
      seat: 8,
      intentional: true,
    });

  it('FSPR 7.1.6 (note 2): two players left: the hand is not killed and play waits for the opponent', () => {
    const t = headsUp('fspr');
    const ev = expose(t);
    expect(types(ev)).toEqual(['FloorRuling']);
    expect(ev[0].data).toMatchObject({
      outcome: 'heads-up-election',
      ruleRef: 'FSPR 7.1.6 (note 2)',
    });
    expect(rejected(t.tryAct(6, 'call'))).toMatchObject({
      code: 'EXPOSURE_ELECTION_PENDING',
      ruleRef: 'FSPR 7.1.6 (note 2)',
    });
  });

  it('FSPR 7.1.6 (note 2): the choice is the opponent’s; he takes back his uncalled bet and play goes on', () => {
    const t = headsUp('fspr');
    expose(t);
    t.as(DEALER);
    expect(
      rejected(
        t.try({ type: 'ChooseExposureOption', ...t.ref(), seat: 8, option: 'bet-as-all-in' }),
      ).code,
    ).toBe('NOT_THE_OPPONENT');
    const ev = t.do({
      type: 'ChooseExposureOption',
      ...t.ref(),
      seat: 6,
      option: 'withdraw-uncalled',
    });
    expect(types(ev)).toEqual(['ExposureOptionChosen']);
    expect(ev[0].data).toMatchObject({ seat: 6, exposerSeat: 8, chosenBy: 'player' });
    expect(t.act(6, 'call')).toHaveLength(1);
  });

  it('FSPR 7.1.6 (note 2): his bet treated as all-in: no further betting by him this hand', () => {
    const t = headsUp('fspr');
    expose(t);
    t.as(DEALER).do({ type: 'ChooseExposureOption', ...t.ref(), seat: 6, option: 'bet-as-all-in' });
    expect(rejected(t.tryAct(6, 'raise', 2000)).code).toBe('RESTRICTED_TO_CALL');
  });

  it('FSPR 7.1.6 (notes 1, 2): nobody chooses: the default, the general rules, folds the exposer’s cards', () => {
    const t = headsUp('fspr');
    expose(t);
    const ev = t.as(DEALER).do({ type: 'ChooseExposureOption', ...t.ref(), seat: 6 });
    expect(ev[0].data).toMatchObject({ option: 'general-rules', chosenBy: 'default' });
    expect(ofType(ev, 'HandDeclaredDead')[0].data).toMatchObject({ seat: 8 });
  });

  it('FSNP Art. 119: the same heads-up exposure under FSNP kills the hand at once (the flip)', () => {
    const t = headsUp('fsnp');
    const ev = expose(t);
    expect(ofType(ev, 'FloorRuling')[0].data).toMatchObject({
      outcome: 'kill-hand',
      ruleRef: 'FSNP Art. 119',
    });
    expect(ofType(ev, 'HandDeclaredDead')).toHaveLength(1);
  });
});
