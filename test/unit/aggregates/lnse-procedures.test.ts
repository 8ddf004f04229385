/**
 * Issue 20, the inspector's procedures: the characteristics published before the advance sale
 * (LNSE 123/13 I.1, IV.1.1(a)), the regulator's consent before a cancellation, a suspension or
 * a force-majeure structure change (I.6; III.2 ¶5 and II.47 need none), and the Sit & Go gates
 * (I.23-26, IV.11). Each gate is a `procedures.*` parameter: FSNP shows it off.
 */
import type { TournamentCommand } from '../../../src/aggregates/tournament';
import type { PublishCharacteristics } from '../../../src/aggregates/tournament/procedures/procedures';
import type { CreateTournament } from '../../../src/aggregates/tournament/commands';
import type { StoredEvent } from '../../../src/events/envelope';
import { buildLedger, ledgerImbalance } from '../../../src/projections/ledger/ledger';
import { LNSE } from '../../../src/rules/rulesets/lnse';
import { flipParameter } from '../../support/flip-parameter';
import {
  at,
  createCmd,
  lnseCreate,
  pid,
  registerCmd,
  Scenario,
  START,
  STRUCTURE_B_20,
  T,
} from '../../support/tournament-fixtures';

const DAY = 86_400_000;
const daysBefore = (d: number) => new Date(Date.parse(START) - d * DAY).toISOString();

const publish = (over: Partial<PublishCharacteristics> = {}): PublishCharacteristics => ({
  type: 'PublishCharacteristics',
  tournamentId: T,
  saleOpensAt: daysBefore(20),
  saleClosesAt: START,
  accreditation: 'Control desk, 15:00-16:45 on the day',
  playingDays: [START],
  paidPlacesRule: '15 % of the registrants',
  ...over,
});

const refused = (sc: Scenario, cmd: TournamentCommand) => {
  const d = sc.try(cmd);
  if (d.ok) throw new Error(`accepted: ${d.events.map((e) => e.type).join(', ')}`);
  return d.rejection;
};
const types = (sc: Scenario, cmd: TournamentCommand) => sc.do(cmd).map((e) => e.type);

const register = (sc: Scenario, i: number) =>
  sc.do(
    registerCmd(pid(i), { dateOfBirth: '1990-01-01', idDocument: { type: 'DNI', number: `${i}` } }),
  );

