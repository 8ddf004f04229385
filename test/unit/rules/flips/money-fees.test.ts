/**
 * Flip tests of the money group's fees and payout-table parameters (issue 18; table:
 * ./money.table.ts): the same facts under the ruleset's value and under the flipped value.
 */
import type { TournamentCommand } from '../../../../src/aggregates/tournament';
import type { CreateTournament } from '../../../../src/aggregates/tournament/commands';
import { prizesOf } from '../../../../src/aggregates/tournament/prizes/prizes';
import { getRuleset, prizePartOf } from '../../../../src/rules';
import { flipParameter } from '../../../support/flip-parameter';
import {
  catalogStack,
  createCmd,
  lnseCreate,
  raCreate,
  Scenario,
  T,
} from '../../../support/tournament-fixtures';
import { closedFreezeout, loseChips, ofType, rejection } from '../../money/prize-fixtures';

const fixPool: TournamentCommand = { type: 'FixPrizePool', tournamentId: T };
const fixTable: TournamentCommand = { type: 'FixPayoutTable', tournamentId: T };
const created = (c: CreateTournament) => new Scenario().try(c);

/** 9 LNSE buy-ins of ARS 100.01 with 70 % published for IN (LNSE 123/13 I.62). */
function oddLnse() {
  const price = 10_001;
  const part = prizePartOf(price, 7_000); // 7,001
  const sc = new Scenario().setup(
    lnseCreate({
      tournamentType: 'FZ',
      buyIn: { prizeFund: part, fee: price - part },
      prices: {},
      prizeShares: { IN: 7_000 },
    }),
    9,
    false,
  );
  sc.do({ type: 'CloseRegistration', tournamentId: T });
  return sc;
}
const poolOf = (events: readonly { type: string; data: unknown }[]) =>
  (events.find((e) => e.type === 'PrizePoolFixed')!.data as { amount: number }).amount;

describe('fees.minPrizeFundShareBp: the least part of each item that goes to prizes', () => {
  it('LNSE 123/13 I.62 (fees.minPrizeFundShareBp): a 69 % buy-in is refused at creation; with the floor flipped off it is created', () => {
    const c = lnseCreate({ buyIn: { prizeFund: 6_900_000, fee: 3_100_000 } });
    const r = created(c);
    expect(!r.ok && r.rejection).toMatchObject({
      code: 'PRIZE_SHARE_TOO_LOW',
      ruleRef: 'LNSE 123/13 I.62; DECISION-2',
    });
    expect(flipParameter('lnse', 'fees.minPrizeFundShareBp', null, () => created(c)).ok).toBe(true);
  });

  it('FSNP Art. 30 (fees.minPrizeFundShareBp): the club sets the split; with a 90 % floor flipped on the same 83 % buy-in is refused', () => {
    const c = raCreate();
    expect(created(c).ok).toBe(true);
    const r = flipParameter('fsnp', 'fees.minPrizeFundShareBp', 9_000, () => created(c));
    expect(!r.ok && r.rejection).toMatchObject({
      code: 'PRIZE_SHARE_TOO_LOW',
      ruleRef: 'FSNP Art. 30',
    });
  });
});

describe('fees.maxOperatorShareBp: the most of each item the operator keeps', () => {
  it('FSNP Art. 30 (fees.maxOperatorShareBp): no cap, a 20 % fee fixes the pool; with a 15 % cap flipped on the pool is refused', () => {
    expect(closedFreezeout(4).do(fixPool)[0].type).toBe('PrizePoolFixed');
    const sc = closedFreezeout(4);
    flipParameter('fsnp', 'fees.maxOperatorShareBp', 1_500, () =>
      expect(rejection(sc, fixPool)).toMatchObject({
        code: 'OPERATOR_SHARE_ABOVE_MAXIMUM',
        ruleRef: 'FSNP Art. 30',
      }),
    );
  });

  it('LNSE 123/13 IV.6(b), IV.9(a) (fees.maxOperatorShareBp): 30 % kept is within the cap; flipped to 25 % it is refused', () => {
    const lnse = () => {
      const sc = new Scenario().setup(
        lnseCreate({ tournamentType: 'FZ', buyIn: { prizeFund: 7_000, fee: 3_000 }, prices: {} }),
        3,
        false,
      );
      sc.do({ type: 'CloseRegistration', tournamentId: T });
      return sc;
    };
    expect(lnse().do(fixPool)[0].type).toBe('PrizePoolFixed');
    const sc = lnse();
    flipParameter('lnse', 'fees.maxOperatorShareBp', 2_500, () =>
      expect(rejection(sc, fixPool)).toMatchObject({
        code: 'OPERATOR_SHARE_ABOVE_MAXIMUM',
        ruleRef: 'LNSE 123/13 IV.6(b), IV.9(a), IV.11.4',
      }),
    );
  });
});

