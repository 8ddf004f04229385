/**
 * Issue 20, entries, rebuys, add-ons and players under LNSE 123/13 (I.27-56, IV.1.4, IV.2),
 * each with a flip against a ruleset that says otherwise. lnseCreate: REBUY type, 10,000 chips,
 * structure B with 20-minute levels and a 10-minute break after every fourth level (the add-on
 * break after level 8 runs from minute 170 to 180), 25 players on tables of 9.
 */
import {
  at,
  lnseCreate,
  raCreate,
  registerCmd,
  Scenario,
  T,
} from '../../support/tournament-fixtures';
import { chipsInPlay, chipsOnTables, rolesFor } from '../../../src/aggregates/tournament';
import type { TournamentCommand } from '../../../src/aggregates/tournament';
import { ageReferenceDay } from '../../../src/aggregates/tournament/registration/entry-rules';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { auditEvents } from '../../../src/regulator/rule-audit';
import { storedStream } from '../../support/stored-stream';
import { flipParameter } from '../../support/flip-parameter';

const cmd = (type: string, playerId: string, more: object = {}) =>
  ({ type, tournamentId: T, playerId, ...more }) as unknown as TournamentCommand;
const rebuy = (p: string) => cmd('ReEnter', p);
const both = (p: string) => cmd('TakeRebuyAndAddOn', p);

function withStack(sc: Scenario, stack: number, player = 'p01'): Scenario {
  const { tableId } = sc.seatOf(player);
  const mate = Object.values(sc.state.tables[tableId].seats).find((p) => p !== player)!;
  const e = sc.state.entrants;
  return sc.playHand(tableId, { [player]: stack, [mate]: e[mate].stack + e[player].stack - stack });
}

const rejection = (sc: Scenario, c: TournamentCommand) => {
  const d = sc.try(c);
  if (d.ok) throw new Error(`accepted: ${JSON.stringify(d.events)}`);
  return d.rejection;
};

const lnse = (entryTerms = {}, over = {}) =>
  new Scenario().setup(lnseCreate({ entryTerms, ...over }), 25).at(20);

