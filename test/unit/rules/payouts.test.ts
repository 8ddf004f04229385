import fc from 'fast-check';
import {
  FIFTY_FIFTY_TABLE,
  FSNP_ART_131,
  bountyPayout,
  computePrizes,
  fiftyFiftyPrizes,
  fsnpArt131,
  lnseSitAndGo,
  payoutScale,
  qualifierTickets,
  redistributeDisqualifiedPrize,
  splitBounty,
  splitKnockoutEntry,
  splitShared,
  suggestedPayoutTable,
  validatePublishedTable,
} from '../../../src/rules';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const scale = (n: number) => {
  const s = fsnpArt131(n);
  if (!s.ok) throw new Error(s.rejection.message);
  return s.basisPoints;
};

describe('FSNP Art. 131 payout table', () => {
  it.each(FSNP_ART_131)(
    'FSNP Art. 131: the $minPlayers-$maxPlayers column sums to 100 %',
    (column) => {
      expect(sum(column.basisPoints)).toBe(10_000);
    },
  );

  it('FSNP Art. 131: for every field of 2 to 60 the percentages sum to 100 % and never rise with the place', () => {
    for (let n = 2; n <= 60; n++) {
      const bp = scale(n);
      expect(sum(bp)).toBe(10_000);
      bp.forEach((x, i) => i > 0 && expect(x).toBeLessThanOrEqual(bp[i - 1]));
      expect(bp.length).toBeLessThanOrEqual(n);
    }
  });

  it.each([
    [3, 3],
    [10, 3],
    [11, 5],
    [20, 5],
    [21, 6],
    [31, 7],
    [41, 8],
    [50, 8],
    [51, 9],
    [60, 9],
  ])('FSNP Art. 131: %i participants pay %i places', (n, places) => {
    expect(scale(n)).toHaveLength(places);
  });

  it('FSNP Art. 131, 140.2(f): 10 players are paid 55/30/15', () => {
    expect(scale(10)).toEqual([5500, 3000, 1500]);
  });

  it('FSNP Art. 131: 51-60 players are paid 31/16/14/12/10/7/5/3/2', () => {
    expect(scale(55)).toEqual([3100, 1600, 1400, 1200, 1000, 700, 500, 300, 200]);
  });

  it('FSNP Art. 131 (gap 20): two players cannot hold 3rd place, whose 15 % goes to 1st', () => {
    expect(scale(2)).toEqual([7000, 3000]);
  });

  it('FSNP Art. 131; DECISION-11: 61 players without a published table are refused with a suggestion', () => {
    const s = fsnpArt131(61);
    expect(s.ok).toBe(false);
    if (!s.ok) {
      expect(s.rejection).toMatchObject({
        code: 'PAYOUT_TABLE_NOT_PUBLISHED',
        ruleRef: 'FSNP Art. 131; DECISION-11',
      });
      expect(s.rejection.message).toContain('stops at 60');
    }
  });

  it('FSNP Art. 131: fewer than 2 players have no payout', () => {
    expect(fsnpArt131(1).ok).toBe(false);
  });

  it('DECISION-11: a published table is used for a field above 60', () => {
    const published = suggestedPayoutTable(200);
    const s = payoutScale('fsnp-art-131', 200, published);
    expect(s.ok && s.basisPoints).toEqual(published);
  });
});

describe('DECISION-3: computePrizes by largest remainder', () => {
  it('DECISION-3: prizes sum exactly to the pool for every field 2-60 and many pools', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 60 }),
        fc.integer({ min: 0, max: 1_000_000_000_000 }),
        (n, pool) => {
          const prizes = computePrizes(pool, scale(n));
          expect(sum(prizes)).toBe(pool);
          prizes.forEach((p, i) => {
            expect(Number.isInteger(p)).toBe(true);
            if (i > 0) expect(p).toBeLessThanOrEqual(prizes[i - 1]);
          });
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('DECISION-3: a 1,001-unit pool at 55/30/15 pays 551/300/150 (the largest remainder, .55, takes the unit)', () => {
    expect(computePrizes(1_001, [5500, 3000, 1500])).toEqual([551, 300, 150]);
  });

  it('DECISION-3: equal remainders give the extra unit to the better place', () => {
    expect(computePrizes(1, [5000, 5000])).toEqual([1, 0]);
    expect(computePrizes(100, [3334, 3333, 3333])).toEqual([34, 33, 33]);
    expect(computePrizes(2, [3334, 3333, 3333])).toEqual([1, 1, 0]);
  });

  it('DECISION-3: percentages that do not sum to 100 % are refused', () => {
    expect(() => computePrizes(1_000, [5000, 3000])).toThrow('8000 basis points');
  });
});

