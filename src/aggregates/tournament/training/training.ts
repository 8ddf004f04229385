/**
 * Hand-by-hand training sessions (FSNP Art. 143-155; issue 19): a tournament of a type whose
 * data carries `trainingSession` is not a competition. It runs one level with constant blinds
 * (Art. 64, 143), each player pays a participation fee that forms the session's own prize fund
 * (Art. 144) and a contribution to the club (Art. 145), gets the same training chips (Art. 146),
 * may join while seats are free for the whole level (Art. 147), chooses and changes his seat
 * (Art. 153), may step away and come back (Art. 150), posts the big blind with no option when
 * he joins, returns or moves (Art. 150, 152, 153), leaves with chips only after the minimum stay
 * (Art. 145), and the level changes only with every present player's agreement (Art. 154).
 * A player who has lost his chips re-enters at his seat (Art. 148). Each hand stands alone: it is
 * started with the button moving clockwise, an absent player and a new player between the button
 * and the small blind are not dealt in (Art. 59, 150, 152), and it is tabled under Art. 151 (no
 * card need be shown to give up, one card is enough if it wins, the second when an opponent asks).
 * When the time runs out the session is closed and the prize fund is paid by the chips each
 * player built up, whenever he left (Art. 143, 155).
 * None of it touches the tournament's competition money or chips: training chips are a separate
 * set (Art. 41).
 */
import type { LevelSpec } from '../../../events/tournament-events';
import type { TrainingHandStartedData, TrainingShare } from '../../../events/training-events';

import { evaluate } from '../../../poker/evaluator';
import { checkStraddles } from '../../../poker/straddle';
import { TOURNAMENT_TYPES } from '../../../rules/tournament-types';
import type { TournamentTypeCode } from '../../../rules/types';
import { accept, reject, type Decision, type Rejection } from '../../decider';
import { ruleset } from '../defaults';
import { cancelled, fmt } from '../guards';
import { event, type Slice } from '../slice';
import type { CreatedTournament } from '../state';

import type { TableTrainingHand } from './commands';
export type {
  OpenTrainingSession,
  JoinTrainingTable,
  RecordTrainingAbsence,
  ReturnToTrainingTable,
  ChangeTrainingSeat,
  ChangeTrainingLevel,
  LeaveTrainingTable,
  ReEnterTrainingTable,
  StartTrainingHand,
  TabledTrainingHand,
  TableTrainingHand,
  CloseTrainingSession,
  TrainingCommand,
} from './commands';

export interface TrainingPlayer {
  readonly playerId: string;
  seat: number;
  readonly joinedAt: string;
  absent: boolean;
  left: boolean;
  /** FSNP Art. 152: joined after play began; not dealt in while between the button and the SB. */
  waitsForButton: boolean;
  /** The training chips he took away each time he left (FSNP Art. 155 pays by them). */
  chipsTakenAway: number;
}
export interface TrainingHand {
  readonly handNo: number;
  readonly buttonSeat: number;
  readonly smallBlindSeat: number;
  readonly bigBlindSeat: number;
  readonly dealtIn: readonly string[];
  readonly notDealtIn: TrainingHandStartedData['notDealtIn'];
  readonly straddles: NonNullable<TrainingHandStartedData['straddles']>;
  tabled: boolean;
}
export interface TrainingState {
  readonly openedAt: string;
  level: { smallBlind: number; bigBlind: number; ante: number; levelMinutes: number };
  readonly chipsPerPlayer: number;
  readonly seats: number;
  prizeFund: number;
  clubContributions: number;
  /** Every training chip issued: at joining and at each re-entry (FSNP Art. 146-148). */
  chipsIssued: number;
  players: Record<string, TrainingPlayer>;
  hand: TrainingHand | null;
  closed: boolean;
  prizes: readonly TrainingShare[];
}

