/**
 * Prize pool, payouts and ledgers over GraphQL (issue 7), against the compiled server.
 */
import { CANCEL, createInput, playerInput, OPEN, REGISTER, CREATE } from './support/operations';
import { enrolMember } from './support/members';
import { gql, onlyError } from './support/graphql';
import { startServer, type RunningServer } from './support/server';
import {
  FIX_POOL,
  FIX_TABLE,
  PAY,
  idDocOf,
  ok,
  pid,
  runToTheMoney,
  tokensFor,
  type MoneyRun,
  type Tokens,
} from './money-flow';

jest.setTimeout(120_000);

const LINE =
  'entryNo lineNo eventId eventType globalPosition code playerId registrationNumber tableId account debit credit';
const LEDGER = `query($id: ID!, $asOf: SafeInt, $filter: LedgerLineFilterInput, $first: Int, $after: String) {
  ledger(tournamentId: $id, asOfPosition: $asOf, filter: $filter, first: $first, after: $after) {
    tournamentId asOfPosition imbalance balances { account balance }
    lines { pageInfo { hasNextPage endCursor } edges { cursor } nodes { ${LINE} } } } }`;
const POOL = `query($id: ID!) { prizePool(tournamentId: $id) {
  tournamentId currency amount refunded bountyFund bountyValue fixedAt byCode { code count gross prizeFund fee } } }`;
const PAYOUTS = `query($id: ID!, $asOf: SafeInt) { payouts(tournamentId: $id, asOfPosition: $asOf) {
  asOfPosition totalAwarded totalPaid pool { amount } table { fieldSize places basisPoints source }
  receipts { receiptNo playerId place kind pctBp amount paidAt withheld net } } }`;
const TABLE_SHARE = `query($id: ID!) { tableShare(tournamentId: $id) { tableId playDay code gross prizeFund fee count } }`;

const BUY_IN = { prizeFund: 45_000, fee: 5_000 };
const PLAYERS = 6;

let server: RunningServer;
let t: Tokens;
let run: MoneyRun;

const balancesOf = (ledger: { balances: { account: string; balance: number }[] }) =>
  Object.fromEntries(ledger.balances.map((b) => [b.account, b.balance]));

beforeAll(async () => {
  server = await startServer();
  t = tokensFor(server);
  run = await runToTheMoney(server.url, t, 'money-open-2026', PLAYERS);
});
afterAll(async () => server?.stop());

