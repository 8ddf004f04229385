/**
 * Eliminations whose order cannot be established (LNSE 123/13 I.71, IV.9.1(c); FSNP Art. 127;
 * DECISION-4): the floor records that players out at different tables cannot be ordered, and
 * they share the places at stake; their prizes are pooled and split by the ruleset's rounding
 * (prizes/places.ts). Recorded as the floor's finding, never guessed from timestamps. Players
 * out at one table are ordered by their stacks at the start of the hand (I.70, standings/standings.ts).
 */
import { accept, reject } from '../../decider';
import { bookOf } from '../hands/state';
import { cites, rulesetOf } from './rules';
import { ownPrizes, prizesOf } from './state';
import { event, type Slice } from '../slice';
import type { TournamentState } from '../state';

/** A player's recorded place: the standings once completed, else the eliminations so far. */
function placeOf(s: TournamentState, playerId: string) {
  const done = prizesOf(s).finalStandings?.find((l) => l.playerId === playerId);
  return done ?? s.hands?.places[playerId];
}

const byTableNumber = (a: string | null, b: string | null) =>
  (a ?? '').localeCompare(b ?? '', 'en', { numeric: true });

export const prizeTies: Slice = {
  commands: {
    RecordEliminationOrderUndeterminable: {
      roles: ['director', 'floor'],
      decide(c, s, ctx) {
        const r = rulesetOf(s);
        const cite = r.prizePool.sharedPlaces.cite;
        const p = prizesOf(s);
        if (p.awarded)
          return reject(
            'PRIZES_ALREADY_AWARDED',
            cite,
            'The prizes have been awarded from the standings: the order of eliminations can no longer change.',
          );
        const ids = [...new Set(c.playerIds)];
        if (ids.length < 2 || ids.length !== c.playerIds.length)
          return reject(
            'TIE_NEEDS_PLAYERS',
            cite,
            'Name two or more different players whose order of elimination cannot be established.',
          );
        const out = ids.map((id) => ({ id, place: placeOf(s, id), left: p.eliminations[id] }));
        const notOut = out.filter((x) => !x.place || !x.left);
        if (notOut.length)
          return reject(
            'PLAYER_NOT_ELIMINATED',
            cite,
            `${notOut.map((x) => x.id).join(', ')} ${notOut.length > 1 ? 'have' : 'has'} not been eliminated: only players already out can share places.`,
          );
        const tables = new Set(out.map((x) => x.left!.tableId ?? null));
        if (tables.size < 2)
          return reject(
            'SAME_TABLE_ORDER_KNOWN',
            r.tables.sameHandSameTable.cite,
            'These players left at the same table: their order is known (the bigger stack at the start of the hand places higher).',
          );
        // The places they hold now must form one block held by them alone.
        const held = out.flatMap((x) =>
          Array.from({ length: x.place!.sharedBy }, (_, i) => x.place!.place + i),
        );
        const first = Math.min(...held);
        const last = Math.max(...held);
        const others = Object.entries(s.hands?.places ?? {}).filter(
          ([pid, q]) => !ids.includes(pid) && q.place <= last && q.place + q.sharedBy - 1 >= first,
        );
        if (new Set(held).size !== ids.length || last - first + 1 !== ids.length || others.length)
          return reject(
            'PLACES_NOT_CONSECUTIVE',
            cite,
            `Places ${first} to ${last} are not held by these ${ids.length} players alone${others.length ? ` (${others.map(([pid]) => pid).join(', ')} also placed there)` : ''}: name every player whose order is unknown.`,
          );
        // DECISION-4: the indivisible units of the split go by table number (they left in
        // different hands, so no one seat is first left of one button).
        const ordered = [...out].sort(
          (a, b) =>
            byTableNumber(a.left!.tableId ?? null, b.left!.tableId ?? null) ||
            a.id.localeCompare(b.id),
        );
        return accept(
          event(
            'EliminationOrderUndeterminable',
            {
              playerIds: ordered.map((x) => x.id),
              tableIds: ordered.map((x) => x.left!.tableId ?? null),
              places: Array.from({ length: ids.length }, (_, i) => first + i),
              place: first,
              sharedBy: ids.length,
              reason: c.reason?.trim() || null,
              recordedAt: ctx.now,
            },
            cites(cite, r.prizePool.sharedPlaceExtraUnit.cite),
          ),
        );
      },
    },
  },
  events: {
    EliminationOrderUndeterminable(s, d) {
      const book = bookOf(s);
      const p = ownPrizes(s);
      d.playerIds.forEach((playerId, i) => {
        const shared = { place: d.place, sharedBy: d.sharedBy, splitOrder: i + 1 };
        book.places[playerId] = shared;
        const line = p.finalStandings?.find((l) => l.playerId === playerId);
        if (line) Object.assign(line, { place: d.place, sharedBy: d.sharedBy });
      });
      // Standings order inside a shared place follows the split order (DECISION-4).
      if (p.finalStandings) {
        const order = new Map(d.playerIds.map((id, i) => [id, i]));
        p.finalStandings.sort(
          (a, b) =>
            a.place - b.place || (order.get(a.playerId) ?? 0) - (order.get(b.playerId) ?? 0),
        );
      }
    },
  },
};
