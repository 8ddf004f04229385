/**
 * Played tournaments that reach one event each through real commands on the decider (issue 17:
 * the read models' differential cases for the events the simulations do not reach).
 */
import type { TournamentCommand } from '../../../src/aggregates/tournament';
import type { StandingLine } from '../../../src/aggregates/tournament/prizes/prizes';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import {
  createCmd,
  lnseCreate,
  pid,
  raCreate,
  Scenario,
  STRUCTURE_A,
  T,
} from '../../support/tournament-fixtures';
import { FLOOR, Table } from '../hands/support';
import { prizesOf } from '../../../src/aggregates/tournament/prizes/prizes';
import { computePrizes } from '../../../src/rules';
import { flipParameter } from '../../support/flip-parameter';

const cmd = (type: string, playerId: string, more: object = {}) =>
  ({ type, tournamentId: T, playerId, ...more }) as unknown as TournamentCommand;

/** LNSE 123/13 I.39: p05 marked absent, still absent when level 1 ends: his stack leaves play. */
export function absentStackRemoved(): Scenario {
  const sc = new Scenario().setup(lnseCreate(), 25).at(5);
  sc.do(cmd('MarkPlayerAbsent', 'p05'));
  sc.at(21).do({ type: 'TickClock', tournamentId: T });
  return sc;
}

/** p01 keeps `stack` after a hand; a table-mate has the rest. */
function withStack(sc: Scenario, stack: number, player = 'p01'): Scenario {
  const { tableId } = sc.seatOf(player);
  const mate = Object.values(sc.state.tables[tableId].seats).find((p) => p !== player)!;
  const e = sc.state.entrants;
  return sc.playHand(tableId, { [player]: stack, [mate]: e[mate].stack + e[player].stack - stack });
}

/** LNSE 123/13 I.51: p01 announces a rebuy and does not pay it: disqualified, his chips out. */
export function announcedNotPaid(): Scenario {
  const sc = withStack(new Scenario().setup(lnseCreate(), 25).at(20), 3000);
  sc.do(cmd('AnnouncePurchase', 'p01', { item: 'rebuy' }));
  sc.do(cmd('RecordUnpaidPurchase', 'p01'));
  return sc;
}

/**
 * LNSE 123/13 IV.7.1: the floor's count sets the stacks of a table of 10, one of them at 0
 * (busted by the count), then the next hand there.
 */
export function chipCountsRecorded(): Scenario {
  const sc = new Scenario(11).setup(raCreate({ seatsPerTable: 10 }), 10).at(100);
  const counts = [2525, 2550, 2575, 25, 2900, 2900, 2900, 2900, 5725, 0].map((chips, i) => ({
    seat: i + 1,
    chips,
  }));
  sc.do({ type: 'RecordChipCounts', tournamentId: T, tableId: 'T1', counts });
  return sc;
}

/** FSNP Art. 40, 42: a race on the 25s at the break after level 8, then leftover 25s removed. */
export function oddChipsRemoved(): Scenario {
  const stacks = [2525, 2550, 2575, 25, 2900, 2900, 2900, 2900, 2900, 2825];
  const sc = new Scenario(11).setup(raCreate({ seatsPerTable: 10 }), 10).at(100);
  sc.playHand('T1', Object.fromEntries(stacks.map((chips, i) => [String(i + 1), chips])));
  sc.at(8 * 15 + 1);
  const counts = [
    [1, 5],
    [2, 0],
    [3, 7],
    [4, 1],
    [5, 4],
    [10, 3],
  ].map(([seat, count]) => ({ tableId: 'T1', seat, count }));
  sc.do({ type: 'ColorUp', tournamentId: T, denomination: 25, counts });
  sc.do({
    type: 'RemoveLeftoverChips',
    tournamentId: T,
    denomination: 25,
    found: [
      { tableId: 'T1', seat: 2, count: 2 },
      { tableId: 'T1', seat: 10, count: 2 },
      { tableId: 'T1', seat: 6, count: 4 },
    ],
  });
  return sc;
}

/**
 * LNSE 123/13 II.112: seat 8's all-in of 5,000 awarded to him by mistake, disputed and corrected
 * to seat 6 before the next deal; the next hand puts seat 8 out (FSNP Art. 31(a)).
 */
