import {
  at,
  createCmd,
  lnseCreate,
  raCreate,
  Scenario,
  scCreate,
  T,
} from '../../support/tournament-fixtures';
import { chipsInPlay, chipsOnTables } from '../../../src/aggregates/tournament';
import type { TournamentCommand } from '../../../src/aggregates/tournament';

const reEnter = (playerId: string): TournamentCommand => ({
  type: 'ReEnter',
  tournamentId: T,
  playerId,
});
const topUp = (playerId: string): TournamentCommand => ({
  type: 'TopUp',
  tournamentId: T,
  playerId,
});
const addOn = (playerId: string): TournamentCommand => ({
  type: 'TakeAddOn',
  tournamentId: T,
  playerId,
});
const announce = (
  playerId: string,
  item: 're-entry' | 'rebuy' | 'add-on' = 're-entry',
): TournamentCommand => ({
  type: 'AnnouncePurchase',
  tournamentId: T,
  playerId,
  item,
});

/** p01 and a table-mate; the mate takes p01's chips down to `stack`. */
function withStack(sc: Scenario, stack: number, _start = 2500): Scenario {
  const { tableId } = sc.seatOf('p01');
  const mate = Object.values(sc.state.tables[tableId].seats).find((p) => p !== 'p01')!;
  const e = sc.state.entrants;
  return sc.playHand(tableId, { p01: stack, [mate]: e[mate].stack + e.p01.stack - stack });
}

const rejection = (sc: Scenario, c: TournamentCommand) => {
  const d = sc.try(c);
  if (d.ok) throw new Error(`accepted: ${JSON.stringify(d.events)}`);
  return d.rejection;
};

