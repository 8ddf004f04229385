/**
 * Issue 18, item 1: a live act is recorded as the dealer saw it (the word said, the chips pushed
 * by denomination) and the ruleset's consequence is applied and recorded with its citation. The
 * recorded action and amount are always what the hand applied.
 */
import type { RecordAction } from '../../../src/aggregates/tournament/hands/commands';
import { DEALER, FLOOR, Table, ofType } from './support';

// The seeded draw seats four at T1: seats 5 (small blind), 6 (big blind), 8, 2 (button); 100/200.
type Seen = Omit<RecordAction, 'type' | 'tournamentId' | 'tableId' | 'handNo'>;

function flop(rulesetId = 'fsnp', stacks: Record<number, number> = {}): Table {
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
const record = (t: Table, seen: Seen) => t.do({ type: 'RecordAction', ...t.ref(), ...seen });
const tryRecord = (t: Table, seen: Seen) => t.try({ type: 'RecordAction', ...t.ref(), ...seen });
const recorded = (t: Table, seen: Seen) => ofType(record(t, seen), 'ActionRecorded')[0].data;
const stackAt = (t: Table, seat: number) => t.hand.engine!.players[t.hand.seats.indexOf(seat)];

describe('bets as the dealer saw them, read by the ruleset (Club Rule 40-61; FSNP Art. 83-108)', () => {
  it('FSNP Art. 87: A bets 1,000, B pushes 1,600 (1,000 + 500 + 100): recorded as seen, completed to 2,000', () => {
    const t = flop();
    t.act(5, 'bet', 1000);
    const d = recorded(t, { seat: 6, chips: [1000, 500, 100] });
    expect(d).toMatchObject({
      seat: 6,
      action: 'raise',
      amount: 2000,
      seen: { chips: [1000, 500, 100] },
      ruling: { outcome: 'completed-to-minimum-raise', toComplete: 400 },
    });
    expect(d.ruling!.ruleRef).toContain('FSNP Art. 87');
    expect(stackAt(t, 6)).toMatchObject({ bet: 2000, stack: 14800 - 2000 });
  });

  it('FSNP Art. 87(a): B pushes 1,300 facing 1,000: a call, 300 back to his stack', () => {
    const t = flop();
    t.act(5, 'bet', 1000);
    const d = recorded(t, { seat: 6, chips: [1000, 100, 100, 100] });
    expect(d).toMatchObject({ action: 'call', amount: 1000, ruling: { returned: 300 } });
    expect(stackAt(t, 6)).toMatchObject({ bet: 1000, stack: 13800 });
  });

  it('FSNP Art. 90: ALL_IN where the betting is not reopened is recorded and applied as the same call', () => {
    // Seat 8 is all-in for 1,300 over a 1,000 bet (short): seat 5 already acted, so his ALL_IN is a call.
    const t = flop('fsnp', { 8: 1500 });
    t.act(5, 'bet', 1000);
    t.act(6, 'call');
    t.act(8, 'all-in');
    t.act(2, 'fold');
    const d = recorded(t, { seat: 5, action: 'all-in' });
    expect(d).toMatchObject({
      action: 'call',
      amount: 300,
      seen: { action: 'all-in' },
      ruling: { outcome: 'reduced-to-call', ruleRef: 'FSNP Art. 90; DECISION-6' },
    });
    // The stored event and the applied effect agree: 300 more went in, not 20,000.
    expect(stackAt(t, 5)).toMatchObject({ stack: 14800 - 1300 });
  });

  it('Club Rule 52: A bets 1,000, B says "raise 1,600" (below the 2,000 minimum): completed at once, so C who calls is brought up to the corrected 2,000', () => {
    // The record never holds the under-raise as allowed: the minimum applies when it is recorded,
    // so nobody acts on the short amount (the case Rule 52 corrects later cannot arise).
    const t = flop('club-tda');
    t.act(5, 'bet', 1000);
    const d = recorded(t, { seat: 6, action: 'raise', amount: 1600 });
    expect(d).toMatchObject({
      action: 'raise',
      amount: 2000,
      seen: { action: 'raise', amount: 1600 },
    });
    expect(d.ruling!.ruleRef).toMatch(/^Club Rule/);
    const behind = stackAt(t, 8).stack;
    expect(recorded(t, { seat: 8, action: 'call' })).toMatchObject({
      action: 'call',
      amount: 2000,
    });
    expect(stackAt(t, 8)).toMatchObject({ bet: 2000, stack: behind - 2000 });
  });

  it('Club Rule 47: the same ALL_IN under the club ruleset cites the club rule', () => {
    const t = flop('club-tda', { 8: 1500 });
    t.act(5, 'bet', 1000);
    t.act(6, 'call');
    t.act(8, 'all-in');
    t.act(2, 'fold');
    expect(recorded(t, { seat: 5, action: 'all-in' }).ruling).toMatchObject({
      outcome: 'reduced-to-call',
      ruleRef: 'Club Rule 47; DECISION-6',
    });
  });

  it('Club Rule 44: a single 5,000 chip facing a 1,000 bet, nothing said, is a call', () => {
    const t = flop('club-tda');
    t.act(5, 'bet', 1000);
    expect(recorded(t, { seat: 6, chips: [5000] })).toMatchObject({
      action: 'call',
      amount: 1000,
      ruling: { outcome: 'single-chip-call', ruleRef: 'Club Rule 41, 44', returned: 4000 },
    });
  });

  it('Club Rule 61: facing 1,100, a 5,000 chip and a 100 chip without saying "call" is a raise to 5,100', () => {
    const t = flop('club-tda');
    t.act(5, 'bet', 1100);
    expect(recorded(t, { seat: 6, chips: [5000, 100] })).toMatchObject({
      action: 'raise',
      amount: 5100,
      seen: { chips: [5000, 100] },
    });
  });

  it('Club Rule 55: "call" with no bet in front of him is recorded as said and treated as a check', () => {
    const t = flop('club-tda');
    expect(recorded(t, { seat: 5, action: 'call' })).toMatchObject({
      action: 'check',
      amount: 0,
      seen: { action: 'call' },
      ruling: { outcome: 'treated-as-check', ruleRef: 'Club Rule 55' },
    });
    expect(t.hand.engine!.toAct).toBe(t.hand.seats.indexOf(6));
  });

  it('Club Rule 55: "check" facing a bet is recorded; he may then call or fold but not raise', () => {
    const t = flop('club-tda');
    t.act(5, 'bet', 1000);
    const ruling = ofType(record(t, { seat: 6, action: 'check' }), 'FloorRuling')[0].data;
    expect(ruling).toMatchObject({
      code: 'INVALID_DECLARATION',
      ruleRef: 'Club Rule 55',
      outcome: 'call-or-fold-this-turn',
      seat: 6,
    });
    const r = tryRecord(t, { seat: 6, action: 'raise', amount: 3000 });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.rejection).toMatchObject({ code: 'RESTRICTED_TO_CALL', ruleRef: 'Club Rule 55' });
    expect(recorded(t, { seat: 6, action: 'call' })).toMatchObject({
      action: 'call',
      amount: 1000,
    });
    expect(t.hand.onlyCall[t.hand.seats.indexOf(6)]).toBeNull();
  });

  it('Club Rule 51: 500 pushed facing 1,000 is completed to the call', () => {
    const t = flop('club-tda');
    t.act(5, 'bet', 1000);
    expect(recorded(t, { seat: 6, chips: [500] })).toMatchObject({
      action: 'call',
      amount: 1000,
      ruling: { outcome: 'completed-to-call', ruleRef: 'Club Rule 51', toComplete: 500 },
    });
  });

  it('Club Rule 51: the floor lets the undercaller fold; the 500 he pushed stays in the pot', () => {
    const t = flop('club-tda');
    t.act(5, 'bet', 1000);
    t.as(DEALER);
    const byDealer = tryRecord(t, { seat: 6, chips: [500], allowFold: true });
    expect(byDealer.ok).toBe(false);
    if (!byDealer.ok) expect(byDealer.rejection.code).toBe('JUDGE_REQUIRED');
    t.as(FLOOR);
    expect(recorded(t, { seat: 6, chips: [500], allowFold: true })).toMatchObject({
      action: 'fold',
      amount: 500,
      ruling: { outcome: 'folded-chips-forfeited', ruleRef: 'Club Rule 51' },
    });
    expect(stackAt(t, 6)).toMatchObject({ folded: true, stack: 19800 - 500 });
  });

  it('FSNP Art. 88 (actReading.undercall): under FSNP the undercall must be completed; a fold is refused', () => {
    const t = flop('fsnp');
    t.act(5, 'bet', 1000);
    t.as(FLOOR);
    const r = tryRecord(t, { seat: 6, chips: [500], allowFold: true });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.rejection).toMatchObject({
        code: 'UNDERCALL_MUST_COMPLETE',
        ruleRef: 'FSNP Art. 88',
      });
  });

  it('FSNP Art. 94 vs Club Rule 40: "raise to 3,000" said after two 1,000 chips went in', () => {
    const seen: Seen = {
      seat: 6,
      action: 'raise',
      amount: 3000,
      chips: [1000, 1000],
      first: 'chips',
    };
    const fsnp = flop('fsnp');
    fsnp.act(5, 'bet', 1000);
    expect(recorded(fsnp, seen)).toMatchObject({
      action: 'raise',
      amount: 3000,
      ruling: { outcome: 'word-binds', ruleRef: 'FSNP Art. 89(a), 94', toComplete: 1000 },
    });
    const club = flop('club-tda');
    club.act(5, 'bet', 1000);
    expect(recorded(club, seen)).toMatchObject({
      action: 'raise',
      amount: 2000,
      ruling: { outcome: 'chips-first-bind', ruleRef: 'Club Rule 40' },
    });
  });

  it('LNSE 123/13 II.73, II.79: "raise to 3,000" said after two 1,000 chips went in: the words bind, the raise is completed', () => {
    const t = flop('lnse');
    t.act(5, 'bet', 1000);
    expect(
      recorded(t, { seat: 6, action: 'raise', amount: 3000, chips: [1000, 1000], first: 'chips' }),
    ).toMatchObject({
      action: 'raise',
      amount: 3000,
      ruling: { outcome: 'word-binds', ruleRef: 'LNSE 123/13 II.73, II.79', toComplete: 1000 },
    });
  });

  it('LNSE 123/13 II.96: 500 pushed facing a bet of 1,000 binds as a call at the correct amount: it is made up', () => {
    const t = flop('lnse');
    t.act(5, 'bet', 1000);
    t.as(FLOOR);
    expect(recorded(t, { seat: 6, chips: [500] })).toMatchObject({
      action: 'call',
      amount: 1000,
      ruling: {
        outcome: 'completed-to-call',
        ruleRef: 'LNSE 123/13 II.78, II.96',
        toComplete: 500,
      },
    });
    const other = flop('lnse');
    other.act(5, 'bet', 1000);
    other.as(FLOOR);
    const r = tryRecord(other, { seat: 6, chips: [500], allowFold: true });
    if (r.ok) throw new Error('the floor let the undercaller fold');
    expect(r.rejection).toMatchObject({
      code: 'UNDERCALL_MUST_COMPLETE',
      ruleRef: 'LNSE 123/13 II.78, II.96',
    });
  });

  it('FSNP Art. 83: a bet once made stands: the player cannot act again to take it back', () => {
    const t = flop();
    t.act(5, 'bet', 1000);
    const r = tryRecord(t, { seat: 5, action: 'check' });
    expect(r.ok).toBe(false);
    expect(stackAt(t, 5).bet).toBe(1000);
  });

  it('Club Rule 59: "call" said before the bettor named his amount binds him to the amount then bet', () => {
    const t = flop('club-tda');
    const held = record(t, { seat: 6, action: 'call', outOfTurn: 'verbal', premature: true });
    expect(ofType(held, 'OutOfTurnActionHeld')[0]).toMatchObject({
      data: { seat: 6, action: 'call', premature: true },
      ruleRef: 'Club Rule 59',
    });
    const after = ofType(record(t, { seat: 5, action: 'bet', amount: 3000 }), 'ActionRecorded');
    expect(after[1].data).toMatchObject({
      seat: 6,
      action: 'call',
      amount: 3000,
      outOfTurn: { outcome: 'binding', ruleRef: 'Club Rule 59' },
    });
  });

  it('FSNP Art. 96 (actReading.prematureCall): under FSNP the same premature call is released by the bet', () => {
    const t = flop('fsnp');
    record(t, { seat: 6, action: 'call', outOfTurn: 'verbal', premature: true });
    const ev = record(t, { seat: 5, action: 'bet', amount: 3000 });
    expect(ofType(ev, 'FloorRuling')[0].data).toMatchObject({
      code: 'OUT_OF_TURN',
      outcome: 'options-restored',
      ruleRef: 'FSNP Art. 96(d)',
    });
  });

  it('a chip that is not in play cannot have been pushed: refused, nothing recorded', () => {
    const t = flop();
    t.act(5, 'bet', 1000);
    const r = tryRecord(t, { seat: 6, chips: [1000, 333] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.code).toBe('CHIP_NOT_IN_PLAY');
  });
});

