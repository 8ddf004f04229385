/**
 * Issue 20 over GraphQL: entries, rebuys, add-ons and players of an LNSE 123/13 rebuy tournament
 * (I.27, I.34-36, I.41-56, IV.1.4(a)), with the tournament's published entry terms: a rebuy at
 * 5,000 chips or less, an add-on of 15,000. Real HTTP against the compiled server; its clock is
 * shifted through LEDGER_CLOCK_OFFSET_FILE to reach the add-on break after level 8.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STRUCTURE_B_20 } from '../support/tournament-fixtures';
import { gql, headPosition, onlyError } from './support/graphql';
import {
  CREATE,
  OPEN,
  PUBLISH,
  REGISTER,
  TOURNAMENT,
  characteristicsInput,
  playerInput,
} from './support/operations';
import { HAND } from './support/play-hands';
import { startServer, type RunningServer } from './support/server';

jest.setTimeout(120_000);

const RESULT = 'tournamentId commandId duplicate projected events { type revision globalPosition }';
const M = {
  start: `mutation($t: ID!) { startTournament(tournamentId: $t) { ${RESULT} } }`,
  counts: `mutation($t: ID!, $table: ID!, $counts: [SeatChipsInput!]!) { recordChipCounts(tournamentId: $t, tableId: $table, counts: $counts) { ${RESULT} } }`,
  announce: `mutation($t: ID!, $p: ID!, $item: AnnouncedItem!) { announcePurchase(tournamentId: $t, playerId: $p, item: $item) { ${RESULT} } }`,
  reEnter: `mutation($t: ID!, $p: ID!) { reEnter(tournamentId: $t, playerId: $p) { ${RESULT} } }`,
  unpaid: `mutation($t: ID!, $p: ID!) { recordUnpaidPurchase(tournamentId: $t, playerId: $p) { ${RESULT} } }`,
  both: `mutation($t: ID!, $p: ID!) { takeRebuyAndAddOn(tournamentId: $t, playerId: $p) { ${RESULT} } }`,
  addOn: `mutation($t: ID!, $p: ID!) { takeAddOn(tournamentId: $t, playerId: $p) { ${RESULT} } }`,
  refund: `mutation($t: ID!, $p: ID!, $reason: String!) { refundRegistration(tournamentId: $t, playerId: $p, reason: $reason) { ${RESULT} } }`,
  register: `mutation($t: ID!, $source: String!, $docs: [IdentityDocumentInput!]!) { loadExclusionRegister(tournamentId: $t, source: $source, documents: $docs) { ${RESULT} } }`,
  accredit: `mutation($t: ID!, $p: ID!, $doc: IdentityDocumentInput!) { accreditPlayer(tournamentId: $t, playerId: $p, idDocument: $doc) { ${RESULT} } }`,
};
const Q = {
  clock: `query($t: ID!) { clock(tournamentId: $t) { elapsedMs level onBreak } }`,
  tables: `query($t: ID!) { tables(tournamentId: $t) { tableId seats { seat playerId stack } } }`,
  entries: `query($t: ID!, $p: ID) { entries(tournamentId: $t, playerId: $p, first: 100) { nodes { playerId status stack rebuys addOns } } }`,
  prizeFund: `query($t: ID!) { prizeFund(tournamentId: $t) { byCode { key count prizeFund fee } } }`,
};

let server: RunningServer;
let director: string;
let floor: string;
let dealer: string;
let offsetFile: string;

/* eslint-disable @typescript-eslint/no-explicit-any */
async function run(query: string, variables: Record<string, unknown>, token = director) {
  return gql<any>(server.url, query, variables, token);
}
async function ok(query: string, variables: Record<string, unknown>, token = director) {
  const r = await run(query, variables, token);
  if (r.errors) throw new Error(`unexpected error: ${JSON.stringify(r.errors)}`);
  return r.data;
}
async function refused(query: string, variables: Record<string, unknown>, code: string) {
  const before = await headPosition(server.url);
  const e = onlyError(await run(query, variables));
  expect(e.extensions?.code).toBe(code);
  expect(typeof e.extensions?.ruleRef).toBe('string');
  expect(await headPosition(server.url)).toBe(before);
  return e;
}
const types = (r: any) => (Object.values(r)[0] as any).events.map((e: any) => e.type);

async function playTimeIs(t: string, minutes: number): Promise<void> {
  const c = (await ok(Q.clock, { t })).clock;
  const current = Number(readFileSync(offsetFile, 'utf8'));
  writeFileSync(offsetFile, String(current + minutes * 60_000 - c.elapsedMs));
}