describe('LNSE 123/13 rebuys (I.48, I.51, I.53-54)', () => {
  it('LNSE 123/13 I.48: a rebuy is open at a stack at or below the published 5,000, not only to a busted player', () => {
    const sc = withStack(lnse({ rebuyAtOrBelow: 5000 }), 5000);
    expect(sc.do(rebuy('p01'))[0]).toMatchObject({
      type: 'RebuyTaken',
      data: { stackBefore: 5000, stackAfter: 15000, purchase: { item: 'rebuy', code: 'RB' } },
    });
  });

  it('LNSE 123/13 I.48: one chip above the published 5,000 the rebuy is refused', () => {
    const sc = withStack(lnse({ rebuyAtOrBelow: 5000 }), 5001);
    expect(rejection(sc, rebuy('p01'))).toMatchObject({
      code: 'REBUY_NOT_ELIGIBLE',
      ruleRef: 'LNSE 123/13 I.48; DECISION-7 (published condition)',
      message: 'The published rebuy condition is a stack of 5,000 or less; p01 has 5,001.',
    });
  });

  it('LNSE 123/13 I.48; DECISION-7: without a published condition a rebuy needs less than half (4,999 yes, 5,000 no)', () => {
    expect(sc4999().do(rebuy('p01'))[0].type).toBe('RebuyTaken');
    expect(rejection(withStack(lnse(), 5000), rebuy('p01'))).toMatchObject({
      code: 'REBUY_NOT_ELIGIBLE',
      ruleRef: 'LNSE 123/13 I.48; DECISION-7',
    });
    function sc4999() {
      return withStack(lnse(), 4999);
    }
  });

  it('LNSE 123/13 I.50: rebuy chips are the published 12,000, not the starting stack', () => {
    const sc = withStack(lnse({ rebuyChips: 12000 }), 0);
    expect(sc.do(rebuy('p01'))[0]).toMatchObject({
      data: { stackAfter: 12000, purchase: { chips: 12000 } },
    });
  });

  it('LNSE 123/13 I.51, IV.4(b): an announced rebuy not paid is recorded and the player is disqualified, his chips out', () => {
    const sc = withStack(lnse(), 3000);
    sc.do(cmd('AnnouncePurchase', 'p01', { item: 'rebuy' }));
    const removedBefore = sc.state.chips.removed;
    const events = sc.do(cmd('RecordUnpaidPurchase', 'p01'));
    expect(events.map((e) => e.type)).toEqual(['AnnouncedPurchaseNotPaid', 'PlayerEliminated']);
    expect(events[0]).toMatchObject({
      data: { playerId: 'p01', item: 'rebuy', recordedBy: 'td-1' },
      ruleRef: 'LNSE 123/13 I.51; LNSE 123/13 IV.4(b), IV.5(b)',
    });
    expect(events[1]).toMatchObject({
      data: { playerId: 'p01', reason: 'disqualification', chipsRemoved: 3000, place: 25 },
    });
    expect(sc.state.entrants.p01.status).toBe('eliminated');
    expect(sc.state.chips.removed - removedBefore).toBe(3000);
    expect(chipsOnTables(sc.state)).toBe(chipsInPlay(sc.state));
  });

  it('FSNP Art. 31: where the announcement is not binding there is no unpaid-purchase elimination (flip of reEntry.announcingIsBinding)', () => {
    const sc = withStack(new Scenario().setup(raCreate(), 25).at(20), 0);
    sc.do(cmd('AnnouncePurchase', 'p01', { item: 're-entry' }));
    expect(rejection(sc, cmd('RecordUnpaidPurchase', 'p01'))).toMatchObject({
      code: 'ANNOUNCEMENT_NOT_BINDING',
      ruleRef: 'FSNP Art. 31',
    });
  });

  it('LNSE 123/13 I.53: a rebuy paid during a hand is booked at once; its 10,000 chips join the stack when the hand ends', () => {
    const sc = withStack(lnse(), 3000);
    const { tableId } = sc.seatOf('p01');
    const handNo = sc.state.tables[tableId].handNo + 1;
    sc.apply({ type: 'HandStarted', data: { tableId, handNo, level: 2, startedAt: at(20) } });
    const [e] = sc.do(rebuy('p01'));
    expect(e).toMatchObject({
      type: 'RebuyTaken',
      ruleRef: expect.stringContaining('LNSE 123/13 I.53'),
      data: { stackBefore: 3000, stackAfter: 3000, chipsFromNextHand: { tableId, handNo } },
    });
    expect(sc.state.entrants.p01.stack).toBe(3000);
    expect(sc.state.money.byCode.RB).toEqual({ prizeFund: 8_000_000, fee: 2_000_000, count: 1 });
    expect(chipsOnTables(sc.state)).toBe(chipsInPlay(sc.state));
    const mate = Object.values(sc.state.tables[tableId].seats).find((p) => p !== 'p01')!;
    const mateStack = sc.state.entrants[mate].stack;
    sc.apply({
      type: 'HandCompleted',
      data: {
        tableId,
        handNo,
        completedAt: at(21),
        stacks: [
          { seat: sc.seatOf('p01').seat, chips: 2000 },
          { seat: sc.seatOf(mate).seat, chips: mateStack + 1000 },
        ],
      },
    });
    expect(sc.state.entrants.p01.stack).toBe(12000);
    expect(chipsOnTables(sc.state)).toBe(chipsInPlay(sc.state));
  });

  it('LNSE 123/13 I.53: the regulator’s rule audit reads a rebuy paid during a hand as deferred chips, not as missing ones', () => {
    const sc = new Scenario().setup(lnseCreate(), 25).at(20);
    const { tableId, seat } = sc.seatOf('p01');
    const t = sc.state.tables[tableId];
    const counts = Object.entries(t.seats).map(([x, pid]) => ({
      seat: +x,
      chips: +x === seat ? 3000 : sc.state.entrants[pid].stack,
    }));
    const mate = counts.find((x) => x.seat !== seat)!;
    mate.chips += 7000;
    sc.do({ type: 'RecordChipCounts', tournamentId: T, tableId, counts });
    sc.apply({ type: 'HandStarted', data: { tableId, handNo: 1, level: 2, startedAt: at(20) } });
    sc.do(rebuy('p01'));
    expect(auditEvents(storedStream(sc.events)).broken).toBeUndefined();
    const honest = sc.events.length - 1;
    const forged = JSON.parse(JSON.stringify(sc.events)) as TournamentEvent[];
    const f = forged[honest] as Extract<TournamentEvent, { type: 'RebuyTaken' }>;
    (f.data as { stackAfter: number }).stackAfter = 13000;
    expect(auditEvents(storedStream(forged)).broken).toMatchObject({ type: 'RebuyTaken' });
  });

  it('LNSE 123/13 I.54: a player who loses the hand he paid a rebuy in stays in with the rebuy chips', () => {
    const sc = withStack(lnse(), 1000);
    const { tableId, seat } = sc.seatOf('p01');
    const handNo = sc.state.tables[tableId].handNo + 1;
    sc.apply({ type: 'HandStarted', data: { tableId, handNo, level: 2, startedAt: at(20) } });
    sc.do(rebuy('p01'));
    const mate = Object.values(sc.state.tables[tableId].seats).find((p) => p !== 'p01')!;
    sc.apply({
      type: 'HandCompleted',
      data: {
        tableId,
        handNo,
        completedAt: at(21),
        stacks: [
          { seat, chips: 0 },
          { seat: sc.seatOf(mate).seat, chips: sc.state.entrants[mate].stack + 1000 },
        ],
      },
    });
    expect(sc.state.entrants.p01).toMatchObject({ status: 'seated', stack: 10000 });
  });

  it('FSNP Art. 32: the same rebuy during a hand is refused under FSNP (flip of reEntry.paidDuringHand)', () => {
    const sc = withStack(new Scenario().setup(raCreate(), 25).at(20), 1000);
    const { tableId } = sc.seatOf('p01');
    sc.apply({ type: 'HandStarted', data: { tableId, handNo: 9, level: 2, startedAt: at(20) } });
    expect(rejection(sc, cmd('ReEnter', 'p01'))).toMatchObject({
      code: 'HAND_IN_PROGRESS',
      ruleRef: 'FSNP Art. 32; DECISION-7',
    });
  });
});

