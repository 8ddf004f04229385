import type { DataSource } from 'typeorm';
import { ProjectionRuntime } from '../../../src/projections/runtime';
import {
  clubMembers,
  clubTable,
  getSeason,
  nationalTable,
  playerHistory,
  whatIf,
} from '../../../src/projections/ranking/queries';
import { SAMPLE_RANKING_TABLE } from '../../../src/rules/ranking';
import {
  playedTournament,
  RANKING_PROJECTIONS,
  RankingHarness,
  readModel,
  seasonWithMembers,
} from './harness';

const S = '2026';
const TABLE = { id: 'table' as const, table: SAMPLE_RANKING_TABLE };

const table = async (ds: DataSource, formulaVersion?: number) =>
  (await nationalTable(ds, S, { first: 100, formulaVersion })).nodes.map((l) => [
    l.playerId,
    l.rank,
    l.points,
    l.clubId,
  ]);

describe('national ranking read model (FSNP Art. 19; DECISION-1)', () => {
  let h: RankingHarness;
  let ds: DataSource;

  beforeEach(async () => {
    h = await seasonWithMembers();
    ds = await readModel();
    await h.project(ds);
  });

  afterEach(async () => {
    await ds.destroy();
    await h.store.close();
  });

  it('FSNP Art. 19: the season table ranks by points; equal points share the rank; shared places share points', async () => {
    expect(await table(ds)).toEqual([
      ['m1', 1, 10243, 'club-a'],
      ['m2', 1, 10243, 'club-b'],
      ['m3', 3, 6696, 'club-a'],
      ['m4', 4, 6232, 'club-a'],
    ]);
    const [first] = (await nationalTable(ds, S, { first: 1 })).nodes;
    expect(first).toMatchObject({
      fullName: 'Player m1',
      tournaments: 2,
      bestPlace: 1,
      bestPoints: 6000,
    });
  });

  it('FSNP Art. 19: a club transfer counts each tournament for the club of its date', async () => {
    expect((await clubTable(ds, S)).map((c) => [c.clubId, c.points, c.players])).toEqual([
      ['club-a', 6000 + 4243 + 3464 + 3000 + 4243 + 3232 + 3232, 4],
      ['club-b', 6000, 1],
    ]);
    expect(
      (await playerHistory(ds, 'm2')).map((x) => [x.tournamentId, x.clubId, x.place, x.points]),
    ).toEqual([
      ['t2', 'club-b', 1, 6000],
      ['t1', 'club-a', 2, 4243],
    ]);
    expect((await clubMembers(ds, 'club-b')).map((m) => m.memberId)).toEqual(['m2']);
  });

  it('FSNP Art. 132: a protest decision recorded on the tournament stream re-awards, and the ranking follows', async () => {
    await h.tournament('t1', [
      {
        type: 'StandingsCorrected',
        data: {
          tournamentId: 't1',
          standings: [
            { playerId: 'm1', place: 1, sharedBy: 1 },
            { playerId: 'm2', place: 2, sharedBy: 1 },
            { playerId: 'm4', place: 3, sharedBy: 1 },
            { playerId: 'm3', place: 4, sharedBy: 1 },
          ],
          protestId: 'protest-3',
          reason: 'Protest upheld: m3 busted before m4.',
          correctedAt: '2026-03-20T10:00:00.000Z',
        },
      },
    ]);
    await h.settle();
    await h.project(ds);
    expect((await table(ds)).slice(2)).toEqual([
      ['m4', 3, 6696, 'club-a'],
      ['m3', 4, 6232, 'club-a'],
    ]);
    expect((await playerHistory(ds, 'm4')).find((x) => x.tournamentId === 't1')).toMatchObject({
      place: 3,
      resultRevision: 2,
    });
  });

  it('DECISION-1: "what if" shows the season under the table formula and changes nothing official', async () => {
    const preview = await whatIf(ds, S, TABLE);
    // Sample table, 2-20 band: 50, 35, 25, 15; t2's shared 3rd-4th: (25 + 15) / 2 = 20.
    expect(preview.players.map((l) => [l.playerId, l.points])).toEqual([
      ['m1', 8500],
      ['m2', 8500],
      ['m3', 4500],
      ['m4', 3500],
    ]);
    expect((await getSeason(ds, S))?.officialVersion).toBe(1);
    expect((await table(ds))[0]).toEqual(['m1', 1, 10243, 'club-a']);
  });

  it('DECISION-1: a formula change is version 2, equal to the preview; version 1 stays queryable', async () => {
    const preview = await whatIf(ds, S, TABLE);
    const r = await h.season({
      type: 'ChangeRankingFormula',
      seasonId: S,
      formula: TABLE,
      reason: 'Board decision 4/2026',
    });
    expect(r.ok).toBe(true);
    await h.project(ds);
    const season = await getSeason(ds, S);
    expect(season?.officialVersion).toBe(2);
    expect(season?.formulas.map((f) => f.formulaId)).toEqual(['tlb', 'table']);
    const official = (await nationalTable(ds, S, { first: 100 })).nodes;
    expect(official.map(({ fullName: _n, formulaVersion: _v, ...l }) => l)).toEqual(
      preview.players,
    );
    expect((await table(ds, 1))[0]).toEqual(['m1', 1, 10243, 'club-a']);
  });

  it('DECISION-1: a rebuild from position 0 gives the same tables as the incremental read model', async () => {
    await h.season({
      type: 'ChangeRankingFormula',
      seasonId: S,
      formula: TABLE,
      reason: 'Board decision 4/2026',
    });
    await h.project(ds);
    const fresh = await readModel();
    await h.project(fresh);
    for (const v of [1, 2]) expect(await table(fresh, v)).toEqual(await table(ds, v));
    expect(await clubTable(fresh, S)).toEqual(await clubTable(ds, S));
    await fresh.destroy();
  });

  it('issue 17: members and ranking rebuilt one event per batch, then fed every event again, equal the read model built as the season went', async () => {
    const tables = [
      'members',
      'ranking_seasons',
      'ranking_formulas',
      'ranking_calendars',
      'ranking_results',
      'ranking_awards',
      'ranking_players',
      'ranking_clubs',
    ];
    const dump = async (d: DataSource) => {
      const out: Record<string, string[]> = {};
      for (const t of tables)
        out[t] = ((await d.query(`SELECT * FROM "${t}"`)) as unknown[])
          .map((r) => JSON.stringify(r))
          .sort();
      return out;
    };
    await h.project(ds);
    const rebuilt = await dump(ds);
    expect(rebuilt.ranking_players.length).toBeGreaterThan(0);
    const live = await readModel();
    try {
      await new ProjectionRuntime(h.store, live, RANKING_PROJECTIONS, { batchSize: 1 }).catchUp();
      expect(await dump(live)).toEqual(rebuilt);
      const all = await h.store.readAll(0, 100_000);
      for (const p of RANKING_PROJECTIONS) await live.transaction((m) => p.apply(all, m));
      expect(await dump(live)).toEqual(rebuilt);
    } finally {
      await live.destroy();
    }
  });

  it('issue 8: the national table pages by opaque cursor without losing or repeating a player', async () => {
    const p1 = await nationalTable(ds, S, { first: 3 });
    const p2 = await nationalTable(ds, S, { first: 3, after: p1.pageInfo.endCursor });
    expect([...p1.nodes, ...p2.nodes].map((l) => l.position)).toEqual([1, 2, 3, 4]);
    expect(p1.pageInfo.hasNextPage).toBe(true);
    expect(p2.pageInfo.hasNextPage).toBe(false);
    expect(p1.totalCount).toBe(4);
  });
});