export function potAwardCorrected(): Table {
  const t = new Table({ rulesetId: 'lnse' }).as(FLOOR);
  t.stacks({ 8: 5000 });
  t.start();
  t.post();
  t.act(8, 'all-in');
  t.act(2, 'fold');
  t.act(5, 'fold');
  t.act(6, 'call');
  while (t.hand.engine!.phase === 'dealing') t.board();
  t.do({ type: 'AwardPots', ...t.ref(), winners: [[8]] });
  t.complete();
  const won = t.state.potAwards![t.tableId].pots[0].shares.find((x) => x.seat === 8)!.chips;
  t.do({
    type: 'DisputeHand',
    tournamentId: T,
    tableId: t.tableId,
    handNo: 1,
    seat: 8,
    description: 'Seat 8 tabled the worse hand; the pot went to him.',
  });
  t.do({
    type: 'CorrectPotAward',
    tournamentId: T,
    tableId: t.tableId,
    handNo: 1,
    pot: 0,
    moves: [
      { seat: 8, chips: -won },
      { seat: 6, chips: won },
    ],
    reason: 'Seat 6 held the winning hand (cards speak).',
  });
  t.start();
  return t;
}

/** FSNP Art. 3: a tournament with paid registrations cancelled before its start. */
export function cancelledBeforeStart(rulesetId = 'fsnp'): Scenario {
  const create = rulesetId === 'lnse' ? lnseCreate() : raCreate();
  const sc = new Scenario().setup(create, 6, false);
  // LNSE 123/13 I.6: the regulator's consent on record first.
  if (rulesetId === 'lnse')
    sc.do({
      type: 'RecordRegulatorConsent',
      tournamentId: T,
      scope: 'cancel',
      officer: 'Lic. M. Pérez, Gerencia de Fiscalización',
      reference: 'Nota GF 123/2026',
      reason: 'Power cut on the ship',
    });
  sc.do({ type: 'CancelTournament', tournamentId: T, reason: 'force majeure' });
  return sc;
}

/** FSNP Art. 3: a running tournament cancelled after a hand. */
export function cancelledRunning(): Scenario {
  const sc = new Scenario().setup(raCreate(), 10).at(10);
  sc.playHand('T1');
  sc.do({ type: 'CancelTournament', tournamentId: T, reason: 'power cut in the room' });
  return sc;
}

/** FSNP Art. 67: the director lengthens the levels from 3 on during level 2. */
export function levelStructureModified(): Scenario {
  const sc = new Scenario().setup(raCreate(), 25).at(20);
  const levels = STRUCTURE_A.map((l) => (l.level >= 3 ? { ...l, durationMinutes: 20 } : l));
  sc.do({
    type: 'ModifyLevelStructure',
    tournamentId: T,
    levels,
    reason: 'field larger than expected',
  });
  sc.playHand('T1');
  sc.at(50).do({ type: 'TickClock', tournamentId: T });
  return sc;
}

/** FSNP Art. 125: hand-for-hand started, a hand at a table, then ended by the director. */
export function handForHandEnded(): Table {
  const t = new Table({ tournamentType: 'KO' }, 16).as({ id: 'td-1', role: 'director' });
  t.do({ type: 'StartHandForHand', tournamentId: T });
  t.do({ type: 'EndHandForHand', tournamentId: T });
  return t;
}

/** Elimination order p(n) … p(1): p01 wins. */
const byRegistration = (n: number): StandingLine[] =>
  Array.from({ length: n }, (_, i) => ({ playerId: pid(i + 1), place: i + 1, sharedBy: 1 }));

/**
 * FSNP Art. 131; LNSE 123/13 I.64-65: a freezeout of 12, registration closed, the payout table
 * and the pool fixed, the prizes awarded.
 */
export function prizesAwarded(): Scenario {
  const sc = new Scenario().setup(
    createCmd({ tournamentType: 'FZ', buyIn: { prizeFund: 40000, fee: 10000 } }),
    12,
    false,
  );
  sc.do({ type: 'CloseRegistration', tournamentId: T });
  sc.do({ type: 'FixPayoutTable', tournamentId: T });
  sc.do({ type: 'FixPrizePool', tournamentId: T });
  sc.do({ type: 'AwardPrizes', tournamentId: T, standings: byRegistration(12) });
  return sc;
}

