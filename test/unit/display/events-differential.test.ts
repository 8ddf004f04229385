/**
 * Issue 17: the display document folded from the events alone against the one derived from the
 * decider's state, after every event of tournaments that reach the events the simulations do
 * not (absent stacks, unpaid announcements, chip counts, leftover chips, corrected awards,
 * cancellations, structure changes, the end of hand-for-hand, the prizes).
 */
import { evolveTournament } from '../../support/decider-fold';
import { initialTournamentState } from '../../../src/aggregates/tournament/views';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { displayProjection } from '../../../src/projections/display/projection';
import { getDisplayView } from '../../../src/projections/display/queries';
import { ProjectionRuntime } from '../../../src/projections/runtime';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import { displayViewOf } from '../../support/display-of-state';
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
} from '../projections/event-scenarios';
import { appendTo, memoryReadModel } from '../projections/support';

/** The document the decider's state gives after each event (the last pause reason kept). */
function expectedAfterEach(events: readonly TournamentEvent[]): unknown[] {
  let s = initialTournamentState();
  let reason: string | null = null;
  return events.map((e) => {
    s = evolveTournament(s, e);
    if (e.type === 'ClockPaused') reason = e.data.reason ?? null;
    else if (e.type === 'ClockResumed') reason = null;
    return JSON.parse(JSON.stringify(displayViewOf(T, s, reason))) as unknown;
  });
}

/** A batch per event; the document served after each is the decider's. */
async function same(events: readonly TournamentEvent[], ...types: string[]): Promise<void> {
  await served(events, false, ...types);
}

/**
 * The same, and with `reload` a batch rolled back before every event, so that each event is
 * folded into what the store kept, not into the cached fold.
 */
async function served(
  events: readonly TournamentEvent[],
  reload: boolean,
  ...types: string[]
): Promise<void> {
  for (const type of types) expect([type, has(events, type)]).toEqual([type, true]);
  const expected = expectedAfterEach(events);
  const store = new MemoryEventStore();
  await appendTo(store, T, events);
  const all = await store.readAll(0, 100_000);
  const ds = await memoryReadModel([displayProjection]);
  const rt = new ProjectionRuntime(store, ds, [displayProjection]);
  try {
    for (let i = 0; i < all.length; i++) {
      if (reload)
        await ds
          .transaction(async (m) => {
            await displayProjection.apply(all.slice(i, i + 1), m);
            throw new Error('rolled back');
          })
          .catch(() => undefined);
      await rt.applyBatch(displayProjection.name, all.slice(i, i + 1));
      expect([i, events[i].type, await getDisplayView(ds, T)]).toEqual([
        i,
        events[i].type,
        expected[i],
      ]);
    }
  } finally {
    await ds.destroy();
    await store.close();
  }
}

