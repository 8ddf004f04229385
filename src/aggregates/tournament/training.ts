/**
 * Hand-by-hand training sessions (FSNP Art. 143-155; issue 19): a tournament of a type whose
 * data carries `trainingSession` is not a competition. It runs one level with constant blinds
 * (Art. 64, 143), each player pays a participation fee that forms the session's own prize fund
 * (Art. 144) and a contribution to the club (Art. 145), gets the same training chips (Art. 146),
 * may join while seats are free for the whole level (Art. 147), chooses and changes his seat
 * (Art. 153), may step away and come back (Art. 150), posts the big blind with no option when
 * he joins, returns or moves (Art. 150, 152, 153), leaves with chips only after the minimum stay
 * (Art. 145), and the level changes only with every present player's agreement (Art. 154).
 * None of it touches the tournament's competition money or chips: training chips are a separate
 * set (Art. 41).
 */
import type { LevelSpec } from '../../events/tournament-events';
import { TOURNAMENT_TYPES } from '../../rules/tournament-types';
import type { TournamentTypeCode } from '../../rules/types';
import { accept, reject, type Decision, type Rejection } from '../decider';
import { ruleset } from './defaults';
import { cancelled, notCreated } from './guards';
import { event, type Slice } from './slice';
import type { TournamentState } from './state';

interface On {
  readonly tournamentId: string;
}
export interface OpenTrainingSession extends On {
  readonly type: 'OpenTrainingSession';
}
export interface JoinTrainingTable extends On {
  readonly type: 'JoinTrainingTable';
  readonly playerId: string;
  readonly fullName: string;
  readonly seat: number;
}
export interface RecordTrainingAbsence extends On {
  readonly type: 'RecordTrainingAbsence';
  readonly playerId: string;
}
export interface ReturnToTrainingTable extends On {
  readonly type: 'ReturnToTrainingTable';
  readonly playerId: string;
}
export interface ChangeTrainingSeat extends On {
  readonly type: 'ChangeTrainingSeat';
  readonly playerId: string;
  readonly seat: number;
}
export interface ChangeTrainingLevel extends On {
  readonly type: 'ChangeTrainingLevel';
  readonly smallBlind: number;
  readonly bigBlind: number;
  readonly ante: number;
  readonly levelMinutes: number;
  readonly agreedBy: readonly string[];
}
export interface LeaveTrainingTable extends On {
  readonly type: 'LeaveTrainingTable';
  readonly playerId: string;
  /** His training chips, counted at the table. */
  readonly chips: number;
}
export type TrainingCommand =
  | OpenTrainingSession
  | JoinTrainingTable
  | RecordTrainingAbsence
  | ReturnToTrainingTable
  | ChangeTrainingSeat
  | ChangeTrainingLevel
  | LeaveTrainingTable;

export interface TrainingPlayer {
  readonly playerId: string;
  seat: number;
  readonly joinedAt: string;
  absent: boolean;
  left: boolean;
}
export interface TrainingState {
  readonly openedAt: string;
  level: { smallBlind: number; bigBlind: number; ante: number; levelMinutes: number };
  readonly chipsPerPlayer: number;
  readonly seats: number;
  prizeFund: number;
  clubContributions: number;
  players: Record<string, TrainingPlayer>;
}

declare module './state' {
  interface TournamentState {
    /** The training session, once opened (FSNP Art. 143). */
    training?: TrainingState;
  }
}

type No = Decision<never> | null;

const typeOf = (code: string) => TOURNAMENT_TYPES[code as TournamentTypeCode];

/** FSNP Art. 64, 143: a training session publishes exactly one level. */
export function trainingCreationProblem(c: {
  readonly tournamentType: string;
  readonly levels: readonly LevelSpec[];
}): Rejection | null {
  const session = typeOf(c.tournamentType)?.trainingSession;
  if (!session || c.levels.length === session.value.levels) return null;
  return {
    code: 'TRAINING_ONE_LEVEL',
    ruleRef: session.cite,
    message: `levels: a training session plays one level with constant blinds; ${c.levels.length} were given.`,
  };
}