describe('fees.prizeRoundedOn and fees.competitionFeeAllToPrizeFund: what the pool is made of', () => {
  it('LNSE 123/13 I.62 (fees.prizeRoundedOn): the share is rounded on the aggregate gross (63,007); flipped to each purchase the pool is the booked 9 x 7,001', () => {
    expect(poolOf(oddLnse().do(fixPool))).toBe(63_007);
    const sc = oddLnse();
    const events = flipParameter('lnse', 'fees.prizeRoundedOn', 'each-purchase', () =>
      sc.do(fixPool),
    );
    expect(poolOf(events)).toBe(63_009);
  });

  it('LNSE 123/13 I.62-63 (fees.competitionFeeAllToPrizeFund): the pool is re-derived from the share (63,007); flipped to FSNP Art. 30(b), the whole competition fee is the fund: the booked 63,009', () => {
    expect(getRuleset('lnse').fees.competitionFeeAllToPrizeFund.value).toBe(false);
    expect(poolOf(oddLnse().do(fixPool))).toBe(63_007);
    const sc = oddLnse();
    const events = flipParameter('lnse', 'fees.competitionFeeAllToPrizeFund', true, () =>
      sc.do(fixPool),
    );
    expect(poolOf(events)).toBe(63_009);
  });
});

describe('fees.prizePartRounding: a published share and the configured price split', () => {
  // ARS 100.01 at a published 70 %: rounded up the prize part is 70.01; 71.00 is configured.
  const c = (rulesetId: string) =>
    createCmd({
      rulesetId,
      tournamentType: 'FZ',
      currency: rulesetId === 'lnse' ? 'ARS' : 'RON',
      startingStack: catalogStack('FZ', rulesetId),
      buyIn: { prizeFund: 7_100, fee: 2_901 },
      prizeShares: { IN: 7_000 },
    });

  it('LNSE 123/13 I.62 (conflict 2) (fees.prizePartRounding): a split other than the share rounded up is refused; flipped to as configured it is created', () => {
    const r = created(c('lnse'));
    expect(!r.ok && r.rejection).toMatchObject({
      code: 'PRICE_SPLIT_NOT_PUBLISHED_SHARE',
      ruleRef: 'LNSE 123/13 I.62 (conflict 2)',
    });
    const flipped = flipParameter('lnse', 'fees.prizePartRounding', 'as-configured', () =>
      created(c('lnse')),
    );
    expect(flipped.ok).toBe(true);
  });

  it('FSNP Art. 30; DECISION-2 (fees.prizePartRounding): the configured split stands; flipped to rounded up it is refused', () => {
    expect(created(c('fsnp')).ok).toBe(true);
    const r = flipParameter('fsnp', 'fees.prizePartRounding', 'prize-part-rounded-up', () =>
      created(c('fsnp')),
    );
    expect(!r.ok && r.rejection).toMatchObject({
      code: 'PRICE_SPLIT_NOT_PUBLISHED_SHARE',
      ruleRef: 'FSNP Art. 30; DECISION-2',
    });
  });
});

