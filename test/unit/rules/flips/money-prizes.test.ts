/**
 * Flip tests of the money group (issue 18; table: ./money.table.ts): the same facts under a
 * ruleset's own value and under the flipped value give different rulings.
 */
import type { TournamentCommand } from '../../../../src/aggregates/tournament';
import { prizesOf } from '../../../../src/aggregates/tournament/prizes/prizes';
import { flipParameter } from '../../../support/flip-parameter';
import { storedStream } from '../../../support/stored-stream';
import { auditEvents } from '../../../../src/regulator/rule-audit';
import { computePrizes } from '../../../../src/rules';
import type { TournamentEvent } from '../../../../src/events/tournament-events';
import { at, lnseCreate, raCreate, Scenario, T } from '../../../support/tournament-fixtures';
import {
  award,
  byRegistration,
  closedFreezeout,
  fixAll,
  ofType,
  rejection,
} from '../../money/prize-fixtures';

/** An LNSE freezeout of `n` at `prizeFund` + 3,000 fee, registration closed. */
function lnseFixed(n: number, prizeFund = 10_000) {
  const sc = new Scenario().setup(
    lnseCreate({ tournamentType: 'FZ', buyIn: { prizeFund, fee: 3_000 }, prices: {} }),
    n,
    false,
  );
  sc.do({ type: 'CloseRegistration', tournamentId: T });
  return sc;
}
const pay = (over: object = {}): TournamentCommand => ({
  type: 'PayPrize',
  tournamentId: T,
  receiptNo: 1,
  playerId: 'p01',
  idDocument: { type: 'CI', number: 'ID1' },
  ...over,
});
const sign: TournamentCommand = {
  type: 'SignPrizeReceipt',
  tournamentId: T,
  receiptNo: 1,
  playerId: 'p01',
  supervisorId: 'sup-7',
};
function lnseAwarded() {
  const sc = fixAll(lnseFixed(9), [7_000, 3_000]);
  award(sc, byRegistration(9));
  return sc;
}
function fsnpAwarded() {
  const sc = fixAll(closedFreezeout(10));
  award(sc, byRegistration(10));
  return sc;
}

describe('prizePool.signedReceiptBeforePayment: the prize waits for the winner’s signature', () => {
  it('LNSE 123/13 IV.9.1(e): an unsigned receipt is not paid; with signedReceiptBeforePayment flipped off the same payment is made', () => {
    expect(rejection(lnseAwarded(), pay())).toMatchObject({
      code: 'RECEIPT_NOT_SIGNED',
      ruleRef: 'LNSE 123/13 IV.9.1(e)',
    });
    const sc = lnseAwarded();
    const [paid] = flipParameter('lnse', 'prizePool.signedReceiptBeforePayment', false, () =>
      sc.do(pay()),
    );
    expect(paid).toMatchObject({ type: 'PrizePaid', data: { receiptNo: 1, playerId: 'p01' } });
  });

  it('FSNP Art. 131(a): FSNP pays an unsigned receipt; with signedReceiptBeforePayment flipped on it waits for the signature', () => {
    expect(fsnpAwarded().do(pay())[0].type).toBe('PrizePaid');
    const sc = fsnpAwarded();
    flipParameter('fsnp', 'prizePool.signedReceiptBeforePayment', true, () => {
      expect(rejection(sc, pay())).toMatchObject({
        code: 'RECEIPT_NOT_SIGNED',
        ruleRef: 'FSNP Art. 131(a)',
      });
      sc.do(sign);
      expect(sc.do(pay())[0].type).toBe('PrizePaid');
    });
  });
});

