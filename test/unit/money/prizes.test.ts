import { FSNP_ART_131, computePrizes, suggestedPayoutTable } from '../../../src/rules';
import { prizesOf } from '../../../src/aggregates/tournament/prizes/prizes';
import type { PlayerEliminatedData } from '../../../src/events/hand-events';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import {
  at,
  createCmd,
  lnseCreate,
  raCreate,
  Scenario,
  T,
} from '../../support/tournament-fixtures';
import {
  award,
  byRegistration,
  closedFreezeout,
  fixAll,
  loseChips,
  ofType,
  rejection,
} from './prize-fixtures';

describe('FSNP Art. 131 payout table through the prizes slice', () => {
  // An odd prize-fund part per entry, so that largest-remainder rounding is exercised.
  const PRIZE_PART = 33_337;
  for (let n = 2; n <= 60; n++) {
    it(`FSNP Art. 131(b); DECISION-3: ${n} players — places and amounts sum exactly to the pool`, () => {
      const sc = fixAll(closedFreezeout(n, { buyIn: { prizeFund: PRIZE_PART, fee: 5_000 } }));
      const pool = prizesOf(sc.state).pool!.amount;
      expect(pool).toBe(n * PRIZE_PART);
      const column = FSNP_ART_131.find((c) => n >= c.minPlayers && n <= c.maxPlayers)!;
      const table = prizesOf(sc.state).table!;
      const places = Math.min(n, column.basisPoints.length);
      expect(table.places).toBe(places);
      expect(table.basisPoints.reduce((a, b) => a + b, 0)).toBe(10_000);
      const awards = ofType(award(sc, byRegistration(n)), 'PrizeAwarded');
      expect(awards).toHaveLength(places);
      expect(awards.reduce((a, e) => a + e.data.amount, 0)).toBe(pool);
      awards.forEach((e, i) => {
        expect(e.data.place).toBe(i + 1);
        // Each prize is within one minor unit of its exact share of the pool.
        const exact = (pool * table.basisPoints[i]) / 10_000;
        expect(Math.abs(e.data.amount - exact)).toBeLessThan(1);
        if (i > 0) expect(e.data.amount).toBeLessThanOrEqual(awards[i - 1].data.amount);
      });
    });
  }

  it('FSNP Art. 131; DECISION-11: 61 players and no published table is refused with a suggestion', () => {
    const sc = closedFreezeout(61);
    const r = rejection(sc, { type: 'FixPayoutTable', tournamentId: T });
    expect(r.code).toBe('PAYOUT_TABLE_NOT_PUBLISHED');
    expect(r.ruleRef).toContain('DECISION-11');
    expect(r.message).toContain(`suggested: ${suggestedPayoutTable(61).length} places`);
  });

  it('DECISION-11: 61 players with a published table pays its places exactly', () => {
    const table = suggestedPayoutTable(61);
    const sc = fixAll(closedFreezeout(61), table);
    const awards = ofType(award(sc, byRegistration(61)), 'PrizeAwarded');
    expect(awards.map((e) => e.data.amount)).toEqual(
      computePrizes(prizesOf(sc.state).pool!.amount, table),
    );
  });
});

