/**
 * LNSE 123/13 Annex IV Sec. 1 and Annex I Ch. 2-3 at the registration desk: the form's mandatory
 * data (IV.1.1(b)), a place reserved only by the whole price (I.31, IV.1.1(c)), a personal
 * registration on an identity document (IV.1.1(d)), the chip purchase voucher (IV.1.2) and the
 * image rights assigned by registering (I.83-84), each with a flip of its ruleset parameter.
 */
import { given } from '../../support/given';
import {
  createCmd,
  created,
  lnseCreate,
  opened,
  registerCmd,
  Scenario,
  T,
} from '../../support/tournament-fixtures';
import { flipParameter } from '../../support/flip-parameter';
import { getRuleset } from '../../../src/rules/registry';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import type { TournamentCommand } from '../../../src/aggregates/tournament';
import type { CreateTournament } from '../../../src/aggregates/tournament/commands';
import { DEALER, FLOOR, Table, ofType } from '../hands/support';

// Buy-in 10,000.00 ARS: 8,000.00 to prizes, 2,000.00 operator benefit (minor units).
const lnse = created({
  rulesetId: 'lnse',
  currency: 'ARS',
  buyIn: { prizeFund: 800_000, fee: 200_000 },
});
const createFz = () => createCmd({ tournamentType: 'FZ', startingStack: 15000 });
const adult = { dateOfBirth: '1990-01-01', idDocument: { type: 'DNI', number: '30123456' } };
const registeredData = (events: readonly TournamentEvent[]) =>
  (events[0] as Extract<TournamentEvent, { type: 'PlayerRegistered' }>).data;

describe('LNSE 123/13 IV.1.1(b) — mandatory personal data on the purchase form', () => {
  it('LNSE 123/13 IV.1.1(b): given an LNSE tournament open for registration, when the form has no date of birth, then it is refused', () => {
    given(lnse, opened)
      .when(registerCmd('ar-1', { idDocument: adult.idDocument }))
      .rejects('REGISTRATION_INCOMPLETE', 'LNSE 123/13 I.30, IV.1.1(b)');
  });

  it('LNSE 123/13 IV.1.1(b): when the form has no name, then it is refused', () => {
    given(lnse, opened)
      .when(registerCmd('ar-1', { ...adult, fullName: '  ' }))
      .rejects('REGISTRATION_INCOMPLETE', 'LNSE 123/13 I.30, IV.1.1(b)');
  });

  it('LNSE 123/13 IV.1.1(b): with names, date of birth and document the form is taken and travels in the event', () => {
    const events = given(lnse, opened)
      .when(registerCmd('ar-1', { ...adult, fullName: 'Juan Pérez' }))
      .then({ type: 'PlayerRegistered' });
    expect(registeredData(events)).toMatchObject({
      fullName: 'Juan Pérez',
      dateOfBirth: '1990-01-01',
      idDocument: { type: 'DNI', number: '30123456' },
    });
  });
});

describe('LNSE 123/13 IV.1.1(d) — registration is personal; ID required', () => {
  it('LNSE 123/13 IV.1.1(d): when the identity document has no number, then the registration is refused', () => {
    given(lnse, opened)
      .when(registerCmd('ar-1', { ...adult, idDocument: { type: 'DNI', number: ' ' } }))
      .rejects('IDENTITY_DOCUMENT_REQUIRED', 'LNSE 123/13 I.28, IV.1.1(d)');
  });

  it('LNSE 123/13 IV.1.1(d): registration.identityRequired flipped to false, the same form without a document number is taken', () => {
    flipParameter('lnse', 'registration.identityRequired', false, () =>
      given(lnse, opened)
        .when(registerCmd('ar-1', { ...adult, idDocument: { type: 'DNI', number: ' ' } }))
        .then({ type: 'PlayerRegistered' }),
    );
  });

  it('LNSE 123/13 IV.1.1(d): the same person cannot take a second registration as a new player', () => {
    const first = given(lnse, opened).when(registerCmd('ar-1', adult)).then({
      type: 'PlayerRegistered',
    });
    given(lnse, opened, ...first)
      .when(registerCmd('ar-1', adult))
      .rejects('ALREADY_REGISTERED', 'LNSE 123/13 I.33');
  });
});