describe('LNSE 123/13 I.1, IV.1.1(a): the characteristics are published before the advance sale', () => {
  it('LNSE 123/13 I.1: registration cannot open before the characteristics are published', () => {
    const sc = new Scenario();
    sc.do(lnseCreate());
    const e = refused(sc, { type: 'OpenRegistration', tournamentId: T });
    expect(e).toMatchObject({
      code: 'CHARACTERISTICS_NOT_PUBLISHED',
      ruleRef: 'LNSE 123/13 I.1, IV.1.1(a)',
    });
    sc.do(publish());
    expect(types(sc, { type: 'OpenRegistration', tournamentId: T })).toEqual([
      'RegistrationOpened',
    ]);
  });

  it('FSNP Art. 137 (procedures.characteristicsBeforeSale off): registration opens without a publication', () => {
    const sc = new Scenario();
    sc.do(createCmd());
    expect(types(sc, { type: 'OpenRegistration', tournamentId: T })).toEqual([
      'RegistrationOpened',
    ]);
  });

  it('LNSE 123/13 IV.1.1(a): a sale opening 14 days before the event is refused; 15 days is accepted', () => {
    const sc = new Scenario();
    sc.do(lnseCreate());
    const e = refused(sc, publish({ saleOpensAt: daysBefore(14) }));
    expect(e).toMatchObject({ code: 'ADVANCE_SALE_TOO_SHORT', ruleRef: 'LNSE 123/13 IV.1.1(a)' });
    expect(e.message).toContain('at least 15 days');
    expect(types(sc, publish({ saleOpensAt: daysBefore(15) }))).toEqual([
      'TournamentCharacteristicsPublished',
    ]);
  });

  it('FSNP Art. 137 (procedures.advanceSaleMinDays null): a short sale may be published', () => {
    const sc = new Scenario();
    sc.do(createCmd());
    expect(types(sc, publish({ saleOpensAt: daysBefore(1) }))).toEqual([
      'TournamentCharacteristicsPublished',
    ]);
  });

  it('LNSE 123/13 I.1: every item is required and the window runs forward', () => {
    const sc = new Scenario();
    sc.do(lnseCreate());
    expect(refused(sc, publish({ paidPlacesRule: ' ' })).code).toBe('CHARACTERISTICS_INCOMPLETE');
    expect(refused(sc, publish({ saleClosesAt: daysBefore(30) })).code).toBe('SALE_WINDOW_INVALID');
  });

  it('LNSE 123/13 IV.1.1(a): a registration before the sale opens or after it closes is refused', () => {
    const sc = new Scenario();
    sc.do(lnseCreate());
    sc.do(publish({ saleOpensAt: daysBefore(20), saleClosesAt: daysBefore(1) }));
    sc.do({ type: 'OpenRegistration', tournamentId: T });
    sc.now = daysBefore(21);
    expect(refused(sc, registerCmd('a', { dateOfBirth: '1990-01-01' }))).toMatchObject({
      code: 'SALE_NOT_OPEN',
      ruleRef: 'LNSE 123/13 I.1, IV.1.1(a)',
    });
    sc.now = daysBefore(10);
    expect(sc.do(registerCmd('a', { dateOfBirth: '1990-01-01' }))[0].type).toBe('PlayerRegistered');
    sc.now = daysBefore(0.5);
    expect(refused(sc, registerCmd('b', { dateOfBirth: '1990-01-01' })).code).toBe('SALE_CLOSED');
  });

  it('LNSE 123/13 I.1: the characteristics are published once, before the sale', () => {
    const sc = new Scenario();
    sc.do(lnseCreate());
    sc.do(publish());
    expect(refused(sc, publish()).code).toBe('CHARACTERISTICS_ALREADY_PUBLISHED');
  });
});