describe('LNSE 123/13 add-on (I.49-50, I.55-56)', () => {
  const atBreak = (terms = {}) => lnse(terms).at(172);

  it('LNSE 123/13 I.50: the add-on gives the chips the tournament published (15,000), not twice the start', () => {
    expect(atBreak({ addOnChips: 15000 }).do(cmd('TakeAddOn', 'p02'))[0]).toMatchObject({
      type: 'AddOnTaken',
      data: { stackBefore: 10000, stackAfter: 25000, purchase: { chips: 15000, code: 'AD' } },
    });
  });

  it('LNSE 123/13 I.49-50: without a published figure the add-on is the default two starting stacks (20,000)', () => {
    expect(atBreak().do(cmd('TakeAddOn', 'p02'))[0]).toMatchObject({
      data: { purchase: { chips: 20000 } },
    });
  });

  it('LNSE 123/13 I.55: at the add-on break a rebuy and the add-on are bought together (3,000 → 13,000 → 33,000)', () => {
    const sc = withStack(lnse().at(150), 3000).at(172);
    const events = sc.do(both('p01'));
    expect(events).toMatchObject([
      {
        type: 'RebuyTaken',
        data: { stackBefore: 3000, stackAfter: 13000 },
        ruleRef: 'LNSE 123/13 I.55',
      },
      { type: 'AddOnTaken', data: { stackBefore: 13000, stackAfter: 33000 } },
    ]);
    const [r, a] = events as Extract<TournamentEvent, { type: 'RebuyTaken' }>[];
    expect(a.data.purchase.purchaseNo).toBe(r.data.purchase.purchaseNo + 1);
    expect(sc.state.money.byCode.RB.count).toBe(1);
    expect(sc.state.money.byCode.AD).toEqual({ prizeFund: 7_000_000, fee: 3_000_000, count: 1 });
    expect(sc.state.entrants.p01.stack).toBe(33000);
    expect(chipsOnTables(sc.state)).toBe(chipsInPlay(sc.state));
  });

  it('LNSE 123/13 I.55: the rebuy part must meet the rebuy condition (10,000 of 10,000 is refused)', () => {
    expect(rejection(atBreak(), both('p01'))).toMatchObject({
      code: 'REBUY_NOT_ELIGIBLE',
      ruleRef: 'LNSE 123/13 I.55; LNSE 123/13 I.48; DECISION-7',
    });
  });

  it('LNSE 123/13 I.55, I.48: the rebuy part counts against the published limit', () => {
    const sc = withStack(
      new Scenario().setup(lnseCreate({ maxReEntriesPerPlayer: 1 }), 25).at(20),
      0,
    );
    sc.do(rebuy('p01'));
    withStack(sc.at(150), 0);
    expect(rejection(sc.at(172), both('p01')).code).toBe('REENTRY_LIMIT_REACHED');
  });

  it('LNSE 123/13 I.55: outside the add-on break the combined purchase is refused', () => {
    expect(rejection(withStack(lnse(), 0), both('p01')).code).toBe('ADDON_NOT_NOW');
  });

  it('FSNP Art. 139.3(a), (d): FSNP sells no combined rebuy and add-on (flip of addOn.combinedWithRebuy)', () => {
    const sc = new Scenario().setup(raCreate(), 25).at(8 * 15 + 3);
    expect(rejection(sc, both('p01'))).toMatchObject({
      code: 'COMBINED_PURCHASE_NOT_OFFERED',
      ruleRef: 'FSNP Art. 139.3(a), (d)',
    });
  });
});