describe('LNSE 123/13 IV.1.1(c), I.31 — a place is reserved only by paying the full price at the cashier', () => {
  it('LNSE 123/13 IV.1.1(c): given a buy-in of 1,000,000, when the cashier took 500,000 (a deposit), then the registration is refused', () => {
    const r = given(lnse, opened)
      .when(registerCmd('ar-1', { ...adult, amountPaid: 500_000 }))
      .rejects('PAYMENT_NOT_IN_FULL', 'LNSE 123/13 I.31, IV.1.1(c)');
    expect(r.message).toContain('1,000,000');
    expect(r.message).toContain('500,000');
  });

  it('LNSE 123/13 IV.1.1(c): the whole 1,000,000 paid, the registration books the full IN line', () => {
    const events = given(lnse, opened)
      .when(registerCmd('ar-1', { ...adult, amountPaid: 1_000_000 }))
      .then({ type: 'PlayerRegistered' });
    const d = registeredData(events);
    expect(d.purchase).toMatchObject({ code: 'IN', prizeFund: 800_000, fee: 200_000 });
    expect(d.amountPaid).toBeUndefined();
  });

  it('LNSE 123/13 IV.1.1(c): an amount above the price is not an amount paid for the entry', () => {
    given(lnse, opened)
      .when(registerCmd('ar-1', { ...adult, amountPaid: 1_000_001 }))
      .rejects('PAYMENT_NOT_THE_PRICE', 'LNSE 123/13 I.31, IV.1.1(c)');
  });

  it('LNSE 123/13 IV.1.1(c): registration.reservationNeedsFullPayment flipped to false, the deposit of 500,000 is recorded beside the price', () => {
    flipParameter('lnse', 'registration.reservationNeedsFullPayment', false, () => {
      const events = given(lnse, opened)
        .when(registerCmd('ar-1', { ...adult, amountPaid: 500_000 }))
        .then({ type: 'PlayerRegistered' });
      expect(registeredData(events)).toMatchObject({
        amountPaid: 500_000,
        purchase: { prizeFund: 800_000, fee: 200_000 },
      });
    });
  });

  it('FSNP Art. 30: under FSNP the same deposit is refused citing the FSNP article, never LNSE', () => {
    const r = given(created(), opened)
      .when(registerCmd('ro-1', { amountPaid: 100 }))
      .rejects('PAYMENT_NOT_IN_FULL', 'FSNP Art. 30');
    expect(r.ruleRef).not.toContain('LNSE');
  });
});

describe('LNSE 123/13 IV.1.2 — chip purchase voucher: order number, full name, DNI, amount', () => {
  it('LNSE 123/13 IV.1.2: given two registrations, the second is issued voucher order no. 2 for the whole 1,000,000, in original and duplicate', () => {
    const first = given(lnse, opened).when(registerCmd('ar-1', adult)).then({
      type: 'PlayerRegistered',
    });
    const events = given(lnse, opened, ...first)
      .when(
        registerCmd('ar-2', {
          fullName: 'María Gómez',
          dateOfBirth: '1985-05-05',
          idDocument: { type: 'DNI', number: '28999111' },
        }),
      )
      .then({ type: 'PlayerRegistered' });
    expect(registeredData(events).voucher).toEqual({
      orderNo: 2,
      purchaseNo: 2,
      fullName: 'María Gómez',
      idDocument: { type: 'DNI', number: '28999111' },
      amount: 1_000_000,
      currency: 'ARS',
      copies: 2,
    });
  });

  it('LNSE 123/13 IV.1.2: registration.purchaseVoucher flipped to null, no voucher is recorded', () => {
    flipParameter('lnse', 'registration.purchaseVoucher', null, () => {
      const events = given(lnse, opened)
        .when(registerCmd('ar-1', adult))
        .then({ type: 'PlayerRegistered' });
      expect(registeredData(events).voucher).toBeUndefined();
    });
  });

  it('FSNP Art. 30: an FSNP registration issues no voucher', () => {
    const events = given(created(), opened)
      .when(registerCmd('ro-1'))
      .then({ type: 'PlayerRegistered' });
    expect(registeredData(events).voucher).toBeUndefined();
  });
});

