/**
 * LNSE 123/13 I.68-72, IV.9.1(c)-(d): eliminations in the same hand rank by the stacks at its
 * start; when the order across tables cannot be established the floor records it and the
 * places are shared, their prizes pooled and split with the ruleset's rounding (odd centavos).
 */
import { prizesOf } from '../../../src/aggregates/tournament/prizes/prizes';
import { computePrizes, prizePartOf, type PayoutBand } from '../../../src/rules';
import { lnseCreate, Scenario, T } from '../../support/tournament-fixtures';
import { eliminationEvents } from '../../../src/aggregates/tournament/standings/standings';
import { ofType, rejection } from './prize-fixtures';

const PRICE = 10_001;
const PART = prizePartOf(PRICE, 7_000);
const SCALE: PayoutBand[] = [
  { minRegistrants: 3, maxRegistrants: null, basisPoints: [5_000, 3_000, 2_000] },
];

/** 13 buy-ins of 100.01 (pool ceil(70 % x 1,300.13) = 910.10), two tables, 50/30/20 by band. */
function field() {
  const sc = new Scenario().setup(
    lnseCreate({
      tournamentType: 'FZ',
      buyIn: { prizeFund: PART, fee: PRICE - PART },
      prices: {},
      prizeShares: { IN: 7_000 },
      payoutBands: SCALE,
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
  const [a, b] = [...byTable.keys()].sort();
  return { sc, a: byTable.get(a)!, b: byTable.get(b)! };
}
const asFloor = (sc: Scenario) => {
  (sc as { actor: Scenario['actor'] }).actor = { id: 'floor-3', role: 'floor' };
  return sc;
};
const asDirector = (sc: Scenario) => {
  (sc as { actor: Scenario['actor'] }).actor = { id: 'td-1', role: 'director' };
  return sc;
};
const withdraw = (sc: Scenario, playerId: string) =>
  sc.do({ type: 'RemovePlayer', tournamentId: T, playerId, reason: 'withdrawal' });

describe('LNSE 123/13 I.71, IV.9.1(c)-(d): order across tables not established', () => {
  /** Everyone out but a1 (first table) and b1, b2 (second); then a1 out 3rd, b2 out 2nd. */
  function toLastThree() {
    const { sc, a, b } = field();
    const [a1, ...restA] = a;
    const [b1, b2, ...restB] = b;
    for (const p of [...restA, ...restB]) withdraw(sc, p);
    withdraw(sc, a1);
    const done = withdraw(sc, b2);
    expect(done.map((e) => e.type)).toContain('TournamentCompleted');
    return { sc, a1, b1, b2 };
  }

  it('LNSE 123/13 I.71, IV.9.1(c)-(d): players out at different tables whose order is unknown share places 2-3; 455.05 splits 227.53 / 227.52', () => {
    const { sc, a1, b1, b2 } = toLastThree();
    const [tie] = asFloor(sc).do({
      type: 'RecordEliminationOrderUndeterminable',
      tournamentId: T,
      playerIds: [b2, a1],
      reason: 'both all-in and out at the same moment at tables 1 and 2',
    });
    expect(tie).toMatchObject({
      type: 'EliminationOrderUndeterminable',
      data: { playerIds: [a1, b2], places: [2, 3], place: 2, sharedBy: 2 },
    });
    expect(tie.ruleRef).toContain('LNSE 123/13 I.71-72, IV.9.1(c)-(d)');
    expect(tie.ruleRef).not.toContain('FSNP');
    const pool = prizesOf(sc.state).pool!.amount;
    expect(pool).toBe(Math.ceil((13 * PRICE * 7) / 10)); // 91,010
    const places = computePrizes(pool, [5_000, 3_000, 2_000], 'floor-residual-to-highest-places');
    expect(places).toEqual([45_505, 27_303, 18_202]);
    const awards = ofType(
      asDirector(sc).do({ type: 'AwardPrizes', tournamentId: T }),
      'PrizeAwarded',
    ).map((e) => [e.data.playerId, e.data.amount, e.data.sharedPlaces, e.data.sharedTotal]);
    // The extra centavo of the shared 455.05 goes to the first in table order (DECISION-4).
    expect(awards).toEqual([
      [b1, 45_505, null, null],
      [a1, 22_753, [2, 3], 45_505],
      [b2, 22_752, [2, 3], 45_505],
    ]);
    expect(awards.reduce((n, x) => n + (x[1] as number), 0)).toBe(pool);
  });

  it('LNSE 123/13 I.70: players out at the same table have a known order (stacks at the start of the hand): no tie is recorded', () => {
    const { sc, a } = field();
    const [a1, a2] = a;
    withdraw(sc, a1);
    withdraw(sc, a2);
    expect(
      rejection(sc, {
        type: 'RecordEliminationOrderUndeterminable',
        tournamentId: T,
        playerIds: [a1, a2],
      }),
    ).toMatchObject({ code: 'SAME_TABLE_ORDER_KNOWN', ruleRef: 'LNSE 123/13 I.70; DECISION-4' });
  });

  it('LNSE 123/13 I.71: only players already out, holding consecutive places, can share', () => {
    const { sc, a, b } = field();
    withdraw(sc, a[0]);
    expect(
      rejection(sc, {
        type: 'RecordEliminationOrderUndeterminable',
        tournamentId: T,
        playerIds: [a[0], b[0]],
      }).code,
    ).toBe('PLAYER_NOT_ELIMINATED');
    withdraw(sc, a[1]);
    withdraw(sc, b[0]);
    // a[0] 13th, a[1] 12th, b[0] 11th: a[0] and b[0] are not next to each other.
    expect(
      rejection(sc, {
        type: 'RecordEliminationOrderUndeterminable',
        tournamentId: T,
        playerIds: [a[0], b[0]],
      }).code,
    ).toBe('PLACES_NOT_CONSECUTIVE');
    const [tie] = sc.do({
      type: 'RecordEliminationOrderUndeterminable',
      tournamentId: T,
      playerIds: [a[1], b[0]],
    });
    expect(tie.data).toMatchObject({ places: [11, 12] });
  });
});

describe('LNSE 123/13 I.70: same table, same hand', () => {
  /** Two players of one LNSE table out in one hand with these stacks at its start. */
  function outTogether(stackA: number, stackB: number) {
    const { sc, a } = field();
    const tableId = sc.state.entrants[a[0]].tableId!;
    const leaver = (playerId: string, stackAtStart: number) => ({
      playerId,
      tableId,
      handNo: 1,
      stackAtStart,
      eliminatedBy: [],
    });
    const out = eliminationEvents(
      sc.state,
      [leaver(a[0], stackA), leaver(a[1], stackB)],
      'busted',
      sc.now,
    ).filter((e) => e.type === 'PlayerEliminated');
    return { a, out };
  }

  it('LNSE 123/13 I.70: the bigger stack at the start of the hand takes the better place, cited under LNSE only', () => {
    const { a, out } = outTogether(5_000, 8_000);
    expect(out.map((e) => [e.data.playerId, e.data.place, e.data.sharedBy])).toEqual([
      [a[1], 12, 1],
      [a[0], 13, 1],
    ]);
    expect(out[0].ruleRef).toContain('LNSE 123/13 I.68-69');
    expect(out[0].ruleRef).toContain('LNSE 123/13 I.70');
    expect(out[0].ruleRef).not.toContain('FSNP');
  });

  it('LNSE 123/13 I.70, IV.9.1(c): equal stacks at the start of the hand share the places', () => {
    const { out } = outTogether(5_000, 5_000);
    expect(out.map((e) => [e.data.place, e.data.sharedBy])).toEqual([
      [12, 2],
      [12, 2],
    ]);
    expect(out[0].ruleRef).toContain('LNSE 123/13 I.70, IV.9.1(c) (open 11)');
  });
});
