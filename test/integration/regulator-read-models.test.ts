import type { DataSource } from 'typeorm';
import { tournamentStreamId, type StoredEvent } from '../../src/events/envelope';
import { auditTrail } from '../../src/projections/audit/audit';
import { auditProjection, auditTrailOf } from '../../src/projections/audit/projection';
import { createReadModelDataSource } from '../../src/projections/data-source';
import { buildLedger, tableBenefits } from '../../src/projections/ledger/ledger';
import { ledgerProjection } from '../../src/projections/ledger/projection';
import {
  ledgerBalances,
  ledgerLines,
  tableBenefitRows,
} from '../../src/projections/ledger/queries';
import { buildPayouts } from '../../src/projections/payouts/payouts';
import { payoutsOf, payoutsProjection } from '../../src/projections/payouts/projection';
import { ProjectionRuntime } from '../../src/projections/runtime';
import { projectAsOf } from '../../src/projections/time-travel';
import { regulatorReads } from '../../src/regulator/regulator-reads';
import { MemoryEventStore } from '../../src/store/memory/memory-event-store';
import { runSimulatedTournament } from '../unit/money/simulated-tournament';
import { createScratchDatabase, describePostgres, type ScratchDatabase } from '../support/postgres';

const MONEY = [ledgerProjection, payoutsProjection, auditProjection];

