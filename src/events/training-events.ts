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
  | { readonly type: 'PlayerLeftTrainingTable'; readonly data: PlayerLeftTrainingTableData };

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
};
