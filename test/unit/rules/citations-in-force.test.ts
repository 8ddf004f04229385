/**
 * Issue 18: a citation names the ruleset in force. A short tournament is played through the
 * decider under LNSE and under the club ruleset, and no stored event may cite another ruleset's
 * catalog: under LNSE no "FSNP" or "FSPR"; under the club no "FSNP", "LNSE" or "FSPR".
 */
import { sampleProcedureSteps } from '../../../src/aggregates/tournament/procedures/procedures';
import type { CreateTournament } from '../../../src/aggregates/tournament/commands';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import {
  Scenario,
  T,
  catalogStack,
  createCmd,
  lnseCreate,
  pid,
} from '../../support/tournament-fixtures';
import type { IrregularityCode } from '../../../src/aggregates/tournament/hands/corrections-table';
import { DEALER as HAND_DEALER, FLOOR as HAND_FLOOR, Table, ofType } from '../hands/support';

/**
 * Events that still cite a foreign catalog under the ruleset, by ruleset: each names why. This
 * list may only shrink: fixing one means removing it here.
 */
const NOT_YET_PER_RULESET: Readonly<Record<string, readonly string[]>> = {
  lnse: [],
  'club-tda': [],
};

const FOREIGN: Readonly<Record<string, readonly string[]>> = {
  lnse: ['FSNP', 'FSPR'],
  'club-tda': ['FSNP', 'LNSE', 'FSPR'],
};

/** Creates, registers `n`, closes registration, passes the regulator's gates, starts. */
function started(create: CreateTournament, n: number): Scenario {
  const sc = new Scenario(5).setup(create, n, false);
  sc.do({ type: 'CloseRegistration', tournamentId: T });
  for (const step of sampleProcedureSteps(create).beforeStart) sc.do(step);
  sc.at(0).do({ type: 'StartTournament', tournamentId: T });
  return sc;
}

const DEALER = { id: 'dealer-7', role: 'dealer' } as const;
const FLOOR = { id: 'floor-1', role: 'floor' } as const;

function as(sc: Scenario, actor: Scenario['actor']): Scenario {
  (sc as { actor: Scenario['actor'] }).actor = actor;
  return sc;
}

/** Plays one hand at the table: everyone folds to the big blind, or all in to a showdown. */
function playHand(sc: Scenario, tableId: string, how: 'folds' | 'all-in', absent: number[] = []) {
  as(sc, DEALER).do({ type: 'StartHand', tournamentId: T, tableId });
  const handNo = sc.state.tables[tableId].handNo;
  const ref = { tournamentId: T, tableId, handNo };
  const plan = sc.events.filter((e) => e.type === 'HandPlanned').at(-1) as Extract<
    TournamentEvent,
    { type: 'HandPlanned' }
  >;
  sc.do({ type: 'PostForcedBets', ...ref, absentSeats: absent });
  const order = plan.data.dealtIn.map((d) => d.seat);
  const stackAt = new Map(plan.data.dealtIn.map((d) => [d.seat, d.stack]));
  const winner = [...order].sort((a, b) => stackAt.get(b)! - stackAt.get(a)! || a - b)[0];
  // Pre-flop the first to act is left of the big blind: the dealt-in order after the blinds.
  const preflop = [...order.slice(2), ...order.slice(0, 2)];
  if (how === 'folds') {
    for (const seat of preflop.slice(0, -1))
      if (sc.state.tables[tableId].handInProgress && !absent.includes(seat))
        sc.do({ type: 'RecordAction', ...ref, seat, action: 'fold' });
  } else {
    for (const seat of preflop) sc.do({ type: 'RecordAction', ...ref, seat, action: 'all-in' });
    for (let i = 0; i < 3; i++) sc.do({ type: 'DealBoard', ...ref });
    // One winner takes the main pot and every side pot.
    as(sc, FLOOR);
    const award = (pots: number) =>
      sc.try({ type: 'AwardPots', ...ref, winners: new Array(pots).fill([winner]) });
    const pots = [1, 2, 3, 4].find((k) => award(k).ok)!;
    sc.do({ type: 'AwardPots', ...ref, winners: new Array(pots).fill([winner]) });
  }
  return as(sc, DEALER).do({ type: 'CompleteHand', ...ref });
}

