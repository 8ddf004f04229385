import { T } from '../../support/tournament-fixtures';
import { DEALER, FLOOR, Table, ofType, types } from './support';

// The seeded draw seats four players at T1 on seats 2, 5, 6, 8; the button is drawn on seat 2.
describe('hand lifecycle: start, forced bets, actions validated by the engine', () => {
  it('FSNP Art. 46: the first hand keeps the drawn button; small blind and big blind follow clockwise', () => {
    const t = new Table();
    const planned = ofType(t.start(), 'HandPlanned')[0];
    expect(planned.data).toMatchObject({
      buttonSeat: 2,
      smallBlindSeat: 5,
      bigBlindSeat: 6,
      smallBlind: 100,
      bigBlind: 200,
    });
    expect(planned.data.dealtIn.map((d) => d.seat)).toEqual([5, 6, 8, 2]);
  });

  it('FSNP Art. 58; TDA Rule 32: the big blind moves to the next player each hand', () => {
    const t = new Table().as(DEALER);
    t.start();
    t.post();
    t.act(8, 'fold');
    t.act(2, 'fold');
    t.act(5, 'fold');
    t.complete();
    const second = ofType(t.start(), 'HandPlanned')[0].data;
    expect(second).toMatchObject({ buttonSeat: 5, smallBlindSeat: 6, bigBlindSeat: 8 });
  });

  it('FSNP Art. 61: a second hand cannot start at a table while one is in progress', () => {
    const t = new Table();
    t.start();
    const r = t.try({ type: 'StartHand', tournamentId: T, tableId: t.tableId });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.rejection).toMatchObject({
        code: 'HAND_IN_PROGRESS',
        ruleRef: expect.stringContaining('FSNP Art. 61'),
      });
  });

  it('FSNP Art. 52-53: no action is recorded before the blinds are posted', () => {
    const t = new Table();
    t.start();
    const r = t.tryAct(8, 'call');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.code).toBe('FORCED_BETS_NOT_POSTED');
  });

  it('FSNP Art. 56: antes are posted by every player dealt in, then the blinds', () => {
    const t = new Table({
      levels: [{ level: 1, smallBlind: 100, bigBlind: 200, ante: 25, durationMinutes: 20 }],
    });
    t.start();
    const posted = ofType(t.post(), 'ForcedBetsPosted')[0].data;
    expect(posted.posts.filter((p) => p.kind === 'ante').map((p) => [p.seat, p.amount])).toEqual([
      [5, 25],
      [6, 25],
      [8, 25],
      [2, 25],
    ]);
    expect(posted.posts.filter((p) => p.kind !== 'ante')).toEqual([
      { seat: 5, kind: 'small-blind', amount: 100, allIn: false },
      { seat: 6, kind: 'big-blind', amount: 200, allIn: false },
    ]);
  });

  it('FSNP Art. 59; FSPR 6.4.4: an absent player posts his big blind from his stack and his hand is folded when his turn comes', () => {
    const t = new Table().as(DEALER);
    t.start();
    const posted = t.post([6]);
    expect(ofType(posted, 'ForcedBetsPosted')[0].data.posts).toContainEqual({
      seat: 6,
      kind: 'big-blind',
      amount: 200,
      allIn: false,
    });
    t.act(8, 'call');
    t.act(2, 'call');
    const last = t.act(5, 'call');
    expect(
      ofType(last, 'ActionRecorded').map((e) => [e.data.seat, e.data.action, e.data.auto]),
    ).toEqual([
      [5, 'call', undefined],
      [6, 'fold', 'absent'],
    ]);
    expect(t.state.entrants[t.playerAt(6)].stack).toBe(15000);
    t.board();
    const h = t.hand.engine!;
    expect(h.players[1].folded).toBe(true);
  });

  it('FSNP Art. 89, 99-100: an action out of turn, not declared as such, is refused', () => {
    const t = new Table();
    t.start();
    t.post();
    const r = t.tryAct(2, 'call');
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.rejection).toMatchObject({
        code: 'NOT_YOUR_TURN',
        ruleRef: expect.stringContaining('Art. 89, 99-100'),
      });
  });

  it('FSNP Art. 87: a raise to 300 over the 200 big blind is recorded as seen and completed to the 400 minimum', () => {
    const t = new Table();
    t.start();
    t.post();
    const [recorded] = ofType(t.act(8, 'raise', 300), 'ActionRecorded');
    expect(recorded.data).toMatchObject({
      seat: 8,
      action: 'raise',
      amount: 400,
      seen: { action: 'raise', amount: 300 },
      ruling: { outcome: 'completed-to-minimum-raise', ruleRef: 'FSNP Art. 87' },
    });
    expect(recorded.ruleRef).toBe('FSNP Art. 87');
    expect(t.hand.engine!.high).toBe(400);
  });

  it('FSNP Art. 35-37: a raise beyond the stack is refused', () => {
    const t = new Table();
    t.start();
    t.post();
    const r = t.tryAct(8, 'raise', 25000);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.code).toBe('RAISE_EXCEEDS_STACK');
  });

  it('FSNP Art. 10-13: once the round is closed no betting action is accepted until the flop', () => {
    const t = new Table();
    t.start();
    t.post();
    t.act(8, 'call');
    t.act(2, 'call');
    t.act(5, 'call');
    t.act(6, 'check');
    const r = t.tryAct(5, 'check');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.code).toBe('ROUND_CLOSED');
  });

  it('FSNP Art. 100(a): a raise out of turn, when the skipped player only folds, is reduced to a call', () => {
    const t = new Table();
    t.start();
    t.post();
    expect(types(t.act(2, 'raise', 600, 'physical'))).toEqual(['OutOfTurnActionHeld']);
    const after = ofType(t.act(8, 'fold'), 'ActionRecorded');
    expect(after.map((e) => [e.data.seat, e.data.action, e.data.amount])).toEqual([
      [8, 'fold', 0],
      [2, 'call', 200],
    ]);
    expect(after[1].data.outOfTurn).toEqual({
      outcome: 'reduced-to-call',
      ruleRef: 'FSNP Art. 100(a)',
    });
  });

  it('FSNP Art. 100(b): when the skipped player raises, the out-of-turn player may only call or fold', () => {
    const t = new Table();
    t.start();
    t.post();
    t.act(2, 'raise', 600, 'physical');
    const ruled = ofType(t.act(8, 'raise', 800), 'FloorRuling')[0].data;
    expect(ruled).toMatchObject({ code: 'OUT_OF_TURN', outcome: 'call-or-fold', seat: 2 });
    const r = t.tryAct(2, 'raise', 2000);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.rejection).toMatchObject({
        code: 'RESTRICTED_TO_CALL',
        ruleRef: 'FSNP Art. 100(b)',
      });
    expect(t.act(2, 'call')).toHaveLength(1);
  });

  it('FSNP Art. 112-113; DECISION-5: a hand played with cards is awarded from the tabled hands; chips are conserved', () => {
    const t = new Table().as(DEALER);
    t.start();
    t.post();
    t.deal({ 5: 'AsAh', 6: 'KsKh', 8: '2c7d', 2: '3c8d' });
    t.act(8, 'fold');
    t.act(2, 'fold');
    t.act(5, 'raise', 600);
    t.act(6, 'call');
    t.board('2d5h9c');
    t.act(5, 'check');
    t.act(6, 'check');
    t.board('Jd');
    t.act(5, 'check');
    t.act(6, 'check');
    t.board('4s');
    t.act(5, 'check');
    t.act(6, 'check');
    t.show(5);
    t.show(6);
    const done = t.complete();
    const award = ofType(done, 'PotsAwarded')[0].data;
    expect(award.method).toBe('cards');
    expect(award.pots).toEqual([
      { amount: 1200, eligibleSeats: [5, 6], winnerSeats: [5], shares: [{ seat: 5, chips: 1200 }] },
    ]);
    const stacks = ofType(done, 'HandCompleted')[0].data.stacks;
    expect(stacks.reduce((a, s) => a + s.chips, 0)).toBe(60000);
    expect(t.state.entrants[t.playerAt(5)].stack).toBe(15600);
  });

  it('FSNP Art. 113: when everyone folds, the last player takes the pot without a showdown', () => {
    const t = new Table().as(DEALER);
    t.start();
    t.post();
    t.act(8, 'fold');
    t.act(2, 'fold');
    t.act(5, 'fold');
    const done = t.complete();
    expect(ofType(done, 'PotsAwarded')[0].data).toMatchObject({
      method: 'uncontested',
      pots: [{ amount: 200, winnerSeats: [6] }],
    });
    expect(ofType(done, 'PotsAwarded')[0].data.returned).toEqual([{ seat: 6, chips: 100 }]);
    expect(t.state.entrants[t.playerAt(6)].stack).toBe(15100);
  });

  describe('a table that records only the actions: the floor declares the winners', () => {
    const allInHand = () => {
      const t = new Table().stacks({ 8: 5000, 2: 10000 }).as(DEALER);
      t.start();
      t.post();
      t.act(8, 'all-in');
      t.act(2, 'all-in');
      t.act(5, 'call');
      t.act(6, 'fold');
      t.board();
      t.board();
      t.board();
      return t;
    };

    it('FSNP Art. 77: a side pot can only go to a seat that contested it', () => {
      const t = allInHand().as(FLOOR);
      const r = t.try({ type: 'AwardPots', ...t.ref(), winners: [[8], [8]] });
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(r.rejection).toMatchObject({ code: 'WINNER_NOT_ELIGIBLE', ruleRef: 'FSNP Art. 77' });
    });

    it('FSNP Art. 76-78: declared winners of main and side pot are paid, and the short stack busts', () => {
      const t = allInHand().as(FLOOR);
      const seat8 = t.playerAt(8);
      // Main pot: 3 × 5,000 + 200 dead big blind; side pot: 2 × 5,000 between seats 2 and 5.
      const award = ofType(
        t.do({ type: 'AwardPots', ...t.ref(), winners: [[2], [5]] }),
        'PotsAwarded',
      )[0].data;
      expect(award.pots.map((p) => [p.amount, p.eligibleSeats, p.winnerSeats])).toEqual([
        [15200, [5, 8, 2], [2]],
        [10000, [5, 2], [5]],
      ]);
      expect(award.method).toBe('declared');
      t.complete();
      expect(t.state.entrants[t.playerAt(2)].stack).toBe(15200);
      // Seat 5 started with 30,000 (the count put the difference there): 30,000 − 10,000 + 10,000.
      expect(t.state.entrants[t.playerAt(5)].stack).toBe(30000);
      // A freezeout's player who loses his chips is out for good (FSNP Art. 139.1(a)).
      expect(t.state.entrants[seat8].status).toBe('eliminated');
    });

    it('FSNP Art. 4: the dealer cannot declare a winner; the floor rules', () => {
      const t = allInHand();
      const r = t.try({ type: 'AwardPots', ...t.ref(), winners: [[2], [5]] });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.rejection.code).toBe('FLOOR_DECIDES');
    });

    it('FSNP Art. 110-112: without recorded cards a contested pot is not awarded automatically', () => {
      const t = allInHand();
      const r = t.try({ type: 'CompleteHand', ...t.ref() });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.rejection.code).toBe('WINNER_NOT_KNOWN');
    });
  });
});

