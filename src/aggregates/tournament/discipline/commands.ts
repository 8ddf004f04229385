/** Commands of discipline, disputes and protests (issue 6). */
import type { ProtestOutcome, RulingFacts, SeasonRef } from '../../../events/discipline-events';
import type { SanctionKind } from '../../../rules/types';

interface On {
  readonly tournamentId: string;
}

export interface RecordViolation extends On {
  readonly type: 'RecordViolation';
  readonly playerId: string;
  readonly clause: string;
  readonly tableId?: string | null;
  readonly handNo?: number | null;
  /** The circumstances found (FSPR 7.2.1; required for 7.1.15). */
  readonly description: string;
}

export interface ImposeSanction extends On {
  readonly type: 'ImposeSanction';
  readonly violationId: string;
  readonly kind: SanctionKind;
  /** Missed rounds (FSPR 7.2.1): how many rounds. */
  readonly rounds?: number;
  /** LNSE 123/13 II.41: hands per player at the table, or a single hand. */
  readonly handsPerPlayer?: number;
  readonly singleHand?: boolean;
  /** Season disqualification: the season, when not the one containing the decision. */
  readonly season?: SeasonRef;
}

export interface EnterViolationInProtocol extends On {
  readonly type: 'EnterViolationInProtocol';
  readonly violationId: string;
  readonly protocolRef: string;
}

export interface RecordRuling extends On {
  readonly type: 'RecordRuling';
  readonly question: string;
  readonly facts: RulingFacts;
  readonly ruleApplied: string;
  readonly decision: string;
  /** The players the ruling concerns (who may protest it). */
  readonly playerIds: readonly string[];
}

export interface AppealRuling extends On {
  readonly type: 'AppealRuling';
  readonly rulingId: string;
  readonly appellantId: string;
  readonly outcome: 'upheld' | 'reversed' | 'modified';
  readonly decision: string;
}

export interface FileProtest extends On {
  readonly type: 'FileProtest';
  readonly filerId: string;
  readonly sanctionId?: string | null;
  readonly rulingId?: string | null;
  readonly reason: string;
  /** The written protest (a reference to the scanned document). */
  readonly document: string;
}

export interface ForwardProtest extends On {
  readonly type: 'ForwardProtest';
  readonly protestId: string;
  readonly protocolRef: string;
}

export interface ReceiveProtest extends On {
  readonly type: 'ReceiveProtest';
  readonly protestId: string;
  /** 'YYYY-MM-DD' in the federation's time zone. */
  readonly receivedOn: string;
}

export interface DecideProtest extends On {
  readonly type: 'DecideProtest';
  readonly protestId: string;
  readonly outcome: ProtestOutcome;
  readonly reasoning: string;
  /** 'YYYY-MM-DD'; defaults to the date of the command. */
  readonly decidedOn?: string;
  /** For outcome 'modified': the sanction that replaces the protested one. */
  readonly modifiedTo?: { readonly kind: SanctionKind; readonly rounds?: number };
}

export interface NotifyProtestDecision extends On {
  readonly type: 'NotifyProtestDecision';
  readonly protestId: string;
  readonly channel: string;
  /** 'YYYY-MM-DD'; defaults to the date of the command. */
  readonly notifiedOn?: string;
}

export interface RequestCollusionHold extends On {
  readonly type: 'RequestCollusionHold';
  readonly suspects: readonly string[];
  readonly tableId: string;
  readonly handNo: number;
  /** The participant who raised the concern (FSNP Art. 22). */
  readonly requestedBy: string;
  readonly reason: string;
}

export interface ReviewCollusion extends On {
  readonly type: 'ReviewCollusion';
  readonly reviewId: string;
  readonly outcome: 'cleared' | 'collusion-found';
  readonly findings: string;
  readonly colluders?: readonly string[];
}

/** LNSE 123/13 I.86, III.4: an error or discrepancy reported by a player or the dealer. */
export interface ReportDiscrepancy extends On {
  readonly type: 'ReportDiscrepancy';
  readonly reportedBy: { readonly role: 'player' | 'dealer'; readonly playerId?: string | null };
  readonly tableId?: string | null;
  readonly handNo?: number | null;
  readonly description: string;
}

export type DisciplineCommand =
  | RecordViolation
  | ImposeSanction
  | EnterViolationInProtocol
  | RecordRuling
  | AppealRuling
  | FileProtest
  | ForwardProtest
  | ReceiveProtest
  | DecideProtest
  | NotifyProtestDecision
  | RequestCollusionHold
  | ReviewCollusion
  | ReportDiscrepancy;