describe('when the pool and the table are fixed', () => {
  it('LNSE 123/13 I.65: the payout table is refused while registration is open', () => {
    const sc = new Scenario().setup(createCmd({ tournamentType: 'FZ' }), 5, false);
    expect(rejection(sc, { type: 'FixPayoutTable', tournamentId: T })).toMatchObject({
      code: 'REGISTRATION_STILL_OPEN',
    });
  });

  it('LNSE 123/13 I.65: the payout table is fixed once and cannot change', () => {
    const sc = fixAll(closedFreezeout(12));
    expect(rejection(sc, { type: 'FixPayoutTable', tournamentId: T }).code).toBe(
      'PAYOUT_TABLE_ALREADY_FIXED',
    );
  });

  it('LNSE 123/13 I.64: the pool is not fixed while re-entries are still possible (level 3)', () => {
    const sc = new Scenario().setup(raCreate(), 14).at(35);
    sc.do({ type: 'TickClock', tournamentId: T });
    const r = rejection(sc, { type: 'FixPrizePool', tournamentId: T });
    expect(r.code).toBe('PRIZE_POOL_NOT_FINAL');
    expect(r.ruleRef).toContain('FSNP Art. 139.3(d)');
  });

  it('LNSE 123/13 I.64: the pool is not fixed during the add-on break, and is after it', () => {
    const sc = new Scenario().setup(raCreate(), 14).at(125);
    sc.do({ type: 'TickClock', tournamentId: T });
    sc.do({ type: 'TakeAddOn', tournamentId: T, playerId: 'p01' });
    expect(rejection(sc, { type: 'FixPrizePool', tournamentId: T }).message).toContain(
      'break after level 8',
    );
    sc.at(140).do({ type: 'TickClock', tournamentId: T });
    const [fixed] = sc.do({ type: 'FixPrizePool', tournamentId: T });
    // 14 buy-ins of 10,000 and one add-on of 15,000 into the prize fund (FSNP Art. 30).
    expect(fixed).toMatchObject({
      type: 'PrizePoolFixed',
      data: {
        amount: 14 * 10_000 + 15_000,
        byCode: {
          IN: { count: 14, gross: 14 * 12_000, prizeFund: 14 * 10_000, fee: 14 * 2_000 },
          AD: { count: 1, gross: 18_000, prizeFund: 15_000, fee: 3_000 },
        },
      },
    });
    expect(rejection(sc, { type: 'FixPrizePool', tournamentId: T }).code).toBe(
      'PRIZE_POOL_ALREADY_FIXED',
    );
  });

  it('LNSE 123/13 I.62, IV.6(b): an add-on giving 69.99 % to prizes is refused at creation', () => {
    const sc = new Scenario();
    const r = rejection(
      sc,
      lnseCreate({
        prices: {
          rebuy: { prizeFund: 7_000_000, fee: 3_000_000 },
          'add-on': { prizeFund: 6_999_999, fee: 3_000_001 },
        },
      }),
    );
    expect(r.ruleRef).toContain('LNSE');
    expect(r.message).toContain('add-on');
  });

  it('LNSE 123/13 I.62, IV.6(b): the pool is built per item, each at least 70 % to prizes', () => {
    const sc = new Scenario().setup(lnseCreate({ tournamentType: 'FZ' }), 9, false);
    sc.do({ type: 'CloseRegistration', tournamentId: T });
    const [fixed] = sc.do({ type: 'FixPrizePool', tournamentId: T });
    if (fixed.type !== 'PrizePoolFixed') throw new Error(fixed.type);
    for (const t of Object.values(fixed.data.byCode)) {
      expect(t.prizeFund + t.fee).toBe(t.gross);
      expect(t.prizeFund * 10).toBeGreaterThanOrEqual(t.gross * 7);
    }
    expect(fixed.data.amount).toBe(9 * 8_000_000);
    expect(fixed.ruleRef).toContain('LNSE 123/13 I.64');
  });
});