describe('ranking policy (FSNP Art. 137)', () => {
  it('FSNP Art. 137: a tournament completed before its calendar is approved scores on approval', async () => {
    const h = new RankingHarness();
    await h.season({
      type: 'DefineSeason',
      seasonId: S,
      name: 'S',
      startsOn: '2026-01-01',
      endsOn: '2026-12-31',
    });
    await h.season({
      type: 'SubmitCalendar',
      seasonId: S,
      calendarId: 'cal-b',
      clubId: 'club-b',
      tournaments: [
        { tournamentId: 't7', scheduledOn: '2026-06-01', name: 'Cupa t7' },
        { tournamentId: 't8', scheduledOn: '2026-06-02', name: 'Casino night' },
      ],
    });
    await h.tournament('t7', playedTournament('t7', '2026-06-01', ['a', 'b']));
    await h.tournament(
      't8',
      playedTournament('t8', '2026-06-02', ['a', 'b'], { rulesetId: 'lnse' }),
    );
    await h.settle();
    const ds = await readModel();
    await h.project(ds);
    expect(await table(ds)).toEqual([]);
    await h.season({ type: 'ApproveCalendar', seasonId: S, calendarId: 'cal-b' });
    await h.settle();
    await h.project(ds);
    // Unregistered players score for the club they gave at the desk; t8 (LNSE) does not score.
    expect(await table(ds)).toEqual([
      // N = 2: 30 × √2 = 42.43 and 30 × √1 = 30.00.
      ['a', 1, 4243, 'club-at-desk'],
      ['b', 2, 3000, 'club-at-desk'],
    ]);
    await ds.destroy();
  });
});
