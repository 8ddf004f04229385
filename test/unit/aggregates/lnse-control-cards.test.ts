/**
 * LNSE 123/13 IV.2(b), IV.4(d), IV.5(c): the three-part control card handed over at
 * accreditation, and the unused Re Buy and Add On coupons withdrawn with the regulator's staff at
 * the end of each period (per card: issued = used + voided). lnseCreate: REBUY type, structure B
 * with 20-minute levels, breaks after levels 4 and 8 (rebuys until the end of level 8 at minute
 * 170; the add-on break runs from minute 170 to 180), here with 2 rebuys per player.
 */
import { lnseCreate, raCreate, Scenario, T } from '../../support/tournament-fixtures';
import { flipParameter } from '../../support/flip-parameter';
import type { TournamentCommand } from '../../../src/aggregates/tournament';
import type { TournamentEvent } from '../../../src/events/tournament-events';

const cmd = (type: string, more: object = {}) =>
  ({ type, tournamentId: T, ...more }) as unknown as TournamentCommand;
const accredit = (p: string, i: number) =>
  cmd('AccreditPlayer', { playerId: p, idDocument: { type: 'CI', number: `ID${i}` } });
const voidCoupons = (item: 'rebuy' | 'add-on', regulatorWitness = 'LNSE inspector R. Díaz') =>
  cmd('VoidUnusedCoupons', { item, regulatorWitness });

function rejection(sc: Scenario, c: TournamentCommand) {
  const d = sc.try(c);
  if (d.ok) throw new Error(`accepted: ${JSON.stringify(d.events)}`);
  return d.rejection;
}

/** 18 LNSE players, two rebuys each, p01 and p02 accredited at the start. */
function accredited(): Scenario {
  const sc = new Scenario().setup(lnseCreate({ maxReEntriesPerPlayer: 2 }), 18).at(0);
  sc.do(accredit('p01', 1));
  sc.do(accredit('p02', 2));
  return sc;
}

/** p01 loses his stack to a table mate and takes one rebuy. */
function p01RebuysOnce(sc: Scenario): Scenario {
  const { tableId } = sc.seatOf('p01');
  const mate = Object.values(sc.state.tables[tableId].seats).find((x) => x !== 'p01')!;
  sc.at(20).playHand(tableId, { p01: 0, [mate]: 20000 });
  sc.do(cmd('ReEnter', { playerId: 'p01' }));
  return sc;
}

type Voided = Extract<TournamentEvent, { type: 'UnusedCouponsVoided' }>;

describe('LNSE 123/13 IV.2(b) — three-part control card: operator, LNSE, table drop', () => {
  it('LNSE 123/13 IV.2(b): given a REBUY tournament of 2 rebuys and an add-on, when p01 accredits, then he is handed card no. 1 with one Buy In, two Re Buy and one Add On coupon in three parts', () => {
    const sc = new Scenario().setup(lnseCreate({ maxReEntriesPerPlayer: 2 }), 18).at(0);
    const [e] = sc.do(accredit('p01', 1));
    expect(e).toMatchObject({
      type: 'PlayerAccredited',
      data: {
        playerId: 'p01',
        controlCard: {
          cardNo: 1,
          coupons: { buyIn: 1, rebuy: 2, addOn: 1 },
          parts: ['operator', 'regulator', 'table-drop'],
        },
      },
    });
    expect(e.ruleRef).toBe('LNSE 123/13 I.35-36, IV.2(a); LNSE 123/13 IV.2(b)');
  });

  it('LNSE 123/13 IV.2(b): with no rebuy limit the card says so (rebuy null: as many as the structure allows)', () => {
    const sc = new Scenario().setup(lnseCreate(), 18).at(0);
    const [e] = sc.do(accredit('p01', 1));
    expect(e).toMatchObject({ data: { controlCard: { coupons: { rebuy: null, addOn: 1 } } } });
  });

  it('LNSE 123/13 IV.2(b): registration.controlCard flipped to null, accreditation hands over no card', () => {
    flipParameter('lnse', 'registration.controlCard', null, () => {
      const sc = new Scenario().setup(lnseCreate({ maxReEntriesPerPlayer: 2 }), 18).at(0);
      const [e] = sc.do(accredit('p01', 1));
      expect(e.type).toBe('PlayerAccredited');
      expect((e.data as { controlCard?: unknown }).controlCard).toBeUndefined();
      expect(e.ruleRef).toBe('LNSE 123/13 I.35-36, IV.2(a)');
      expect(rejection(sc.at(175), voidCoupons('rebuy')).code).toBe('NO_CONTROL_CARDS');
    });
  });
});