export const has = (events: readonly TournamentEvent[], type: string): boolean =>
  events.some((e) => e.type === type);

/** FSNP Art. 140.3: a heads-up pyramid played out, every match won by its seat-1 player. */
export function headsUpPlayed(): Scenario {
  const sc = new Scenario(7)
    .setup(
      createCmd({
        tournamentType: 'HU',
        startingStack: 2500,
        levels: STRUCTURE_A,
        buyIn: { prizeFund: 10000, fee: 2000 },
      }),
      6,
      false,
    )
    .at(0);
  sc.do({ type: 'StartHeadsUpBracket', tournamentId: T });
  while (!sc.state.headsUp!.champion)
    for (const m of sc.state.headsUp!.matches.filter((x) => !x.winnerId)) {
      const [w, l] = m.players;
      const total = sc.state.entrants[w].stack + sc.state.entrants[l].stack;
      sc.playHand(m.tableId, { [w]: total, [l]: 0 });
      sc.do({ type: 'CompleteHeadsUpMatch', tournamentId: T, tableId: m.tableId });
    }
  return sc;
}

/**
 * FSNP Art. 131-132; LNSE 123/13 I.66: the heads-up pyramid completed, then its payout table and
 * pool fixed, the prizes awarded from the completed standings, the winner paid.
 */
export function completedThenPaid(): Scenario {
  const sc = headsUpPlayed().at(300);
  sc.do({ type: 'FixPayoutTable', tournamentId: T });
  sc.do({ type: 'FixPrizePool', tournamentId: T });
  sc.do({ type: 'AwardPrizes', tournamentId: T });
  const first = sc.events.find(
    (e): e is Extract<TournamentEvent, { type: 'PrizeAwarded' }> => e.type === 'PrizeAwarded',
  )!;
  const winner = first.data.playerId;
  const n = Number(winner.slice(1));
  sc.do({
    type: 'PayPrize',
    tournamentId: T,
    receiptNo: first.data.receiptNo,
    playerId: winner,
    idDocument: { type: 'CI', number: `ID${n}` },
  });
  return sc;
}

/** FSNP Art. 3; LNSE 123/13 IV.1.3: cancelled before the start, every purchase refunded. */
export function cancelledAndRefunded(): Scenario {
  const sc = new Scenario().setup(createCmd({ tournamentType: 'FZ' }), 3, false);
  sc.do({ type: 'CancelTournament', tournamentId: T, reason: 'Venue closed' });
  sc.do({ type: 'IssueRefunds', tournamentId: T, reason: 'Full refund' });
  return sc;
}

/** Hand 1: seat 8 all-in, the big blind (6) calls, the others fold; the floor declares `winner`. */
function allInPot(t: Table, winner: number): Table {
  t.as(FLOOR);
  t.stacks({ 8: 5000 });
  t.start();
  t.post();
  t.act(8, 'all-in');
  t.act(2, 'fold');
  t.act(5, 'fold');
  t.act(6, 'call');
  while (t.hand.engine!.phase === 'dealing') t.board();
  t.do({ type: 'AwardPots', ...t.ref(), winners: [[winner]] });
  t.complete();
  return t;
}

function correct(t: Table, moves: { seat: number; chips: number }[], handNo = 1): Table {
  t.do({
    type: 'DisputeHand',
    tournamentId: T,
    tableId: t.tableId,
    handNo,
    seat: 8,
    description: 'The pot went to the wrong seat.',
  });
  t.do({
    type: 'CorrectPotAward',
    tournamentId: T,
    tableId: t.tableId,
    handNo,
    pot: 0,
    moves,
    reason: 'Cards speak.',
  });
  return t;
}

/**
 * LNSE 123/13 II.112, I.53: in a rebuy tournament the floor gave seat 6 the pot, leaving seat 8
 * busted (waiting to buy back in); the correction gives it back to seat 8, who is in again.
 */
export function potAwardRevives(): Table {
  const { type: _t, ...lnse } = lnseCreate();
  const t = allInPot(new Table(lnse), 6);
  const won = t.state.potAwards![t.tableId].pots[0].shares.find((x) => x.seat === 6)!.chips;
  correct(t, [
    { seat: 6, chips: -won },
    { seat: 8, chips: won },
  ]);
  t.start();
  return t;
}

