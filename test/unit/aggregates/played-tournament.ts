/**
 * A seeded R+A tournament played through the decider with bot players (src/simulation/bot.ts):
 * registrations, seat draw, clock ticks, hands with known cards and every betting action,
 * re-entries of busted players, balancing moves. Used by the snapshot tests and by
 * bench/tournament-load.ts to get a realistic stream of any length.
 */
import {
  suggestBalancing,
  type TournamentCommand,
  type TournamentState,
} from '../../../src/aggregates/tournament';
import { handAt } from '../../../src/aggregates/tournament/hands/state';
import { mayStillReEnter } from '../../../src/aggregates/tournament/standings/standings';
import { openTables, playerCount } from '../../../src/aggregates/tournament/tables/geometry';
import type { Actor } from '../../../src/events/envelope';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { fullDeck } from '../../../src/poker/cards';
import { chooseAction } from '../../../src/simulation/bot';
import { seededRandom, shuffled } from '../../../src/simulation/rng';
import { Scenario, T, raCreate } from '../../support/tournament-fixtures';

const DEALER: Actor = { id: 'dealer-1', role: 'dealer' };
const FLOOR: Actor = { id: 'floor-1', role: 'floor' };
const SYSTEM: Actor = { id: 'clock', role: 'system' };
const BIG_STREET = [3, 1, 1];

export interface PlayedTournament {
  /** Every event, in stream order. */
  readonly events: TournamentEvent[];
  readonly hands: number;
  readonly state: TournamentState;
  /** Every command decided, accepted or refused, in order, with the time it was decided at. */
  readonly log: readonly { command: TournamentCommand; now: string; accepted: boolean }[];
}

export interface PlayOptions {
  readonly players: number;
  readonly seed: number;
  /** Stop once the stream holds at least this many events. */
  readonly maxEvents: number;
  /** Called after every accepted command with the events it produced (for a live state). */
  readonly onEvents?: (events: readonly TournamentEvent[], state: TournamentState) => void;
}

/** Plays hand after hand at every table until maxEvents or until no table can start a hand. */
export function playTournament(o: PlayOptions): PlayedTournament {
  const s = new Scenario(o.seed);
  const rng = seededRandom(o.seed);
  let handsPlayed = 0;
  const log: PlayedTournament['log'][number][] = [];
  // The decider is given the director as actor; the roles are the pipeline's check, not this one's.
  const run = (command: TournamentCommand, _actor?: Actor): string | null => {
    const d = s.try(command);
    log.push({ command, now: s.now, accepted: d.ok });
    if (!d.ok) return d.rejection.code;
    s.apply(...d.events);
    o.onEvents?.(d.events, s.state);
    return null;
  };
  const must = (command: TournamentCommand, actor?: Actor) => {
    const code = run(command, actor);
    if (code) throw new Error(`${command.type} was refused (${code}) in the played tournament.`);
  };
  const full = () => s.events.length >= o.maxEvents;

  must(raCreate());
  must({ type: 'OpenRegistration', tournamentId: T });
  for (let i = 1; i <= o.players; i++) {
    const playerId = `m${String(i).padStart(5, '0')}`;
    must({
      type: 'RegisterPlayer',
      tournamentId: T,
      playerId,
      fullName: `Player ${i}`,
      clubId: 'club-gpc',
      idDocument: { type: 'CI', number: `ID${i}` },
      dateOfBirth: '1990-01-01',
      membership: {
        status: 'active',
        federationId: playerId,
        cardId: `CARD-${i}`,
        clubId: 'club-gpc',
      },
    });
  }
  s.at(0);
  must({ type: 'StartTournament', tournamentId: T });

  const playHand = (tableId: string) => {
    const h0 = handAt(s.state, tableId)!;
    const ref = { tournamentId: T, tableId, handNo: h0.handNo };
    const deck = shuffled(fullDeck(), rng);
    const hands = h0.seats.map((seat, i) => ({ seat, cards: [deck[2 * i], deck[2 * i + 1]] }));
    must({ type: 'PostForcedBets', ...ref, absentSeats: [], hands }, DEALER);
    let next = 2 * h0.seats.length;
    for (let guard = 0; guard < 500; guard++) {
      const h = handAt(s.state, tableId)!;
      const e = h.engine!;
      if (e.phase === 'betting') {
        const choice = chooseAction(e, rng.float);
        const seat = h.seats[e.toAct];
        if (run({ type: 'RecordAction', ...ref, seat, ...choice }, DEALER)) {
          const action = e.players[e.toAct].bet >= e.high ? 'check' : 'fold';
          must({ type: 'RecordAction', ...ref, seat, action }, DEALER);
        }
      } else if (e.phase === 'dealing') {
        const want = BIG_STREET[e.street];
        must({ type: 'DealBoard', ...ref, cards: deck.slice(next, next + want) }, DEALER);
        next += want;
      } else if (e.phase === 'showdown') {
        const i = e.players.findIndex((p, k) => !p.folded && !p.mucked && !p.shown && !h.dead[k]);
        must({ type: 'ShowOrMuck', ...ref, seat: h.seats[i], show: true }, DEALER);
      } else break;
    }
    must({ type: 'CompleteHand', ...ref }, DEALER);
    handsPlayed++;
    // FSNP Art. 31-32: a busted player may buy back in before the next hand.
    for (const d of h0.plan.dealtIn) {
      const e = d.playerId ? s.state.entrants[d.playerId] : undefined;
      if (!e || e.status !== 'busted' || !mayStillReEnter(s.state, e, s.now) || rng.float() > 0.6)
        continue;
      const buy = { tournamentId: T, playerId: e.playerId };
      if (run({ type: 'AnnouncePurchase', ...buy, item: 're-entry' }, FLOOR)) continue;
      if (run({ type: 'ReEnter', ...buy }, FLOOR))
        run({ type: 'CancelAnnouncement', ...buy }, FLOOR);
    }
  };

  const startAt = (tableId: string): boolean => {
    const code = run({ type: 'StartHand', tournamentId: T, tableId }, DEALER);
    if (code !== 'BALANCING_REQUIRED') return code === null;
    for (const m of suggestBalancing(s.state))
      run(
        {
          type: 'MovePlayer',
          tournamentId: T,
          playerId: m.playerId,
          toTableId: m.to.tableId,
          toSeat: m.to.seat,
        },
        FLOOR,
      );
    return run({ type: 'StartHand', tournamentId: T, tableId }, DEALER) === null;
  };

  for (let minute = 0; !full(); minute += 2) {
    s.at(minute);
    run({ type: 'TickClock', tournamentId: T }, SYSTEM);
    let started = 0;
    for (const t of openTables(s.state).filter((x) => playerCount(x) >= 2)) {
      if (full()) break;
      if (startAt(t.tableId)) {
        started++;
        playHand(t.tableId);
      }
    }
    if (started === 0 && minute > 24 * 60) break;
  }
  return { events: s.events, hands: handsPlayed, state: s.state, log };
}