describe('prizePool.paymentAgainstReceiptAndId: the prize is paid on the registered identity document', () => {
  const otherId = { idDocument: { type: 'CI', number: 'ID2' } };

  it('LNSE 123/13 I.66, IV.9.1(e): another document is refused; with paymentAgainstReceiptAndId flipped off it is paid, recorded unverified', () => {
    const sc = lnseAwarded();
    sc.do(sign);
    expect(rejection(sc, pay(otherId))).toMatchObject({
      code: 'IDENTITY_NOT_VERIFIED',
      ruleRef: 'LNSE 123/13 I.66, IV.9.1(e)',
    });
    const [paid] = flipParameter('lnse', 'prizePool.paymentAgainstReceiptAndId', false, () =>
      sc.do(pay(otherId)),
    );
    expect(paid.data).toMatchObject({ identityVerified: false, idDocument: otherId.idDocument });
  });

  it('FSNP Art. 131(a): FSNP pays on the document shown; with paymentAgainstReceiptAndId flipped on another document is refused', () => {
    const [paid] = fsnpAwarded().do(pay(otherId));
    expect(paid.data).toMatchObject({ identityVerified: false });
    const sc = fsnpAwarded();
    flipParameter('fsnp', 'prizePool.paymentAgainstReceiptAndId', true, () => {
      expect(rejection(sc, pay(otherId))).toMatchObject({
        code: 'IDENTITY_NOT_VERIFIED',
        ruleRef: 'FSNP Art. 131(a)',
      });
      expect(sc.do(pay())[0].data).toMatchObject({ identityVerified: true });
    });
  });
});

describe('prizePool.withholdingBp: a withholding rate set by the ruleset', () => {
  it('LNSE 123/13 I.67 (prizePool.withholdingBp): no rate, nothing withheld; flipped to 15 % the payment withholds floor(15 %) and refuses another amount', () => {
    const base = lnseAwarded();
    base.do(sign);
    const gross = prizesOf(base.state).receipts[1].amount;
    const [plain] = base.do(pay());
    expect(plain.data).toMatchObject({ gross, withheld: 0, net: gross });

    const sc = lnseAwarded();
    sc.do(sign);
    flipParameter('lnse', 'prizePool.withholdingBp', 1_500, () => {
      const withheld = Math.floor((gross * 1_500) / 10_000);
      expect(withheld).toBeGreaterThan(0);
      expect(
        rejection(sc, pay({ withholding: { amount: withheld + 1, basis: 'Ley 20.630' } })),
      ).toMatchObject({ code: 'WITHHOLDING_MISMATCH', ruleRef: 'LNSE 123/13 I.67' });
      const [paid] = sc.do(pay());
      expect(paid.data).toMatchObject({
        gross,
        withheld,
        net: gross - withheld,
        withholdingBasis: 'LNSE 123/13 I.67',
      });
    });
  });
});

describe('prizePool.rounding: where the residual units of the payouts go', () => {
  // 6 x 16,667 = 100,002 over 55/30/15: 55,001.1 / 30,000.6 / 15,000.3; floors leave one unit.
  const fixed = () => fixAll(lnseFixed(6, 16_667), [5_500, 3_000, 1_500]);
  const amounts = (sc: Scenario) =>
    ofType(award(sc, byRegistration(6)), 'PrizeAwarded').map((e) => e.data.amount);

  it('LNSE 123/13 I.65, IV.9.1(a) (prizePool.rounding): the residual unit goes to 1st; flipped to largest remainder it goes to 2nd', () => {
    const lnse = fixed();
    expect(prizesOf(lnse.state).pool!.amount).toBe(100_002);
    expect(amounts(lnse)).toEqual([55_002, 30_000, 15_000]);
    const flipped = flipParameter(
      'lnse',
      'prizePool.rounding',
      'largest-remainder-ties-to-better-place',
      fixed,
    );
    expect(prizesOf(flipped.state).table!.rounding).toBe('largest-remainder-ties-to-better-place');
    expect(amounts(flipped)).toEqual([55_001, 30_001, 15_000]);
  });
});