describe('display document against the decider: events off the simulations (differential)', () => {
  it('LNSE 123/13 I.39: AbsentPlayerStackRemoved (the stack out at the end of level 1) shows what the decider shows', async () => {
    await same(absentStackRemoved().events, 'AbsentPlayerStackRemoved');
  });

  it('LNSE 123/13 I.51: AnnouncedPurchaseNotPaid (then disqualified) shows what the decider shows', async () => {
    await same(announcedNotPaid().events, 'PurchaseAnnounced', 'AnnouncedPurchaseNotPaid');
  });

  it('LNSE 123/13 IV.7.1: ChipCountsRecorded (one seat counted at 0) shows what the decider shows', async () => {
    await same(chipCountsRecorded().events, 'ChipCountsRecorded');
  });

  it('FSNP Art. 42: OddChipsRemoved (leftover 25s after the race) shows what the decider shows', async () => {
    await same(oddChipsRemoved().events, 'ChipRaceConducted', 'OddChipsRemoved');
  });

  it('LNSE 123/13 II.112: PotAwardCorrected (the pot moved, the player left at 0 out at the next deal) shows what the decider shows', async () => {
    await same(potAwardCorrected().events, 'PotAwardCorrected', 'PlayerEliminated');
  });

  it('FSNP Art. 3: TournamentCancelled before the start shows what the decider shows', async () => {
    await same(cancelledBeforeStart().events, 'TournamentCancelled');
  });

  it('LNSE 123/13 I.6: TournamentCancelled before the start, with the regulator’s consent on record, shows what the decider shows', async () => {
    await same(cancelledBeforeStart('lnse').events, 'TournamentCancelled');
  });

  it('FSNP Art. 3: TournamentCancelled while running shows what the decider shows', async () => {
    await same(cancelledRunning().events, 'TournamentCancelled');
  });

  it('FSNP Art. 67: LevelStructureModified (later levels lengthened, the clock ticked on) shows what the decider shows', async () => {
    await same(levelStructureModified().events, 'LevelStructureModified');
  });

  it('FSNP Art. 125: HandForHandEnded by the director shows what the decider shows', async () => {
    await same(handForHandEnded().events, 'HandForHandStarted', 'HandForHandEnded');
  });

  it('FSNP Art. 131; LNSE 123/13 I.64-65: PayoutTableFixed, PrizePoolFixed, PrizeAwarded show what the decider shows', async () => {
    await same(prizesAwarded().events, 'PayoutTableFixed', 'PrizePoolFixed', 'PrizeAwarded');
  });
  it('Club Rule 22, 36: PotAwardCorrected during the next hand under way shows what the decider shows', async () => {
    await same(potAwardCorrectedMidHand().events, 'PotAwardCorrected');
  });

  it('LNSE 123/13 II.112, I.53: PotAwardCorrected giving the pot back to a busted player of a rebuy tournament shows what the decider shows', async () => {
    await same(potAwardRevives().events, 'PotAwardCorrected');
  });

  it('FSNP Art. 3; LNSE 123/13 IV.1.3: TournamentCancelled then RefundIssued for every purchase shows what the decider shows', async () => {
    await same(cancelledAndRefunded().events, 'TournamentCancelled', 'RefundIssued');
  });

  it('FSNP Art. 132; LNSE 123/13 I.66: TournamentCompleted, then PayoutTableFixed, PrizePoolFixed, PrizeAwarded and PrizePaid show what the decider shows', async () => {
    await same(
      completedThenPaid().events,
      'TournamentCompleted',
      'PayoutTableFixed',
      'PrizePoolFixed',
      'PrizeAwarded',
      'PrizePaid',
    );
  });
  it('FSNP Art. 142(g): QualifierTicketAwarded (tickets, then the rest by the standings) shows what the decider shows', async () => {
    await same(qualifierTickets().events, 'PayoutTableFixed', 'QualifierTicketAwarded');
  });

  it('LNSE 123/13 I.65, IV.9.1: PayoutTableFixed by the band at the close, PrizeReceiptSigned and PrizePaid shows what the decider shows', async () => {
    await same(
      bandsThenPaid().events,
      'PayoutTableFixed',
      'PrizePoolFixed',
      'PrizeAwarded',
      'PrizeReceiptSigned',
      'PrizePaid',
    );
  });
  it('FSNP Art. 135; LNSE 123/13 IV.7.1: ChipCountsRecorded at a table with reserved sets (one set counted short, one player at 0), then a hand, shows what the decider shows', async () => {
    await same(countsWithReservedSeats().events, 'ChipCountsRecorded', 'HandCompleted');
  });

  it('FSNP Art. 3: TournamentCancelled with a hand in play shows what the decider shows', async () => {
    await same(cancelledMidHand().events, 'ForcedBetsPosted', 'TournamentCancelled');
  });
  it('LNSE 123/13 I.71, IV.9.1(c): EliminationOrderUndeterminable after the tournament completed (places 2-3 shared), then the prizes, shows what the decider shows', async () => {
    await same(
      orderUndeterminable().events,
      'TournamentCompleted',
      'EliminationOrderUndeterminable',
      'PrizeAwarded',
    );
  });
  it('LNSE 123/13 II.41: PrizeRedistributed (the 3rd disqualified, his prize shared) shows what the decider shows', async () => {
    await same(prizeRedistributed().events, 'TournamentCompleted', 'PrizeRedistributed');
  });
  it('FSNP Art. 141(a)(f): BountyAwarded (a knockout all-in lost, the bounty to the winner) shows what the decider shows', async () => {
    await same(bountyAwarded().events, 'PrizePoolFixed', 'PlayerEliminated', 'BountyAwarded');
  });
  it('FSNP Art. 132: DealRecorded among the last three (dealsAllowed flipped), then the prizes as agreed, shows what the decider shows', async () => {
    await same(dealRecorded().events, 'DealRecorded', 'TournamentCompleted', 'PrizeAwarded');
  });
  it('LNSE 123/13 I.71: EliminationOrderUndeterminable while running (two out at different tables share their places), then completed, shows what the decider shows', async () => {
    await same(
      orderUndeterminableWhileRunning().events,
      'EliminationOrderUndeterminable',
      'TournamentCompleted',
      'PrizeAwarded',
    );
  });
  it('FSNP Art. 125(b): HandForHandEnded by itself when the round reaches the paid places shows what the decider shows', async () => {
    await same(handForHandEndsInTheMoney().events, 'HandForHandRoundStarted', 'HandForHandEnded');
  });
});

describe('display document of these events, the fold read back from the store before every event', () => {
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
    '%s: a batch rolled back before every event, the document served after each is the decider\u2019s',
    async (_name, scenario) => {
      await served(scenario().events, true);
    },
  );
});

describe('display document of these events, however batched', () => {
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
    '%s: batches of 7 serve the decider\u2019s document after each, the whole stream at once the last one',
    async (_name, scenario) => {
      const events = scenario().events;
      const expected = expectedAfterEach(events);
      const store = new MemoryEventStore();
      await appendTo(store, T, events);
      const all = await store.readAll(0, 100_000);
      const ds = await memoryReadModel([displayProjection]);
      const whole = await memoryReadModel([displayProjection]);
      try {
        const rt = new ProjectionRuntime(store, ds, [displayProjection]);
        for (let i = 0; i < all.length; i += 7) {
          await rt.applyBatch(displayProjection.name, all.slice(i, i + 7));
          const last = Math.min(i + 7, all.length) - 1;
          expect([last, await getDisplayView(ds, T)]).toEqual([last, expected[last]]);
        }
        await new ProjectionRuntime(store, whole, [displayProjection], {
          batchSize: 100_000,
        }).catchUp();
        expect(await getDisplayView(whole, T)).toEqual(expected[expected.length - 1]);
      } finally {
        await ds.destroy();
        await whole.destroy();
        await store.close();
      }
    },
  );
});
