/**
 * FSNP Art. 35; LNSE I.44; DECISION-8: chip conservation. 100 simulated tournaments of random
 * sizes (seeded, so a failure is reproducible by its seed) run hands, busts, re-entries,
 * top-ups, add-ons, colour-ups and chip races, balancing moves and table breaks; after every
 * step the chips on the tables equal the chips issued minus removed plus race deltas, both as
 * the state keeps them and as recomputed independently from the events.
 */
import { seeded } from '../../support/given';
import { lnseCreate, raCreate, Scenario, scCreate, T } from '../../support/tournament-fixtures';
import {
  chipsInPlay,
  chipsOnTables,
  clockAt,
  handStartProblem,
  suggestBalancing,
} from '../../../src/aggregates/tournament';
import { openTables, playerCount } from '../../../src/aggregates/tournament/tables/geometry';
import type { TournamentEvent } from '../../../src/events/tournament-events';

/** Chips in play recomputed from the events alone. */
function chipsFromEvents(events: readonly TournamentEvent[]): number {
  let total = 0;
  for (const e of events) {
    switch (e.type) {
      case 'TournamentStarted':
        total += e.data.entries * e.data.startingStack;
        break;
      case 'ReservedSeatStacksPlaced':
        total += e.data.seats.length * e.data.chipsEach;
        break;
      case 'ReservedSeatStacksRemoved':
        total -= e.data.chips;
        break;
      case 'PlayerRegistered':
        if (e.data.lateEntry && e.data.lateEntry.claimedReservedStack === 0)
          total += e.data.lateEntry.stack;
        break;
      case 'PlayerReEntered':
      case 'RebuyTaken':
      case 'ChipsToppedUp':
      case 'AddOnTaken':
        total += e.data.purchase.chips;
        break;
      case 'ChipRaceConducted':
        total += e.data.delta;
        break;
    }
  }
  return total;
}

const prizeFundFromEvents = (events: readonly TournamentEvent[]): number =>
  events.reduce((a, e) => {
    if (e.type === 'PlayerRegistered') return a + (e.data.purchase?.prizeFund ?? 0);
    if (
      e.type === 'PlayerReEntered' ||
      e.type === 'RebuyTaken' ||
      e.type === 'ChipsToppedUp' ||
      e.type === 'AddOnTaken'
    )
      return a + e.data.purchase.prizeFund;
    return a;
  }, 0);