/**
 * Club Rule 22, 36: hand 1 limped and checked down, its pot declared to seat 6; during hand 2
 * (one fold, no substantial action) the pot moves to seat 8, applied to hand 2 under way.
 */
export function potAwardCorrectedMidHand(): Table {
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
  correct(
    t,
    [
      { seat: 6, chips: -pot },
      { seat: 8, chips: pot },
    ],
    1,
  );
  for (;;) {
    const seat = t.hand.seats.find((x) => t.tryAct(x, 'fold').ok);
    if (seat === undefined) break;
    t.act(seat, 'fold');
  }
  t.complete();
  return t;
}

/**
 * FSNP Art. 142(g): a qualifier of 10 played into level 10, its tickets' table and pool fixed,
 * the tickets and the rest awarded by the standings.
 */
export function qualifierTickets(): Scenario {
  const sc = new Scenario().setup(
    raCreate({ tournamentType: 'QUALIFIER', buyIn: { prizeFund: 10_000, fee: 0 } }),
    10,
  );
  sc.at(140).do({ type: 'TickClock', tournamentId: T });
  sc.do({ type: 'FixPayoutTable', tournamentId: T, ticketValue: 30_000 });
  sc.do({ type: 'FixPrizePool', tournamentId: T });
  sc.do({ type: 'AwardPrizes', tournamentId: T, standings: byRegistration(10) });
  return sc;
}

/**
 * LNSE 123/13 I.65, IV.9.1: a freezeout whose band of paid places is fixed when registration
 * closes (12 registrants: 3 places), the pool fixed, the prizes awarded, the winner's receipt
 * signed before the Supervisor and the prize paid.
 */
export function bandsThenPaid(): Scenario {
  const bands = [
    { minRegistrants: 2, maxRegistrants: 9, basisPoints: [6_500, 3_500] },
    { minRegistrants: 10, maxRegistrants: null, basisPoints: [5_000, 3_000, 2_000] },
  ];
  const sc = new Scenario().setup(
    lnseCreate({
      tournamentType: 'FZ',
      buyIn: { prizeFund: 7_000, fee: 3_000 },
      prices: {},
      prizeShares: { IN: 7_000 },
      payoutBands: bands,
    }),
    12,
    false,
  );
  sc.do({ type: 'CloseRegistration', tournamentId: T });
  sc.do({ type: 'FixPrizePool', tournamentId: T });
  sc.do({ type: 'AwardPrizes', tournamentId: T, standings: byRegistration(12) });
  sc.do({
    type: 'SignPrizeReceipt',
    tournamentId: T,
    receiptNo: 1,
    playerId: 'p01',
    supervisorId: 'sup-1',
  });
  sc.do({
    type: 'PayPrize',
    tournamentId: T,
    receiptNo: 1,
    playerId: 'p01',
    idDocument: { type: 'CI', number: 'ID1' },
  });
  return sc;
}

/**
 * FSNP Art. 135; LNSE 123/13 IV.7.1: a freezeout still registering (reserved sets at its empty
 * seats), the floor's count moving 100 from a reserved set to a player and leaving another
 * player at 0, then the next hand dealt (the busted player out) and folded round.
 */
export function countsWithReservedSeats(): Table {
  const t = new Table({ tournamentType: 'FZ', seatsPerTable: 10 }, 6).as({
    id: 'td-1',
    role: 'director',
  });
  const table = t.state.tables[t.tableId];
  const reserved = Object.entries(table.reserved).map(([seat, chips]) => ({
    seat: Number(seat),
    chips,
  }));
  reserved[0].chips -= 100;
  const seated = Object.entries(table.seats).map(([seat, p]) => ({
    seat: Number(seat),
    chips: t.state.entrants[p].stack,
  }));
  const [first, second] = seated;
  first.chips += second.chips + 100;
  second.chips = 0;
  t.do({
    type: 'RecordChipCounts',
    tournamentId: T,
    tableId: t.tableId,
    counts: [...seated, ...reserved],
  });
  t.as({ id: 'dealer-7', role: 'dealer' });
  t.start();
  t.post();
  for (;;) {
    const seat = t.hand.seats.find((x) => t.tryAct(x, 'fold').ok);
    if (seat === undefined) break;
    t.act(seat, 'fold');
  }
  t.complete();
  return t;
}