describe('prize pool and payouts (LNSE 123/13 I.64-66; FSNP Art. 30, 131; DECISION-2, 3)', () => {
  it('FSNP Art. 30; DECISION-2: the fixed pool holds the prize-fund parts only, the fee kept apart per code', async () => {
    const pool = ok(await gql(server.url, POOL, { id: run.id }, t.regulator)).prizePool;
    expect(pool).toMatchObject({
      currency: 'RON',
      amount: PLAYERS * BUY_IN.prizeFund,
      refunded: 0,
      bountyFund: 0,
      bountyValue: null,
    });
    expect(pool.byCode.find((c: { code: string }) => c.code === 'IN')).toEqual({
      code: 'IN',
      count: PLAYERS,
      gross: PLAYERS * (BUY_IN.prizeFund + BUY_IN.fee),
      prizeFund: PLAYERS * BUY_IN.prizeFund,
      fee: PLAYERS * BUY_IN.fee,
    });
  });

  it('LNSE I.64: the pool cannot be fixed twice; the refusal cites the article', async () => {
    const e = onlyError(await gql(server.url, FIX_POOL, { id: run.id }, t.director));
    expect(e.extensions).toMatchObject({ code: 'PRIZE_POOL_ALREADY_FIXED' });
    expect(e.extensions?.ruleRef).toMatch(/LNSE|FSNP/);
  });

  it('DECISION-3: prizes follow the fixed table and sum exactly to the pool', async () => {
    const p = ok(await gql(server.url, PAYOUTS, { id: run.id }, t.director)).payouts;
    expect(p.table.fieldSize).toBe(PLAYERS);
    expect(p.table.basisPoints.reduce((a: number, b: number) => a + b, 0)).toBe(10_000);
    expect(p.receipts).toHaveLength(p.table.places);
    expect(p.receipts.map((r: { place: number }) => r.place)).toEqual(
      Array.from({ length: p.table.places }, (_, i) => i + 1),
    );
    expect(p.totalAwarded).toBe(PLAYERS * BUY_IN.prizeFund);
    expect(p.receipts[0]).toMatchObject({
      receiptNo: 1,
      playerId: 'p1',
      kind: 'place',
      paidAt: null,
    });
  });

  it('LNSE I.66: a prize is personal: receipt 1 is not paid to another player', async () => {
    const e = onlyError(
      await gql(
        server.url,
        PAY,
        { id: run.id, receiptNo: 1, playerId: 'p2', doc: idDocOf('p2') },
        t.floor,
      ),
    );
    expect(e.extensions).toMatchObject({
      code: 'PRIZE_NOT_TRANSFERABLE',
      ruleRef: 'LNSE 123/13 I.66',
    });
  });

  it('LNSE I.66-67, IV.9.1(e): paying receipt 1 with a withholding books net cash out and the tax withheld', async () => {
    const before = ok(await gql(server.url, PAYOUTS, { id: run.id }, t.director)).payouts;
    const gross = before.receipts[0].amount as number;
    ok(
      await gql(
        server.url,
        PAY,
        {
          id: run.id,
          receiptNo: 1,
          playerId: 'p1',
          doc: idDocOf('p1'),
          withholding: { amount: 1_000, basis: 'Legea 227/2015 art. 114' },
        },
        t.floor,
      ),
    );
    const after = ok(await gql(server.url, PAYOUTS, { id: run.id }, t.director)).payouts;
    expect(after.receipts[0]).toMatchObject({ withheld: 1_000, net: gross - 1_000 });
    expect(after.receipts[0].paidAt).toEqual(expect.any(String));
    expect(after.totalPaid).toBe(gross);

    const ledger = ok(await gql(server.url, LEDGER, { id: run.id }, t.regulator)).ledger;
    const b = balancesOf(ledger);
    expect(b['withholding-payable']).toBe(-1_000);
    expect(b.cash).toBe(PLAYERS * (BUY_IN.prizeFund + BUY_IN.fee) - (gross - 1_000));
    expect(ledger.imbalance).toBe(0);
    expect(Object.values(b).reduce((x, y) => x + y, 0)).toBe(0);
  });

  it('LNSE IV.9.1(e): a receipt is paid once', async () => {
    const e = onlyError(
      await gql(
        server.url,
        PAY,
        { id: run.id, receiptNo: 1, playerId: 'p1', doc: idDocOf('p1') },
        t.director,
      ),
    );
    expect(e.extensions).toMatchObject({
      code: 'RECEIPT_ALREADY_PAID',
      ruleRef: 'LNSE 123/13 IV.9.1(e)',
    });
  });
});

