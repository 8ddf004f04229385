/**
 * Issue 20 "Done when": a whole LNSE 123/13 rebuy + add-on tournament at three tables over
 * GraphQL against the compiled server, from the publication of its characteristics to the signed,
 * paid receipts, at odd-centavo prices: the band recorded at the close (I.65), a rebuy under the
 * published condition (I.48), an add-on at the break (I.50), played down to one with tables broken
 * (I.92-93), the pool per item (I.62), floor + residual payouts (I.65), the operator share per
 * table (IV.6(c)), payment only against the signed receipt (IV.9.1(e)); and the regulator's
 * bundle verifies offline and shows the figures. The server clock is shifted through
 * LEDGER_CLOCK_OFFSET_FILE to reach the add-on break after level 8.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyBundle } from '../../src/regulator/verify-bundle';
import { pdfText } from '../support/pdf-text';
import { STRUCTURE_B_20 } from '../support/tournament-fixtures';
import { ROOT } from './support/build';
import { gql, onlyError } from './support/graphql';
import {
  CLOSE,
  CREATE,
  OPEN,
  PUBLISH,
  REGISTER,
  characteristicsInput,
  createInput,
  playerInput,
} from './support/operations';
import { startServer, type RunningServer } from './support/server';
import { AWARD, FIX_POOL, PAY } from './money-flow';

jest.setTimeout(120_000);

const RESULT = 'tournamentId duplicate projected events { type revision globalPosition }';
const AT = '$t: ID!, $table: ID!, $hand: Int!';
const ON = 'tournamentId: $t, tableId: $table, handNo: $hand';
const M = {
  start: `mutation($t: ID!) { startTournament(tournamentId: $t) { ${RESULT} } }`,
  startHand: `mutation($t: ID!, $table: ID!) { startHand(tournamentId: $t, tableId: $table) { ${RESULT} } }`,
  post: `mutation(${AT}) { postForcedBets(${ON}) { ${RESULT} } }`,
  act: `mutation(${AT}, $seat: Int!, $action: HandActionKind!) { recordAction(${ON}, seat: $seat, action: $action) { ${RESULT} } }`,
  board: `mutation(${AT}) { dealBoard(${ON}) { ${RESULT} } }`,
  award: `mutation(${AT}, $winners: [[Int!]!]) { awardPots(${ON}, winners: $winners) { ${RESULT} } }`,
  complete: `mutation(${AT}) { completeHand(${ON}) { ${RESULT} } }`,
  counts: `mutation($t: ID!, $table: ID!, $counts: [SeatChipsInput!]!) { recordChipCounts(tournamentId: $t, tableId: $table, counts: $counts) { ${RESULT} } }`,
  reEnter: `mutation($t: ID!, $p: ID!) { reEnter(tournamentId: $t, playerId: $p) { ${RESULT} } }`,
  addOn: `mutation($t: ID!, $p: ID!) { takeAddOn(tournamentId: $t, playerId: $p) { ${RESULT} } }`,
  breakOrder: `mutation($t: ID!, $order: [ID!]!) { publishTableBreakOrder(tournamentId: $t, order: $order) { ${RESULT} } }`,
  breakTable: `mutation($t: ID!, $table: ID!) { breakTable(tournamentId: $t, tableId: $table) { ${RESULT} } }`,
  move: `mutation($t: ID!, $p: ID!, $to: ID!, $seat: Int!) { movePlayer(tournamentId: $t, playerId: $p, toTableId: $to, toSeat: $seat) { ${RESULT} } }`,
  sign: `mutation($t: ID!, $no: Int!, $p: ID!, $sup: ID!) { signPrizeReceipt(tournamentId: $t, receiptNo: $no, playerId: $p, supervisorId: $sup) { ${RESULT} } }`,
};
const Q = {
  clock: `query($t: ID!) { clock(tournamentId: $t) { elapsedMs level onBreak } }`,
  tables: `query($t: ID!) { tables(tournamentId: $t) { tableId players chips seats { seat playerId stack } } }`,
  current: `query($t: ID!, $table: ID!) { currentHand(tournamentId: $t, tableId: $table) {
    handNo phase seats { seat playerId stack allIn } toAct { seat } pots { amount } } }`,
  balancing: `query($t: ID!) { balancingSuggestions(tournamentId: $t) { shortBy ruleRef moves { playerId from { tableId seat } to { tableId seat } } } }`,
  standings: `query($t: ID!) { standings(tournamentId: $t) { completed winnerId playersLeft lines { place playerId } } }`,
  entries: `query($t: ID!, $p: ID) { entries(tournamentId: $t, playerId: $p, first: 100) { nodes { playerId status stack rebuys addOns } } }`,
  table: `query($t: ID!) { payoutTable(tournamentId: $t) { fieldSize places basisPoints source amounts band { index minRegistrants maxRegistrants } } }`,
  pool: `query($t: ID!) { prizePool(tournamentId: $t) { amount byCode { code gross prizeFund fee prize benefit prizeShareBp } } }`,
  share: `query($t: ID!) { tableShare(tournamentId: $t) { tableId playDay code gross fee operatorShare prizePart count } }`,
  payouts: `query($t: ID!) { payouts(tournamentId: $t) { receipts { receiptNo playerId place pctBp amount paidAt
    signature { supervisorId fullName idDocumentType idDocumentNumber } } } }`,
  bundle: `query($t: ID!) { regulatorBundle(tournamentId: $t) { tournamentId chainHead eventCount files { name base64 } } }`,
};

const HOUR = 3_600_000;
const T = `lnse-whole-${process.pid}`;
const FIELD = 20;
/** ARS 100.01 an entry and a rebuy, ARS 80.01 an add-on: 70 % of each is never whole centavos. */
const BUY_IN = { prizeFund: 7_001, fee: 3_000 };
const ADD_ON = { prizeFund: 5_601, fee: 2_400 };
const SHARE = 7_000;
const BANDS = [
  { minRegistrants: 2, maxRegistrants: 9, basisPoints: [6_000, 4_000] },
  { minRegistrants: 10, maxRegistrants: null, basisPoints: [5_000, 3_000, 2_000] },
];
const ids = Array.from({ length: FIELD }, (_, i) => `${T}-p${i + 1}`);
const player = (p: string) =>
  playerInput(p, {
    fullName: `Jugador ${p.split('-').pop()!.replace('p', 'Número ')}`,
    clubId: 'casino-buenos-aires',
    dateOfBirth: '1985-06-15',
    idDocument: { type: 'DNI', number: `30${p.replace(/.*-p/, '').padStart(3, '0')}456` },
  });

