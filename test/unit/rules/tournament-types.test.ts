import { LEVEL_STRUCTURES, TOURNAMENT_TYPES, getTournamentType } from '../../../src/rules';

describe('tournament types (FSNP Art. 139-142; LNSE 123/13 I.23-26)', () => {
  it.each(Object.values(TOURNAMENT_TYPES))(
    '$code: every parameter is cited and its structure exists',
    (t) => {
      for (const [key, v] of Object.entries(t)) {
        if (key === 'code') continue;
        expect((v as { cite: string }).cite.length).toBeGreaterThan(0);
      }
      if (t.levelStructure.value !== null)
        expect(LEVEL_STRUCTURES[t.levelStructure.value]).toBeDefined();
    },
  );

  it('FSNP Art. 139.1: freezeout is 15,000 at 40-minute levels with no re-entry, top-up or add-on', () => {
    const fz = getTournamentType('FZ');
    expect([fz.startingStack.value, fz.levelMinutes.value]).toEqual([15_000, 40]);
    expect([fz.reEntry.value, fz.topUp.value, fz.addOn.value]).toEqual([null, null, null]);
  });

  it('FSNP Art. 139.2: single re-entry once until the end of level 8, with a new seat draw', () => {
    expect(getTournamentType('SC').reEntry.value).toEqual({
      max: 1,
      untilEndOfLevel: 8,
      seat: 'redraw',
    });
    expect(getTournamentType('SC').levelMinutes.value).toBe(20);
  });

  it('FSNP Art. 139.3: R+A re-enters without limit until level 8, tops up 2,500 below 1,250, one 5,000 add-on', () => {
    const ra = getTournamentType('RA');
    expect(ra.reEntry.value).toEqual({ max: 'unlimited', untilEndOfLevel: 8, seat: 'same' });
    const start = ra.startingStack.value!;
    const top = ra.topUp.value!;
    expect((start * top.belowStartingStackRatio.num) / top.belowStartingStackRatio.den).toBe(1_250);
    expect(start * top.amountStartingStackMultiple).toBe(2_500);
    expect(start * ra.addOn.value!.startingStackMultiple).toBe(5_000);
  });

  it('FSNP Art. 140.1: 50-50 Turbo takes exactly 10 players and ends when half are out', () => {
    const t = getTournamentType('TURBO_50_50');
    expect(t.field.value).toEqual({ min: 10, max: 10 });
    expect(t.endsWhen.value).toBe('half-field-out');
    expect(t.payout.cite).toContain('DECISION-10');
  });

  it('FSNP Art. 140.2(d)-(e): ST Turbo starts the button at seat 1, raises per orbit and freezes at 3 players', () => {
    const t = getTournamentType('ST_TURBO');
    expect([
      t.buttonStart.value,
      t.levelAdvance.value,
      t.freezeBlindsAtPlayers.value,
      t.levelMinutes.value,
    ]).toEqual(['seat-1', 'orbit', 3, null]);
  });

  it('FSNP Art. 140.3: heads-up pyramid at 10-minute levels, ranked by matches won', () => {
    const t = getTournamentType('HU');
    expect([t.pairing.value, t.levelMinutes.value, t.standings.value]).toEqual([
      'random-pairs-each-round',
      10,
      'matches-won',
    ]);
  });

  it("FSNP Art. 141: knockout pays every bounty chip won except the player's own", () => {
    expect(getTournamentType('KO').bounty.value).toEqual({
      ownChipOnlyWhenAllIn: true,
      ownChipNeverPaid: true,
    });
  });

  it('FSNP Art. 142; DECISION-12: the qualifier ends when players left equal the tickets', () => {
    const t = getTournamentType('QUALIFIER');
    expect(t.endsWhen.value).toBe('players-equal-tickets');
    expect(t.payout.value).toBe('qualifier-tickets');
  });

  it('LNSE 123/13 I.23-26: Sit & Go is one table of 7 to 10 with no rebuy or add-on', () => {
    const t = getTournamentType('SIT_AND_GO');
    expect(t.field.value).toEqual({ min: 7, max: 10 });
    expect([t.singleTable.value, t.reEntry.value, t.addOn.value, t.payout.value]).toEqual([
      true,
      null,
      null,
      'lnse-sit-and-go',
    ]);
  });

  it('LNSE 123/13 I.47-50, I.65: a rebuy tournament publishes its stacks, structure and payout table', () => {
    const t = getTournamentType('REBUY');
    expect([t.startingStack.value, t.levelStructure.value, t.payout.value]).toEqual([
      null,
      null,
      'published',
    ]);
    expect(t.addOn.value).toEqual({
      atBreakAfterLevel: 8,
      startingStackMultiple: 2,
      maxPerPlayer: 1,
    });
  });
});