describe('LNSE 123/13 registration, refunds and late entry (I.29-34, IV.1.4)', () => {
  const open = (over = {}) => new Scenario().setup(lnseCreate(over), 5, false);

  it('LNSE 123/13 IV.1.4(a): a single registration is refunded before registration closes, its IN line reversed', () => {
    const sc = open({ registrationCap: 5 });
    const [e] = sc.do(cmd('RefundRegistration', 'p03', { reason: 'notice given at the cashier' }));
    expect(e).toMatchObject({
      type: 'RegistrationRefunded',
      ruleRef: 'LNSE 123/13 IV.1.4(a)',
      data: {
        playerId: 'p03',
        registrationNumber: 3,
        code: 'IN',
        prizeFund: 8_000_000,
        fee: 2_000_000,
        amount: 10_000_000,
        currency: 'ARS',
      },
    });
    expect(sc.state.money.byCode.IN).toEqual({
      prizeFund: 4 * 8_000_000,
      fee: 4 * 2_000_000,
      count: 4,
    });
    expect(sc.state.players.p03).toBeUndefined();
    // The refunded place is free again under the cap of 5 (I.34).
    expect(sc.do(registerCmd('p06', { dateOfBirth: '1990-01-01' }))[0]).toMatchObject({
      data: { registrationNumber: 6 },
    });
  });

  it('LNSE 123/13 IV.1.4(a): after registration closes the refund is refused and the stack plays', () => {
    const sc = open();
    sc.do({ type: 'CloseRegistration', tournamentId: T });
    expect(
      rejection(sc, cmd('RefundRegistration', 'p03', { reason: 'late notice' })),
    ).toMatchObject({
      code: 'REGISTRATION_CLOSED',
      ruleRef: 'LNSE 123/13 IV.1.4(a)',
    });
  });

  it('FSNP Art. 34: FSNP refunds no registration (flip of fees.refundBeforeRegistrationClose)', () => {
    const sc = new Scenario().setup(raCreate(), 5, false);
    expect(rejection(sc, cmd('RefundRegistration', 'p03', { reason: 'x' }))).toMatchObject({
      code: 'REFUND_NOT_ALLOWED',
      ruleRef: 'FSNP Art. 34',
    });
  });

  it('LNSE 123/13 I.34: a late entry is refused once the published cap of 25 is reached', () => {
    const sc = new Scenario().setup(lnseCreate({ registrationCap: 25 }), 25).at(45);
    expect(
      rejection(
        sc,
        registerCmd('late-1', {
          dateOfBirth: '1990-01-01',
          idDocument: { type: 'DNI', number: 'L1' },
        }),
      ),
    ).toMatchObject({ code: 'REGISTRATION_FULL', ruleRef: 'LNSE 123/13 I.1(8), I.34' });
  });

  it('LNSE 123/13 I.1(8), I.34 (registration.playerCap): given the published cap of 25 reached and free seats, when the parameter is flipped to seats-available, then the same late entry takes a free seat', () => {
    const late = registerCmd('late-1', {
      dateOfBirth: '1990-01-01',
      idDocument: { type: 'DNI', number: 'L1' },
    });
    const running = () => new Scenario().setup(lnseCreate({ registrationCap: 25 }), 25).at(45);
    expect(rejection(running(), late).code).toBe('REGISTRATION_FULL');
    const flipped = flipParameter('lnse', 'registration.playerCap', 'seats-available', () => {
      const sc = running();
      // Before the start the cap still counts: it is the seats offered.
      const before = new Scenario().setup(lnseCreate({ registrationCap: 25 }), 25, false);
      expect(rejection(before, late)).toMatchObject({
        code: 'REGISTRATION_FULL',
        ruleRef: 'LNSE 123/13 I.1(8), I.34',
      });
      return sc.try(late);
    });
    expect(flipped.ok && flipped.events.map((e) => e.type)).toContain('PlayerRegistered');
  });
});

