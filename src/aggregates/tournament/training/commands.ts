/** The training table's commands, apart from its slice so the command union imports no slice. */
import type { Card } from '../../../poker/cards';

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
export interface ReEnterTrainingTable extends On {
  readonly type: 'ReEnterTrainingTable';
  readonly playerId: string;
}
export interface StartTrainingHand extends On {
  readonly type: 'StartTrainingHand';
  /** The seat the button was drawn to for the first hand (FSNP Art. 46); after that it moves. */
  readonly buttonSeat?: number;
  /** Players who straddle, in order from the one after the big blind (FSNP Art. 149). */
  readonly straddlers?: readonly string[];
}
export interface TabledTrainingHand {
  readonly playerId: string;
  /** The cards he showed: none gives up the hand, one may be enough (FSNP Art. 151). */
  readonly cards: readonly Card[];
}
export interface TableTrainingHand extends On {
  readonly type: 'TableTrainingHand';
  readonly handNo: number;
  readonly board: readonly Card[];
  /** The players still in the hand when it is shown down. */
  readonly tabled: readonly TabledTrainingHand[];
  readonly winners: readonly string[];
  /** An opponent who asked to see the winner's second card (FSNP Art. 151). */
  readonly secondCardAskedBy?: string;
}
export interface CloseTrainingSession extends On {
  readonly type: 'CloseTrainingSession';
  /** The training chips of every player still at the table, counted when the time ran out. */
  readonly counts: readonly { readonly playerId: string; readonly chips: number }[];
}
export type TrainingCommand =
  | ReEnterTrainingTable
  | StartTrainingHand
  | TableTrainingHand
  | CloseTrainingSession
  | OpenTrainingSession
  | JoinTrainingTable
  | RecordTrainingAbsence
  | ReturnToTrainingTable
  | ChangeTrainingSeat
  | ChangeTrainingLevel
  | LeaveTrainingTable;