describe('awarding prizes', () => {
  it('DECISION-3: a pool of 100,002 over 55/30/15 gives the odd unit to the largest remainder (2nd)', () => {
    // 7 entries of 14,286: 55,001.1 / 30,000.6 / 15,000.3 — one unit left, to the .6.
    const sc = fixAll(closedFreezeout(7, { buyIn: { prizeFund: 14_286, fee: 0 } }));
    expect(prizesOf(sc.state).pool!.amount).toBe(100_002);
    const awards = ofType(award(sc, byRegistration(7)), 'PrizeAwarded');
    expect(awards.map((e) => e.data.amount)).toEqual([55_001, 30_001, 15_000]);
  });

  it('DECISION-3: equal remainders go to the better place', () => {
    // 10 entries of 10,001 = 100,010: 55,005.5 / 30,003 / 15,001.5 — one unit, tie of .5 → 1st.
    const sc = fixAll(closedFreezeout(10, { buyIn: { prizeFund: 10_001, fee: 0 } }));
    const awards = ofType(award(sc, byRegistration(10)), 'PrizeAwarded');
    expect(awards.map((e) => e.data.amount)).toEqual([55_006, 30_003, 15_001]);
  });

  it('DECISION-4; LNSE IV.9.1(c)-(d): two players out together share places 2-3 equally, extra unit to the first', () => {
    const sc = fixAll(closedFreezeout(10, { buyIn: { prizeFund: 10_001, fee: 0 } }));
    const pool = 100_010;
    const [first, second, third] = computePrizes(pool, [5500, 3000, 1500]);
    const awards = ofType(
      award(sc, [
        { playerId: 'p01', place: 1, sharedBy: 1 },
        { playerId: 'p03', place: 2, sharedBy: 2 },
        { playerId: 'p02', place: 2, sharedBy: 2 },
        ...byRegistration(10).slice(3),
      ]),
      'PrizeAwarded',
    );
    const shared = second + third;
    expect(awards.map((e) => [e.data.playerId, e.data.amount])).toEqual([
      ['p01', first],
      ['p03', Math.ceil(shared / 2)],
      ['p02', Math.floor(shared / 2)],
    ]);
    expect(awards[1].data).toMatchObject({
      sharedPlaces: [2, 3],
      sharedTotal: shared,
      pctBp: 4500,
    });
  });

  it('LNSE 123/13 II.41: a player disqualified in 4th place has his prize shared by the 3 still playing', () => {
    const sc = fixAll(closedFreezeout(12, { buyIn: { prizeFund: 10_000, fee: 0 } }));
    const lines = byRegistration(12).map((l) => (l.place === 4 ? { ...l, disqualified: true } : l));
    const events = award(sc, lines, { ruling: 'Director ruling 7: shared among the last three' });
    const amounts = computePrizes(120_000, [4500, 2500, 1500, 1000, 500]);
    const redistributed = ofType(events, 'PrizeRedistributed');
    expect(redistributed).toHaveLength(1);
    expect(redistributed[0].data).toMatchObject({
      fromPlayerId: 'p04',
      place: 4,
      amount: amounts[3],
    });
    expect(redistributed[0].data.shares.map((x) => x.playerId)).toEqual(['p01', 'p02', 'p03']);
    expect(redistributed[0].data.shares.reduce((a, x) => a + x.amount, 0)).toBe(amounts[3]);
    expect(ofType(events, 'PrizeAwarded').some((e) => e.data.playerId === 'p04')).toBe(false);
  });

  it('FSNP Art. 20: where the ruleset leaves it to a ruling, a disqualified prize needs the ruling', () => {
    const sc = fixAll(closedFreezeout(12));
    const lines = byRegistration(12).map((l) => (l.place === 2 ? { ...l, disqualified: true } : l));
    expect(rejection(sc, { type: 'AwardPrizes', tournamentId: T, standings: lines })).toMatchObject(
      { code: 'DISQUALIFIED_PRIZE_NEEDS_RULING', ruleRef: 'FSNP Art. 20' },
    );
  });

  it('FSNP Art. 132: a paid place missing from the standings is refused', () => {
    const sc = fixAll(closedFreezeout(10));
    const r = rejection(sc, {
      type: 'AwardPrizes',
      tournamentId: T,
      standings: byRegistration(10).filter((l) => l.place !== 2),
    });
    expect(r).toMatchObject({ code: 'STANDINGS_INCOMPLETE' });
    expect(r.message).toContain('2');
  });

  it('FSNP Art. 142(f); DECISION-12: 3 tickets of 30,000 from 100,000 and 10,000 cash to 4th', () => {
    // Re-entry until level 8 and the add-on break (Art. 142(c)(e)): the pool is final at level 9.
    const sc = new Scenario().setup(
      raCreate({ tournamentType: 'QUALIFIER', buyIn: { prizeFund: 10_000, fee: 0 } }),
      10,
    );
    sc.at(140).do({ type: 'TickClock', tournamentId: T });
    sc.do({ type: 'FixPayoutTable', tournamentId: T, ticketValue: 30_000 });
    sc.do({ type: 'FixPrizePool', tournamentId: T });
    const events = award(sc, byRegistration(10));
    expect(ofType(events, 'QualifierTicketAwarded').map((e) => e.data.playerId)).toEqual([
      'p01',
      'p02',
      'p03',
    ]);
    expect(ofType(events, 'PrizeAwarded').map((e) => e.data)).toMatchObject([
      { playerId: 'p04', place: 4, amount: 10_000, kind: 'remainder' },
    ]);
  });

  it('FSNP Art. 140.1(a); DECISION-10: 50-50 Turbo pays half equally and half by chips', () => {
    const sc = new Scenario().setup(
      createCmd({ tournamentType: 'TURBO_50_50', buyIn: { prizeFund: 10_000, fee: 0 } }),
      10,
      false,
    );
    sc.do({ type: 'CloseRegistration', tournamentId: T });
    fixAll(sc);
    const chips = [10_000, 6_000, 4_000, 3_000, 2_000];
    const awards = ofType(award(sc, byRegistration(10), { chips }), 'PrizeAwarded');
    // 50,000 equally (10,000 each) + 50,000 by chips (25,000 total chips: 2 per chip).
    expect(awards.map((e) => e.data.amount)).toEqual([30_000, 22_000, 18_000, 16_000, 14_000]);
  });

  it('LNSE 123/13 I.74: a private deal is refused', () => {
    const sc = fixAll(closedFreezeout(10));
    expect(rejection(sc, { type: 'RecordDeal', tournamentId: T, amounts: [] }).ruleRef).toBe(
      'FSNP Art. 132',
    );
    const lnse = new Scenario().setup(lnseCreate(), 3, false);
    expect(rejection(lnse, { type: 'RecordDeal', tournamentId: T, amounts: [] })).toMatchObject({
      code: 'DEALS_NOT_ALLOWED',
      ruleRef: 'LNSE 123/13 I.74',
    });
  });

  it('prizes are awarded once', () => {
    const sc = fixAll(closedFreezeout(10));
    award(sc, byRegistration(10));
    expect(
      rejection(sc, { type: 'AwardPrizes', tournamentId: T, standings: byRegistration(10) }).code,
    ).toBe('PRIZES_ALREADY_AWARDED');
  });
});

