/**
 * LNSE 123/13 money over GraphQL (issue 20), against the compiled server: the published scale
 * by registrant bands (I.1(10), I.65), the band recorded at the close and the amounts after the
 * pool (I.64), the pool per item at an odd price (I.62), the operator share per table and day
 * (IV.6(c)), an order of elimination not established across tables (I.71, IV.9.1(c)-(d)), and
 * payment only against the signed receipt with the Supervisor, name and ID (IV.9.1(b), (e)).
 */
import { gql, onlyError } from './support/graphql';
import {
  CLOSE,
  CREATE,
  OPEN,
  PUBLISH as PUBLISH_CHARACTERISTICS,
  REGISTER,
  characteristicsInput,
  createInput,
  playerInput,
} from './support/operations';
import { startServer, type RunningServer } from './support/server';
import { ok, tokensFor, type Tokens } from './money-flow';
import { pdfText } from '../support/pdf-text';

jest.setTimeout(120_000);

const RESULT = 'tournamentId events { type revision globalPosition }';
const AUDIT = `query($id: ID!) { auditTrail(tournamentId: $id, first: 100) { nodes { type ruleRef } } }`;
const START = `mutation($id: ID!) { startTournament(tournamentId: $id) { ${RESULT} } }`;
const FIX_POOL = `mutation($id: ID!) { fixPrizePool(tournamentId: $id) { ${RESULT} } }`;
const REMOVE = `mutation($id: ID!, $p: ID!) { removePlayer(tournamentId: $id, playerId: $p, reason: WITHDRAWAL) { ${RESULT} } }`;
const TIE = `mutation($id: ID!, $ps: [ID!]!, $reason: String) {
  recordEliminationOrderUndeterminable(tournamentId: $id, playerIds: $ps, reason: $reason) { ${RESULT} } }`;
const AWARD = `mutation($id: ID!) { awardPrizes(tournamentId: $id) { ${RESULT} } }`;
const SIGN = `mutation($id: ID!, $r: Int!, $p: ID!, $s: ID!) {
  signPrizeReceipt(tournamentId: $id, receiptNo: $r, playerId: $p, supervisorId: $s) { ${RESULT} } }`;
const PAY = `mutation($id: ID!, $r: Int!, $p: ID!, $doc: IdentityDocumentInput!) {
  payPrize(tournamentId: $id, receiptNo: $r, playerId: $p, idDocument: $doc) { ${RESULT} } }`;
const PUBLISH = `mutation($id: ID!, $bands: [PayoutBandInput!]!) {
  publishPayoutBands(tournamentId: $id, bands: $bands) { ${RESULT} } }`;
const TABLE = `query($id: ID!) { payoutTable(tournamentId: $id) {
  fieldSize places basisPoints source amounts band { index minRegistrants maxRegistrants basisPoints } } }`;
const POOL = `query($id: ID!) { prizePool(tournamentId: $id) { amount byCode { code gross prizeFund fee prize benefit prizeShareBp } } }`;
const SHARE = `query($id: ID!) { tableShare(tournamentId: $id) { tableId playDay code gross fee operatorShare prizePart count } }`;
const PAYOUTS = `query($id: ID!) { payouts(tournamentId: $id) {
  bands { minRegistrants maxRegistrants basisPoints }
  receipts { receiptNo playerId place sharedPlaces sharedTotal pctBp amount paidAt
    signature { supervisorId fullName idDocumentType idDocumentNumber signedAt } } } }`;
const TABLES = `query($id: ID!) { tables(tournamentId: $id) { tableId seats { playerId } } }`;

/** ARS 100.01 at the 70 % floor: prize part ceil(70.007) = 70.01 booked per purchase. */
const PRICE = 10_001;
const BUY_IN = { prizeFund: 7_001, fee: 3_000 };
const BANDS = [
  { minRegistrants: 2, maxRegistrants: 5, basisPoints: [7_000, 3_000] },
  { minRegistrants: 6, maxRegistrants: null, basisPoints: [5_000, 3_000, 2_000] },
];
const PLAYERS = 7;
const ID = 'lnse-bands-2026';
const player = (i: number) =>
  playerInput(`ar-${i}`, {
    fullName: `Jugador Número ${i}`,
    dateOfBirth: '1985-05-05',
    idDocument: { type: 'DNI', number: `3000000${i}` },
  });