async function setStacks(t: string, a: string, stackA: number) {
  const tables = (await ok(Q.tables, { t })).tables as any[];
  const table = tables.find((x) => x.seats.some((s: any) => s.playerId === a));
  const seatA = table.seats.find((s: any) => s.playerId === a);
  const mate = table.seats.find((s: any) => s.playerId && s.playerId !== a && s.stack > 0);
  const counts = table.seats.map((s: any) => ({
    seat: s.seat,
    chips: s === seatA ? stackA : s === mate ? s.stack + seatA.stack - stackA : s.stack,
  }));
  await ok(M.counts, { t, table: table.tableId, counts });
  return table.tableId as string;
}

const entry = async (t: string, p: string) =>
  (await ok(Q.entries, { t, p })).entries.nodes[0] as any;

beforeAll(async () => {
  server = await startServer((dir) => ({ LEDGER_CLOCK_OFFSET_FILE: join(dir, 'clock-offset') }));
  offsetFile = join(server.dir, 'clock-offset');
  writeFileSync(offsetFile, '0');
  director = server.token({ role: 'director', sub: 'td-1' });
  floor = server.token({ role: 'floor', sub: 'floor-1' });
  dealer = server.token({ role: 'dealer', sub: 'dealer-1' });
});
afterAll(async () => server?.stop());