describe('LNSE 123/13 IV.4(d) — end of rebuys: unused coupons withdrawn with LNSE', () => {
  it('LNSE 123/13 IV.4(d): given p01 used one of his two Re Buy coupons and p02 none, when the rebuy period has ended, then 3 unused coupons are withdrawn before the LNSE officer, table by table (issued 4 = used 1 + voided 3)', () => {
    const sc = p01RebuysOnce(accredited());
    const [e] = sc.at(175).do(voidCoupons('rebuy')) as Voided[];
    expect(e.type).toBe('UnusedCouponsVoided');
    expect(e.ruleRef).toBe('LNSE 123/13 IV.2(b); LNSE 123/13 IV.4(d)');
    expect(e.data).toMatchObject({
      item: 'rebuy',
      code: 'RB',
      witnessedBy: { directionId: 'td-1', regulatorWitness: 'LNSE inspector R. Díaz' },
      cards: [
        {
          playerId: 'p01',
          cardNo: 1,
          tableId: sc.seatOf('p01').tableId,
          issued: 2,
          used: 1,
          voided: 1,
        },
        {
          playerId: 'p02',
          cardNo: 2,
          tableId: sc.seatOf('p02').tableId,
          issued: 2,
          used: 0,
          voided: 2,
        },
      ],
      totals: { issued: 4, used: 1, voided: 3 },
    });
    for (const c of e.data.cards) expect(c.issued).toBe(c.used + c.voided);
  });

  it('LNSE 123/13 IV.4(d): in level 5, rebuys still on sale, the withdrawal is refused', () => {
    const r = rejection(accredited().at(90), voidCoupons('rebuy'));
    expect(r).toMatchObject({
      code: 'COUPON_PERIOD_OPEN',
      ruleRef: 'LNSE 123/13 IV.2(b); LNSE 123/13 IV.4(d)',
    });
    expect(r.message).toContain('end of level 8');
  });

  it('LNSE 123/13 IV.4(d): without the LNSE officer named, the withdrawal is refused', () => {
    expect(rejection(accredited().at(175), voidCoupons('rebuy', ' ')).code).toBe(
      'REGULATOR_WITNESS_REQUIRED',
    );
  });

  it('LNSE 123/13 IV.4(d): the coupons are withdrawn once; a second withdrawal is refused', () => {
    const sc = accredited().at(175);
    sc.do(voidCoupons('rebuy'));
    expect(rejection(sc, voidCoupons('rebuy')).code).toBe('COUPONS_ALREADY_VOIDED');
  });
});

describe('LNSE 123/13 IV.5(c) — end of add-ons: unused coupons withdrawn with LNSE', () => {
  it('LNSE 123/13 IV.5(c): during the add-on break the withdrawal is refused; after it, p01’s used coupon stays and p02’s unused one is withdrawn', () => {
    const sc = accredited().at(175);
    sc.do(cmd('TakeAddOn', { playerId: 'p01' }));
    expect(rejection(sc, voidCoupons('add-on'))).toMatchObject({
      code: 'COUPON_PERIOD_OPEN',
      ruleRef: 'LNSE 123/13 IV.2(b); LNSE 123/13 IV.5(c)',
    });
    const [e] = sc.at(185).do(voidCoupons('add-on')) as Voided[];
    expect(e.data).toMatchObject({
      item: 'add-on',
      code: 'AD',
      cards: [
        { playerId: 'p01', issued: 1, used: 1, voided: 0 },
        { playerId: 'p02', issued: 1, used: 0, voided: 1 },
      ],
      totals: { issued: 2, used: 1, voided: 1 },
    });
  });
});

describe('FSNP Art. 30 — no control cards under FSNP', () => {
  it('FSNP Art. 30: an FSNP tournament has no coupons to withdraw, and the refusal cites FSNP only', () => {
    const sc = new Scenario().setup(raCreate(), 18).at(200);
    const r = rejection(sc, voidCoupons('rebuy'));
    expect(r).toMatchObject({ code: 'NO_CONTROL_CARDS', ruleRef: 'FSNP Art. 30' });
  });
});