describe('LNSE 123/13 I.83-84 — image rights assigned to the operator by registering', () => {
  it('LNSE 123/13 I.83, I.84: an LNSE registration records the assignment to the operator and the warranty', () => {
    const events = given(lnse, opened)
      .when(registerCmd('ar-1', adult))
      .then({ type: 'PlayerRegistered' });
    expect(registeredData(events).imageRights).toEqual({
      assignedTo: 'operator',
      warrantyGiven: true,
    });
  });

  it('LNSE 123/13 I.83: registration.imageRightsAssignedOnRegistration flipped to false, nothing is recorded', () => {
    flipParameter('lnse', 'registration.imageRightsAssignedOnRegistration', false, () => {
      const events = given(lnse, opened)
        .when(registerCmd('ar-1', adult))
        .then({ type: 'PlayerRegistered' });
      expect(registeredData(events).imageRights).toBeUndefined();
    });
  });
});

describe('LNSE 123/13 I.48 — a rebuy cites its articles once', () => {
  it('LNSE 123/13 I.48: a busted player’s rebuy cites "LNSE 123/13 I.48, I.54; DECISION-7", not I.48 twice', () => {
    const sc = new Scenario().setup(lnseCreate(), 25).at(20);
    const { tableId } = sc.seatOf('p01');
    const mate = Object.values(sc.state.tables[tableId].seats).find((x) => x !== 'p01')!;
    sc.playHand(tableId, { p01: 0, [mate]: 20000 });
    const [e] = sc.do({ type: 'ReEnter', tournamentId: T, playerId: 'p01' } as TournamentCommand);
    expect(e.type).toBe('RebuyTaken');
    expect(e.ruleRef).toBe('LNSE 123/13 I.48, I.54; DECISION-7');
  });
});

describe('LNSE 123/13 I.57 — when a player is eliminated', () => {
  /** A four-player table's first hand: seat 8 all-in, seat 2 calls and wins; the others fold. */
  function seat8Busts(create: Partial<CreateTournament>): Table {
    const t = new Table(create);
    t.as(DEALER).start();
    t.post();
    t.act(8, 'all-in');
    t.act(2, 'call');
    t.act(5, 'fold');
    t.act(6, 'fold');
    t.board();
    t.board();
    t.board();
    t.as(FLOOR).do({ type: 'AwardPots', ...t.ref(), winners: [[2]] });
    return t;
  }
  const rebuyTable = () => {
    const { type: _t, ...create } = lnseCreate();
    return seat8Busts(create);
  };

  it('LNSE 123/13 I.57: given seat 8 lost all his chips in level 1 with his rebuy right, when the hand ends, then he is not eliminated (busted, may still rebuy)', () => {
    const t = rebuyTable();
    expect(ofType(t.as(DEALER).complete(), 'PlayerEliminated')).toHaveLength(0);
    expect(t.state.entrants[t.playerAt(8)].status).toBe('busted');
  });

  it('LNSE 123/13 I.57: when the next hand starts without his rebuy, then he is eliminated in 4th place, citing I.57 with the place rule', () => {
    const t = rebuyTable();
    const busted = t.playerAt(8);
    t.as(DEALER).complete();
    const [out] = ofType(t.start(), 'PlayerEliminated');
    expect(out.data).toMatchObject({ playerId: busted, reason: 'busted', place: 4 });
    expect(out.ruleRef).toBe('LNSE 123/13 I.57; LNSE 123/13 I.68-69');
  });

  it('LNSE 123/13 I.57: one who announced his rebuy before the next hand is not eliminated by it', () => {
    const t = rebuyTable();
    const busted = t.playerAt(8);
    t.as(DEALER).complete();
    t.as(FLOOR).do({ type: 'AnnouncePurchase', tournamentId: T, playerId: busted, item: 'rebuy' });
    expect(ofType(t.as(DEALER).start(), 'PlayerEliminated')).toHaveLength(0);
    expect(t.state.entrants[busted].status).toBe('busted');
  });

  it('FSNP Art. 132: without a rebuy (FSNP KO) the bust is an elimination at once, citing FSNP only, never LNSE I.57', () => {
    const t = seat8Busts({ tournamentType: 'KO' });
    const [out] = ofType(t.as(DEALER).complete(), 'PlayerEliminated');
    expect(out.ruleRef).toBe('FSNP Art. 132');
  });
});

