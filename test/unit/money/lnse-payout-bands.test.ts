/**
 * LNSE 123/13 I.1(10), I.65, III.2 ¶6, I.64: the operator's published scale of paid places by
 * registrant bands; the band selected and recorded when registration closes, the amounts only
 * once the pool is fixed. Odd-centavo price (ARS 100.01 at the 70 % floor).
 */
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { prizesOf } from '../../../src/aggregates/tournament/prizes/prizes';
import { computePrizes, prizePartOf, type PayoutBand } from '../../../src/rules';
import { sampleProcedureSteps } from '../../../src/aggregates/tournament/procedures/procedures';
import { createCmd, lnseCreate, Scenario, T } from '../../support/tournament-fixtures';
import { award, byRegistration, ofType, rejection } from './prize-fixtures';

const SCALE: PayoutBand[] = [
  { minRegistrants: 2, maxRegistrants: 9, basisPoints: [6_500, 3_500] },
  { minRegistrants: 10, maxRegistrants: 20, basisPoints: [5_000, 3_000, 2_000] },
  { minRegistrants: 21, maxRegistrants: null, basisPoints: [4_000, 2_500, 1_700, 1_100, 700] },
];
const PRICE = 10_001;
const PART = prizePartOf(PRICE, 7_000);

const oddLnse = (over = {}) =>
  lnseCreate({
    tournamentType: 'FZ',
    buyIn: { prizeFund: PART, fee: PRICE - PART },
    prices: {},
    prizeShares: { IN: 7_000 },
    payoutBands: SCALE,
    ...over,
  });

const tableFixed = (events: readonly TournamentEvent[]) =>
  events.find((e) => e.type === 'PayoutTableFixed');