const lnse = (id: string, over: Record<string, unknown> = {}) =>
  createInput(id, {
    rulesetId: 'lnse',
    currency: 'ARS',
    venue: 'Casino Buenos Aires',
    seatsPerTable: 4,
    buyIn: BUY_IN,
    prizeShares: { IN: 7_000 },
    ...over,
  });

let server: RunningServer;
let t: Tokens;
const types = (r: { events: { type: string }[] }) => r.events.map((e) => e.type);

beforeAll(async () => {
  server = await startServer();
  t = tokensFor(server);
});
afterAll(async () => server?.stop());

describe('LNSE 123/13 money over GraphQL (issue 20)', () => {
  let closed: { events: { type: string }[] };
  /** The citation the regulator's audit trail shows for the last event of a type. */
  const citationOf = async (type: string): Promise<string> => {
    const nodes = ok(await gql(server.url, AUDIT, { id: ID }, t.regulator)).auditTrail.nodes as {
      type: string;
      ruleRef: string;
    }[];
    return nodes.filter((n) => n.type === type).pop()!.ruleRef;
  };
  let tables: { tableId: string; seats: { playerId: string | null }[] }[];

  beforeAll(async () => {
    ok(await gql(server.url, CREATE, { input: lnse(ID, { payoutBands: BANDS }) }, t.director));
    // LNSE 123/13 I.1: the characteristics are published before the sale opens.
    const characteristics = { id: ID, input: characteristicsInput(lnse(ID).scheduledStart) };
    ok(await gql(server.url, PUBLISH_CHARACTERISTICS, characteristics, t.director));
    ok(await gql(server.url, OPEN, { id: ID }, t.director));
    for (let i = 1; i <= PLAYERS; i++)
      ok(await gql(server.url, REGISTER, { id: ID, input: player(i) }, t.floor));
    closed = ok(await gql(server.url, CLOSE, { id: ID }, t.director)).closeRegistration;
    ok(await gql(server.url, START, { id: ID }, t.director));
    tables = ok(await gql(server.url, TABLES, { id: ID }, t.director)).tables;
  });

  it('LNSE 123/13 I.65, I.64: the close records the band for 7 registrants; the table has no amounts until the pool is fixed', async () => {
    expect(types(closed)).toEqual(['RegistrationClosed', 'PayoutTableFixed']);
    expect(await citationOf('PayoutTableFixed')).toContain('LNSE 123/13 I.1(10), I.65');
    const table = ok(await gql(server.url, TABLE, { id: ID }, t.player)).payoutTable;
    expect(table).toEqual({
      fieldSize: 7,
      places: 3,
      basisPoints: [5_000, 3_000, 2_000],
      source: 'published-band',
      amounts: null,
      band: {
        index: 1,
        minRegistrants: 6,
        maxRegistrants: null,
        basisPoints: [5_000, 3_000, 2_000],
      },
    });
    const p = ok(await gql(server.url, PAYOUTS, { id: ID }, t.player)).payouts;
    expect(p.bands).toEqual(BANDS);
  });

  it('LNSE 123/13 I.62, I.65: the pool per item on 7 x 100.01 and the band amounts, floor + residual to the top, sum = pool', async () => {
    ok(await gql(server.url, FIX_POOL, { id: ID }, t.director));
    const gross = PLAYERS * PRICE; // 700.07
    const prize = Math.ceil((gross * 7) / 10); // ceil(490.049) = 490.05
    const pool = ok(await gql(server.url, POOL, { id: ID }, t.regulator)).prizePool;
    expect(pool.amount).toBe(prize);
    expect(pool.byCode.find((x: { code: string }) => x.code === 'IN')).toEqual({
      code: 'IN',
      gross,
      prizeFund: PLAYERS * BUY_IN.prizeFund,
      fee: PLAYERS * BUY_IN.fee,
      prize,
      benefit: gross - prize,
      prizeShareBp: 7_000,
    });
    const table = ok(await gql(server.url, TABLE, { id: ID }, t.player)).payoutTable;
    // 49,005 x 50/30/20: 24,502.5 / 14,701.5 / 9,801: floors 24,502 / 14,701 / 9,801, 1 left.
    expect(table.amounts).toEqual([24_503, 14_701, 9_801]);
    expect(table.amounts.reduce((a: number, b: number) => a + b, 0)).toBe(prize);
  });

  it('LNSE 123/13 IV.6(c), I.62: per table and day the gross and the operator share add up to the determined benefit', async () => {
    const rows = ok(await gql(server.url, SHARE, { id: ID }, t.regulator)).tableShare;
    expect(new Set(rows.map((r: { tableId: string }) => r.tableId)).size).toBe(2);
    const sum = (k: string) => rows.reduce((n: number, r: Record<string, number>) => n + r[k], 0);
    expect(sum('gross')).toBe(PLAYERS * PRICE);
    expect(sum('operatorShare')).toBe(PLAYERS * PRICE - Math.ceil((PLAYERS * PRICE * 7) / 10));
    expect(sum('fee')).toBe(PLAYERS * BUY_IN.fee); // booked: 2 centavos fewer
    for (const r of rows) expect(r.prizePart).toBe(r.gross - r.operatorShare);
    expect(onlyError(await gql(server.url, SHARE, { id: ID }, t.floor)).extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('LNSE 123/13 I.71, IV.9.1: an order not established across tables shares places 2-3; receipts signed before a Supervisor, then paid', async () => {
    const [a, b] = tables.map((x) => x.seats.map((s) => s.playerId!).filter(Boolean));
    const [a1, ...restA] = a;
    const [b1, b2, ...restB] = b;
    for (const p of [...restA, ...restB]) ok(await gql(server.url, REMOVE, { id: ID, p }, t.floor));
    ok(await gql(server.url, REMOVE, { id: ID, p: a1 }, t.floor));
    ok(await gql(server.url, REMOVE, { id: ID, p: b2 }, t.floor));
    const tie = ok(
      await gql(
        server.url,
        TIE,
        { id: ID, ps: [b2, a1], reason: 'out at the same moment at both tables' },
        t.floor,
      ),
    ).recordEliminationOrderUndeterminable;
    expect(types(tie)).toEqual(['EliminationOrderUndeterminable']);
    expect(await citationOf('EliminationOrderUndeterminable')).toContain(
      'LNSE 123/13 I.71-72, IV.9.1(c)-(d)',
    );
    ok(await gql(server.url, AWARD, { id: ID }, t.director));
    let receipts = ok(await gql(server.url, PAYOUTS, { id: ID }, t.director)).payouts.receipts;
    const [first, ...shared] = [...receipts].sort(
      (x: { receiptNo: number }, y: { receiptNo: number }) => x.receiptNo - y.receiptNo,
    );
    expect(first).toMatchObject({ playerId: b1, place: 1, pctBp: 5_000, amount: 24_503 });
    // Places 2 and 3 (147.01 + 98.01 = 245.02) split 122.51 each; 50 % of the pool together.
    expect(
      shared.map((r: Record<string, unknown>) => [
        r.place,
        r.sharedPlaces,
        r.sharedTotal,
        r.pctBp,
        r.amount,
      ]),
    ).toEqual([
      [2, [2, 3], 24_502, 5_000, 12_251],
      [2, [2, 3], 24_502, 5_000, 12_251],
    ]);
    const winner = player(Number(b1.replace('ar-', '')));
    const refused = onlyError(
      await gql(
        server.url,
        PAY,
        { id: ID, r: first.receiptNo, p: b1, doc: winner.idDocument },
        t.floor,
      ),
    );
    expect(refused.extensions).toMatchObject({
      code: 'RECEIPT_NOT_SIGNED',
      ruleRef: 'LNSE 123/13 IV.9.1(e)',
    });
    ok(await gql(server.url, SIGN, { id: ID, r: first.receiptNo, p: b1, s: 'sup-3' }, t.floor));
    ok(
      await gql(
        server.url,
        PAY,
        { id: ID, r: first.receiptNo, p: b1, doc: winner.idDocument },
        t.floor,
      ),
    );
    receipts = ok(await gql(server.url, PAYOUTS, { id: ID }, t.regulator)).payouts.receipts;
    const signed = receipts.find((r: { receiptNo: number }) => r.receiptNo === first.receiptNo);
    expect(signed.paidAt).not.toBeNull();
    expect(signed.signature).toMatchObject({
      supervisorId: 'sup-3',
      fullName: winner.fullName,
      idDocumentType: 'DNI',
      idDocumentNumber: winner.idDocument.number,
    });
    const room = ok(await gql(server.url, PAYOUTS, { id: ID }, t.player)).payouts.receipts;
    expect(
      room.find((r: { receiptNo: number }) => r.receiptNo === first.receiptNo).signature,
    ).toMatchObject({ supervisorId: 'sup-3', idDocumentNumber: '(withheld)' });

    // The regulator's PDF: the band, each receipt's place and % of the pool, the signature.
    const pdf = await fetch(`${server.url}/regulator/tournaments/${ID}/bundle/report.pdf`, {
      headers: { authorization: `Bearer ${t.regulator}` },
    });
    const text = pdfText(Buffer.from(await pdf.arrayBuffer())).pages.join('\n');
    expect(text).toMatch(/band 2 of the published scale \(6 or more\s+registrants\)/);
    expect(text).toContain('50.00 %');
    expect(text).toContain('of 245.02');
    expect(text.replace(/\s+/g, ' ')).toContain(
      `signed by ${winner.fullName} (DNI ${winner.idDocument.number}) before Supervisor sup-3`,
    );
    expect(text).toContain('NOT SIGNED');

    // The regulator's bundle: the table-benefit CSV carries the determined share per table.
    const res = await fetch(`${server.url}/regulator/tournaments/${ID}/bundle/table-benefit.csv`, {
      headers: { authorization: `Bearer ${t.regulator}` },
    });
    expect(res.status).toBe(200);
    const [header, ...lines] = (await res.text()).trim().split('\n');
    const cols = header.split(',');
    const share = cols.indexOf('operator_share_determined');
    expect(share).toBeGreaterThan(0);
    expect(lines.reduce((n, l) => n + Number(l.split(',')[share]), 0)).toBe(
      PLAYERS * PRICE - Math.ceil((PLAYERS * PRICE * 7) / 10),
    );
  });

  it('LNSE 123/13 I.1(10): publishPayoutBands before the sale; refused once registration is open; FSNP refuses a scale', async () => {
    const id = 'lnse-bands-later';
    ok(await gql(server.url, CREATE, { input: lnse(id) }, t.director));
    const pub = ok(await gql(server.url, PUBLISH, { id, bands: BANDS }, t.director));
    expect(types(pub.publishPayoutBands)).toEqual(['PayoutBandsPublished']);
    const characteristics = { id, input: characteristicsInput(lnse(id).scheduledStart) };
    ok(await gql(server.url, PUBLISH_CHARACTERISTICS, characteristics, t.director));
    ok(await gql(server.url, OPEN, { id }, t.director));
    const late = onlyError(await gql(server.url, PUBLISH, { id, bands: BANDS }, t.director));
    expect(late.extensions).toMatchObject({ code: 'PAYOUT_BANDS_AFTER_SALE' });
    const fsnp = onlyError(
      await gql(
        server.url,
        CREATE,
        { input: createInput('fsnp-bands', { payoutBands: BANDS }) },
        t.director,
      ),
    );
    expect(fsnp.extensions).toMatchObject({
      code: 'PAYOUT_BANDS_NOT_ALLOWED',
      ruleRef: 'FSNP Art. 131(b)',
    });
  });
});