describe('knockout bounties', () => {
  const ko = () => {
    const sc = new Scenario().setup(
      createCmd({ tournamentType: 'KO', buyIn: { prizeFund: 10_000, fee: 2_000 } }),
      10,
      false,
    );
    sc.do({ type: 'CloseRegistration', tournamentId: T });
    sc.do({ type: 'FixPayoutTable', tournamentId: T });
    return sc;
  };

  it('FSNP Art. 141(a): the bounty fund is set aside from the prize fund', () => {
    const sc = ko();
    const [fixed] = sc.do({ type: 'FixPrizePool', tournamentId: T, bountyValue: 2_500 });
    expect(fixed.data).toMatchObject({ amount: 75_000, bountyFund: 25_000, bountyValue: 2_500 });
  });

  it('FSNP Art. 141(f): the bounty is split between the pot winners, never paid to its owner, once', () => {
    const sc = ko();
    sc.do({ type: 'FixPrizePool', tournamentId: T, bountyValue: 2_501 });
    const cmd = (winnerIds: string[]) =>
      ({ type: 'AwardBounty', tournamentId: T, eliminatedPlayerId: 'p10', winnerIds }) as const;
    expect(rejection(sc, cmd(['p10'])).code).toBe('OWN_BOUNTY');
    const events = sc.do(cmd(['p02', 'p05']));
    expect(events.map((e) => e.data)).toMatchObject([
      { playerId: 'p02', amount: 1_251 },
      { playerId: 'p05', amount: 1_250 },
    ]);
    expect(rejection(sc, cmd(['p03'])).code).toBe('BOUNTY_ALREADY_PAID');
  });
});

