/**
 * Flip tests of the entries group's purchase parameters (issue 18; table: ./entries.table.ts):
 * re-entry, top-up and add-on conditions, chips and limits come from the ruleset in force.
 */
import type { TournamentCommand } from '../../../../src/aggregates/tournament';
import { flipParameter } from '../../../support/flip-parameter';
import { raCreate, Scenario, T } from '../../../support/tournament-fixtures';
import { rejection } from '../../money/prize-fixtures';

const cmd = (type: 'ReEnter' | 'TopUp' | 'TakeAddOn', playerId = 'p01'): TournamentCommand =>
  ({ type, tournamentId: T, playerId }) as TournamentCommand;

/** An R+A of 25 at minute `minute`, p01 holding `stack` (a table-mate took the rest). */
function ra(minute: number, stack?: number): Scenario {
  const sc = new Scenario().setup(raCreate(), 25).at(minute);
  if (stack === undefined) return sc;
  const { tableId } = sc.seatOf('p01');
  const mate = Object.values(sc.state.tables[tableId].seats).find((p) => p !== 'p01')!;
  const e = sc.state.entrants;
  return sc.playHand(tableId, { p01: stack, [mate]: e[mate].stack + e.p01.stack - stack });
}
const third = { ratio: { num: 1, den: 3 }, strict: true };
const halfOrLess = { ratio: { num: 1, den: 2 }, strict: false };

describe('reEntry.threshold: the stack a re-entry needs', () => {
  it('FSNP Art. 32; DECISION-7 (reEntry.threshold): 1,249 of 2,500 may re-enter; flipped to below a third it is refused', () => {
    expect(ra(20, 1_249).do(cmd('ReEnter'))[0].type).toBe('PlayerReEntered');
    const sc = ra(20, 1_249);
    flipParameter('fsnp', 'reEntry.threshold', third, () =>
      expect(rejection(sc, cmd('ReEnter'))).toMatchObject({
        code: 'REENTRY_NOT_ELIGIBLE',
        ruleRef: 'FSNP Art. 32; DECISION-7',
        message: 'Re-entry needs a stack below 1/3 of the starting stack (has 1,249 of 2,500).',
      }),
    );
  });

  it('FSNP Art. 32; DECISION-7 (reEntry.threshold): exactly half is refused; flipped to "at or below half" it may re-enter', () => {
    expect(rejection(ra(20, 1_250), cmd('ReEnter')).code).toBe('REENTRY_NOT_ELIGIBLE');
    const sc = ra(20, 1_250);
    const [e] = flipParameter('fsnp', 'reEntry.threshold', halfOrLess, () => sc.do(cmd('ReEnter')));
    expect(e.data).toMatchObject({ stackBefore: 1_250, stackAfter: 3_750 });
  });
});

describe('topUp.threshold and topUp.startingStackMultiple: the top-up', () => {
  it('FSNP Art. 139.3(e) (topUp.threshold): exactly half may not top up; flipped to "at or below half" it may, the re-entry condition unchanged', () => {
    expect(rejection(ra(20, 1_250), cmd('TopUp'))).toMatchObject({
      code: 'TOPUP_NOT_ELIGIBLE',
      ruleRef: 'FSNP Art. 139.3(e); DECISION-7',
    });
    const sc = ra(20, 1_250);
    flipParameter('fsnp', 'topUp.threshold', halfOrLess, () => {
      expect(rejection(sc, cmd('ReEnter')).code).toBe('REENTRY_NOT_ELIGIBLE');
      expect(sc.do(cmd('TopUp'))[0]).toMatchObject({
        type: 'ChipsToppedUp',
        data: { stackBefore: 1_250, stackAfter: 3_750 },
      });
    });
  });

  it('FSNP Art. 139.3(e) (topUp.startingStackMultiple): a top-up adds one starting stack; flipped to 2 it adds 5,000', () => {
    expect(ra(20, 1_000).do(cmd('TopUp'))[0].data).toMatchObject({
      purchase: { item: 'top-up', chips: 2_500 },
      stackAfter: 3_500,
    });
    const sc = ra(20, 1_000);
    const [e] = flipParameter('fsnp', 'topUp.startingStackMultiple', 2, () => sc.do(cmd('TopUp')));
    expect(e.data).toMatchObject({ purchase: { item: 'top-up', chips: 5_000 }, stackAfter: 6_000 });
  });
});