/**
 * "EventType: ruleRef" of every stored event that cites a foreign catalog and is not on the
 * allow-list; and every allow-listed type that no longer does (so the list can only shrink).
 */
function foreignCitations(sc: Scenario, rulesetId: string): string[] {
  const allowed = NOT_YET_PER_RULESET[rulesetId];
  const foreign = sc.events.filter(
    (e) => e.ruleRef && FOREIGN[rulesetId].some((k) => e.ruleRef!.includes(k)),
  );
  const stale = allowed.filter((t) => !foreign.some((e) => e.type === t));
  return [
    ...foreign.filter((e) => !allowed.includes(e.type)).map((e) => `${e.type}: ${e.ruleRef}`),
    ...stale.map((t) => `${t}: on the allow-list but cites the ruleset in force now`),
  ];
}

/**
 * Fourteen players on two tables of seven (ten seats); four at the first lose their chips (hands
 * folded in as facts), the first table breaks into the second, the ten left get equal stacks (the odd chips
 * to one, who wins), then a hand folded to the big blind and an
 * all-in hand to the showdown give the winner.
 */
function playShortTournament(create: CreateTournament): Scenario {
  const sc = started(create, 14);
  const tables = Object.keys(sc.state.tables);
  expect(tables).toHaveLength(2);
  const [first, second] = tables;
  const seated = Object.values(sc.state.tables[first].seats);
  for (const p of seated.slice(0, 4)) {
    const mate = seated.at(-1)!;
    const e = sc.state.entrants;
    sc.playHand(first, { [p]: 0, [mate]: e[mate].stack + e[p].stack });
    sc.playHand(first);
  }
  as(sc, { id: 'td-1', role: 'director' }).do({
    type: 'PublishTableBreakOrder',
    tournamentId: T,
    order: [first, second],
  });
  sc.do({ type: 'BreakTable', tournamentId: T, tableId: first });
  const seats = sc.state.tables[second].seats;
  const total = Object.values(seats).reduce((a, p) => a + sc.state.entrants[p].stack, 0);
  const n = Object.keys(seats).length;
  const share = Math.floor(total / n);
  sc.do({
    type: 'RecordChipCounts',
    tournamentId: T,
    tableId: second,
    counts: Object.keys(seats).map((seat, i) => ({
      seat: Number(seat),
      chips: share + (i === 0 ? total - share * n : 0),
    })),
  });
  playHand(sc, second, 'folds');
  playHand(sc, second, 'all-in');
  return sc;
}

const lnse = lnseCreate({
  tournamentType: 'FZ',
  startingStack: catalogStack('FZ', 'lnse'),
  prices: {},
  seatsPerTable: 10,
});
const club = createCmd({
  rulesetId: 'club-tda',
  tournamentType: 'FZ',
  startingStack: catalogStack('FZ', 'club-tda'),
  seatsPerTable: 10,
});

