/**
 * Issue 18, item 5: a disputed hand is an event naming the official who heard it; a dispute
 * raised too late is refused, and the refusal is an event too (Club Rule 22, 36; LNSE II.112).
 */
import { FLOOR, Table, ofType } from './support';

// Hand 1: seats 5 (small blind), 6 (big blind), 8, 2 (button), folded to the big blind. Hand 2:
// button 5, blinds 6 and 8, seat 2 first to act.
function secondHand(rulesetId: string): Table {
  const t = new Table({ rulesetId }).as(FLOOR);
  t.start();
  t.post();
  t.act(8, 'fold');
  t.act(2, 'fold');
  t.act(5, 'fold');
  t.complete();
  t.start();
  return t;
}
const dispute = (t: Table, handNo = 1) =>
  ofType(
    t.do({
      type: 'DisputeHand',
      tournamentId: t.ref().tournamentId,
      tableId: t.tableId,
      handNo,
      seat: 5,
      description: 'Seat 5 says the pot was pushed before he folded.',
    }),
    'FloorRuling',
  )[0].data;

describe('disputed hands (Club Rule 22, 36; LNSE II.112)', () => {
  it('Club Rule 22: hand 1 is disputed before substantial action in hand 2: recorded with the floor who heard it', () => {
    const t = secondHand('club-tda');
    t.post();
    t.act(2, 'fold'); // hand 2 (button 5): one fold is no substantial action
    expect(dispute(t)).toMatchObject({
      handNo: 1,
      code: 'HAND_DISPUTED',
      ruleRef: 'Club Rule 22, 36',
      outcome: 'dispute-open',
      seat: 5,
      official: { id: 'floor-1', role: 'floor' },
    });
  });

  it('Club Rule 22, 36: after two calls in hand 2 (substantial action) the dispute is refused as too late, as an event', () => {
    const t = secondHand('club-tda');
    t.post();
    t.act(2, 'call');
    t.act(5, 'call');
    expect(dispute(t)).toMatchObject({
      code: 'DISPUTE_TIME_BARRED',
      outcome: 'dispute-refused-too-late',
      ruleRef: 'Club Rule 22, 36',
      official: { id: 'floor-1', role: 'floor' },
    });
  });

  it('Club Rule 36: three folds are substantial action too', () => {
    const t = secondHand('club-tda');
    t.post();
    t.act(2, 'fold');
    t.act(5, 'fold');
    t.act(6, 'fold');
    expect(dispute(t).code).toBe('DISPUTE_TIME_BARRED');
  });

  it('LNSE 123/13 II.112 (game.disputeWindow): once the next hand is dealt the dispute is too late', () => {
    const t = secondHand('lnse');
    expect(dispute(t)).toMatchObject({
      code: 'DISPUTE_TIME_BARRED',
      ruleRef: 'LNSE 123/13 II.112, I.87',
    });
  });

  it('LNSE 123/13 I.87: reported before the next deal the complaint is heard; once hand 2 is dealt it is recorded as late and changes nothing', () => {
    const t = new Table({ rulesetId: 'lnse' }).as(FLOOR);
    t.start();
    t.post();
    t.act(8, 'fold');
    t.act(2, 'fold');
    t.act(5, 'fold');
    t.complete();
    expect(dispute(t)).toMatchObject({ code: 'HAND_DISPUTED', outcome: 'dispute-open' });
    t.start();
    const stacks = JSON.stringify(t.state.entrants);
    expect(dispute(t)).toMatchObject({
      code: 'DISPUTE_TIME_BARRED',
      outcome: 'dispute-refused-too-late',
      ruleRef: 'LNSE 123/13 II.112, I.87',
    });
    expect(JSON.stringify(t.state.entrants)).toBe(stacks);
  });

  it('FSNP Art. 3 (game.disputeWindow null): no time bar: the officials hear it after substantial action', () => {
    const t = secondHand('fsnp');
    t.post();
    t.act(2, 'call');
    t.act(5, 'call');
    expect(dispute(t)).toMatchObject({ code: 'HAND_DISPUTED', ruleRef: 'FSNP Art. 3' });
  });
});
