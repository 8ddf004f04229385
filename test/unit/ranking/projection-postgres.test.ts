import type { DataSource } from 'typeorm';
import { createReadModelDataSource } from '../../../src/projections/data-source';
import {
  clubTable,
  getSeason,
  nationalTable,
  playerHistory,
  whatIf,
} from '../../../src/projections/ranking/queries';
import { SAMPLE_RANKING_TABLE } from '../../../src/rules/ranking';
import {
  createScratchDatabase,
  describePostgres,
  type ScratchDatabase,
} from '../../support/postgres';
import { RANKING_PROJECTIONS, RankingHarness, readModel, seasonWithMembers } from './harness';

const TABLE = { id: 'table' as const, table: SAMPLE_RANKING_TABLE };

/** Everything the API reads, as plain data, for comparing two read models. */
async function everything(ds: DataSource) {
  return {
    season: await getSeason(ds, '2026'),
    official: (await nationalTable(ds, '2026', { first: 100 })).nodes,
    v1: (await nationalTable(ds, '2026', { first: 2, formulaVersion: 1 })).nodes,
    clubB: (await nationalTable(ds, '2026', { first: 100, clubId: 'club-b' })).nodes,
    clubs: await clubTable(ds, '2026'),
    history: await playerHistory(ds, 'm2'),
    preview: await whatIf(ds, '2026', { id: 'tlb' }),
  };
}

describePostgres('national ranking read model on PostgreSQL (issue 8)', () => {
  let h: RankingHarness;
  let db: ScratchDatabase;
  let pg: DataSource;
  let sqlite: DataSource;

  beforeAll(async () => {
    h = await seasonWithMembers();
    await h.season({
      type: 'ChangeRankingFormula',
      seasonId: '2026',
      formula: TABLE,
      reason: 'Board decision',
    });
    db = await createScratchDatabase('ranking');
    pg = await createReadModelDataSource(
      { kind: 'postgres', url: db.url },
      RANKING_PROJECTIONS,
    ).initialize();
    sqlite = await readModel();
    await h.project(pg);
    await h.project(sqlite);
  });

  afterAll(async () => {
    await pg?.destroy();
    await sqlite?.destroy();
    await db?.drop();
    await h?.store.close();
  });

  it('DECISION-1: postgres answers every ranking query exactly as sqlite does, both formula versions', async () => {
    const [a, b] = [await everything(pg), await everything(sqlite)];
    expect(a).toEqual(b);
    expect(a.official[0]).toMatchObject({ formulaVersion: 2 });
    expect(a.clubB.map((l) => l.playerId)).toEqual(['m2']);
  });
});