describe('positions derived by src/poker/button.ts', () => {
  it('FSNP Art. 49: when the small blind is eliminated, the next hand has a dead button', () => {
    const t = new Table({ tournamentType: 'KO' }).stacks({ 5: 1000 }).as(DEALER);
    t.start();
    t.post();
    t.act(8, 'fold');
    t.act(2, 'fold');
    t.act(5, 'all-in');
    t.act(6, 'call');
    t.board();
    t.board();
    t.board();
    t.as(FLOOR).do({ type: 'AwardPots', ...t.ref(), winners: [[6]] });
    t.as(DEALER).complete();
    const next = ofType(t.start(), 'HandPlanned')[0].data;
    expect(next).toMatchObject({
      buttonSeat: 5,
      buttonDead: true,
      smallBlindSeat: 6,
      bigBlindSeat: 8,
    });
    expect(next.ruleRefs).toContain('FSNP Art. 49');
  });

  it('DECISION-9 (FSNP Art. 58 over Art. 50): heads-up, nobody posts the big blind twice in a row', () => {
    const t = new Table({ tournamentType: 'KO' }, 2).as(DEALER);
    const bigBlinds: number[] = [];
    for (let k = 0; k < 4; k++) {
      const plan = ofType(t.start(), 'HandPlanned')[0].data;
      expect(plan.headsUp).toBe(true);
      expect(plan.smallBlindSeat).toBe(plan.buttonSeat);
      bigBlinds.push(plan.bigBlindSeat);
      t.post();
      t.act(plan.buttonSeat, 'fold');
      t.complete();
    }
    for (let k = 1; k < bigBlinds.length; k++) expect(bigBlinds[k]).not.toBe(bigBlinds[k - 1]);
  });

  it('FSNP Art. 135(a): a reserved seat’s starting set posts its blinds and its hand is folded', () => {
    const t = new Table({ tournamentType: 'FZ' }).as(DEALER);
    const plan = ofType(t.start(), 'HandPlanned')[0].data;
    const reserved = plan.dealtIn.filter((d) => d.playerId === null).map((d) => d.seat);
    expect(reserved.length).toBe(5);
    const posted = t.post();
    expect(ofType(posted, 'ForcedBetsPosted')[0].data.absentSeats).toEqual(reserved);
    const firstToAct = plan.dealtIn[2];
    if (firstToAct.playerId === null)
      expect(ofType(posted, 'ActionRecorded')[0].data).toMatchObject({
        seat: firstToAct.seat,
        action: 'fold',
        auto: 'absent',
      });
  });
});