describe('fees.transactionCodes: the code each purchase is booked under', () => {
  const reEntered = () => {
    const sc = new Scenario().setup(raCreate(), 4).at(30);
    loseChips(sc, 'p01', 0);
    return sc;
  };
  const reEnter: TournamentCommand = { type: 'ReEnter', tournamentId: T, playerId: 'p01' };

  it('DECISION-2; LNSE 123/13 IV.6(a) (fees.transactionCodes): a re-entry is booked IN; flipped to RB it is booked and totalled as RB', () => {
    const [plain] = reEntered().do(reEnter);
    expect(plain.data).toMatchObject({ purchase: { item: 're-entry', code: 'IN' } });
    const sc = reEntered();
    const codes = { ...getRuleset('fsnp').fees.transactionCodes.value, 're-entry': 'RB' };
    const [e] = flipParameter('fsnp', 'fees.transactionCodes', codes, () => sc.do(reEnter));
    expect(e.data).toMatchObject({ purchase: { item: 're-entry', code: 'RB' } });
    expect(sc.state.money.byCode.RB.count).toBe(1);
  });
});

describe('prizePool.payoutTable: whose table pays the places', () => {
  it('FSNP Art. 131(b) (prizePool.payoutTable): 10 players are paid by the Art. 131 table; flipped to published, a table must be published', () => {
    const [fixed] = closedFreezeout(10).do(fixTable);
    expect(fixed).toMatchObject({
      type: 'PayoutTableFixed',
      data: { source: 'fsnp-art-131', places: 3 },
    });
    const sc = closedFreezeout(10);
    flipParameter('fsnp', 'prizePool.payoutTable', 'published', () =>
      expect(rejection(sc, fixTable).code).toBe('PAYOUT_TABLE_NOT_PUBLISHED'),
    );
  });

  it('LNSE 123/13 I.65, III.2 ¶6 (prizePool.payoutTable): nothing published, no table; flipped to the FSNP Art. 131 table the places are fixed from it', () => {
    const lnse = () => {
      const sc = new Scenario().setup(lnseCreate({ tournamentType: 'FZ', prices: {} }), 10, false);
      sc.do({ type: 'CloseRegistration', tournamentId: T });
      return sc;
    };
    expect(rejection(lnse(), fixTable)).toMatchObject({ code: 'PAYOUT_TABLE_NOT_PUBLISHED' });
    const sc = lnse();
    const [fixed] = flipParameter('lnse', 'prizePool.payoutTable', 'fsnp-art-131', () =>
      sc.do(fixTable),
    );
    expect(fixed.data).toMatchObject({ source: 'fsnp-art-131', places: 3 });
  });
});

describe('registration.reEntriesCountAsParticipantsForPayout: the field the paid places are counted from', () => {
  it('FSNP Art. 131 (gap 14) (registration.reEntriesCountAsParticipantsForPayout): 4 players and a re-entry are a field of 4; flipped, of 5', () => {
    const field = () => {
      const sc = new Scenario().setup(raCreate(), 4).at(30);
      loseChips(sc, 'p01', 0);
      sc.do({ type: 'ReEnter', tournamentId: T, playerId: 'p01' });
      sc.do({ type: 'CloseRegistration', tournamentId: T });
      return sc;
    };
    expect(ofType(field().do(fixTable), 'PayoutTableFixed')[0].data).toMatchObject({
      fieldSize: 4,
      uniquePlayers: 4,
    });
    const sc = field();
    flipParameter('fsnp', 'registration.reEntriesCountAsParticipantsForPayout', true, () =>
      sc.do(fixTable),
    );
    expect(prizesOf(sc.state).table).toMatchObject({ fieldSize: 5, uniquePlayers: 4 });
  });
});

describe('prizePool.payoutFixedAtRegistrationClose: when the paid places are fixed', () => {
  const stillOpen = () => new Scenario().setup(createCmd({ tournamentType: 'FZ' }), 10, false);

  it('FSNP Art. 131(b); DECISION-11 (prizePool.payoutFixedAtRegistrationClose): refused while registration is open; flipped, fixed from the 10 registered so far', () => {
    expect(rejection(stillOpen(), fixTable)).toMatchObject({
      code: 'REGISTRATION_STILL_OPEN',
      ruleRef: 'FSNP Art. 131(b); DECISION-11',
    });
    const sc = stillOpen();
    const [fixed] = flipParameter('fsnp', 'prizePool.payoutFixedAtRegistrationClose', false, () =>
      sc.do(fixTable),
    );
    expect(fixed).toMatchObject({
      type: 'PayoutTableFixed',
      data: { fieldSize: 10, places: 3, source: 'fsnp-art-131' },
    });
  });
});