describe('ledgers (LNSE 123/13 IV.1.3, IV.6; DECISION-2)', () => {
  it('LNSE IV.1.3, IV.6(a): every buy-in is a cash line with code IN and the registration number', async () => {
    const ledger = ok(
      await gql(
        server.url,
        LEDGER,
        { id: run.id, filter: { code: 'IN', account: 'cash' }, first: 50 },
        t.regulator,
      ),
    ).ledger;
    const lines = ledger.lines.nodes;
    expect(lines).toHaveLength(PLAYERS);
    expect(lines.map((l: { playerId: string }) => l.playerId)).toEqual(
      Array.from({ length: PLAYERS }, (_, i) => pid(i + 1)),
    );
    expect(lines.map((l: { registrationNumber: number }) => l.registrationNumber)).toEqual(
      Array.from({ length: PLAYERS }, (_, i) => i + 1),
    );
    for (const l of lines) {
      expect(l).toMatchObject({
        eventType: 'PlayerRegistered',
        debit: BUY_IN.prizeFund + BUY_IN.fee,
        credit: 0,
      });
    }
  });

  it('DECISION-2: each purchase entry balances: cash in = prize fund + organization fee', async () => {
    const ledger = ok(
      await gql(server.url, LEDGER, { id: run.id, first: 100 }, t.regulator),
    ).ledger;
    const byEntry = new Map<number, { debit: number; credit: number }[]>();
    for (const l of ledger.lines.nodes)
      byEntry.set(l.entryNo, [...(byEntry.get(l.entryNo) ?? []), l]);
    for (const lines of byEntry.values())
      expect(lines.reduce((a, l) => a + l.debit - l.credit, 0)).toBe(0);
    const first = ledger.lines.nodes.filter((l: { entryNo: number }) => l.entryNo === 1);
    expect(
      first.map((l: { account: string; debit: number; credit: number }) => [
        l.account,
        l.debit,
        l.credit,
      ]),
    ).toEqual([
      ['cash', 50_000, 0],
      ['prize-fund', 0, 45_000],
      ['fee-revenue', 0, 5_000],
    ]);
  });

  it('cursor pages walk the ledger lines without gaps or repeats, even when a page ends inside an entry', async () => {
    const all = ok(await gql(server.url, LEDGER, { id: run.id, first: 100 }, t.regulator)).ledger
      .lines;
    expect(all.pageInfo.hasNextPage).toBe(false);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page: {
        pageInfo: { hasNextPage: boolean; endCursor: string };
        nodes: { entryNo: number; lineNo: number }[];
      } = ok(await gql(server.url, LEDGER, { id: run.id, first: 4, after }, t.regulator)).ledger
        .lines;
      seen.push(...page.nodes.map((l) => `${l.entryNo}.${l.lineNo}`));
      pages += 1;
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(
      all.nodes.map((l: { entryNo: number; lineNo: number }) => `${l.entryNo}.${l.lineNo}`),
    );
    expect(pages).toBe(Math.ceil(all.nodes.length / 4));
  });

  it('time travel: the ledger as of the close of registration holds the purchases only', async () => {
    const past = ok(
      await gql(server.url, LEDGER, { id: run.id, asOf: run.beforePool, first: 100 }, t.regulator),
    ).ledger;
    expect(past.asOfPosition).toBe(run.beforePool);
    expect(balancesOf(past)).toMatchObject({
      cash: PLAYERS * 50_000,
      'prize-fund': -PLAYERS * 45_000,
      'fee-revenue': -PLAYERS * 5_000,
      'prizes-payable': 0,
    });
    expect(past.imbalance).toBe(0);
    expect(new Set(past.lines.nodes.map((l: { eventType: string }) => l.eventType))).toEqual(
      new Set(['PlayerRegistered']),
    );
  });

  it('time travel: payouts as of before the award show the fixed pool and no receipt', async () => {
    const past = ok(
      await gql(server.url, PAYOUTS, { id: run.id, asOf: run.beforeAward }, t.regulator),
    ).payouts;
    expect(past).toMatchObject({ asOfPosition: run.beforeAward, totalAwarded: 0, receipts: [] });
    expect(past.pool.amount).toBe(PLAYERS * 45_000);
  });

  it('time travel beyond the store head is refused as bad input', async () => {
    const e = onlyError(
      await gql(server.url, PAYOUTS, { id: run.id, asOf: 1_000_000 }, t.regulator),
    );
    expect(e.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'asOfPosition' });
  });

  it("LNSE IV.6(c), IV.11.5: the operator's share per table and day adds up to the fees taken", async () => {
    const rows = ok(await gql(server.url, TABLE_SHARE, { id: run.id }, t.regulator)).tableShare;
    expect(rows.reduce((a: number, r: { fee: number }) => a + r.fee, 0)).toBe(PLAYERS * 5_000);
    expect(rows.reduce((a: number, r: { count: number }) => a + r.count, 0)).toBe(PLAYERS);
    expect(
      rows.every((r: { code: string; playDay: number }) => r.code === 'IN' && r.playDay === 1),
    ).toBe(true);
  });

  it('FSNP Art. 30; LNSE 123/13 IV.1.3 (money.currency): created without a currency, a tournament keeps its amounts in its ruleset’s: RON under FSNP, ARS under LNSE', async () => {
    const shown = async (id: string, rulesetId: string) => {
      const input: Record<string, unknown> = createInput(id, { rulesetId });
      delete input.currency;
      ok(await gql(server.url, CREATE, { input }, t.director));
      const q = `query($id: ID!) { tournament(id: $id) { currency } }`;
      return ok(await gql(server.url, q, { id }, t.director)).tournament.currency;
    };
    expect(await shown('money-currency-fsnp', 'fsnp')).toBe('RON');
    expect(await shown('money-currency-lnse', 'lnse')).toBe('ARS');
  });

  it('LNSE I.6: a cancelled tournament refunds every purchase and its ledger returns to zero', async () => {
    const id = 'money-cancelled-2026';
    ok(await gql(server.url, CREATE, { input: createInput(id) }, t.director));
    ok(await gql(server.url, OPEN, { id }, t.director));
    for (const p of ['c1', 'c2']) {
      await enrolMember(server.url, t.federation, playerInput(p));
      ok(await gql(server.url, REGISTER, { id, input: playerInput(p) }, t.floor));
    }
    ok(await gql(server.url, CANCEL, { id, reason: 'Venue flooded' }, t.director));
    const refunds = ok(
      await gql(
        server.url,
        `mutation($id: ID!) { issueRefunds(tournamentId: $id, reason: "Full refund, LNSE consent 12/2026") { events { type } } }`,
        { id },
        t.director,
      ),
    );
    expect(refunds.issueRefunds.events.map((e: { type: string }) => e.type)).toEqual([
      'RefundIssued',
      'RefundIssued',
    ]);
    const ledger = ok(
      await gql(server.url, LEDGER, { id, filter: { account: 'cash' } }, t.regulator),
    ).ledger;
    expect(ledger.balances.every((b: { balance: number }) => b.balance === 0)).toBe(true);
    expect(
      ledger.lines.nodes.map((l: { eventType: string; code: string; credit: number }) => [
        l.eventType,
        l.code,
        l.credit,
      ]),
    ).toEqual([
      ['PlayerRegistered', 'IN', 0],
      ['PlayerRegistered', 'IN', 0],
      ['RefundIssued', 'IN', 50_000],
      ['RefundIssued', 'IN', 50_000],
    ]);
  });
});

