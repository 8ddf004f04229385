/**
 * FSPR 6.5.5: a stud player whose seventh card is dealt face up, or exposed by the dealer, chooses
 * to be treated as all-in (he puts in no more chips; bets made after form a pot he cannot win) or
 * to play on under the general rules. The last betting round does not reach him before he
 * chooses (ASSUMPTION), and with no choice recorded he plays on (ASSUMPTION).
 */
import type { LevelSpec } from '../../../src/events/tournament-events';
import { T } from '../../support/tournament-fixtures';
import { handToPhh, handToText, replayRecord } from '../../../src/projections/hand-history/export';
import { HandHistoryProjection } from '../../../src/projections/hand-history/model';
import { parsePhh } from '../../../src/poker/phh/parse';
import { DEALER, Table, ofType, rejected, storedEvents } from './support';

/** Ante 25, bring-in 50, bets of 100 (third and fourth street) and 200 (fifth to seventh). */
const LEVELS: LevelSpec[] = [
  {
    level: 1,
    smallBlind: 50,
    bigBlind: 100,
    ante: 25,
    durationMinutes: 60,
    bringIn: 50,
    smallBet: 100,
    bigBet: 200,
  },
];

const seatOf = (t: Table, i: number) => t.hand.seats[i];

/** Everyone checks until the round closes. */
function checkAround(t: Table): void {
  while (t.hand.engine!.phase === 'betting') t.act(seatOf(t, t.hand.engine!.toAct), 'check');
}

/**
 * Seats 2, 5, 6 to seventh street, every street after third checked (seat 8 folds): a pot of
 * 250 (four antes of 25, three bring-ins of 50). Seat 5 holds three queens, seat 6 two jacks,
 * seat 2 ace high; seat 5's board (Q high) opens seventh street.
 */
function toSeventhStreet(): Table {
  const t = new Table({ rulesetId: 'fspr', game: 'F7S', levels: LEVELS }).as(DEALER);
  t.start();
  t.post();
  t.deal({ 2: 'As Ks 2c', 5: 'Qh Qd 9h', 6: 'Jh Jd Th', 8: '3h 4h 5h' });
  t.act(2, 'bring-in');
  t.act(5, 'call');
  t.act(6, 'call');
  t.act(8, 'fold');
  for (const street of [
    { 2: '7d', 5: 'Qc', 6: '8s' },
    { 2: '8d', 5: '2d', 6: '3d' },
    { 2: '9d', 5: '4c', 6: '6c' },
  ]) {
    t.deal(street);
    checkAround(t);
  }
  t.deal({ 2: 'Tc', 5: 'Ac', 6: 'Ad' });
  return t;
}

const exposed = (t: Table, seat = 5) =>
  t.do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'STUD_SEVENTH_CARD_EXPOSED', seat });
const choose = (t: Table, seat: number, option?: 'all-in-treatment' | 'play-on') =>
  t.try({ type: 'ChooseSeventhCardOption', ...t.ref(), seat, ...(option ? { option } : {}) });