// Catalog examples, FSNP Art. 96 and 100 (blinds 100/200). Seats: 8 first to act, then 2, 5 (SB), 6 (BB).
describe('out of turn: the catalog examples', () => {
  const heldVerbal = () => {
    const t = new Table().as(DEALER);
    t.start();
    t.post();
    // A (seat 8) is skipped; B (seat 2) says "800".
    expect(types(t.act(2, 'raise', 800, 'verbal'))).toEqual(['OutOfTurnActionHeld']);
    return t;
  };

  it('FSNP Art. 96(b): A only calls the big blind, so B must call 200 and cannot raise', () => {
    const t = heldVerbal();
    const b = ofType(t.act(8, 'call'), 'ActionRecorded')[1].data;
    expect([b.seat, b.action, b.amount, b.outOfTurn?.ruleRef]).toEqual([
      2,
      'call',
      200,
      'FSNP Art. 96(b)',
    ]);
  });

  it('FSNP Art. 96(c): A folds, so B keeps his 800 bet', () => {
    const t = heldVerbal();
    const b = ofType(t.act(8, 'fold'), 'ActionRecorded')[1].data;
    expect([b.seat, b.action, b.amount, b.outOfTurn?.ruleRef]).toEqual([
      2,
      'raise',
      800,
      'FSNP Art. 96(c)',
    ]);
  });

  it('FSNP Art. 96(d): A bets 400 or more, so B gets all his options back', () => {
    const t = heldVerbal();
    const ruling = ofType(t.act(8, 'raise', 400), 'FloorRuling')[0].data;
    expect(ruling).toMatchObject({
      seat: 2,
      outcome: 'options-restored',
      ruleRef: 'FSNP Art. 96(d)',
    });
    expect(t.act(2, 'raise', 1200)).toHaveLength(1);
  });

  it('FSNP Art. 96(a): after the board is dealt, A checks, so B must check', () => {
    const t = new Table().as(DEALER);
    t.start();
    t.post();
    t.act(8, 'call');
    t.act(2, 'call');
    t.act(5, 'call');
    t.act(6, 'check');
    t.board();
    // Seat 5 (A) is first to act on the flop; seat 6 (B) says "800".
    t.act(6, 'bet', 800, 'verbal');
    const b = ofType(t.act(5, 'check'), 'ActionRecorded')[1].data;
    expect([b.seat, b.action, b.outOfTurn?.ruleRef]).toEqual([6, 'check', 'FSNP Art. 96(a)']);
  });

  const art100 = () => {
    const t = new Table().as(DEALER);
    t.start();
    t.post();
    t.act(8, 'raise', 600); // A bets 600
    t.act(5, 'raise', 2000, 'physical'); // B (seat 2) is skipped; C (seat 5) puts in 2,000
    return t;
  };

  it('FSNP Art. 100(a): B calls 600, so C’s chips only call 600, and he may only call later in the round', () => {
    const t = art100();
    const c = ofType(t.act(2, 'call'), 'ActionRecorded')[1].data;
    expect([c.seat, c.action, c.amount, c.outOfTurn?.ruleRef]).toEqual([
      5,
      'call',
      500,
      'FSNP Art. 100(a)',
    ]);
    t.act(6, 'raise', 1800);
    t.act(8, 'call');
    t.act(2, 'call');
    const r = t.tryAct(5, 'raise', 4000);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.rejection).toMatchObject({
        code: 'RESTRICTED_TO_CALL',
        ruleRef: 'FSNP Art. 100(a)',
      });
  });

  it('FSNP Art. 100(b): B raises to 3,000, so C may only call or fold', () => {
    const t = art100();
    const ruling = ofType(t.act(2, 'raise', 3000), 'FloorRuling')[0].data;
    expect(ruling).toMatchObject({ seat: 5, outcome: 'call-or-fold', ruleRef: 'FSNP Art. 100(b)' });
    const r = t.tryAct(5, 'raise', 6000);
    expect(r.ok).toBe(false);
    expect(t.act(5, 'call')).toHaveLength(1);
  });
});

