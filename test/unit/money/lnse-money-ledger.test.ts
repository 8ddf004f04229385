/**
 * LNSE 123/13 I.62-63, IV.6(c): the pool determined per item on its aggregate gross reaches the
 * ledger, the per-table operator share and the regulator's checks, to the centavo, at an
 * odd-centavo price (ARS 100.01 at the 70 % floor).
 */
import type { StoredEvent } from '../../../src/events/envelope';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import {
  buildLedger,
  determinedTableShares,
  tableBenefits,
} from '../../../src/projections/ledger/ledger';
import { buildPayouts } from '../../../src/projections/payouts/payouts';
import { regulatorSummary } from '../../../src/regulator/summary';
import { prizePartOf } from '../../../src/rules';
import { at, lnseCreate, Scenario, T } from '../../support/tournament-fixtures';
import { award, byRegistration } from './prize-fixtures';

const stored = (events: readonly TournamentEvent[]): StoredEvent[] =>
  events.map((e, i) => ({
    eventId: `e-${i}`,
    streamId: `tournament-${T}`,
    revision: i,
    globalPosition: i + 1,
    type: e.type,
    schemaVersion: 1,
    data: e.data,
    metadata: {
      commandId: `c-${i}`,
      correlationId: `c-${i}`,
      causationId: `c-${i}`,
      actor: { id: 'td-1', role: 'director' },
      occurredAt: at(i),
    },
    prevHash: '',
    hash: '',
  }));

const PRICE = 10_001;
const PRIZE_PART = prizePartOf(PRICE, 7_000); // ceil(7,000.7) = 7,001

/** n buy-ins of 100.01 with 70 % published for IN; registration closed, seats drawn. */
function oddFreezeout(n: number) {
  const sc = new Scenario().setup(
    lnseCreate({
      tournamentType: 'FZ',
      buyIn: { prizeFund: PRIZE_PART, fee: PRICE - PRIZE_PART },
      prices: {},
      prizeShares: { IN: 7_000 },
    }),
    n,
    false,
  );
  sc.do({ type: 'CloseRegistration', tournamentId: T });
  sc.at(0).do({ type: 'StartTournament', tournamentId: T });
  sc.do({ type: 'FixPayoutTable', tournamentId: T, published: [5_000, 3_000, 2_000] });
  sc.do({ type: 'FixPrizePool', tournamentId: T });
  return sc;
}

describe('LNSE 123/13 I.62-63, IV.6(c): the determined pool in the ledger and per table', () => {
  it('LNSE 123/13 I.62, I.63: the centavos the determination moves go to the operator; the prize fund pays out to zero', () => {
    const sc = oddFreezeout(11);
    award(sc, byRegistration(11));
    const gross = 11 * PRICE; // 1,100.11
    const prize = Math.ceil((gross * 7) / 10); // ceil(770.077) = 770.08
    const l = buildLedger(stored(sc.events));
    // Booked per purchase: 11 x 30.00 = 330.00; determined: 1,100.11 - 770.08 = 330.03.
    expect(-l.balances['fee-revenue']).toBe(gross - prize);
    expect(gross - prize - 11 * (PRICE - PRIZE_PART)).toBe(3);
    expect(l.balances['prize-fund']).toBe(0);
    expect(-l.balances['prizes-payable']).toBe(prize);
    const moved = l.entries.filter((x) => x.item === 'prize-pool-determination');
    expect(moved).toHaveLength(1);
    expect(moved[0].lines).toEqual([
      { account: 'prize-fund', debit: 3, credit: 0 },
      { account: 'fee-revenue', debit: 0, credit: 3 },
    ]);
  });

  it("LNSE 123/13 IV.6(c), I.62: per table and day the operator shares add up to the item's determined benefit", () => {
    const sc = oddFreezeout(11);
    const events = stored(sc.events);
    const rows = tableBenefits(buildLedger(events));
    expect(new Set(rows.map((r) => r.tableId)).size).toBe(2);
    const before = determinedTableShares(rows, null);
    expect(before.every((r) => r.operatorShare === null && r.prizePart === null)).toBe(true);
    const shares = determinedTableShares(rows, buildPayouts(events).pool);
    const benefit = 11 * PRICE - Math.ceil((11 * PRICE * 7) / 10); // 33,003
    expect(shares.reduce((n, r) => n + r.operatorShare!, 0)).toBe(benefit);
    expect(shares.reduce((n, r) => n + r.prizePart!, 0)).toBe(Math.ceil((11 * PRICE * 7) / 10));
    for (const r of shares) {
      // Each table keeps its booked fee and at most the 3 centavos the determination moved.
      expect(r.operatorShare! - r.fee).toBeGreaterThanOrEqual(0);
      expect(r.operatorShare! - r.fee).toBeLessThanOrEqual(3);
      expect(r.gross).toBe(r.count * PRICE);
      expect(r.prizePart).toBe(r.gross - r.operatorShare!);
    }
  });

  it("LNSE 123/13 I.62: the regulator's checks agree on an odd-centavo pool (none differs by the moved centavos)", () => {
    const sc = oddFreezeout(11);
    award(sc, byRegistration(11));
    const s = regulatorSummary(stored(sc.events));
    expect(s.checks.filter((k) => !k.ok)).toEqual([]);
    expect(s.tables.reduce((n, r) => n + r.operatorShare!, 0)).toBe(
      11 * PRICE - Math.ceil((11 * PRICE * 7) / 10),
    );
  });
});