describe('re-entry, top-up and add-on', () => {
  it('FSNP Art. 32; DECISION-7: re-entry refused at exactly half the starting stack', () => {
    const sc = withStack(new Scenario().setup(raCreate(), 25).at(20), 1250);
    expect(rejection(sc, reEnter('p01'))).toMatchObject({
      code: 'REENTRY_NOT_ELIGIBLE',
      ruleRef: 'FSNP Art. 32; DECISION-7',
      message: 'Re-entry needs a stack below half the starting stack (has 1,250 of 2,500).',
    });
  });

  it('FSNP Art. 32: re-entry accepted one chip below half, adding a starting stack, fee split recorded', () => {
    const sc = withStack(new Scenario().setup(raCreate(), 25).at(20), 1249);
    const [e] = sc.do(reEnter('p01'));
    expect(e).toMatchObject({
      type: 'PlayerReEntered',
      data: {
        playerId: 'p01',
        stackBefore: 1249,
        stackAfter: 3749,
        purchase: {
          item: 're-entry',
          code: 'IN',
          prizeFund: 10000,
          fee: 2000,
          currency: 'RON',
          chips: 2500,
        },
      },
    });
    expect(sc.state.money.prizeFund).toBe(26 * 10000);
    expect(chipsOnTables(sc.state)).toBe(chipsInPlay(sc.state));
  });

  it('FSNP Art. 32: re-entry refused while a hand is in progress at the table (ruleset reEntry.paidDuringHand = refused)', () => {
    const sc = withStack(new Scenario().setup(raCreate(), 25).at(20), 100);
    const { tableId } = sc.seatOf('p01');
    sc.apply({ type: 'HandStarted', data: { tableId, handNo: 2, level: 2, startedAt: at(20) } });
    expect(rejection(sc, reEnter('p01'))).toMatchObject({
      code: 'HAND_IN_PROGRESS',
      ruleRef: 'FSNP Art. 32; DECISION-7',
    });
  });

  it('FSNP Art. 31: a busted player who announced before the next hand may re-enter after it started', () => {
    const sc = withStack(new Scenario().setup(raCreate(), 25).at(20), 0);
    expect(sc.state.entrants.p01.status).toBe('busted');
    sc.do(announce('p01'));
    const { tableId } = sc.seatOf('p01');
    sc.playHand(tableId);
    expect(sc.state.entrants.p01.status).toBe('busted');
    expect(sc.do(reEnter('p01'))[0]).toMatchObject({
      type: 'PlayerReEntered',
      data: { stackAfter: 2500 },
    });
    expect(sc.state.entrants.p01.status).toBe('seated');
  });

  it('FSNP Art. 31(a): without an announcement, once the next hand starts the busted player is eliminated', () => {
    const sc = withStack(new Scenario().setup(raCreate(), 25).at(20), 0);
    sc.playHand(sc.seatOf('p01').tableId);
    expect(sc.state.entrants.p01.status).toBe('eliminated');
    expect(rejection(sc, reEnter('p01'))).toMatchObject({
      code: 'PLAYER_ELIMINATED',
      ruleRef: 'FSNP Art. 31(a)',
    });
  });

  it('FSNP Art. 31: a busted player may re-enter before the next hand without announcing first', () => {
    const sc = withStack(new Scenario().setup(raCreate(), 25).at(20), 0);
    expect(sc.try(reEnter('p01')).ok).toBe(true);
  });

  it('LNSE I.51: an announced rebuy is binding; backing out is refused', () => {
    const sc = new Scenario().setup(lnseCreate(), 25).at(20);
    withStack(sc, 0);
    sc.do(announce('p01', 'rebuy'));
    expect(
      rejection(sc, { type: 'CancelAnnouncement', tournamentId: T, playerId: 'p01' }),
    ).toMatchObject({
      code: 'ANNOUNCEMENT_BINDING',
      ruleRef: expect.stringContaining('I.51'),
    });
  });

  it('FSNP Art. 31: the federation does not bind the announcement; withdrawn, the busted player is out at the next hand', () => {
    const sc = withStack(new Scenario().setup(raCreate(), 25).at(20), 0);
    sc.do(announce('p01'));
    expect(
      sc.do({ type: 'CancelAnnouncement', tournamentId: T, playerId: 'p01' })[0],
    ).toMatchObject({
      type: 'PurchaseAnnouncementWithdrawn',
      data: { playerId: 'p01', item: 're-entry' },
    });
    sc.playHand(sc.seatOf('p01').tableId);
    expect(sc.state.entrants.p01.status).toBe('eliminated');
  });

  it('FSNP Art. 139.1: a freezeout refuses every re-entry', () => {
    const sc = withStack(
      new Scenario().setup(createCmd({ tournamentType: 'FZ', startingStack: 15000 }), 25).at(20),
      0,
      15000,
    );
    expect(rejection(sc, reEnter('p01'))).toMatchObject({
      code: 'REENTRY_NOT_ALLOWED',
      ruleRef: 'FSNP Art. 139.1',
    });
  });

  it('FSNP Art. 139.2(a): a single re-entry is refused to a player who still has chips', () => {
    const sc = withStack(new Scenario().setup(scCreate(), 25).at(20), 100, 6000);
    expect(rejection(sc, reEnter('p01'))).toMatchObject({
      code: 'REENTRY_NOT_ELIGIBLE',
      ruleRef: expect.stringContaining('FSNP Art. 139.2(a)'),
    });
  });

  it('FSNP Art. 139.2(a): the single re-entry goes through a new seat draw', () => {
    const sc = withStack(new Scenario().setup(scCreate(), 25).at(20), 0, 6000);
    const [e] = sc.do(reEnter('p01'));
    expect(e).toMatchObject({
      type: 'PlayerReEntered',
      data: { seat: expect.objectContaining({ tableId: expect.any(String) }) },
    });
    expect(sc.state.entrants.p01.stack).toBe(6000);
  });

  it('FSNP Art. 139.2(a): a second re-entry is refused', () => {
    const sc = withStack(new Scenario().setup(scCreate(), 25).at(20), 0, 6000);
    sc.do(reEnter('p01'));
    withStack(sc, 0, 6000);
    expect(rejection(sc, reEnter('p01'))).toMatchObject({ code: 'REENTRY_LIMIT_REACHED' });
    expect(rejection(sc, reEnter('p01')).ruleRef).toContain('FSNP Art. 139.2');
  });

  it('LNSE I.32: a published cap on re-entries is enforced (3 allowed, the 4th refused)', () => {
    const sc = new Scenario().setup(raCreate({ maxReEntriesPerPlayer: 3 }), 25).at(20);
    for (let i = 0; i < 3; i++) {
      withStack(sc, 0);
      sc.do(reEnter('p01'));
    }
    withStack(sc, 0);
    expect(rejection(sc, reEnter('p01')).code).toBe('REENTRY_LIMIT_REACHED');
  });

  it('FSNP Art. 139.3(a): re-entry is unlimited until the end of level 8 in R+A', () => {
    const sc = new Scenario().setup(raCreate(), 25).at(20);
    for (let i = 0; i < 6; i++) {
      withStack(sc, 0);
      sc.do(reEnter('p01'));
    }
    expect(sc.state.entrants.p01.purchases['re-entry']).toBe(6);
  });

  it('FSNP Art. 139.3(a): re-entry after the end of level 8 is refused', () => {
    const sc = withStack(new Scenario().setup(raCreate(), 25).at(20), 0);
    sc.at(8 * 15 + 15 + 1);
    expect(rejection(sc, reEnter('p01'))).toMatchObject({ code: 'REENTRY_PERIOD_CLOSED' });
  });

  it('FSNP Art. 139.3(e): a top-up below half the starting stack adds exactly one starting stack', () => {
    const sc = withStack(new Scenario().setup(raCreate(), 25).at(20), 1249);
    expect(sc.do(topUp('p01'))[0]).toMatchObject({
      type: 'ChipsToppedUp',
      data: { stackBefore: 1249, stackAfter: 3749, purchase: { item: 'top-up', code: 'RB' } },
    });
  });

  it('FSNP Art. 139.3(e); DECISION-7: a top-up at exactly 1,250 of 2,500 is refused', () => {
    const sc = withStack(new Scenario().setup(raCreate(), 25).at(20), 1250);
    expect(rejection(sc, topUp('p01'))).toMatchObject({
      code: 'TOPUP_NOT_ELIGIBLE',
      ruleRef: 'FSNP Art. 139.3(e); DECISION-7',
    });
  });

  it('FSNP Art. 139.2(c): a single re-entry event has no top-up', () => {
    const sc = withStack(new Scenario().setup(scCreate(), 25).at(20), 100, 6000);
    expect(rejection(sc, topUp('p01')).code).toBe('TOPUP_NOT_ALLOWED');
  });

  it('FSNP Art. 139.3(d): the add-on in the break after level 8 is twice the starting stack', () => {
    const sc = new Scenario().setup(raCreate(), 25).at(8 * 15 + 3);
    expect(sc.do(addOn('p01'))[0]).toMatchObject({
      type: 'AddOnTaken',
      data: {
        stackBefore: 2500,
        stackAfter: 7500,
        purchase: { item: 'add-on', code: 'AD', chips: 5000, prizeFund: 15000, fee: 3000 },
      },
    });
  });

  it('FSNP Art. 139.3(d): the add-on during level 8 is refused', () => {
    const sc = new Scenario().setup(raCreate(), 25).at(8 * 15 - 1);
    expect(rejection(sc, addOn('p01'))).toMatchObject({
      code: 'ADDON_NOT_NOW',
      ruleRef: 'FSNP Art. 139.3(d)',
    });
  });

  it('FSNP Art. 139.3(d) ASSUMPTION: a second add-on is refused', () => {
    const sc = new Scenario().setup(raCreate(), 25).at(8 * 15 + 3);
    sc.do(addOn('p01'));
    expect(rejection(sc, addOn('p01'))).toMatchObject({ code: 'ADDON_LIMIT_REACHED' });
  });

  it('FSNP Art. 139.3(d): the add-on is the last chance; after the break no chips enter', () => {
    const sc = new Scenario().setup(raCreate(), 25).at(8 * 15 + 15 + 1);
    expect(rejection(sc, addOn('p01')).code).toBe('ADDON_NOT_NOW');
  });

  it('LNSE I.56: a player busted on the last hand before the add-on may take it', () => {
    const sc = withStack(new Scenario().setup(raCreate(), 25).at(8 * 15 - 1), 0).at(8 * 15 + 2);
    expect(sc.do(addOn('p01'))[0]).toMatchObject({ data: { stackBefore: 0, stackAfter: 5000 } });
    expect(sc.state.entrants.p01.status).toBe('seated');
  });

  it('FSNP Art. 139.1: a freezeout has no add-on', () => {
    const sc = new Scenario()
      .setup(createCmd({ tournamentType: 'FZ', startingStack: 15000 }), 25)
      .at(8 * 40);
    expect(rejection(sc, addOn('p01')).code).toBe('ADDON_NOT_OFFERED');
  });

  it('LNSE I.47-48; IV.6(a): a rebuy is booked RB with its own 80/20 split', () => {
    const sc = new Scenario().setup(lnseCreate(), 25).at(20);
    withStack(sc, 0, 10000);
    expect(sc.do(reEnter('p01'))[0]).toMatchObject({
      type: 'RebuyTaken',
      data: {
        purchase: {
          item: 'rebuy',
          code: 'RB',
          prizeFund: 8_000_000,
          fee: 2_000_000,
          currency: 'ARS',
        },
      },
    });
    expect(sc.state.money.byCode.RB).toEqual({ prizeFund: 8_000_000, fee: 2_000_000, count: 1 });
  });

  it('FSNP Art. 30; LNSE IV.6(a): after re-entries, top-ups and add-ons the prize fund is the sum of the prize parts', () => {
    const sc = new Scenario().setup(raCreate(), 25).at(20);
    withStack(sc, 0);
    sc.do(reEnter('p01'));
    withStack(sc, 1000);
    sc.do(topUp('p01'));
    sc.at(8 * 15 + 1).do(addOn('p02'));
    expect(sc.state.money).toMatchObject({
      prizeFund: 25 * 10000 + 10000 + 10000 + 15000,
      fees: 25 * 2000 + 2000 + 2000 + 3000,
      byCode: { IN: { count: 26 }, RB: { count: 1 }, AD: { count: 1 } },
    });
    expect(chipsOnTables(sc.state)).toBe(chipsInPlay(sc.state));
  });
});
