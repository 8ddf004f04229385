/**
 * Issue 23: fixed-limit Seven-Card Stud (F7S) in tournaments. A stud level names its ante,
 * bring-in, small and big bet (PHH.md 5 `antes`, `bring_in`, `small_bet`, `big_bet`); a hand
 * posts no blinds, every player dealt in antes, the dealer records each street's cards per seat
 * (the up cards decide the bring-in and who opens), the lowest up card brings in (RecordAction
 * 'bring-in'), the next player may complete. The ruleset breaks a tie on rank by suit
 * (`game.stud.bringInSuitOrder`) and may let an open pair on fourth street bet the big bet
 * (`game.stud.openPairBigBet`). Four players at seats 2, 5, 6, 8, button on 2.
 */
import type { CreateTournament } from '../../../src/aggregates/tournament/commands';
import type { LevelSpec } from '../../../src/events/tournament-events';
import { parseCards } from '../../../src/poker/cards';
import { legalActions } from '../../../src/poker/hand';
import { currentHandView } from '../../../src/api/hands/hand-views';
import { flipParameter } from '../../support/flip-parameter';
import { handToPhh, handToText } from '../../../src/projections/hand-history/export';
import { HandHistoryProjection } from '../../../src/projections/hand-history/model';
import { parsePhh } from '../../../src/poker/phh/parse';
import { replayPhh } from '../../../src/poker/phh/replay';
import { Scenario, T, createCmd } from '../../support/tournament-fixtures';
import { DEALER, ofType, storedEvents, Table } from './support';

/** Ante 25, bring-in 50, bets of 100 (third and fourth street) and 200 (fifth to seventh). */
const F7S_LEVELS: LevelSpec[] = [
  {
    level: 1,
    smallBlind: 50,
    bigBlind: 100,
    ante: 25,
    durationMinutes: 20,
    bringIn: 50,
    smallBet: 100,
    bigBet: 200,
  },
  {
    level: 2,
    smallBlind: 100,
    bigBlind: 200,
    ante: 50,
    durationMinutes: 20,
    bringIn: 100,
    smallBet: 200,
    bigBet: 400,
  },
];

const studTable = (over: Partial<CreateTournament> = {}) => {
  const t = new Table({ game: 'F7S', levels: F7S_LEVELS, ...over }).as(DEALER);
  t.start();
  t.post();
  return t;
};

const created = (levels: LevelSpec[], game?: CreateTournament['game']) =>
  new Scenario().try(createCmd({ levels, ...(game ? { game } : {}) }));

const seatOf = (t: Table, i: number) => t.hand.seats[i];

describe('issue 23: a stud level names its ante, bring-in and bets (FSNP Art. 60, 66: the published structure)', () => {
  it('given an F7S level without a bring-in, when the tournament is created, then it is refused naming levels[0].bringIn', () => {
    const { bringIn: _b, ...noBringIn } = F7S_LEVELS[0];
    const r = created([noBringIn, F7S_LEVELS[1]], 'F7S');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.rejection.code).toBe('INVALID_LEVEL_STRUCTURE');
    expect(r.rejection.message).toContain('levels[0].bringIn');
    expect(r.rejection.message).not.toContain('levels[1]');
  });

  it('given an F7S level with no ante, when the tournament is created, then it is refused naming levels[1].ante', () => {
    const r = created([F7S_LEVELS[0], { ...F7S_LEVELS[1], ante: 0 }], 'F7S');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.message).toContain('levels[1].ante');
  });

  it('given an F7S level without its small bet, or a bring-in above it, then it is refused naming the field', () => {
    const { smallBet: _s, ...noSmall } = F7S_LEVELS[0];
    const a = created([noSmall], 'F7S');
    expect(a.ok).toBe(false);
    if (!a.ok) expect(a.rejection.message).toContain('levels[0].smallBet');
    const b = created([{ ...F7S_LEVELS[0], bringIn: 150 }], 'F7S');
    expect(b.ok).toBe(false);
    if (!b.ok) expect(b.rejection.message).toContain('levels[0].bringIn');
  });

  it("given a no-limit Hold'em level that names a bring-in, then it is refused: only a stud level has one", () => {
    const r = created([{ ...createCmd().levels[0], bringIn: 50 }]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.message).toContain('levels[0].bringIn');
  });

  it('given the four terms on every F7S level, then the tournament is created and its levels keep them', () => {
    const t = new Table({ game: 'F7S', levels: F7S_LEVELS });
    expect(t.state.levels[0]).toMatchObject({ ante: 25, bringIn: 50, smallBet: 100, bigBet: 200 });
  });
});