describe('LNSE 123/13 I.65: the published scale by registrant bands', () => {
  it('LNSE 123/13 I.65: at the close of registration the band of 12 registrants (10-20) is selected and recorded', () => {
    const sc = new Scenario().setup(oddLnse(), 12, false);
    const out = sc.do({ type: 'CloseRegistration', tournamentId: T });
    expect(out.map((e) => e.type)).toEqual(['RegistrationClosed', 'PayoutTableFixed']);
    const fixed = tableFixed(out)!;
    expect(fixed.data).toMatchObject({
      fieldSize: 12,
      places: 3,
      basisPoints: [5_000, 3_000, 2_000],
      source: 'published-band',
      band: { index: 1, minRegistrants: 10, maxRegistrants: 20 },
      rounding: 'floor-residual-to-highest-places',
    });
    expect(fixed.ruleRef).toContain('LNSE 123/13 I.1(10), I.65');
    // The band is fixed once: the director cannot fix another table later.
    expect(rejection(sc, { type: 'FixPayoutTable', tournamentId: T }).code).toBe(
      'PAYOUT_TABLE_ALREADY_FIXED',
    );
  });

  it('LNSE 123/13 I.65: 9 registrants fall in the first band (2 places), 21 in the open-ended last one (5 places)', () => {
    const nine = new Scenario().setup(oddLnse(), 9, false);
    nine.do({ type: 'CloseRegistration', tournamentId: T });
    expect(prizesOf(nine.state).table).toMatchObject({ places: 2, band: { index: 0 } });
    const many = new Scenario().setup(oddLnse(), 21, false);
    many.do({ type: 'CloseRegistration', tournamentId: T });
    expect(prizesOf(many.state).table).toMatchObject({
      places: 5,
      band: { index: 2, maxRegistrants: null },
    });
  });

  it('LNSE 123/13 I.64, I.65: the band gives percentages at the close; the amounts follow only when the pool is fixed after the rebuys and add-on', () => {
    const sc = new Scenario().setup(
      lnseCreate({ payoutBands: SCALE, tournamentType: 'REBUY' }),
      12,
      false,
    );
    sc.do({ type: 'CloseRegistration', tournamentId: T });
    expect(prizesOf(sc.state).table?.basisPoints).toEqual([5_000, 3_000, 2_000]);
    sc.at(0).do({ type: 'StartTournament', tournamentId: T });
    expect(rejection(sc, { type: 'FixPrizePool', tournamentId: T })).toMatchObject({
      code: 'PRIZE_POOL_NOT_FINAL',
      ruleRef: 'LNSE 123/13 I.64',
    });
    expect(prizesOf(sc.state).pool).toBeNull();
  });

  it('LNSE 123/13 I.62, I.65: on the odd pool of 12 x 100.01 the band pays floor(pct x pool), the residual to the highest places, sum = pool', () => {
    const sc = new Scenario().setup(oddLnse(), 12, false);
    sc.do({ type: 'CloseRegistration', tournamentId: T });
    const [pool] = sc.do({ type: 'FixPrizePool', tournamentId: T });
    if (pool.type !== 'PrizePoolFixed') throw new Error(pool.type);
    const amount = Math.ceil((12 * PRICE * 7) / 10); // ceil(840.084) = 840.09
    expect(pool.data.amount).toBe(amount);
    const paid = ofType(award(sc, byRegistration(12)), 'PrizeAwarded').map((e) => e.data.amount);
    // 84,009 x 50/30/20 = 42,004.5 / 25,202.7 / 16,801.8: floors 42,004 / 25,202 / 16,801, 2 left.
    expect(paid).toEqual([42_005, 25_203, 16_801]);
    expect(paid).toEqual(
      computePrizes(amount, [5_000, 3_000, 2_000], 'floor-residual-to-highest-places'),
    );
    expect(paid.reduce((a, b) => a + b, 0)).toBe(amount);
  });

  it('LNSE 123/13 I.65: registration closed while play runs (late entries) records the band then, not at the start', () => {
    const sc = new Scenario().setup(oddLnse(), 8);
    expect(prizesOf(sc.state).table).toBeNull();
    sc.do({
      type: 'RegisterPlayer',
      tournamentId: T,
      playerId: 'late-1',
      fullName: 'Late Entrant',
      clubId: 'casino',
      idDocument: { type: 'DNI', number: '31000001' },
      dateOfBirth: '1990-01-01',
    });
    const out = sc.do({ type: 'CloseRegistration', tournamentId: T });
    expect(tableFixed(out)?.data).toMatchObject({ fieldSize: 9, band: { index: 0 }, places: 2 });
  });

  it('LNSE 123/13 I.65: no band for the field: the close is recorded without a table, and the director must publish one', () => {
    const sc = new Scenario().setup(
      oddLnse({
        payoutBands: [{ minRegistrants: 10, maxRegistrants: null, basisPoints: [10_000] }],
      }),
      4,
      false,
    );
    const out = sc.do({ type: 'CloseRegistration', tournamentId: T });
    expect(out.map((e) => e.type)).toEqual(['RegistrationClosed']);
    expect(rejection(sc, { type: 'FixPayoutTable', tournamentId: T })).toMatchObject({
      code: 'PAYOUT_BAND_NOT_PUBLISHED',
    });
    const [fixed] = sc.do({ type: 'FixPayoutTable', tournamentId: T, published: [7_000, 3_000] });
    expect(fixed.data).toMatchObject({ places: 2, source: 'published' });
  });

  it('LNSE 123/13 I.1(10): the scale is published before the sale opens, and refused once registration is open', () => {
    const sc = new Scenario();
    const create = oddLnse({ payoutBands: undefined });
    sc.do(create);
    const [published] = sc.do({ type: 'PublishPayoutBands', tournamentId: T, bands: SCALE });
    expect(published).toMatchObject({
      type: 'PayoutBandsPublished',
      ruleRef: 'LNSE 123/13 I.1(10), I.65, III.2 ¶6',
    });
    // LNSE 123/13 I.1: the characteristics are published before the sale opens.
    for (const step of sampleProcedureSteps(create).beforeSale) sc.do(step);
    sc.do({ type: 'OpenRegistration', tournamentId: T });
    expect(
      rejection(sc, { type: 'PublishPayoutBands', tournamentId: T, bands: SCALE.slice(0, 1) }),
    ).toMatchObject({
      code: 'PAYOUT_BANDS_AFTER_SALE',
      ruleRef: 'LNSE 123/13 I.1(10), I.65, III.2 ¶6',
    });
    for (let i = 1; i <= 10; i++)
      sc.do({
        type: 'RegisterPlayer',
        tournamentId: T,
        playerId: `p${String(i).padStart(2, '0')}`,
        fullName: `Player ${i}`,
        clubId: 'casino',
        idDocument: { type: 'DNI', number: `3000000${i}` },
        dateOfBirth: '1990-01-01',
      });
    const out = sc.do({ type: 'CloseRegistration', tournamentId: T });
    expect(tableFixed(out)?.data).toMatchObject({ band: { index: 1 }, places: 3 });
  });

  it('LNSE 123/13 I.65: a scale with a gap between bands is refused at creation', () => {
    const r = rejection(
      new Scenario(),
      oddLnse({
        payoutBands: [
          { minRegistrants: 2, maxRegistrants: 9, basisPoints: [10_000] },
          { minRegistrants: 11, maxRegistrants: null, basisPoints: [6_000, 4_000] },
        ],
      }),
    );
    expect(r).toMatchObject({
      code: 'PAYOUT_BANDS_INVALID',
      ruleRef: 'LNSE 123/13 I.1(10), I.65, III.2 ¶6',
    });
    expect(r.message).toContain('Band 2 starts at 11');
  });

  it('LNSE 123/13 I.65: a band paying more places than it may have registrants is refused', () => {
    const r = rejection(
      new Scenario(),
      oddLnse({
        payoutBands: [
          { minRegistrants: 2, maxRegistrants: null, basisPoints: [5_000, 3_000, 2_000] },
        ],
      }),
    );
    expect(r.code).toBe('PAYOUT_BANDS_INVALID');
  });

  it('FSNP Art. 131(b): scaleByRegistrantBands off, a scale by bands is refused (the regulation fixes its own table)', () => {
    const r = rejection(new Scenario(), createCmd({ payoutBands: SCALE }));
    expect(r).toMatchObject({ code: 'PAYOUT_BANDS_NOT_ALLOWED', ruleRef: 'FSNP Art. 131(b)' });
  });
});
