/**
 * The hand in progress at each table, rebuilt from the hand events by replaying them through the
 * poker engine (src/poker/hand.ts). Nothing here is stored: events hold the facts, this holds
 * what they add up to, so a decision can ask the engine "is this legal now?".
 */
import type { HandPlannedData, RecordedAction } from '../../../events/hand-events';
import type { PreviousPositions } from '../../../poker/button';
import type { HandAction, HandState, PlayerState } from '../../../poker/hand-types';
import { legalActions } from '../../../poker/hand';
import { reject, type Decision } from '../../decider';
import { noSuchTournament } from '../guards';
import { isCreated, type TournamentState } from '../state';
import { citationsFor } from '../defaults';

export interface HeldAction {
  readonly index: number;
  readonly action: RecordedAction;
  readonly amount: number;
  readonly manner: 'physical' | 'verbal';
  /** "Call" said before the bettor named his amount (Club Rule 59). */
  readonly premature?: boolean;
  /** The hand when the player acted early (for FSNP Art. 96, 99-100 rulings). */
  readonly at: HandState;
}

export interface TableHand {
  readonly tableId: string;
  readonly handNo: number;
  readonly plan: HandPlannedData;
  /** Seat of each engine player index (position order). */
  readonly seats: readonly number[];
  /** Positions of the hand before this one: a redeal keeps the button (FSPR 6.3). */
  readonly previous: PreviousPositions | null;
  /** null until the forced bets are posted. */
  engine: HandState | null;
  /** Engine indexes that fold whenever their turn comes: absent or dead (Art. 59, 101-104). */
  dead: boolean[];
  /** Away from the table when the forced bets were posted (FSNP Art. 59; FSPR 6.4.4). */
  absent: boolean[];
  /** Engine indexes that may only call or fold: this turn (Club Rule 55), this round (Art. 100) or hand (Art. 120). */
  onlyCall: ({ scope: 'turn' | 'round' | 'hand'; ruleRef: string } | null)[];
  /** The engine before the last board card, for a recalled board (FSPR 6.6.2-6.6.4). */
  beforeBoard: HandState | null;
  held: (HeldAction | null)[];
  /** Whose aggression opens the showdown: the hand's (FSNP Art. 110) or the last round's (Club Rule 17). */
  showdownBasis?: 'hand' | 'final-round';
  /** By engine index: the penalty an action out of turn requires, until recorded (Club Rule 53). */
  penaltiesDue?: Record<number, { readonly clause: string; readonly ruleRef: string }>;
  /** By engine index: thrown face down at showdown, still live until mucked (Club Rule 14). */
  released?: Record<number, true>;
  /**
   * By engine index: chips left in the pot if he folds in this round, after an out-of-turn raise
   * ruled call-or-fold (FSNP Art. 100(b): the bet he faced before acting out of turn).
   */
  forfeitOnFold?: Record<number, { readonly chips: number; readonly ruleRef: string }>;
  /** Engine index of the only hand left, found foul at the reveal: he forfeits the pot (FSPR 6.3.9). */
  potForfeitedBy?: number;
  /** FSPR 7.1.6 (note 2): a heads-up deliberate exposure waits for the opponent's choice. */
  exposureElection?: { exposer: number; ruleRef: string };
  /** FSPR 6.5.5: a stud player's seventh card was exposed; he has not yet elected. */
  seventhCardElection?: { player: number; ruleRef: string };
  /** By engine index: chips set aside by an all-in treatment (FSPR 6.5.5), his again after the award. */
  setAside?: Record<number, number>;
  /** By engine index: chips an all-in player kept out of view, found after the call (Club Rule 62). */
  hiddenChips?: Record<number, number>;
  status: 'planned' | 'playing' | 'awarded' | 'voided';
  /** Final stacks by engine index once the pots are awarded. */
  finalStacks: number[] | null;
  /** Who won the pots each index contested: for eliminations and bounties (Art. 141). */
  winnersBySeat: Record<number, number[]>;
  lastEventAt: string;
  /** Time called on the seat to act: the countdown starts at countdownAt (if any); ruled on at deadline. */
  timeCalled: {
    seat: number;
    deadline: string;
    countdownAt?: string;
    countingDown?: boolean;
  } | null;
}

export interface BustRecord {
  readonly tableId: string;
  readonly handNo: number;
  readonly stackAtStart: number;
  readonly eliminatedBy: readonly string[];
}

