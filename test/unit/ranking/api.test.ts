/**
 * The ranking and registry API over real HTTP against the compiled server (Jest cannot load
 * NestJS). The tournament's own events are seeded into the store file first, as the office
 * would have recorded them; everything else goes through GraphQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tournamentStreamId, type ProposedEvent } from '../../../src/events/envelope';
import { SqliteEventStore } from '../../../src/store/sqlite/sqlite-event-store';
import { uuidv7 } from '../../../src/store/ids';
import { SAMPLE_RANKING_TABLE } from '../../../src/rules/ranking';
import { gql, onlyError } from '../../e2e/support/graphql';
import { startServer, type RunningServer } from '../../e2e/support/server';
import { playedTournament } from './harness';

jest.setTimeout(120_000);

let server: RunningServer;
let seedDir: string;
let fed: string;
let club: string;

const RESULT = 'streamId commandId duplicate projected events { type revision }';
const MEMBER = (m: string) =>
  `mutation($input: ${m}Input!) { ${m[0].toLowerCase()}${m.slice(1)}(input: $input) { ${RESULT} } }`;
const RANKING = `query($s: ID!, $first: Int, $after: String, $v: Int) {
  nationalRanking(seasonId: $s, first: $first, after: $after, formulaVersion: $v) {
    totalCount pageInfo { hasNextPage endCursor }
    nodes { position rank playerId fullName clubId points tournaments formulaVersion }
  } }`;
const TABLE_INPUT = {
  formulaId: 'table',
  table: {
    id: 'federation-2026',
    bands: SAMPLE_RANKING_TABLE.bands.map(({ minPlayers, maxPlayers, hundredthsByPlace }) => ({
      minPlayers,
      maxPlayers,
      hundredthsByPlace,
    })),
  },
};

async function seed(file: string) {
  const store = new SqliteEventStore({ file });
  const events = playedTournament('t1', '2026-03-10', ['m1', 'm2', 'm3', 'm4']);
  await store.append(
    tournamentStreamId('t1'),
    events.map((e, i): ProposedEvent => ({
      eventId: uuidv7(Date.UTC(2026, 2, 10) + i),
      type: e.type,
      schemaVersion: 1,
      data: e.data,
      metadata: {
        commandId: `seed-${i}`,
        correlationId: 'seed',
        causationId: 'seed',
        actor: { id: 'td-1', role: 'director' },
        occurredAt: '2026-03-10T23:00:00.000Z',
      },
    })),
    'no_stream',
  );
  await store.close();
}

async function ok(query: string, variables: Record<string, unknown>, token = fed) {
  const r = await gql(server.url, query, variables, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!;
}

async function ranking(vars: Record<string, unknown> = {}) {
  return (await ok(RANKING, { s: '2026', first: 100, ...vars })).nationalRanking;
}

beforeAll(async () => {
  seedDir = mkdtempSync(join(tmpdir(), 'ranking-api-'));
  const db = join(seedDir, 'ledger.db');
  await seed(db);
  server = await startServer({ LEDGER_DB: db });
  fed = server.token({ role: 'federation', sub: 'fed-1' });
  club = server.token({ role: 'club', sub: 'club-a' });
  for (const id of ['m1', 'm2', 'm3', 'm4'])
    await ok(MEMBER('RegisterMember'), {
      input: {
        federationId: id,
        fullName: `Player ${id}`,
        clubId: 'club-a',
        idDocument: { type: 'CI', number: `ID-${id}` },
        registeredOn: '2026-01-01',
      },
    });
  await ok(MEMBER('TransferMember'), {
    input: { federationId: 'm2', toClubId: 'club-b', effectiveOn: '2026-02-01' },
  });
  await ok(`mutation($input: DefineSeasonInput!) { defineSeason(input: $input) { ${RESULT} } }`, {
    input: {
      seasonId: '2026',
      name: 'Clasament 2026',
      startsOn: '2026-01-01',
      endsOn: '2026-12-31',
    },
  });
  await ok(
    `mutation($input: SubmitCalendarInput!) { submitCalendar(input: $input) { ${RESULT} } }`,
    {
      input: {
        seasonId: '2026',
        calendarId: 'cal-a',
        clubId: 'club-a',
        tournaments: [{ tournamentId: 't1', scheduledOn: '2026-03-10', name: 'Cupa t1' }],
      },
    },
    club,
  );
});

afterAll(async () => {
  await server?.stop();
  rmSync(seedDir, { recursive: true, force: true });
});

const APPROVE = `mutation { approveCalendar(seasonId: "2026", calendarId: "cal-a") { ${RESULT} } }`;

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out waiting for the ranking');
}

describe('ranking API (issue 8)', () => {
  it('FSNP Art. 137: a club may not approve its own calendar', async () => {
    const e = onlyError(await gql(server.url, APPROVE, {}, club));
    expect(e.extensions).toMatchObject({ code: 'FORBIDDEN', ruleRef: 'FSNP Art. 137' });
  });

  it('FSNP Art. 137: a club submits only its own calendar', async () => {
    const other = server.token({ role: 'club', sub: 'secretary-b', club: 'club-b' });
    const e = onlyError(
      await gql(
        server.url,
        `mutation($input: SubmitCalendarInput!) { submitCalendar(input: $input) { ${RESULT} } }`,
        {
          input: {
            seasonId: '2026',
            calendarId: 'cal-b',
            clubId: 'club-a',
            tournaments: [{ tournamentId: 't9', scheduledOn: '2026-04-10', name: 'Cupa t9' }],
          },
        },
        other,
      ),
    );
    expect(e.extensions).toMatchObject({ code: 'NOT_YOUR_CALENDAR', ruleRef: 'FSNP Art. 137' });
  });

  it('FSNP Art. 137, 19: once the federation approves, the completed tournament scores and clubs read the table by cursor', async () => {
    await ok(APPROVE, {});
    const all = await until(
      () => ranking(),
      (r) => r.totalCount === 4,
    );
    // N = 4, b = 99.75 lei: 60.00, 42.43, 34.64, 30.00; m2 plays for club-b since 1 Feb.
    expect(
      all.nodes.map((n: { playerId: string; points: number; clubId: string }) => [
        n.playerId,
        n.points,
        n.clubId,
      ]),
    ).toEqual([
      ['m1', 6000, 'club-a'],
      ['m2', 4243, 'club-b'],
      ['m3', 3464, 'club-a'],
      ['m4', 3000, 'club-a'],
    ]);
    const p1 = await ranking({ first: 2 });
    const p2 = await ranking({ first: 2, after: p1.pageInfo.endCursor });
    expect(p2.nodes.map((n: { position: number }) => n.position)).toEqual([3, 4]);
    const history = await ok(
      `query { playerHistory(playerId: "m2") { tournamentId tournamentName clubId place points } }`,
      {},
      club,
    );
    expect(history.playerHistory).toEqual([
      { tournamentId: 't1', tournamentName: 'Cupa t1', clubId: 'club-b', place: 2, points: 4243 },
    ]);
    // Another club's members are personal data: club-b's own office reads them (issue 15.6).
    const players = await ok(
      `query { clubPlayers(clubId: "club-b") { memberId cardStatus } }`,
      {},
      server.token({ role: 'club', sub: 'secretary-b', club: 'club-b' }),
    );
    expect(players.clubPlayers).toEqual([{ memberId: 'm2', cardStatus: 'none' }]);
  });

  it('FSNP Art. 132: the federation corrects the standings after a protest and the table follows', async () => {
    await ok(
      `mutation($input: CorrectStandingsInput!) { correctStandings(input: $input) { ${RESULT} } }`,
      {
        input: {
          seasonId: '2026',
          tournamentId: 't1',
          standings: ['m2', 'm1', 'm3', 'm4'].map((playerId, i) => ({
            playerId,
            place: i + 1,
            sharedBy: 1,
          })),
          protestId: 'p-1',
          reason: 'Protest upheld',
        },
      },
    );
    const r = await ranking();
    expect(r.nodes[0]).toMatchObject({ playerId: 'm2', points: 6000, rank: 1 });
  });

  it('DECISION-1: the federation previews a formula, changes it, and the old version stays queryable', async () => {
    const preview = await ok(
      `query($f: RankingFormulaInput!) { rankingWhatIf(seasonId: "2026", formula: $f) { formulaId players { playerId points } } }`,
      { f: TABLE_INPUT },
    );
    expect(preview.rankingWhatIf.players.slice(0, 2)).toEqual([
      { playerId: 'm2', points: 5000 },
      { playerId: 'm1', points: 3500 },
    ]);
    expect((await ranking()).nodes[0].points).toBe(6000);
    await ok(
      `mutation($input: ChangeRankingFormulaInput!) { changeRankingFormula(input: $input) { ${RESULT} } }`,
      { input: { seasonId: '2026', formula: TABLE_INPUT, reason: 'Board decision' } },
    );
    expect((await ranking()).nodes[0]).toMatchObject({ points: 5000, formulaVersion: 2 });
    expect((await ranking({ v: 1 })).nodes[0]).toMatchObject({ points: 6000, formulaVersion: 1 });
  });

  it('DECISION-1: after publication the formula is final', async () => {
    await ok(`mutation { publishSeason(seasonId: "2026") { ${RESULT} } }`, {});
    const e = onlyError(
      await gql(
        server.url,
        `mutation($input: ChangeRankingFormulaInput!) { changeRankingFormula(input: $input) { ${RESULT} } }`,
        { input: { seasonId: '2026', formula: { formulaId: 'tlb' }, reason: 'late' } },
        fed,
      ),
    );
    expect(e.extensions).toMatchObject({ code: 'SEASON_PUBLISHED', ruleRef: 'DECISION-1' });
  });

  it('FSNP Art. 19: an unknown season is refused by name', async () => {
    const e = onlyError(await gql(server.url, RANKING, { s: 'nope' }, club));
    expect(e.extensions).toMatchObject({ code: 'SEASON_NOT_FOUND' });
  });
});
