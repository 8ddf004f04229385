/**
 * Issue 17: the operations rows folded from the events alone against the decider's rows, after
 * every event of tournaments that reach the events the simulations do not (absent stacks, unpaid
 * announcements, chip counts, leftover chips, corrected awards, cancellations, structure
 * changes, the end of hand-for-hand, the prizes).
 */
import type { DataSource } from 'typeorm';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { operationsProjection } from '../../../src/projections/operations/projection';
import { ProjectionRuntime } from '../../../src/projections/runtime';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import { T } from '../../support/tournament-fixtures';
import {
  absentStackRemoved,
  bandsThenPaid,
  bountyAwarded,
  announcedNotPaid,
  cancelledAndRefunded,
  cancelledBeforeStart,
  cancelledMidHand,
  cancelledRunning,
  chipCountsRecorded,
  completedThenPaid,
  countsWithReservedSeats,
  dealRecorded,
  handForHandEnded,
  handForHandEndsInTheMoney,
  has,
  levelStructureModified,
  oddChipsRemoved,
  orderUndeterminable,
  orderUndeterminableWhileRunning,
  potAwardCorrected,
  potAwardCorrectedMidHand,
  potAwardRevives,
  prizeRedistributed,
  prizesAwarded,
  qualifierTickets,
} from './event-scenarios';
import { Both } from './ops-both';
import { appendTo, memoryReadModel } from './support';

/** Every row compared after every event; the stream reached `types`, or it proves nothing. */
function same(events: readonly TournamentEvent[], ...types: string[]): void {
  for (const type of types) expect([type, has(events, type)]).toEqual([type, true]);
  expect(new Both().apply(events).events).toBe(events.length);
}

