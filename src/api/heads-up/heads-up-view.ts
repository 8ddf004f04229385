import type { HeadsUpState } from '../../aggregates/tournament/heads-up/heads-up';
import type { HeadsUpBracket } from './heads-up.types';

/** DECISION-4: a shared place reads as its range, e.g. "3-4". */
const placeLabel = (place: number, sharedBy: number) =>
  sharedBy > 1 ? `${place}-${place + sharedBy - 1}` : String(place);

/** The folded pyramid as the API shows it: players out best place first, then by id. */
export function bracketView(tournamentId: string, hu: HeadsUpState): HeadsUpBracket {
  return {
    tournamentId,
    field: hu.field,
    bracketSize: hu.bracketSize,
    rounds: hu.rounds,
    round: hu.round,
    matches: hu.matches.map((m) => ({
      match: m.match,
      tableId: m.tableId,
      players: [...m.players],
      winnerId: m.winnerId,
    })),
    byes: [...hu.byes],
    places: Object.entries(hu.places)
      .map(([playerId, p]) => ({
        playerId,
        place: p.place,
        sharedBy: p.sharedBy,
        placeLabel: placeLabel(p.place, p.sharedBy),
        round: p.round,
      }))
      .sort((a, b) => a.place - b.place || a.playerId.localeCompare(b.playerId)),
    championId: hu.champion,
  };
}
