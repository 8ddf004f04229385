/**
 * Tables in play: balancing (FSNP Art. 80; LNSE I.91, I.95), breaking in the announced order
 * (FSNP Art. 81; LNSE I.92-93, IV.8.2) and the final table (LNSE I.98-99, IV.8.3; FSNP Art. 47);
 * hand-for-hand is in hands/hand-for-hand.ts.
 */
import type { FinalTableFormedData, SeatRef } from '../../../events/tournament-events';
import type { RandomSource } from '../../decider';
import { accept, reject } from '../../decider';
import { citationsFor, paramsFor, ruleset } from '../defaults';
import { dayClosed, handRunningAt, anyHandRunning, notRunning, unknownTable } from '../guards';
import { dealToSeats, drawOrder, shuffle, shuffledDeck } from '../seating/draws';
import { drawFreeSeats, drawFreshTables } from '../seating/seat-draw';
import { buttonDraw } from '../seating/seating';
import { event, type Slice } from '../slice';
import { closeTable, openTableIds, reseatAll, seat, unseat } from '../state-ops';
import {
  dealtSeats,
  emptySeats,
  openTables,
  playerCount,
  playerDueBigBlind,
  playersLeft,
  seatsByBigBlindNearness,
  waitsForButton,
} from './geometry';
import { created, type TableState, type TournamentState } from '../state';
import { activePlayers } from '../hands/table-hands';
import { balancingShortfall, openField } from './balancing-due';

export interface SuggestedMove {
  readonly playerId: string;
  readonly from: SeatRef;
  readonly to: SeatRef;
}

const byCountThenOrder = (s: TournamentState) => {
  // Each table's place in the announced order (its first), looked up once and not by indexOf in
  // every comparison (a sort of 1,000 tables against a 1,000-table order, issue 16).
  const place = new Map<string, number>();
  s.breakOrder.forEach((id, i) => {
    if (!place.has(id)) place.set(id, i + 1);
  });
  return (a: TableState, b: TableState) =>
    playerCount(b) - playerCount(a) ||
    // LNSE I.95: among equally full tables, the one first in the announced order gives up a player.
    (place.get(a.tableId) ?? 1e9) - (place.get(b.tableId) ?? 1e9) ||
    TABLE_ID_ORDER.compare(a.tableId, b.tableId);
};

/** localeCompare(b, 'en', { numeric: true }) without building a collator per comparison. */
const TABLE_ID_ORDER = new Intl.Collator('en', { numeric: true });

/**
 * The moves that balance the tables (FSNP Art. 80(a)): once the shortest table is the
 * ruleset's margin short of the fullest, move the player due the big blind at the fullest table
 * to the seat nearest the big blind at the shortest, until no two tables differ by more than one.
 */
export function suggestBalancing(state: TournamentState): SuggestedMove[] {
  const spreadOf = (t: TournamentState) => {
    const counts = openTables(t).map(playerCount);
    return Math.max(...counts) - Math.min(...counts);
  };
  // Read on the state itself: the clone below (the moves are played on it) is only paid for when
  // there is something to balance, not after every hand (issue 16). A table short by the
  // ruleset's reference (tables.balanceReference) is what calls for the moves.
  // The field is counted once, not once per table (it made this quadratic in the tables).
  const field = openField(state);
  if (!openTables(state).some((t) => balancingShortfall(state, t, field))) return [];
  // The moves are played on a copy: the open tables' seats and the moved entrants are copied, not
  // the whole state (a structuredClone of every entrant was most of this at a few thousand
  // players; a copy of every table ever opened and of the entrant map, at 10,000). The copy's
  // entrant map holds only the moved ones: seat() reads no other (a seated player's status stays).
  const tables: Record<string, TableState> = {};
  for (const id of openTableIds(state)) {
    const t = state.tables[id];
    tables[id] = { ...t, seats: { ...t.seats } };
  }
  const s: TournamentState = { ...state, tables, entrants: {} };
  const moves: SuggestedMove[] = [];
  const spread = () => spreadOf(s);
  const order = byCountThenOrder(s);
  while (spread() > 1) {
    const tables = openTables(s).sort(order);
    const from = tables[0];
    const to = tables[tables.length - 1];
    const pid = playerDueBigBlind(from) ?? Object.values(from.seats)[0];
    const toSeat = seatsByBigBlindNearness(to)[0];
    if (!pid || toSeat == null) break;
    const e = s.entrants[pid] ?? state.entrants[pid];
    moves.push({
      playerId: pid,
      from: { tableId: from.tableId, seat: e.seat! },
      to: { tableId: to.tableId, seat: toSeat },
    });
    // The copy's own entrant map (above), never the state's: the moved entrant is copied.
    // eslint-disable-next-line no-restricted-syntax
    s.entrants[pid] = { ...e };
    seat(s, pid, to.tableId, toSeat);
  }
  return moves;
}

