import {
  CHIP_SETS,
  LEVEL_STRUCTURES,
  TOURNAMENT_TYPES,
  checkStructure,
  chipSetPieces,
  chipSetTotal,
  getRuleset,
  levelAt,
  longestPlayWithoutBreak,
  validateChipSet,
  withLevelMinutes,
  type LevelStructure,
} from '../../../src/rules';

describe('FSNP Art. 43 starting chip sets', () => {
  it.each(Object.values(CHIP_SETS))(
    'FSNP Art. 43: the $id set sums to its starting stack',
    (set) => {
      expect(chipSetTotal(set.chips)).toBe(set.startingStack);
      expect(validateChipSet(set.chips, set.startingStack)).toBeNull();
    },
  );

  it('FSNP Art. 43: the sets hold 16, 20 and 26 chips', () => {
    expect(chipSetPieces(CHIP_SETS['fsnp-start-2500'].chips)).toBe(16);
    expect(chipSetPieces(CHIP_SETS['fsnp-start-6000'].chips)).toBe(20);
    expect(chipSetPieces(CHIP_SETS['fsnp-start-15000'].chips)).toBe(26);
  });

  it('FSNP Art. 43: a set that does not make up the starting stack is refused', () => {
    const short = [
      { denomination: 25, count: 4 },
      { denomination: 100, count: 9 },
      { denomination: 500, count: 2 },
    ];
    expect(validateChipSet(short, 2_500)).toMatchObject({
      code: 'CHIP_SET_TOTAL_MISMATCH',
      ruleRef: 'FSNP Art. 43',
    });
    expect(validateChipSet(short, 2_500)?.message).toContain('2,000');
  });

  it('FSNP Art. 43: fractional or negative chip counts are refused', () => {
    expect(validateChipSet([{ denomination: 100, count: -1 }], -100)?.code).toBe(
      'CHIP_SET_INVALID_COUNT',
    );
    expect(validateChipSet([{ denomination: 25, count: 0.5 }], 12.5)?.code).toBe(
      'CHIP_SET_INVALID_COUNT',
    );
  });

  it.each(Object.values(TOURNAMENT_TYPES).filter((t) => t.chipSet.value !== null))(
    'FSNP Art. 43, 139-142: the $code chip set matches its starting stack',
    (type) => {
      expect(CHIP_SETS[type.chipSet.value!].startingStack).toBe(type.startingStack.value);
    },
  );
});

describe('FSNP Art. 66 level structures', () => {
  const structures = Object.values(LEVEL_STRUCTURES);

  it.each(structures)(
    'FSNP Art. 66: $id levels run 1..n with forced bets strictly increasing',
    (s) => {
      s.levels.forEach((l, i) => {
        expect(l.level).toBe(i + 1);
        expect(l.bigBlind).toBe(2 * l.smallBlind);
        if (i > 0) {
          const p = s.levels[i - 1];
          expect(l.smallBlind + l.bigBlind + l.ante).toBeGreaterThan(
            p.smallBlind + p.bigBlind + p.ante,
          );
          expect(l.bigBlind).toBeGreaterThanOrEqual(p.bigBlind);
          expect(l.ante).toBeGreaterThanOrEqual(p.ante);
        }
      });
    },
  );

  it('FSNP Art. 66: structure A has 24 levels, B has 22, with the printed top levels', () => {
    const a = LEVEL_STRUCTURES['fsnp-a'];
    const b = LEVEL_STRUCTURES['fsnp-b'];
    expect(a.levels).toHaveLength(24);
    expect(b.levels).toHaveLength(22);
    expect(levelAt(a, 19)).toMatchObject({ ante: 1_000, smallBlind: 5_000, bigBlind: 10_000 });
    expect(levelAt(a, 24)).toMatchObject({ ante: 6_000, smallBlind: 30_000, bigBlind: 60_000 });
    expect(levelAt(b, 22)).toMatchObject({ ante: 8_000, smallBlind: 40_000, bigBlind: 80_000 });
  });

  it('FSNP Art. 56: antes start at level 9 in structure A and level 5 in structure B', () => {
    const firstAnte = (s: LevelStructure) => s.levels.find((l) => l.ante > 0)?.level;
    expect(firstAnte(LEVEL_STRUCTURES['fsnp-a'])).toBe(9);
    expect(firstAnte(LEVEL_STRUCTURES['fsnp-b'])).toBe(5);
  });

  it('FSNP Art. 66, 139.3(d): structure A has the add-on break after level 8', () => {
    expect(LEVEL_STRUCTURES['fsnp-a'].breaks.find((b) => b.addOn)?.afterLevel).toBe(8);
    expect(LEVEL_STRUCTURES['fsnp-b'].breaks.map((b) => b.afterLevel)).toEqual([4, 8, 12, 16]);
  });

  const limits = {
    minBreakMinutes: getRuleset('fsnp').clock.minBreakMinutes.value,
    maxPlayMinutesWithoutBreak: getRuleset('fsnp').clock.maxPlayMinutesWithoutBreak.value,
  };

  it.each([
    ['fsnp-a', 15],
    ['fsnp-a', 10],
    ['fsnp-b', 40],
    ['fsnp-b', 30],
    ['fsnp-b', 20],
  ] as const)(
    'FSNP Art. 136: %s at %i-minute levels never plays 4 hours without a break',
    (id, minutes) => {
      expect(checkStructure(withLevelMinutes(LEVEL_STRUCTURES[id], minutes), limits)).toEqual([]);
    },
  );

  it('FSNP Art. 136: structure B at 40 minutes plays exactly 240 minutes after its last break', () => {
    expect(longestPlayWithoutBreak(LEVEL_STRUCTURES['fsnp-b'])).toBe(240);
  });

  it('FSNP Art. 136: 41-minute levels in structure B break the 4-hour limit', () => {
    const problems = checkStructure(withLevelMinutes(LEVEL_STRUCTURES['fsnp-b'], 41), limits);
    expect(problems).toEqual([
      expect.objectContaining({ code: 'PLAY_TOO_LONG_WITHOUT_BREAK', ruleRef: 'FSNP Art. 136' }),
    ]);
  });

  it('FSNP Art. 136: a 5-minute break is too short', () => {
    const s = {
      ...LEVEL_STRUCTURES['fsnp-a'],
      breaks: [{ afterLevel: 8, minutes: 5, addOn: true }],
    };
    expect(checkStructure(s, limits).map((p) => p.code)).toContain('BREAK_TOO_SHORT');
  });

  it('FSNP Art. 17: a published structure whose blinds fall is refused', () => {
    const a = LEVEL_STRUCTURES['fsnp-a'];
    const levels = a.levels.map((l) =>
      l.level === 3 ? { ...l, smallBlind: 25, bigBlind: 50 } : l,
    );
    expect(checkStructure({ ...a, levels }, limits).map((p) => p.code)).toContain(
      'INVALID_LEVEL_STRUCTURE',
    );
  });
});