describe('issue 23: a stud hand in a tournament (PHH.md 5; FSPR 6.5.1-6.5.5)', () => {
  it('given an F7S level, when the hand is planned and posted, then HandPlanned records the stud terms and every player antes, no blind', () => {
    const t = new Table({ game: 'F7S', levels: F7S_LEVELS }).as(DEALER);
    const ev = t.start();
    expect(ofType(ev, 'HandPlanned')[0].data).toMatchObject({
      game: 'F7S',
      structure: 'fixed-limit',
      ante: 25,
      fixedLimit: { smallBet: 100, bigBet: 200, raiseCap: 4 },
      stud: { bringIn: 50, bringInSuitOrder: 'cdhs', openPairBigBet: false },
    });
    const posted = ofType(t.post(), 'ForcedBetsPosted')[0].data;
    expect(posted.posts).toHaveLength(4);
    expect(posted.posts.every((p) => p.kind === 'ante' && p.amount === 25)).toBe(true);
    expect(t.hand.engine?.config).toMatchObject({ game: 'stud', bringIn: 50, smallBet: 100 });
  });

  it('PHH.md 5: an up card recorded as unseen is refused, naming hands[0].cards[2]; a down card may be unseen', () => {
    const t = studTable();
    const r = t.try({
      type: 'DealHoleCards',
      ...t.ref(),
      hands: [{ seat: 2, cards: [null, null, null] }],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.rejection.code).toBe('UP_CARD_REQUIRED');
    expect(r.rejection.message).toContain('hands[0].cards[2]');
    expect(
      t.try({
        type: 'DealHoleCards',
        ...t.ref(),
        hands: [{ seat: 2, cards: [null, null, ...parseCards('2c')] }],
      }).ok,
    ).toBe(true);
  });

  it('a whole stud hand: the 2c brings in, the next player completes, the best board opens fourth street, trip queens win at showdown and chips are conserved', () => {
    const t = studTable();
    t.deal({ 2: 'As Ks 2c', 5: 'Qh Qd 9h', 6: 'Jh Jd Th', 8: '3h 4h 5h' });
    const view = currentHandView(T, t.hand, true, 'dealer');
    expect(view.street).toBe('third');
    expect(view.seats.find((x) => x.seat === 2)?.upCards).toEqual(['2c']);
    expect(view.toAct).toMatchObject({ seat: 2, bringIn: 50 });
    expect(view.toAct?.actions).toContain('bring-in');
    const early = t.tryAct(2, 'call');
    expect(early.ok).toBe(false);
    if (!early.ok) expect(early.rejection.code).toBe('BRING_IN_DUE');
    const bi = ofType(t.act(2, 'bring-in'), 'ActionRecorded')[0].data;
    expect(bi).toMatchObject({ seat: 2, action: 'bring-in', amount: 50 });
    const next = seatOf(t, legalActions(t.hand.engine!)!.player);
    expect(next).toBe(5);
    expect(t.tryAct(5, 'raise', 150).ok).toBe(false);
    t.act(5, 'raise', 100); // the completion to the small bet
    t.act(6, 'call');
    t.act(8, 'fold');
    t.act(2, 'call');
    t.deal({ 2: '7d', 5: 'Qc', 6: '8s' });
    // Best board showing: Q-9 (seat 5) opens fourth street.
    expect(seatOf(t, t.hand.engine!.toAct)).toBe(5);
    t.act(5, 'bet', 100);
    t.act(6, 'call');
    t.act(2, 'fold');
    t.deal({ 5: '2d', 6: '3d' });
    expect(t.hand.engine!.minRaise).toBe(200); // fifth street: the big bet
    t.act(5, 'bet', 200);
    t.act(6, 'call');
    t.deal({ 5: '4c', 6: '6c' });
    t.act(5, 'check');
    t.act(6, 'check');
    t.deal({ 5: 'Ac', 6: 'Ad' });
    expect(t.hand.engine!.players[t.hand.seats.indexOf(5)].faceUp?.[6]).toBe(false);
    t.act(5, 'check');
    t.act(6, 'check');
    t.show(5);
    t.show(6);
    const done = t.complete();
    const awarded = ofType(done, 'PotsAwarded')[0].data;
    expect(awarded.pots[0].winnerSeats).toEqual([5]);
    const stacks = ofType(done, 'HandCompleted')[0].data.stacks;
    expect(stacks.reduce((a, x) => a + x.chips, 0)).toBe(4 * 15000);
    // 4 antes of 25, seat 2 in for 100, seats 5 and 6 for 100 + 100 + 200: 1,000 to seat 5.
    expect(stacks.find((x) => x.seat === 5)?.chips).toBe(15000 - 25 - 400 + 1000);
  });
});

/** Third street where seats 2 and 5 both show a deuce: 2c at seat 2, 2d at seat 5. */
function deuces(t: Table): void {
  t.deal({ 2: 'As Ks 2c', 5: 'Qh Qd 2d', 6: 'Jh Jd Th', 8: '3h 4h 9c' });
}

describe('game.stud.bringInSuitOrder', () => {
  it('ASSUMPTION (FSNP is silent on stud; clubs lowest, the reverse of the suit ranking of DECISION-8): 2c and 2d up, the 2c brings in', () => {
    const t = studTable();
    deuces(t);
    expect(legalActions(t.hand.engine!)).toMatchObject({ bringIn: 50 });
    expect(seatOf(t, t.hand.engine!.toAct)).toBe(2);
  });

  it('ASSUMPTION (game.stud.bringInSuitOrder flipped to shdc, clubs highest): the same deal, the 2d brings in', () => {
    flipParameter('fsnp', 'game.stud.bringInSuitOrder', 'shdc', () => {
      const t = studTable();
      expect(t.hand.plan.stud?.bringInSuitOrder).toBe('shdc');
      deuces(t);
      expect(seatOf(t, t.hand.engine!.toAct)).toBe(5);
    });
  });
});

/** To fourth street with seats 5 and 6 only; seat 5 pairs his 9h on board. */
function openPair(t: Table): void {
  t.deal({ 2: 'As Ks 2c', 5: 'Qh Qd 9h', 6: 'Jh Jd Th', 8: '3h 4h 5h' });
  t.act(2, 'bring-in');
  t.act(5, 'raise', 100);
  t.act(6, 'call');
  t.act(8, 'fold');
  t.act(2, 'fold');
  t.deal({ 5: '9c', 6: '8s' });
}

describe('game.stud.openPairBigBet', () => {
  it('ASSUMPTION (FSNP: no open-pair option, as the PHH reference engine): an open pair on fourth street, a bet of the big bet 200 is refused', () => {
    const t = studTable();
    openPair(t);
    expect(seatOf(t, t.hand.engine!.toAct)).toBe(5);
    const r = t.tryAct(5, 'bet', 200);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.code).toBe('FIXED_LIMIT_AMOUNT');
  });

  it('ASSUMPTION (game.stud.openPairBigBet flipped): the same open pair may bet the big bet, 200', () => {
    flipParameter('fsnp', 'game.stud.openPairBigBet', true, () => {
      const t = studTable();
      openPair(t);
      expect(t.tryAct(5, 'bet', 200).ok).toBe(true);
    });
  });
});

