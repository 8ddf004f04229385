/**
 * Heads-up pyramid (FSNP Art. 140.3): players are drawn at random into pairs, each pair plays
 * at its own table until one holds every chip (FSPR 5.10.1), and the winners are drawn again
 * the same way until one is left. Places follow the round reached, shared by all who lost in
 * the same round (Art. 140.3(f); DECISION-4).
 */
import type { TournamentEvent } from '../../../events/tournament-events';
import type { HeadsUpPairing, HeadsUpRoundDrawnData } from '../../../events/heads-up-events';
import { TOURNAMENT_TYPES } from '../../../rules/tournament-types';
import { cited as c, type TournamentTypeCode } from '../../../rules/types';
import { accept, reject, type DecideContext, type RandomSource } from '../../decider';
import { shuffle } from '../seating/draws';
import { citationsFor } from '../defaults';
import { formatCite } from '../cite-in-force';
import { cancelled, fmt, handRunningAt } from '../guards';
import { buttonDraw } from '../seating/seating';
import { event, type Slice } from '../slice';
import { chipsIssued, chipsRemoved, reseatAll, setStack, setStatus, unseat } from '../state-ops';
import type { CreatedTournament } from '../state';
import { issueStacks, removeValue } from '../chips/inventory';

/**
 * The catalog leaves byes, equal win counts and stacks between matches open (FSNP gap 20);
 * these are the defaults, as data with their citations, to move into the rulesets
 * (src/rules/rulesets) when the federation decides.
 */
export const HEADS_UP_RULES = {
  byes: c(
    'first-round-to-power-of-two' as const,
    'FSNP Art. 140.3(b) (gap 20)',
    'ASSUMPTION: the first-round draw gives byes to as many players as the field falls short of a power of two, so every later round is full; a bye counts as a match won (Art. 140.3(f)).',
  ),
  matchWon: c('all-chips-at-table' as const, 'FSPR 5.10.1; FSNP Art. 140.3(a)'),
  stackPerMatch: c(
    'starting-stack' as const,
    'FSNP Art. 140.3(c)',
    "ASSUMPTION: every match starts at the starting stack each; a winner's chips are exchanged for a fresh stack.",
  ),
  levelsRestartEachRound: c(
    true,
    'FSNP Art. 140.3(d)',
    'ASSUMPTION: each round plays the level structure from level 1, as each match starts afresh.',
  ),
  places: c('shared-by-round-reached' as const, 'FSNP Art. 140.3(f); DECISION-4'),
};

export type { StartHeadsUpBracket, CompleteHeadsUpMatch, HeadsUpCommand } from './commands';

export interface HeadsUpMatch {
  readonly match: number;
  readonly tableId: string;
  readonly players: readonly [string, string];
  winnerId: string | null;
}

export interface HeadsUpState {
  /** Players drawn into round 1. */
  readonly field: number;
  readonly bracketSize: number;
  readonly rounds: number;
  round: number;
  matches: HeadsUpMatch[];
  byes: string[];
  places: Record<string, { place: number; sharedBy: number; round: number }>;
  champion: string | null;
}

declare module '../state' {
  interface TournamentFields {
    /** The heads-up pyramid, once drawn (FSNP Art. 140.3). */
    headsUp?: HeadsUpState;
  }
}

const isHeadsUp = (s: CreatedTournament) =>
  TOURNAMENT_TYPES[s.config.tournamentType as TournamentTypeCode]?.pairing.value ===
  'random-pairs-each-round';

/** The smallest power of two at or above n. */
export const bracketSizeFor = (n: number): number => 2 ** Math.ceil(Math.log2(Math.max(n, 1)));

/**
 * Places of the players who lose in `round` (FSNP Art. 140.3(f); DECISION-4): round r is
 * entered by `field` players (r = 1) or bracketSize / 2^(r-1); bracketSize / 2^r go through;
 * the rest share the places just below them.
 */
export function placesOfRound(
  field: number,
  bracketSize: number,
  round: number,
): { place: number; sharedBy: number } {
  const entering = round === 1 ? field : bracketSize / 2 ** (round - 1);
  const through = bracketSize / 2 ** round;
  return { place: through + 1, sharedBy: entering - through };
}

/** A round's random draw: byes first (round 1 only), then pairs in drawn order. */
export function drawPairs(
  players: readonly string[],
  round: number,
  bracketSize: number,
  random: RandomSource,
): { byes: string[]; matches: HeadsUpPairing[] } {
  const order = shuffle(players, random);
  const byeCount = round === 1 ? bracketSize - players.length : 0;
  const byes = order.slice(0, byeCount);
  const rest = order.slice(byeCount);
  const matches: HeadsUpPairing[] = [];
  for (let i = 0; i + 1 < rest.length; i += 2)
    matches.push({
      match: matches.length + 1,
      tableId: `R${round}-M${matches.length + 1}`,
      players: [rest[i], rest[i + 1]],
    });
  return { byes, matches };
}