describe('LNSE 123/13 entries over GraphQL', () => {
  const t = `lnse-entries-${process.pid}`;
  const p = (i: number) => `${t}-p${i}`;
  const doc = (i: number) => playerInput(p(i)).idDocument;

  beforeAll(async () => {
    await ok(CREATE, {
      input: {
        tournamentId: t,
        name: 'Torneo Casino Buenos Aires',
        rulesetId: 'lnse',
        tournamentType: 'REBUY',
        currency: 'ARS',
        clubId: 'casino-ba',
        venue: 'Buenos Aires',
        scheduledStart: '2026-12-05T21:00:00Z',
        seatsPerTable: 9,
        startingStack: 10_000,
        levels: STRUCTURE_B_20,
        buyIn: { prizeFund: 8_000_000, fee: 2_000_000 },
        registrationCap: 19,
        prices: {
          rebuy: { prizeFund: 8_000_000, fee: 2_000_000 },
          addOn: { prizeFund: 7_000_000, fee: 3_000_000 },
        },
        entryTerms: { rebuyAtOrBelow: 5_000, addOnChips: 15_000 },
      },
    });
    // LNSE 123/13 I.1: the characteristics are published before the sale opens.
    await ok(PUBLISH, { id: t, input: characteristicsInput('2026-12-05T21:00:00Z') });
    await ok(OPEN, { id: t });
    for (let i = 1; i <= 18; i++)
      await ok(REGISTER, { id: t, input: playerInput(p(i), { dateOfBirth: '1990-01-01' }) }, floor);
  });

  it('LNSE 123/13 I.27(b): a person on the loaded register is refused with the code only; the stream keeps no document', async () => {
    const listed = { type: 'DNI', number: '30.123.456' };
    const loaded = await ok(M.register, { t, source: 'Res. 06/2007 register', docs: [listed] });
    expect(types(loaded)).toEqual(['ExclusionRegisterLoaded']);
    const e = await refused(
      REGISTER,
      { id: t, input: playerInput(`${t}-x`, { dateOfBirth: '1990-01-01', idDocument: listed }) },
      'ENTRY_REFUSED_REGISTER',
    );
    expect(e.extensions?.ruleRef).toBe('LNSE 123/13 I.27(b)');
    expect(e.message).not.toMatch(/exclu/i);
  });

  it('LNSE 123/13 I.27(c): a relative of Lotería Nacional staff is refused', async () => {
    const e = await refused(
      REGISTER,
      {
        id: t,
        input: playerInput(`${t}-s`, {
          dateOfBirth: '1990-01-01',
          staffDeclaration: { employer: 'Lotería Nacional S.E.', firstDegreeRelative: true },
        }),
      },
      'STAFF_NOT_ELIGIBLE',
    );
    expect(e.extensions?.ruleRef).toBe('LNSE 123/13 I.27(c)');
  });

  it('LNSE 123/13 I.27(a): 18 or older on the day he plays (born 6 Dec 2008: 17 on 5 Dec)', async () => {
    await refused(
      REGISTER,
      { id: t, input: playerInput(`${t}-y`, { dateOfBirth: '2008-12-06' }) },
      'UNDER_AGE',
    );
  });

  it('LNSE 123/13 IV.1.4(a): one registration is refunded before the close and its IN line reversed', async () => {
    const r = await ok(M.refund, { t, p: p(18), reason: 'notice at the cashier' }, floor);
    expect(types(r)).toEqual(['RegistrationRefunded']);
    const IN = (await ok(Q.prizeFund, { t })).prizeFund.byCode.find((x: any) => x.key === 'IN');
    expect(IN).toMatchObject({ count: 17, prizeFund: 17 * 8_000_000, fee: 17 * 2_000_000 });
    const one = (await ok(TOURNAMENT, { id: t, first: 50 })).tournament;
    expect(one.entries).toBe(17);
    expect(one.registrations.edges.map((x: any) => x.node.playerId)).not.toContain(p(18));
  });

  it('LNSE 123/13 I.35-36, IV.2(a): accreditation on the registration document', async () => {
    await refused(
      M.accredit,
      { t, p: p(1), doc: { type: 'DNI', number: '1' } },
      'IDENTITY_MISMATCH',
    );
    expect(types(await ok(M.accredit, { t, p: p(1), doc: doc(1) }, floor))).toEqual([
      'PlayerAccredited',
    ]);
  });

  it('LNSE 123/13 I.48: after the start a rebuy is open at the published 5,000, not only to a busted player', async () => {
    await ok(M.start, { t });
    await setStacks(t, p(1), 5_001);
    await refused(M.reEnter, { t, p: p(1) }, 'REBUY_NOT_ELIGIBLE');
    await setStacks(t, p(1), 5_000);
    expect(types(await ok(M.reEnter, { t, p: p(1) }, floor))).toEqual(['RebuyTaken']);
    expect(await entry(t, p(1))).toMatchObject({ stack: 15_000, rebuys: 1 });
  });

  it('LNSE 123/13 I.51: an announced rebuy not paid is recorded and the player disqualified', async () => {
    await setStacks(t, p(2), 2_000);
    await ok(M.announce, { t, p: p(2), item: 'REBUY' }, floor);
    const r = await ok(M.unpaid, { t, p: p(2) }, floor);
    expect(types(r)).toEqual(['AnnouncedPurchaseNotPaid', 'PlayerEliminated']);
    expect(await entry(t, p(2))).toMatchObject({ status: 'eliminated', stack: 0 });
  });

  it('LNSE 123/13 I.53: a rebuy paid during a hand is booked; its chips join the stack when the hand ends', async () => {
    const table = await setStacks(t, p(3), 3_000);
    await ok(HAND.start, { t, table }, dealer);
    const r = await ok(M.reEnter, { t, p: p(3) }, floor);
    expect(types(r)).toEqual(['RebuyTaken']);
    expect(await entry(t, p(3))).toMatchObject({ stack: 3_000, rebuys: 1 });
    let h = (await ok(HAND.current, { t, table }, dealer)).currentHand;
    const at = { t, table, hand: h.handNo };
    await ok(HAND.post, { ...at, hands: null }, dealer);
    for (let guard = 0; guard < 20; guard++) {
      h = (await ok(HAND.current, { t, table }, dealer)).currentHand;
      if (h.phase !== 'betting' || !h.toAct) break;
      const action = h.toAct.actions.includes('CHECK') ? 'CHECK' : 'FOLD';
      await ok(HAND.act, { ...at, seat: h.toAct.seat, action }, dealer);
    }
    while (h.phase === 'dealing') {
      await ok(HAND.board, { ...at, cards: null }, dealer);
      h = (await ok(HAND.current, { t, table }, dealer)).currentHand;
      for (let guard = 0; guard < 20 && h.phase === 'betting' && h.toAct; guard++) {
        await ok(HAND.act, { ...at, seat: h.toAct.seat, action: 'CHECK' }, dealer);
        h = (await ok(HAND.current, { t, table }, dealer)).currentHand;
      }
    }
    await ok(HAND.complete, at, dealer);
    const after = await entry(t, p(3));
    // 3,000 less at most the big blind of level 1 (50), or more if he won, plus the 10,000 bought.
    expect(after.stack).toBeGreaterThanOrEqual(12_950);
    expect(after.status).toBe('seated');
  });

  it('LNSE 123/13 I.41-46: the director sets the late stack; the reduction is recorded', async () => {
    await playTimeIs(t, 45);
    const r = await ok(
      REGISTER,
      {
        id: t,
        input: playerInput(p(20), { dateOfBirth: '1990-01-01', lateStackReduction: 1_500 }),
      },
      floor,
    );
    expect(types(r)).toEqual(expect.arrayContaining(['PlayerRegistered']));
    expect(await entry(t, p(20))).toMatchObject({ stack: 8_500 });
  });

  it('LNSE 123/13 I.34: a late entry beyond the published cap of 19 is refused', async () => {
    await ok(REGISTER, { id: t, input: playerInput(p(21), { dateOfBirth: '1990-01-01' }) }, floor);
    const e = await refused(
      REGISTER,
      { id: t, input: playerInput(p(22), { dateOfBirth: '1990-01-01' }) },
      'REGISTRATION_FULL',
    );
    expect(e.extensions?.ruleRef).toBe('LNSE 123/13 I.1(8), I.34');
  });

  it('LNSE 123/13 I.50, I.55: at the add-on break the published 15,000 add-on, alone or with a rebuy', async () => {
    await setStacks(t, p(4), 4_000);
    await playTimeIs(t, 172);
    const both = await ok(M.both, { t, p: p(4) }, floor);
    expect(types(both)).toEqual(['RebuyTaken', 'AddOnTaken']);
    expect(await entry(t, p(4))).toMatchObject({ stack: 29_000, rebuys: 1, addOns: 1 });
    const before = (await entry(t, p(5))).stack;
    await refused(M.both, { t, p: p(5) }, 'REBUY_NOT_ELIGIBLE');
    expect(types(await ok(M.addOn, { t, p: p(5) }, floor))).toEqual(['AddOnTaken']);
    expect(await entry(t, p(5))).toMatchObject({ stack: before + 15_000, addOns: 1 });
  });
});

