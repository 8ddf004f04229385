/**
 * Start of play: random seat draw (FSNP Art. 33, 133; LNSE I.88, IV.8.1), special-needs
 * accommodation (FSNP Art. 33b; LNSE I.90), button draw (FSNP Art. 46; LNSE II.32-34),
 * starting stacks (FSNP Art. 134; LNSE II.4) and reserved seats for late players (FSNP Art. 135).
 */
import { sitAndGoStartRefusal } from '../procedures/procedures';
import type { SeatAssignment, TournamentEvent } from '../../../events/tournament-events';
import { accept, reject, type RandomSource } from '../../decider';
import { TOURNAMENT_TYPES } from '../../../rules/tournament-types';
import type { TournamentTypeCode } from '../../../rules/types';
import { citationsFor, paramsFor, policyOf, ruleset } from '../defaults';
import { bountyChipsIssued } from '../formats/bounty';
import { buttonWinner, dealToSeats } from './draws';
import { cancelled } from '../guards';
import { drawFreshTables, tableIds } from './seat-draw';
import { event, type Slice } from '../slice';
import { reseatAll, setStack, entrantOf, chipsIssued } from '../state-ops';
import type { CreatedTournament } from '../state';
import { issueStacks } from '../chips/inventory';

/** Button draw at one table; every table starts on the drawn seat number (LNSE II.34). */
export function buttonDraw(
  s: CreatedTournament,
  tableId: string,
  assignments: readonly SeatAssignment[],
  allTables: readonly string[],
  random: RandomSource,
): TournamentEvent {
  const start = TOURNAMENT_TYPES[s.config.tournamentType as TournamentTypeCode]?.buttonStart;
  if (start?.value === 'seat-1')
    return event(
      'ButtonDrawConducted',
      { tableId, cards: [], buttonSeat: 1, rule: 'seat-1', appliesTo: allTables },
      start.cite,
    );
  const rule = paramsFor(s.config.rulesetId).buttonDraw;
  const suits = ruleset(s.config.rulesetId).seating.suitOrder.value;
  const seats = assignments.filter((a) => a.tableId === tableId).map((a) => a.seat);
  const cards = dealToSeats(seats, random);
  return event(
    'ButtonDrawConducted',
    {
      tableId,
      cards,
      buttonSeat: buttonWinner(cards, rule.value, suits),
      rule: rule.value,
      appliesTo: allTables,
    },
    rule.cite,
  );
}

/**
 * How many tables n players need (FSNP Art. 133: 7 to 10 a table). When the published table
 * size would leave tables short, one table fewer with up to the ruleset's maximum is used.
 */
export function tablesFor(
  n: number,
  seatsPerTable: number,
  min: number,
  max = seatsPerTable,
): { count: number; seats: number } | { problem: string } {
  const count = Math.ceil(n / seatsPerTable);
  if (count <= 1 || Math.floor(n / count) >= min) return { count, seats: seatsPerTable };
  if (
    count > 1 &&
    Math.ceil(n / (count - 1)) <= max &&
    (count - 1 === 1 || Math.floor(n / (count - 1)) >= min)
  )
    return { count: count - 1, seats: Math.max(seatsPerTable, Math.ceil(n / (count - 1))) };
  return {
    problem: `${n} players over ${count} tables leaves tables of ${Math.floor(n / count)}; a table starts with ${min} to ${max} players.`,
  };
}