/** FSNP Art. 3: cancelled with a hand in play (forced bets posted). */
export function cancelledMidHand(): Table {
  const t = new Table({}, 4).as({ id: 'dealer-7', role: 'dealer' });
  t.start();
  t.post();
  t.as({ id: 'td-1', role: 'director' });
  t.do({ type: 'CancelTournament', tournamentId: T, reason: 'fire alarm' });
  return t;
}

/**
 * LNSE 123/13 I.71, IV.9.1(c)-(d): 13 on two tables, withdrawals to the last three, the tournament
 * completed; then the floor records that the 3rd and 2nd, out at different tables, cannot be
 * ordered: they share places 2-3 in the completed standings; the prizes are awarded.
 */
export function orderUndeterminable(): Scenario {
  return lastThree((sc, { a1, b2 }) =>
    sc.do({
      type: 'RecordEliminationOrderUndeterminable',
      tournamentId: T,
      playerIds: [b2, a1],
      reason: 'both all-in and out at the same moment at tables 1 and 2',
    }),
  );
}

/**
 * LNSE 123/13 II.41: the same field, the 3rd disqualified rather than withdrawn: his prize is
 * redistributed when the prizes are awarded.
 */
export function prizeRedistributed(): Scenario {
  return lastThree(() => undefined, 'disqualification');
}

/**
 * LNSE 123/13 I.71: the same field, the tie recorded while the tournament runs (the last out at
 * the first table and the first out at the second share their places), then completed.
 */
export function orderUndeterminableWhileRunning(): Scenario {
  return lastThree(
    () => undefined,
    'withdrawal',
    (sc, { lastOfA, firstOfB }) =>
      sc.do({
        type: 'RecordEliminationOrderUndeterminable',
        tournamentId: T,
        playerIds: [lastOfA, firstOfB],
        reason: 'out at the same moment at tables 1 and 2',
      }),
  );
}

function lastThree(
  then: (sc: Scenario, out: { a1: string; b2: string }) => unknown,
  thirdOut: 'withdrawal' | 'disqualification' = 'withdrawal',
  before: (sc: Scenario, out: { lastOfA: string; firstOfB: string }) => unknown = () => undefined,
): Scenario {
  const sc = new Scenario().setup(
    lnseCreate({
      tournamentType: 'FZ',
      buyIn: { prizeFund: 7_001, fee: 3_000 },
      prices: {},
      prizeShares: { IN: 7_000 },
      payoutBands: [
        { minRegistrants: 3, maxRegistrants: null, basisPoints: [5_000, 3_000, 2_000] },
      ],
    }),
    13,
    false,
  );
  sc.do({ type: 'CloseRegistration', tournamentId: T });
  sc.at(0).do({ type: 'StartTournament', tournamentId: T });
  sc.do({ type: 'FixPrizePool', tournamentId: T });
  const byTable = new Map<string, string[]>();
  for (const e of Object.values(sc.state.entrants))
    byTable.set(e.tableId!, [...(byTable.get(e.tableId!) ?? []), e.playerId]);
  const [a, b] = [...byTable.keys()].sort().map((id) => byTable.get(id)!);
  const withdraw = (playerId: string, reason: 'withdrawal' | 'disqualification' = 'withdrawal') =>
    sc.do({ type: 'RemovePlayer', tournamentId: T, playerId, reason });
  const [a1, ...restA] = a;
  const [, b2, ...restB] = b;
  for (const p of [...restA, ...restB]) withdraw(p);
  before(sc, { lastOfA: restA[restA.length - 1], firstOfB: restB[0] });
  withdraw(a1, thirdOut);
  withdraw(b2);
  then(sc, { a1, b2 });
  sc.do({ type: 'AwardPrizes', tournamentId: T });
  return sc;
}

/**
 * FSNP Art. 141(a)(f): a knockout table of four, its pool fixed with a 2,000 bounty; seat 8's
 * all-in lost to the big blind, he is out and the bounty goes to the winner of the pot.
 */
export function bountyAwarded(): Table {
  const director = { id: 'td-1', role: 'director' } as const;
  const t = new Table({ tournamentType: 'KO', buyIn: { prizeFund: 10_000, fee: 2_000 } }, 4).as(
    director,
  );
  t.do({ type: 'FixPrizePool', tournamentId: T, bountyValue: 2_000 });
  allInPot(t, 6);
  const out = t.events.find(
    (e): e is Extract<TournamentEvent, { type: 'PlayerEliminated' }> =>
      e.type === 'PlayerEliminated',
  )!;
  t.as(director).do({
    type: 'AwardBounty',
    tournamentId: T,
    eliminatedPlayerId: out.data.playerId,
  });
  return t;
}