let server: RunningServer;
let director: string;
let floor: string;
let dealer: string;
let regulator: string;
let offsetFile: string;
const dirs: string[] = [];

/* eslint-disable @typescript-eslint/no-explicit-any */
const run = (query: string, variables: Record<string, unknown>, token = director) =>
  gql<any>(server.url, query, variables, token);
async function ok(query: string, variables: Record<string, unknown>, token = director) {
  const r = await run(query, variables, token);
  if (r.errors) throw new Error(`unexpected error: ${JSON.stringify(r.errors)}`);
  return r.data;
}
const entry = async (p: string) => (await ok(Q.entries, { t: T, p })).entries.nodes[0] as any;
const types = (r: any) => (Object.values(r)[0] as any).events.map((e: any) => e.type as string);
const tables = async () => (await ok(Q.tables, { t: T })).tables as any[];
const current = async (table: string) => (await ok(Q.current, { t: T, table }, dealer)).currentHand;

async function playTimeIs(minutes: number): Promise<void> {
  const c = (await ok(Q.clock, { t: T })).clock;
  const now = Number(readFileSync(offsetFile, 'utf8'));
  writeFileSync(offsetFile, String(now + minutes * 60_000 - c.elapsedMs));
}

/** The floor's count at a table: `a` holds `stack`, a table-mate takes the difference. */
async function setStack(a: string, stack: number) {
  const table = (await tables()).find((x) => x.seats.some((s: any) => s.playerId === a));
  const seatA = table.seats.find((s: any) => s.playerId === a);
  const mate = table.seats.find((s: any) => s.playerId && s.playerId !== a);
  const counts = table.seats
    .filter((s: any) => s.playerId)
    .map((s: any) => ({
      seat: s.seat,
      chips: s === seatA ? stack : s === mate ? s.stack + seatA.stack - stack : s.stack,
    }));
  await ok(M.counts, { t: T, table: table.tableId, counts }, floor);
}