describe('issue 18: the stored events cite the ruleset in force', () => {
  it('LNSE 123/13: a short tournament played to its winner: no stored event cites FSNP or FSPR', () => {
    const sc = playShortTournament(lnse);
    const types = new Set(sc.events.map((e) => e.type));
    for (const t of [
      'TournamentStarted',
      'TableBreakOrderPublished',
      'TableBroken',
      'HandPlanned',
      'ForcedBetsPosted',
      'BoardDealt',
      'PotsAwarded',
      'HandCompleted',
      'TournamentCompleted',
    ])
      expect(types).toContain(t);
    expect(foreignCitations(sc, 'lnse')).toEqual([]);
    const byType = (t: string) => sc.events.find((e) => e.type === t)?.ruleRef;
    expect(byType('TournamentStarted')).toBe('LNSE 123/13 II.4');
    expect(byType('TableBroken')).toBe('LNSE 123/13 I.93-94');
    expect(byType('TournamentCompleted')).toContain('LNSE 123/13 I.68');
  });

  it('Club Rule 1: the same tournament under the club rules: no stored event cites FSNP, LNSE or FSPR', () => {
    const sc = playShortTournament(club);
    expect(sc.events.some((e) => e.type === 'TournamentCompleted')).toBe(true);
    expect(foreignCitations(sc, 'club-tda')).toEqual([]);
    expect(sc.events.find((e) => e.type === 'TableBroken')?.ruleRef).toBe('Club Rule 10');
  });

  it('FSNP Art. 81-82, 134: under FSNP the same events cite FSNP only (the flip of the citation table)', () => {
    const sc = playShortTournament(createCmd({ tournamentType: 'FZ', seatsPerTable: 10 }));
    expect(sc.events.find((e) => e.type === 'TournamentStarted')?.ruleRef).toBe('FSNP Art. 134');
    expect(sc.events.find((e) => e.type === 'TableBroken')?.ruleRef).toBe('FSNP Art. 81-82');
    expect(sc.events.filter((e) => e.ruleRef?.includes('LNSE')).map((e) => e.type)).toEqual([]);
  });

  it.each([
    ['lnse', lnse, 'LNSE 123/13 I.6', 'LNSE 123/13 I.78'],
    ['club-tda', club, 'Club Rule 1', 'Club Rule 69'],
    ['fsnp', createCmd({ tournamentType: 'FZ', seatsPerTable: 10 }), 'FSNP Art. 3', 'FSNP Art. 22'],
  ])(
    'LNSE 123/13 I.6, I.78; Club Rule 1, 69: under %s a cancellation without a reason and a collusion hold without suspects cite the ruleset in force',
    (_id, create, cancel, collusion) => {
      const sc = playShortTournament(create);
      const director = { id: 'td-1', role: 'director' } as const;
      as(sc, director);
      const tableId = Object.keys(sc.state.tables).find((t) => sc.state.tables[t].open)!;
      const hold = sc.try({
        type: 'RequestCollusionHold',
        tournamentId: T,
        tableId,
        handNo: sc.state.tables[tableId].handNo,
        suspects: [],
        requestedBy: pid(1),
        reason: 'signals seen',
      });
      expect(hold).toMatchObject({
        ok: false,
        rejection: { code: 'SUSPECTS_REQUIRED', ruleRef: collusion },
      });
      const fresh = new Scenario(5).setup(create, 2, false);
      expect(fresh.try({ type: 'CancelTournament', tournamentId: T, reason: ' ' })).toMatchObject({
        ok: false,
        rejection: { code: 'REASON_REQUIRED', ruleRef: cancel },
      });
    },
  );

  it.each([
    ['lnse', lnse, 'LNSE 123/13 II.90-91'],
    ['club-tda', club, 'Club Rule 50, 53'],
    [
      'fsnp',
      createCmd({ tournamentType: 'FZ', seatsPerTable: 10 }),
      'FSNP Art. 89, 99-100; TDA Rule 50',
    ],
  ])(
    'LNSE 123/13 II.90-91; Club Rule 50, 53: under %s the engine refusal of an act out of turn cites the ruleset in force',
    (_id, create, ref) => {
      const sc = started(create, 14);
      const tableId = Object.keys(sc.state.tables)[0];
      as(sc, DEALER).do({ type: 'StartHand', tournamentId: T, tableId });
      const handNo = sc.state.tables[tableId].handNo;
      sc.do({ type: 'PostForcedBets', tournamentId: T, tableId, handNo, absentSeats: [] });
      const plan = sc.events.filter((e) => e.type === 'HandPlanned').at(-1) as Extract<
        TournamentEvent,
        { type: 'HandPlanned' }
      >;
      // The big blind may not act first pre-flop.
      const r = sc.try({
        type: 'RecordAction',
        tournamentId: T,
        tableId,
        handNo,
        seat: plan.data.bigBlindSeat,
        action: 'fold',
      });
      expect(r).toMatchObject({ ok: false, rejection: { code: 'NOT_YOUR_TURN', ruleRef: ref } });
    },
  );

  it('DESIGN (chips are integers): under LNSE a bet of a fractional amount is refused as bad input, citing no FSNP article', () => {
    const sc = started(lnse, 14);
    const tableId = Object.keys(sc.state.tables)[0];
    as(sc, DEALER).do({ type: 'StartHand', tournamentId: T, tableId });
    const handNo = sc.state.tables[tableId].handNo;
    sc.do({ type: 'PostForcedBets', tournamentId: T, tableId, handNo, absentSeats: [] });
    const seat = sc.state.tables[tableId].seats;
    const r = sc.try({
      type: 'RecordAction',
      tournamentId: T,
      tableId,
      handNo,
      seat: Number(Object.keys(seat)[0]),
      action: 'raise',
      amount: 1.5,
    });
    expect(r).toMatchObject({ ok: false, rejection: { code: 'INVALID_AMOUNT' } });
    expect(!r.ok && r.rejection.ruleRef).toBe('DESIGN: chips are integers');
  });

  // The hand's own refusals (no hand in play, a seat not dealt in, an absent seat not dealt in,
  // a dead hand, pots awarded twice) cite the article of the ruleset in force: FSNP's articles
  // under FSNP (unchanged), the club's and LNSE's own under theirs.
  it.each([
    [
      'lnse',
      lnse,
      [
        'LNSE 123/13 II.48',
        'LNSE 123/13 I.38',
        'LNSE 123/13 II.49',
        'LNSE 123/13 II.66',
        'LNSE 123/13 II.112',
      ],
    ],
    [
      'club-tda',
      club,
      ['Club Rule 23', 'Club Rule 30', 'Club Rule 30', 'Club Rule 30, 65', 'Club Rule 22'],
    ],
    [
      'fsnp',
      createCmd({ tournamentType: 'FZ', seatsPerTable: 10 }),
      ['FSNP Art. 45', 'FSNP Art. 59', 'FSNP Art. 104', 'FSNP Art. 104', 'FSNP Art. 113'],
    ],
  ] as const)(
    'LNSE 123/13 II.48-49, II.66; Club Rule 23, 30, 65: under %s the refusals of a hand act cite the ruleset in force',
    (_id, create, [inPlay, absent, notDealt, dead, awarded]) => {
      const sc = started(create, 14);
      const tableId = Object.keys(sc.state.tables)[0];
      const cite = (c: Parameters<Scenario['try']>[0]) => {
        const r = sc.try(c);
        return r.ok ? 'accepted' : `${r.rejection.code} ${r.rejection.ruleRef}`;
      };
      const ref = { tournamentId: T, tableId, handNo: 1 };
      as(sc, DEALER);
      expect(cite({ type: 'RecordAction', ...ref, seat: 1, action: 'fold' })).toBe(
        `NO_HAND_IN_PROGRESS ${inPlay}`,
      );
      sc.do({ type: 'StartHand', tournamentId: T, tableId });
      expect(cite({ type: 'PostForcedBets', ...ref, absentSeats: [99] })).toBe(
        `NOT_DEALT_IN ${absent}`,
      );
      sc.do({ type: 'PostForcedBets', ...ref, absentSeats: [] });
      expect(cite({ type: 'RecordAction', ...ref, seat: 99, action: 'fold' })).toBe(
        `NOT_DEALT_IN ${notDealt}`,
      );
      // Everyone folds to the big blind: the folded hands are dead, the pots are awarded.
      const plan = sc.events.filter((e) => e.type === 'HandPlanned').at(-1) as Extract<
        TournamentEvent,
        { type: 'HandPlanned' }
      >;
      const order = plan.data.dealtIn.map((d) => d.seat);
      const preflop = [...order.slice(2), ...order.slice(0, 2)];
      for (const seat of preflop.slice(0, -1))
        sc.do({ type: 'RecordAction', ...ref, seat, action: 'fold' });
      sc.do({ type: 'AwardPots', ...ref });
      expect(sc.state.hands!.tables[tableId].status).toBe('awarded');
      as(sc, FLOOR);
      expect(
        cite({ type: 'DeclareDeadHand', ...ref, seat: preflop[0], cause: 'cards-touched-muck' }),
      ).toMatch(new RegExp(`^(NOT_IN_HAND|HAND_IS_DEAD) ${dead.replace(/[.]/g, '\\.')}$`));
      expect(cite({ type: 'AwardPots', ...ref })).toBe(`POTS_ALREADY_AWARDED ${awarded}`);
    },
  );
});