declare module '../state' {
  interface TournamentFields {
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

function notTraining(s: CreatedTournament): No {
  const no = cancelled(s);
  if (no) return no;
  return typeOf(s.config.tournamentType)?.trainingSession
    ? null
    : reject(
        'NOT_A_TRAINING_SESSION',
        'FSNP Art. 143',
        'This is a competition, not a training session: training commands do not apply.',
      );
}

function sessionOf(s: CreatedTournament): { no: No; t?: TrainingState } {
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
  if (s.training.closed)
    return {
      no: reject(
        'TRAINING_SESSION_CLOSED',
        'FSNP Art. 143',
        'The training session is closed: its time ran out and its prizes are paid.',
      ),
    };
  return { no: null, t: s.training };
}

const timeIsUp = (t: TrainingState, now: string) =>
  minutesBetween(t.openedAt, now) >= t.level.levelMinutes;

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

/** Seats clockwise after `from`, wrapping, `from` itself last. */
const clockwiseFrom = (seats: number, from: number) =>
  Array.from({ length: seats }, (_, i) => ((from + i) % seats) + 1);

/**
 * FSNP Art. 45, 59, 150, 152: the button moves to the next player present; the small blind is the
 * first player present after it who is not waiting; a new player seated between the button and
 * the small blind waits (no cards, counted absent) until the button has passed him.
 */
function planTrainingHand(t: TrainingState, buttonSeat: number) {
  const bySeat = new Map(
    Object.values(t.players)
      .filter((p) => !p.left)
      .map((p) => [p.seat, p]),
  );
  const dealtIn: { playerId: string; seat: number }[] = [];
  const notDealtIn: { playerId: string; seat: number; reason: 'absent' | 'waiting-for-button' }[] =
    [];
  let smallBlindSeat: number | null = null;
  for (const seat of clockwiseFrom(t.seats, buttonSeat)) {
    const p = bySeat.get(seat);
    if (!p) continue;
    if (p.absent) notDealtIn.push({ playerId: p.playerId, seat, reason: 'absent' });
    else if (seat !== buttonSeat && smallBlindSeat === null && p.waitsForButton)
      notDealtIn.push({ playerId: p.playerId, seat, reason: 'waiting-for-button' });
    else {
      if (seat !== buttonSeat && smallBlindSeat === null) smallBlindSeat = seat;
      dealtIn.push({ playerId: p.playerId, seat });
    }
  }
  // The button's own seat comes last in clockwise order; deal from the small blind.
  const order = [
    ...dealtIn.filter((d) => d.seat !== buttonSeat),
    ...dealtIn.filter((d) => d.seat === buttonSeat),
  ];
  const bigBlindSeat = order.length > 1 ? order[1 % order.length].seat : null;
  return { dealtIn: order, notDealtIn, smallBlindSeat, bigBlindSeat };
}

/** The next seat clockwise after `from` held by a player present (FSNP Art. 45). */
function nextButton(t: TrainingState, from: number): number | null {
  const present = new Set(
    Object.values(t.players)
      .filter((p) => !p.left && !p.absent)
      .map((p) => p.seat),
  );
  return clockwiseFrom(t.seats, from).find((seat) => present.has(seat)) ?? null;
}

/**
 * FSNP Art. 155 (ASSUMPTION: pro rata): the fund shared by the chips each player took away, to
 * the minor unit by the largest remainder, ties to the bigger stack (DECISION-3).
 */
export function trainingShares(
  fund: number,
  chips: readonly { playerId: string; chips: number }[],
): TrainingShare[] {
  const total = chips.reduce((a, c) => a + c.chips, 0);
  if (total <= 0) return chips.map((c) => ({ ...c, amount: 0 }));
  const raw = chips.map((c) => {
    const exact = BigInt(fund) * BigInt(c.chips);
    return {
      ...c,
      amount: Number(exact / BigInt(total)),
      rest: Number(exact % BigInt(total)),
    };
  });
  let left = fund - raw.reduce((a, r) => a + r.amount, 0);
  const order = [...raw].sort(
    (a, b) => b.rest - a.rest || b.chips - a.chips || a.playerId.localeCompare(b.playerId),
  );
  for (const r of order) {
    if (left <= 0) break;
    r.amount += 1;
    left -= 1;
  }
  return raw.map(({ playerId, chips: n, amount }) => ({ playerId, chips: n, amount }));
}

/** FSNP Art. 151: who may win a training hand, and when the second card must be shown. */
function tablingProblem(t: TrainingState, c: TableTrainingHand): No {
  const h = t.hand;
  const cite = 'FSNP Art. 151';
  if (!h || h.handNo !== c.handNo)
    return reject('NO_TRAINING_HAND', cite, `Hand ${c.handNo} is not the hand being played.`);
  if (h.tabled) return reject('HAND_ALREADY_TABLED', cite, `Hand ${c.handNo} is already tabled.`);
  const ids = c.tabled.map((x) => x.playerId);
  const stranger = ids.find((id) => !h.dealtIn.includes(id));
  if (stranger || new Set(ids).size !== ids.length || !ids.length)
    return reject(
      'NOT_IN_THIS_HAND',
      cite,
      `tabled: each player once, and only players dealt in to hand ${c.handNo}${stranger ? ` (${stranger} was not)` : ''}.`,
    );
  const all = [...c.board, ...c.tabled.flatMap((x) => x.cards)];
  if (
    c.board.length > 5 ||
    c.tabled.some((x) => x.cards.length > 2) ||
    all.some((x) => !Number.isSafeInteger(x) || x < 0 || x > 51) ||
    new Set(all).size !== all.length
  )
    return reject(
      'INVALID_CARDS',
      cite,
      'board: up to five cards; each player shows up to his two; no card twice.',
    );
  if (!c.winners.length || c.winners.some((w) => !ids.includes(w)))
    return reject('INVALID_WINNERS', cite, 'winners: one or more of the players tabled.');
  const showing = c.tabled.filter((x) => x.cards.length > 0);
  // A lone player left in wins without showing (FSNP Art. 113); otherwise one who shows nothing
  // has given up the hand.
  if (showing.length === 0 && c.tabled.length === 1) return null;
  const gaveUp = c.winners.find((w) => !showing.some((x) => x.playerId === w));
  if (gaveUp)
    return reject(
      'GAVE_UP_THE_HAND',
      cite,
      `${gaveUp} refused to show: at a training table that gives up the hand; he cannot win it.`,
    );
  if (c.secondCardAskedBy !== undefined) {
    if (!ids.includes(c.secondCardAskedBy) || c.winners.includes(c.secondCardAskedBy))
      return reject(
        'NOT_AN_OPPONENT',
        cite,
        `secondCardAskedBy: ${c.secondCardAskedBy} is not an opponent in this showdown.`,
      );
    const one = c.winners.find((w) => showing.find((x) => x.playerId === w)!.cards.length < 2);
    if (one)
      return reject(
        'SECOND_CARD_ASKED',
        cite,
        `${c.secondCardAskedBy} asked to see ${one}'s second card: it must be shown.`,
      );
  }
  if (c.board.length < 5 || showing.length < 2) return null;
  const strength = new Map(showing.map((x) => [x.playerId, evaluate([...c.board, ...x.cards])]));
  const best = Math.max(...strength.values());
  const short = c.winners.find((w) => strength.get(w)! < best);
  if (short) {
    const oneCard = showing.find((x) => x.playerId === short)!.cards.length === 1;
    return reject(
      oneCard ? 'SHOW_SECOND_CARD' : 'NOT_THE_WINNING_HAND',
      cite,
      oneCard
        ? `The card ${short} showed does not make the winning combination: he shows the second card.`
        : `${short}'s cards do not make the winning combination.`,
    );
  }
  const missing = showing.find(
    (x) =>
      x.cards.length === 2 && strength.get(x.playerId) === best && !c.winners.includes(x.playerId),
  );
  if (missing)
    return reject(
      'NOT_THE_WINNING_HAND',
      cite,
      `${missing.playerId} shows an equal winning hand: he shares the pot.`,
    );
  return null;
}

export const training: Slice = {
  commands: {
    ReEnterTrainingTable: {
      roles: ['floor', 'director'],
      decide(c, s, ctx) {
        const { no, t } = sessionOf(s);
        if (no || !t) return no!;
        const rule = ruleset(s.config.rulesetId).training.reEntry;
        if (rule.value == null)
          return reject('REENTRY_NOT_ALLOWED', rule.cite, 'This ruleset has no training re-entry.');
        const { no: out, p } = seatedPlayer(t, c.playerId, rule.cite);
        if (out || !p) return out!;
        if (timeIsUp(t, ctx.now))
          return reject(
            'TRAINING_LEVEL_OVER',
            rule.cite,
            `Re-entry runs for the whole session (${t.level.levelMinutes} min), which is over.`,
          );
        // ASSUMPTION (FSNP gap 2): the chips are bought again with the participation fee; the
        // club contribution of Art. 145 is paid once, for the stay.
        const fee = s.config.buyIn.prizeFund;
        return accept(
          event(
            'TrainingFeeCollected',
            { playerId: c.playerId, amount: fee, prizeFund: t.prizeFund + fee },
            'FSNP Art. 144',
          ),
          event(
            'TrainingChipsIssued',
            { playerId: c.playerId, chips: t.chipsPerPlayer, reEntry: true, seat: p.seat },
            `${rule.cite}; FSNP Art. 146`,
          ),
        );
      },
    },
    StartTrainingHand: {
      roles: ['dealer', 'floor', 'director'],
      decide(c, s, ctx) {
        const { no, t } = sessionOf(s);
        if (no || !t) return no!;
        if (timeIsUp(t, ctx.now))
          return reject(
            'TRAINING_TIME_UP',
            'FSNP Art. 143',
            `The session's ${t.level.levelMinutes} minutes have run out: no more hands; close the session.`,
          );
        const due = t.hand ? nextButton(t, t.hand.buttonSeat) : null;
        if (!t.hand && c.buttonSeat === undefined)
          return reject(
            'BUTTON_SEAT_REQUIRED',
            'FSNP Art. 46',
            'buttonSeat: the first hand starts from the seat the button was drawn to.',
          );
        const buttonSeat = c.buttonSeat ?? due!;
        const present = Object.values(t.players).find(
          (p) => !p.left && !p.absent && p.seat === buttonSeat,
        );
        if (!present)
          return reject(
            'BUTTON_SEAT_EMPTY',
            'FSNP Art. 45',
            `buttonSeat: no player present at seat ${buttonSeat}.`,
          );
        if (due != null && buttonSeat !== due)
          return reject(
            'BUTTON_OUT_OF_ORDER',
            'FSNP Art. 45',
            `The button moves clockwise to the next player, at seat ${due}, not ${buttonSeat}.`,
          );
        const plan = planTrainingHand(t, buttonSeat);
        if (plan.dealtIn.length < 2)
          return reject(
            'NOT_ENOUGH_PLAYERS',
            'FSNP Art. 150',
            'A hand needs at least two players dealt in.',
          );
        const headsUp = plan.dealtIn.length === 2;
        const other = plan.dealtIn.find((d) => d.seat !== buttonSeat)!.seat;
        // FSNP Art. 149: after the big blind, each straddle doubles the one before; not the button.
        const straddlers = c.straddlers ?? [];
        const straddle = ruleset(s.config.rulesetId).game.straddle;
        if (straddlers.length && straddle.value !== 'training-only')
          return reject('STRADDLE_NOT_ALLOWED', straddle.cite, 'This ruleset has no straddle.');
        const stranger = straddlers.find((id) => !plan.dealtIn.some((d) => d.playerId === id));
        if (stranger || new Set(straddlers).size !== straddlers.length)
          return reject(
            'INVALID_STRADDLE',
            straddle.cite,
            `straddlers: each once, and only players dealt in${stranger ? ` (${stranger} is not)` : ''}.`,
          );
        const forced = plan.dealtIn.map((_, i) =>
          i === 0 ? t.level.smallBlind : t.level.bigBlind,
        );
        const straddles: { playerId: string; seat: number; amount: number }[] = [];
        let previous = t.level.bigBlind;
        for (let i = 2; i < plan.dealtIn.length; i++) {
          const d = plan.dealtIn[i];
          forced[i] = straddlers.includes(d.playerId) ? 2 * previous : 0;
          if (forced[i]) {
            previous = forced[i];
            straddles.push({ ...d, amount: forced[i] });
          }
        }
        if (headsUp && straddlers.length)
          return reject('INVALID_STRADDLE', straddle.cite, 'Heads-up there is no straddle.');
        const bad = headsUp ? null : checkStraddles(forced);
        if (bad) return reject(bad.code, straddle.cite, bad.message);
        return accept(
          event(
            'TrainingHandStarted',
            {
              handNo: (t.hand?.handNo ?? 0) + 1,
              buttonSeat,
              smallBlindSeat: headsUp ? buttonSeat : plan.smallBlindSeat!,
              bigBlindSeat: headsUp ? other : plan.bigBlindSeat!,
              dealtIn: plan.dealtIn,
              notDealtIn: plan.notDealtIn,
              ...(straddles.length ? { straddles } : {}),
              at: ctx.now,
            },
            straddles.length ? 'FSNP Art. 45, 59, 149, 150, 152' : 'FSNP Art. 45, 59, 150, 152',
          ),
        );
      },
    },
    TableTrainingHand: {
      roles: ['dealer', 'floor', 'director'],
      decide(c, s, ctx) {
        const { no, t } = sessionOf(s);
        if (no || !t) return no!;
        const bad = tablingProblem(t, c);
        if (bad) return bad;
        return accept(
          event(
            'TrainingHandTabled',
            {
              handNo: c.handNo,
              board: [...c.board],
              tabled: c.tabled.map((x) => ({
                playerId: x.playerId,
                cards: [...x.cards],
                gaveUp: x.cards.length === 0 && c.tabled.length > 1,
              })),
              winners: [...c.winners],
              ...(c.secondCardAskedBy !== undefined
                ? { secondCardAskedBy: c.secondCardAskedBy }
                : {}),
              at: ctx.now,
            },
            'FSNP Art. 150, 151',
          ),
        );
      },
    },
    CloseTrainingSession: {
      roles: ['director'],
      decide(c, s, ctx) {
        const { no, t } = sessionOf(s);
        if (no || !t) return no!;
        if (!timeIsUp(t, ctx.now))
          return reject(
            'TRAINING_TIME_NOT_OVER',
            'FSNP Art. 143',
            `The session runs ${t.level.levelMinutes} min; ${t.level.levelMinutes - minutesBetween(t.openedAt, ctx.now)} are left.`,
          );
        const seated = Object.values(t.players).filter((p) => !p.left);
        const listed = c.counts.map((x) => x.playerId);
        if (
          seated
            .map((p) => p.playerId)
            .sort()
            .join('|') !== [...listed].sort().join('|') ||
          c.counts.some((x) => !Number.isSafeInteger(x.chips) || x.chips < 0)
        )
          return reject(
            'COUNTS_INCOMPLETE',
            'FSNP Art. 155',
            `counts: the chips (whole, zero or more) of every player at the table: ${seated.map((p) => p.playerId).join(', ') || 'none'}.`,
          );
        const away = Object.values(t.players).reduce((a, p) => a + (p.chipsTakenAway ?? 0), 0);
        const counted = c.counts.reduce((a, x) => a + x.chips, 0);
        if (away + counted !== t.chipsIssued)
          return reject(
            'TRAINING_CHIPS_DO_NOT_BALANCE',
            'FSNP Art. 146, 155',
            `${fmt(t.chipsIssued)} training chips were issued; ${fmt(away)} left with players and ${fmt(counted)} are counted at the table.`,
          );
        const leaving = c.counts.map((x) => {
          const p = t.players[x.playerId];
          return event(
            'PlayerLeftTrainingTable',
            {
              playerId: x.playerId,
              chips: x.chips,
              minutesPlayed: minutesBetween(p.joinedAt, ctx.now),
              at: ctx.now,
            },
            'FSNP Art. 143, 155',
          );
        });
        const byPlayer = new Map<string, number>();
        for (const p of Object.values(t.players))
          byPlayer.set(p.playerId, (byPlayer.get(p.playerId) ?? 0) + (p.chipsTakenAway ?? 0));
        for (const x of c.counts)
          byPlayer.set(x.playerId, (byPlayer.get(x.playerId) ?? 0) + x.chips);
        const rule = ruleset(s.config.rulesetId).training.prizeDistribution;
        const chips = [...byPlayer].map(([playerId, n]) => ({ playerId, chips: n }));
        const shares = rule.value === 'pro-rata-chips' ? trainingShares(t.prizeFund, chips) : [];
        return accept(
          ...leaving,
          event(
            'TrainingSessionClosed',
            { at: ctx.now, chipsIssued: t.chipsIssued, prizeFund: t.prizeFund },
            'FSNP Art. 143',
          ),
          event(
            'TrainingPrizesDistributed',
            { prizeFund: t.prizeFund, rule: rule.value, shares },
            rule.cite,
          ),
        );
      },
    },
    OpenTrainingSession: {
      roles: ['director'],
      decide(_c, s, ctx) {
        const no = notTraining(s);
        if (no) return no;
        if (s.training)
          return reject('TRAINING_ALREADY_OPEN', 'FSNP Art. 143', 'The session is already open.');
        const [l] = s.levels;
        const cfg = s.config;
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
        const fund = t.prizeFund + s.config.buyIn.prizeFund;
        return accept(
          event(
            'PlayerJoinedTrainingTable',
            { playerId: c.playerId, fullName: c.fullName.trim(), seat: c.seat, at: ctx.now },
            'FSNP Art. 147, 152, 153',
          ),
          event(
            'TrainingFeeCollected',
            { playerId: c.playerId, amount: s.config.buyIn.prizeFund, prizeFund: fund },
            'FSNP Art. 144',
          ),
          event(
            'ClubContributionCollected',
            { playerId: c.playerId, amount: s.config.buyIn.fee },
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
        const stay = ruleset(s.config.rulesetId).training.minimumStayMinutes;
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
        chipsIssued: 0,
        players: {},
        hand: null,
        closed: false,
        prizes: [],
      };
    },
    PlayerJoinedTrainingTable(s, d) {
      const t = s.training!;
      t.players[d.playerId] = {
        playerId: d.playerId,
        seat: d.seat,
        joinedAt: d.at,
        absent: false,
        left: false,
        // FSNP Art. 152: once hands are being dealt, a new player waits for the button.
        waitsForButton: t.hand != null,
        chipsTakenAway: t.players[d.playerId]?.chipsTakenAway ?? 0,
      };
    },
    TrainingChipsIssued(s, d) {
      // A session folded before issue 19's close (snapshot) has no count yet: start from zero.
      s.training!.chipsIssued = (s.training!.chipsIssued ?? 0) + d.chips;
    },
    TrainingHandStarted(s, d) {
      const t = s.training!;
      t.hand = {
        handNo: d.handNo,
        buttonSeat: d.buttonSeat,
        smallBlindSeat: d.smallBlindSeat,
        bigBlindSeat: d.bigBlindSeat,
        dealtIn: d.dealtIn.map((x) => x.playerId),
        notDealtIn: d.notDealtIn.map((x) => ({ ...x })),
        straddles: (d.straddles ?? []).map((x) => ({ ...x })),
        tabled: false,
      };
      for (const x of d.dealtIn) t.players[x.playerId].waitsForButton = false;
    },
    TrainingHandTabled(s) {
      s.training!.hand!.tabled = true;
    },
    TrainingSessionClosed(s) {
      s.training!.closed = true;
    },
    TrainingPrizesDistributed(s, d) {
      s.training!.prizes = d.shares.map((x) => ({ ...x }));
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
      const p = s.training!.players[d.playerId];
      p.left = true;
      p.chipsTakenAway = (p.chipsTakenAway ?? 0) + d.chips;
    },
  },
};