describe('LNSE 123/13 IV.3, I.89 — buy-in coupons collected at each table with LNSE', () => {
  const collect = (tableId: string, regulatorWitness = 'LNSE inspector R. Díaz') =>
    cmd('CollectBuyInCoupons', { tableId, regulatorWitness });

  it('LNSE 123/13 IV.3: while registration is still open the coupons are not collected', () => {
    const sc = accredited();
    const r = rejection(sc, collect(sc.seatOf('p01').tableId));
    expect(r).toMatchObject({
      code: 'ENTRY_PERIOD_OPEN',
      ruleRef: 'LNSE 123/13 IV.2(b); LNSE 123/13 IV.3, I.89',
    });
  });

  it('LNSE 123/13 IV.3, I.89: given the entry period over, when p01’s table is collected before the LNSE officer, then its Buy In coupons are listed by seat with their card numbers, and players who hold no card are listed apart', () => {
    const sc = accredited();
    sc.do(cmd('CloseRegistration'));
    const { tableId } = sc.seatOf('p01');
    const [e] = sc.do(collect(tableId));
    if (e.type !== 'BuyInCouponsCollected') throw new Error(e.type);
    expect(e.ruleRef).toBe('LNSE 123/13 IV.2(b); LNSE 123/13 IV.3, I.89');
    const seated = Object.values(sc.state.tables[tableId].seats);
    const withCard = ['p01', 'p02'].filter((p) => seated.includes(p));
    expect(e.data.coupons.map((x) => x.playerId).sort()).toEqual(withCard);
    expect(e.data.coupons.find((x) => x.playerId === 'p01')).toEqual({
      playerId: 'p01',
      seat: sc.seatOf('p01').seat,
      cardNo: 1,
    });
    expect(e.data.coupons.length + e.data.withoutCard.length).toBe(seated.length);
    expect(e.data.witnessedBy).toEqual({
      directionId: 'td-1',
      regulatorWitness: 'LNSE inspector R. Díaz',
    });
    expect(rejection(sc, collect(tableId)).code).toBe('COUPONS_ALREADY_COLLECTED');
  });

  it('LNSE 123/13 IV.3: without the LNSE officer named, the collection is refused', () => {
    const sc = accredited();
    sc.do(cmd('CloseRegistration'));
    expect(rejection(sc, collect(sc.seatOf('p01').tableId, '')).code).toBe(
      'REGULATOR_WITNESS_REQUIRED',
    );
  });

  it('LNSE 123/13 IV.3: registration.controlCard flipped to null, there is nothing to collect', () => {
    flipParameter('lnse', 'registration.controlCard', null, () => {
      const sc = new Scenario().setup(lnseCreate(), 18).at(0);
      sc.do(cmd('CloseRegistration'));
      expect(rejection(sc, collect(sc.seatOf('p01').tableId)).code).toBe('NO_CONTROL_CARDS');
    });
  });
});

describe('LNSE 123/13 IV.4(a), IV.4(c), IV.5(a) — each rebuy and add-on uses a coupon of the control card', () => {
  it('LNSE 123/13 IV.4(a), IV.4(c): p01’s first rebuy uses Re Buy coupon 1 of card no. 1, with his table written on it', () => {
    const sc = p01RebuysOnce(accredited());
    const e = sc.events.filter((x) => x.type === 'RebuyTaken').pop()!;
    expect(e).toMatchObject({
      data: { coupon: { cardNo: 1, n: 1, tableId: sc.seatOf('p01').tableId } },
    });
    expect(e.ruleRef).toContain('LNSE 123/13 IV.4(a), IV.4(c)');
  });

  it('LNSE 123/13 IV.4(a): with both Re Buy coupons used, a third rebuy is refused, naming the card', () => {
    const sc = p01RebuysOnce(accredited());
    const { tableId } = sc.seatOf('p01');
    const mate = Object.values(sc.state.tables[tableId].seats).find((x) => x !== 'p01')!;
    sc.playHand(tableId, {
      p01: 0,
      [mate]: sc.state.entrants[mate].stack + sc.state.entrants.p01.stack,
    });
    sc.do(cmd('ReEnter', { playerId: 'p01' }));
    sc.playHand(tableId, {
      p01: 0,
      [mate]: sc.state.entrants[mate].stack + sc.state.entrants.p01.stack,
    });
    const r = rejection(sc, cmd('ReEnter', { playerId: 'p01' }));
    expect(r.code).toBe('REENTRY_LIMIT_REACHED');
    expect(r.ruleRef).toContain('LNSE 123/13 IV.4(a)');
    expect(r.message).toContain('control card no. 1');
  });

  it('LNSE 123/13 IV.5(a): the add-on uses the Add On coupon; a second one is refused, naming the card', () => {
    const sc = accredited().at(175);
    const [e] = sc.do(cmd('TakeAddOn', { playerId: 'p01' }));
    expect(e).toMatchObject({ type: 'AddOnTaken', data: { coupon: { cardNo: 1, n: 1 } } });
    const r = rejection(sc, cmd('TakeAddOn', { playerId: 'p01' }));
    expect(r).toMatchObject({ code: 'ADDON_LIMIT_REACHED' });
    expect(r.ruleRef).toContain('LNSE 123/13 IV.5(a)-(b)');
  });

  it('LNSE 123/13 IV.4(a): a player who holds no control card (not accredited) buys without a coupon on record', () => {
    const sc = accredited();
    const { tableId } = sc.seatOf('p03');
    const mate = Object.values(sc.state.tables[tableId].seats).find((x) => x !== 'p03')!;
    sc.at(20).playHand(tableId, { p03: 0, [mate]: 20000 });
    const [e] = sc.do(cmd('ReEnter', { playerId: 'p03' }));
    expect((e.data as { coupon?: unknown }).coupon).toBeUndefined();
  });
});
