/**
 * Issue 20 over GraphQL: an independent LNSE Sit & Go from the publication of its
 * characteristics through the inspector's steps to the signed, paid receipts (LNSE 123/13 I.1,
 * I.23-26, IV.11, IV.9.1(e)); and the regulator's bundle of it verifies offline (npm run
 * verify) and shows the procedure steps. Also: a cancellation without LNSE's consent is refused
 * and goes through once the consent is recorded (I.6); an early end likewise, after which no
 * play is recorded, and the settlement LNSE consented to is posted to the ledger and shown in
 * the regulator's report (I.6, catalog open question 13).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyBundle } from '../../src/regulator/verify-bundle';
import { pdfText } from '../support/pdf-text';
import { ROOT } from './support/build';
import { gql, onlyError } from './support/graphql';
import { CANCEL, CREATE, OPEN, REGISTER, createInput, playerInput } from './support/operations';
import { startServer, type RunningServer } from './support/server';
import { ok, PAY, tokensFor, type Tokens } from './money-flow';

jest.setTimeout(180_000);

const RESULT = 'tournamentId duplicate events { type revision globalPosition }';
const M = {
  publish: `mutation($t: ID!, $input: CharacteristicsInput!) { publishCharacteristics(tournamentId: $t, input: $input) { ${RESULT} } }`,
  consent: `mutation($t: ID!, $scope: ConsentScope!, $officer: String!, $reference: String!, $reason: String!) { recordRegulatorConsent(tournamentId: $t, scope: $scope, officer: $officer, reference: $reference, reason: $reason) { ${RESULT} } }`,
  notify: `mutation($t: ID!, $id: ID!, $name: String!) { notifyInspector(tournamentId: $t, inspectorId: $id, inspectorName: $name) { ${RESULT} } }`,
  acta: `mutation($t: ID!, $no: String!, $text: String!) { recordInspectionActa(tournamentId: $t, actaNo: $no, particulars: $text) { ${RESULT} } }`,
  start: `mutation($t: ID!) { startTournament(tournamentId: $t) { ${RESULT} } }`,
  vouchers: `mutation($t: ID!, $table: ID!, $no: String!, $nos: [String!]!, $officer: ID!) { collectSitAndGoVouchers(tournamentId: $t, tableId: $table, tournamentNo: $no, voucherNos: $nos, lnseOfficerId: $officer) { ${RESULT} } }`,
  remove: `mutation($t: ID!, $p: ID!) { removePlayer(tournamentId: $t, playerId: $p, reason: WITHDRAWAL) { ${RESULT} } }`,
  fixTable: `mutation($t: ID!) { fixPayoutTable(tournamentId: $t) { ${RESULT} } }`,
  fixPool: `mutation($t: ID!) { fixPrizePool(tournamentId: $t) { ${RESULT} } }`,
  award: `mutation($t: ID!) { awardPrizes(tournamentId: $t) { ${RESULT} } }`,
  terminate: `mutation($t: ID!, $reason: String!) { terminateTournament(tournamentId: $t, reason: $reason) { ${RESULT} } }`,
  settle: `mutation($t: ID!, $lines: [TerminationSettlementLineInput!]!, $ref: String!) { recordTerminationSettlement(tournamentId: $t, lines: $lines, consentRef: $ref) { ${RESULT} } }`,
  sign: `mutation($t: ID!, $no: Int!, $p: ID!, $sup: ID!) { signPrizeReceipt(tournamentId: $t, receiptNo: $no, playerId: $p, supervisorId: $sup) { ${RESULT} } }`,
};
const BUNDLE = `query($id: ID!) { regulatorBundle(tournamentId: $id) {
  tournamentId chainHead eventCount files { name base64 } } }`;

const LEDGER = `query($id: ID!) { ledger(tournamentId: $id) { imbalance balances { account balance } } }`;

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const T = 'lnse-sng-2026-031';
const SEVEN = [1, 2, 3, 4, 5, 6, 7].map((i) => `sng${i}`);
const player = (p: string) =>
  playerInput(p, {
    clubId: 'casino-buenos-aires',
    dateOfBirth: '1985-06-15',
    idDocument: { type: 'DNI', number: `30${p.replace(/\D/g, '')}1234` },
  });
/** IV.11(b): ARS 10,000.00 inside a band of 5,000.00-20,000.00; 6,500 / 3,500 bp for 7-9 players (I.26). */
const SIT_AND_GO = {
  context: 'INDEPENDENT',
  buyInBand: { min: 500_000, max: 2_000_000 },
  prizeTable: { twoPlaces: [6500, 3500], threePlaces: [5000, 3000, 2000] },
};

