import type { PointsAwardedData } from '../../../src/events/ranking-events';
import type { SeasonEvent } from '../../../src/events/season-events';
import { awardPoints } from '../../../src/aggregates/season/points';
import { seasonRanking } from '../../../src/commands/ranking/season-ranking';
import { SAMPLE_RANKING_TABLE } from '../../../src/rules/ranking';
import {
  S,
  approve,
  decideSeason,
  defineSeason,
  record,
  result,
  run,
  standing,
  submit,
} from './season-fixtures';

const awardsOf = (events: readonly SeasonEvent[], version?: number) =>
  events
    .filter((e): e is Extract<SeasonEvent, { type: 'PointsAwarded' }> => e.type === 'PointsAwarded')
    .map((e) => e.data)
    .filter((d) => version === undefined || d.formulaVersion === version);

/** The latest award per tournament, as the read model keeps it. */
const latest = (awards: readonly PointsAwardedData[]) => [
  ...new Map(awards.map((a) => [a.tournamentId, a])).values(),
];

describe('season and calendar (FSNP Art. 137)', () => {
  const base = [defineSeason, submit('cal-1', 'c1', 't1', 't2')];

  it('FSNP Art. 137: a tournament of a calendar not yet approved does not score', () => {
    const d = decideSeason(run(...base), record(result('t1')));
    expect(d.ok).toBe(false);
    if (!d.ok)
      expect(d.rejection).toMatchObject({
        code: 'NOT_ON_APPROVED_CALENDAR',
        ruleRef: 'FSNP Art. 137',
      });
  });

  it('FSNP Art. 137: a tournament on no calendar does not score', () => {
    const d = decideSeason(run(...base, approve('cal-1')), record(result('t9')));
    expect(!d.ok && d.rejection.code).toBe('NOT_ON_APPROVED_CALENDAR');
  });

  it('FSNP Art. 137: once the federation approves the calendar, its completed tournament is scored', () => {
    const d = decideSeason(run(...base, approve('cal-1')), record(result('t1')));
    expect(d.ok && d.events.map((e) => e.type)).toEqual([
      'TournamentResultRecorded',
      'PointsAwarded',
    ]);
  });

  it('FSNP Art. 137: only the federation approves a calendar it received; approving twice is refused', () => {
    const d = decideSeason(run(...base, approve('cal-1')), approve('cal-1'));
    expect(!d.ok && d.rejection.code).toBe('CALENDAR_ALREADY_APPROVED');
  });

  it('FSNP Art. 137: each club sends its own calendar; another club’s is refused', () => {
    const d = decideSeason(run(defineSeason), {
      ...submit('cal-x', 'c1', 't1'),
      actingClubId: 'c2',
    });
    expect(!d.ok && d.rejection).toMatchObject({
      code: 'NOT_YOUR_CALENDAR',
      ruleRef: 'FSNP Art. 137',
    });
  });

  it('FSNP Art. 137: a competition dated outside the season is refused on the calendar', () => {
    const d = decideSeason(run(defineSeason), {
      type: 'SubmitCalendar',
      seasonId: S,
      calendarId: 'cal-x',
      clubId: 'c1',
      tournaments: [{ tournamentId: 't1', scheduledOn: '2027-01-05', name: 'Late' }],
    });
    expect(!d.ok && d.rejection.code).toBe('OUTSIDE_SEASON');
  });

  it('DECISION-1: a tournament played under a ruleset without a ranking formula (LNSE) does not score', () => {
    const d = decideSeason(
      run(...base, approve('cal-1')),
      record(result('t1', { rulesetId: 'lnse' })),
    );
    expect(!d.ok && d.rejection.code).toBe('RULESET_NOT_SANCTIONING');
    expect(!d.ok && d.rejection.ruleRef).toContain('LNSE');
  });

  it('FSNP Art. 19: a tournament is scored once; recording it again is refused', () => {
    const d = decideSeason(
      run(...base, approve('cal-1'), record(result('t1'))),
      record(result('t1')),
    );
    expect(!d.ok && d.rejection.code).toBe('RESULT_ALREADY_RECORDED');
  });
});