describe('who may do and see what (issue 7 "GraphQL"; DESIGN.md Authority)', () => {
  it('the floor may not fix the prize pool: only the director', async () => {
    const e = onlyError(await gql(server.url, FIX_TABLE, { id: run.id }, t.floor));
    expect(e.extensions).toMatchObject({
      code: 'FORBIDDEN',
      role: 'floor',
      allowedRoles: ['director'],
    });
  });

  it('the regulator audits but never pays a prize', async () => {
    const e = onlyError(
      await gql(
        server.url,
        PAY,
        { id: run.id, receiptNo: 2, playerId: 'p2', doc: idDocOf('p2') },
        t.regulator,
      ),
    );
    expect(e.extensions).toMatchObject({ code: 'FORBIDDEN', role: 'regulator' });
  });

  it('LNSE I.65: a player reads the published pool, but not the ledgers', async () => {
    expect(ok(await gql(server.url, POOL, { id: run.id }, t.player)).prizePool.amount).toBe(
      PLAYERS * 45_000,
    );
    const e = onlyError(await gql(server.url, LEDGER, { id: run.id }, t.player));
    expect(e.extensions).toMatchObject({ code: 'FORBIDDEN', role: 'player' });
  });

  it("a club reads its own tournament's ledger", async () => {
    const ledger = ok(await gql(server.url, LEDGER, { id: run.id }, t.club1)).ledger;
    expect(ledger.imbalance).toBe(0);
    expect(ledger.lines.nodes.length).toBeGreaterThan(0);
  });

  it("a club token for another club is refused another club's tournament", async () => {
    for (const query of [LEDGER, PAYOUTS, TABLE_SHARE]) {
      const r = await gql(server.url, query, { id: run.id }, t.club2);
      expect(r.data?.ledger ?? r.data?.payouts ?? r.data?.tableShare ?? null).toBeNull();
      expect(onlyError(r).extensions).toMatchObject({
        code: 'FORBIDDEN',
        role: 'club',
        club: 'club-2',
      });
    }
  });

  it('a club token without a club claim reads no tournament', async () => {
    const e = onlyError(await gql(server.url, POOL, { id: run.id }, t.clubWithoutClaim));
    expect(e.extensions).toMatchObject({ code: 'FORBIDDEN', role: 'club' });
  });

  it('an unknown tournament is not found, and without a token nothing is read', async () => {
    expect(
      onlyError(await gql(server.url, LEDGER, { id: 'no-such-cup' }, t.regulator)).extensions,
    ).toMatchObject({
      code: 'TOURNAMENT_NOT_FOUND',
    });
    expect(onlyError(await gql(server.url, LEDGER, { id: run.id })).extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});