describe('LNSE 123/13 I.6: cancel, suspend or change for force majeure only with LNSE consent', () => {
  const consent = (scope: 'cancel' | 'suspend' | 'modify-structure') => ({
    type: 'RecordRegulatorConsent' as const,
    tournamentId: T,
    scope,
    officer: 'Lic. M. Pérez, Gerencia de Fiscalización',
    reference: 'Nota GF 123/2026',
    reason: 'Power cut on the ship',
  });
  const lnse = (n = 18, start = true) => new Scenario().setup(lnseCreate(), n, start);

  it('LNSE 123/13 I.6: a cancellation without the consent on record is refused', () => {
    const sc = lnse(18, false);
    const e = refused(sc, { type: 'CancelTournament', tournamentId: T, reason: 'Power cut' });
    expect(e).toMatchObject({ code: 'REGULATOR_CONSENT_REQUIRED', ruleRef: 'LNSE 123/13 I.6' });
  });

  it('LNSE 123/13 I.6: with the consent recorded the cancellation goes through and uses it', () => {
    const sc = lnse(18, false);
    const [k] = sc.do(consent('cancel'));
    expect(k).toMatchObject({
      type: 'RegulatorConsentRecorded',
      data: { consentId: 'K-1', scope: 'cancel', authority: 'LNSE 123/13' },
    });
    const out = sc.do({ type: 'CancelTournament', tournamentId: T, reason: 'Power cut' });
    expect(out.map((e) => e.type)).toEqual(['RegulatorConsentUsed', 'TournamentCancelled']);
    expect(out[0].data).toMatchObject({ consentId: 'K-1', usedFor: 'CancelTournament' });
  });

  it('FSNP Art. 137 (procedures.consentRequiredFor empty): the organiser cancels on its own', () => {
    const sc = new Scenario().setup(createCmd(), 4, false);
    expect(
      types(sc, { type: 'CancelTournament', tournamentId: T, reason: 'Venue closed' }),
    ).toEqual(['TournamentCancelled']);
  });

  it('LNSE 123/13 I.6: a consent for a cancellation does not cover a suspension', () => {
    const sc = lnse();
    sc.do(consent('cancel'));
    const pause = {
      type: 'PauseClock' as const,
      tournamentId: T,
      reason: 'Flood',
      forceMajeure: true,
    };
    expect(refused(sc, pause).code).toBe('REGULATOR_CONSENT_REQUIRED');
    sc.do(consent('suspend'));
    expect(types(sc, pause)).toContain('RegulatorConsentUsed');
  });

  it("LNSE 123/13 III.2 ¶5, II.44: the Director's own pause and structure change need no consent", () => {
    const sc = lnse();
    expect(
      types(sc, { type: 'PauseClock', tournamentId: T, reason: 'Dispute at table 2' }),
    ).toEqual(expect.arrayContaining(['ClockPaused']));
    const levels = STRUCTURE_B_20.map((l, i) => (i === 5 ? { ...l, durationMinutes: 30 } : l));
    expect(
      types(sc, { type: 'ModifyLevelStructure', tournamentId: T, levels, reason: 'Field is slow' }),
    ).toEqual(['LevelStructureModified']);
  });

  it('LNSE 123/13 I.6: a structure change for force majeure needs a consent, used once', () => {
    const sc = lnse();
    const change = (minutes: number) => ({
      type: 'ModifyLevelStructure' as const,
      tournamentId: T,
      levels: STRUCTURE_B_20.map((l, i) => (i === 5 ? { ...l, durationMinutes: minutes } : l)),
      reason: 'Ship must dock early',
      forceMajeure: true,
    });
    expect(refused(sc, change(10))).toMatchObject({
      code: 'REGULATOR_CONSENT_REQUIRED',
      ruleRef: 'LNSE 123/13 I.6',
    });
    sc.do(consent('modify-structure'));
    expect(types(sc, change(10))).toEqual(['RegulatorConsentUsed', 'LevelStructureModified']);
    expect(refused(sc, change(12)).code).toBe('REGULATOR_CONSENT_REQUIRED');
  });

  it('LNSE 123/13 I.6 (procedures.consentRequiredFor with modify-structure): every change needs a consent', () => {
    const sc = lnse();
    const restore = jest.replaceProperty(LNSE.procedures, 'consentRequiredFor', {
      value: ['cancel', 'modify-structure'],
      cite: 'LNSE 123/13 I.6',
    });
    try {
      const levels = STRUCTURE_B_20.map((l, i) => (i === 5 ? { ...l, durationMinutes: 30 } : l));
      const e = refused(sc, {
        type: 'ModifyLevelStructure',
        tournamentId: T,
        levels,
        reason: 'Field is slow',
      });
      expect(e.code).toBe('REGULATOR_CONSENT_REQUIRED');
    } finally {
      restore.restore();
    }
  });

  it('LNSE 123/13 I.6: a consent names the officer and its reference', () => {
    const sc = lnse(18, false);
    expect(refused(sc, { ...consent('cancel'), reference: '' }).code).toBe('CONSENT_INCOMPLETE');
  });
});

