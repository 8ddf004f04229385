/**
 * Simulated tournaments of random sizes (seeded) with the office at work: hands, busts,
 * announcements, re-entries (rebuys under LNSE), top-ups, add-ons, colour-ups and chip races, balancing moves, table
 * breaks, late registrations (reserved sets), the clock paused and resumed, ticks. Taken from
 * the chip-accounting property test (test/unit/aggregates/chip-accounting.property.test.ts),
 * for the operations read model's differential test (issue 17).
 */
import { seeded } from '../../support/given';
import { lnseCreate, raCreate, Scenario, scCreate, T } from '../../support/tournament-fixtures';
import { clockAt, handStartProblem, suggestBalancing } from '../../../src/aggregates/tournament';
import { openTables, playerCount } from '../../../src/aggregates/tournament/tables/geometry';

export function officeSimulation(seed: number): Scenario {
  const rng = seeded(seed * 7919);
  // FSNP R+A, LNSE rebuys, and FSNP single re-entry with reserved seats (Art. 135).
  const create = [raCreate, lnseCreate, scCreate][seed % 3];
  const sc = new Scenario(seed).setup(create(), 14 + rng.int(60));
  let minute = 0;
  const attempt = (c: Parameters<Scenario['try']>[0]) => {
    const d = sc.try(c);
    if (d.ok) sc.apply(...d.events);
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
    if (roll < 40) {
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
      // LNSE I.53: a rebuy paid during the hand plays from the next one (pending chips).
      for (const p of Object.values(sc.state.tables[t.tableId].seats))
        if (rng.int(4) === 0) attempt({ type: 'ReEnter', tournamentId: T, playerId: p });
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
    } else if (roll < 55) {
      for (const e of alive.filter((x) => x.status === 'busted'))
        if (rng.int(3) > 0) {
          const buy = { tournamentId: T, playerId: e.playerId };
          // Announced, then bought or withdrawn (FSNP Art. 31(a)).
          attempt({ type: 'AnnouncePurchase', ...buy, item: 're-entry' });
          if (rng.int(4) === 0) attempt({ type: 'CancelAnnouncement', ...buy });
          else attempt({ type: 'ReEnter', ...buy });
        }
      attempt({ type: 'TopUp', tournamentId: T, playerId: alive[rng.int(alive.length)].playerId });
    } else if (roll < 65) {
      for (const e of alive)
        if (rng.int(2) === 0) attempt({ type: 'TakeAddOn', tournamentId: T, playerId: e.playerId });
      attempt({ type: 'ColorUp', tournamentId: T, denomination: sc.state.denominations[0] });
    } else if (roll < 75) {
      for (const m of suggestBalancing(sc.state))
        attempt({
          type: 'MovePlayer',
          tournamentId: T,
          playerId: m.playerId,
          toTableId: m.to.tableId,
          toSeat: m.to.seat,
        });
    } else if (roll < 83) {
      const seats = tables.reduce((a, t) => a + t.seatCount, 0);
      const players = tables.reduce((a, t) => a + playerCount(t), 0);
      const last = [...tables].sort((a, b) => playerCount(a) - playerCount(b))[0];
      if (tables.length > 1 && players <= seats - last.seatCount) {
        if (!sc.state.breakOrder.includes(last.tableId))
          attempt({ type: 'PublishTableBreakOrder', tournamentId: T, order: [last.tableId] });
        attempt({ type: 'BreakTable', tournamentId: T, tableId: last.tableId });
      }
    } else if (roll < 90) {
      attempt({
        type: 'RegisterPlayer',
        tournamentId: T,
        playerId: `late-${step}`,
        fullName: 'Late',
        clubId: 'c',
        idDocument: { type: 'CI', number: `L${step}` },
        dateOfBirth: '1980-01-01',
      });
    } else if (roll < 94) {
      attempt({ type: 'PauseClock', tournamentId: T, reason: 'dispute at a table' });
      sc.at((minute += 2));
      attempt({ type: 'ResumeClock', tournamentId: T });
    } else attempt({ type: 'TickClock', tournamentId: T });
  }
  return sc;
}