export const seating: Slice = {
  commands: {
    StartTournament: {
      roles: ['director'],
      decide(c, s, ctx) {
        const no = cancelled(s);
        if (no) return no;
        if (s.status === 'running' || s.status === 'completed')
          return reject(
            'ALREADY_STARTED',
            citationsFor(s.config.rulesetId).tablesInPlay,
            'The tournament has already started.',
          );
        if (s.status === 'scheduled')
          return reject(
            'REGISTRATION_NOT_OPEN',
            citationsFor(s.config.rulesetId).registrationWindow,
            'Nobody could register yet: open registration before starting.',
          );
        const cfg = s.config;
        const pairing = TOURNAMENT_TYPES[cfg.tournamentType as TournamentTypeCode]?.pairing;
        // FSNP Art. 140.3(b): a pyramid is drawn into pairs, never seated by the table draw.
        if (pairing?.value === 'random-pairs-each-round')
          return reject(
            'USE_HEADS_UP_BRACKET',
            pairing.cite,
            'A heads-up (pyramid) tournament is drawn into pairs, one table per match: start it with StartHeadsUpBracket (startHeadsUpBracket), not the seat draw.',
          );
        const p = paramsFor(cfg.rulesetId);
        const players = Object.values(s.players)
          .sort((a, b) => a.registrationNumber - b.registrationNumber)
          .map((x) => x.playerId);
        if (players.length < 2)
          return reject(
            'NOT_ENOUGH_PLAYERS',
            citationsFor(cfg.rulesetId).seating.minimumField,
            `A tournament needs at least 2 players; ${players.length} registered.`,
          );
        const spec = TOURNAMENT_TYPES[cfg.tournamentType as TournamentTypeCode];
        const field = spec?.field.value;
        if (
          field &&
          (players.length < field.min || (field.max != null && players.length > field.max))
        )
          return reject(
            'FIELD_SIZE',
            spec.field.cite,
            `This tournament type is played by ${field.max == null ? `at least ${field.min}` : field.min === field.max ? `exactly ${field.min}` : `${field.min} to ${field.max}`} players; ${players.length} registered.`,
          );
        const gate = sitAndGoStartRefusal(s);
        if (gate) return gate;
        const range = p.seatsPerTable.value;
        // FSNP Art. 133, 140; LNSE I.23: single-table events seat everyone at one table.
        const single = spec?.singleTable.value === true;
        const plan = single
          ? players.length <= range.max
            ? { count: 1, seats: Math.max(cfg.seatsPerTable, players.length) }
            : {
                problem: `A single table seats at most ${range.max} players; ${players.length} registered.`,
              }
          : tablesFor(players.length, Math.min(cfg.seatsPerTable, range.max), range.min, range.max);
        if ('problem' in plan)
          return reject('SEAT_DRAW_IMPOSSIBLE', p.seatsPerTable.cite, plan.problem);
        const max = plan.seats;
        const ids = tableIds(plan.count);
        const acc = c.accommodations ?? [];
        const exception = ruleset(cfg.rulesetId).seating.specialNeedsException;
        if (acc.length && !exception.value)
          return reject(
            'NO_SEATING_EXCEPTIONS',
            exception.cite,
            'Every seat is drawn at random under this ruleset: no seat may be granted outside the draw.',
          );
        for (const a of acc) {
          if (!s.players[a.playerId])
            return reject(
              'PLAYER_NOT_REGISTERED',
              exception.cite,
              `${a.playerId} is not registered.`,
            );
          if (!ids.includes(a.tableId) || a.seat < 1 || a.seat > max)
            return reject(
              'NO_SUCH_SEAT',
              exception.cite,
              `Table ${a.tableId} seat ${a.seat} is not in play (tables ${ids.join(', ')}, seats 1-${max}).`,
            );
          if (!a.reason.trim())
            return reject(
              'REASON_REQUIRED',
              exception.cite,
              'An accommodation departs from the random draw: record the special need.',
            );
        }
        const seatKeys = acc.map((a) => `${a.tableId}:${a.seat}`);
        if (
          new Set(seatKeys).size !== seatKeys.length ||
          new Set(acc.map((a) => a.playerId)).size !== acc.length
        )
          return reject(
            'SEAT_TAKEN',
            citationsFor(cfg.rulesetId).seating.seatTaken,
            'Two accommodations name the same seat or player.',
          );
        const drawTable = c.buttonDrawTableId ?? ids[0];
        if (!ids.includes(drawTable))
          return reject(
            'TABLE_NOT_FOUND',
            citationsFor(cfg.rulesetId).seating.buttonTable,
            `There is no table ${drawTable} for the button draw.`,
          );

        const fixed = acc.map(({ playerId, tableId, seat }) => ({ playerId, tableId, seat }));
        const assignments = drawFreshTables(players, ids, max, ctx.random, fixed);
        // FSNP Art. 5, 133; LNSE I.91: accommodations may not leave the starting tables further
        // apart than the ruleset allows (`seating.startTablesDifferByAtMost`).
        const spread = ruleset(cfg.rulesetId).seating.startTablesDifferByAtMost;
        const sizes = ids.map((id) => assignments.filter((a) => a.tableId === id).length);
        if (Math.max(...sizes) - Math.min(...sizes) > spread.value)
          return reject(
            'START_TABLES_UNBALANCED',
            spread.cite,
            `These seat accommodations start the tables with ${sizes.join(', ')} players; tables may start at most ${spread.value} apart: grant the seats at other tables.`,
          );
        const tables = ids.map((tableId) => ({ tableId, seats: max }));
        const policy = policyOf(cfg);
        const late = s.status === 'registration-open' && policy.lateRegistration;
        const events: TournamentEvent[] = [
          event(
            'TournamentStarted',
            {
              startedAt: ctx.now,
              entries: players.length,
              startingStack: cfg.startingStack,
              lateRegistration: late,
            },
            citationsFor(cfg.rulesetId).tournamentStarted,
          ),
          ...acc.map((a) => event('SeatingAccommodationGranted', a, exception.cite)),
          event(
            'SeatDrawConducted',
            { reason: 'start', method: 'system-rng', tables, assignments },
            citationsFor(cfg.rulesetId).seatDraw,
          ),
          buttonDraw(s, drawTable, assignments, ids, ctx.random),
          ...bountyChipsIssued(s, assignments),
        ];
        if (late && policy.reservedSeatStacks) {
          const taken = new Set(assignments.map((a) => `${a.tableId}:${a.seat}`));
          const seats = ids.flatMap((tableId) =>
            Array.from({ length: max }, (_, i) => ({ tableId, seat: i + 1 })).filter(
              (x) => !taken.has(`${x.tableId}:${x.seat}`),
            ),
          );
          if (seats.length)
            events.push(
              event(
                'ReservedSeatStacksPlaced',
                { seats, chipsEach: cfg.startingStack },
                citationsFor(cfg.rulesetId).seating.reservedStacks,
              ),
            );
        }
        return accept(...events);
      },
    },
  },
  events: {
    TournamentStarted(s, d) {
      // Seating issues the stacks. The lifecycle word is registration's to write, the clock the
      // clock's, the denominations the chips', the entry windows entryRules' (issue 16).
      for (const pid of Object.keys(s.players)) {
        setStack(entrantOf(s, pid), d.startingStack);
      }
      chipsIssued(s, d.entries * d.startingStack);
      issueStacks(s, d.entries, d.startingStack);
    },
    SeatingAccommodationGranted() {
      // The seat itself is taken by the draw that follows, which includes it.
    },
    SeatDrawConducted(s, d) {
      reseatAll(s, d.tables, d.assignments);
      if (d.reason === 'three-tables') s.redrawnAtTables.push(3);
      if (d.reason === 'two-tables') s.redrawnAtTables.push(2);
    },
    ButtonDrawConducted(s, d) {
      for (const id of d.appliesTo) if (s.tables[id]) s.tables[id].buttonSeat = d.buttonSeat;
    },
    ReservedSeatStacksPlaced(s, d) {
      for (const r of d.seats) s.tables[r.tableId].reserved[r.seat] = d.chipsEach;
      chipsIssued(s, d.seats.length * d.chipsEach);
      issueStacks(s, d.seats.length, d.chipsEach);
    },
  },
};