describe('issue 23: an absent player due to bring it in (FSNP Art. 59: his forced bets are posted)', () => {
  it('given seat 2 absent with the lowest up card, when third street is dealt, then his bring-in is posted for him and he folds at his next turn', () => {
    const t = new Table({ game: 'F7S', levels: F7S_LEVELS }).as(DEALER);
    t.start();
    t.post([2]);
    const ev = t.deal({ 2: 'As Ks 2c', 5: 'Qh Qd 9h', 6: 'Jh Jd Th', 8: '3h 4h 5h' });
    expect(ofType(ev, 'ActionRecorded')[0].data).toMatchObject({
      seat: 2,
      action: 'bring-in',
      amount: 50,
      auto: 'absent',
    });
    t.act(5, 'raise', 100);
    t.act(6, 'call');
    const folded = ofType(t.act(8, 'call'), 'ActionRecorded');
    expect(folded.map((x) => x.data)).toContainEqual(
      expect.objectContaining({ seat: 2, action: 'fold', auto: 'absent' }),
    );
  });
});

describe('issue 23: an F7S tournament hand exported as PHH (PHH.md 3.1, 5)', () => {
  it("PHH.md 5: the hand is written as variant 'F7S' with the level's antes, bring_in, small_bet and big_bet, the bring-in as 'pb', and replays to the same stacks", () => {
    const t = studTable();
    t.deal({ 2: 'As Ks 2c', 5: 'Qh Qd 9h', 6: 'Jh Jd Th', 8: '3h 4h 5h' });
    t.act(2, 'bring-in');
    t.act(5, 'raise', 100);
    t.act(6, 'call');
    t.act(8, 'fold');
    t.act(2, 'fold');
    for (const [a, b] of [
      ['Qc', '8s'],
      ['2d', '3d'],
      ['4c', '6c'],
      ['Ac', 'Ad'],
    ]) {
      t.deal({ 5: a, 6: b });
      t.act(5, 'check');
      t.act(6, 'check');
    }
    t.show(5);
    t.show(6);
    t.complete();
    const model = new HandHistoryProjection();
    model.applyAll(storedEvents(t.events));
    const h = model.forTournament(T)[0];
    const readable = handToText(h);
    expect(readable).toMatch(/Third street: .*brings in 50/);
    expect(readable).toContain('Seventh street:');
    expect(readable).not.toContain('Pre-flop');
    if (process.env.SHOW_PHH) console.log(readable);
    const text = handToPhh(h)!;
    expect(text).toContain("variant = 'F7S'");
    expect(text).toMatch(/^bring_in = 50$/m);
    expect(text).toMatch(/^small_bet = 100$/m);
    expect(text).toMatch(/^big_bet = 200$/m);
    expect(text).toMatch(/'p1 pb'|'p\d pb'/);
    if (process.env.SHOW_PHH) console.log(text);
    const replayed = replayPhh(parsePhh(text)[0]);
    expect(replayed.ok).toBe(true);
    const finals = new Map(h.finalStacks.map((x) => [x.seat, x.chips]));
    expect(replayed.ok && replayed.finishingStacks).toEqual(
      h.plan!.dealtIn.map((d) => finals.get(d.seat)),
    );
  });
});