describe('issue 18: premature cards and a refusal to show cite the ruleset in force', () => {
  /** Seats 2, 5, 6, 8 (button 2): pre-flop seat 8 has called, seat 2 still has to act. */
  function preflopOpen(rulesetId: string): Table {
    const t = new Table({ rulesetId }).as(HAND_DEALER);
    t.start();
    t.post();
    t.act(8, 'call');
    return t;
  }
  /** Called and checked down to the showdown: every hand still live, nobody shown yet. */
  function atShowdown(rulesetId: string): Table {
    const t = preflopOpen(rulesetId);
    t.act(2, 'call');
    t.act(5, 'call');
    t.act(6, 'check');
    for (let street = 0; street < 3; street++) {
      t.board();
      for (const seat of [5, 6, 8, 2]) t.act(seat, 'check');
    }
    expect(t.hand.engine!.phase).toBe('showdown');
    return t;
  }
  const irregularity = (t: Table, irregularity: IrregularityCode) =>
    t.try({ type: 'RecordIrregularity', ...t.ref(), irregularity });
  const refusedToShow = (t: Table, seat: number) =>
    t.as(HAND_FLOOR).try({ type: 'DeclareDeadHand', ...t.ref(), seat, cause: 'refused-to-show' });

  it.each([
    ['club-tda', 'Club Rule 74', 'Club Rule 74'],
    ['fspr', 'FSPR 6.6.4', 'FSPR 6.6.5'],
    ['lnse', 'LNSE 123/13 II.63(E)-(F)', 'LNSE 123/13 II.63(E)-(F)'],
    ['fsnp', 'FSNP Art. 123', 'FSNP Art. 123'],
  ])(
    'Club Rule 74; FSPR 6.6.4-6.6.6; LNSE II.63(E): under %s, given the flop dealt while seat 2 still has to act, when it is recorded, then the ruling cites %s; and a turn recorded as premature before the flop is refused citing %s',
    (rulesetId, flopRef, turnRef) => {
      const t = preflopOpen(rulesetId);
      const r = irregularity(t, 'PREMATURE_FLOP');
      expect(r.ok && ofType(r.events, 'FloorRuling')[0].data).toMatchObject({
        outcome: 'premature-card-reshuffled',
        ruleRef: flopRef,
      });
      expect(r.ok && r.events.map((e) => e.ruleRef)).toEqual([flopRef]);
      expect(irregularity(t, 'PREMATURE_TURN')).toMatchObject({
        ok: false,
        rejection: { code: 'PROCEDURE_NOT_APPLICABLE', ruleRef: turnRef },
      });
    },
  );

  it('FSPR 6.6.6: under FSPR a premature river cites 6.6.6, the clause of the river', () => {
    const t = preflopOpen('fspr');
    t.act(2, 'call');
    t.act(5, 'call');
    t.act(6, 'check');
    t.board();
    t.act(5, 'check');
    t.act(6, 'check');
    t.act(8, 'check');
    t.act(2, 'check');
    t.board();
    t.act(5, 'check');
    const r = irregularity(t, 'PREMATURE_RIVER');
    expect(r.ok && ofType(r.events, 'FloorRuling')[0].data.ruleRef).toBe('FSPR 6.6.6');
  });

  it.each([
    ['club-tda', 'Club Rule 17'],
    ['lnse', 'LNSE 123/13 II.101, II.108'],
    ['fspr', 'FSNP Art. 114'],
    ['fsnp', 'FSNP Art. 114'],
  ])(
    'Club Rule 17; FSNP Art. 114: under %s, given seat 5 will neither show nor fold at the showdown, when the floor declares his hand dead, then the ruling and the kill cite %s; before the showdown the same is refused citing it',
    (rulesetId, ref) => {
      expect(refusedToShow(preflopOpen(rulesetId), 5)).toMatchObject({
        ok: false,
        rejection: { code: 'DEAD_HAND_NOT_APPLICABLE', ruleRef: ref },
      });
      const r = refusedToShow(atShowdown(rulesetId), 5);
      expect(r.ok && ofType(r.events, 'HandDeclaredDead')[0].data).toMatchObject({
        seat: 5,
        code: 'refused-to-show',
        ruleRef: ref,
      });
      expect(r.ok && ofType(r.events, 'FloorRuling')[0].data.ruleRef).toBe(ref);
    },
  );
});
