/** Facts of a hand-by-hand training session (FSNP Art. 143-155; issue 19). */

export interface TrainingSessionOpenedData {
  /** FSNP Art. 64, 143: the one level, constant for the whole session. */
  readonly smallBlind: number;
  readonly bigBlind: number;
  readonly ante: number;
  readonly levelMinutes: number;
  /** FSNP Art. 146: every player receives this many training chips. */
  readonly chipsPerPlayer: number;
  /** FSNP Art. 144: into the session's prize fund; Art. 145: to the club's assets. */
  readonly participationFee: number;
  readonly clubContribution: number;
  readonly seats: number;
  readonly at: string;
}
export interface PlayerJoinedTrainingTableData {
  readonly playerId: string;
  readonly fullName: string;
  /** FSNP Art. 153: the seat he chose. */
  readonly seat: number;
  readonly at: string;
}
export interface TrainingChipsIssuedData {
  readonly playerId: string;
  readonly chips: number;
  /** FSNP Art. 148: a re-entry keeps the seat and gets the same chips again. */
  readonly reEntry: boolean;
  /** The seat he keeps, on a re-entry. */
  readonly seat?: number;
}
/** FSNP Art. 45, 59, 150, 152: one independent hand; who is dealt in and who is not, and why. */
export interface TrainingHandStartedData {
  readonly handNo: number;
  readonly buttonSeat: number;
  readonly smallBlindSeat: number;
  readonly bigBlindSeat: number;
  /** From the small blind clockwise, the button last. */
  readonly dealtIn: readonly { readonly playerId: string; readonly seat: number }[];
  readonly notDealtIn: readonly {
    readonly playerId: string;
    readonly seat: number;
    /** Away from the table (Art. 59, 150), or new between the button and the SB (Art. 152). */
    readonly reason: 'absent' | 'waiting-for-button';
  }[];
  /** FSNP Art. 149: each straddle double the one before, from the player after the BB. */
  readonly straddles?: readonly {
    readonly playerId: string;
    readonly seat: number;
    readonly amount: number;
  }[];
  readonly at: string;
}
/** FSNP Art. 151: what each player showed; none shown gives up the hand. */
export interface TrainingHandTabledData {
  readonly handNo: number;
  readonly board: readonly number[];
  readonly tabled: readonly {
    readonly playerId: string;
    readonly cards: readonly number[];
    readonly gaveUp: boolean;
  }[];
  readonly winners: readonly string[];
  readonly secondCardAskedBy?: string;
  readonly at: string;
}
export interface TrainingSessionClosedData {
  readonly at: string;
  readonly chipsIssued: number;
  readonly prizeFund: number;
}
export interface TrainingShare {
  readonly playerId: string;
  /** The training chips he built up (all he took away from the table). */
  readonly chips: number;
  /** Minor units of the session's prize fund. */
  readonly amount: number;
}
/** FSNP Art. 155: the fund by the chips, whatever the order of leaving (ASSUMPTION: pro rata). */
export interface TrainingPrizesDistributedData {
  readonly prizeFund: number;
  readonly rule: 'pro-rata-chips' | null;
  readonly shares: readonly TrainingShare[];
}
export interface TrainingFeeCollectedData {
  readonly playerId: string;
  readonly amount: number;
  /** The session's prize fund after this fee (FSNP Art. 144). */
  readonly prizeFund: number;
}
export interface ClubContributionCollectedData {
  readonly playerId: string;
  readonly amount: number;
}
export interface EntryBlindPostedData {
  readonly playerId: string;
  readonly seat: number;
  /** The equivalent of the big blind, with no option (FSNP Art. 150, 152, 153). */
  readonly amount: number;
  readonly option: false;
  readonly reason: 'joined' | 'returned' | 'seat-changed' | 're-entered';
}
export interface PlayerAbsenceRecordedData {
  readonly playerId: string;
  readonly at: string;
}
export interface PlayerReturnedData {
  readonly playerId: string;
  readonly at: string;
}
export interface SeatChangedData {
  readonly playerId: string;
  readonly fromSeat: number;
  readonly toSeat: number;
  readonly at: string;
}
export interface TrainingLevelChangedByConsentData {
  readonly smallBlind: number;
  readonly bigBlind: number;
  readonly ante: number;
  readonly levelMinutes: number;
  /** FSNP Art. 154: every player present agreed aloud; they are named. */
  readonly agreedBy: readonly string[];
  readonly at: string;
}
export interface PlayerLeftTrainingTableData {
  readonly playerId: string;
  /** His training chips when he left (FSNP Art. 155 pays by them). */
  readonly chips: number;
  readonly minutesPlayed: number;
  readonly at: string;
}

export type TrainingEventBody =
  | { readonly type: 'TrainingSessionOpened'; readonly data: TrainingSessionOpenedData }
  | { readonly type: 'PlayerJoinedTrainingTable'; readonly data: PlayerJoinedTrainingTableData }
  | { readonly type: 'TrainingChipsIssued'; readonly data: TrainingChipsIssuedData }
  | { readonly type: 'TrainingFeeCollected'; readonly data: TrainingFeeCollectedData }
  | { readonly type: 'ClubContributionCollected'; readonly data: ClubContributionCollectedData }
  | { readonly type: 'EntryBlindPosted'; readonly data: EntryBlindPostedData }
  | { readonly type: 'PlayerAbsenceRecorded'; readonly data: PlayerAbsenceRecordedData }
  | { readonly type: 'PlayerReturned'; readonly data: PlayerReturnedData }
  | { readonly type: 'SeatChanged'; readonly data: SeatChangedData }
  | {
      readonly type: 'TrainingLevelChangedByConsent';
      readonly data: TrainingLevelChangedByConsentData;
    }
  | { readonly type: 'PlayerLeftTrainingTable'; readonly data: PlayerLeftTrainingTableData }
  | { readonly type: 'TrainingHandStarted'; readonly data: TrainingHandStartedData }
  | { readonly type: 'TrainingHandTabled'; readonly data: TrainingHandTabledData }
  | { readonly type: 'TrainingSessionClosed'; readonly data: TrainingSessionClosedData }
  | {
      readonly type: 'TrainingPrizesDistributed';
      readonly data: TrainingPrizesDistributedData;
    };

export const TRAINING_SCHEMA_VERSIONS: Readonly<Record<TrainingEventBody['type'], number>> = {
  TrainingSessionOpened: 1,
  PlayerJoinedTrainingTable: 1,
  TrainingChipsIssued: 1,
  TrainingFeeCollected: 1,
  ClubContributionCollected: 1,
  EntryBlindPosted: 1,
  PlayerAbsenceRecorded: 1,
  PlayerReturned: 1,
  SeatChanged: 1,
  TrainingLevelChangedByConsent: 1,
  PlayerLeftTrainingTable: 1,
  TrainingHandStarted: 1,
  TrainingHandTabled: 1,
  TrainingSessionClosed: 1,
  TrainingPrizesDistributed: 1,
};
