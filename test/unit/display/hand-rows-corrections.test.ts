/**
 * Issue 17: the display's own hand rows (hand-rows.ts) through the corrections that reach into
 * a hand in play: a voided hand, a recalled board, a dead hand's unmatched bet given back, a pot
 * award corrected into the next hand under way, a stud stack set aside. Each stream is replayed
 * event by event through the decider and the rows; every table's view must agree at each step.
 */
import { evolveTournament } from '../../support/decider-fold';
import {
  initialTournamentState,
  type TournamentState,
} from '../../../src/aggregates/tournament/views';
import type { StoredEvent } from '../../../src/events/envelope';
import type { LevelSpec, TournamentEvent } from '../../../src/events/tournament-events';
import { HAND_ROWS, noHands, tableViewOfRow } from '../../../src/projections/display/hand-rows';
import { tableViewOf } from '../../support/display-of-state';
import { eventFold } from '../../../src/projections/kit';
import { T } from '../../support/tournament-fixtures';
import { DEALER, FLOOR, Table, types } from '../hands/support';

const hands = eventFold(HAND_ROWS);

const stored = (e: TournamentEvent, revision: number): StoredEvent => ({
  eventId: `e-${revision}`,
  type: e.type,
  schemaVersion: 1,
  data: e.data,
  metadata: {
    commandId: 'c',
    correlationId: 'c',
    causationId: 'c',
    actor: { id: 'td-1', role: 'director' },
    occurredAt: '2026-12-05T17:00:00.000Z',
  },
  streamId: `tournament-${T}`,
  revision,
  globalPosition: revision,
  prevHash: '',
  hash: '',
});

/** Replays `t`'s stream both ways; returns how many steps showed a hand at the table. */
function expectSameAtEveryStep(t: Table): number {
  const r = noHands();
  let s: TournamentState = initialTournamentState();
  let shown = 0;
  t.events.forEach((e, i) => {
    s = evolveTournament(s, e);
    hands.apply(r, stored(e, i + 1));
    const nameOf = (pid: string) => s.players[pid]?.fullName ?? pid;
    for (const id of new Set([...Object.keys(s.tables), ...r.tables.keys()])) {
      const want = tableViewOf(s, id);
      expect([i, e.type, tableViewOfRow(r.tables.get(id), !!s.tables[id]?.open, nameOf)]).toEqual([
        i,
        e.type,
        want,
      ]);
      if (want) shown++;
    }
  });
  return shown;
}

/** Pre-flop called around, the flop out, no flop action yet. */
function onFlop(rulesetId = 'fsnp'): Table {
  const t = new Table({ rulesetId }).as(DEALER);
  t.start();
  t.post();
  t.act(8, 'call');
  t.act(2, 'call');
  t.act(5, 'call');
  t.act(6, 'check');
  t.board();
  return t;
}

const streamHas = (t: Table, type: TournamentEvent['type']) => types(t.events).includes(type);

describe('display hand rows through the corrections (differential)', () => {
  it('FSPR 6.2.2: a duplicate card voids the hand: the table shows no hand any more', () => {
    const t = onFlop().as(FLOOR);
    t.act(5, 'bet', 400);
    t.act(6, 'fold');
    t.do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'DUPLICATE_CARD' });
    expect(streamHas(t, 'HandVoided')).toBe(true);
    expect(expectSameAtEveryStep(t)).toBeGreaterThan(0);
  });

  it('FSPR 6.6.2: a flop dealt without a burn is recalled, and a new one dealt', () => {
    const t = onFlop();
    t.do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'FLOP_NOT_BURNED' });
    t.board();
    expect(expectSameAtEveryStep(t)).toBeGreaterThan(0);
  });

  it('Club Rule 65: a hand killed by the dealer gets back the bet nobody called', () => {
    const t = onFlop('club-tda');
    t.act(5, 'bet', 1000);
    t.act(6, 'raise', 3000);
    t.as(FLOOR).do({ type: 'DeclareDeadHand', ...t.ref(), seat: 6, cause: 'killed-by-dealer' });
    expect(streamHas(t, 'HandDeclaredDead')).toBe(true);
    expect(expectSameAtEveryStep(t)).toBeGreaterThan(0);
  });

  it('Club Rule 22, 36: a pot award corrected during hand 2 changes the stacks behind in hand 2', () => {
    const t = new Table({ rulesetId: 'club-tda' }).as(FLOOR);
    t.start();
    t.post();
    t.act(8, 'call');
    t.act(2, 'fold');
    t.act(5, 'fold');
    t.act(6, 'check');
    while (t.hand.engine!.phase !== 'showdown' && t.hand.engine!.phase !== 'complete') {
      if (t.hand.engine!.phase === 'dealing') t.board();
      else t.act(t.hand.seats[t.hand.engine!.toAct], 'check');
    }
    t.do({ type: 'AwardPots', ...t.ref(), winners: [[6]] });
    t.complete();
    const pot = t.state.potAwards![t.tableId].pots[0].amount;
    t.start();
    t.post();
    t.act(2, 'fold');
    t.do({
      type: 'DisputeHand',
      tournamentId: t.ref().tournamentId,
      tableId: t.tableId,
      handNo: 1,
      seat: 8,
      description: 'Seat 8 tabled the better hand; the pot went to seat 6.',
    });
    t.do({
      type: 'CorrectPotAward',
      tournamentId: t.ref().tournamentId,
      tableId: t.tableId,
      handNo: 1,
      pot: 0,
      moves: [
        { seat: 6, chips: -pot },
        { seat: 8, chips: pot },
      ],
      reason: 'Seat 8 held the winning hand (cards speak).',
    });
    expect(streamHas(t, 'PotAwardCorrected')).toBe(true);
    expect(expectSameAtEveryStep(t)).toBeGreaterThan(0);
  });

  it('FSPR 6.5.5: a stud player whose seventh card was exposed elects the all-in treatment', () => {
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
    const t = new Table({ rulesetId: 'fspr', game: 'F7S', levels: LEVELS }).as(DEALER);
    const checkAround = () => {
      while (t.hand.engine!.phase === 'betting') t.act(t.hand.seats[t.hand.engine!.toAct], 'check');
    };
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
      checkAround();
    }
    t.deal({ 2: 'Tc', 5: 'Ac', 6: 'Ad' });
    t.do({
      type: 'RecordIrregularity',
      ...t.ref(),
      irregularity: 'STUD_SEVENTH_CARD_EXPOSED',
      seat: 5,
    });
    t.do({ type: 'ChooseSeventhCardOption', ...t.ref(), seat: 5, option: 'all-in-treatment' });
    expect(streamHas(t, 'SeventhCardElectionMade')).toBe(true);
    expect(expectSameAtEveryStep(t)).toBeGreaterThan(0);
  });
});
