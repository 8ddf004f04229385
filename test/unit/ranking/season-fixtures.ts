import type { Actor } from '../../../src/events/envelope';
import type { SeasonEvent } from '../../../src/events/season-events';
import type { RankedStanding, TournamentResult } from '../../../src/events/ranking-events';
import type { Decision } from '../../../src/aggregates/decider';
import {
  type DefineSeason,
  type SubmitCalendar,
  initialSeasonState,
  seasonDecider,
  type SeasonCommand,
  type SeasonState,
} from '../../../src/aggregates/season';

export const FEDERATION: Actor = { id: 'fed-1', role: 'federation' };
export const NOW = '2026-06-01T10:00:00.000Z';

export const foldSeason = (events: readonly SeasonEvent[]): SeasonState =>
  events.reduce((s, e) => seasonDecider.evolve(s, e), initialSeasonState);

export function decideSeason(
  history: readonly SeasonEvent[],
  command: SeasonCommand,
  actor: Actor = FEDERATION,
): Decision<SeasonEvent> {
  return seasonDecider.decide(command, foldSeason(history), {
    actor,
    now: NOW,
    random: { int: () => 0 },
  });
}

/** Runs commands in order, failing the test on the first rejection; returns all events. */
export function run(...commands: SeasonCommand[]): SeasonEvent[] {
  const events: SeasonEvent[] = [];
  for (const c of commands) {
    const d = decideSeason(events, c);
    if (!d.ok) throw new Error(`${c.type} rejected: ${JSON.stringify(d.rejection)}`);
    events.push(...d.events);
  }
  return events;
}

export const S = '2026';

export const defineSeason: DefineSeason = {
  type: 'DefineSeason',
  seasonId: S,
  name: 'National ranking 2026',
  startsOn: '2026-01-01',
  endsOn: '2026-12-31',
};

export const submit = (calendarId: string, clubId: string, ...ids: string[]): SubmitCalendar => ({
  type: 'SubmitCalendar',
  seasonId: S,
  calendarId,
  clubId,
  tournaments: ids.map((tournamentId, i) => ({
    tournamentId,
    scheduledOn: `2026-03-${String(10 + i).padStart(2, '0')}`,
    name: `Open ${tournamentId}`,
  })),
});

export const approve = (calendarId: string): SeasonCommand => ({
  type: 'ApproveCalendar',
  seasonId: S,
  calendarId,
});

/** N players p01..pNN finishing in id order, all for club c1, unless `standings` is given. */
export function result(
  tournamentId: string,
  opts: {
    n?: number;
    prizeFundPartMinor?: number;
    playedOn?: string;
    rulesetId?: string;
    standings?: RankedStanding[];
  } = {},
): TournamentResult {
  const n = opts.standings?.length ?? opts.n ?? 16;
  const standings =
    opts.standings ??
    Array.from({ length: n }, (_, i) => ({
      playerId: `p${String(i + 1).padStart(2, '0')}`,
      place: i + 1,
      sharedBy: 1,
      clubId: 'c1',
      disqualified: false,
    }));
  return {
    tournamentId,
    clubId: 'c1',
    name: `Open ${tournamentId}`,
    rulesetId: opts.rulesetId ?? 'fsnp',
    playedOn: opts.playedOn ?? '2026-03-10',
    completedAt: `${opts.playedOn ?? '2026-03-10'}T23:00:00.000Z`,
    uniquePlayers: n,
    // b = 99.75 lei: log10(b + 0.25) = 2 exactly, so tlb = 30 × √(N/k).
    prizeFundPartMinor: opts.prizeFundPartMinor ?? 9975,
    minorUnitsPerMajor: 100,
    standings,
  };
}

export const record = (r: TournamentResult): SeasonCommand => ({
  type: 'RecordTournamentResult',
  seasonId: S,
  result: r,
});

export const standing = (
  playerId: string,
  place: number,
  sharedBy = 1,
  clubId = 'c1',
  disqualified = false,
): RankedStanding => ({ playerId, place, sharedBy, clubId, disqualified });