function notTraining(s: TournamentState): No {
  const no = notCreated(s) ?? cancelled(s);
  if (no) return no;
  return typeOf(s.config!.tournamentType)?.trainingSession
    ? null
    : reject(
        'NOT_A_TRAINING_SESSION',
        'FSNP Art. 143',
        'This is a competition, not a training session: training commands do not apply.',
      );
}

function sessionOf(s: TournamentState): { no: No; t?: TrainingState } {
  const no = notTraining(s);
  if (no) return { no };
  if (!s.training)
    return {
      no: reject(
        'TRAINING_NOT_OPEN',
        'FSNP Art. 143',
        'The training session has not been opened yet: open it first.',
      ),
    };
  return { no: null, t: s.training };
}

const minutesBetween = (from: string, to: string) =>
  Math.floor((Date.parse(to) - Date.parse(from)) / 60_000);

function seatProblem(t: TrainingState, seat: number, cite: string): No {
  if (!Number.isSafeInteger(seat) || seat < 1 || seat > t.seats)
    return reject('SEAT_NOT_FOUND', cite, `seat: the training table has seats 1 to ${t.seats}.`);
  const taken = Object.values(t.players).find((p) => !p.left && p.seat === seat);
  return taken
    ? reject('SEAT_TAKEN', cite, `Seat ${seat} is taken by ${taken.playerId}; choose a free seat.`)
    : null;
}

function seatedPlayer(t: TrainingState, playerId: string, cite: string) {
  const p = t.players[playerId];
  if (!p || p.left)
    return {
      no: reject('NOT_AT_TRAINING_TABLE', cite, `${playerId} is not at the training table.`),
    };
  return { no: null, p };
}

const entryBlind = (
  t: TrainingState,
  playerId: string,
  seat: number,
  reason: 'joined' | 'returned' | 'seat-changed',
  cite: string,
) =>
  event(
    'EntryBlindPosted',
    { playerId, seat, amount: t.level.bigBlind, option: false, reason },
    cite,
  );

