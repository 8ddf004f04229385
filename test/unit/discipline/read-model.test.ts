/**
 * The federation's discipline read model (issue 6), built from events the decider produced:
 * penalties register with counts by clause, open and overdue protests (FSPR 7.3.4), a protest
 * case file from the events only, and season disqualifications (FSPR 7.2.3).
 */
import type { DataSource } from 'typeorm';
import { disciplineReads } from '../../../src/app/reads/discipline.reads';
import { seasonBanRefusal } from '../../../src/commands/registration-prepare';
import { disciplineProjection } from '../../../src/projections/discipline/projection';
import {
  getProtestCaseFile,
  isDisqualifiedForSeason,
  listOpenProtests,
  listPenalties,
  listSeasonBans,
  penaltyCountsByClause,
} from '../../../src/projections/discipline/queries';
import { ProjectionRuntime } from '../../../src/projections/runtime';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import { pid } from '../../support/tournament-fixtures';
import { appendTo, dumpTables, memoryReadModel } from '../projections/support';
import { CHIEF, FLOOR, FSPR, run, running, violation } from './support';

const OFFENDER = pid(5);
const INSULTER = pid(6);

/** One FSPR competition: a sanction protested to a decision, and a season ban. */
function competition() {
  const sc = running('fspr');
  const table = sc.state.entrants[OFFENDER].tableId!;
  sc.playHand(table);
  const v = violation(sc, OFFENDER, '7.1.14');
  run(sc, FLOOR, {
    type: 'RecordViolation',
    playerId: OFFENDER,
    clause: '7.1.6',
    tableId: table,
    handNo: 1,
    description: 'Showed his ace to the neighbour with action pending.',
  });
  run(sc, FLOOR, { type: 'ImposeSanction', violationId: 'V-2', kind: 'missed-rounds', rounds: 1 });
  run(sc, FLOOR, { type: 'ImposeSanction', violationId: v, kind: 'missed-rounds', rounds: 1 });
  run(sc, CHIEF, {
    type: 'FileProtest',
    filerId: OFFENDER,
    sanctionId: 'S-1',
    reason: 'The card was exposed by accident (7.1.5).',
    document: 'scan://p1.pdf',
  });
  run(sc, CHIEF, { type: 'ForwardProtest', protestId: 'P-1', protocolRef: 'protocol t-1 v2' });
  const insult = violation(sc, INSULTER, '7.1.11');
  run(sc, CHIEF, {
    type: 'EnterViolationInProtocol',
    violationId: insult,
    protocolRef: 'protocol t-1 v2',
  });
  run(sc, CHIEF, {
    type: 'ImposeSanction',
    violationId: insult,
    kind: 'disqualification-competition',
  });
  run(sc, FSPR, { type: 'ImposeSanction', violationId: insult, kind: 'disqualification-season' });
  return sc;
}