describe('LNSE 123/13 players (I.27, I.35-36)', () => {
  const dni = (number: string) => ({ type: 'DNI', number });
  const open = (over = {}) => new Scenario().setup(lnseCreate(over), 2, false);
  const reg = (id: string, over = {}) =>
    registerCmd(id, { dateOfBirth: '1990-01-01', idDocument: dni(`${id}-doc`), ...over });
  const load = (...numbers: string[]): TournamentCommand =>
    ({
      type: 'LoadExclusionRegister',
      tournamentId: T,
      source: 'LNSE Res. 06/2007 register, 2026-12-01',
      documents: numbers.map(dni),
    }) as TournamentCommand;

  it('LNSE 123/13 I.27(b): a person on the loaded self-exclusion register is refused with the code only', () => {
    const sc = open();
    const [loaded] = sc.do(load('30.123.456', '27999888'));
    expect(loaded).toMatchObject({ type: 'ExclusionRegisterLoaded', data: { count: 2 } });
    expect(JSON.stringify(loaded)).not.toContain('30123456');
    const r = rejection(sc, reg('ar-7', { idDocument: dni('30123456') }));
    expect(r).toMatchObject({ code: 'ENTRY_REFUSED_REGISTER', ruleRef: 'LNSE 123/13 I.27(b)' });
    expect(r.message).not.toMatch(/exclu/i);
    expect(sc.do(reg('ar-8'))[0]).toMatchObject({
      data: { eligibility: { exclusionRegister: 'checked' } },
    });
  });

  it('LNSE 123/13 I.27(b): the register is checked again at accreditation ("at the time of the event")', () => {
    const sc = open();
    sc.do(reg('ar-9', { idDocument: dni('22.333.444') }));
    sc.do(load('22333444'));
    expect(
      rejection(sc, cmd('AccreditPlayer', 'ar-9', { idDocument: dni('22.333.444') })).code,
    ).toBe('ENTRY_REFUSED_REGISTER');
  });

  it('FSNP Art. 2, 29: FSNP keeps no gaming exclusion register (flip of registration.exclusionRegisterChecked)', () => {
    const sc = new Scenario().setup(raCreate(), 2, false);
    expect(rejection(sc, load('1'))).toMatchObject({
      code: 'NO_EXCLUSION_REGISTER',
      ruleRef: 'FSNP Art. 2, 29',
    });
  });

  it('LNSE 123/13 I.27(c): a first-degree relative of Casino Buenos Aires S.A. staff is refused', () => {
    const sc = open();
    const decl = { employer: 'Casino Buenos Aires SA', relation: 'first-degree-relative' };
    expect(rejection(sc, reg('ar-10', { staffDeclaration: decl }))).toMatchObject({
      code: 'STAFF_NOT_ELIGIBLE',
      ruleRef: 'LNSE 123/13 I.27(c)',
      message: expect.stringContaining(
        'first-degree relative of staff of Casino Buenos Aires S.A.',
      ),
    });
    expect(sc.try(reg('ar-11', { staffDeclaration: { employer: 'Banco Nación' } })).ok).toBe(true);
  });

  it('FSNP Art. 29: the same declaration does not bar a player under FSNP (flip of registration.barredEmployers)', () => {
    const sc = new Scenario().setup(raCreate(), 2, false);
    const decl = { employer: 'Casino Buenos Aires S.A.', relation: 'self' as const };
    expect(sc.try(registerCmd('ro-9', { staffDeclaration: decl })).ok).toBe(true);
  });

  it('LNSE 123/13 I.27(a): age is taken on the local day in Buenos Aires (22:00 on 5 Dec is not yet 6 Dec)', () => {
    const sc = open({ scheduledStart: '2026-12-06T01:00:00.000Z' });
    expect(rejection(sc, reg('ar-12', { dateOfBirth: '2008-12-06' }))).toMatchObject({
      code: 'UNDER_AGE',
      ruleRef: 'LNSE 123/13 I.27; LNSE 123/13 I.27(a)',
      message: 'Players must be 18 or older on the day they play (2026-12-05); this player is 17.',
    });
    expect(sc.do(reg('ar-13', { dateOfBirth: '2008-12-05' }))[0]).toMatchObject({
      data: { eligibility: { ageReferenceDay: '2026-12-05', age: 18 } },
    });
  });

  it('LNSE 123/13 I.27(a): once play has started the reference day is the day he plays; FSNP keeps the first day (flip of registration.ageReferenceDate)', () => {
    const lnseRunning = new Scenario().setup(lnseCreate(), 2);
    const fsnpRunning = new Scenario().setup(raCreate(), 2);
    const nextDay = '2026-12-06T18:00:00.000Z';
    expect(ageReferenceDay(lnseRunning.state, nextDay)).toBe('2026-12-06');
    expect(ageReferenceDay(fsnpRunning.state, nextDay)).toBe('2026-12-05');
  });

  it('LNSE 123/13 I.35-36, IV.2(a): accreditation in the scheduled period on the same identity document', () => {
    const sc = open({
      entryTerms: {
        accreditationOpensAt: '2026-12-05T15:30:00.000Z',
        accreditationClosesAt: '2026-12-05T16:45:00.000Z',
      },
    });
    sc.do(reg('ar-14'));
    expect(
      rejection(sc.at(-120), cmd('AccreditPlayer', 'ar-14', { idDocument: dni('ar-14-doc') })),
    ).toMatchObject({
      code: 'ACCREDITATION_NOT_OPEN',
      ruleRef: 'LNSE 123/13 I.35, I.1(4)',
    });
    sc.at(-60);
    expect(rejection(sc, cmd('AccreditPlayer', 'ar-14', { idDocument: dni('other') })).code).toBe(
      'IDENTITY_MISMATCH',
    );
    expect(
      sc.do(cmd('AccreditPlayer', 'ar-14', { idDocument: dni('ar-14-doc') }))[0],
    ).toMatchObject({
      type: 'PlayerAccredited',
      data: { playerId: 'ar-14', exclusionRegisterChecked: false },
    });
  });
});