export const training: Slice = {
  commands: {
    OpenTrainingSession: {
      roles: ['director'],
      decide(_c, s, ctx) {
        const no = notTraining(s);
        if (no) return no;
        if (s.training)
          return reject('TRAINING_ALREADY_OPEN', 'FSNP Art. 143', 'The session is already open.');
        const [l] = s.levels;
        const cfg = s.config!;
        return accept(
          event(
            'TrainingSessionOpened',
            {
              smallBlind: l.smallBlind,
              bigBlind: l.bigBlind,
              ante: l.ante,
              levelMinutes: l.durationMinutes,
              chipsPerPlayer: cfg.startingStack,
              participationFee: cfg.buyIn.prizeFund,
              clubContribution: cfg.buyIn.fee,
              seats: cfg.seatsPerTable,
              at: ctx.now,
            },
            'FSNP Art. 64, 143, 144, 145, 146',
          ),
        );
      },
    },
    JoinTrainingTable: {
      roles: ['floor', 'director'],
      decide(c, s, ctx) {
        const { no, t } = sessionOf(s);
        if (no || !t) return no!;
        if (!c.playerId.trim() || !c.fullName.trim())
          return reject(
            'REGISTRATION_INCOMPLETE',
            'FSNP Art. 147',
            'Joining needs the member id and full name.',
          );
        if (minutesBetween(t.openedAt, ctx.now) >= t.level.levelMinutes)
          return reject(
            'TRAINING_LEVEL_OVER',
            'FSNP Art. 147',
            `Late registration runs for the level (${t.level.levelMinutes} min), which is over.`,
          );
        if (t.players[c.playerId] && !t.players[c.playerId].left)
          return reject(
            'ALREADY_AT_TABLE',
            'FSNP Art. 153',
            `${c.playerId} is already at seat ${t.players[c.playerId].seat}; to move, change seat.`,
          );
        const free = seatProblem(t, c.seat, 'FSNP Art. 147, 153');
        if (free) return free;
        const fund = t.prizeFund + s.config!.buyIn.prizeFund;
        return accept(
          event(
            'PlayerJoinedTrainingTable',
            { playerId: c.playerId, fullName: c.fullName.trim(), seat: c.seat, at: ctx.now },
            'FSNP Art. 147, 152, 153',
          ),
          event(
            'TrainingFeeCollected',
            { playerId: c.playerId, amount: s.config!.buyIn.prizeFund, prizeFund: fund },
            'FSNP Art. 144',
          ),
          event(
            'ClubContributionCollected',
            { playerId: c.playerId, amount: s.config!.buyIn.fee },
            'FSNP Art. 145',
          ),
          event(
            'TrainingChipsIssued',
            { playerId: c.playerId, chips: t.chipsPerPlayer, reEntry: false },
            'FSNP Art. 41, 146, 147',
          ),
          entryBlind(t, c.playerId, c.seat, 'joined', 'FSNP Art. 152'),
        );
      },
    },
    RecordTrainingAbsence: {
      roles: ['floor', 'director', 'dealer'],
      decide(c, s, ctx) {
        const { no, t } = sessionOf(s);
        if (no || !t) return no!;
        const { no: out, p } = seatedPlayer(t, c.playerId, 'FSNP Art. 150');
        if (out || !p) return out!;
        if (p.absent)
          return reject('ALREADY_ABSENT', 'FSNP Art. 150', `${c.playerId} is already away.`);
        return accept(
          event(
            'PlayerAbsenceRecorded',
            { playerId: c.playerId, at: ctx.now },
            'FSNP Art. 59, 150',
          ),
        );
      },
    },
    ReturnToTrainingTable: {
      roles: ['floor', 'director', 'dealer'],
      decide(c, s, ctx) {
        const { no, t } = sessionOf(s);
        if (no || !t) return no!;
        const { no: out, p } = seatedPlayer(t, c.playerId, 'FSNP Art. 150');
        if (out || !p) return out!;
        if (!p.absent)
          return reject('NOT_ABSENT', 'FSNP Art. 150', `${c.playerId} is at the table, not away.`);
        return accept(
          event('PlayerReturned', { playerId: c.playerId, at: ctx.now }, 'FSNP Art. 150'),
          entryBlind(t, c.playerId, p.seat, 'returned', 'FSNP Art. 150'),
        );
      },
    },
    ChangeTrainingSeat: {
      roles: ['floor', 'director'],
      decide(c, s, ctx) {
        const { no, t } = sessionOf(s);
        if (no || !t) return no!;
        const { no: out, p } = seatedPlayer(t, c.playerId, 'FSNP Art. 153');
        if (out || !p) return out!;
        const free = seatProblem(t, c.seat, 'FSNP Art. 153');
        if (free) return free;
        return accept(
          event(
            'SeatChanged',
            { playerId: c.playerId, fromSeat: p.seat, toSeat: c.seat, at: ctx.now },
            'FSNP Art. 153',
          ),
          entryBlind(t, c.playerId, c.seat, 'seat-changed', 'FSNP Art. 153'),
        );
      },
    },
    ChangeTrainingLevel: {
      roles: ['director'],
      decide(c, s, ctx) {
        const { no, t } = sessionOf(s);
        if (no || !t) return no!;
        const l = t.level;
        const whole = [c.smallBlind, c.bigBlind, c.ante, c.levelMinutes].every(
          (n) => Number.isSafeInteger(n) && n >= 0,
        );
        if (!whole || c.bigBlind <= 0 || c.levelMinutes <= 0)
          return reject(
            'INVALID_TRAINING_LEVEL',
            'FSNP Art. 154',
            'Blinds, ante and minutes are whole numbers; big blind and minutes above zero.',
          );
        // Art. 154 allows extending the level or raising the blinds, nothing else.
        const lowered = c.smallBlind < l.smallBlind || c.bigBlind < l.bigBlind || c.ante < l.ante;
        if (lowered || c.levelMinutes < l.levelMinutes)
          return reject(
            'TRAINING_LEVEL_ONLY_EXTENDED_OR_RAISED',
            'FSNP Art. 154',
            `The TD may extend the level or raise the blinds (now ${l.smallBlind}/${l.bigBlind}, ante ${l.ante}, ${l.levelMinutes} min), not lower or shorten them.`,
          );
        if (
          c.smallBlind === l.smallBlind &&
          c.bigBlind === l.bigBlind &&
          c.ante === l.ante &&
          c.levelMinutes === l.levelMinutes
        )
          return reject('NOTHING_CHANGED', 'FSNP Art. 154', 'The level given is the one in force.');
        const present = Object.values(t.players)
          .filter((p) => !p.left && !p.absent)
          .map((p) => p.playerId);
        const missing = present.filter((id) => !c.agreedBy.includes(id));
        if (missing.length)
          return reject(
            'ALL_PLAYERS_MUST_AGREE',
            'FSNP Art. 154',
            `Every player at the table must agree aloud; not yet: ${missing.join(', ')}.`,
          );
        return accept(
          event(
            'TrainingLevelChangedByConsent',
            {
              smallBlind: c.smallBlind,
              bigBlind: c.bigBlind,
              ante: c.ante,
              levelMinutes: c.levelMinutes,
              agreedBy: present,
              at: ctx.now,
            },
            'FSNP Art. 63, 154',
          ),
        );
      },
    },
    LeaveTrainingTable: {
      roles: ['floor', 'director'],
      decide(c, s, ctx) {
        const { no, t } = sessionOf(s);
        if (no || !t) return no!;
        const { no: out, p } = seatedPlayer(t, c.playerId, 'FSNP Art. 145');
        if (out || !p) return out!;
        if (!Number.isSafeInteger(c.chips) || c.chips < 0)
          return reject('INVALID_CHIPS', 'FSNP Art. 155', 'chips: a whole number, zero or more.');
        const stay = ruleset(s.config!.rulesetId).training.minimumStayMinutes;
        const played = minutesBetween(p.joinedAt, ctx.now);
        const sessionOver = minutesBetween(t.openedAt, ctx.now) >= t.level.levelMinutes;
        if (c.chips > 0 && stay.value != null && played < stay.value && !sessionOver)
          return reject(
            'MINIMUM_STAY_NOT_REACHED',
            stay.cite,
            `${c.playerId} joined ${played} min ago; a player with chips may leave after ${stay.value} min at the table.`,
          );
        return accept(
          event(
            'PlayerLeftTrainingTable',
            { playerId: c.playerId, chips: c.chips, minutesPlayed: played, at: ctx.now },
            `${stay.cite}; FSNP Art. 155`,
          ),
        );
      },
    },
  },
  events: {
    TrainingSessionOpened(s, d) {
      s.training = {
        openedAt: d.at,
        level: {
          smallBlind: d.smallBlind,
          bigBlind: d.bigBlind,
          ante: d.ante,
          levelMinutes: d.levelMinutes,
        },
        chipsPerPlayer: d.chipsPerPlayer,
        seats: d.seats,
        prizeFund: 0,
        clubContributions: 0,
        players: {},
      };
    },
    PlayerJoinedTrainingTable(s, d) {
      s.training!.players[d.playerId] = {
        playerId: d.playerId,
        seat: d.seat,
        joinedAt: d.at,
        absent: false,
        left: false,
      };
    },
    TrainingFeeCollected(s, d) {
      s.training!.prizeFund = d.prizeFund;
    },
    ClubContributionCollected(s, d) {
      s.training!.clubContributions += d.amount;
    },
    PlayerAbsenceRecorded(s, d) {
      s.training!.players[d.playerId].absent = true;
    },
    PlayerReturned(s, d) {
      s.training!.players[d.playerId].absent = false;
    },
    SeatChanged(s, d) {
      s.training!.players[d.playerId].seat = d.toSeat;
    },
    TrainingLevelChangedByConsent(s, d) {
      s.training!.level = {
        smallBlind: d.smallBlind,
        bigBlind: d.bigBlind,
        ante: d.ante,
        levelMinutes: d.levelMinutes,
      };
    },
    PlayerLeftTrainingTable(s, d) {
      s.training!.players[d.playerId].left = true;
    },
  },
};