describe('LNSE 123/13 I.23-26, IV.11: a Sit & Go', () => {
  // IV.11(b): a buy-in of ARS 10,000.00 inside a published band of 5,000.00-20,000.00.
  const sngCreate = (over: Partial<CreateTournament> = {}) =>
    lnseCreate({
      tournamentType: 'SIT_AND_GO',
      buyIn: { prizeFund: 800_000, fee: 200_000 },
      prices: {},
      seatsPerTable: 10,
      ...over,
    });
  const sng = (context: 'independent' | 'within-multi-table' = 'independent') => ({
    context,
    parentTournamentId: context === 'independent' ? null : 't-main',
    buyInBand: { min: 500_000, max: 2_000_000 },
    prizeTable: { twoPlaces: [6500, 3500], threePlaces: [5000, 3000, 2000] },
  });
  const ready = (n: number, context: 'independent' | 'within-multi-table' = 'independent') => {
    const sc = new Scenario();
    sc.do(sngCreate());
    sc.do(publish({ saleOpensAt: at(-120), sitAndGo: sng(context) }));
    sc.do({ type: 'OpenRegistration', tournamentId: T });
    for (let i = 1; i <= n; i++) register(sc, i);
    sc.at(0);
    return sc;
  };
  const start = { type: 'StartTournament' as const, tournamentId: T };
  const notify = {
    type: 'NotifyInspector' as const,
    tournamentId: T,
    inspectorId: 'lnse-7',
    inspectorName: 'Cdor. R. Gómez',
  };
  const acta = {
    type: 'RecordInspectionActa' as const,
    tournamentId: T,
    actaNo: 'ACTA 45/2026',
    particulars: 'One table, 7 players, buy-in ARS 10,000.00',
  };

  it('LNSE 123/13 IV.11(b): a buy-in outside the published band is refused', () => {
    const sc = new Scenario();
    sc.do(sngCreate({ buyIn: { prizeFund: 2_400_000, fee: 600_000 } }));
    const e = refused(sc, publish({ saleOpensAt: at(-120), sitAndGo: sng() }));
    expect(e).toMatchObject({ code: 'BUY_IN_OUTSIDE_BAND', ruleRef: 'LNSE 123/13 IV.11(b)' });
    expect(e.message).toContain('3,000,000');
  });

  it('LNSE 123/13 IV.11(b): a Sit & Go publishes its band and prize table', () => {
    const sc = new Scenario();
    sc.do(sngCreate());
    expect(refused(sc, publish({ saleOpensAt: at(-120) })).code).toBe(
      'SIT_AND_GO_CHARACTERISTICS_REQUIRED',
    );
  });

  it('LNSE 123/13 I.26: a published table for 10 players must pay 3 places', () => {
    const sc = new Scenario();
    sc.do(sngCreate());
    const bad = { ...sng(), prizeTable: { twoPlaces: [6500, 3500], threePlaces: [6000, 4000] } };
    expect(refused(sc, publish({ saleOpensAt: at(-120), sitAndGo: bad }))).toMatchObject({
      code: 'SIT_AND_GO_PAID_PLACES',
      ruleRef: 'LNSE 123/13 I.26',
    });
  });

  it('LNSE 123/13 I.23: an 11th player is refused', () => {
    const sc = ready(10);
    expect(refused(sc, registerCmd(pid(11), { dateOfBirth: '1990-01-01' })).code).toBe(
      'REGISTRATION_FULL',
    );
  });

  it('LNSE 123/13 I.24, IV.11(c): a Sit & Go of 6 does not start', () => {
    const sc = ready(6);
    sc.do(notify);
    sc.do(acta);
    expect(refused(sc, start)).toMatchObject({
      code: 'FIELD_SIZE',
      ruleRef: 'LNSE 123/13 I.23-24, IV.11(c)',
    });
  });

  it("LNSE 123/13 IV.11(a): an independent Sit & Go starts only after the inspector's notice and Acta", () => {
    const sc = ready(7);
    expect(refused(sc, start)).toMatchObject({
      code: 'INSPECTOR_NOT_NOTIFIED',
      ruleRef: 'LNSE 123/13 IV.11(a)',
    });
    expect(refused(sc, acta).code).toBe('INSPECTOR_NOT_NOTIFIED');
    sc.do(notify);
    expect(refused(sc, start).code).toBe('INSPECTION_ACTA_MISSING');
    expect(sc.do(acta)[0]).toMatchObject({
      type: 'InspectionActaRecorded',
      data: { actaNo: 'ACTA 45/2026', inspectorId: 'lnse-7' },
    });
    expect(sc.do(start).map((e) => e.type)).toContain('TournamentStarted');
  });

  it("LNSE 123/13 IV.11(a): a Sit & Go within a multi-table event starts only with LNSE's authorisation", () => {
    const sc = ready(7, 'within-multi-table');
    expect(refused(sc, start).code).toBe('SIT_AND_GO_NOT_AUTHORIZED');
    expect(refused(sc, notify).code).toBe('WRONG_SIT_AND_GO_CONTEXT');
    sc.do({
      type: 'RecordSitAndGoAuthorization',
      tournamentId: T,
      reference: 'Autorización GF 88/2026',
      officer: 'Lic. M. Pérez',
    });
    expect(sc.do(start).map((e) => e.type)).toContain('TournamentStarted');
  });

  it('FSNP Art. 140 (procedures.sitAndGoStartGates off): no inspector step exists', () => {
    const sc = new Scenario();
    sc.do(createCmd());
    expect(refused(sc, notify).code).toBe('NOT_A_SIT_AND_GO_UNDER_THIS_RULESET');
  });

  it('LNSE 123/13 IV.11.2: the vouchers are collected with LNSE once the round has started, one per player', () => {
    const sc = ready(7);
    sc.do(notify);
    sc.do(acta);
    const collect = (voucherNos: string[]) => ({
      type: 'CollectSitAndGoVouchers' as const,
      tournamentId: T,
      tableId: 'T1',
      tournamentNo: 'SNG-2026-031',
      voucherNos,
      lnseOfficerId: 'lnse-7',
    });
    const seven = ['V1', 'V2', 'V3', 'V4', 'V5', 'V6', 'V7'];
    expect(refused(sc, collect(seven)).code).toBe('ROUND_NOT_STARTED');
    sc.do(start);
    expect(refused(sc, collect(seven.slice(1)))).toMatchObject({
      code: 'VOUCHER_COUNT',
      ruleRef: 'LNSE 123/13 IV.11.2',
    });
    expect(sc.do(collect(seven))[0]).toMatchObject({
      type: 'SitAndGoVouchersCollected',
      data: { tableId: 'T1', tournamentNo: 'SNG-2026-031', lnseOfficerId: 'lnse-7' },
    });
  });

  /** Runs `body` with one `procedures` parameter of LNSE set to `value` (a flip test). */
  const flipped = (
    key: 'sitAndGoBandAndPrizeTable' | 'sitAndGoStartGates' | 'sitAndGoVouchersWithRegulator',
    body: () => void,
  ) => {
    const r = jest.replaceProperty(LNSE.procedures, key, {
      value: false,
      cite: LNSE.procedures[key].cite,
    });
    try {
      body();
    } finally {
      r.restore();
    }
  };

  it('LNSE 123/13 IV.11(b) (procedures.sitAndGoBandAndPrizeTable off): no band or table is required', () =>
    flipped('sitAndGoBandAndPrizeTable', () => {
      const sc = new Scenario();
      sc.do(sngCreate({ buyIn: { prizeFund: 2_400_000, fee: 600_000 } }));
      expect(types(sc, publish({ saleOpensAt: at(-120) }))).toEqual([
        'TournamentCharacteristicsPublished',
      ]);
    }));

  it('LNSE 123/13 IV.11(a) (procedures.sitAndGoStartGates off): the Sit & Go starts without the inspector', () =>
    flipped('sitAndGoStartGates', () => {
      const sc = ready(7);
      expect(sc.do(start).map((e) => e.type)).toContain('TournamentStarted');
    }));

  it('LNSE 123/13 IV.11.2 (procedures.sitAndGoVouchersWithRegulator off): no voucher collection is recorded', () => {
    const sc = ready(7);
    sc.do(notify);
    sc.do(acta);
    sc.do(start);
    flipped('sitAndGoVouchersWithRegulator', () => {
      const d = sc.try({
        type: 'CollectSitAndGoVouchers',
        tournamentId: T,
        tableId: 'T1',
        tournamentNo: 'SNG-1',
        voucherNos: ['V1', 'V2', 'V3', 'V4', 'V5', 'V6', 'V7'],
        lnseOfficerId: 'lnse-7',
      });
      expect(!d.ok && d.rejection.code).toBe('NOT_A_SIT_AND_GO_UNDER_THIS_RULESET');
    });
  });

  it('LNSE 123/13 I.26, IV.11(b): 7 players are paid by the published 2-place table', () => {
    const sc = ready(7);
    sc.do(notify);
    sc.do(acta);
    sc.do(start);
    const [fixed] = sc.do({ type: 'FixPayoutTable', tournamentId: T });
    expect(fixed.data).toMatchObject({ places: 2, basisPoints: [6500, 3500] });
  });
});