describe('LNSE 123/13 absent players and reserve stacks (I.37-40, I.44, II.5, IV.10)', () => {
  const tick = (sc: Scenario) => sc.do({ type: 'TickClock', tournamentId: T });
  const started = () => new Scenario().setup(lnseCreate(), 25).at(5);

  it('LNSE 123/13 I.39, IV.10: a player still absent at the end of level 1 loses his 10,000 chips; no place is assigned', () => {
    const sc = started();
    sc.do(cmd('MarkPlayerAbsent', 'p05'));
    const removedBefore = sc.state.chips.removed;
    const events = tick(sc.at(21));
    expect(events.find((e) => e.type === 'AbsentPlayerStackRemoved')).toMatchObject({
      data: { playerId: 'p05', chips: 10000, afterLevel: 1, day: 1 },
      ruleRef: expect.stringContaining('LNSE 123/13 I.39, IV.10'),
    });
    expect(events.some((e) => e.type === 'PlayerEliminated')).toBe(false);
    expect(sc.state.entrants.p05).toMatchObject({ status: 'eliminated', stack: 0, tableId: null });
    expect(sc.state.chips.removed - removedBefore).toBe(10000);
    expect(chipsOnTables(sc.state)).toBe(chipsInPlay(sc.state));
  });

  it('LNSE 123/13 I.40: a hold granted on request keeps the stack past level 1; the Director revokes it and it goes at the next record', () => {
    const sc = started();
    sc.do(cmd('MarkPlayerAbsent', 'p05'));
    sc.do(cmd('GrantStackHold', 'p05'));
    expect(tick(sc.at(21)).some((e) => e.type === 'AbsentPlayerStackRemoved')).toBe(false);
    expect(sc.state.entrants.p05.stack).toBe(10000);
    expect(sc.do(cmd('RevokeStackHold', 'p05'))[0]).toMatchObject({
      type: 'StackHoldRevoked',
      ruleRef: 'LNSE 123/13 I.40',
    });
    expect(tick(sc.at(25)).map((e) => e.type)).toEqual(['AbsentPlayerStackRemoved']);
  });

  it('LNSE 123/13 I.40: only the Director revokes a hold', () => {
    expect(rolesFor('RevokeStackHold')).toEqual(['director']);
    expect(rolesFor('GrantStackHold')).toEqual(['director', 'floor']);
  });

  it('LNSE 123/13 I.37: a player who arrives before the end of level 1 keeps his stack', () => {
    const sc = started();
    sc.do(cmd('MarkPlayerAbsent', 'p05'));
    sc.at(12).do(cmd('RecordPlayerArrival', 'p05'));
    expect(tick(sc.at(21)).some((e) => e.type === 'AbsentPlayerStackRemoved')).toBe(false);
  });

  it('FSNP Art. 34, 135: FSNP has no absent-stack removal; the stack stays and is blinded (flip of registration.absentStackRemovedAfterDayLevel)', () => {
    const sc = new Scenario().setup(raCreate(), 25).at(5);
    expect(rejection(sc, cmd('MarkPlayerAbsent', 'p05'))).toMatchObject({
      code: 'NO_ABSENT_PROCEDURE',
      ruleRef: 'FSNP Art. 34, 135 (gap 15)',
    });
    expect(tick(sc.at(16)).some((e) => e.type === 'AbsentPlayerStackRemoved')).toBe(false);
    expect(sc.state.entrants.p05.stack).toBe(2500);
  });

  it('LNSE 123/13 II.5, I.44: the Director places 2 reserve stacks; a late entrant takes one, the unsold one leaves at the close', () => {
    const sc = new Scenario().setup(lnseCreate(), 25).at(30);
    const [placed] = sc.do({
      type: 'PlaceReserveStacks',
      tournamentId: T,
      count: 2,
    } as TournamentCommand);
    expect(placed).toMatchObject({
      type: 'ReservedSeatStacksPlaced',
      data: { chipsEach: 10000 },
      ruleRef: 'LNSE 123/13 II.5, I.44',
    });
    expect((placed.data as unknown as { seats: unknown[] }).seats).toHaveLength(2);
    const [reg] = sc.at(45).do(registerCmd('late-1', { dateOfBirth: '1990-01-01' }));
    expect(reg).toMatchObject({ data: { lateEntry: { claimedReservedStack: 10000 } } });
    const closed = sc.do({ type: 'CloseRegistration', tournamentId: T });
    expect(closed[1]).toMatchObject({
      type: 'ReservedSeatStacksRemoved',
      data: { chips: 10000 },
      ruleRef: 'LNSE I.44',
    });
    expect(chipsOnTables(sc.state)).toBe(chipsInPlay(sc.state));
  });

  it('FSNP Art. 135: FSNP places no reserve stacks once play runs (flip of registration.reserveStacksByDirector)', () => {
    const sc = new Scenario().setup(raCreate(), 25).at(30);
    expect(
      rejection(sc, { type: 'PlaceReserveStacks', tournamentId: T, count: 1 } as TournamentCommand),
    ).toMatchObject({ code: 'RESERVE_STACKS_NOT_ALLOWED', ruleRef: 'FSNP Art. 135' });
  });
});