describe('standings correction after a protest decision (FSNP Art. 132; FSPR 7.3.4)', () => {
  const history = () =>
    run(
      defineSeason,
      submit('cal-1', 'c1', 't1'),
      approve('cal-1'),
      record(result('t1', { n: 4 })),
    );

  it('FSNP Art. 132: swapping 1st and 2nd re-awards the points and the ranking follows', () => {
    const before = history();
    const d = decideSeason(before, {
      type: 'CorrectStandings',
      seasonId: S,
      tournamentId: 't1',
      standings: [
        { playerId: 'p02', place: 1, sharedBy: 1 },
        { playerId: 'p01', place: 2, sharedBy: 1 },
        { playerId: 'p03', place: 3, sharedBy: 1 },
        { playerId: 'p04', place: 4, sharedBy: 1 },
      ],
      protestId: 'protest-7',
      reason: 'Protest upheld: p01 was eliminated before p02.',
    });
    if (!d.ok) throw new Error(d.rejection.message);
    const all = [...before, ...d.events];
    const table = seasonRanking(latest(awardsOf(all)));
    // N = 4, b = 99.75: 30 × √(4/k): 60.00, 42.43, 34.64, 30.00.
    expect(table.slice(0, 2).map((l) => [l.playerId, l.points])).toEqual([
      ['p02', 6000],
      ['p01', 4243],
    ]);
    expect(awardsOf(d.events)[0]).toMatchObject({ resultRevision: 2, cause: 'corrected' });
  });

  it('FSNP Art. 132: a correction naming a player who did not play is refused', () => {
    const d = decideSeason(history(), {
      type: 'CorrectStandings',
      seasonId: S,
      tournamentId: 't1',
      standings: [
        { playerId: 'x', place: 1, sharedBy: 1 },
        { playerId: 'p01', place: 2, sharedBy: 1 },
        { playerId: 'p03', place: 3, sharedBy: 1 },
        { playerId: 'p04', place: 4, sharedBy: 1 },
      ],
      reason: 'typo',
    });
    expect(!d.ok && d.rejection.code).toBe('STANDINGS_INVALID');
  });

  it('FSNP Art. 19: a protest decision disqualifying the winner takes his points away', () => {
    const d = decideSeason(history(), {
      type: 'CorrectStandings',
      seasonId: S,
      tournamentId: 't1',
      standings: [1, 2, 3, 4].map((k) => ({ playerId: `p0${k}`, place: k, sharedBy: 1 })),
      disqualified: ['p01'],
      reason: 'Collusion proven (FSNP Art. 22).',
    });
    expect(d.ok && awardsOf(d.events)[0].awards.find((a) => a.playerId === 'p01')?.points).toBe(0);
  });
});

describe('formula change (DECISION-1)', () => {
  const standings = [
    standing('a', 1),
    standing('b', 2, 2),
    standing('c', 2, 2),
    ...Array.from({ length: 17 }, (_, i) =>
      standing(`z${String(i + 4).padStart(2, '0')}`, i + 4, 1, 'c2'),
    ),
  ];
  const history = () =>
    run(
      defineSeason,
      submit('cal-1', 'c1', 't1', 't2'),
      approve('cal-1'),
      record(result('t1')),
      record(result('t2', { standings, playedOn: '2026-03-11' })),
    );
  const toTable = {
    type: 'ChangeRankingFormula' as const,
    seasonId: S,
    formula: { id: 'table' as const, table: SAMPLE_RANKING_TABLE },
    reason: 'Federation board decision 12/2026',
  };

  it('DECISION-1: a formula change is version 2; every tournament is re-awarded and version 1 stays on the stream', () => {
    const before = history();
    const d = decideSeason(before, toTable);
    if (!d.ok) throw new Error(d.rejection.message);
    const all = [...before, ...d.events];
    expect(awardsOf(all, 1)).toHaveLength(2);
    expect(awardsOf(all, 2).map((a) => a.tournamentId)).toEqual(['t1', 't2']);
  });

  it('DECISION-1: the ranking rebuilt from version-2 events equals a recomputation from scratch under the new formula', () => {
    const all = run(
      ...[defineSeason, submit('cal-1', 'c1', 't1', 't2'), approve('cal-1')],
      record(result('t1')),
      record(result('t2', { standings, playedOn: '2026-03-11' })),
      toTable,
    );
    const rebuilt = seasonRanking(latest(awardsOf(all, 2)));
    const fromScratch = seasonRanking(
      [result('t1'), result('t2', { standings, playedOn: '2026-03-11' })].map((r) => ({
        tournamentId: r.tournamentId,
        playedOn: r.playedOn,
        awards: awardPoints(r, toTable.formula),
      })),
    );
    expect(rebuilt).toEqual(fromScratch);
    // p01 won t1 (50.00 under the table) and a won t2 (50.00): equal points share rank 1.
    expect(rebuilt.slice(0, 2).map((l) => [l.playerId, l.rank, l.points])).toEqual([
      ['a', 1, 5000],
      ['p01', 1, 5000],
    ]);
    expect(seasonRanking(latest(awardsOf(all, 1)))[0]).toMatchObject({
      playerId: 'a',
      // Version 1 (tlb): a won t2 with N = 20: 30 × √20 = 134.164 → 134.16.
      points: 13416,
    });
  });

  it('DECISION-1: once the season is published its formula cannot change', () => {
    const d = decideSeason(run(defineSeason, { type: 'PublishSeason', seasonId: S }), toTable);
    expect(!d.ok && d.rejection.code).toBe('SEASON_PUBLISHED');
  });

  it('DECISION-1: a table with a gap between bands is refused', () => {
    const d = decideSeason(run(defineSeason), {
      ...toTable,
      formula: {
        id: 'table',
        table: { ...SAMPLE_RANKING_TABLE, bands: SAMPLE_RANKING_TABLE.bands.slice(1) },
      },
    });
    expect(!d.ok && d.rejection.code).toBe('INVALID_RANKING_TABLE');
  });

  it('DECISION-1: a season cannot start from a ruleset that has no ranking (LNSE)', () => {
    const d = decideSeason([], { ...defineSeason, rulesetId: 'lnse' });
    expect(!d.ok && d.rejection.code).toBe('RULESET_NOT_SANCTIONING');
  });
});