let server: RunningServer;
let t: Tokens;
const dirs: string[] = [];
const types = (r: { events: { type: string }[] }) => r.events.map((e) => e.type);

beforeAll(async () => {
  server = await startServer();
  t = tokensFor(server);
});
afterAll(async () => {
  await server?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('LNSE 123/13 I.23-26, IV.11: a Sit & Go from publication to the signed receipts', () => {
  const now = Date.now();
  const start = now + 2 * HOUR;
  let awarded: { type: string }[] = [];

  it('LNSE 123/13 I.1: the sale cannot open before the characteristics are published', async () => {
    const input = createInput(T, {
      name: 'Sit & Go 031',
      rulesetId: 'lnse',
      tournamentType: 'SIT_AND_GO',
      currency: 'ARS',
      clubId: 'casino-buenos-aires',
      venue: 'Casino Buenos Aires, Buque Estrella de la Fortuna',
      scheduledStart: iso(start),
      seatsPerTable: 10,
      startingStack: 5_000,
      buyIn: { prizeFund: 800_000, fee: 200_000 },
    });
    ok(await gql(server.url, CREATE, { input }, t.director));
    const e = onlyError(await gql(server.url, OPEN, { id: T }, t.director));
    expect(e.extensions).toMatchObject({
      code: 'CHARACTERISTICS_NOT_PUBLISHED',
      ruleRef: 'LNSE 123/13 I.1, IV.1.1(a)',
    });
  });

  it('LNSE 123/13 IV.11(b): the Sit & Go publishes its band and prize table; the sale opens', async () => {
    const published = ok(
      await gql(
        server.url,
        M.publish,
        {
          t: T,
          input: {
            saleOpensAt: iso(now - HOUR),
            saleClosesAt: iso(start),
            accreditation: 'At the Sit & Go desk until the table is full',
            playingDays: [iso(start)],
            paidPlacesRule: 'LNSE I.26: 2 places up to 9 players, 3 with 10',
            sitAndGo: SIT_AND_GO,
          },
        },
        t.director,
      ),
    ).publishCharacteristics;
    expect(types(published)).toEqual(['TournamentCharacteristicsPublished']);
    ok(await gql(server.url, OPEN, { id: T }, t.director));
    for (const p of SEVEN)
      ok(await gql(server.url, REGISTER, { id: T, input: player(p) }, t.floor));
  });

  it("LNSE 123/13 IV.11(a): the start waits for the inspector's notice and Acta", async () => {
    expect(
      onlyError(await gql(server.url, M.start, { t: T }, t.director)).extensions,
    ).toMatchObject({ code: 'INSPECTOR_NOT_NOTIFIED', ruleRef: 'LNSE 123/13 IV.11(a)' });
    ok(await gql(server.url, M.notify, { t: T, id: 'lnse-7', name: 'Cdor. R. Gómez' }, t.director));
    expect(
      onlyError(await gql(server.url, M.start, { t: T }, t.director)).extensions,
    ).toMatchObject({ code: 'INSPECTION_ACTA_MISSING' });
    ok(
      await gql(
        server.url,
        M.acta,
        { t: T, no: 'ACTA 45/2026', text: 'One table, 7 players, buy-in ARS 10,000.00' },
        t.director,
      ),
    );
    expect(
      types(ok(await gql(server.url, M.start, { t: T }, t.director)).startTournament),
    ).toContain('TournamentStarted');
  });

  it('LNSE 123/13 IV.11.2: the vouchers are collected with LNSE once the round has started', async () => {
    const r = ok(
      await gql(
        server.url,
        M.vouchers,
        {
          t: T,
          table: 'T1',
          no: 'SNG-2026-031',
          nos: SEVEN.map((_, i) => `V-${1001 + i}`),
          officer: 'lnse-7',
        },
        t.floor,
      ),
    ).collectSitAndGoVouchers;
    expect(types(r)).toEqual(['SitAndGoVouchersCollected']);
  });

  it('LNSE 123/13 I.26, I.61: played down to one, 2 places are paid by the published table', async () => {
    // I.59-61: each withdrawal is classified as an elimination at that moment.
    for (const p of SEVEN.slice(2).reverse())
      ok(await gql(server.url, M.remove, { t: T, p }, t.floor));
    const last = ok(await gql(server.url, M.remove, { t: T, p: SEVEN[1] }, t.floor)).removePlayer;
    expect(types(last)).toContain('TournamentCompleted');
    ok(await gql(server.url, M.fixTable, { t: T }, t.director));
    ok(await gql(server.url, M.fixPool, { t: T }, t.director));
    awarded = ok(await gql(server.url, M.award, { t: T }, t.director)).awardPrizes.events;
    expect(awarded.filter((e) => e.type === 'PrizeAwarded')).toHaveLength(2);
  });

  it('LNSE 123/13 IV.9.1(e), IV.11.3: each receipt is paid only once the winner has signed it', async () => {
    const pay = (no: number, p: string) =>
      gql(
        server.url,
        PAY,
        { id: T, receiptNo: no, playerId: p, doc: player(p).idDocument },
        t.floor,
      );
    expect(onlyError(await pay(1, SEVEN[0])).extensions).toMatchObject({
      code: 'RECEIPT_NOT_SIGNED',
    });
    for (const [no, p] of [
      [1, SEVEN[0]],
      [2, SEVEN[1]],
    ] as const) {
      ok(await gql(server.url, M.sign, { t: T, no, p, sup: 'floor-7' }, t.floor));
      expect(types(ok(await pay(no, p)).payPrize)).toEqual(['PrizePaid']);
    }
  });

  it('npm run verify: the bundle verifies offline and shows the procedure steps', async () => {
    const b = ok(await gql(server.url, BUNDLE, { id: T }, t.regulator)).regulatorBundle;
    const dir = mkdtempSync(join(tmpdir(), 'ledger-sng-'));
    dirs.push(dir);
    for (const f of b.files as { name: string; base64: string }[])
      writeFileSync(join(dir, f.name), Buffer.from(f.base64, 'base64'));
    expect(await verifyBundle(dir)).toMatchObject({ ok: true, chainHead: b.chainHead });
    const cli = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/verify.ts', dir],
      { cwd: ROOT, env: { PATH: process.env.PATH }, encoding: 'utf8' },
    );
    expect(cli.status).toBe(0);
    const events = readFileSync(join(dir, 'events.jsonl'), 'utf8');
    for (const step of [
      'TournamentCharacteristicsPublished',
      'InspectorNotified',
      'InspectionActaRecorded',
      'SitAndGoVouchersCollected',
      'PrizeReceiptSigned',
      'PrizePaid',
    ])
      expect(events).toContain(`"${step}"`);
    // Table cells wrap: compare the words, not the line breaks.
    const pdf = pdfText(readFileSync(join(dir, 'report.pdf')))
      .pages.join('\n')
      .replace(/\s+/g, ' ');
    expect(pdf).toContain("Regulator's procedures");
    for (const step of ['Characteristics published', 'Inspector notified', 'Inspection Acta'])
      expect(pdf).toContain(step);
    expect(pdf).toContain('ACTA 45/2026');
    expect(pdf).toContain('LNSE 123/13');
  });
});

describe('LNSE 123/13 I.6: cancelling only with LNSE consent, over GraphQL', () => {
  it('LNSE 123/13 I.6: refused without the consent; with it recorded, cancelled and the consent used', async () => {
    const id = 'lnse-cancel-2026';
    const start = Date.now() + 20 * 24 * HOUR;
    ok(
      await gql(
        server.url,
        CREATE,
        {
          input: createInput(id, {
            rulesetId: 'lnse',
            tournamentType: 'FZ',
            currency: 'ARS',
            seatsPerTable: 9,
            scheduledStart: iso(start),
          }),
        },
        t.director,
      ),
    );
    const e = onlyError(
      await gql(server.url, CANCEL, { id, reason: 'Ship out of service' }, t.director),
    );
    expect(e.extensions).toMatchObject({
      code: 'REGULATOR_CONSENT_REQUIRED',
      ruleRef: 'LNSE 123/13 I.6',
    });
    ok(
      await gql(
        server.url,
        M.consent,
        {
          t: id,
          scope: 'CANCEL',
          officer: 'Lic. M. Pérez, Gerencia de Fiscalización',
          reference: 'Nota GF 123/2026',
          reason: 'Ship out of service',
        },
        t.director,
      ),
    );
    const done = ok(
      await gql(server.url, CANCEL, { id, reason: 'Ship out of service' }, t.director),
    ).cancelTournament;
    expect(done.events.map((x: { type: string }) => x.type)).toEqual([
      'RegulatorConsentUsed',
      'TournamentCancelled',
    ]);
  });
});

describe('LNSE 123/13 I.6: ending early only with LNSE consent, and the settlement it consented to, over GraphQL', () => {
  const id = 'lnse-terminate-2026';
  const now = Date.now();
  const start = now + 20 * 24 * HOUR;
  const consent = {
    t: id,
    scope: 'TERMINATE',
    officer: 'Lic. M. Pérez, Gerencia de Fiscalización',
    reference: 'Nota GF 201/2026',
    reason: 'Ship out of service',
  };

  it('LNSE 123/13 I.6: refused without the consent; with it, ended early and no more registration', async () => {
    ok(
      await gql(
        server.url,
        CREATE,
        {
          input: createInput(id, {
            rulesetId: 'lnse',
            tournamentType: 'FZ',
            currency: 'ARS',
            seatsPerTable: 9,
            scheduledStart: iso(start),
            buyIn: { prizeFund: 800_000, fee: 200_000 },
          }),
        },
        t.director,
      ),
    );
    ok(
      await gql(
        server.url,
        M.publish,
        {
          t: id,
          input: {
            saleOpensAt: iso(now - HOUR),
            saleClosesAt: iso(start),
            accreditation: 'At the control desk on the day',
            playingDays: [iso(start)],
            paidPlacesRule: '15 % of the registrants',
          },
        },
        t.director,
      ),
    );
    ok(await gql(server.url, OPEN, { id }, t.director));
    for (const p of ['tp1', 'tp2'])
      ok(await gql(server.url, REGISTER, { id, input: player(p) }, t.floor));
    const e = onlyError(
      await gql(server.url, M.terminate, { t: id, reason: 'Ship out of service' }, t.director),
    );
    expect(e.extensions).toMatchObject({
      code: 'REGULATOR_CONSENT_REQUIRED',
      ruleRef: 'LNSE 123/13 I.6',
    });
    ok(await gql(server.url, M.consent, consent, t.director));
    const done = ok(
      await gql(server.url, M.terminate, { t: id, reason: 'Ship out of service' }, t.director),
    ).terminateTournament;
    expect(types(done)).toEqual(['RegulatorConsentUsed', 'TournamentTerminated']);
    const row = ok(
      await gql(
        server.url,
        `query($id: ID!) { tournament(id: $id) { status } }`,
        { id },
        t.director,
      ),
    ).tournament;
    expect(row.status).toBe('TERMINATED');
    const late = onlyError(await gql(server.url, REGISTER, { id, input: player('tp3') }, t.floor));
    expect(late.extensions).toMatchObject({
      code: 'TOURNAMENT_TERMINATED',
      ruleRef: 'LNSE 123/13 I.6',
    });
  });

  it('LNSE 123/13 I.6, open question 13: the settlement is recorded as given, posted and shown', async () => {
    const line = (p: string, amount: number) => ({ playerId: p, amount, kind: 'REFUND' });
    const over = onlyError(
      await gql(
        server.url,
        M.settle,
        { t: id, lines: [line('tp1', 800_000), line('tp2', 800_001)], ref: 'Nota GF 202/2026' },
        t.director,
      ),
    );
    expect(over.extensions).toMatchObject({ code: 'SETTLEMENT_EXCEEDS_PRIZE_FUND' });
    const settled = ok(
      await gql(
        server.url,
        M.settle,
        { t: id, lines: [line('tp1', 800_000), line('tp2', 800_000)], ref: 'Nota GF 202/2026' },
        t.director,
      ),
    ).recordTerminationSettlement;
    expect(types(settled)).toEqual(['TerminationSettlementRecorded']);
    const ledger = ok(await gql(server.url, LEDGER, { id }, t.regulator)).ledger;
    expect(ledger.imbalance).toBe(0);
    const balance = (a: string) =>
      (ledger.balances as { account: string; balance: number }[]).find((b) => b.account === a)
        ?.balance ?? 0;
    expect(balance('prize-fund')).toBe(0);
    expect(Math.abs(balance('cash'))).toBe(400_000);

    const b = ok(await gql(server.url, BUNDLE, { id }, t.regulator)).regulatorBundle;
    const pdfFile = (b.files as { name: string; base64: string }[]).find(
      (f) => f.name === 'report.pdf',
    )!;
    const pdf = pdfText(Buffer.from(pdfFile.base64, 'base64'))
      .pages.join('\n')
      .replace(/\s+/g, ' ');
    expect(pdf).toContain('Ended early (force majeure)');
    expect(pdf).toContain('Nota GF 201/2026');
    expect(pdf).toContain('Termination settlement');
    expect(pdf).toContain('Nota GF 202/2026');
  });
});