/** The floor's count at `table`: one player holds all but distinct short stacks (LNSE IV.7.1). */
async function oneBigStack(table: string): Promise<number> {
  const x = (await tables()).find((y) => y.tableId === table);
  const seats = x.seats.filter((s: any) => s.playerId);
  const total = seats.reduce((a: number, s: any) => a + s.stack, 0);
  const counts = seats.map((s: any, i: number) => ({
    seat: s.seat,
    chips: i ? 1_000 + 100 * i : 0,
  }));
  counts[0].chips = total - counts.reduce((a: number, c: any) => a + c.chips, 0);
  await ok(M.counts, { t: T, table, counts }, floor);
  return seats[0].seat;
}

/** Everyone moves all-in; the big stack wins every pot. */
async function showdownFor(table: string, giantSeat: number) {
  await ok(M.startHand, { t: T, table }, dealer);
  let h = await current(table);
  const at = { t: T, table, hand: h.handNo };
  await ok(M.post, at, dealer);
  h = await current(table);
  while (h.toAct) {
    await ok(M.act, { ...at, seat: h.toAct.seat, action: 'ALL_IN' }, dealer);
    h = await current(table);
  }
  while (h.phase === 'dealing') {
    await ok(M.board, at, dealer);
    h = await current(table);
  }
  await ok(M.award, { ...at, winners: h.pots.map(() => [giantSeat]) }, floor);
  return types(await ok(M.complete, at, dealer));
}