describe('LNSE 123/13 Res. Art. 1 — Res. 65/09 repealed: a tournament is bound to Res. 123/2013', () => {
  it('LNSE 123/13 Res. Art. 1: an LNSE tournament is created bound to the ruleset of Res. 123/2013, and its ruleset never changes after creation', () => {
    const [e] = given().when(lnseCreate()).then({ type: 'TournamentCreated' });
    expect(e).toMatchObject({ data: { rulesetId: 'lnse' } });
    expect(getRuleset('lnse').sourceDocument.value).toContain(
      'Resolution 123/2013 of 17 December 2013',
    );
    expect(getRuleset('lnse').sourceDocument.cite).toBe('LNSE 123/13 Res. Art. 1-2');
    // Created again under another ruleset: refused, citing the ruleset it is bound to.
    const r = given(e)
      .when({ ...lnseCreate(), rulesetId: 'fsnp', tournamentType: 'FZ', startingStack: 15000 })
      .rejects('TOURNAMENT_EXISTS', 'LNSE 123/13');
    expect(r.ruleRef).not.toContain('FSNP');
  });
});

describe('LNSE 123/13 IV.1.4(b) — cashiers administer registrations and cash up each shift', () => {
  const cashUp = (cashCounted: number, shift = 'morning') =>
    ({
      type: 'ReconcileCashierShift',
      tournamentId: T,
      cashierId: 'caja-3',
      shift,
      cashCounted,
    }) as TournamentCommand;

  it('LNSE 123/13 IV.1.4(b): given three registrations of 10,000,000 each, the morning cash-up of 29,000,000 books lines 1-3 and a shortfall of 1,000,000; the next shift starts after them', () => {
    const sc = new Scenario().setup(lnseCreate(), 3, false).at(-30);
    const [e] = sc.do(cashUp(29_000_000));
    expect(e).toMatchObject({
      type: 'CashierShiftReconciled',
      ruleRef: 'LNSE 123/13 IV.1.4(b)',
      data: {
        cashierId: 'caja-3',
        shift: 'morning',
        purchaseNos: { from: 1, to: 3 },
        lines: 3,
        bookedByCode: { IN: 30_000_000 },
        booked: 30_000_000,
        cashCounted: 29_000_000,
        difference: -1_000_000,
      },
    });
    sc.do(registerCmd('p04', { ...adult, idDocument: { type: 'DNI', number: '4' } }));
    const [next] = sc.do(cashUp(10_000_000, 'evening'));
    expect(next).toMatchObject({
      data: { purchaseNos: { from: 4, to: 4 }, lines: 1, booked: 10_000_000, difference: 0 },
    });
  });

  it('LNSE 123/13 IV.1.4(b): fees.cashierShiftReconciliation flipped to false, there is no cash-up to record', () => {
    flipParameter('lnse', 'fees.cashierShiftReconciliation', false, () => {
      const sc = new Scenario().setup(lnseCreate(), 3, false);
      const d = sc.try(cashUp(30_000_000));
      expect(d.ok).toBe(false);
      if (!d.ok) expect(d.rejection.code).toBe('NO_CASHIER_RECONCILIATION');
    });
  });

  it('FSNP Art. 30: under FSNP the cash-up is refused citing FSNP only', () => {
    const sc = new Scenario().setup(createFz(), 3, false);
    const d = sc.try(cashUp(0));
    if (d.ok) throw new Error('accepted');
    expect(d.rejection).toMatchObject({
      code: 'NO_CASHIER_RECONCILIATION',
      ruleRef: 'FSNP Art. 30',
    });
  });
});
