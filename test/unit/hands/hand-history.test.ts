import {
  handToPhh,
  handToText,
  tournamentToPhh,
  tournamentToText,
} from '../../../src/projections/hand-history/export';
import {
  HandHistoryProjection,
  decisionTimes,
  handDurationMs,
} from '../../../src/projections/hand-history/model';
import { createReadModelDataSource } from '../../../src/projections/data-source';
import { handHistoryProjection } from '../../../src/projections/hand-history/projection';
import * as q from '../../../src/projections/hand-history/queries';
import { parsePhh } from '../../../src/poker/phh/parse';
import { replayPhh } from '../../../src/poker/phh/replay';
import { T } from '../../support/tournament-fixtures';
import { DEALER, FLOOR, Table, storedEvents } from './support';

/** Two hands at T1: a showdown with cards, then a hand with a floor ruling. */
function played(): { t: Table; model: HandHistoryProjection } {
  const t = new Table().as(DEALER).at(0);
  t.start();
  t.post();
  t.deal({ 5: 'AsAh', 6: 'KsKh', 8: '2c7d', 2: '3c8d' });
  t.at(0.5).act(8, 'fold');
  t.at(1).act(2, 'fold');
  t.at(1.5).act(5, 'raise', 600);
  t.at(3).act(6, 'call');
  t.board('2d5h9c');
  t.act(5, 'all-in');
  t.act(6, 'call');
  t.board('Jd');
  t.board('4s');
  t.show(5);
  t.show(6);
  t.at(4).complete();
  t.start();
  t.post();
  t.as(FLOOR).do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'FACE_UP_CARD_IN_DECK' });
  const model = new HandHistoryProjection();
  model.applyAll(storedEvents(t.events));
  return { t, model };
}