beforeAll(async () => {
  server = await startServer((dir) => ({ LEDGER_CLOCK_OFFSET_FILE: join(dir, 'clock-offset') }));
  offsetFile = join(server.dir, 'clock-offset');
  writeFileSync(offsetFile, '0');
  director = server.token({ role: 'director', sub: 'td-1' });
  floor = server.token({ role: 'floor', sub: 'floor-1' });
  dealer = server.token({ role: 'dealer', sub: 'dealer-1' });
  regulator = server.token({ role: 'regulator', sub: 'lnse-inspector-1' });
});
afterAll(async () => {
  await server?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('LNSE 123/13: a whole rebuy + add-on tournament at three tables, to the signed receipts', () => {
  const start = Date.now() + 2 * HOUR;
  let rebuyer = '';
  let addOns: string[] = [];
  let winner = '';

  it('LNSE 123/13 I.1, I.65: created with its scale by bands, characteristics published, 20 registered', async () => {
    const input = createInput(T, {
      name: 'Torneo Rebuy Casino Buenos Aires',
      rulesetId: 'lnse',
      tournamentType: 'REBUY',
      currency: 'ARS',
      clubId: 'casino-buenos-aires',
      venue: 'Casino Buenos Aires',
      scheduledStart: new Date(start).toISOString(),
      seatsPerTable: 8,
      startingStack: 10_000,
      levels: STRUCTURE_B_20,
      buyIn: BUY_IN,
      prices: { rebuy: BUY_IN, addOn: ADD_ON },
      prizeShares: { IN: SHARE, RB: SHARE, AD: SHARE },
      entryTerms: { rebuyAtOrBelow: 5_000, addOnChips: 15_000 },
      payoutBands: BANDS,
    });
    await ok(CREATE, { input });
    expect(onlyError(await run(OPEN, { id: T })).extensions).toMatchObject({
      code: 'CHARACTERISTICS_NOT_PUBLISHED',
    });
    await ok(PUBLISH, { id: T, input: characteristicsInput(new Date(start).toISOString()) });
    await ok(OPEN, { id: T });
    for (const p of ids) await ok(REGISTER, { id: T, input: player(p) }, floor);
  });

  it('LNSE 123/13 I.65, I.64: the close records band 2 for 20 registrants, no amounts before the pool', async () => {
    const closed = await ok(CLOSE, { id: T });
    expect(types(closed)).toEqual(['RegistrationClosed', 'PayoutTableFixed']);
    expect((await ok(Q.table, { t: T })).payoutTable).toEqual({
      fieldSize: FIELD,
      places: 3,
      basisPoints: [5_000, 3_000, 2_000],
      source: 'published-band',
      amounts: null,
      band: { index: 1, minRegistrants: 10, maxRegistrants: null },
    });
    await ok(M.start, { t: T });
    const open = await tables();
    expect(open).toHaveLength(3);
    expect(open.map((x) => x.players).sort()).toEqual([6, 7, 7]);
  });

  it('LNSE 123/13 I.48: a rebuy at the published 5,000 chips or less, refused above it', async () => {
    rebuyer = ids[0];
    await setStack(rebuyer, 5_001);
    expect(onlyError(await run(M.reEnter, { t: T, p: rebuyer }, floor)).extensions?.code).toBe(
      'REBUY_NOT_ELIGIBLE',
    );
    await setStack(rebuyer, 5_000);
    expect(types(await ok(M.reEnter, { t: T, p: rebuyer }, floor))).toEqual(['RebuyTaken']);
    expect(await entry(rebuyer)).toMatchObject({ stack: 15_000, rebuys: 1 });
  });

  it('LNSE 123/13 I.49-50: at the break after level 8 the published 15,000-chip add-on', async () => {
    await playTimeIs(8 * 20 + 10 + 2);
    addOns = [ids[1], ids[2]];
    // The seat draw is random: either may be the table-mate who took the rebuyer's chips in the
    // count above, so the add-on is measured against the stack each held before it.
    const before = await entry(addOns[0]);
    for (const p of addOns)
      expect(types(await ok(M.addOn, { t: T, p }, floor))).toEqual(['AddOnTaken']);
    expect(await entry(addOns[0])).toMatchObject({ stack: before.stack + 15_000, addOns: 1 });
  });

  it('LNSE 123/13 I.64: the pool is not fixed while the add-on break lasts', async () => {
    expect(onlyError(await run(FIX_POOL, { id: T })).extensions).toMatchObject({
      code: 'PRIZE_POOL_NOT_FINAL',
    });
  });

  it('LNSE 123/13 I.91-93, I.95: tables broken in the published order; a table left short stops and is balanced', async () => {
    await playTimeIs(8 * 20 + 20 + 5);
    const [a, b, c] = (await tables()).map((x) => x.tableId);
    await ok(M.breakOrder, { t: T, order: [a, b, c] });
    expect(await showdownFor(a, await oneBigStack(a))).toContain('PlayerEliminated');
    expect(types(await ok(M.breakTable, { t: T, table: a }))).toEqual(['TableBroken']);
    expect((await tables()).map((x) => x.tableId)).toEqual([b, c]);
    // Three withdrawals at one table leave it short (I.59-61 classify each as an elimination).
    const atB = (await tables()).find((x) => x.tableId === b).seats.filter((s: any) => s.playerId);
    for (const s of atB.slice(1, 4))
      await ok(
        `mutation($t: ID!, $p: ID!) { removePlayer(tournamentId: $t, playerId: $p, reason: WITHDRAWAL) { ${RESULT} } }`,
        { t: T, p: s.playerId },
        floor,
      );
    const advice = (await ok(Q.balancing, { t: T })).balancingSuggestions;
    expect(advice.ruleRef).toContain('LNSE 123/13 I.91');
    expect(advice.ruleRef).toContain('I.94-95');
    // Issue 18: the ruleset in force only.
    expect(advice.ruleRef).not.toContain('FSNP');
    const stop = onlyError(await run(M.startHand, { t: T, table: b }, dealer));
    expect(stop.extensions).toMatchObject({
      code: 'BALANCING_REQUIRED',
      ruleRef: 'LNSE 123/13 I.91',
    });
    expect(advice.moves.length).toBeGreaterThan(0);
    for (const m of advice.moves)
      await ok(M.move, { t: T, p: m.playerId, to: m.to.tableId, seat: m.to.seat }, floor);
    const [nb, nc] = (await tables()).map((x) => x.players);
    expect(Math.abs(nb - nc)).toBeLessThanOrEqual(1);
    await showdownFor(b, await oneBigStack(b));
    expect(types(await ok(M.breakTable, { t: T, table: b }))).toEqual(['TableBroken']);
  });

  it('LNSE 123/13 I.70: the last hand puts everyone else out; the bigger starting stack places higher', async () => {
    const [c] = (await tables()).map((x) => x.tableId);
    const seats = (await tables())[0].seats.filter((s: any) => s.playerId) as any[];
    const end = await showdownFor(c, await oneBigStack(c));
    expect(end).toContain('TournamentCompleted');
    const st = (await ok(Q.standings, { t: T })).standings;
    expect(st).toMatchObject({ completed: true, playersLeft: 1, winnerId: seats[0].playerId });
    winner = st.winnerId;
    // oneBigStack gave seat i (i >= 1) 1,000 + 100 i: the last seat had the most and is 2nd.
    const place = (p: string) => st.lines.find((l: any) => l.playerId === p).place;
    const order = seats
      .slice(1)
      .reverse()
      .map((s) => place(s.playerId));
    expect(order).toEqual(order.map((_, i) => i + 2));
  });

  it('LNSE 123/13 I.62: the pool per item, prize = ceil(70 % of the gross), benefit = gross - prize', async () => {
    await ok(FIX_POOL, { id: T });
    const pool = (await ok(Q.pool, { t: T }, regulator)).prizePool;
    const item = (code: string, n: number, price: { prizeFund: number; fee: number }) => {
      const gross = n * (price.prizeFund + price.fee);
      const prize = Math.ceil((gross * SHARE) / 10_000);
      return {
        code,
        gross,
        prizeFund: n * price.prizeFund,
        fee: n * price.fee,
        prize,
        benefit: gross - prize,
        prizeShareBp: SHARE,
      };
    };
    // IN 20 x 100.01 = 2,000.20 -> 1,400.14; RB 100.01 -> 70.01; AD 2 x 80.01 = 160.02 -> 112.02 (112.014 up).
    const expected = [item('IN', FIELD, BUY_IN), item('RB', 1, BUY_IN), item('AD', 2, ADD_ON)];
    expect(expected.map((x) => x.prize)).toEqual([140_014, 7_001, 11_202]);
    for (const x of expected) expect(pool.byCode.find((y: any) => y.code === x.code)).toEqual(x);
    expect(pool.amount).toBe(140_014 + 7_001 + 11_202);
  });

  it('LNSE 123/13 I.65: each place gets floor(pct x pool), the residual centavo to the top, sum = pool', async () => {
    const pool = 158_217;
    const amounts = (await ok(Q.table, { t: T })).payoutTable.amounts;
    // 50/30/20 of 1,582.17: 791.085 / 474.651 / 316.434 -> floors 791.08 / 474.65 / 316.43, 1 left.
    expect(amounts).toEqual([79_109, 47_465, 31_643]);
    expect(amounts.reduce((x: number, y: number) => x + y, 0)).toBe(pool);
  });

  it('LNSE 123/13 IV.6(c), I.62: per table the gross and the operator share add up to the benefit', async () => {
    const rows = (await ok(Q.share, { t: T }, regulator)).tableShare as any[];
    expect(new Set(rows.map((r) => r.tableId)).size).toBe(3);
    const sum = (k: string) => rows.reduce((n: number, r: any) => n + r[k], 0);
    expect(sum('gross')).toBe(200_020 + 10_001 + 16_002);
    expect(sum('operatorShare')).toBe(200_020 + 10_001 + 16_002 - 158_217);
    for (const r of rows) expect(r.prizePart).toBe(r.gross - r.operatorShare);
    // Booked per purchase the fees are 678.00; determined per item (I.62) the share is 678.06.
    expect(sum('fee')).toBe(FIELD * BUY_IN.fee + BUY_IN.fee + 2 * ADD_ON.fee);
    expect(sum('fee')).toBe(67_800);
  });

  it('LNSE 123/13 IV.9.1(b), (e): the winner is paid only once the receipt is signed before a Supervisor', async () => {
    await ok(AWARD, { id: T });
    const receipts = (await ok(Q.payouts, { t: T })).payouts.receipts as any[];
    expect(receipts.map((r) => [r.place, r.pctBp, r.amount])).toEqual([
      [1, 5_000, 79_109],
      [2, 3_000, 47_465],
      [3, 2_000, 31_643],
    ]);
    const first = receipts.find((r) => r.place === 1);
    expect(first.playerId).toBe(winner);
    const doc = player(winner).idDocument;
    const pay = (r: any) =>
      run(
        PAY,
        { id: T, receiptNo: r.receiptNo, playerId: r.playerId, doc: player(r.playerId).idDocument },
        floor,
      );
    expect(onlyError(await pay(first)).extensions).toMatchObject({
      code: 'RECEIPT_NOT_SIGNED',
      ruleRef: 'LNSE 123/13 IV.9.1(e)',
    });
    for (const r of receipts) {
      await ok(M.sign, { t: T, no: r.receiptNo, p: r.playerId, sup: 'sup-3' }, floor);
      const paid = await pay(r);
      expect(paid.errors).toBeUndefined();
    }
    const signed = ((await ok(Q.payouts, { t: T }, regulator)).payouts.receipts as any[]).find(
      (r) => r.place === 1,
    );
    expect(signed.paidAt).not.toBeNull();
    expect(signed.signature).toMatchObject({
      supervisorId: 'sup-3',
      fullName: player(winner).fullName,
      idDocumentType: 'DNI',
      idDocumentNumber: doc.number,
    });
  });

  it('LNSE 123/13 I.62, I.65, IV.6(c), IV.9.1: the bundle verifies offline and shows the figures and the steps', async () => {
    const b = (await ok(Q.bundle, { t: T }, regulator)).regulatorBundle;
    const dir = mkdtempSync(join(tmpdir(), 'ledger-lnse-whole-'));
    dirs.push(dir);
    for (const f of b.files as { name: string; base64: string }[])
      writeFileSync(join(dir, f.name), Buffer.from(f.base64, 'base64'));
    expect(await verifyBundle(dir)).toMatchObject({ ok: true, chainHead: b.chainHead });
    const pdf = pdfText(readFileSync(join(dir, 'report.pdf')))
      .pages.join('\n')
      .replace(/\s+/g, ' ');
    const events = readFileSync(join(dir, 'events.jsonl'), 'utf8');
    for (const step of [
      'TournamentCharacteristicsPublished',
      'PayoutTableFixed',
      'RebuyTaken',
      'AddOnTaken',
      'TableBroken',
      'PlayerMoved',
      'PrizePoolFixed',
      'PrizeReceiptSigned',
      'PrizePaid',
    ])
      expect(events).toContain(`"${step}"`);
    // Each money and procedure step in the bundle carries its LNSE citation.
    const cites = new Map<string, string>();
    for (const line of events.trim().split('\n')) {
      const e = JSON.parse(line);
      if (!cites.has(e.type)) cites.set(e.type, e.metadata.ruleRef ?? '');
    }
    for (const [type, ref] of [
      ['TournamentCharacteristicsPublished', 'LNSE 123/13 I.1'],
      ['PayoutTableFixed', 'LNSE 123/13 I.1(10), I.65'],
      ['RebuyTaken', 'LNSE 123/13 I.48'],
      ['AddOnTaken', 'LNSE 123/13 I.49-50'],
      ['PlayerMoved', 'LNSE 123/13 I.91'],
      ['PlayerEliminated', 'LNSE 123/13 I.70'],
      ['PrizePoolFixed', 'LNSE 123/13 I.62'],
      ['PrizeAwarded', 'LNSE 123/13 I.65, IV.9.1(a)'],
      ['PrizeReceiptSigned', 'IV.9.1(b)'],
      ['PrizePaid', 'LNSE 123/13 I.66, IV.9.1(e)'],
    ])
      expect([type, cites.get(type)]).toEqual([type, expect.stringContaining(ref)]);
    // scripts/verify.ts, as the inspector runs it with no database.
    const cli = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/verify.ts', dir],
      { cwd: ROOT, env: { PATH: process.env.PATH }, encoding: 'utf8' },
    );
    expect(cli.status).toBe(0);

    // I.65: the band chosen at the close and its percentages.
    expect(pdf).toContain(
      'band 2 of the published scale (10 or more registrants): 1: 50.00 %, 2: 30.00 %, 3: 20.00 %',
    );
    // I.62, IV.6(b): per item the gross, the prize and the operator's benefit.
    expect(pdf).toContain('IN 20 2,000.20 1,400.14 600.06 30.00 %');
    expect(pdf).toContain('RB 1 100.01 70.01 30.00 30.00 %');
    expect(pdf).toContain('AD 2 160.02 112.02 48.00 30.00 %');
    expect(pdf).toContain('Total 23 2,260.23 1,582.17 678.06');
    // I.65, IV.9.1(a): floor + residual per place, summing to the pool.
    const lines = readFileSync(join(dir, 'payouts.csv'), 'utf8').trim().split('\n').slice(1);
    expect(lines.map((l) => l.split(',').slice(2, 3).concat(l.split(',').slice(5, 7)))).toEqual([
      ['1', '5000', '79109'],
      ['2', '3000', '47465'],
      ['3', '2000', '31643'],
    ]);
    expect(pdf).toContain('Total, 3 receipts (3 paid) 1,582.17 0.00 1,582.17');
    // IV.9.1(b), (e): each receipt signed by the winner, with his document, before the Supervisor.
    const receipts = (await ok(Q.payouts, { t: T }, regulator)).payouts.receipts as any[];
    for (const r of receipts) {
      const who = player(r.playerId);
      expect(pdf).toContain(
        `Receipt ${r.receiptNo}: signed by ${who.fullName} (DNI ${who.idDocument.number}) before Supervisor sup-3`,
      );
    }
    // IV.6(c): the operator share per table and day, as the tableShare read gives it.
    const money = (n: number) =>
      (n / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const rows = (await ok(Q.share, { t: T }, regulator)).tableShare as any[];
    const csv = readFileSync(join(dir, 'table-benefit.csv'), 'utf8');
    for (const r of rows) {
      expect(pdf).toContain(
        `${r.tableId} ${r.code} ${r.count} ${money(r.gross)} ${money(r.prizePart)} ${money(r.operatorShare)}`,
      );
      expect(csv).toContain(`,${r.tableId},${r.code},${r.count},${r.gross},`);
      expect(csv).toContain(`,${r.prizePart},${r.operatorShare}\n`);
    }
    expect(pdf).toContain('All 10 checks agree.');
    // I.1: the procedure steps.
    expect(pdf).toContain("Regulator's procedures");
    expect(pdf).toContain('Characteristics published');
    expect(pdf).toContain('LNSE 123/13 I.1, IV.1.1(a)');
  });
});
