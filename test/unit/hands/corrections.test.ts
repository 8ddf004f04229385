import type { IrregularityCode } from '../../../src/aggregates/tournament/hands/corrections-table';
import type { Actor } from '../../../src/events/envelope';
import { parseCards } from '../../../src/poker/cards';
import { DEALER, FLOOR, Table, ofType, types } from './support';
import { flipParameter } from '../../support/flip-parameter';

/** FSPR: the chief judge is the director role. */
const CHIEF: Actor = { id: 'chief-judge', role: 'director' };

const irregularity = (
  t: Table,
  code: IrregularityCode,
  extra: { seat?: number; intentional?: boolean } = {},
) => t.try({ type: 'RecordIrregularity', ...t.ref(), irregularity: code, ...extra });

/** A hand posted and dealt, nobody has acted yet (seat 8 first to act). */
function dealt(rulesetId = 'fsnp'): Table {
  const t = new Table({ rulesetId }).as(DEALER);
  t.start();
  t.post();
  return t;
}

/** Pre-flop called around, the flop out, no flop action yet. */
function onFlop(rulesetId = 'fsnp'): Table {
  const t = dealt(rulesetId);
  t.act(8, 'call');
  t.act(2, 'call');
  t.act(5, 'call');
  t.act(6, 'check');
  t.board();
  return t;
}

