import { given } from '../../support/given';
import {
  at,
  createCmd,
  created,
  lnseCreate,
  opened,
  raCreate,
  registerCmd,
  Scenario,
  scCreate,
  T,
} from '../../support/tournament-fixtures';
import { chipsInPlay, chipsOnTables } from '../../../src/aggregates/tournament';
import type { TournamentEvent } from '../../../src/events/tournament-events';

const late = (id = 'late-1', over = {}) =>
  registerCmd(id, { dateOfBirth: '1990-01-01', idDocument: { type: 'CI', number: id }, ...over });

describe('entries and fees', () => {
  it('FSNP Art. 30; DECISION-2: the buy-in records prize-fund part and fee apart, code IN, with currency', () => {
    given(created(), opened)
      .when(registerCmd('a'))
      .then({
        type: 'PlayerRegistered',
        data: expect.objectContaining({
          purchase: {
            item: 'buy-in',
            code: 'IN',
            prizeFund: 40000,
            fee: 10000,
            currency: 'RON',
            chips: 20000,
            purchaseNo: 1,
          },
        }),
      });
  });

  it('FSNP Art. 30: organization fees never enter the prize fund (totals kept per code)', () => {
    const sc = new Scenario().setup(raCreate(), 3, false);
    expect(sc.state.money.prizeFund).toBe(30000);
    expect(sc.state.money.fees).toBe(6000);
    expect(sc.state.money.byCode.IN).toEqual({ prizeFund: 30000, fee: 6000, count: 3 });
  });

  it('LNSE I.62; IV.6(b): an item with 69.99 % to prizes is refused at creation', () => {
    given()
      .when(lnseCreate({ prices: { 'add-on': { prizeFund: 6999, fee: 3001 } } }))
      .rejects('PRIZE_SHARE_TOO_LOW', 'I.62');
  });

  it('LNSE I.62: exactly 70 % of each item to prizes is accepted', () => {
    given()
      .when(lnseCreate({ buyIn: { prizeFund: 7000, fee: 3000 } }))
      .then({ type: 'TournamentCreated' });
  });

  it('LNSE I.62: a buy-in below 70 % is refused even when other items are generous', () => {
    given()
      .when(lnseCreate({ buyIn: { prizeFund: 600, fee: 400 } }))
      .rejects('PRIZE_SHARE_TOO_LOW', 'I.62');
  });

  it('FSNP Art. 30: the federation sets no minimum share, so a 50/50 split is accepted', () => {
    given()
      .when(createCmd({ buyIn: { prizeFund: 500, fee: 500 } }))
      .then({ type: 'TournamentCreated' });
  });

  it('LNSE I.27(a): a player under 18 on the day of the event is refused', () => {
    given(created({ rulesetId: 'lnse', buyIn: { prizeFund: 800, fee: 200 } }), opened)
      .when(registerCmd('kid', { dateOfBirth: '2008-12-06' }))
      .rejects('UNDER_AGE', 'I.27');
  });

  it('LNSE I.27(a): a player turning 18 on the day of the event may play', () => {
    given(created({ rulesetId: 'lnse', buyIn: { prizeFund: 800, fee: 200 } }), opened)
      .when(registerCmd('adult', { dateOfBirth: '2008-12-05' }))
      .then({ type: 'PlayerRegistered' });
  });

  it('LNSE 123/13 I.30: the form needs the date of birth', () => {
    given(created({ rulesetId: 'lnse', buyIn: { prizeFund: 800, fee: 200 } }), opened)
      .when(registerCmd('x'))
      .rejects('REGISTRATION_INCOMPLETE', 'LNSE 123/13 I.30');
  });

  it('FSNP Art. 139.3(b): a late registration in level 5 takes a free seat with the full starting stack', () => {
    const sc = new Scenario().setup(raCreate(), 22).at(65);
    const [e] = sc.do(late());
    expect(e.type).toBe('PlayerRegistered');
    const d = (e as Extract<TournamentEvent, { type: 'PlayerRegistered' }>).data;
    expect(d.lateEntry).toMatchObject({ stack: 2500, claimedReservedStack: 0, reduction: 0 });
    expect(d.purchase).toMatchObject({ code: 'IN', chips: 2500 });
    const t = sc.state.tables[d.lateEntry!.tableId];
    expect(t.seats[d.lateEntry!.seat]).toBe('late-1');
    expect(chipsOnTables(sc.state)).toBe(chipsInPlay(sc.state));
  });

  it('FSNP Art. 135, 139.3(b): late registration after the end of level 8 is refused', () => {
    const sc = new Scenario().setup(raCreate(), 22).at(8 * 15 + 1);
    const d = sc.try(late());
    expect(d.ok).toBe(false);
    if (!d.ok) {
      expect(d.rejection.code).toBe('LATE_REGISTRATION_OVER');
      expect(d.rejection.ruleRef).toContain('FSNP Art. 135');
    }
  });

  it('FSNP Art. 135: late registration in the last second of level 8 is accepted', () => {
    const sc = new Scenario().setup(raCreate(), 22);
    sc.now = new Date(Date.parse(at(8 * 15)) - 1000).toISOString();
    expect(sc.try(late()).ok).toBe(true);
  });

  it('FSNP Art. 135: in a single re-entry event the late player takes over a reserved seat and its stack', () => {
    const sc = new Scenario().setup(scCreate(), 25);
    const reserved = Object.values(sc.state.tables).flatMap((t) => Object.keys(t.reserved));
    expect(reserved.length).toBe(27 - 25);
    sc.at(30);
    const [e] = sc.do(late());
    const d = (e as Extract<TournamentEvent, { type: 'PlayerRegistered' }>).data;
    expect(d.lateEntry).toMatchObject({ stack: 6000, claimedReservedStack: 6000 });
    expect(sc.state.tables[d.lateEntry!.tableId].reserved[d.lateEntry!.seat]).toBeUndefined();
    expect(chipsOnTables(sc.state)).toBe(chipsInPlay(sc.state));
  });

  it('FSNP Art. 135(b): unclaimed reserved stacks leave the tournament at the end of level 8', () => {
    const sc = new Scenario().setup(scCreate(), 25).at(8 * 20 + 10 + 5);
    const events = sc.do({ type: 'TickClock', tournamentId: T });
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['LateRegistrationClosed', 'ReservedSeatStacksRemoved']),
    );
    const removed = events.find((e) => e.type === 'ReservedSeatStacksRemoved')!;
    expect(removed.data).toMatchObject({ chips: 12000, reason: 'end-of-late-registration' });
    expect(sc.state.chips.removed).toBe(12000);
    expect(chipsOnTables(sc.state)).toBe(chipsInPlay(sc.state));
  });

  it('LNSE I.44: closing registration during play removes the unsold stacks', () => {
    const sc = new Scenario().setup(scCreate(), 25).at(30);
    const events = sc.do({ type: 'CloseRegistration', tournamentId: T });
    expect(events[1]).toMatchObject({
      type: 'ReservedSeatStacksRemoved',
      data: { reason: 'registration-closed', chips: 12000 },
      ruleRef: 'LNSE I.44',
    });
    expect(sc.try(late()).ok).toBe(false);
  });

  it('LNSE I.42, I.45-46: a late stack reduced by the director, the chips removed are out of the tournament', () => {
    const sc = new Scenario().setup(lnseCreate(), 20).at(45);
    sc.do(late('l', { lateStackReduction: 1500 }));
    expect(sc.state.entrants.l.stack).toBe(8500);
    expect(sc.state.chips.removed).toBe(1500);
    expect(chipsOnTables(sc.state)).toBe(chipsInPlay(sc.state));
  });

  it('LNSE I.45: a reduction of the whole stack is refused', () => {
    const sc = new Scenario().setup(lnseCreate(), 20).at(45);
    const d = sc.try(late('l', { lateStackReduction: 10000 }));
    expect(!d.ok && d.rejection.ruleRef).toContain('LNSE I.42');
  });

  it('FSNP Art. 141: a bounty tournament takes no entry once play has started', () => {
    const sc = new Scenario()
      .setup(createCmd({ tournamentType: 'KO', startingStack: 6000 }), 25)
      .at(5);
    const d = sc.try(late());
    expect(!d.ok && d.rejection).toMatchObject({
      code: 'LATE_REGISTRATION_NOT_ALLOWED',
      ruleRef: expect.stringContaining('FSNP Art. 141'),
    });
  });

  it('FSNP Art. 135(a): an empty seat pays the blinds; the late player takes over what is left of its set', () => {
    const sc = new Scenario().setup(scCreate(), 25).at(30);
    const [tableId, t] = Object.entries(sc.state.tables).find(
      ([, x]) => Object.keys(x.reserved).length,
    )!;
    const seat = Number(Object.keys(t.reserved)[0]);
    const mate = Object.values(t.seats)[0];
    sc.playHand(tableId, { [String(seat)]: 5850, [mate]: 6150 });
    const [e] = sc.do(late());
    expect(e).toMatchObject({
      data: { lateEntry: { tableId, seat, stack: 5850, claimedReservedStack: 5850 } },
    });
    expect(chipsOnTables(sc.state)).toBe(chipsInPlay(sc.state));
  });
});