describe('operations rows against the decider: events off the simulations (differential)', () => {
  it('LNSE 123/13 I.39: AbsentPlayerStackRemoved (the stack out at the end of level 1) gives the same rows', () => {
    same(absentStackRemoved().events, 'AbsentPlayerStackRemoved');
  });

  it('LNSE 123/13 I.51: AnnouncedPurchaseNotPaid (then disqualified) gives the same rows', () => {
    same(announcedNotPaid().events, 'PurchaseAnnounced', 'AnnouncedPurchaseNotPaid');
  });

  it('LNSE 123/13 IV.7.1: ChipCountsRecorded (one seat counted at 0) gives the same rows', () => {
    same(chipCountsRecorded().events, 'ChipCountsRecorded');
  });

  it('FSNP Art. 42: OddChipsRemoved (leftover 25s after the race) gives the same rows', () => {
    same(oddChipsRemoved().events, 'ChipRaceConducted', 'OddChipsRemoved');
  });

  it('LNSE 123/13 II.112: PotAwardCorrected (the pot moved, the player left at 0 out at the next deal) gives the same rows', () => {
    same(potAwardCorrected().events, 'PotAwardCorrected', 'PlayerEliminated');
  });

  it('FSNP Art. 3: TournamentCancelled before the start gives the same rows', () => {
    same(cancelledBeforeStart().events, 'TournamentCancelled');
  });

  it('LNSE 123/13 I.6: TournamentCancelled before the start, with the regulator’s consent on record, gives the same rows', () => {
    same(cancelledBeforeStart('lnse').events, 'TournamentCancelled');
  });

  it('FSNP Art. 3: TournamentCancelled while running gives the same rows', () => {
    same(cancelledRunning().events, 'TournamentCancelled');
  });

  it('FSNP Art. 67: LevelStructureModified (later levels lengthened, the clock ticked on) gives the same rows', () => {
    same(levelStructureModified().events, 'LevelStructureModified');
  });

  it('FSNP Art. 125: HandForHandEnded by the director gives the same rows', () => {
    same(handForHandEnded().events, 'HandForHandStarted', 'HandForHandEnded');
  });

  it('FSNP Art. 131; LNSE 123/13 I.64-65: PayoutTableFixed, PrizePoolFixed, PrizeAwarded give the same rows', () => {
    same(prizesAwarded().events, 'PayoutTableFixed', 'PrizePoolFixed', 'PrizeAwarded');
  });
  it('Club Rule 22, 36: PotAwardCorrected during the next hand under way gives the same rows', () => {
    same(potAwardCorrectedMidHand().events, 'PotAwardCorrected');
  });

  it('LNSE 123/13 II.112, I.53: PotAwardCorrected giving the pot back to a busted player of a rebuy tournament gives the same rows', () => {
    same(potAwardRevives().events, 'PotAwardCorrected');
  });

  it('FSNP Art. 3; LNSE 123/13 IV.1.3: TournamentCancelled then RefundIssued for every purchase gives the same rows', () => {
    same(cancelledAndRefunded().events, 'TournamentCancelled', 'RefundIssued');
  });

  it('FSNP Art. 132; LNSE 123/13 I.66: TournamentCompleted, then PayoutTableFixed, PrizePoolFixed, PrizeAwarded and PrizePaid give the same rows', () => {
    same(
      completedThenPaid().events,
      'TournamentCompleted',
      'PayoutTableFixed',
      'PrizePoolFixed',
      'PrizeAwarded',
      'PrizePaid',
    );
  });
  it('FSNP Art. 142(g): QualifierTicketAwarded (tickets, then the rest by the standings) gives the same rows', () => {
    same(qualifierTickets().events, 'PayoutTableFixed', 'QualifierTicketAwarded');
  });

  it('LNSE 123/13 I.65, IV.9.1: PayoutTableFixed by the band at the close, PrizeReceiptSigned and PrizePaid gives the same rows', () => {
    same(
      bandsThenPaid().events,
      'PayoutTableFixed',
      'PrizePoolFixed',
      'PrizeAwarded',
      'PrizeReceiptSigned',
      'PrizePaid',
    );
  });
  it('FSNP Art. 135; LNSE 123/13 IV.7.1: ChipCountsRecorded at a table with reserved sets (one set counted short, one player at 0), then a hand, gives the same rows', () => {
    same(countsWithReservedSeats().events, 'ChipCountsRecorded', 'HandCompleted');
  });

  it('FSNP Art. 3: TournamentCancelled with a hand in play gives the same rows', () => {
    same(cancelledMidHand().events, 'ForcedBetsPosted', 'TournamentCancelled');
  });
  it('LNSE 123/13 I.71, IV.9.1(c): EliminationOrderUndeterminable after the tournament completed (places 2-3 shared), then the prizes, gives the same rows', () => {
    same(
      orderUndeterminable().events,
      'TournamentCompleted',
      'EliminationOrderUndeterminable',
      'PrizeAwarded',
    );
  });
  it('LNSE 123/13 II.41: PrizeRedistributed (the 3rd disqualified, his prize shared) gives the same rows', () => {
    same(prizeRedistributed().events, 'TournamentCompleted', 'PrizeRedistributed');
  });
  it('FSNP Art. 141(a)(f): BountyAwarded (a knockout all-in lost, the bounty to the winner) gives the same rows', () => {
    same(bountyAwarded().events, 'PrizePoolFixed', 'PlayerEliminated', 'BountyAwarded');
  });
  it('FSNP Art. 132: DealRecorded among the last three (dealsAllowed flipped), then the prizes as agreed, gives the same rows', () => {
    same(dealRecorded().events, 'DealRecorded', 'TournamentCompleted', 'PrizeAwarded');
  });
  it('LNSE 123/13 I.71: EliminationOrderUndeterminable while running (two out at different tables share their places), then completed, gives the same rows', () => {
    same(
      orderUndeterminableWhileRunning().events,
      'EliminationOrderUndeterminable',
      'TournamentCompleted',
      'PrizeAwarded',
    );
  });
  it('FSNP Art. 125(b): HandForHandEnded by itself when the round reaches the paid places gives the same rows', () => {
    same(handForHandEndsInTheMoney().events, 'HandForHandRoundStarted', 'HandForHandEnded');
  });
});

/** Every operations table, each in its key order. */
async function dump(ds: DataSource): Promise<unknown> {
  const keys: Record<string, string> = {
    ops_progress: '1',
    ops_summary: '1',
    ops_tables: '1, 2',
    ops_seats: '1, 2, 3',
    ops_players: '1, 2',
    ops_purchases: '1, 2',
  };
  const out: Record<string, unknown> = {};
  for (const [t, order] of Object.entries(keys))
    out[t] = await ds.query(`SELECT * FROM "${t}" ORDER BY ${order}`);
  return out;
}