const rejected = (r: ReturnType<Table['try']>) => {
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(r.events)}`);
  return r.rejection;
};

describe('error correction as decision tables', () => {
  it('FSPR 6.2.2: a duplicate card voids the hand and every chip goes back, folded players included', () => {
    const t = onFlop().as(FLOOR);
    t.act(5, 'bet', 400);
    t.act(6, 'fold');
    const r = irregularity(t, 'DUPLICATE_CARD');
    expect(r.ok && types(r.events)).toEqual(['FloorRuling', 'HandVoided', 'HandCompleted']);
    t.do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'DUPLICATE_CARD' });
    for (const seat of [2, 5, 6, 8]) expect(t.state.entrants[t.playerAt(seat)].stack).toBe(15000);
    expect(t.state.tables[t.tableId].handInProgress).toBe(false);
  });

  it('FSPR 6.2.2: the dealer reports a duplicate card, but a judge confirms the void', () => {
    const t = onFlop('fspr');
    expect(rejected(irregularity(t, 'DUPLICATE_CARD'))).toMatchObject({
      code: 'JUDGE_REQUIRED',
      ruleRef: expect.stringContaining('FSPR 6.2.2'),
    });
  });

  it('FSPR 6.2.1: a deck with the wrong card count is replaced; the hand is not voided', () => {
    const t = onFlop('fspr');
    const ev = t.do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'DECK_WRONG_COUNT' });
    expect(ofType(ev, 'FloorRuling')[0].data).toMatchObject({
      outcome: 'deck-replaced',
      ruleRef: 'FSPR 6.2.1, 6.2.3',
      official: { id: 'dealer-7', role: 'dealer' },
    });
    expect(types(ev)).toEqual(['FloorRuling']);
  });

  it('FSPR 6.3.1; 6.3: a card exposed in the cut is a misdeal; stacks are restored and the redeal keeps the button', () => {
    const t = dealt('fspr');
    const ev = t.do({
      type: 'RecordIrregularity',
      ...t.ref(),
      irregularity: 'CARD_EXPOSED_IN_CUT',
    });
    expect(ofType(ev, 'HandVoided')[0].data).toMatchObject({ redeal: true, ruleRef: 'FSPR 6.3.1' });
    expect(t.state.entrants[t.playerAt(6)].stack).toBe(15000);
    const again = ofType(t.start(), 'HandPlanned')[0].data;
    expect(again).toMatchObject({ buttonSeat: 2, smallBlindSeat: 5, bigBlindSeat: 6 });
  });

  it('FSPR 6.3.2: an unshuffled deck noticed after a betting round: no misdeal, the hand is played out', () => {
    const t = onFlop('fspr');
    const ev = t.do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'DECK_NOT_SHUFFLED' });
    expect(ofType(ev, 'FloorRuling')[0].data.outcome).toBe('play-on');
    expect(types(ev)).not.toContain('HandVoided');
  });

  it('FSPR 6.3.4: a skipped player noticed after the betting began is not a misdeal', () => {
    const t = dealt('fspr');
    t.act(8, 'call');
    expect(rejected(irregularity(t, 'SEAT_SKIPPED_OR_EMPTY_SEAT_DEALT'))).toMatchObject({
      code: 'PROCEDURE_NOT_APPLICABLE',
      ruleRef: expect.stringContaining('FSPR 6.3.4'),
    });
  });

  it('FSPR 6.3.5; LNSE II.60(F): a wrong card count noticed before any action is a misdeal', () => {
    const t = dealt('fspr');
    const r = irregularity(t, 'WRONG_CARD_COUNT', { seat: 2 });
    expect(r.ok && ofType(r.events, 'FloorRuling')[0].data).toMatchObject({
      outcome: 'misdeal',
      ruleRef: 'FSPR 6.3.5',
    });
  });

  it('FSPR 6.3.7: a player who acted with the wrong number of cards has his hand killed; his chips stay in the pot', () => {
    const t = dealt('fspr');
    t.act(8, 'call');
    const ev = t.do({
      type: 'RecordIrregularity',
      ...t.ref(),
      irregularity: 'WRONG_CARD_COUNT',
      seat: 8,
    });
    expect(ofType(ev, 'HandDeclaredDead')[0].data).toMatchObject({
      seat: 8,
      ruleRef: 'FSPR 6.3.7',
    });
    t.act(2, 'fold');
    t.act(5, 'fold');
    const done = t.complete();
    // Seat 8's 200 stays in the pot the big blind wins.
    expect(ofType(done, 'PotsAwarded')[0].data.pots[0]).toMatchObject({
      amount: 500,
      winnerSeats: [6],
    });
  });

  it('FSPR 6.3.8: a player who has not acted while others have: his cards are mucked, his blind stays in the pot', () => {
    const t = dealt('fspr');
    t.act(8, 'call');
    const ev = t.do({
      type: 'RecordIrregularity',
      ...t.ref(),
      irregularity: 'WRONG_CARD_COUNT',
      seat: 6,
    });
    expect(ofType(ev, 'HandDeclaredDead')[0].data.ruleRef).toBe('FSPR 6.3.8');
    t.act(2, 'fold');
    const last = t.act(5, 'fold');
    expect(ofType(last, 'ActionRecorded').map((e) => [e.data.seat, e.data.auto])).toEqual([
      [5, undefined],
      [6, 'dead-hand'],
    ]);
  });

  describe('FSPR 6.3.9: the only hand left has the wrong number of cards', () => {
    /** Seat 8 raises to 600 and everyone folds: his is the only hand left, the pot not pushed. */
    const lastHandStanding = () => {
      const t = dealt('fspr');
      t.act(8, 'raise', 600);
      t.act(2, 'fold');
      t.act(5, 'fold');
      t.act(6, 'fold');
      return t;
    };
    const foul = (t: Table) =>
      t.do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'WRONG_CARD_COUNT', seat: 8 });

    it('FSPR 6.3.9: given the only hand left is foul at the reveal, when the floor records it, then no misdeal: he forfeits the pot and the others named share it', () => {
      const t = lastHandStanding().as(FLOOR);
      const ev = foul(t);
      expect(types(ev)).toEqual(['FloorRuling', 'HandDeclaredDead']);
      expect(ofType(ev, 'FloorRuling')[0].data).toMatchObject({
        outcome: 'pot-forfeited',
        ruleRef: 'FSPR 6.3.9',
        seat: 8,
      });
      const award = ofType(
        t.as(CHIEF).do({ type: 'AwardPots', ...t.ref(), winners: [[5, 6]] }),
        'PotsAwarded',
      )[0].data;
      // Blinds 100 + 200 and seat 8's 200 called by nobody (his other 400 comes back uncalled).
      expect(award.pots).toEqual([
        {
          amount: 500,
          eligibleSeats: [5, 6, 2],
          winnerSeats: [5, 6],
          shares: [
            { seat: 5, chips: 250 },
            { seat: 6, chips: 250 },
          ],
        },
      ]);
      t.complete();
      const stack = (seat: number) => t.state.entrants[t.playerAt(seat)].stack;
      expect([2, 5, 6, 8].map(stack)).toEqual([15000, 15150, 15050, 14800]);
    });

    it('FSPR 6.3.9: the forfeiting player\u2019s share is 0 and the pot is not pushed until the floor names who shares it', () => {
      const t = lastHandStanding().as(FLOOR);
      foul(t);
      expect(rejected(t.try({ type: 'CompleteHand', ...t.ref() }))).toMatchObject({
        code: 'FORFEITED_POT_SHARES_NOT_NAMED',
        ruleRef: 'FSPR 6.3.9',
      });
      expect(
        rejected(t.as(CHIEF).try({ type: 'AwardPots', ...t.ref(), winners: [[6, 8]] })),
      ).toMatchObject({
        code: 'WINNER_NOT_ELIGIBLE',
        ruleRef: 'FSPR 6.3.9',
      });
    });

    it("FSPR 6.3.9: the chief judge records each participant's share: 300 to seat 5 and 200 to seat 6 of the 500 pot", () => {
      const t = lastHandStanding().as(FLOOR);
      foul(t);
      const shares = [
        { seat: 6, chips: 200 },
        { seat: 5, chips: 300 },
      ];
      expect(rejected(t.try({ type: 'AwardPots', ...t.ref(), shares }))).toMatchObject({
        code: 'CHIEF_JUDGE_SHARES_POT',
        ruleRef: 'FSPR 6.3.9',
      });
      const award = ofType(
        t.as(CHIEF).do({ type: 'AwardPots', ...t.ref(), shares }),
        'PotsAwarded',
      )[0].data;
      expect(award.pots[0]).toMatchObject({
        amount: 500,
        shares: [
          { seat: 5, chips: 300 },
          { seat: 6, chips: 200 },
        ],
      });
      t.complete();
      const stack = (seat: number) => t.state.entrants[t.playerAt(seat)].stack;
      const start = t.state.config!.startingStack;
      expect([2, 5, 6, 8].map(stack)).toEqual([start, start + 200, start, start - 200]);
    });

    it('FSPR 6.3.9: shares must add up to the pot and exclude the forfeiting player', () => {
      const t = lastHandStanding().as(FLOOR);
      foul(t);
      t.as(CHIEF);
      const award = (shares: { seat: number; chips: number }[]) =>
        rejected(t.try({ type: 'AwardPots', ...t.ref(), shares }));
      expect(
        award([
          { seat: 5, chips: 300 },
          { seat: 6, chips: 100 },
        ]),
      ).toMatchObject({
        code: 'SHARES_DO_NOT_SUM_TO_POT',
        ruleRef: 'FSPR 6.3.9',
      });
      expect(
        award([
          { seat: 5, chips: 300 },
          { seat: 8, chips: 200 },
        ]).code,
      ).toBe('SHARE_NOT_ELIGIBLE');
      expect(
        award([
          { seat: 5, chips: 500 },
          { seat: 6, chips: 0 },
        ]).code,
      ).toBe('SHARE_NOT_WHOLE_CHIPS');
      expect(
        award([
          { seat: 5, chips: 250 },
          { seat: 5, chips: 250 },
        ]).code,
      ).toBe('SHARE_SEAT_TWICE');
    });

    it('FSPR 6.3.9: the dealer detects it, but a judge records the forfeit', () => {
      const t = lastHandStanding();
      expect(rejected(irregularity(t, 'WRONG_CARD_COUNT', { seat: 8 }))).toMatchObject({
        code: 'JUDGE_REQUIRED',
        ruleRef: 'FSPR 6.3.9',
      });
    });

    it('FSPR 6.3.9: once the pot is pushed it is too late', () => {
      const t = lastHandStanding().as(FLOOR);
      t.do({ type: 'AwardPots', ...t.ref() });
      expect(rejected(irregularity(t, 'WRONG_CARD_COUNT', { seat: 8 }))).toMatchObject({
        code: 'PROCEDURE_NOT_APPLICABLE',
      });
    });
  });

  it('FSPR 6.3.6: two down cards exposed by the dealer is a misdeal; FSPR 6.6.1: one is replaced by the burn card', () => {
    expect(irregularity(dealt('fspr'), 'TWO_DOWN_CARDS_EXPOSED_BY_DEALER').ok).toBe(true);
    const one = irregularity(dealt('fspr'), 'DOWN_CARD_EXPOSED_BY_DEALER');
    expect(one.ok && types(one.events)).toEqual(['FloorRuling']);
    expect(one.ok && ofType(one.events, 'FloorRuling')[0].data.outcome).toBe('card-replaced');
  });

  it('FSNP Art. 73; FSPR 6.4.5: a face-up card in the deck is discarded; it is not a misdeal', () => {
    const r = irregularity(onFlop(), 'FACE_UP_CARD_IN_DECK');
    expect(r.ok && ofType(r.events, 'FloorRuling')[0].data).toMatchObject({
      outcome: 'card-discarded',
      ruleRef: 'FSNP Art. 73',
    });
    const fspr = irregularity(onFlop('fspr'), 'FACE_UP_CARD_IN_DECK');
    expect(fspr.ok && ofType(fspr.events, 'FloorRuling')[0].data.ruleRef).toBe(
      'FSNP Art. 73; FSPR 6.4.5',
    );
  });

  it('FSPR 6.4.6: a missed burn before the betting is restored; once the betting is under way the hand goes on', () => {
    const before = irregularity(onFlop(), 'BURN_MISSED');
    expect(before.ok && ofType(before.events, 'FloorRuling')[0].data.outcome).toBe('burn-restored');
    const t = onFlop();
    t.act(5, 'check');
    const after = irregularity(t, 'BURN_MISSED');
    expect(after.ok && ofType(after.events, 'FloorRuling')[0].data.outcome).toBe('play-on');
  });

  it('FSPR 6.6.2: a flop dealt without a burn and not yet bet is recalled; a new flop can be dealt', () => {
    const t = onFlop();
    t.do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'FLOP_NOT_BURNED' });
    expect(t.hand.engine!.street).toBe(0);
    expect(t.hand.engine!.phase).toBe('dealing');
    t.board();
    expect(t.hand.engine!.street).toBe(1);
  });

  it('FSPR 6.6.4: a flop dealt before the betting finished is premature; after the round closed it is not', () => {
    const t = dealt('fspr');
    t.act(8, 'call');
    const r = irregularity(t, 'PREMATURE_FLOP');
    expect(r.ok && ofType(r.events, 'FloorRuling')[0].data).toMatchObject({
      outcome: 'premature-card-reshuffled',
      ruleRef: 'FSPR 6.6.4',
    });
    expect(rejected(irregularity(onFlop('fspr'), 'PREMATURE_FLOP'))).toMatchObject({
      code: 'PROCEDURE_NOT_APPLICABLE',
      ruleRef: 'FSPR 6.6.4',
    });
  });

  it('Club Rule 74; FSPR 6.6.4: given the flop Ah Kd 2c comes while seat 2 still has to act, when it is recorded, then the ruling keeps the three cards and the new flop after the betting may hold them again', () => {
    const t = dealt('club-tda');
    t.act(8, 'call');
    const r = t.try({
      type: 'RecordIrregularity',
      ...t.ref(),
      irregularity: 'PREMATURE_FLOP',
      cards: parseCards('AhKd2c'),
    });
    expect(r.ok && ofType(r.events, 'FloorRuling')[0].data).toMatchObject({
      outcome: 'premature-card-reshuffled',
      cards: parseCards('AhKd2c'),
    });
    if (r.ok) t.apply(...r.events);
    t.act(2, 'call');
    t.act(5, 'call');
    t.act(6, 'check');
    // The premature cards went back into the stub and were shuffled: Ah may come again.
    expect(ofType(t.board('Ah3s9d'), 'BoardDealt')[0].data.cards).toEqual(parseCards('Ah3s9d'));
  });

  it('Club Rule 74 (game.prematureBoardCard): given the turn dealt while the flop betting is open, when it is recorded, then the ruling keeps the burn card and deals a new turn without another burn; flipped to recalled-by-street, the turn is set aside as FSPR 6.6.5 does', () => {
    const detail = () => {
      const r = irregularity(onFlop('club-tda'), 'PREMATURE_TURN');
      return r.ok ? ofType(r.events, 'FloorRuling')[0].data.detail : r.rejection.message;
    };
    expect(detail()).toBe(
      'The burn card stays; the premature turn goes back into the stub, which is shuffled; once the betting is complete a new turn is dealt without another burn.',
    );
    expect(
      flipParameter('club-tda', 'game.prematureBoardCard', 'recalled-by-street', detail),
    ).toMatch(/^The early turn card is set aside/);
  });

  it('Club Rule 74: a premature card already in a player\u2019s hand cannot have been exposed: refused, nothing recorded', () => {
    const t = dealt('club-tda');
    t.deal({ 5: 'AsAd', 6: 'KcKs', 8: 'QhQd', 2: 'JcJd' });
    t.act(8, 'call');
    const r = t.try({
      type: 'RecordIrregularity',
      ...t.ref(),
      irregularity: 'PREMATURE_FLOP',
      cards: parseCards('As7h2c'),
    });
    expect(rejected(r).code).toBe('CARD_NOT_POSSIBLE');
  });

  it('FSPR 6.6.5-6.6.6: premature turn and river are recorded while their preceding round is open', () => {
    const t = onFlop();
    expect(irregularity(t, 'PREMATURE_TURN').ok).toBe(true);
    expect(rejected(irregularity(t, 'PREMATURE_RIVER')).code).toBe('PROCEDURE_NOT_APPLICABLE');
  });

  it('FSPR 6.6.7: an extra card with the flop becomes the next burn card', () => {
    const r = irregularity(onFlop(), 'EXTRA_BOARD_CARD');
    expect(r.ok && ofType(r.events, 'FloorRuling')[0].data.outcome).toBe('next-burn');
  });

  it('FSNP Art. 119: a player who deliberately exposes his cards with action pending has a dead hand', () => {
    const t = dealt();
    const ev = t.do({
      type: 'RecordIrregularity',
      ...t.ref(),
      irregularity: 'PLAYER_EXPOSED_CARDS',
      seat: 5,
      intentional: true,
    });
    expect(ofType(ev, 'HandDeclaredDead')[0].data).toMatchObject({
      seat: 5,
      ruleRef: 'FSNP Art. 119',
    });
  });

  it('FSNP Art. 120: accidental exposure with no action pending: the player may only call for the rest of the hand', () => {
    const t = dealt();
    t.do({
      type: 'RecordIrregularity',
      ...t.ref(),
      irregularity: 'PLAYER_EXPOSED_CARDS',
      seat: 5,
      intentional: false,
    });
    t.act(8, 'call');
    t.act(2, 'call');
    expect(rejected(t.tryAct(5, 'raise', 800))).toMatchObject({
      code: 'RESTRICTED_TO_CALL',
      ruleRef: 'FSNP Art. 120',
    });
    t.act(5, 'call');
    t.act(6, 'check');
    t.board();
    expect(rejected(t.tryAct(5, 'bet', 400)).code).toBe('RESTRICTED_TO_CALL');
  });
});

describe('dead hands (FSNP Art. 101, 103(b), 104, 114, 118)', () => {
  const dead = (t: Table, seat: number, cause: string) =>
    t.as(FLOOR).try({ type: 'DeclareDeadHand', ...t.ref(), seat, cause: cause as never });

  it('FSNP Art. 101: a player who leaves the table while in a hand has it killed, even after acting', () => {
    const t = dealt();
    t.act(8, 'call');
    const r = dead(t, 8, 'left-table');
    expect(r.ok && ofType(r.events, 'HandDeclaredDead')[0].data).toMatchObject({
      seat: 8,
      code: 'left-table',
      ruleRef: 'FSNP Art. 101',
    });
  });

  it('FSNP Art. 114: refusing to show kills a hand only at the showdown', () => {
    expect(rejected(dead(dealt(), 5, 'refused-to-show'))).toMatchObject({
      code: 'DEAD_HAND_NOT_APPLICABLE',
      ruleRef: 'FSNP Art. 114',
    });
  });

  it('FSNP Art. 118: an all-in player who shows with action pending loses his claim to the pot', () => {
    const t = new Table().stacks({ 8: 3000 }).as(DEALER);
    t.start();
    t.post();
    t.act(8, 'all-in');
    expect(dead(t, 8, 'all-in-showed-with-action-pending').ok).toBe(true);
    t.as(FLOOR).do({
      type: 'DeclareDeadHand',
      ...t.ref(),
      seat: 8,
      cause: 'all-in-showed-with-action-pending',
    });
    t.as(DEALER).act(2, 'fold');
    t.act(5, 'fold');
    t.act(6, 'call');
    t.board();
    t.board();
    t.board();
    const done = t.complete();
    // Seat 8's 3,000 goes to the only live hand: the big blind.
    expect(ofType(done, 'PotsAwarded')[0].data.pots.flatMap((p) => p.winnerSeats)).not.toContain(8);
    expect(t.state.entrants[t.playerAt(6)].stack).toBe(15000 + 3000 + 100);
  });

  it('FSPR 6.4.3: under FSPR an absent all-in player\u2019s hand stays live', () => {
    const t = new Table({ rulesetId: 'fspr' }).stacks({ 8: 3000 }).as(DEALER);
    t.start();
    t.post();
    t.act(8, 'all-in');
    expect(rejected(dead(t, 8, 'absent'))).toMatchObject({
      code: 'DEAD_HAND_NOT_APPLICABLE',
      ruleRef: 'FSPR 6.4.3',
    });
  });

  it('Club Rule 65: given seat 5 bets 1,000 and seat 6 raises to 3,000, when the dealer kills seat 6\u2019s hand and it cannot be retrieved, then the 2,000 nobody called goes back to him and 1,000 stays in the pot', () => {
    const t = onFlop('club-tda');
    t.act(5, 'bet', 1000);
    t.act(6, 'raise', 3000);
    const stackBefore = t.hand.engine!.players[t.hand.seats.indexOf(6)].stack;
    const r = dead(t, 6, 'killed-by-dealer');
    expect(r.ok && ofType(r.events, 'HandDeclaredDead')[0].data).toMatchObject({
      seat: 6,
      code: 'killed-by-dealer',
      ruleRef: 'Club Rule 65',
      returned: 2000,
    });
    t.do({ type: 'DeclareDeadHand', ...t.ref(), seat: 6, cause: 'killed-by-dealer' });
    const six = t.hand.engine!.players[t.hand.seats.indexOf(6)];
    expect(six).toMatchObject({ bet: 1000, stack: stackBefore + 2000 });
    // Seat 8 now faces the 1,000 that was called, not 3,000.
    expect(t.hand.engine!.high).toBe(1000);
    t.as(DEALER).act(8, 'fold');
    t.act(2, 'fold');
    // The turn: seat 5 checks, seat 6's dead hand is folded at its turn; seat 5 takes the pot.
    t.board();
    const all = [...t.act(5, 'check'), ...t.complete()];
    expect(ofType(all, 'PotsAwarded')[0].data.pots.flatMap((p) => p.winnerSeats)).toEqual([5]);
    expect(t.state.entrants[t.playerAt(6)].stack).toBe(stackBefore + 2000);
  });

  it('Club Rule 65: a killed hand whose bet was called gets nothing back: called chips stay in the pot', () => {
    const t = onFlop('club-tda');
    t.act(5, 'bet', 1000);
    t.act(6, 'call');
    const r = dead(t, 5, 'killed-by-dealer');
    expect(r.ok && ofType(r.events, 'HandDeclaredDead')[0].data).not.toHaveProperty('returned');
    expect(r.ok && ofType(r.events, 'HandDeclaredDead')[0].data).toMatchObject({ seat: 5 });
  });

  it('FSNP Art. 104: a folded hand cannot be declared dead again', () => {
    const t = dealt();
    t.act(8, 'fold');
    expect(rejected(dead(t, 8, 'cards-touched-muck')).code).toBe('NOT_IN_HAND');
  });
});

describe('LNSE II.60-61: the twelve misdeal causes, only before the betting', () => {
  const causes: [IrregularityCode, string][] = [
    ['FIRST_CARDS_EXPOSED_BY_DEALER', 'LNSE II.60(A)'],
    ['TWO_FACE_UP_CARDS_IN_DECK', 'LNSE II.60(D)'],
    ['EXTRA_CARDS_DEALT', 'LNSE II.60(E)'],
    ['CARDS_MIXED_IN_DEAL', 'LNSE II.60(H), (J)'],
    ['BUTTON_OUT_OF_POSITION', 'LNSE II.60(I)'],
    ['PLAYER_NOT_DEALT_IN', 'LNSE II.60(L)'],
  ];
  it.each(causes)(
    '%s (%s; LNSE II.59): a misdeal before any action, every chip back: the ruling cites the cause, the void II.59',
    (code, ref) => {
      const t = dealt('lnse');
      const ev = t.do({ type: 'RecordIrregularity', ...t.ref(), irregularity: code });
      expect(ofType(ev, 'FloorRuling')[0].ruleRef).toContain(ref);
      expect(ofType(ev, 'HandVoided')[0]).toMatchObject({
        ruleRef: 'LNSE 123/13 II.59',
        data: { redeal: true, code, ruleRef: 'LNSE 123/13 II.59' },
      });
    },
  );
  it.each(causes)('%s (%s; LNSE II.61): refused once the betting has begun', (code) => {
    const t = dealt('lnse');
    t.act(8, 'call');
    expect(rejected(irregularity(t, code)).code).toBe('PROCEDURE_NOT_APPLICABLE');
  });
});

describe('a ruling cites the ruleset in force, never another (citations.irregularities)', () => {
  it('FSNP Art. 74: the same wrong-count deck under FSNP is the arbiter\u2019s error of Art. 74, not FSPR 6.2.1', () => {
    const t = onFlop('fsnp');
    const ev = t.do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'DECK_WRONG_COUNT' });
    expect(ofType(ev, 'FloorRuling')[0].data.ruleRef).toBe('FSNP Art. 74');
  });
  it('Club Rule 1: a defective card, on which the club rules are silent, is ruled by the floor under Rule 1', () => {
    const r = irregularity(onFlop('club-tda'), 'DEFECTIVE_CARD');
    expect(r.ok && ofType(r.events, 'FloorRuling')[0].data.ruleRef).toBe('Club Rule 1');
  });
  it('Club Rule 35, 38: after substantial action a wrong number of cards kills the hand, citing the club', () => {
    const t = onFlop('club-tda').as(FLOOR);
    const ev = t.do({
      type: 'RecordIrregularity',
      ...t.ref(),
      irregularity: 'WRONG_CARD_COUNT',
      seat: 8,
    });
    expect(ofType(ev, 'FloorRuling')[0].data).toMatchObject({
      outcome: 'kill-hand',
      ruleRef: 'Club Rule 35, 38',
    });
    expect(ofType(ev, 'HandDeclaredDead')[0].ruleRef).toBe('Club Rule 35, 38');
  });
  it('LNSE 123/13 III.2 \u00b64: a missed burn, on which LNSE is silent, is ruled by the Director\u2019s discretion', () => {
    const r = irregularity(onFlop('lnse'), 'BURN_MISSED');
    expect(r.ok && ofType(r.events, 'FloorRuling')[0].data.ruleRef).toBe(
      'LNSE 123/13 III.2 \u00b64',
    );
  });
  it.each([
    ['fsnp', 'FSNP Art. 10'],
    ['lnse', 'LNSE 123/13 II.30'],
    ['club-tda', undefined],
  ])(
    'FSNP Art. 10; LNSE 123/13 II.30: hole cards recorded under %s cite its deal article (the club\u2019s rules have none)',
    (rulesetId, cite) => {
      const t = new Table({ rulesetId }).as(DEALER);
      t.start();
      t.post();
      const ev = ofType(t.deal({ 8: 'AsAh' }), 'HoleCardsDealt')[0];
      expect(ev.ruleRef).toBe(cite);
    },
  );
});