function readModelSuite(
  openDs: () => Promise<DataSource>,
  cleanup: () => Promise<void> = async () => {},
) {
  let store: MemoryEventStore;
  let ds: DataSource;
  let events: StoredEvent[];
  let id: string;

  beforeAll(async () => {
    store = new MemoryEventStore();
    id = await runSimulatedTournament(store);
    events = await store.readStream(tournamentStreamId(id));
    ds = await openDs();
    // Small batches: the fold must carry its state across transactions.
    const runtime = new ProjectionRuntime(store, ds, MONEY, { batchSize: 7 });
    await runtime.catchUp();
  });
  afterAll(async () => {
    await ds?.destroy();
    await store.close();
    await cleanup();
  });

  it('LNSE IV.1.3, IV.6: the ledger read model equals the fold of the stream, line by line', async () => {
    const pure = buildLedger(events);
    const lines = await ledgerLines(ds.manager, id, { limit: 5_000 });
    expect(lines).toHaveLength(pure.entries.reduce((a, e) => a + e.lines.length, 0));
    expect(
      lines.map((l) => [
        l.entryNo,
        l.eventId,
        l.position,
        l.code,
        l.tableId,
        l.account,
        l.debit,
        l.credit,
      ]),
    ).toEqual(
      pure.entries.flatMap((e) =>
        e.lines.map((l) => [
          e.entryNo,
          e.eventId,
          e.globalPosition,
          e.code,
          e.tableId,
          l.account,
          l.debit,
          l.credit,
        ]),
      ),
    );
    expect(await ledgerBalances(ds.manager, id)).toEqual(pure.balances);
    expect(await tableBenefitRows(ds.manager, id)).toEqual(tableBenefits(pure));
  });

  it('LNSE IV.1.3: purchases filter by code and player, each with its registration number', async () => {
    const ad = await ledgerLines(ds.manager, id, { code: 'AD', account: 'cash' });
    expect(ad).toHaveLength(5);
    const p01 = await ledgerLines(ds.manager, id, { playerId: 'p01', account: 'cash' });
    // Buy-in, re-entry, add-on paid in; then the prize paid out (LNSE IV.9.1(e)).
    expect(p01.map((l) => [l.eventType, l.code, l.debit > 0 ? 'in' : 'out'])).toEqual([
      ['PlayerRegistered', 'IN', 'in'],
      ['PlayerReEntered', 'IN', 'in'],
      ['AddOnTaken', 'AD', 'in'],
      ['PrizePaid', null, 'out'],
    ]);
    expect(p01.every((l) => l.registrationNumber === 1)).toBe(true);
  });

  it('replaying the same events changes nothing', async () => {
    const before = await ledgerLines(ds.manager, id, { limit: 5_000 });
    await ds.transaction((m) => ledgerProjection.apply(events, m));
    await ds.transaction((m) => payoutsProjection.apply(events, m));
    expect(await ledgerLines(ds.manager, id, { limit: 5_000 })).toEqual(before);
    expect(await payoutsOf(ds.manager, id)).toEqual(
      JSON.parse(JSON.stringify(buildPayouts(events))),
    );
  });

  it('LNSE Annex III Art. 1: the audit trail filters by type, player, table, time and official', async () => {
    const all = await auditTrailOf(ds.manager, id);
    expect(all).toEqual(auditTrail(events));
    const byType = await auditTrailOf(ds.manager, id, { types: ['PrizePaid'] });
    expect(byType.map((r) => r.type)).toEqual(['PrizePaid', 'PrizePaid', 'PrizePaid']);
    const p02 = await auditTrailOf(ds.manager, id, { playerId: 'p02' });
    expect(p02).toEqual(auditTrail(events, { playerId: 'p02' }));
    expect(p02.map((r) => r.type)).toContain('ChipsToppedUp');
    const floor = await auditTrailOf(ds.manager, id, { officialId: 'floor-7' });
    expect(floor.every((r) => r.role === 'floor')).toBe(true);
    expect(floor.length).toBeGreaterThan(10);
    const table = all.find((r) => r.tableIds.length)!.tableIds[0];
    expect(await auditTrailOf(ds.manager, id, { tableId: table })).toEqual(
      auditTrail(events, { tableId: table }),
    );
    const late = all[all.length - 5].occurredAt;
    expect(await auditTrailOf(ds.manager, id, { from: late })).toEqual(
      auditTrail(events, { from: late }),
    );
    expect(all.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
  });

  it('time travel: the ledger as it stood when the prize pool was fixed', async () => {
    const fixed = events.find((e) => e.type === 'PrizePoolFixed')!;
    const past = await projectAsOf(store, fixed.globalPosition, [ledgerProjection]);
    try {
      const asOf = buildLedger(events.filter((e) => e.globalPosition <= fixed.globalPosition));
      expect(await ledgerBalances(past.dataSource.manager, id)).toEqual(asOf.balances);
      expect(asOf.balances['prizes-payable']).toBe(0);
    } finally {
      await past.close();
    }
  });

  it('regulatorReads: what the API serves — verification, time travel, bundle download', async () => {
    const reads = regulatorReads(ds, store);
    expect(await reads.verify(id)).toMatchObject({ ok: true, eventsChecked: events.length });
    const fixed = events.find((e) => e.type === 'PrizePoolFixed')!;
    expect((await reads.ledgerAsOf(id, fixed.globalPosition)).balances).toEqual(
      buildLedger(events.filter((e) => e.globalPosition <= fixed.globalPosition)).balances,
    );
    const b = (await reads.bundle(id, '2026-12-06T09:00:00.000Z'))!;
    expect(b.manifest.chainHead).toBe(events[events.length - 1].hash);
    const jsonl = Buffer.from(b.files['events.jsonl'], 'base64').toString('utf8');
    expect(jsonl.trim().split('\n')).toHaveLength(events.length);
    expect(await reads.bundle('no-such', '2026-12-06T09:00:00.000Z')).toBeNull();
    expect((await reads.payouts(id))!.rows).toHaveLength(5);
  });
}

describe('regulator read models on sqlite: ledger, payouts, audit trail (issue 7)', () => {
  readModelSuite(() =>
    createReadModelDataSource({ kind: 'sqlite', path: ':memory:' }, MONEY).initialize(),
  );
});

describePostgres('regulator read models on PostgreSQL (issue 7)', () => {
  let db: ScratchDatabase | undefined;
  readModelSuite(
    async () => {
      db = await createScratchDatabase('ledger_money');
      return createReadModelDataSource({ kind: 'postgres', url: db.url }, MONEY).initialize();
    },
    async () => {
      await db?.drop();
    },
  );
});
