/** Commands for hands at the table (issue 5): the dealer records, the floor and director correct. */
import type { DealtHand, EliminationReason, RecordedAction } from '../../../events/hand-events';
import type { IrregularityCode } from './corrections-table';
import type { DeadHandCause } from './dead-hands';

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
  /** Stud: one street's cards per seat, `faceUp` only for an irregular deal (FSPR 6.5.1, 6.5.2). */
  readonly hands: readonly DealtHand[];
}
export interface RecordAction extends InHand {
  readonly type: 'RecordAction';
  readonly seat: number;
  /**
   * What the player said or did, as the dealer saw it (Club Rule 40; FSNP Art. 83-94). Optional
   * when `chips` says it all: chips pushed without a word.
   */
  readonly action?: RecordedAction;
  /** bet / raise: the total for the round he named or put in (FSNP Art. 84-85). */
  readonly amount?: number;
  /** The chips pushed in one motion, by denomination (Club Rule 41-45, 61; FSNP Art. 97-98, 106-108). */
  readonly chips?: readonly number[];
  /** Word and chips both: which came first (Club Rule 40). */
  readonly first?: 'word' | 'chips';
  /** Chips short of the call: the floor lets him fold, and the chips pushed stay in (Club Rule 51). */
  readonly allowFold?: boolean;
  /** "Call" said before the bettor named his amount (Club Rule 59): held like an act out of turn. */
  readonly premature?: boolean;
  /** The dealer records an action made out of turn, to be ruled on (FSNP Art. 96, 99-100). */
  readonly outOfTurn?: 'physical' | 'verbal';
}
export interface DealBoard extends InHand {
  readonly type: 'DealBoard';
  /** Optional: a table may record only the actions (issue 5). Four on the flop: as they came. */
  readonly cards?: readonly (number | null)[];
  /** Four cards on the flop: the one the floor drew at random, the next burn (Club Rule 39). */
  readonly removed?: number;
}
export interface ShowOrMuck extends InHand {
  readonly type: 'ShowOrMuck';
  readonly seat: number;
  readonly show: boolean;
  readonly cards?: readonly (number | null)[];
  /** show false: thrown face down, still identifiable and retrievable, not yet mucked (Club Rule 14). */
  readonly released?: boolean;
  /** show true: tabled because this seat asked to see it (Club Rule 18; FSNP Art. 115). */
  readonly requestedBy?: number;
  /** What the player said his hand was; cards speak (Club Rule 12; FSNP Art. 105). */
  readonly said?: string;
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
  /** The cards the error exposed, as the table saw them (premature board cards, FSPR 6.6.4-6.6.6; Club Rule 74). */
  readonly cards?: readonly (number | null)[];
}
/** The button was on the wrong seat in this hand (FSNP Art. 51, 58; LNSE II.36-38). */
export interface RecordMisplacedButton extends InHand {
  readonly type: 'RecordMisplacedButton';
  /** The seat the button was on at the table. */
  readonly seat: number;
}
export interface DeclareDeadHand extends InHand {
  readonly type: 'DeclareDeadHand';
  readonly seat: number;
  readonly cause: DeadHandCause;
}
/** A player or official disputes a hand or its pot (Club Rule 22; LNSE II.112). */
export interface DisputeHand extends InHand {
  readonly type: 'DisputeHand';
  /** The seat that disputes, when a player does. */
  readonly seat?: number;
  readonly description: string;
}
/**
 * The floor upholds a dispute of hand `handNo` and corrects its pot award (Club Rule 22;
 * LNSE 123/13 II.112): chips of pot `pot` move between seats, adding up to zero.
 */
export interface CorrectPotAward extends InHand {
  readonly type: 'CorrectPotAward';
  /** Index of the pot in the hand's award (0: the main pot). */
  readonly pot: number;
  /** Chips taken from (negative) or given to (positive) each seat. */
  readonly moves: readonly { readonly seat: number; readonly chips: number }[];
  readonly reason: string;
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
/** FSPR 6.5.5: the election of the player whose seventh card was exposed; none = play on. */
export interface ChooseSeventhCardOption extends InHand {
  readonly type: 'ChooseSeventhCardOption';
  readonly seat: number;
  readonly option?: 'all-in-treatment' | 'play-on';
}
/** Club Rule 62; FSNP Art. 92: chips found hidden by an all-in player after the action. */
export interface RecordHiddenChips extends InHand {
  readonly type: 'RecordHiddenChips';
  readonly seat: number;
  /** The chips that were out of view: part of his all-in as recorded. */
  readonly chips: number;
}
/**
 * A bet found wrong while its round is open (LNSE 123/13 II.96-97, II.99; FSNP Art. 88, 93;
 * Club Rule 49, 52): the amount the bet of `seat` should be, against the chips he pushed.
 */
export interface CorrectBet extends InHand {
  readonly type: 'CorrectBet';
  readonly seat: number;
  /** His total for the round as it should be: above what he pushed (short), or below it (a wrong count given). */
  readonly amount: number;
  /** The betting round of the bet (0 pre-flop, 1 flop, ...); absent: the round being bet. */
  readonly street?: number;
}
export interface ExpireTime extends InHand {
  readonly type: 'ExpireTime';
  readonly seat: number;
}
/** FSPR 6.3: the chief judge (the director) authorises a person to declare misdeals. */
export interface DelegateMisdealAuthority {
  readonly type: 'DelegateMisdealAuthority';
  readonly tournamentId: string;
  /** The delegate's identity, as his token names him. */
  readonly delegateId: string;
  readonly delegateName?: string;
}
export interface RevokeMisdealAuthority {
  readonly type: 'RevokeMisdealAuthority';
  readonly tournamentId: string;
  readonly delegateId: string;
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
  | RecordMisplacedButton
  | DeclareDeadHand
  | DisputeHand
  | CorrectPotAward
  | CallTime
  | StartTimeCountdown
  | ChooseExposureOption
  | ChooseSeventhCardOption
  | RecordHiddenChips
  | CorrectBet
  | ExpireTime
  | DelegateMisdealAuthority
  | RevokeMisdealAuthority
  | RemovePlayer;