describe('operations rows of these events, the fold read back from the store before every event', () => {
  it.each([
    ['LNSE 123/13 I.39: AbsentPlayerStackRemoved', absentStackRemoved],
    ['LNSE 123/13 I.51: AnnouncedPurchaseNotPaid', announcedNotPaid],
    [
      'FSNP Art. 135; LNSE 123/13 IV.7.1: ChipCountsRecorded with reserved sets',
      countsWithReservedSeats,
    ],
    ['FSNP Art. 42: OddChipsRemoved', oddChipsRemoved],
    ['Club Rule 22, 36: PotAwardCorrected during the next hand', potAwardCorrectedMidHand],
    ['LNSE 123/13 II.112, I.53: PotAwardCorrected bringing a busted player back', potAwardRevives],
    ['FSNP Art. 3: TournamentCancelled with a hand in play', cancelledMidHand],
    ['FSNP Art. 67: LevelStructureModified', levelStructureModified],
    ['FSNP Art. 125: HandForHandEnded', handForHandEnded],
    ['FSNP Art. 132; LNSE 123/13 I.66: the prizes of a completed tournament', completedThenPaid],
    ['FSNP Art. 142(g): QualifierTicketAwarded', qualifierTickets],
    ['LNSE 123/13 I.65, IV.9.1: a band, a receipt signed, a prize paid', bandsThenPaid],
    ['LNSE 123/13 I.71: EliminationOrderUndeterminable after completion', orderUndeterminable],
    ['LNSE 123/13 II.41: PrizeRedistributed', prizeRedistributed],
    ['FSNP Art. 141(a)(f): BountyAwarded', bountyAwarded],
    ['FSNP Art. 132: DealRecorded', dealRecorded],
  ] as const)(
    '%s: a batch rolled back before every event (the next one reloads the stored fold) stores the rows of one run',
    async (_name, scenario) => {
      const events = scenario().events;
      const store = new MemoryEventStore();
      await appendTo(store, T, events);
      const all = await store.readAll(0, 100_000);
      const ds = await memoryReadModel([operationsProjection]);
      const once = await memoryReadModel([operationsProjection]);
      try {
        const rt = new ProjectionRuntime(store, ds, [operationsProjection]);
        for (let i = 0; i < all.length; i++) {
          await ds
            .transaction(async (m) => {
              await operationsProjection.apply(all.slice(i, i + 1), m);
              throw new Error('rolled back');
            })
            .catch(() => undefined);
          await rt.applyBatch(operationsProjection.name, all.slice(i, i + 1));
        }
        await new ProjectionRuntime(store, once, [operationsProjection]).catchUp();
        expect(await dump(ds)).toEqual(await dump(once));
      } finally {
        await ds.destroy();
        await once.destroy();
        await store.close();
      }
    },
  );
});

describe('operations rows of these events, however batched', () => {
  it.each([
    ['LNSE 123/13 I.39: AbsentPlayerStackRemoved', absentStackRemoved],
    ['LNSE 123/13 I.51: AnnouncedPurchaseNotPaid', announcedNotPaid],
    [
      'FSNP Art. 135; LNSE 123/13 IV.7.1: ChipCountsRecorded with reserved sets',
      countsWithReservedSeats,
    ],
    ['FSNP Art. 42: OddChipsRemoved', oddChipsRemoved],
    ['Club Rule 22, 36: PotAwardCorrected during the next hand', potAwardCorrectedMidHand],
    ['LNSE 123/13 II.112, I.53: PotAwardCorrected bringing a busted player back', potAwardRevives],
    ['FSNP Art. 3: TournamentCancelled with a hand in play', cancelledMidHand],
    ['FSNP Art. 67: LevelStructureModified', levelStructureModified],
    ['FSNP Art. 125: HandForHandEnded', handForHandEnded],
    ['FSNP Art. 132; LNSE 123/13 I.66: the prizes of a completed tournament', completedThenPaid],
    ['FSNP Art. 142(g): QualifierTicketAwarded', qualifierTickets],
    ['LNSE 123/13 I.65, IV.9.1: a band, a receipt signed, a prize paid', bandsThenPaid],
    ['LNSE 123/13 I.71: EliminationOrderUndeterminable after completion', orderUndeterminable],
    ['LNSE 123/13 II.41: PrizeRedistributed', prizeRedistributed],
    ['FSNP Art. 141(a)(f): BountyAwarded', bountyAwarded],
    ['FSNP Art. 132: DealRecorded', dealRecorded],
  ] as const)(
    '%s: batches of 7 and of the whole stream store what batches of one event store',
    async (_name, scenario) => {
      const events = scenario().events;
      const store = new MemoryEventStore();
      await appendTo(store, T, events);
      const dumps: unknown[] = [];
      for (const batchSize of [1, 7, 100_000]) {
        const ds = await memoryReadModel([operationsProjection]);
        try {
          await new ProjectionRuntime(store, ds, [operationsProjection], { batchSize }).catchUp();
          dumps.push(await dump(ds));
        } finally {
          await ds.destroy();
        }
      }
      await store.close();
      expect(dumps[1]).toEqual(dumps[0]);
      expect(dumps[2]).toEqual(dumps[0]);
    },
  );
});
