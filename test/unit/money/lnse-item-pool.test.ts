import { prizesOf } from '../../../src/aggregates/tournament/prizes/prizes';
import { computePrizes, getRuleset, prizePartOf } from '../../../src/rules';
import { lnseCreate, Scenario, T } from '../../support/tournament-fixtures';
import { award, byRegistration, ofType, rejection } from './prize-fixtures';

/** An LNSE freezeout at an odd-centavo price (ARS 100.01) with 70 % published for IN. */
function oddFreezeout(n: number) {
  const price = 10_001;
  const sc = new Scenario().setup(
    lnseCreate({
      tournamentType: 'FZ',
      buyIn: { prizeFund: prizePartOf(price, 7_000), fee: price - prizePartOf(price, 7_000) },
      prices: {},
      prizeShares: { IN: 7_000 },
    }),
    n,
    false,
  );
  sc.do({ type: 'CloseRegistration', tournamentId: T });
  return { sc, price };
}

describe('LNSE 123/13 I.62: the pool per item on its aggregate gross', () => {
  it('LNSE 123/13 I.62: 9 buy-ins of 100.01 at 70 % give ceil(70 % x 900.09) to prizes, not 9 x ceil(70.007)', () => {
    const { sc, price } = oddFreezeout(9);
    const [fixed] = sc.do({ type: 'FixPrizePool', tournamentId: T });
    if (fixed.type !== 'PrizePoolFixed') throw new Error(fixed.type);
    const gross = 9 * price;
    const prize = Math.ceil((gross * 7) / 10); // 630.063 -> 63,007 centavos (exact here)
    expect(fixed.data.byItem!.IN).toMatchObject({ gross, prize, benefit: gross - prize });
    expect(fixed.data.amount).toBe(prize);
    // Rounded per purchase the players would get 9 x 7,001 = 63,009: 2 centavos of the operator's.
    expect(fixed.data.byItem!.IN.bookedPrizeFund).toBe(9 * prizePartOf(price, 7_000));
    expect(fixed.data.amount).toBeLessThan(fixed.data.byItem!.IN.bookedPrizeFund);
    expect(fixed.data.byItem!.IN.benefit * 10).toBeLessThanOrEqual(gross * 3);
    expect(fixed.ruleRef).toContain('LNSE 123/13 I.62');
  });

  it('LNSE 123/13 I.1(9), I.62: a published share below 70 % is refused at creation', () => {
    const r = rejection(new Scenario(), lnseCreate({ prizeShares: { RB: 6_999 } }));
    expect(r).toMatchObject({
      code: 'PRIZE_SHARE_BELOW_MINIMUM',
      ruleRef: 'LNSE 123/13 I.62; DECISION-2',
    });
  });

  it('LNSE 123/13 I.1(9): a price not split at the published share is refused', () => {
    const r = rejection(new Scenario(), lnseCreate({ prizeShares: { IN: 7_000 } }));
    expect(r.code).toBe('PRICE_SPLIT_NOT_PUBLISHED_SHARE');
    expect(r.ruleRef).toContain('LNSE 123/13 I.62');
  });
});

describe('LNSE 123/13 I.65: residual centavos of the payouts by the ruleset parameter', () => {
  it('LNSE 123/13 I.65: each place gets floor(pct x pool), the residual to the highest places, sum = pool', () => {
    const { sc } = oddFreezeout(9);
    sc.do({ type: 'FixPayoutTable', tournamentId: T, published: [5_000, 3_000, 2_000] });
    sc.do({ type: 'FixPrizePool', tournamentId: T });
    const pool = prizesOf(sc.state).pool!.amount; // 63,007
    const awards = ofType(award(sc, byRegistration(9)), 'PrizeAwarded').map((e) => e.data.amount);
    const floors = [5_000, 3_000, 2_000].map((bp) => Math.floor((pool * bp) / 10_000));
    const residual = pool - floors.reduce((a, b) => a + b, 0);
    expect(residual).toBeGreaterThan(0);
    expect(awards).toEqual(floors.map((f, i) => (i < residual ? f + 1 : f)));
    expect(awards.reduce((a, b) => a + b, 0)).toBe(pool);
    expect(prizesOf(sc.state).table!.rounding).toBe('floor-residual-to-highest-places');
  });

  it('LNSE 123/13 I.65: flipping the parameter to largest remainder moves the residual centavo', () => {
    // 63,007 over 55/30/15: floors 34,653 / 18,902 / 9,451 (remainders .85 / .10 / .05), one left.
    const pool = 63_007;
    const bp = [5_500, 3_000, 1_500];
    const lnse = getRuleset('lnse').prizePool.rounding.value;
    expect(computePrizes(pool, bp, lnse)).toEqual([34_654, 18_902, 9_451]);
    // 100,002 over 55/30/15: 55,001.1 / 30,000.6 / 15,000.3: LNSE gives the centavo to 1st,
    // the largest remainder (DECISION-3) to 2nd.
    expect(computePrizes(100_002, bp, lnse)).toEqual([55_002, 30_000, 15_000]);
    expect(computePrizes(100_002, bp, 'largest-remainder-ties-to-better-place')).toEqual([
      55_001, 30_001, 15_000,
    ]);
  });
});

describe('LNSE 123/13 IV.9.1(e): payment against the signed receipt', () => {
  const awarded = () => {
    const { sc } = oddFreezeout(9);
    sc.do({ type: 'FixPayoutTable', tournamentId: T, published: [7_000, 3_000] });
    sc.do({ type: 'FixPrizePool', tournamentId: T });
    award(sc, byRegistration(9));
    return sc;
  };
  const pay = {
    type: 'PayPrize' as const,
    tournamentId: T,
    receiptNo: 1,
    playerId: 'p01',
    idDocument: { type: 'CI', number: 'ID1' },
  };
  const sign = {
    type: 'SignPrizeReceipt' as const,
    tournamentId: T,
    receiptNo: 1,
    playerId: 'p01',
    supervisorId: 'sup-7',
  };

  it('LNSE 123/13 IV.9.1(e): a prize is not paid before the winner signs the receipt', () => {
    expect(rejection(awarded(), pay)).toMatchObject({
      code: 'RECEIPT_NOT_SIGNED',
      ruleRef: 'LNSE 123/13 IV.9.1(e)',
    });
  });

  it('LNSE 123/13 IV.9.1(b), (e): the signature records the Supervisor, name and ID; then it is paid', () => {
    const sc = awarded();
    const [signed] = sc.do(sign);
    expect(signed).toMatchObject({
      type: 'PrizeReceiptSigned',
      data: { receiptNo: 1, supervisorId: 'sup-7', idDocument: { type: 'CI', number: 'ID1' } },
    });
    expect(rejection(sc, sign).code).toBe('RECEIPT_ALREADY_SIGNED');
    const [paid] = sc.do(pay);
    expect(paid.type).toBe('PrizePaid');
  });
});