describe('FSNP Art. 100(b): the out-of-turn player folds and forfeits the bet he faced', () => {
  it('FSNP Art. 100(b): given A bets 600, B is skipped and C puts in 2,000, when B raises to 3,000 and C folds, then C leaves 600 in the pot and gets the rest back', () => {
    const t = new Table().as(DEALER);
    t.start();
    t.post();
    t.act(8, 'raise', 600); // A (seat 8) bets 600
    t.act(5, 'raise', 2000, 'physical'); // B (seat 2) is skipped; C (seat 5, small blind 100)
    t.act(2, 'raise', 3000);
    const fold = ofType(t.act(5, 'fold'), 'ActionRecorded')[0].data;
    // C had 100 in as the small blind: he faced 500 more, so 600 of his stay in the pot.
    expect([fold.seat, fold.action, fold.amount, fold.outOfTurn]).toEqual([
      5,
      'fold',
      500,
      { outcome: 'chips-forfeited', ruleRef: 'FSNP Art. 100(b)' },
    ]);
    expect(t.hand.engine!.players[t.hand.seats.indexOf(5)].stack).toBe(15000 - 600);
    t.act(6, 'fold');
    t.act(8, 'fold');
    const pot = ofType(t.complete(), 'PotsAwarded')[0].data.pots[0];
    // 600 (A) + 600 (C) + 200 (big blind) + 600 of B's 3,000 called by nobody.
    expect([pot.amount, pot.winnerSeats]).toEqual([2000, [2]]);
    const stack = (seat: number) => t.state.entrants[t.playerAt(seat)].stack;
    expect([2, 5, 6, 8].map(stack)).toEqual([16400, 14400, 14800, 14400]);
  });

  it('FSNP Art. 100(b): once he has called the raise, folding to a later raise forfeits nothing more', () => {
    const t = new Table().as(DEALER);
    t.start();
    t.post();
    t.act(8, 'raise', 600);
    t.act(5, 'raise', 2000, 'physical');
    t.act(2, 'raise', 3000);
    t.act(5, 'call');
    t.act(6, 'raise', 9000);
    t.act(8, 'fold');
    t.act(2, 'call');
    const fold = ofType(t.act(5, 'fold'), 'ActionRecorded')[0].data;
    expect([fold.amount, fold.outOfTurn]).toEqual([0, undefined]);
    expect(t.hand.engine!.players[t.hand.seats.indexOf(5)].stack).toBe(12000);
  });

  it('FSNP Art. 100(b): the forfeit lasts for the round only; a later fold costs nothing more', () => {
    const t = new Table().as(DEALER);
    t.start();
    t.post();
    t.act(8, 'raise', 600);
    t.act(5, 'raise', 2000, 'physical');
    t.act(2, 'raise', 3000);
    t.act(5, 'call');
    t.act(6, 'fold');
    t.act(8, 'call');
    t.board();
    const fold = ofType(t.act(5, 'fold'), 'ActionRecorded')[0].data;
    expect([fold.amount, fold.outOfTurn]).toEqual([0, undefined]);
    expect(t.hand.engine!.players[t.hand.seats.indexOf(5)].stack).toBe(12000);
  });
});