describe('action out of turn: the penalty the ruleset requires', () => {
  const oot = (rulesetId: string) => {
    const t = new Table({ rulesetId }).as(DEALER);
    t.start();
    t.post();
    return { t, held: ofType(t.act(2, 'fold', undefined, 'physical'), 'OutOfTurnActionHeld')[0] };
  };

  it('Club Rule 53: every action out of turn is penalised: the penalty is due, and the hand cannot be completed until the floor records it', () => {
    const { t, held } = oot('club-tda');
    expect(held.data.penaltyDue).toEqual({ clause: 'Rule 53', ruleRef: 'Club Rule 53' });
    t.act(8, 'fold'); // the skipped player acts; seat 2's fold out of turn binds (Club Rule 53)
    t.act(5, 'fold');
    const r = t.try({ type: 'CompleteHand', ...t.ref() });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection).toMatchObject({ code: 'PENALTY_DUE', ruleRef: 'Club Rule 53' });
    t.as(FLOOR).do({
      type: 'RecordViolation',
      tournamentId: t.ref().tournamentId,
      playerId: t.playerAt(2),
      clause: 'Rule 53',
      tableId: t.tableId,
      handNo: t.handNo,
      description: 'Folded before the player under the gun acted.',
    });
    expect(t.try({ type: 'CompleteHand', ...t.ref() }).ok).toBe(true);
  });

  it('FSNP Art. 96 (actReading.outOfTurnPenalty): only a deliberate act out of turn is penalised: nothing is due', () => {
    const { t, held } = oot('fsnp');
    expect(held.data.penaltyDue).toBeUndefined();
    t.act(8, 'fold');
    t.act(5, 'fold');
    expect(t.try({ type: 'CompleteHand', ...t.ref() }).ok).toBe(true);
  });
});