describe('FSPR 6.5.4: an all-in player due to bring it in is passed over', () => {
  it('given seat 2 all-in from his ante with the lowest up card, when third street is dealt, then seat 5 may fold, bring in or complete (bet the small bet), and not check', () => {
    const t = new Table({ game: 'F7S', levels: F7S_LEVELS }).as(DEALER);
    t.stacks({ 2: 25 });
    t.start();
    t.post();
    t.deal({ 2: 'As Ks 2c', 5: 'Qh Qd 9h', 6: 'Jh Jd Th', 8: '3h 4h 5h' });
    const view = currentHandView(T, t.hand, true, 'dealer');
    expect(view.seats.find((x) => x.seat === 2)?.allIn).toBe(true);
    expect(view.toAct?.seat).toBe(5);
    expect(view.toAct?.actions).toEqual(expect.arrayContaining(['fold', 'bring-in', 'bet']));
    expect(view.toAct?.actions).not.toContain('check');
    expect(t.tryAct(5, 'check').ok).toBe(false);
    expect(ofType(t.act(5, 'bring-in'), 'ActionRecorded')[0].data).toMatchObject({
      seat: 5,
      action: 'bring-in',
      amount: 50,
    });
  });
});

describe('FSPR 6.5.1-6.5.3: stud deal irregularities recorded and cited (RecordIrregularity)', () => {
  const FSPR_STUD = { rulesetId: 'fspr' as const, game: 'F7S' as const, levels: F7S_LEVELS };
  const fsprTable = () => {
    const t = new Table(FSPR_STUD).as(DEALER);
    t.start();
    t.post();
    return t;
  };
  const record = (t: Table, irregularity: string, seat?: number) =>
    t.try({
      type: 'RecordIrregularity',
      ...t.ref(),
      irregularity,
      ...(seat !== undefined ? { seat } : {}),
    } as never);

  it('FSPR 6.5.1: one of his first two cards dealt face up is no misdeal; the third card is recorded face down and the exposed card brings in', () => {
    const t = fsprTable();
    const r = record(t, 'STUD_DOWN_CARD_DEALT_UP', 2);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(ofType(r.events, 'FloorRuling')[0].data).toMatchObject({
      code: 'STUD_DOWN_CARD_DEALT_UP',
      outcome: 'play-on',
      ruleRef: 'FSPR 6.5.1',
    });
    t.apply(...r.events);
    t.do({
      type: 'DealHoleCards',
      ...t.ref(),
      hands: [{ seat: 2, cards: parseCards('2c Ks As'), faceUp: [true, false, false] }],
    });
    t.deal({ 5: 'Qh Qd 9h', 6: 'Jh Jd Th', 8: '3h 4h 5h' });
    expect(seatOf(t, t.hand.engine!.toAct)).toBe(2);
    expect(legalActions(t.hand.engine!)).toMatchObject({ bringIn: 50 });
  });

  it('FSPR 6.5.1: on fourth street the procedure does not apply (refused, citing 6.5.1)', () => {
    const t = fsprTable();
    t.deal({ 2: 'As Ks 2c', 5: 'Qh Qd 9h', 6: 'Jh Jd Th', 8: '3h 4h 5h' });
    t.act(2, 'bring-in');
    for (const seat of [5, 6, 8]) t.act(seat, 'call');
    t.deal({ 2: '7d', 5: 'Qc', 6: '8s', 8: '6h' });
    const r = record(t, 'STUD_DOWN_CARD_DEALT_UP', 2);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.rejection).toMatchObject({
        code: 'PROCEDURE_NOT_APPLICABLE',
        ruleRef: 'FSPR 6.5.1',
      });
  });

  it('FSPR 6.5.2: two cards dealt face up to one player: the deal carries on, the second exposed card replaced by the burn card (no misdeal)', () => {
    const t = fsprTable();
    const r = record(t, 'STUD_TWO_UP_CARDS', 5);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(ofType(r.events, 'FloorRuling')[0].data).toMatchObject({
      outcome: 'card-replaced',
      ruleRef: 'FSPR 6.5.2',
    });
    expect(ofType(r.events, 'HandVoided')).toHaveLength(0);
  });

  it('FSPR 6.5.3: the stub short for seventh street is recorded while it is dealt, and refused on third street', () => {
    const t = fsprTable();
    const early = record(t, 'STUD_STUB_SHORT');
    expect(early.ok).toBe(false);
    if (!early.ok) expect(early.rejection.ruleRef).toBe('FSPR 6.5.3');
    t.deal({ 2: 'As Ks 2c', 5: 'Qh Qd 9h', 6: 'Jh Jd Th', 8: '3h 4h 5h' });
    t.act(2, 'bring-in');
    t.act(5, 'call');
    t.act(6, 'fold');
    t.act(8, 'fold');
    for (const [a, b] of [
      ['7d', 'Qc'],
      ['8d', '2d'],
      ['9d', '4c'],
    ]) {
      t.deal({ 2: a, 5: b });
      const first = seatOf(t, t.hand.engine!.toAct);
      t.act(first, 'check');
      t.act(first === 2 ? 5 : 2, 'check');
    }
    const r = record(t, 'STUD_STUB_SHORT');
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(ofType(r.events, 'FloorRuling')[0].data).toMatchObject({
        outcome: 'play-on',
        ruleRef: 'FSPR 6.5.3',
      });
  });

  it("FSPR 6.5.1-6.5.5: in a Hold'em hand the stud rows are refused (the board game's row is FSPR 6.6.1)", () => {
    const t = new Table({ rulesetId: 'fspr' }).as(DEALER);
    t.start();
    t.post();
    const r = record(t, 'STUD_DOWN_CARD_DEALT_UP', 2);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.message).toContain('Not a stud hand');
  });
});