/**
 * FSNP Art. 132 (prizePool.dealsAllowed flipped to true): ten in a freezeout, seven withdraw, the
 * three left record a deal, two more withdraw and the prizes are awarded as agreed.
 */
export function dealRecorded(): Scenario {
  const sc = new Scenario().setup(
    createCmd({ tournamentType: 'FZ', seatsPerTable: 10 }),
    10,
    false,
  );
  sc.do({ type: 'CloseRegistration', tournamentId: T });
  sc.at(0).do({ type: 'StartTournament', tournamentId: T });
  sc.do({ type: 'FixPayoutTable', tournamentId: T });
  sc.do({ type: 'FixPrizePool', tournamentId: T });
  for (let i = 10; i >= 4; i--)
    sc.do({ type: 'RemovePlayer', tournamentId: T, playerId: pid(i), reason: 'withdrawal' });
  const { pool, table } = prizesOf(sc.state);
  const total = computePrizes(pool!.amount, table!.basisPoints, table!.rounding)
    .slice(0, 3)
    .reduce((a, b) => a + b, 0);
  const each = Math.floor(total / 3);
  flipParameter('fsnp', 'prizePool.dealsAllowed', true, () =>
    sc.do({
      type: 'RecordDeal',
      tournamentId: T,
      amounts: [
        { playerId: 'p01', amount: total - 2 * each },
        { playerId: 'p02', amount: each },
        { playerId: 'p03', amount: each },
      ],
    }),
  );
  sc.do({ type: 'RemovePlayer', tournamentId: T, playerId: 'p03', reason: 'withdrawal' });
  sc.do({ type: 'RemovePlayer', tournamentId: T, playerId: 'p02', reason: 'withdrawal' });
  sc.do({ type: 'AwardPrizes', tournamentId: T });
  return sc;
}

/** Points the table helper at `tableId` and its last hand. */
function atTable(t: Table, tableId: string): Table {
  t.tableId = tableId;
  t.handNo = t.state.tables[tableId].handNo;
  return t;
}

/** A hand at `tableId`: the first `allIn` to act move all-in, the big blind calls, the rest fold. */
function handAt(t: Table, tableId: string, allIn: number): void {
  atTable(t, tableId).as({ id: 'dealer-7', role: 'dealer' });
  t.start();
  t.post();
  const bb = t.hand.plan.bigBlindSeat;
  let n = 0;
  while (t.hand.engine!.phase === 'betting') {
    const seat = t.hand.seats[t.hand.engine!.toAct];
    if (n < allIn && seat !== bb) {
      n++;
      t.act(seat, 'all-in');
    } else t.act(seat, seat === bb ? 'call' : 'fold');
  }
  while (t.hand.engine!.phase === 'dealing') t.board();
  t.as(FLOOR);
  for (let pots = 1; pots <= 4; pots++) {
    const d = t.try({
      type: 'AwardPots',
      ...t.ref(),
      winners: Array.from({ length: pots }, () => [bb]),
    });
    if (d.ok) {
      t.apply(...d.events);
      break;
    }
  }
  t.as({ id: 'dealer-7', role: 'dealer' }).complete();
}

/**
 * FSNP Art. 125(b): 16 knockout entrants pay 5 places; withdrawals leave 3 + 3 players, hand-for-
 * hand starts, and the round that leaves 5 ends it by itself.
 */
export function handForHandEndsInTheMoney(): Table {
  const t = new Table({ tournamentType: 'KO' }, 16).as({ id: 'td-1', role: 'director' });
  const open = () => Object.keys(t.state.tables).filter((id) => t.state.tables[id].open);
  for (const id of open())
    for (const p of Object.values(t.state.tables[id].seats).slice(0, 5))
      t.do({ type: 'RemovePlayer', tournamentId: T, playerId: p, reason: 'withdrawal' });
  t.do({ type: 'StartHandForHand', tournamentId: T });
  const [a, b] = open();
  handAt(t, a, 1);
  handAt(t, b, 0);
  return t;
}