function roundEvents(
  s: CreatedTournament,
  data: HeadsUpRoundDrawnData,
  random: RandomSource,
): TournamentEvent[] {
  const assignments = data.matches.flatMap((m) =>
    m.players.map((playerId, i) => ({ playerId, tableId: m.tableId, seat: i + 1 })),
  );
  return [
    event(
      'HeadsUpRoundDrawn',
      data,
      formatCite(s, `FSNP Art. 140.3(b); ${HEADS_UP_RULES.byes.cite}`),
    ),
    // FSNP Art. 46: the button is drawn at each match's table.
    ...data.matches.map((m) => buttonDraw(s, m.tableId, assignments, [m.tableId], random)),
  ];
}

function nextRound(
  s: CreatedTournament,
  hu: HeadsUpState,
  players: readonly string[],
  stackOf: (playerId: string) => number,
  ctx: DecideContext,
): TournamentEvent[] {
  const round = hu.round + 1;
  const { byes, matches } = drawPairs(players, round, hu.bracketSize, ctx.random);
  const stack = s.config.startingStack;
  const before = players.map((playerId) => ({ playerId, before: stackOf(playerId) }));
  return roundEvents(
    s,
    {
      round,
      rounds: hu.rounds,
      bracketSize: hu.bracketSize,
      players: players.length,
      method: 'system-rng',
      byes,
      matches,
      restack: {
        stack,
        players: before,
        chipsRemoved: before.reduce((a, x) => a + x.before, 0),
        chipsIssued: players.length * stack,
      },
      clockRestartedAt: HEADS_UP_RULES.levelsRestartEachRound.value ? ctx.now : null,
    },
    ctx.random,
  );
}