describe('LNSE 123/13 I.6: ending the tournament early for force majeure, and its settlement (open question 13)', () => {
  const consent = (scope: 'terminate' | 'cancel') => ({
    type: 'RecordRegulatorConsent' as const,
    tournamentId: T,
    scope,
    officer: 'Lic. M. Pérez, Gerencia de Fiscalización',
    reference: 'Nota GF 77/2026',
    reason: 'Flooding in the card room',
  });
  const terminate = { type: 'TerminateTournament' as const, tournamentId: T, reason: 'Flood' };
  const settle = (
    lines: { playerId: string; amount: number; kind: 'refund' | 'prize' }[],
    consentRef = 'Nota GF 78/2026',
  ) => ({ type: 'RecordTerminationSettlement' as const, tournamentId: T, lines, consentRef });
  const lnse = (n = 18) => new Scenario().setup(lnseCreate(), n, true);

  it('LNSE 123/13 I.6: an early end without the consent on record is refused; a cancel consent does not cover it', () => {
    const sc = lnse();
    expect(refused(sc, terminate)).toMatchObject({
      code: 'REGULATOR_CONSENT_REQUIRED',
      ruleRef: 'LNSE 123/13 I.6',
    });
    sc.do(consent('cancel'));
    expect(refused(sc, terminate).code).toBe('REGULATOR_CONSENT_REQUIRED');
  });

  it('LNSE 123/13 I.6: with the consent recorded the early end uses it once and carries its reference', () => {
    const sc = lnse();
    sc.do(consent('terminate'));
    const out = sc.do(terminate);
    expect(out.map((e) => e.type)).toEqual(['RegulatorConsentUsed', 'TournamentTerminated']);
    expect(out[0].data).toMatchObject({ consentId: 'K-1', usedFor: 'TerminateTournament' });
    expect(out[1]).toMatchObject({
      ruleRef: 'LNSE 123/13 I.6',
      data: { reason: 'Flood', consentId: 'K-1', consentRef: 'Nota GF 77/2026' },
    });
  });

  it('LNSE 123/13 I.6: after the early end hands, clock, registration and purchases are refused', () => {
    const sc = lnse();
    sc.do(consent('terminate'));
    sc.do(terminate);
    const tableId = Object.keys(sc.state.tables)[0];
    const plays: TournamentCommand[] = [
      { type: 'StartHand', tournamentId: T, tableId },
      { type: 'PauseClock', tournamentId: T, reason: 'Break' },
      registerCmd(pid(40), {
        dateOfBirth: '1990-01-01',
        idDocument: { type: 'DNI', number: '40' },
      }),
      { type: 'TakeAddOn', tournamentId: T, playerId: pid(1) },
      terminate,
      { type: 'CancelTournament', tournamentId: T, reason: 'Again' },
    ];
    for (const cmd of plays)
      expect(refused(sc, cmd)).toMatchObject({
        code: 'TOURNAMENT_TERMINATED',
        ruleRef: 'LNSE 123/13 I.6',
      });
  });

  it('FSNP Art. 137 (procedures.consentRequiredFor empty): the organiser ends early without a consent', () => {
    const sc = new Scenario().setup(createCmd(), 4, true);
    expect(types(sc, terminate)).toEqual(['TournamentTerminated']);
    expect(sc.state.procedures?.terminated).toMatchObject({ consentRef: null });
    expect(refused(sc, { type: 'PauseClock', tournamentId: T, reason: 'x' })).toMatchObject({
      code: 'TOURNAMENT_TERMINATED',
      ruleRef: 'FSNP Art. 137',
    });
  });

  it('LNSE 123/13 I.6, open question 13: the settlement LNSE consented to is recorded as given, nothing computed', () => {
    const sc = lnse(18);
    const held = sc.state.money.prizeFund;
    expect(refused(sc, settle([{ playerId: pid(1), amount: 100, kind: 'refund' }])).code).toBe(
      'NOT_TERMINATED',
    );
    sc.do(consent('terminate'));
    sc.do(terminate);
    expect(refused(sc, settle([{ playerId: pid(99), amount: 100, kind: 'refund' }]))).toMatchObject(
      { code: 'PLAYER_NOT_FOUND', ruleRef: 'LNSE 123/13 I.6' },
    );
    expect(refused(sc, settle([{ playerId: pid(1), amount: held + 1, kind: 'prize' }])).code).toBe(
      'SETTLEMENT_EXCEEDS_PRIZE_FUND',
    );
    expect(refused(sc, settle([{ playerId: pid(1), amount: 100, kind: 'refund' }], ' ')).code).toBe(
      'REGULATOR_CONSENT_REQUIRED',
    );
    const [e] = sc.do(
      settle([
        { playerId: pid(1), amount: held - 1000, kind: 'prize' },
        { playerId: pid(2), amount: 1000, kind: 'refund' },
      ]),
    );
    expect(e).toMatchObject({
      type: 'TerminationSettlementRecorded',
      ruleRef: 'LNSE 123/13 I.6',
      data: { settlementNo: 1, total: held, heldBefore: held, consentRef: 'Nota GF 78/2026' },
    });
    // The ledger pays each line out of the prize fund in cash: the fund is empty, it balances.
    const ledger = buildLedger(
      sc.events.map(
        (x, i) =>
          ({
            eventId: `e-${i}`,
            streamId: `tournament-${T}`,
            revision: i,
            globalPosition: i + 1,
            type: x.type,
            schemaVersion: 1,
            data: x.data,
            metadata: { occurredAt: at(i) },
          }) as unknown as StoredEvent,
      ),
    );
    expect(ledgerImbalance(ledger)).toBe(0);
    expect(ledger.balances['prize-fund']).toBe(0);
    expect(ledger.balances.cash).toBe(sc.state.money.fees);
    expect(
      ledger.entries.filter((x) => x.eventType === 'TerminationSettlementRecorded'),
    ).toMatchObject([
      { playerId: pid(1), item: 'settlement-prize' },
      { playerId: pid(2), item: 'settlement-refund' },
    ]);
    // The fund is now paid out: a further centavo is more than is held.
    expect(refused(sc, settle([{ playerId: pid(3), amount: 1, kind: 'refund' }])).code).toBe(
      'SETTLEMENT_EXCEEDS_PRIZE_FUND',
    );
  });
});