describe('prizePool.disqualifiedPrize: a disqualified player’s prize', () => {
  const lines = byRegistration(12).map((l) => (l.place === 4 ? { ...l, disqualified: true } : l));
  const lnse = () => fixAll(lnseFixed(12), [4_500, 2_500, 1_500, 1_000, 500]);
  const fsnp = () => fixAll(closedFreezeout(12, { buyIn: { prizeFund: 10_000, fee: 0 } }));
  const awardCmd: TournamentCommand = { type: 'AwardPrizes', tournamentId: T, standings: lines };

  it('LNSE 123/13 II.41 (prizePool.disqualifiedPrize): shared among the 3 still playing without a ruling; flipped to a ruling, the ruling is required', () => {
    const [shared] = ofType(lnse().do(awardCmd), 'PrizeRedistributed');
    expect(shared.data.shares.map((x) => x.playerId)).toEqual(['p01', 'p02', 'p03']);
    expect(shared.ruleRef).toBe('LNSE 123/13 II.41 (open 10)');
    const sc = lnse();
    flipParameter('lnse', 'prizePool.disqualifiedPrize', 'ruling', () =>
      expect(rejection(sc, awardCmd)).toMatchObject({
        code: 'DISQUALIFIED_PRIZE_NEEDS_RULING',
        ruleRef: 'LNSE 123/13 II.41 (open 10)',
      }),
    );
  });

  it('FSNP Art. 20 (prizePool.disqualifiedPrize): the director rules; flipped to shared among the active players, no ruling is needed', () => {
    expect(rejection(fsnp(), awardCmd).code).toBe('DISQUALIFIED_PRIZE_NEEDS_RULING');
    const sc = fsnp();
    const events = flipParameter(
      'fsnp',
      'prizePool.disqualifiedPrize',
      'shared-equally-among-active',
      () => sc.do(awardCmd),
    );
    const [shared] = ofType(events, 'PrizeRedistributed');
    expect(shared.data).toMatchObject({ fromPlayerId: 'p04', ruling: null });
    expect(shared.data.shares).toHaveLength(3);
  });

  it('Club Rule 71 (prizePool.disqualifiedPrize): given 12 players, 5 paid places and the 4th disqualified, when the prizes are awarded, then he gets nothing, no ruling is asked, and the whole pool is paid to the others closed up over his place; flipped to a ruling, the ruling is required', () => {
    const club = () =>
      fixAll(
        closedFreezeout(12, {
          rulesetId: 'club-tda',
          buyIn: { prizeFund: 10_000, fee: 0 },
        }),
        [4_500, 2_500, 1_500, 1_000, 500],
      );
    const sc = club();
    const pool = prizesOf(sc.state).pool!.amount;
    const events = sc.do(awardCmd);
    expect(ofType(events, 'PrizeRedistributed')).toEqual([]);
    const awards = ofType(events, 'PrizeAwarded').map((e) => e.data);
    expect(awards.some((a) => a.playerId === 'p04')).toBe(false);
    // p05 and p06 move up to the 4th and 5th prizes; the pool is paid in full, never more.
    expect(awards.map((a) => [a.playerId, a.place, a.amount])).toEqual([
      ['p01', 1, (pool * 4_500) / 10_000],
      ['p02', 2, (pool * 2_500) / 10_000],
      ['p03', 3, (pool * 1_500) / 10_000],
      ['p05', 4, (pool * 1_000) / 10_000],
      ['p06', 5, (pool * 500) / 10_000],
    ]);
    expect(awards.reduce((a, x) => a + x.amount, 0)).toBe(pool);
    expect(ofType(events, 'PrizeAwarded')[0].ruleRef).toContain('Club Rule 71');
    // The regulator's audit finds the pool paid exactly, each prize its paid place's share.
    const first = sc.events.length - events.length;
    const byCommand = (i: number) => Math.min(i, first);
    expect(auditEvents(storedStream(sc.events, byCommand)).broken).toBeUndefined();
    const flipped = club();
    flipParameter('club-tda', 'prizePool.disqualifiedPrize', 'ruling', () =>
      expect(rejection(flipped, awardCmd)).toMatchObject({
        code: 'DISQUALIFIED_PRIZE_NEEDS_RULING',
        ruleRef: 'Club Rule 71',
      }),
    );
  });
});