describe('addOn.*: the add-on', () => {
  const breakAfter8 = 8 * 15 + 3;
  const breakAfter16 = 16 * 15 + 15 + 3;

  it('FSNP Art. 139.3(c)-(d) (addOn.startingStackMultiple): the add-on is 5,000 (twice 2,500); flipped to 3 it is 7,500', () => {
    expect(ra(breakAfter8).do(cmd('TakeAddOn'))[0].data).toMatchObject({
      purchase: { item: 'add-on', chips: 5_000 },
    });
    const sc = ra(breakAfter8);
    const [e] = flipParameter('fsnp', 'addOn.startingStackMultiple', 3, () =>
      sc.do(cmd('TakeAddOn')),
    );
    expect(e.data).toMatchObject({
      purchase: { item: 'add-on', chips: 7_500 },
      stackBefore: 2_500,
      stackAfter: 10_000,
    });
  });

  it('FSNP Art. 139.3(d) (gap 17) (addOn.maxPerPlayer): a second add-on is refused; flipped to 2 it is taken', () => {
    const once = ra(breakAfter8);
    once.do(cmd('TakeAddOn'));
    expect(rejection(once, cmd('TakeAddOn'))).toMatchObject({
      code: 'ADDON_LIMIT_REACHED',
      ruleRef: 'FSNP Art. 139.3(d) (gap 17)',
    });
    const sc = ra(breakAfter8);
    sc.do(cmd('TakeAddOn'));
    flipParameter('fsnp', 'addOn.maxPerPlayer', 2, () => {
      expect(sc.do(cmd('TakeAddOn'))[0].type).toBe('AddOnTaken');
      expect(rejection(sc, cmd('TakeAddOn')).code).toBe('ADDON_LIMIT_REACHED');
    });
  });

  it('FSNP Art. 139.3(d) (addOn.atBreakAfterLevel): the add-on is taken in the break after level 8; flipped to 16 it is refused there and taken after level 16', () => {
    expect(ra(breakAfter8).do(cmd('TakeAddOn'))[0].type).toBe('AddOnTaken');
    expect(rejection(ra(breakAfter16), cmd('TakeAddOn')).code).toBe('ADDON_NOT_NOW');
    flipParameter('fsnp', 'addOn.atBreakAfterLevel', 16, () => {
      expect(rejection(ra(breakAfter8), cmd('TakeAddOn'))).toMatchObject({
        code: 'ADDON_NOT_NOW',
        message: expect.stringContaining('only in the break after level 16'),
      });
      expect(ra(breakAfter16).do(cmd('TakeAddOn'))[0].type).toBe('AddOnTaken');
    });
  });
});

describe('registration.maxRegistrationsPerPlayer and registration.capCountsFirstEntry: the cap per player', () => {
  /** p01 busts and re-enters `n` times; the result of the next attempt. */
  const reEntries = (n: number) => {
    const sc = ra(20);
    for (let i = 0; i < n; i++) {
      const { tableId } = sc.seatOf('p01');
      const mate = Object.values(sc.state.tables[tableId].seats).find((p) => p !== 'p01')!;
      const e = sc.state.entrants;
      sc.playHand(tableId, { p01: 0, [mate]: e[mate].stack + e.p01.stack });
      const d = sc.try(cmd('ReEnter'));
      if (!d.ok) return { done: i, rejection: d.rejection };
      sc.apply(...d.events);
    }
    return { done: n, rejection: null };
  };

  it('FSNP Art. 139 (registration.maxRegistrationsPerPlayer): R+A re-entry is unlimited; flipped to a cap of 3 the 4th re-entry is refused', () => {
    expect(reEntries(5).done).toBe(5);
    const capped = flipParameter('fsnp', 'registration.maxRegistrationsPerPlayer', 3, () =>
      reEntries(5),
    );
    expect(capped.done).toBe(3);
    expect(capped.rejection).toMatchObject({
      code: 'REENTRY_LIMIT_REACHED',
      ruleRef: 'FSNP Art. 139.3(a); FSNP Art. 139',
    });
  });

  it('LNSE 123/13 I.32 (open 9) (registration.capCountsFirstEntry): a cap of 3 beyond the first entry allows 3 re-entries; flipped to count the first, 2', () => {
    flipParameter('fsnp', 'registration.maxRegistrationsPerPlayer', 3, () => {
      expect(reEntries(5).done).toBe(3);
      const counted = flipParameter('fsnp', 'registration.capCountsFirstEntry', true, () =>
        reEntries(5),
      );
      expect(counted.done).toBe(2);
      expect(counted.rejection?.code).toBe('REENTRY_LIMIT_REACHED');
    });
  });
});

describe('reEntry.paysFeesAgain and addOn.bustedOnLastHandMayTake', () => {
  it('FSNP Art. 30, 139.2(a) (reEntry.paysFeesAgain): a re-entry pays the 10,000 + 2,000 again; flipped, only the prize-fund part', () => {
    expect(ra(20, 0).do(cmd('ReEnter'))[0].data).toMatchObject({
      purchase: { item: 're-entry', prizeFund: 10_000, fee: 2_000 },
    });
    const sc = ra(20, 0);
    const [e] = flipParameter('fsnp', 'reEntry.paysFeesAgain', false, () => sc.do(cmd('ReEnter')));
    expect(e.data).toMatchObject({ purchase: { item: 're-entry', prizeFund: 10_000, fee: 0 } });
    expect(sc.state.money.prizeFund).toBe(26 * 10_000);
  });

  it('FSNP Art. 31(a), 139.3(d) (gap 17) (addOn.bustedOnLastHandMayTake): busted on the last hand of level 8 he takes the add-on; flipped he may not', () => {
    const bustedAtBreak = () => ra(8 * 15 - 1, 0).at(8 * 15 + 2);
    expect(bustedAtBreak().do(cmd('TakeAddOn'))[0].data).toMatchObject({
      stackBefore: 0,
      stackAfter: 5_000,
    });
    const sc = bustedAtBreak();
    flipParameter('fsnp', 'addOn.bustedOnLastHandMayTake', false, () => {
      expect(rejection(sc, cmd('TakeAddOn'))).toMatchObject({
        code: 'ADDON_NOT_ELIGIBLE',
        ruleRef: 'FSNP Art. 31(a), 139.3(d) (gap 17)',
      });
      expect(ra(8 * 15 + 2, 1_000).try(cmd('TakeAddOn')).ok).toBe(true);
    });
  });
});