describe('LNSE 123/13 IV.11.1 — a Sit & Go is bought at the cashier; its start is announced when full', () => {
  const sngCreate = () =>
    lnseCreate({
      tournamentType: 'SIT_AND_GO',
      buyIn: { prizeFund: 800_000, fee: 200_000 },
      prices: {},
      seatsPerTable: 10,
    });
  const sitAndGo = {
    context: 'independent' as const,
    parentTournamentId: null,
    buyInBand: { min: 500_000, max: 2_000_000 },
    prizeTable: { twoPlaces: [6500, 3500], threePlaces: [5000, 3000, 2000] },
  };

  it('LNSE 123/13 IV.11.1: given a Sit & Go, when its sale opens two hours before the start, the characteristics are published: no 15-day advance sale binds it', () => {
    const sc = new Scenario();
    sc.do(sngCreate());
    const [e] = sc.do(publish({ saleOpensAt: at(-120), sitAndGo }));
    expect(e).toMatchObject({
      type: 'TournamentCharacteristicsPublished',
      ruleRef: 'LNSE 123/13 I.1, IV.1.1(a); LNSE 123/13 IV.11.1',
    });
  });

  it('LNSE 123/13 IV.11.1: procedures.sitAndGoBoughtAtCashier flipped to false, the same Sit & Go needs the 15-day advance sale', () => {
    flipParameter('lnse', 'procedures.sitAndGoBoughtAtCashier', false, () => {
      const sc = new Scenario();
      sc.do(sngCreate());
      expect(refused(sc, publish({ saleOpensAt: at(-120), sitAndGo }))).toMatchObject({
        code: 'ADVANCE_SALE_TOO_SHORT',
        ruleRef: 'LNSE 123/13 IV.1.1(a)',
      });
    });
  });
});
