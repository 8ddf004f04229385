/**
 * A season's table from its awards (issue 8): every recorded tournament counts; equal points
 * share a rank (1, 2, 2, 4), and the position (1, 2, 3, 4: points, then player id) is the
 * stable order the table pages by. Used by the read model, the "what if" preview and the
 * tests that compare a rebuild with a recomputation from scratch.
 */
import type { PointsAward } from '../../events/ranking-events';

export interface TournamentAwards {
  readonly tournamentId: string;
  readonly playedOn: string;
  readonly awards: readonly PointsAward[];
}

export interface RankingLine {
  readonly position: number;
  readonly rank: number;
  readonly playerId: string;
  /** The club he scored for in his latest tournament of the season. */
  readonly clubId: string;
  readonly points: number;
  readonly tournaments: number;
  readonly bestPlace: number;
  readonly bestPoints: number;
}

export function seasonRanking(tournaments: readonly TournamentAwards[]): RankingLine[] {
  const ordered = [...tournaments].sort(
    (a, b) => a.playedOn.localeCompare(b.playedOn) || a.tournamentId.localeCompare(b.tournamentId),
  );
  const lines = new Map<string, Omit<RankingLine, 'position' | 'rank'>>();
  for (const t of ordered)
    for (const a of t.awards) {
      const l = lines.get(a.playerId);
      lines.set(
        a.playerId,
        l
          ? {
              playerId: a.playerId,
              clubId: a.clubId,
              points: l.points + a.points,
              tournaments: l.tournaments + 1,
              bestPlace: Math.min(l.bestPlace, a.place),
              bestPoints: Math.max(l.bestPoints, a.points),
            }
          : {
              playerId: a.playerId,
              clubId: a.clubId,
              points: a.points,
              tournaments: 1,
              bestPlace: a.place,
              bestPoints: a.points,
            },
      );
    }
  return rankLines([...lines.values()]);
}

export function rankLines<L extends { playerId: string; points: number }>(
  lines: readonly L[],
): (L & { position: number; rank: number })[] {
  const sorted = [...lines].sort(
    (a, b) =>
      b.points - a.points || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0),
  );
  let rank = 0;
  return sorted.map((l, i) => {
    if (i === 0 || sorted[i - 1].points !== l.points) rank = i + 1;
    return { ...l, position: i + 1, rank };
  });
}

export interface ClubLine {
  readonly rank: number;
  readonly clubId: string;
  readonly points: number;
  readonly players: number;
}

/** Per club: the points its players scored while members of it (transfers by date). */
export function clubRanking(tournaments: readonly TournamentAwards[]): ClubLine[] {
  const clubs = new Map<string, { points: number; players: Set<string> }>();
  for (const t of tournaments)
    for (const a of t.awards) {
      const c = clubs.get(a.clubId) ?? { points: 0, players: new Set<string>() };
      c.points += a.points;
      c.players.add(a.playerId);
      clubs.set(a.clubId, c);
    }
  const lines = [...clubs.entries()].map(([clubId, c]) => ({
    playerId: clubId,
    clubId,
    points: c.points,
    players: c.players.size,
  }));
  return rankLines(lines).map(({ rank, clubId, points, players }) => ({
    rank,
    clubId,
    points,
    players,
  }));
}