describe('FSPR 6.5.5: the exposed seventh card and the player\u2019s election', () => {
  it('FSPR 6.5.5: seat 5\u2019s seventh card is exposed; the last round waits for his choice', () => {
    const t = toSeventhStreet();
    expect(seatOf(t, t.hand.engine!.toAct)).toBe(5);
    const ruling = ofType(exposed(t), 'FloorRuling')[0];
    expect(ruling).toMatchObject({
      ruleRef: 'FSPR 6.5.5',
      data: { outcome: 'seventh-card-election', seat: 5 },
    });
    expect(rejected(t.tryAct(5, 'check'))).toMatchObject({
      code: 'SEVENTH_CARD_ELECTION_PENDING',
      ruleRef: 'FSPR 6.5.5',
    });
  });

  it('FSPR 6.5.5: he elects to be treated as all-in: he puts in no more, the 400 bet and called after is a pot he cannot win, his 14,925 set aside are his again', () => {
    const t = toSeventhStreet();
    exposed(t);
    const r = choose(t, 5, 'all-in-treatment');
    if (!r.ok) throw new Error(JSON.stringify(r.rejection));
    t.do({ type: 'ChooseSeventhCardOption', ...t.ref(), seat: 5, option: 'all-in-treatment' });
    expect(ofType(r.events, 'SeventhCardElectionMade')[0]).toMatchObject({
      ruleRef: 'FSPR 6.5.5',
      data: { seat: 5, option: 'all-in-treatment', chosenBy: 'player', setAside: 14_925 },
    });
    // He is not prompted: seat 6 acts next, and seat 5 can put in nothing.
    expect(seatOf(t, t.hand.engine!.toAct)).toBe(6);
    t.act(6, 'bet', 200);
    t.act(2, 'call');
    t.show(5);
    t.show(6);
    t.show(2);
    const done = t.complete();
    const pots = ofType(done, 'PotsAwarded')[0].data.pots;
    expect(pots.map((p) => [p.amount, p.winnerSeats])).toEqual([
      [250, [5]],
      [400, [6]],
    ]);
    const stacks = Object.fromEntries(
      ofType(done, 'HandCompleted')[0].data.stacks.map((x) => [x.seat, x.chips]),
    );
    expect(stacks).toEqual({ 2: 14_725, 5: 15_175, 6: 15_125, 8: 14_975 });
    expect(Object.values(stacks).reduce((a, b) => a + b, 0)).toBe(4 * 15_000);
    expect(t.state.entrants[t.playerAt(5)].stack).toBe(15_175);
  });

  it('FSPR 6.5.5: the hand history replays the set-aside; its PHH keeps the true stacks, lists the chips set aside (_set_aside) and no act of his after it', () => {
    const t = toSeventhStreet();
    exposed(t);
    t.do({ type: 'ChooseSeventhCardOption', ...t.ref(), seat: 5, option: 'all-in-treatment' });
    t.act(6, 'bet', 200);
    t.act(2, 'call');
    t.show(5);
    t.show(6);
    t.show(2);
    t.complete();
    const model = new HandHistoryProjection();
    model.applyAll(storedEvents(t.events));
    const h = model.forTournament(T)[0];
    // The record's replay is the hand as played: seat 5 is in it with only the 75 he put in
    // (ante 25, the bring-in's 50 called), his 14,925 set aside; he wins the 250 pot, nothing
    // of the 400 bet and called after.
    const e = replayRecord(h)!;
    const five = h.plan!.dealtIn.findIndex((d) => d.seat === 5);
    expect(e.config.startingStacks[five]).toBe(75);
    expect(e.players[five].stack).toBe(250);
    expect(e.phase).toBe('complete');
    expect(handToText(h)).toContain('is treated as all-in, 14,925 set aside (FSPR 6.5.5)');
    const text = handToPhh(h)!;
    const doc = parsePhh(text)[0];
    const p = `p${five + 1}`;
    expect(doc.startingStacks).toEqual([15_000, 15_000, 15_000, 15_000]);
    expect(text).toContain(
      `_set_aside = [${h.plan!.dealtIn.map((d) => (d.seat === 5 ? 14_925 : 0)).join(', ')}]`,
    );
    // Seventh street: the 200 bet and its call, and no act of his between the last card and
    // his showdown.
    const actions = [...text.matchAll(/'([^']*)'/g)].map((m) => m[1]);
    const seventh = actions.slice(actions.indexOf(`d dh ${p} Ac`));
    expect(seventh.filter((a) => a.startsWith(`${p} `)).map((a) => a.split(' ')[1])).toEqual([
      'sm',
    ]);
    expect(seventh.some((a) => / cbr 200$/.test(a))).toBe(true);
    const finals = new Map(h.finalStacks.map((x) => [x.seat, x.chips]));
    expect(doc.finishingStacks).toEqual(h.plan!.dealtIn.map((d) => finals.get(d.seat)));
  });

  it('FSPR 6.5.5 (ASSUMPTION): with no choice recorded he plays on under the general rules', () => {
    const t = toSeventhStreet();
    exposed(t);
    const r = choose(t, 5);
    expect(r.ok && ofType(r.events, 'SeventhCardElectionMade')[0].data).toMatchObject({
      option: 'play-on',
      chosenBy: 'default',
      setAside: 0,
    });
    t.do({ type: 'ChooseSeventhCardOption', ...t.ref(), seat: 5 });
    expect(t.tryAct(5, 'bet', 200).ok).toBe(true);
  });

  it('FSPR 6.5.5: the choice is his alone, and there is none to make without an exposed seventh card', () => {
    const t = toSeventhStreet();
    expect(rejected(choose(t, 5))).toMatchObject({
      code: 'NO_SEVENTH_CARD_ELECTION',
      ruleRef: 'FSPR 6.5.5',
    });
    exposed(t);
    expect(rejected(choose(t, 6, 'all-in-treatment')).code).toBe('NOT_THE_EXPOSED_PLAYER');
  });

  it('FSPR 6.5.5: on an earlier street the procedure does not apply', () => {
    const t = new Table({ rulesetId: 'fspr', game: 'F7S', levels: LEVELS }).as(DEALER);
    t.start();
    t.post();
    t.deal({ 2: 'As Ks 2c', 5: 'Qh Qd 9h', 6: 'Jh Jd Th', 8: '3h 4h 5h' });
    const r = t.try({
      type: 'RecordIrregularity',
      tournamentId: T,
      tableId: t.tableId,
      handNo: t.handNo,
      irregularity: 'STUD_SEVENTH_CARD_EXPOSED',
      seat: 5,
    });
    expect(rejected(r)).toMatchObject({ code: 'PROCEDURE_NOT_APPLICABLE', ruleRef: 'FSPR 6.5.5' });
  });

  it('FSNP Art. 3: under FSNP, silent on stud errors, the same refusal cites the officials\u2019 ruling article, not FSPR', () => {
    const t = new Table({ rulesetId: 'fsnp', game: 'F7S', levels: LEVELS }).as(DEALER);
    t.start();
    t.post();
    expect(rejected(choose(t, 5)).ruleRef).toBe('FSNP Art. 3');
  });
});