describe('paying prizes', () => {
  const paid = () => {
    const sc = fixAll(closedFreezeout(10));
    award(sc, byRegistration(10));
    return sc;
  };
  const pay = (over: object = {}) => ({
    type: 'PayPrize' as const,
    tournamentId: T,
    receiptNo: 1,
    playerId: 'p01',
    idDocument: { type: 'CI', number: 'ID1' },
    ...over,
  });

  it('LNSE 123/13 I.66: a prize is paid only to the placed player', () => {
    expect(rejection(paid(), pay({ playerId: 'p02' })).code).toBe('PRIZE_NOT_TRANSFERABLE');
  });

  it('LNSE 123/13 I.66: the identity document must be the one registered', () => {
    const sc = new Scenario().setup(lnseCreate({ tournamentType: 'FZ' }), 9, false);
    sc.do({ type: 'CloseRegistration', tournamentId: T });
    fixAll(sc, [7000, 3000]);
    award(sc, byRegistration(9));
    sc.do({
      type: 'SignPrizeReceipt',
      tournamentId: T,
      receiptNo: 1,
      playerId: 'p01',
      supervisorId: 'sup-1',
    });
    expect(rejection(sc, pay({ idDocument: { type: 'CI', number: 'ID2' } }))).toMatchObject({
      code: 'IDENTITY_NOT_VERIFIED',
      ruleRef: 'LNSE 123/13 I.66, IV.9.1(e)',
    });
    const [e] = sc.do(pay());
    expect(e.data).toMatchObject({ identityVerified: true, withheld: 0 });
  });

  it('LNSE 123/13 IV.9.1(e): one payment per receipt; I.67 withholding recorded with its basis', () => {
    const sc = paid();
    const [e] = sc.do(pay({ withholding: { amount: 1_000, basis: 'Ley 20.630 art. 1' } }));
    const gross = prizesOf(sc.state).receipts[1].amount;
    expect(e.data).toMatchObject({ gross, withheld: 1_000, net: gross - 1_000 });
    expect(rejection(sc, pay()).code).toBe('RECEIPT_ALREADY_PAID');
  });
});

describe('refunds', () => {
  it('LNSE 123/13 I.6: refunds are refused unless the tournament is cancelled', () => {
    const sc = new Scenario().setup(createCmd({ tournamentType: 'FZ' }), 3, false);
    expect(rejection(sc, { type: 'IssueRefunds', tournamentId: T, reason: 'x' }).code).toBe(
      'NOT_CANCELLED',
    );
  });

  it('LNSE 123/13 I.6: a cancelled tournament refunds every purchase, one event each', () => {
    const sc = new Scenario().setup(raCreate(), 4).at(30);
    loseChips(sc, 'p01', 0);
    sc.do({ type: 'ReEnter', tournamentId: T, playerId: 'p01' });
    sc.do({ type: 'CancelTournament', tournamentId: T, reason: 'Power cut' });
    const events = sc.do({
      type: 'IssueRefunds',
      tournamentId: T,
      reason: 'Full refund, LNSE consent 12/2026',
    });
    expect(events).toHaveLength(5);
    expect(events.reduce((a, e) => a + (e.data as { amount: number }).amount, 0)).toBe(5 * 12_000);
    expect(rejection(sc, { type: 'IssueRefunds', tournamentId: T, reason: 'again' }).code).toBe(
      'ALREADY_REFUNDED',
    );
  });
});

