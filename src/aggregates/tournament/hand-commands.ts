/** Commands for hands at the table (issue 5): the dealer records, the floor and director correct. */
import type { EliminationReason, RecordedAction } from '../../events/hand-events';
import type { IrregularityCode } from './hand-corrections-table';
import type { DeadHandCause } from './hand-dead-hands';

interface AtTable {
  readonly tournamentId: string;
  readonly tableId: string;
}
interface InHand extends AtTable {
  readonly handNo: number;
}

export interface StartHand extends AtTable {
  readonly type: 'StartHand';
}
export interface PostForcedBets extends InHand {
  readonly type: 'PostForcedBets';
  /** Players away from the table: their blinds and antes come from their stack (FSNP Art. 59). */
  readonly absentSeats?: readonly number[];
  /** Hole cards, when recorded, are dealt before an absent hand is folded (FSPR 6.4.4). */
  readonly hands?: DealHoleCards['hands'];
}
export interface DealHoleCards extends InHand {
  readonly type: 'DealHoleCards';
  readonly hands: readonly { readonly seat: number; readonly cards: readonly (number | null)[] }[];
}
export interface RecordAction extends InHand {
  readonly type: 'RecordAction';
  readonly seat: number;
  readonly action: RecordedAction;
  /** bet / raise: the total for the round (FSNP Art. 84-85). */
  readonly amount?: number;
  /** The dealer records an action made out of turn, to be ruled on (FSNP Art. 96, 99-100). */
  readonly outOfTurn?: 'physical' | 'verbal';
}
export interface DealBoard extends InHand {
  readonly type: 'DealBoard';
  /** Optional: a table may record only the actions (issue 5). */
  readonly cards?: readonly (number | null)[];
}
export interface ShowOrMuck extends InHand {
  readonly type: 'ShowOrMuck';
  readonly seat: number;
  readonly show: boolean;
  readonly cards?: readonly (number | null)[];
}
export interface AwardPots extends InHand {
  readonly type: 'AwardPots';
  /** Seats winning each pot (main first), when the cards are not recorded. */
  readonly winners?: readonly (readonly number[])[];
  /** FSPR 6.3.9: the chief judge's share of a forfeited pot for each participant. */
  readonly shares?: readonly { readonly seat: number; readonly chips: number }[];
}
export interface CompleteHand extends InHand {
  readonly type: 'CompleteHand';
}
export interface RecordIrregularity extends InHand {
  readonly type: 'RecordIrregularity';
  readonly irregularity: IrregularityCode;
  readonly seat?: number;
  /** Facts the decision table needs (e.g. how many players had acted). */
  readonly intentional?: boolean;
}
export interface DeclareDeadHand extends InHand {
  readonly type: 'DeclareDeadHand';
  readonly seat: number;
  readonly cause: DeadHandCause;
}
export interface CallTime extends InHand {
  readonly type: 'CallTime';
  readonly seat: number;
}
/** The allowance is over: the countdown is announced (sent by the server's time-call process). */
export interface StartTimeCountdown extends InHand {
  readonly type: 'StartTimeCountdown';
  readonly seat: number;
}
/** FSPR 7.1.6 (note 2): the opponent's choice after a heads-up deliberate exposure; none = the default. */
export interface ChooseExposureOption extends InHand {
  readonly type: 'ChooseExposureOption';
  readonly seat: number;
  readonly option?: 'general-rules' | 'bet-as-all-in' | 'withdraw-uncalled';
}
export interface ExpireTime extends InHand {
  readonly type: 'ExpireTime';
  readonly seat: number;
}
export interface RemovePlayer {
  readonly type: 'RemovePlayer';
  readonly tournamentId: string;
  readonly playerId: string;
  readonly reason: Exclude<EliminationReason, 'busted'>;
}

export type HandCommand =
  | StartHand
  | PostForcedBets
  | DealHoleCards
  | RecordAction
  | DealBoard
  | ShowOrMuck
  | AwardPots
  | CompleteHand
  | RecordIrregularity
  | DeclareDeadHand
  | CallTime
  | StartTimeCountdown
  | ChooseExposureOption
  | ExpireTime
  | RemovePlayer;
