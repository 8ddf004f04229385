import fc from 'fast-check';
import type { StoredEvent } from '../../../src/events/envelope';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import {
  buildLedger,
  emptyLedger,
  foldLedger,
  ledgerImbalance,
  tableBenefits,
  totalsByCode,
} from '../../../src/projections/ledger/ledger';
import { at, pid, raCreate, Scenario, T } from '../../support/tournament-fixtures';
import { byRegistration, loseChips } from './prize-fixtures';

/** Decided events as the store would hand them to a projection. */
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

type Step =
  | { kind: 'bust'; player: number }
  | { kind: 'topUp'; player: number }
  | { kind: 'addOn'; player: number };

/** A simulated RA tournament: random busts and re-entries, top-ups, add-ons, then an ending. */
function simulate(players: number, steps: Step[], ending: 'cancel' | 'pay', paid: number) {
  const sc = new Scenario(players).setup(raCreate(), players).at(30);
  const tryDo = (c: Parameters<Scenario['do']>[0]) => sc.try(c).ok && sc.do(c);
  for (const s of steps) {
    const p = pid((s.player % players) + 1);
    if (s.kind === 'bust' && sc.state.entrants[p].stack > 0) {
      loseChips(sc, p, 0);
      tryDo({ type: 'ReEnter', tournamentId: T, playerId: p });
    }
    if (s.kind === 'topUp' && sc.state.entrants[p].stack >= 1_000) {
      loseChips(sc, p, 1_000);
      tryDo({ type: 'TopUp', tournamentId: T, playerId: p });
    }
  }
  sc.at(125).do({ type: 'TickClock', tournamentId: T });
  for (const s of steps)
    if (s.kind === 'addOn')
      tryDo({ type: 'TakeAddOn', tournamentId: T, playerId: pid((s.player % players) + 1) });
  if (ending === 'cancel') {
    sc.do({ type: 'CancelTournament', tournamentId: T, reason: 'Force majeure' });
    sc.do({ type: 'IssueRefunds', tournamentId: T, reason: 'Full refund with consent' });
    return sc;
  }
  sc.at(140).do({ type: 'TickClock', tournamentId: T });
  sc.do({ type: 'FixPayoutTable', tournamentId: T });
  sc.do({ type: 'FixPrizePool', tournamentId: T });
  sc.do({ type: 'AwardPrizes', tournamentId: T, standings: byRegistration(players) });
  for (let r = 1; r <= paid; r++) {
    const receipt = sc.state.prizes!.receipts[r];
    if (!receipt) break;
    const n = Number(receipt.playerId.slice(1));
    sc.do({
      type: 'PayPrize',
      tournamentId: T,
      receiptNo: r,
      playerId: receipt.playerId,
      idDocument: { type: 'CI', number: `ID${n}` },
      withholding: { amount: Math.floor(receipt.amount / 10), basis: 'test law' },
    });
  }
  return sc;
}

const step = fc.oneof(
  fc.record({ kind: fc.constant('bust' as const), player: fc.nat(40) }),
  fc.record({ kind: fc.constant('topUp' as const), player: fc.nat(40) }),
  fc.record({ kind: fc.constant('addOn' as const), player: fc.nat(40) }),
);

describe('ledger balance over simulated tournaments (fast-check)', () => {
  it('DECISION-2; LNSE IV.6: every prefix balances to zero, and the accounts agree with the purchases, refunds and payments', () => {
    fc.assert(
      fc.property(
        // Fields that seat at 7-9 per table (FSNP Art. 133).
        fc.constantFrom(7, 8, 9, 14, 15, 16, 17, 18),
        fc.array(step, { maxLength: 25 }),
        fc.constantFrom('cancel' as const, 'pay' as const),
        fc.nat(6),
        (players, steps, ending, paid) => {
          const events = stored(simulate(players, steps, ending, paid).events);
          const ledger = emptyLedger(T);
          for (const e of events) {
            foldLedger(ledger, e);
            expect(ledgerImbalance(ledger)).toBe(0);
          }
          // Replaying the stream again changes nothing (idempotent per revision).
          for (const e of events) foldLedger(ledger, e);
          expect(ledger).toEqual(buildLedger(events));

          const sum = (type: string, f: (d: never) => number) =>
            events.filter((e) => e.type === type).reduce((a, e) => a + f(e.data as never), 0);
          const purchases = events.flatMap((e) => {
            const d = e.data as { purchase?: { prizeFund: number; fee: number } };
            return d.purchase ? [d.purchase] : [];
          });
          const gross = purchases.reduce((a, p) => a + p.prizeFund + p.fee, 0);
          const prizeFund = purchases.reduce((a, p) => a + p.prizeFund, 0);
          const fees = gross - prizeFund;
          const refunded = sum('RefundIssued', (d: { amount: number }) => d.amount);
          const refundedFees = sum('RefundIssued', (d: { fee: number }) => d.fee);
          const paidNet = sum('PrizePaid', (d: { net: number }) => d.net);
          const awarded =
            sum('PrizeAwarded', (d: { amount: number }) => d.amount) +
            sum('PrizeRedistributed', (d: { amount: number }) => d.amount);
          const b = ledger.balances;
          expect(b.cash).toBe(gross - refunded - paidNet);
          expect(0 - b['fee-revenue']).toBe(fees - refundedFees);
          expect(0 - b['prize-fund']).toBe(prizeFund - (refunded - refundedFees) - awarded);
          if (ending === 'cancel') expect(b.cash).toBe(0);
          else expect(b['prize-fund']).toBe(0);
          // Per table and day the operator's share adds up to the tournament's (LNSE IV.6(c)).
          const byCode = totalsByCode(ledger);
          const tables = tableBenefits(ledger);
          expect(tables.reduce((a, r) => a + r.fee, 0)).toBe(0 - b['fee-revenue']);
          expect(Object.values(byCode).reduce((a, t) => a + t.gross, 0)).toBe(gross - refunded);
        },
      ),
      { numRuns: 60 },
    );
  });
});