describe('LNSE 123/13 absent players and reserve stacks over GraphQL', () => {
  const t = `lnse-absent-${process.pid}`;
  const p = (i: number) => `${t}-p${i}`;
  const A = {
    absent: `mutation($t: ID!, $p: ID!) { markPlayerAbsent(tournamentId: $t, playerId: $p) { ${RESULT} } }`,
    hold: `mutation($t: ID!, $p: ID!) { grantStackHold(tournamentId: $t, playerId: $p) { ${RESULT} } }`,
    revoke: `mutation($t: ID!, $p: ID!) { revokeStackHold(tournamentId: $t, playerId: $p) { ${RESULT} } }`,
    advance: `mutation($t: ID!) { advanceClock(tournamentId: $t) { ${RESULT} } }`,
    reserve: `mutation($t: ID!, $n: Int!) { placeReserveStacks(tournamentId: $t, count: $n) { ${RESULT} } }`,
  };

  beforeAll(async () => {
    await ok(CREATE, {
      input: {
        tournamentId: t,
        name: 'Torneo de los jueves',
        rulesetId: 'lnse',
        tournamentType: 'REBUY',
        currency: 'ARS',
        clubId: 'casino-ba',
        venue: 'Buenos Aires',
        scheduledStart: '2026-12-10T21:00:00Z',
        seatsPerTable: 9,
        startingStack: 10_000,
        levels: STRUCTURE_B_20,
        buyIn: { prizeFund: 8_000_000, fee: 2_000_000 },
      },
    });
    await ok(PUBLISH, { id: t, input: characteristicsInput('2026-12-10T21:00:00Z') });
    await ok(OPEN, { id: t });
    for (let i = 1; i <= 12; i++)
      await ok(REGISTER, { id: t, input: playerInput(p(i), { dateOfBirth: '1990-01-01' }) }, floor);
    await ok(M.start, { t });
  });

  it('LNSE 123/13 I.37-40, IV.10: a held stack survives level 1; revoked by the Director it leaves at the next record', async () => {
    expect(types(await ok(A.absent, { t, p: p(1) }, floor))).toEqual(['PlayerMarkedAbsent']);
    await ok(A.absent, { t, p: p(2) }, floor);
    await ok(A.hold, { t, p: p(1) }, floor);
    const forbidden = onlyError(await run(A.revoke, { t, p: p(1) }, floor));
    expect(forbidden.extensions?.code).toBe('FORBIDDEN');
    await playTimeIs(t, 21);
    const tick = await ok(A.advance, { t });
    expect(types(tick)).toEqual(['LevelStarted', 'AbsentPlayerStackRemoved']);
    expect(await entry(t, p(2))).toMatchObject({ status: 'eliminated', stack: 0 });
    expect(await entry(t, p(1))).toMatchObject({ stack: 10_000 });
    await ok(A.revoke, { t, p: p(1) });
    await playTimeIs(t, 25);
    expect(types(await ok(A.advance, { t }))).toEqual(['AbsentPlayerStackRemoved']);
    expect(await entry(t, p(1))).toMatchObject({ status: 'eliminated', stack: 0 });
  });

  it('LNSE 123/13 II.5: the Director places reserve stacks for late registrants', async () => {
    const r = await ok(A.reserve, { t, n: 2 });
    expect(types(r)).toEqual(['ReservedSeatStacksPlaced']);
    const bad = onlyError(await run(A.reserve, { t, n: 0 }));
    expect(bad.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