function simulate(seed: number) {
  const rng = seeded(seed * 7919);
  // FSNP R+A, LNSE rebuys, and FSNP single re-entry with reserved seats (Art. 135).
  const create = [raCreate, lnseCreate, scCreate][seed % 3];
  const n = 14 + rng.int(60);
  const sc = new Scenario(seed).setup(create(), n);
  let minute = 0;
  const stats = { hands: 0, purchases: 0, races: 0, moves: 0, breaks: 0, late: 0 };
  const rejections = new Set<string>();
  const check = (step: string) => {
    const onTables = chipsOnTables(sc.state);
    if (onTables !== chipsInPlay(sc.state) || onTables !== chipsFromEvents(sc.events))
      throw new Error(
        `seed ${seed}, ${step}: on tables ${onTables}, ledger ${chipsInPlay(sc.state)}, events ${chipsFromEvents(sc.events)}`,
      );
    if (sc.state.money.prizeFund !== prizeFundFromEvents(sc.events))
      throw new Error(
        `seed ${seed}, ${step}: prize fund ${sc.state.money.prizeFund} ≠ ${prizeFundFromEvents(sc.events)}`,
      );
  };
  const attempt = (c: Parameters<Scenario['try']>[0]) => {
    const d = sc.try(c);
    if (d.ok) sc.apply(...d.events);
    // Every rejection names its article in words a floor person can read (house rules).
    else if (
      !/(FSNP Art\.|LNSE|DECISION-)/.test(d.rejection.ruleRef) ||
      d.rejection.message.length < 15
    )
      throw new Error(`seed ${seed}: rejection without an article: ${JSON.stringify(d.rejection)}`);
    else rejections.add(d.rejection.code);
    return d.ok;
  };
  for (let step = 0; step < 90 && minute < 24 * 15; step++) {
    minute += 1 + rng.int(5);
    sc.at(minute);
    const roll = rng.int(100);
    const tables = openTables(sc.state);
    const alive = Object.values(sc.state.entrants).filter(
      (e) => e.status === 'seated' || e.status === 'busted',
    );
    if (alive.length < 3) break;
    if (roll < 45) {
      const t = tables[rng.int(tables.length)];
      if (handStartProblem(sc.state, t.tableId)) continue;
      sc.apply({
        type: 'HandStarted',
        data: {
          tableId: t.tableId,
          handNo: t.handNo + 1,
          level: clockAt(sc.state, sc.now).level,
          startedAt: sc.now,
        },
      });
      const live = Object.values(sc.state.tables[t.tableId].seats).filter(
        (p) => sc.state.entrants[p].stack > 0,
      );
      const stacks: { seat: number; chips: number }[] = [];
      if (live.length >= 2) {
        const [w, l] = [live[rng.int(live.length)], live[rng.int(live.length)]];
        const d = sc.state.denominations[0];
        if (w !== l) {
          const lose = sc.state.entrants[l].stack;
          const amount = rng.int(3) === 0 ? lose : d * rng.int(lose / d);
          stacks.push({
            seat: sc.state.entrants[w].seat!,
            chips: sc.state.entrants[w].stack + amount,
          });
          stacks.push({ seat: sc.state.entrants[l].seat!, chips: lose - amount });
        }
      }
      sc.apply({
        type: 'HandCompleted',
        data: { tableId: t.tableId, handNo: t.handNo, completedAt: sc.now, stacks },
      });
      stats.hands++;
    } else if (roll < 60) {
      const busted = alive.filter((e) => e.status === 'busted');
      for (const e of busted)
        if (rng.int(3) > 0 && attempt({ type: 'ReEnter', tournamentId: T, playerId: e.playerId }))
          stats.purchases++;
      const p = alive[rng.int(alive.length)];
      if (attempt({ type: 'TopUp', tournamentId: T, playerId: p.playerId })) stats.purchases++;
    } else if (roll < 70) {
      for (const e of alive)
        if (
          rng.int(2) === 0 &&
          attempt({ type: 'TakeAddOn', tournamentId: T, playerId: e.playerId })
        )
          stats.purchases++;
      if (attempt({ type: 'ColorUp', tournamentId: T, denomination: sc.state.denominations[0] }))
        stats.races++;
    } else if (roll < 80) {
      for (const m of suggestBalancing(sc.state)) {
        const ok = attempt({
          type: 'MovePlayer',
          tournamentId: T,
          playerId: m.playerId,
          toTableId: m.to.tableId,
          toSeat: m.to.seat,
        });
        if (!ok) {
          const busy = Object.values(sc.state.tables).some((x) => x.handInProgress);
          if (!busy) throw new Error(`seed ${seed}: suggested move refused ${JSON.stringify(m)}`);
        } else stats.moves++;
      }
    } else if (roll < 88) {
      const seats = tables.reduce((a, t) => a + t.seatCount, 0);
      const players = tables.reduce((a, t) => a + playerCount(t), 0);
      const last = [...tables].sort((a, b) => playerCount(a) - playerCount(b))[0];
      if (tables.length > 1 && players <= seats - last.seatCount) {
        if (!sc.state.breakOrder.includes(last.tableId))
          attempt({ type: 'PublishTableBreakOrder', tournamentId: T, order: [last.tableId] });
        if (attempt({ type: 'BreakTable', tournamentId: T, tableId: last.tableId })) stats.breaks++;
      }
    } else if (roll < 94) {
      if (
        attempt({
          type: 'RegisterPlayer',
          tournamentId: T,
          playerId: `late-${step}`,
          fullName: 'Late',
          clubId: 'c',
          idDocument: { type: 'CI', number: `L${step}` },
          dateOfBirth: '1980-01-01',
        })
      )
        stats.late++;
    } else attempt({ type: 'TickClock', tournamentId: T });
    check(`step ${step}`);
  }
  return { ...stats, rejections };
}

describe('chip accounting across simulated tournaments', () => {
  it('FSNP Art. 35; LNSE I.44; DECISION-8: 100 tournaments of random sizes keep every chip accounted for', () => {
    const totals = { hands: 0, purchases: 0, races: 0, moves: 0, breaks: 0, late: 0 };
    const codes = new Set<string>();
    for (let seed = 1; seed <= 100; seed++) {
      const s = simulate(seed);
      for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += s[k];
      s.rejections.forEach((c) => codes.add(c));
    }
    // Refusals were met on the way (and each named its article, checked at the time).
    expect(codes.size).toBeGreaterThan(5);
    // The simulation must actually exercise each kind of step, or it proves nothing.
    expect(totals.hands).toBeGreaterThan(1000);
    expect(totals.purchases).toBeGreaterThan(100);
    expect(totals.races).toBeGreaterThan(10);
    expect(totals.moves).toBeGreaterThan(10);
    expect(totals.late).toBeGreaterThan(10);
    expect(totals.breaks).toBeGreaterThan(5);
  });
});