describe('DECISION-4: shared places', () => {
  const prizes = [5000, 3000, 1500, 1000, 501];

  it('DECISION-4: two players sharing 4th and 5th split 1,501 as 751 and 750, extra unit to the first in order', () => {
    expect(splitShared(prizes, [4, 5])).toEqual([751, 750]);
  });

  it('DECISION-4 (FSNP Art. 127): sharing across the bubble pools a paid place with an unpaid one', () => {
    expect(splitShared(prizes, [5, 6])).toEqual([251, 250]);
  });

  it('DECISION-4: shared amounts always add up to the places they cover', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 12 }),
        (amounts, k) => {
          const places = Array.from({ length: k }, (_, i) => i + 1);
          const shares = splitShared(amounts, places);
          expect(sum(shares)).toBe(sum(amounts.slice(0, k)));
          expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('50-50 Turbo (FSNP Art. 140.1; DECISION-10)', () => {
  it('DECISION-10: half equal among the last 5, half pro rata to chips', () => {
    expect(fiftyFiftyPrizes(10_000, [5_000, 3_000, 1_000, 500, 500])).toEqual([
      3_500, 2_500, 1_500, 1_250, 1_250,
    ]);
  });

  it('DECISION-10: the 50-50 prizes sum exactly to the pool', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.array(fc.integer({ min: 1, max: 25_000 }), { minLength: 5, maxLength: 5 }),
        (pool, chips) => {
          expect(sum(fiftyFiftyPrizes(pool, chips))).toBe(pool);
        },
      ),
    );
  });

  it('FSNP Art. 140.1(e): the alternative table is 45/25/15/10/5', () => {
    expect(FIFTY_FIFTY_TABLE).toEqual([4500, 2500, 1500, 1000, 500]);
    const s = payoutScale('fifty-fifty-45-25-15-10-5', 10);
    expect(s.ok && s.basisPoints).toEqual(FIFTY_FIFTY_TABLE);
  });

  it('FSNP Art. 140.1(a): exactly the last 5 are paid', () => {
    expect(() => fiftyFiftyPrizes(1_000, [1, 2, 3])).toThrow('last 5');
  });
});

describe('LNSE 123/13 I.26 Sit & Go', () => {
  it.each([7, 8, 9])('LNSE 123/13 I.26: %i players pay 2 places', (n) => {
    const s = lnseSitAndGo(n);
    expect(s.ok && s.basisPoints.length).toBe(2);
  });

  it('LNSE 123/13 I.26: 10 players pay 3 places', () => {
    const s = lnseSitAndGo(10);
    expect(s.ok && s.basisPoints).toHaveLength(3);
  });

  it.each([6, 11])('LNSE 123/13 I.23: a Sit & Go of %i players is refused', (n) => {
    const s = lnseSitAndGo(n);
    expect(!s.ok && s.rejection.ruleRef).toBe('LNSE 123/13 I.23');
  });

  it('LNSE 123/13 I.26: a configured table paying 3 places with 9 players is refused', () => {
    const s = lnseSitAndGo(9, { 2: [5000, 3000, 2000], 3: [5000, 3000, 2000] });
    expect(!s.ok && s.rejection.code).toBe('SIT_AND_GO_PAID_PLACES');
  });
});

describe('DECISION-11 suggested table and published tables', () => {
  it('DECISION-11: the suggestion for 61 to 2,000 players sums to 100 % and never rises', () => {
    for (let n = 61; n <= 2_000; n += 13) {
      const bp = suggestedPayoutTable(n);
      expect(validatePublishedTable(bp)).toBeNull();
      expect(bp.length).toBeGreaterThanOrEqual(9);
    }
  });

  it('LNSE 123/13 I.65: a published table summing to 99 % is refused', () => {
    expect(validatePublishedTable([5000, 3000, 1900])?.code).toBe('PAYOUT_TABLE_SUM');
  });

  it('LNSE 123/13 I.65: a published table paying 3rd more than 2nd is refused', () => {
    expect(validatePublishedTable([5000, 2000, 3000])?.message).toBe(
      'Place 3 would be paid more than place 2.',
    );
  });

  it('LNSE 123/13 I.65: payouts for a published-table ruleset need the table', () => {
    const s = payoutScale('published', 30);
    expect(!s.ok && s.rejection.code).toBe('PAYOUT_TABLE_NOT_PUBLISHED');
  });
});

describe('qualifiers, bounties and disqualified prizes', () => {
  it('FSNP Art. 142(f); DECISION-12: 10,500 for 3,000 tickets gives 3 tickets and 1,500 to 4th place', () => {
    expect(qualifierTickets(10_500, 3_000)).toEqual({
      tickets: 3,
      remainderMinor: 1_500,
      remainderPlace: 4,
    });
  });

  it('DECISION-12: an exact multiple leaves no remainder prize', () => {
    expect(qualifierTickets(9_000, 3_000)).toEqual({
      tickets: 3,
      remainderMinor: 0,
      remainderPlace: null,
    });
  });

  it("FSNP Art. 141(f): the player's own bounty chip is never paid to him", () => {
    expect(bountyPayout('p1', ['p1', 'p2', 'p3'], 500)).toBe(1_000);
    expect(bountyPayout('p1', ['p1'], 500)).toBe(0);
  });

  it('FSNP Art. 141 (gap 21): a bounty split between two winners sums to the bounty', () => {
    expect(splitBounty(1_001, 2)).toEqual([501, 500]);
  });

  it('FSNP Art. 141 (gap 21): the bounty is carved out of the competition fee', () => {
    expect(splitKnockoutEntry(10_000, 2_500)).toEqual({
      prizeFundMinor: 7_500,
      bountyMinor: 2_500,
    });
    expect(() => splitKnockoutEntry(1_000, 2_000)).toThrow();
  });

  it("LNSE 123/13 II.41: a disqualified player's 1,000 is shared among 3 active players as 334/333/333", () => {
    expect(redistributeDisqualifiedPrize(1_000, 3)).toEqual([334, 333, 333]);
  });
});