export interface HandBook {
  tables: Record<string, TableHand>;
  /** Positions of the last hand at each table, for the moving button (FSNP Art. 58). */
  last: Record<string, PreviousPositions>;
  /** Busted players who may still re-enter, by player id (FSNP Art. 31; DECISION-7). */
  busts: Record<string, BustRecord>;
  places: Record<
    string,
    {
      place: number;
      sharedBy: number;
      splitOrder?: number;
      /** FSPR 7.2.2; FSNP Art. 20: out by disqualification (shown so, not as eliminated). */
      disqualified?: true;
    }
  >;
  bounties: Record<string, number>;
  /** Tables whose next deal repeats a misdealt hand with the same button (FSPR 6.3). */
  /** A misdealt hand's button and level, kept for its redeal (FSPR 6.3; Club Rule 23, 35). */
  redeal?: Record<string, { buttonSeat: number; level?: number }>;
}

declare module '../state' {
  interface TournamentFields {
    /** Hands at the tables (issue 5), created on first use. */
    hands?: HandBook;
  }
}

export function bookOf(s: TournamentState): HandBook {
  if (!s.hands) s.hands = { tables: {}, last: {}, busts: {}, places: {}, bounties: {} };
  return s.hands;
}

/** Read-only view for decisions: never creates the book on a state being decided on. */
export const handAt = (s: TournamentState, tableId: string): TableHand | undefined =>
  s.hands?.tables[tableId];

export const indexOfSeat = (h: TableHand, seat: number): number => h.seats.indexOf(seat);

type No = Decision<never> | null;

export function noHand(s: TournamentState, tableId: string, handNo?: number): No {
  // Before creation there is no ruleset to cite, nor any hand: no such tournament.
  if (!isCreated(s)) return noSuchTournament();
  const cite = citationsFor(s.config.rulesetId).handInPlay;
  const h = handAt(s, tableId);
  if (!h || h.status === 'voided' || (handNo !== undefined && h.handNo !== handNo))
    return reject(
      'NO_HAND_IN_PROGRESS',
      cite,
      `There is no hand${handNo !== undefined ? ` number ${handNo}` : ''} in progress at table ${tableId}.`,
    );
  if (!s.tables[tableId]?.handInProgress)
    return reject('NO_HAND_IN_PROGRESS', cite, `Hand ${h.handNo} at table ${tableId} is complete.`);
  return null;
}

/** Before creation there is no hand: the refusal the hand commands give then (noHand). */
export const noHandYet = (
  c: { tableId: string; handNo: number },
  s: TournamentState,
): Decision<never> => noHand(s, c.tableId, c.handNo) ?? noSuchTournament();

export function notPosted(h: TableHand, rulesetId: string): No {
  return h.engine
    ? null
    : reject(
        'FORCED_BETS_NOT_POSTED',
        citationsFor(rulesetId).forcedBets,
        `Post the blinds and antes of hand ${h.handNo} before dealing or acting.`,
      );
}

/**
 * The seat's live hand in a hand whose pots are not yet awarded, or the refusal: no live hand
 * there (folded, mucked or declared dead), citing `notInHand`; the pots already awarded, citing
 * `awarded`. The forced bets must be posted (notPosted) before this is asked.
 */
export function liveSeat(
  h: TableHand,
  seat: number,
  notInHand: string,
  awarded: string,
): { readonly i: number; readonly p: PlayerState } | Decision<never> {
  const i = indexOfSeat(h, seat);
  const p = i >= 0 ? h.engine?.players[i] : undefined;
  if (!p || p.folded || p.mucked || h.dead[i])
    return reject('NOT_IN_HAND', notInHand, `Seat ${seat} has no live hand in hand ${h.handNo}.`);
  if (h.status === 'awarded')
    return reject('POTS_ALREADY_AWARDED', awarded, 'The pots are already awarded.');
  return { i, p };
}

/** The engine step an ActionRecorded stands for. */
export function engineAction(
  h: TableHand,
  index: number,
  a: RecordedAction,
  amount: number,
): HandAction {
  return engineStepOf(h.engine!, index, a, amount);
}

/**
 * The engine step a recorded act stands for in the hand's engine state `e`: the decider and the
 * read models that replay a hand (the display's hand in play) step the engine alike.
 */
export function engineStepOf(
  e: HandState,
  index: number,
  a: RecordedAction,
  amount: number,
): HandAction {
  const p = e.players[index];
  switch (a) {
    case 'fold':
    case 'check':
    case 'call':
      return { type: a, player: index };
    case 'bring-in':
      return { type: 'bringIn', player: index };
    case 'bet':
    case 'raise':
      return { type: 'raise', player: index, to: amount };
    case 'all-in': {
      const allInTo = p.bet + p.stack;
      // All in for more than the bet is a raise, unless nobody is left to call it (FSNP Art. 85).
      return allInTo > e.high && legalActions(e)?.raise
        ? { type: 'raise', player: index, to: allInTo }
        : { type: 'call', player: index };
    }
  }
}