export const headsUp: Slice = {
  commands: {
    StartHeadsUpBracket: {
      roles: ['director'],
      decide(_c, s, ctx) {
        const no = cancelled(s);
        if (no) return no;
        const pairing = TOURNAMENT_TYPES[s.config.tournamentType as TournamentTypeCode]?.pairing;
        if (!isHeadsUp(s))
          return reject(
            'NOT_HEADS_UP',
            formatCite(s, pairing?.cite ?? 'FSNP Art. 140.3'),
            'Only a heads-up (pyramid) tournament is drawn into pairs; start this one with the seat draw.',
          );
        if (s.status === 'running' || s.status === 'completed')
          return reject(
            'ALREADY_STARTED',
            formatCite(s, 'FSNP Art. 140.3(b)'),
            'The tournament has already started.',
          );
        if (s.status === 'scheduled')
          return reject(
            'REGISTRATION_NOT_OPEN',
            citationsFor(s.config.rulesetId).registrationForm,
            'Nobody could register yet: open registration before the draw.',
          );
        const players = Object.values(s.players)
          .sort((a, b) => a.registrationNumber - b.registrationNumber)
          .map((p) => p.playerId);
        if (players.length < 2)
          return reject(
            'NOT_ENOUGH_PLAYERS',
            formatCite(s, 'FSNP Art. 140.3(a)'),
            `A heads-up match needs 2 players; ${players.length} registered.`,
          );
        const bracketSize = bracketSizeFor(players.length);
        const { byes, matches } = drawPairs(players, 1, bracketSize, ctx.random);
        return accept(
          event(
            'TournamentStarted',
            {
              startedAt: ctx.now,
              entries: players.length,
              startingStack: s.config.startingStack,
              lateRegistration: false,
            },
            formatCite(s, 'FSNP Art. 140.3(c)'),
          ),
          ...roundEvents(
            s,
            {
              round: 1,
              rounds: Math.log2(bracketSize),
              bracketSize,
              players: players.length,
              method: 'system-rng',
              byes,
              matches,
              restack: null,
              clockRestartedAt: null,
            },
            ctx.random,
          ),
        );
      },
    },
    CompleteHeadsUpMatch: {
      roles: ['director', 'floor', 'system'],
      decide(c, s, ctx) {
        const no = cancelled(s);
        if (no) return no;
        const hu = s.headsUp;
        if (!hu)
          return reject(
            'BRACKET_NOT_DRAWN',
            formatCite(s, 'FSNP Art. 140.3(b)'),
            'The heads-up pairs have not been drawn yet.',
          );
        if (hu.champion)
          return reject(
            'BRACKET_DECIDED',
            formatCite(s, 'FSNP Art. 140.3(b)'),
            `The pyramid is over: ${hu.champion} won it.`,
          );
        const m = hu.matches.find((x) => x.tableId === c.tableId);
        if (!m)
          return reject(
            'NO_SUCH_MATCH',
            formatCite(s, 'FSNP Art. 140.3(b)'),
            `No match of round ${hu.round} is played at table ${c.tableId}.`,
          );
        if (m.winnerId)
          return reject(
            'MATCH_ALREADY_COMPLETED',
            formatCite(s, 'FSNP Art. 140.3(a)'),
            `The match at table ${c.tableId} was already won by ${m.winnerId}.`,
          );
        const busy = handRunningAt(s, c.tableId, formatCite(s, HEADS_UP_RULES.matchWon.cite));
        if (busy) return busy;
        const [a, b] = m.players.map((p) => s.entrants[p]?.stack ?? 0);
        if (a > 0 === b > 0)
          return reject(
            'MATCH_NOT_DECIDED',
            formatCite(s, HEADS_UP_RULES.matchWon.cite),
            `The match at table ${c.tableId} goes on: ${m.players[0]} has ${fmt(a)} and ${m.players[1]} ${fmt(b)}; it is won when one player holds every chip at the table.`,
          );
        const [winnerId, loserId] = a > 0 ? m.players : [m.players[1], m.players[0]];
        const winnerChips = Math.max(a, b);
        const { place, sharedBy } = placesOfRound(hu.field, hu.bracketSize, hu.round);
        const out: TournamentEvent[] = [
          event(
            'HeadsUpMatchCompleted',
            {
              round: hu.round,
              match: m.match,
              tableId: m.tableId,
              winnerId,
              loserId,
              winnerChips,
              loserPlace: place,
              loserSharedBy: sharedBy,
              at: ctx.now,
            },
            formatCite(s, `${HEADS_UP_RULES.matchWon.cite}; ${HEADS_UP_RULES.places.cite}`),
          ),
        ];
        const open = hu.matches.filter((x) => !x.winnerId && x !== m);
        if (open.length) return accept(...out);
        if (hu.round === hu.rounds) {
          // The final: the winner takes place 1 and the standings are complete.
          if (s.status === 'running')
            out.push(
              event(
                'TournamentCompleted',
                {
                  winnerId,
                  completedAt: ctx.now,
                  standings: [
                    { playerId: winnerId, place: 1, sharedBy: 1, bountiesWon: 0 },
                    { playerId: loserId, place, sharedBy, bountiesWon: 0 },
                    ...Object.entries(hu.places)
                      .map(([playerId, p]) => ({
                        playerId,
                        place: p.place,
                        sharedBy: p.sharedBy,
                        bountiesWon: 0,
                      }))
                      .sort((x, y) => x.place - y.place || x.playerId.localeCompare(y.playerId)),
                  ],
                },
                `${citationsFor(s.config.rulesetId).tournamentCompleted}; ${formatCite(s, HEADS_UP_RULES.places.cite)}`,
              ),
            );
          return accept(...out);
        }
        const through = [...hu.matches.map((x) => (x === m ? winnerId : x.winnerId!)), ...hu.byes];
        const stackOf = (p: string) => (p === winnerId ? winnerChips : s.entrants[p].stack);
        return accept(...out, ...nextRound(s, hu, through, stackOf, ctx));
      },
    },
  },
  events: {
    HeadsUpRoundDrawn(s, d) {
      const prev = s.headsUp;
      const hu: HeadsUpState = prev ?? {
        field: d.players,
        bracketSize: d.bracketSize,
        rounds: d.rounds,
        round: 0,
        matches: [],
        byes: [],
        places: {},
        champion: null,
      };
      s.headsUp = hu;
      hu.round = d.round;
      hu.matches = d.matches.map((m) => ({ ...m, winnerId: null }));
      hu.byes = [...d.byes];
      if (d.restack) {
        // FSNP Art. 35: the exchanged stacks leave the ledger, the fresh ones enter it.
        chipsRemoved(s, d.restack.chipsRemoved);
        chipsIssued(s, d.restack.chipsIssued);
        removeValue(s, d.restack.chipsRemoved);
        issueStacks(s, d.restack.players.length, d.restack.stack);
        for (const p of d.restack.players) setStack(s.entrants[p.playerId], d.restack.stack);
      }
      reseatAll(
        s,
        d.matches.map((m) => ({ tableId: m.tableId, seats: 2 })),
        d.matches.flatMap((m) =>
          m.players.map((playerId, i) => ({ playerId, tableId: m.tableId, seat: i + 1 })),
        ),
      );
      // A player with a bye is still in play, waiting for the next round without a table.
      for (const p of d.byes) setStatus(s, s.entrants[p], 'seated');
      // A round that restarts the levels restarts the clock: the clock slice's to write.
    },
    HeadsUpMatchCompleted(s, d) {
      const hu = s.headsUp!;
      const m = hu.matches.find((x) => x.match === d.match);
      if (m) m.winnerId = d.winnerId;
      hu.places[d.loserId] = { place: d.loserPlace, sharedBy: d.loserSharedBy, round: d.round };
      if (d.round === hu.rounds) hu.champion = d.winnerId;
      const e = s.entrants[d.loserId];
      if (e) {
        setStatus(s, e, 'eliminated');
        e.announced = null;
        unseat(s, e);
      }
      // The standings' book takes the round's place (standings: HeadsUpMatchCompleted).
    },
  },
};
