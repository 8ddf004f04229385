/** The hand-for-hand command (FSNP Art. 125-128), apart from its slice so the command union imports no slice. */

export interface AnnounceAllIn {
  readonly type: 'AnnounceAllIn';
  readonly tournamentId: string;
  readonly tableId: string;
  readonly handNo: number;
  /** The seat that is all-in. */
  readonly seat: number;
}
export type HandForHandCommand = AnnounceAllIn;