describe('prizes from the standings the hand-play slice records', () => {
  const out = (
    playerId: string,
    place: number,
    over: Partial<PlayerEliminatedData> = {},
  ): TournamentEvent => ({
    type: 'PlayerEliminated',
    data: {
      playerId,
      reason: 'busted',
      tableId: null,
      handNo: null,
      place,
      sharedBy: 1,
      stackAtStart: 0,
      chipsRemoved: 0,
      eliminatedBy: [],
      at: at(300),
      ...over,
    },
  });
  const completed = (n: number): TournamentEvent => ({
    type: 'TournamentCompleted',
    data: {
      winnerId: 'p01',
      completedAt: at(400),
      standings: byRegistration(n).map((l) => ({ ...l, bountiesWon: 0 })),
    },
  });

  it('FSNP Art. 132: AwardPrizes without standings uses the completed tournament’s standings', () => {
    const sc = fixAll(closedFreezeout(10));
    expect(rejection(sc, { type: 'AwardPrizes', tournamentId: T }).code).toBe(
      'STANDINGS_NOT_FINAL',
    );
    sc.apply(completed(10));
    const awards = ofType(sc.do({ type: 'AwardPrizes', tournamentId: T }), 'PrizeAwarded');
    expect(awards.map((e) => e.data.playerId)).toEqual(['p01', 'p02', 'p03']);
  });

  it('LNSE 123/13 II.41: a disqualification recorded as an elimination redistributes that prize', () => {
    const sc = new Scenario().setup(lnseCreate({ tournamentType: 'FZ' }), 9, false);
    sc.do({ type: 'CloseRegistration', tournamentId: T });
    fixAll(sc, [5000, 3000, 2000]);
    sc.apply(out('p03', 3, { reason: 'disqualification' }), completed(9));
    const events = sc.do({ type: 'AwardPrizes', tournamentId: T });
    const [r] = ofType(events, 'PrizeRedistributed');
    const third = computePrizes(9 * 8_000_000, [5000, 3000, 2000])[2];
    expect(r.data).toMatchObject({ fromPlayerId: 'p03', amount: third, ruling: null });
    expect(r.data.shares).toEqual([
      { playerId: 'p01', amount: third / 2, receiptNo: 3 },
      { playerId: 'p02', amount: third / 2, receiptNo: 4 },
    ]);
    expect(r.ruleRef).toContain('LNSE 123/13 II.41');
  });

  it('FSNP Art. 141(a): the bounty goes by default to whom the elimination gives the chip', () => {
    const sc = new Scenario().setup(
      createCmd({ tournamentType: 'KO', buyIn: { prizeFund: 10_000, fee: 2_000 } }),
      10,
      false,
    );
    sc.do({ type: 'CloseRegistration', tournamentId: T });
    sc.do({ type: 'FixPrizePool', tournamentId: T, bountyValue: 2_000 });
    sc.apply(out('p10', 10, { eliminatedBy: ['p04'], bountyTo: 'p04' }));
    const [b] = sc.do({ type: 'AwardBounty', tournamentId: T, eliminatedPlayerId: 'p10' });
    expect(b.data).toMatchObject({ playerId: 'p04', amount: 2_000, eliminatedPlayerId: 'p10' });
  });
});

describe('Sit & Go and refund lines', () => {
  it.each([
    [9, 2],
    [10, 3],
  ])('LNSE 123/13 I.26: a Sit & Go of %i players pays %i places', (n, places) => {
    const sc = new Scenario().setup(lnseCreate({ tournamentType: 'SIT_AND_GO' }), n, false);
    sc.do({ type: 'CloseRegistration', tournamentId: T });
    const [e] = sc.do({ type: 'FixPayoutTable', tournamentId: T });
    expect(e.data).toMatchObject({ places, fieldSize: n });
  });

  it('LNSE 123/13 IV.1.3: each refund names the purchase line it returns', () => {
    const sc = new Scenario().setup(createCmd({ tournamentType: 'FZ' }), 3, false);
    sc.do({ type: 'CancelTournament', tournamentId: T, reason: 'Venue closed' });
    const refunds = ofType(
      sc.do({ type: 'IssueRefunds', tournamentId: T, reason: 'Full refund' }),
      'RefundIssued',
    );
    const bought = ofType(sc.events, 'PlayerRegistered').map((e) => e.data.purchase!.purchaseNo);
    expect(refunds.map((r) => r.data.purchaseNo)).toEqual(bought);
    expect(refunds.map((r) => r.data.registrationNumber)).toEqual([1, 2, 3]);
  });
});

it('LNSE 123/13 I.6: once prizes are awarded, a cancellation is settled case by case, not refunded in full', () => {
  const sc = fixAll(closedFreezeout(10));
  award(sc, byRegistration(10));
  sc.do({ type: 'CancelTournament', tournamentId: T, reason: 'Fire alarm' });
  expect(rejection(sc, { type: 'IssueRefunds', tournamentId: T, reason: 'Full refund' }).code).toBe(
    'PRIZES_ALREADY_AWARDED',
  );
});