describe('LNSE 123/13 published windows (I.1(4), I.1(6), I.29, I.34, I.48)', () => {
  const late = (id: string) =>
    registerCmd(id, { dateOfBirth: '1990-01-01', idDocument: { type: 'DNI', number: id } });

  it('LNSE 123/13 I.29, I.34: late registration closes at the end of the published level 4, not the default 8', () => {
    const sc = new Scenario().setup(
      lnseCreate({ entryTerms: { lateRegistrationUntilLevel: 4 } }),
      20,
    );
    expect(sc.at(79).try(late('l-1')).ok).toBe(true);
    expect(rejection(sc.at(95), late('l-2'))).toMatchObject({
      code: 'LATE_REGISTRATION_OVER',
      ruleRef: 'LNSE 123/13 I.29, I.34 (published close)',
      message: 'Late registration ended with level 4; the elimination levels have begun.',
    });
    // Without a published level the default of 8 still takes the entry in level 5.
    expect(new Scenario().setup(lnseCreate(), 20).at(95).try(late('l-3')).ok).toBe(true);
  });

  it('LNSE 123/13 I.48: rebuys end with the published level 2; the late registration window stays open', () => {
    const sc = new Scenario().setup(lnseCreate({ entryTerms: { rebuyUntilLevel: 2 } }), 20).at(45);
    withStack(sc, 0);
    expect(rejection(sc, rebuy('p01'))).toMatchObject({
      code: 'REENTRY_PERIOD_CLOSED',
      ruleRef: 'LNSE 123/13 I.48, I.54 (published window)',
    });
    expect(sc.try(late('l-4')).ok).toBe(true);
  });

  it('LNSE 123/13 I.29, I.48: the clock records the close of both windows at the later published level', () => {
    const sc = new Scenario().setup(
      lnseCreate({ entryTerms: { lateRegistrationUntilLevel: 2, rebuyUntilLevel: 5 } }),
      20,
    );
    const tick = (m: number) => sc.at(m).do({ type: 'TickClock', tournamentId: T });
    expect(tick(45).some((e) => e.type === 'LateRegistrationClosed')).toBe(false);
    expect(tick(115).find((e) => e.type === 'LateRegistrationClosed')).toMatchObject({
      data: { afterLevel: 5 },
      ruleRef: 'LNSE 123/13 I.48, I.54 (published window)',
    });
  });
});
