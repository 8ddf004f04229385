/**
 * Hand-for-hand facts (FSNP Art. 125-127; LNSE I.19-20): the rounds every table plays together,
 * the all-ins announced that freeze a table, and the automatic end when the field is in the money.
 */

/** A new hand-for-hand round: every table in play deals one hand in it (FSNP Art. 125(a)). */
export interface HandForHandRoundStartedData {
  readonly round: number;
  /** The tables that must finish this round before any starts the next. */
  readonly tables: readonly string[];
  readonly at: string;
}

/** An arbiter announced an all-in: the table's action is frozen (FSNP Art. 126). */
export interface AllInAnnouncedData {
  readonly tableId: string;
  readonly handNo: number;
  readonly round: number;
  readonly seat: number;
  /** 1 for the first all-in announced in the round: frozen hands finish in this order (Art. 127). */
  readonly order: number;
  readonly at: string;
}

export interface TableActionFrozenData {
  readonly tableId: string;
  readonly handNo: number;
  readonly round: number;
  readonly at: string;
}

export type HandForHandEventBody =
  | { readonly type: 'HandForHandRoundStarted'; readonly data: HandForHandRoundStartedData }
  | { readonly type: 'AllInAnnounced'; readonly data: AllInAnnouncedData }
  | { readonly type: 'TableActionFrozen'; readonly data: TableActionFrozenData };

export const HAND_FOR_HAND_SCHEMA_VERSIONS: Record<HandForHandEventBody['type'], number> = {
  HandForHandRoundStarted: 1,
  AllInAnnounced: 1,
  TableActionFrozen: 1,
};
