import { DEALER, FLOOR, Table, ofType, types } from './support';

/**
 * A button found on the wrong seat (FSNP Art. 51, 58, 95; LNSE II.36-38). The table: seats 2, 5,
 * 6, 8, the button belongs on 2 in hand 1 (small blind 5, big blind 6, seat 8 first to act); the
 * dealer had put it on seat 5.
 */
function afterSubstantialAction(rulesetId = 'fsnp'): Table {
  const t = new Table({ rulesetId }).as(DEALER);
  t.start();
  t.post();
  // Given every player has called or checked past the big blind and the flop is out ...
  t.act(8, 'call');
  t.act(2, 'call');
  t.act(5, 'call');
  t.act(6, 'check');
  t.board();
  return t;
}

/** The flop bet takes the pot; hand 1 completes. */
function finish(t: Table) {
  t.act(5, 'bet', 400);
  t.act(6, 'fold');
  t.act(8, 'fold');
  t.act(2, 'fold');
  t.complete();
}

const misplaced = (t: Table, seat: number) =>
  t.try({ type: 'RecordMisplacedButton', ...t.ref(), seat });

describe('a wrongly placed button (FSNP Art. 51)', () => {
  it('FSNP Art. 51: found after substantial action, the fact is recorded and the hand goes on', () => {
    const t = afterSubstantialAction().as(FLOOR);
    const r = misplaced(t, 5);
    expect(r.ok && types(r.events)).toEqual(['ButtonCorrected']);
    const ev = t.do({ type: 'RecordMisplacedButton', ...t.ref(), seat: 5 });
    expect(ofType(ev, 'ButtonCorrected')[0].data).toMatchObject({
      misplacedSeat: 5,
      buttonSeat: 2,
      foundAfterSubstantialAction: true,
      outcome: 'play-on',
      ruleRef: 'FSNP Art. 51, 58',
      official: { id: 'floor-1', role: 'floor' },
    });
    // The hand goes on: the flop action is taken as usual.
    expect(t.tryAct(5, 'check').ok).toBe(true);
  });

  it('FSNP Art. 51: for the next hand the button goes to its right seat, restoring the blind order (seat 5, not 6 as from the misplaced seat)', () => {
    const t = afterSubstantialAction().as(FLOOR);
    t.do({ type: 'RecordMisplacedButton', ...t.ref(), seat: 5 });
    finish(t);
    const plan = ofType(t.start(), 'HandPlanned')[0].data;
    expect(plan).toMatchObject({ buttonSeat: 5, smallBlindSeat: 6, bigBlindSeat: 8 });
  });

  it('LNSE II.37: under the LNSE ruleset (misplacedButton flipped) the button moves on clockwise from where it was, never back (seat 6)', () => {
    const t = afterSubstantialAction('lnse').as(FLOOR);
    const ev = t.do({ type: 'RecordMisplacedButton', ...t.ref(), seat: 5 });
    expect(ofType(ev, 'ButtonCorrected')[0].data.ruleRef).toBe('LNSE 123/13 II.36-38');
    finish(t);
    const plan = ofType(t.start(), 'HandPlanned')[0].data;
    expect(plan).toMatchObject({ buttonSeat: 6, smallBlindSeat: 8, bigBlindSeat: 2 });
  });

  it('FSNP Art. 58, 95: found before substantial action (play has not passed the big blind), the hand is cancelled and dealt again with the button on seat 2', () => {
    const t = new Table().as(DEALER);
    t.start();
    t.post();
    t.act(8, 'call');
    const ev = t.as(FLOOR).do({ type: 'RecordMisplacedButton', ...t.ref(), seat: 5 });
    expect(types(ev)).toEqual(['ButtonCorrected', 'HandVoided', 'HandCompleted']);
    expect(ofType(ev, 'ButtonCorrected')[0].data).toMatchObject({
      foundAfterSubstantialAction: false,
      outcome: 'hand-voided',
      nextHandFrom: null,
    });
    const again = ofType(t.start(), 'HandPlanned')[0].data;
    expect(again).toMatchObject({ buttonSeat: 2, smallBlindSeat: 5, bigBlindSeat: 6 });
  });

  it('FSNP Art. 51: the seat where the button belongs cannot be recorded as misplaced', () => {
    const t = afterSubstantialAction();
    const r = misplaced(t, 2);
    expect(!r.ok && r.rejection).toMatchObject({
      code: 'BUTTON_WAS_RIGHT',
      ruleRef: 'FSNP Art. 51, 58',
    });
    const r2 = misplaced(t, 10);
    expect(!r2.ok && r2.rejection).toMatchObject({ code: 'SEAT_NOT_FOUND' });
  });
});