describe('hand histories: read model and export', () => {
  it('FSNP Art. 112: every hand is queryable per tournament, table and player, with actions, board, shown cards and pots', () => {
    const { t, model } = played();
    const hands = model.forTournament(T);
    expect(hands.map((h) => h.handNo)).toEqual([1, 2]);
    expect(model.forTable(T, t.tableId)).toHaveLength(2);
    const first = hands[0];
    expect(first.pots).toEqual([
      {
        amount: 30000,
        eligibleSeats: [5, 6],
        winnerSeats: [5],
        shares: [{ seat: 5, chips: 30000 }],
      },
    ]);
    expect(
      first.steps.filter((s) => s.kind === 'board').map((s) => s.kind === 'board' && s.street),
    ).toEqual([1, 2, 3]);
    // Seat 6 lost everything in hand 1 and did not re-enter before hand 2 (FSNP Art. 31(a)).
    const busted = first.plan!.dealtIn.find((d) => d.seat === 6)!.playerId!;
    expect(first.eliminations.map((e) => [e.playerId, e.place])).toEqual([[busted, 4]]);
    expect(model.forPlayer(T, busted).map((h) => h.handNo)).toEqual([1]);
    expect(model.forPlayer(T, t.playerAt(5)).map((h) => h.handNo)).toEqual([1, 2]);
    expect(hands[1].rulings[0]).toMatchObject({
      code: 'FACE_UP_CARD_IN_DECK',
      ruleRef: 'FSNP Art. 73',
      official: { id: 'floor-1' },
    });
  });

  it('FSNP Art. 103: decision times and the hand duration come from the recorded times', () => {
    const { model } = played();
    const h = model.forTournament(T)[0];
    expect(decisionTimes(h).slice(0, 4)).toEqual([
      { seat: 8, ms: 30_000 },
      { seat: 2, ms: 30_000 },
      { seat: 5, ms: 30_000 },
      { seat: 6, ms: 90_000 },
    ]);
    expect(handDurationMs(h)).toBe(240_000);
  });

  it('PHH export: a hand exported as PHH replays in the engine to the same finishing stacks', () => {
    const { model } = played();
    const h = model.forTournament(T)[0];
    const text = handToPhh(h)!;
    expect(text).toContain("variant = 'NT'");
    expect(text).toContain('players = [');
    const [parsed] = parsePhh(text);
    const replayed = replayPhh(parsed);
    expect(replayed.ok).toBe(true);
    const finals = new Map(h.finalStacks.map((x) => [x.seat, x.chips]));
    expect(replayed.ok && replayed.finishingStacks).toEqual(
      h.plan!.dealtIn.map((d) => finals.get(d.seat)),
    );
  });

  it('PHH.md 4.7: a tournament all-in is exported with the shows where the betting closed, before the turn and river', () => {
    const { model } = played();
    const text = handToPhh(model.forTournament(T)[0])!;
    const actions = /^actions = \[(.*)\]$/m.exec(text)![1].split(', ');
    expect(actions.slice(-4).map((a) => a.replace(/^'p\d+ sm .*'$/, 'sm'))).toEqual([
      'sm',
      'sm',
      "'d db Jd'",
      "'d db 4s'",
    ]);
  });

  /** The finishing stacks a PHH states, and the stacks the hand record ended with, by dealt seat. */
  const stacksOf = (t: Table) => {
    const model = new HandHistoryProjection();
    model.applyAll(storedEvents(t.events));
    const h = model.forTournament(T)[0];
    const [parsed] = parsePhh(handToPhh(h)!);
    const recorded = new Map(h.finalStacks.map((x) => [x.seat, x.chips]));
    return {
      phh: parsed.finishingStacks,
      recorded: h.plan!.dealtIn.map((d) => recorded.get(d.seat)),
      starting: h.plan!.dealtIn.map((d) => d.stack),
    };
  };

  it('PHH export: FSNP Art. 77 — a pot the floor declared without cards is in the finishing stacks', () => {
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
    t.as(FLOOR).do({ type: 'AwardPots', ...t.ref(), winners: [[2], [5]] });
    t.complete();
    const { phh, recorded } = stacksOf(t);
    expect(phh).toEqual(recorded);
    // Seat 2 won the 15,200 main pot; seat 8 busted.
    expect(recorded).toEqual(expect.arrayContaining([15200, 0]));
  });

  it('PHH export: FSPR 6.2.2 — a voided hand states every chip returned', () => {
    const t = new Table().as(DEALER);
    t.start();
    t.post();
    t.act(8, 'call');
    t.act(2, 'call');
    t.act(5, 'call');
    t.act(6, 'check');
    t.board();
    t.act(5, 'bet', 400);
    t.as(FLOOR).do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'DUPLICATE_CARD' });
    const { phh, recorded, starting } = stacksOf(t);
    expect(recorded).toEqual(starting);
    expect(phh).toEqual(starting);
  });

  it('PHH export: a whole tournament exports as one .phhs file, one section per hand', () => {
    const { model } = played();
    const all = tournamentToPhh(model.forTournament(T));
    expect(parsePhh(all)).toHaveLength(2);
  });

  it('text export: a floor person can read the hand, with the winning hand named', () => {
    const { model } = played();
    const text = handToText(model.forTournament(T)[0]);
    expect(text).toContain('Button: seat 2. Small blind: seat 5. Big blind: seat 6.');
    expect(text).toMatch(/Showdown: seat 5 \(p\d+\) shows \[As Ah\] — .*[Pp]air/);
    expect(text).toContain('Main pot 30,000 to seat 5');
    const all = tournamentToText(model.forTournament(T));
    expect(all).toContain('Ruling FACE_UP_CARD_IN_DECK by floor floor-1');
  });

  it('the read model is idempotent: an event delivered twice changes nothing', () => {
    const { t } = played();
    const once = new HandHistoryProjection();
    once.applyAll(storedEvents(t.events));
    const twice = new HandHistoryProjection();
    twice.applyAll(storedEvents(t.events));
    twice.applyAll(storedEvents(t.events));
    expect(twice.snapshot()).toEqual(once.snapshot());
  });
});

describe('hand histories: the stored read model', () => {
  it('the stored projection answers per tournament, table, player and hand, equal to the in-memory model', async () => {
    const { t, model } = played();
    const ds = await createReadModelDataSource({ kind: 'sqlite', path: ':memory:' }, [
      handHistoryProjection,
    ]).initialize();
    try {
      await ds.synchronize();
      const events = storedEvents(t.events);
      // Two batches, the second replayed: idempotent per hand.
      await handHistoryProjection.apply(events.slice(0, 40), ds.manager);
      await handHistoryProjection.apply(events.slice(20), ds.manager);
      expect(await q.handsOfTournament(ds.manager, T)).toEqual(model.forTournament(T));
      expect(await q.handsAtTable(ds.manager, T, t.tableId)).toHaveLength(2);
      const seat5 = t.playerAt(5);
      expect((await q.handsOfPlayer(ds.manager, T, seat5)).map((h) => h.handNo)).toEqual([1, 2]);
      expect((await q.handAt(ds.manager, T, t.tableId, 1))?.pots[0].amount).toBe(30000);
    } finally {
      await ds.destroy();
    }
  });
});
