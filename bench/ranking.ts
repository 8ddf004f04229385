/**
 * Ranking benchmark (issue 8): a season of 10,000 players over 50 tournaments of 400 players.
 * Prints the time to build the read model from the events, the national top 100 (the
 * figure the issue asks for: milliseconds), a deep page, a club's table and a "what if".
 * Run: npm run bench:ranking
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { seasonDecider, initialSeasonState, type SeasonCommand } from '../src/aggregates/season';
import type { SeasonEvent } from '../src/events/season-events';
import type { ProposedEvent } from '../src/events/envelope';
import { openReadModel } from '../src/projections/data-source';
import { ProjectionRuntime } from '../src/projections/runtime';
import { membersProjection } from '../src/projections/ranking/members-projection';
import { rankingProjection } from '../src/projections/ranking/projection';
import { clubTable, nationalTable, whatIf } from '../src/projections/ranking/queries';
import { SAMPLE_RANKING_TABLE } from '../src/rules/ranking';
import { MemoryEventStore } from '../src/store/memory/memory-event-store';
import { uuidv7 } from '../src/store/ids';

const PLAYERS = 10_000;
const TOURNAMENTS = 50;
const FIELD = 400;
const CLUBS = 40;

let rnd = 12345;
const next = (n: number) => {
  rnd = (Math.imul(rnd, 1103515245) + 12345) >>> 0;
  return rnd % n;
};

function seasonEvents(): SeasonEvent[] {
  const events: SeasonEvent[] = [];
  let state = initialSeasonState;
  const run = (c: SeasonCommand) => {
    const d = seasonDecider.decide(c, state, {
      actor: { id: 'bench', role: 'federation' },
      now: '2026-01-01T00:00:00.000Z',
      random: { int: () => 0 },
    });
    if (!d.ok) throw new Error(d.rejection.message);
    for (const e of d.events) state = seasonDecider.evolve(state, e);
    events.push(...d.events);
  };
  const ids = Array.from({ length: TOURNAMENTS }, (_, i) => `t${i + 1}`);
  run({
    type: 'DefineSeason',
    seasonId: 'S',
    name: 'Bench',
    startsOn: '2026-01-01',
    endsOn: '2026-12-31',
  });
  run({
    type: 'SubmitCalendar',
    seasonId: 'S',
    calendarId: 'cal',
    clubId: 'club-0',
    tournaments: ids.map((tournamentId, i) => ({
      tournamentId,
      scheduledOn: `2026-${String(1 + Math.floor(i / 5)).padStart(2, '0')}-${String(1 + (i % 5) * 5).padStart(2, '0')}`,
      name: tournamentId,
    })),
  });
  run({ type: 'ApproveCalendar', seasonId: 'S', calendarId: 'cal' });
  ids.forEach((tournamentId, t) => {
    const field = new Set<number>();
    // Every player plays at least once; the rest of the field is drawn at random.
    for (let k = 0; k < FIELD && t * FIELD + k < PLAYERS; k++) field.add(t * FIELD + k);
    while (field.size < FIELD) field.add(next(PLAYERS));
    const order = [...field].sort(() => next(3) - 1);
    run({
      type: 'RecordTournamentResult',
      seasonId: 'S',
      result: {
        tournamentId,
        clubId: 'club-0',
        name: tournamentId,
        rulesetId: 'fsnp',
        playedOn: state.calendars.cal.tournaments[t].scheduledOn,
        completedAt: '2026-12-31T00:00:00.000Z',
        uniquePlayers: FIELD,
        prizeFundPartMinor: 20000,
        minorUnitsPerMajor: 100,
        standings: order.map((p, i) => ({
          playerId: `p${p}`,
          place: i + 1,
          sharedBy: 1,
          clubId: `club-${p % CLUBS}`,
          disqualified: false,
        })),
      },
    });
  });
  return events;
}

const proposed = (e: SeasonEvent, i: number): ProposedEvent => ({
  eventId: uuidv7(Date.UTC(2026, 0, 1) + i),
  type: e.type,
  schemaVersion: 1,
  data: e.data,
  metadata: {
    commandId: `bench-${i}`,
    correlationId: `bench-${i}`,
    causationId: `bench-${i}`,
    actor: { id: 'bench', role: 'federation' },
    occurredAt: '2026-01-01T00:00:00.000Z',
  },
});

async function timed<T>(
  runs: number,
  f: () => Promise<T>,
): Promise<{ median: number; p95: number; last: T }> {
  const times: number[] = [];
  let last!: T;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    last = await f();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)], p95: times[Math.floor(runs * 0.95)], last };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'ranking-bench-'));
  try {
    const events = seasonEvents();
    const store = new MemoryEventStore();
    await store.append('season-S', events.map(proposed), 'no_stream');
    const rm = await openReadModel({ kind: 'sqlite', path: join(dir, 'read.db') }, [
      membersProjection,
      rankingProjection,
    ]);
    const t0 = performance.now();
    await new ProjectionRuntime(store, rm.writer, [membersProjection, rankingProjection], {
      log: () => {},
    }).catchUp();
    const build = performance.now() - t0;

    // Live: each tournament arrives alone, and its season table is recomputed from its awards.
    const live = await openReadModel({ kind: 'sqlite', path: join(dir, 'live.db') }, [
      membersProjection,
      rankingProjection,
    ]);
    const t1 = performance.now();
    await new ProjectionRuntime(store, live.writer, [membersProjection, rankingProjection], {
      log: () => {},
      batchSize: 1,
    }).catchUp();
    const perTournament = (performance.now() - t1) / TOURNAMENTS;
    await live.close();

    const top = await timed(200, () => nationalTable(rm.reader, 'S', { first: 100 }));
    const cursor = (await nationalTable(rm.reader, 'S', { first: 100 })).pageInfo.endCursor;
    let deepCursor = cursor;
    for (let i = 0; i < 49; i++)
      deepCursor = (await nationalTable(rm.reader, 'S', { first: 100, after: deepCursor })).pageInfo
        .endCursor;
    const deep = await timed(200, () =>
      nationalTable(rm.reader, 'S', { first: 100, after: deepCursor }),
    );
    const club = await timed(50, () =>
      nationalTable(rm.reader, 'S', { first: 100, clubId: 'club-7' }),
    );
    const clubs = await timed(50, () => clubTable(rm.reader, 'S'));
    const preview = await timed(5, () =>
      whatIf(rm.reader, 'S', { id: 'table', table: SAMPLE_RANKING_TABLE }),
    );

    console.log(
      `ranking bench: ${top.last.totalCount} players, ${TOURNAMENTS} tournaments × ${FIELD} = ${TOURNAMENTS * FIELD} awards`,
    );
    console.log(`  read model built from ${events.length} season events: ${build.toFixed(0)} ms`);
    console.log(
      `  live, one event per batch: ${perTournament.toFixed(0)} ms per scored tournament (table recomputed)`,
    );
    console.log(
      `  national top 100:            median ${top.median.toFixed(2)} ms, p95 ${top.p95.toFixed(2)} ms`,
    );
    console.log(
      `  page 51 (positions 5001-5100): median ${deep.median.toFixed(2)} ms, p95 ${deep.p95.toFixed(2)} ms`,
    );
    console.log(`  one club's top 100:          median ${club.median.toFixed(2)} ms`);
    console.log(
      `  club table (${clubs.last.length} clubs):      median ${clubs.median.toFixed(2)} ms`,
    );
    console.log(
      `  what-if under another formula: median ${preview.median.toFixed(0)} ms (${preview.last.totalPlayers} players recomputed)`,
    );
    await rm.close();
    await store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
