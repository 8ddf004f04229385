import { DEALER, FLOOR, Table, ofType } from './support';

/**
 * The hand after a bust next to the blinds, through the real decider (FSNP Art. 48, 49, 57, 58).
 * The table: seats 2, 5, 6, 8, button 2, so hand 1 has the small blind on 5 and the big blind on 6.
 */
function bigBlindBustsInHandOne(): Table {
  // Given the big blind (seat 6) has exactly the big blind of level 1 (200) ...
  const t = new Table().stacks({ 6: 200 }).as(DEALER);
  t.start();
  t.post();
  // ... and is called by seat 8 while the others fold: the floor gives the pot to seat 8.
  t.act(8, 'call');
  t.act(2, 'fold');
  t.act(5, 'fold');
  t.board();
  t.board();
  t.board();
  t.as(FLOOR).do({ type: 'AwardPots', ...t.ref(), winners: [[8]] });
  t.complete();
  return t.as(DEALER);
}

describe('the hand after the big blind busts (FSNP Art. 48, 57)', () => {
  it('FSNP Art. 48, 57: the next hand has no small blind and the big blind moves on to seat 8', () => {
    const t = bigBlindBustsInHandOne();
    // Seat 8 won the big blind's 200 and the folded small blind's 100.
    expect(t.state.entrants[t.playerAt(8)].stack).toBe(t.state.config!.startingStack + 300);
    const plan = ofType(t.start(), 'HandPlanned')[0].data;
    expect(plan).toMatchObject({
      buttonSeat: 5,
      smallBlindSeat: 6,
      smallBlindDead: true,
      bigBlindSeat: 8,
    });
  });

  it('FSNP Art. 48, 57, 58; FSPR 6.3: the redeal of a misdealt hand keeps its dead small blind; the big blind stays on seat 8', () => {
    const t = bigBlindBustsInHandOne();
    t.start();
    t.post();
    t.do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'CARD_EXPOSED_IN_CUT' });
    // When the hand is dealt again, the positions are those of the misdealt hand: before the fix
    // the redeal started from the button alone and put the big blind on seat 2.
    const again = ofType(t.start(), 'HandPlanned')[0].data;
    expect(again).toMatchObject({
      buttonSeat: 5,
      smallBlindSeat: 6,
      smallBlindDead: true,
      bigBlindSeat: 8,
    });
  });
});