/**
 * LNSE 123/13 IV.8.3: one face-up card to each remaining player, from seat 1 clockwise at each
 * table in table order, and the order they pick a seat card: highest card first, suits ranked by
 * the ruleset (II.21: spades, hearts, diamonds, clubs).
 */
function finalTableCardDraw(
  s: TournamentState,
  players: readonly string[],
  random: RandomSource,
): NonNullable<FinalTableFormedData['seatCardDraw']> {
  const order = [...players].sort((a, b) => {
    const x = s.entrants[a];
    const y = s.entrants[b];
    const t = (x.tableId ?? '').localeCompare(y.tableId ?? '', 'en', { numeric: true });
    return t !== 0 ? t : (x.seat ?? 0) - (y.seat ?? 0);
  });
  const deck = shuffledDeck(random);
  const cards = order.map((playerId, i) => ({
    tableId: s.entrants[playerId].tableId ?? '',
    seat: s.entrants[playerId].seat ?? 0,
    playerId,
    card: deck[i],
  }));
  const suits = ruleset(created(s).config.rulesetId).seating.suitOrder.value;
  const pickOrder = [...cards]
    .sort((a, b) => drawOrder(a.card, b.card, suits))
    .map((c) => c.playerId);
  return { cards, pickOrder };
}

export const tables: Slice = {
  commands: {
    MovePlayer: {
      roles: ['director', 'floor'],
      decide(c, s) {
        const no = notRunning(s) ?? dayClosed(s) ?? unknownTable(s, c.toTableId);
        if (no) return no;
        // Issue 20: each refusal cites the ruleset in force (LNSE 123/13 I.91, I.95; FSNP Art. 80).
        const moved = ruleset(s.config.rulesetId).tables.movedPlayer.cite;
        const e = s.entrants[c.playerId];
        if (!e?.tableId || e.seat == null)
          return reject('PLAYER_NOT_SEATED', moved, `${c.playerId} has no seat to move from.`);
        const from = s.tables[e.tableId];
        const to = s.tables[c.toTableId];
        const busy = handRunningAt(s, from.tableId, moved) ?? handRunningAt(s, to.tableId, moved);
        if (busy) return busy;
        const p = paramsFor(s.config.rulesetId).balanceWhenShortBy;
        const all = openTables(s);
        const max = Math.max(...all.map(playerCount));
        const min = Math.min(...all.map(playerCount));
        if (from === to || playerCount(from) !== max || playerCount(to) !== min || max - min < 2)
          return reject(
            'MOVE_DOES_NOT_BALANCE',
            p.cite,
            `A player moves only from the fullest table (${max}) to the shortest (${min}); this move does not balance the tables.`,
          );
        const due = playerDueBigBlind(from);
        if (due && due !== c.playerId)
          return reject(
            'NOT_THE_BIG_BLIND',
            moved,
            `The player moved is the one due the big blind at table ${from.tableId}: ${due}, not ${c.playerId}.`,
          );
        if (!emptySeats(to).includes(c.toSeat))
          return reject(
            'SEAT_TAKEN',
            moved,
            `Seat ${c.toSeat} at table ${to.tableId} is not free.`,
          );
        const best = seatsByBigBlindNearness(to)[0];
        if (c.toSeat !== best)
          return reject(
            'NOT_THE_BIG_BLIND_SEAT',
            moved,
            `The moved player takes the big-blind position or the nearest seat to it: seat ${best} at table ${to.tableId}.`,
          );
        return accept(
          event(
            'PlayerMoved',
            {
              playerId: c.playerId,
              from: { tableId: from.tableId, seat: e.seat },
              to: { tableId: to.tableId, seat: c.toSeat },
              reason: 'balancing',
              waitsForButton: waitsForButton(to, c.toSeat),
            },
            moved,
          ),
        );
      },
    },
    PublishTableBreakOrder: {
      roles: ['director'],
      decide(c, s) {
        const no = notRunning(s);
        if (no) return no;
        const open = openTables(s).map((t) => t.tableId);
        if (new Set(c.order).size !== c.order.length || !c.order.every((id) => open.includes(id)))
          return reject(
            'INVALID_BREAK_ORDER',
            citationsFor(s.config.rulesetId).tableBreakOrder,
            `The break order lists tables in play once each (${open.join(', ')}).`,
          );
        return accept(
          event(
            'TableBreakOrderPublished',
            { order: c.order },
            citationsFor(s.config.rulesetId).tableBreakOrder,
          ),
        );
      },
    },
    BreakTable: {
      roles: ['director'],
      decide(c, s, ctx) {
        const no =
          notRunning(s) ??
          dayClosed(s) ??
          unknownTable(s, c.tableId) ??
          handRunningAt(s, c.tableId, citationsFor(s.config.rulesetId).tableBroken);
        if (no) return no;
        const nextUp = s.breakOrder.find((id) => s.tables[id]?.open);
        if (!nextUp)
          return reject(
            'BREAK_ORDER_NOT_PUBLISHED',
            citationsFor(s.config.rulesetId).tableBreakOrder,
            'Announce the order in which tables break first.',
          );
        if (nextUp !== c.tableId)
          return reject(
            'BREAK_ORDER_NOT_FOLLOWED',
            citationsFor(s.config.rulesetId).tableBreakOrder,
            `Tables break in the announced order: table ${nextUp} is next, not ${c.tableId}.`,
          );
        const t = s.tables[c.tableId];
        if (Object.keys(t.reserved).length)
          return reject(
            'RESERVED_STACKS_AT_TABLE',
            citationsFor(s.config.rulesetId).seating.reservedStacks,
            `Table ${c.tableId} still holds reserved starting sets for late players; break it after they are claimed or removed.`,
          );
        const movers = dealtSeats(t).filter((seatNo) => t.seats[seatNo]);
        const slots = drawFreeSeats(s, movers.length, ctx.random, [c.tableId]);
        if (!slots || openTables(s).length < 2)
          return reject(
            'NOT_ENOUGH_SEATS',
            citationsFor(s.config.rulesetId).tableBroken,
            `The other tables lack ${movers.length} free seats.`,
          );
        // LNSE IV.8.2: a card to each seat from seat 1; the highest card picks a seat card first.
        const cards = dealToSeats(movers, ctx.random);
        const suits = ruleset(s.config.rulesetId).seating.suitOrder.value;
        const pickOrder = [...cards].sort((a, b) => drawOrder(a.card, b.card, suits));
        const seatCards = shuffle(slots, ctx.random);
        const moves = pickOrder.map((card, i) => ({
          playerId: t.seats[card.seat],
          fromSeat: card.seat,
          to: seatCards[i],
          waitsForButton: waitsForButton(s.tables[seatCards[i].tableId], seatCards[i].seat),
        }));
        return accept(
          event(
            'TableBroken',
            { tableId: c.tableId, cards, moves },
            citationsFor(s.config.rulesetId).tableBroken,
          ),
        );
      },
    },
    FormFinalTable: {
      roles: ['director'],
      decide(_c, s, ctx) {
        const cite = citationsFor(s.config.rulesetId).finalTableFormed;
        const no = notRunning(s) ?? dayClosed(s) ?? anyHandRunning(s, cite);
        if (no) return no;
        if (s.finalTable)
          return reject('FINAL_TABLE_FORMED', cite, 'The final table has already been formed.');
        const p = paramsFor(s.config.rulesetId).finalTableSize;
        const size = Math.min(p.value ?? s.config.seatsPerTable, s.config.seatsPerTable);
        const left = playersLeft(s);
        if (left > size)
          return reject(
            'TOO_MANY_FOR_FINAL_TABLE',
            p.cite,
            `The final table forms at ${size} players; ${left} are still in.`,
          );
        const players = activePlayers(s);
        const draw = ruleset(s.config.rulesetId).tables.finalTableSeatDraw;
        if (draw.value === 'seat-card-draw') {
          const seatCardDraw = finalTableCardDraw(s, players, ctx.random);
          // The free seat cards lie face down: the highest card picks first, and so on down.
          const seatCards = shuffle(
            Array.from({ length: size }, (_, i) => i + 1),
            ctx.random,
          );
          const assignments = seatCardDraw.pickOrder.map((playerId, i) => ({
            playerId,
            tableId: 'FT',
            seat: seatCards[i],
          }));
          return accept(
            event(
              'FinalTableFormed',
              { tableId: 'FT', assignments, seatCardDraw },
              `${cite}; ${draw.cite}`,
            ),
            buttonDraw(s, 'FT', assignments, ['FT'], ctx.random),
          );
        }
        const assignments = drawFreshTables(players, ['FT'], size, ctx.random);
        return accept(
          event('FinalTableFormed', { tableId: 'FT', assignments }, cite),
          buttonDraw(s, 'FT', assignments, ['FT'], ctx.random),
        );
      },
    },
    RedrawTables: {
      roles: ['director'],
      decide(_c, s, ctx) {
        const p = paramsFor(s.config.rulesetId).redrawAtTables;
        const no = notRunning(s) ?? dayClosed(s) ?? anyHandRunning(s, p.cite);
        if (no) return no;
        const open = openTables(s);
        const n = open.length;
        if (!p.value.includes(n) || s.redrawnAtTables.includes(n))
          return reject(
            'NO_REDRAW_DUE',
            p.cite,
            `Players are redrawn when ${p.value.length ? p.value.join(' and ') : 'no'} tables remain, once each; ${n} tables are in play.`,
          );
        const ids = open.map((t) => t.tableId);
        const seats = Math.max(...open.map((t) => t.seatCount));
        const assignments = drawFreshTables(activePlayers(s), ids, seats, ctx.random);
        return accept(
          event(
            'SeatDrawConducted',
            {
              reason: n === 3 ? 'three-tables' : 'two-tables',
              method: 'system-rng',
              tables: ids.map((tableId) => ({ tableId, seats })),
              assignments,
            },
            p.cite,
          ),
          buttonDraw(s, ids[0], assignments, ids, ctx.random),
        );
      },
    },
  },
  events: {
    PlayerMoved(s, d) {
      seat(s, d.playerId, d.to.tableId, d.to.seat);
      s.entrants[d.playerId].waitsForButton = d.waitsForButton;
    },
    TableBreakOrderPublished(s, d) {
      s.breakOrder = [...d.order];
    },
    TableBroken(s, d) {
      for (const m of d.moves) {
        seat(s, m.playerId, m.to.tableId, m.to.seat);
        s.entrants[m.playerId].waitsForButton = m.waitsForButton;
      }
      const t = s.tables[d.tableId];
      for (const pid of Object.values(t.seats)) unseat(s, s.entrants[pid]);
      closeTable(s, t);
    },
    FinalTableFormed(s, d) {
      reseatAll(s, [{ tableId: d.tableId, seats: s.config.seatsPerTable }], d.assignments);
      s.finalTable = d.tableId;
    },
  },
};