describe('fees.refundBeforeRegistrationClose: a registration refunded on notice before the close', () => {
  const refund: TournamentCommand = {
    type: 'RefundRegistration',
    tournamentId: T,
    playerId: 'p02',
    reason: 'Notice given by phone on 4 Dec',
  };
  const open = (create = lnseCreate({ tournamentType: 'FZ' })) =>
    new Scenario().setup(create, 3, false);

  it('LNSE 123/13 IV.1.4(a) (fees.refundBeforeRegistrationClose): refunded while registration is open; flipped off it is refused', () => {
    const [e] = open().do(refund);
    expect(e).toMatchObject({ type: 'RegistrationRefunded', ruleRef: 'LNSE 123/13 IV.1.4(a)' });
    const sc = open();
    flipParameter('lnse', 'fees.refundBeforeRegistrationClose', false, () =>
      expect(rejection(sc, refund)).toMatchObject({
        code: 'REFUND_NOT_ALLOWED',
        ruleRef: 'LNSE 123/13 IV.1.4(a)',
      }),
    );
  });

  it('FSNP Art. 34 (fees.refundBeforeRegistrationClose): no refund; flipped on the same notice is refunded', () => {
    const fsnp = () => open(raCreate());
    expect(rejection(fsnp(), refund)).toMatchObject({
      code: 'REFUND_NOT_ALLOWED',
      ruleRef: 'FSNP Art. 34',
    });
    const sc = fsnp();
    const [e] = flipParameter('fsnp', 'fees.refundBeforeRegistrationClose', true, () =>
      sc.do(refund),
    );
    expect(e).toMatchObject({ type: 'RegistrationRefunded', data: { playerId: 'p02' } });
  });
});

describe('prizePool.cancellation: what a cancellation settles by itself', () => {
  const cancel: TournamentCommand = {
    type: 'CancelTournament',
    tournamentId: T,
    reason: 'Venue closed by the authorities',
  };
  const three = () => new Scenario().setup(raCreate(), 3, false);

  it('FSNP Art. 34 (prizePool.cancellation): record-settlement computes nothing; flipped to refund-all the cancellation refunds every purchase line', () => {
    const plain = three().do(cancel);
    expect(plain.map((e) => e.type)).toEqual(['TournamentCancelled']);
    const sc = three();
    const events = flipParameter('fsnp', 'prizePool.cancellation', 'refund-all', () =>
      sc.do(cancel),
    );
    const refunds = ofType(events, 'RefundIssued');
    const bought = ofType(sc.events, 'PlayerRegistered').map((e) => e.data.purchase!.purchaseNo);
    expect(refunds.map((r) => r.data.purchaseNo)).toEqual(bought);
    expect(refunds[0]).toMatchObject({
      ruleRef: 'FSNP Art. 34',
      data: { reason: 'Venue closed by the authorities' },
    });
    // The settlement is made: a second, recorded settlement is refused.
    expect(rejection(sc, { type: 'IssueRefunds', tournamentId: T, reason: 'again' })).toMatchObject(
      { code: 'ALREADY_REFUNDED', ruleRef: 'FSNP Art. 34' },
    );
  });
});