describe('discipline read model', () => {
  let store: MemoryEventStore;
  let ds: DataSource;
  let sc: ReturnType<typeof competition>;

  const catchUp = () => new ProjectionRuntime(store, ds, [disciplineProjection]).catchUp();

  beforeAll(async () => {
    store = new MemoryEventStore();
    ds = await memoryReadModel([disciplineProjection]);
    sc = competition();
    await appendTo(store, 't-1', sc.events);
    await catchUp();
  });

  afterAll(async () => {
    await store.close();
    await ds.destroy();
  });

  it('issue 6: the register shows every penalty with its clause, offence number and officials', async () => {
    const page = await listPenalties(ds, { tournamentId: 't-1' });
    expect(page.totalCount).toBe(3);
    expect(page.nodes[1]).toMatchObject({
      violationId: 'V-2',
      playerId: OFFENDER,
      clubId: 'club-gpc',
      clause: '7.1.6',
      ruleRef: 'FSPR 7.1.6; 7.2.1-7.2.3',
      handNo: 1,
      officialRole: 'floor',
      sanctionKind: 'missed-rounds',
      rounds: 1,
      hands: 8,
      playersAtTable: 8,
      sanctionOfficialRole: 'floor',
      sanctionStatus: 'in-force',
      counted: true,
    });
    expect(page.nodes[2]).toMatchObject({ playerId: INSULTER, protocolEntryNo: 1 });
  });

  it('issue 6: the register filters by player and by club, and pages by cursor', async () => {
    const mine = await listPenalties(ds, { playerId: OFFENDER });
    expect(mine.nodes.map((p) => p.clause)).toEqual(['7.1.14', '7.1.6']);
    const p1 = await listPenalties(ds, { clubId: 'club-gpc', season: '2026' }, { first: 2 });
    const p2 = await listPenalties(
      ds,
      { clubId: 'club-gpc' },
      { first: 2, after: p1.pageInfo.endCursor },
    );
    expect([...p1.nodes, ...p2.nodes].map((p) => p.violationId)).toEqual(['V-1', 'V-2', 'V-3']);
    expect((await listPenalties(ds, { clubId: 'club-other' })).totalCount).toBe(0);
  });

  it('FSPR 7.3.4: under review, not overdue on the due date, overdue the day after', async () => {
    expect((await listOpenProtests(ds, '2026-12-06')).map((p) => p.status)).toEqual(['forwarded']);
    await appendTo(store, 't-1', [
      run(
        sc,
        FSPR,
        { type: 'ReceiveProtest', protestId: 'P-1', receivedOn: '2026-12-10' },
        '2026-12-10T09:00:00.000Z',
      )[0],
    ]);
    await catchUp();
    const [onDue] = await listOpenProtests(ds, '2027-01-09');
    expect(onDue).toMatchObject({
      status: 'under-review',
      decisionDueBy: '2027-01-09',
      overdue: false,
    });
    expect(await listOpenProtests(ds, '2027-01-09', true)).toEqual([]);
    const [late] = await listOpenProtests(ds, '2027-01-10', true);
    expect(late).toMatchObject({ protestId: 'P-1', overdue: true });
  });

  it('FSPR 7.3.1-7.3.4; DECISION-13: the case file follows the protest from incident to decision, and the annulled offence stops counting', async () => {
    await appendTo(
      store,
      't-1',
      run(
        sc,
        FSPR,
        {
          type: 'DecideProtest',
          protestId: 'P-1',
          outcome: 'annulled',
          reasoning: 'Accidental exposure.',
          decidedOn: '2027-01-12',
        },
        '2027-01-12T09:00:00.000Z',
      ),
    );
    await catchUp();
    const file = await getProtestCaseFile(ds, 't-1', 'P-1', '2027-01-12');
    expect(file!.protest).toMatchObject({
      status: 'decided',
      outcome: 'annulled',
      decidedLate: true,
      overdue: false,
    });
    expect(JSON.parse(file!.incident!.data)).toMatchObject({ violationId: 'V-2', clause: '7.1.6' });
    expect(JSON.parse(file!.sanction!.data)).toMatchObject({ sanctionId: 'S-1', official: FLOOR });
    expect(JSON.parse(file!.filing!.data)).toMatchObject({ receivedBy: CHIEF, filerId: OFFENDER });
    expect(JSON.parse(file!.forwarding!.data)).toMatchObject({ protocolRef: 'protocol t-1 v2' });
    expect(JSON.parse(file!.receipt!.data)).toMatchObject({ decisionDueBy: '2027-01-09' });
    expect(JSON.parse(file!.decision!.data)).toMatchObject({ decidedLate: true, official: FSPR });
    expect(file!.sanctionChange!.type).toBe('SanctionAnnulled');
    expect(file!.handHistory.map((h) => h.type)).toEqual(['HandStarted', 'HandCompleted']);
    const order = file!.timeline.map((x) => x.type);
    expect(order).toEqual([
      'HandStarted',
      'HandCompleted',
      'ViolationRecorded',
      'SanctionImposed',
      'ProtestFiled',
      'ProtestForwarded',
      'ProtestReceived',
      'ProtestDecided',
      'SanctionAnnulled',
    ]);
    const counts = await penaltyCountsByClause(ds, { playerId: OFFENDER });
    expect(counts).toEqual([
      { clause: '7.1.14', total: 1, counted: 1 },
      { clause: '7.1.6', total: 1, counted: 0 },
    ]);
    expect(await listOpenProtests(ds, '2027-01-12')).toEqual([]);
    await appendTo(
      store,
      't-1',
      run(
        sc,
        FSPR,
        { type: 'NotifyProtestDecision', protestId: 'P-1', channel: 'e-mail' },
        '2027-01-13T09:00:00.000Z',
      ),
    );
    await catchUp();
    const notified = await getProtestCaseFile(ds, 't-1', 'P-1', '2027-01-13');
    expect(notified!.protest.status).toBe('notified');
    expect(JSON.parse(notified!.notification!.data)).toMatchObject({
      recipientId: OFFENDER,
      notifiedOn: '2027-01-13',
    });
  });

  it('FSPR 7.2.3: a season ban is refused to registration through 31 December, not after', async () => {
    expect(await isDisqualifiedForSeason(ds, INSULTER, '2026-12-31')).toMatchObject({
      season: '2026',
      protocolEntryNo: 1,
      clause: '7.1.11',
    });
    expect(await isDisqualifiedForSeason(ds, INSULTER, '2027-01-01')).toBeNull();
    expect(await isDisqualifiedForSeason(ds, OFFENDER, '2026-12-31')).toBeNull();
    expect((await listSeasonBans(ds, { season: '2026' })).map((b) => b.playerId)).toEqual([
      INSULTER,
    ]);
    expect(await seasonBanRefusal(disciplineReads(ds), INSULTER, '2026-12-31')).toMatchObject({
      code: 'DISQUALIFIED_FOR_SEASON',
      ruleRef: 'FSPR 7.2.3',
    });
    expect(await seasonBanRefusal(disciplineReads(ds), INSULTER, '2027-01-01')).toBeNull();
  });

  it('issue 17: folded one event per batch (live), the tables equal the catch-up in one batch (rebuild)', async () => {
    const tables = [
      'discipline_penalties',
      'discipline_protests',
      'discipline_season_bans',
      'discipline_case_log',
    ];
    const one = await memoryReadModel([disciplineProjection]);
    try {
      await new ProjectionRuntime(store, one, [disciplineProjection], { batchSize: 1 }).catchUp();
      const want = await dumpTables(ds, tables);
      expect((want as Record<string, unknown[]>).discipline_penalties).toHaveLength(3);
      expect(await dumpTables(one, tables)).toEqual(want);
    } finally {
      await one.destroy();
    }
  });

  it('DESIGN "Read side": the same events delivered twice change nothing', async () => {
    const tables = [
      'discipline_penalties',
      'discipline_protests',
      'discipline_season_bans',
      'discipline_case_log',
    ];
    const before = await dumpTables(ds, tables);
    const again = (await store.readStream('tournament-t-1', 0)).filter((e) => e.revision > 5);
    await ds.transaction((m) => disciplineProjection.apply(again, m));
    expect(await dumpTables(ds, tables)).toEqual(before);
  });
});