describe('absent players and the pot', () => {
  it('FSNP Art. 113; FSPR 6.4.4: when everyone folds to an absent big blind, his blind takes the pot', () => {
    const t = new Table().as(DEALER);
    t.start();
    t.post([6]);
    t.act(8, 'fold');
    t.act(2, 'fold');
    t.act(5, 'fold');
    const award = ofType(t.complete(), 'PotsAwarded')[0].data;
    expect(award.pots[0].winnerSeats).toEqual([6]);
    expect(t.state.entrants[t.playerAt(6)].stack).toBe(15100);
  });
});

describe('LNSE 123/13 II.43: a stack too short for its forced bet is all-in for what it has', () => {
  it('LNSE 123/13 II.43: given seat 6 with 150 due the 200 big blind, when the blinds are posted, then he is all-in for 150 and the post cites II.43 beside II.42', () => {
    const t = new Table({ rulesetId: 'lnse' }).stacks({ 6: 150 }).as(DEALER);
    t.start();
    const [posted] = ofType(t.post(), 'ForcedBetsPosted');
    expect(posted.data.posts).toContainEqual({
      seat: 6,
      kind: 'big-blind',
      amount: 150,
      allIn: true,
    });
    expect(posted.ruleRef).toBe('LNSE 123/13 II.42; LNSE 123/13 II.43');
  });

  it('LNSE 123/13 II.43: with every stack covering its blind the post cites II.42 alone; FSNP, with no such article, cites its own', () => {
    const lnse = new Table({ rulesetId: 'lnse' }).as(DEALER);
    lnse.start();
    expect(ofType(lnse.post(), 'ForcedBetsPosted')[0].ruleRef).toBe('LNSE 123/13 II.42');
    const fsnp = new Table().stacks({ 6: 150 }).as(DEALER);
    fsnp.start();
    const [posted] = ofType(fsnp.post(), 'ForcedBetsPosted');
    expect(posted.data.posts).toContainEqual({
      seat: 6,
      kind: 'big-blind',
      amount: 150,
      allIn: true,
    });
    expect(posted.ruleRef).toBe('FSNP Art. 9, 52-53, 56');
  });
});

describe('an absent player put all-in by his blind', () => {
  it('FSPR 6.4.3: his hand stays live to the showdown', () => {
    const t = new Table().stacks({ 6: 200 }).as(DEALER);
    t.start();
    const posted = t.post([6]);
    expect(ofType(posted, 'ForcedBetsPosted')[0].data.posts).toContainEqual({
      seat: 6,
      kind: 'big-blind',
      amount: 200,
      allIn: true,
    });
    expect(t.hand.dead[t.hand.seats.indexOf(6)]).toBe(false);
    t.act(8, 'call');
    t.act(2, 'fold');
    t.act(5, 'fold');
    // Seat 8 called the all-in blind: the round is closed, the absent hand is still in.
    expect(t.hand.engine!.players[t.hand.seats.indexOf(6)].folded).toBe(false);
    expect(t.hand.engine!.phase).toBe('dealing');
  });
});