describe('prizePool.dealsAllowed: a deal among the players still in play', () => {
  const out = (playerId: string, place: number): TournamentEvent => ({
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
    },
  });
  const completed: TournamentEvent = {
    type: 'TournamentCompleted',
    data: {
      winnerId: 'p01',
      completedAt: at(400),
      standings: byRegistration(10).map((l) => ({ ...l, bountiesWon: 0 })),
    },
  };
  /** Ten in a freezeout, pool and table fixed, seven out: p01-p03 are left. */
  const threeLeft = () => {
    const sc = fixAll(closedFreezeout(10));
    for (let place = 10; place >= 4; place--)
      sc.apply(out(`p${String(place).padStart(2, '0')}`, place));
    return sc;
  };
  const topThree = (sc: Scenario) => {
    const { pool, table } = prizesOf(sc.state);
    return computePrizes(pool!.amount, table!.basisPoints, table!.rounding).slice(0, 3);
  };
  const dealOf = (sc: Scenario): TournamentCommand => {
    const total = topThree(sc).reduce((a, b) => a + b, 0);
    const each = Math.floor(total / 3);
    return {
      type: 'RecordDeal',
      tournamentId: T,
      amounts: [
        { playerId: 'p01', amount: total - 2 * each },
        { playerId: 'p02', amount: each },
        { playerId: 'p03', amount: each },
      ],
    };
  };

  it('FSNP Art. 132 (prizePool.dealsAllowed): the deal is refused; flipped to true it is recorded and the three are paid the amounts agreed', () => {
    const plain = threeLeft();
    expect(rejection(plain, dealOf(plain))).toMatchObject({
      code: 'DEALS_NOT_ALLOWED',
      ruleRef: 'FSNP Art. 132',
    });
    const sc = threeLeft();
    const deal = dealOf(sc) as Extract<TournamentCommand, { type: 'RecordDeal' }>;
    const awards = flipParameter('fsnp', 'prizePool.dealsAllowed', true, () => {
      const [e] = sc.do(deal);
      expect(e).toMatchObject({
        type: 'DealRecorded',
        ruleRef: 'FSNP Art. 132',
        data: { places: 3, total: topThree(sc).reduce((a, b) => a + b, 0) },
      });
      sc.apply(completed);
      return ofType(sc.do({ type: 'AwardPrizes', tournamentId: T }), 'PrizeAwarded');
    });
    expect(awards.map((a) => [a.data.playerId, a.data.amount, a.data.kind])).toEqual(
      deal.amounts.map((a) => [a.playerId, a.amount, 'deal']),
    );
    // Without the deal the same standings pay the table's own prizes.
    expect(awards.map((a) => a.data.amount)).not.toEqual(topThree(sc));
  });

  it('FSNP Art. 132 (prizePool.dealsAllowed flipped to true): a deal that leaves out a player still in, or does not add up to the places’ prizes, cannot be true', () => {
    const sc = threeLeft();
    const deal = dealOf(sc) as Extract<TournamentCommand, { type: 'RecordDeal' }>;
    flipParameter('fsnp', 'prizePool.dealsAllowed', true, () => {
      expect(rejection(sc, { ...deal, amounts: deal.amounts.slice(0, 2) }).code).toBe(
        'DEAL_PLAYERS',
      );
      const more = deal.amounts.map((a, i) => (i ? a : { ...a, amount: a.amount + 1 }));
      expect(rejection(sc, { ...deal, amounts: more }).code).toBe('DEAL_TOTAL');
    });
  });
});

describe('prizePool.fixedAfterPurchasePeriods: when the pool may be fixed', () => {
  /** FSNP re-entry + add-on, 14 players, in the add-on break after level 8; p01 took his add-on. */
  const inAddOnBreak = () => {
    const sc = new Scenario().setup(raCreate(), 14).at(125);
    sc.do({ type: 'TickClock', tournamentId: T });
    sc.do({ type: 'TakeAddOn', tournamentId: T, playerId: 'p01' });
    return sc;
  };
  const fix: TournamentCommand = { type: 'FixPrizePool', tournamentId: T };
  const addOn: TournamentCommand = { type: 'TakeAddOn', tournamentId: T, playerId: 'p02' };

  it('FSNP Art. 139.3(d); DECISION-3 (prizePool.fixedAfterPurchasePeriods): the pool waits for the add-on break to end; flipped to false it is fixed in the break and no add-on is taken after it', () => {
    expect(rejection(inAddOnBreak(), fix)).toMatchObject({
      code: 'PRIZE_POOL_NOT_FINAL',
      ruleRef: 'FSNP Art. 139.3(d); DECISION-3',
    });
    // The same break, pool still open: p02 takes his add-on.
    expect(inAddOnBreak().do(addOn)[0].type).toBe('AddOnTaken');
    const sc = inAddOnBreak();
    flipParameter('fsnp', 'prizePool.fixedAfterPurchasePeriods', false, () => {
      const [fixed] = sc.do(fix);
      expect(fixed).toMatchObject({
        type: 'PrizePoolFixed',
        data: { amount: 14 * 10_000 + 15_000 },
      });
      expect(rejection(sc, addOn)).toMatchObject({
        code: 'PRIZE_POOL_FIXED',
        ruleRef: 'FSNP Art. 139.3(d); DECISION-3',
      });
    });
  });
});
