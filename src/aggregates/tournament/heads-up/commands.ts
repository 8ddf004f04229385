/** The heads-up bracket's commands (FSNP Art. 140.3), apart from its slice so the command union imports no slice. */

export interface StartHeadsUpBracket {
  readonly type: 'StartHeadsUpBracket';
  readonly tournamentId: string;
}
export interface CompleteHeadsUpMatch {
  readonly type: 'CompleteHeadsUpMatch';
  readonly tournamentId: string;
  readonly tableId: string;
}
export type HeadsUpCommand = StartHeadsUpBracket | CompleteHeadsUpMatch;
