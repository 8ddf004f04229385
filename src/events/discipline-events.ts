/**
 * Discipline, disputes and protests (issue 6): violations, the sanctions imposed for them,
 * rulings on hand situations, protests to the federation and collusion reviews. Every event
 * names the official (id and role) and carries its own timestamp, so the federation's case
 * file is assembled from the stream alone (FSPR 7.3.1-7.3.4 "what must be on record").
 */
import type { SanctionKind } from '../rules/types';

export interface Official {
  readonly id: string;
  readonly role: string;
}

export interface ViolationRecordedData {
  readonly violationId: string;
  readonly playerId: string;
  /** The player's club at registration, for the federation's register by club. */
  readonly clubId: string;
  /** The ruleset's clause, e.g. "7.1.2" (FSPR), "Art. 20" (FSNP), "II.41" (LNSE). */
  readonly clause: string;
  /** The clause's citation, e.g. "FSPR 7.1.2; 7.2.1-7.2.3". */
  readonly ruleRef: string;
  readonly tableId: string | null;
  readonly handNo: number | null;
  readonly description: string;
  /** DECISION-13: 1 + earlier offences of this clause in this competition, annulled ones excluded. */
  readonly offenceNumber: number;
  readonly official: Official;
  readonly at: string;
}

export interface SeasonRef {
  readonly id: string;
  /** Inclusive calendar dates 'YYYY-MM-DD'. */
  readonly from: string;
  readonly to: string;
}

export interface SanctionImposedData {
  readonly sanctionId: string;
  readonly violationId: string;
  readonly playerId: string;
  readonly clubId: string;
  readonly clause: string;
  readonly offenceNumber: number;
  readonly kind: SanctionKind;
  readonly rounds: number | null;
  readonly handsPerPlayer: number | null;
  readonly singleHand: boolean;
  /** FSPR 7.1.2 note: players at the table at imposition, offender included; frozen here. */
  readonly playersAtTable: number | null;
  /** Hands to sit out (missed rounds or hands); 0 for other sanctions. */
  readonly hands: number;
  /** The table and its last started hand at imposition: serving starts with the next hand. */
  readonly tableId: string | null;
  readonly afterHandNo: number | null;
  /** Season disqualification only (FSPR 7.2.3): the protocol entry it rests on and the season. */
  readonly protocolEntryNo: number | null;
  readonly season: SeasonRef | null;
  readonly official: Official;
  readonly at: string;
}

export interface ViolationEnteredInProtocolData {
  readonly violationId: string;
  readonly playerId: string;
  readonly clause: string;
  readonly protocolRef: string;
  readonly entryNo: number;
  readonly official: Official;
  readonly at: string;
}

export interface RulingFacts {
  readonly tableId: string | null;
  readonly handNo: number | null;
  /** Seats and actions the question is about, as the floor read them. */
  readonly actions: readonly string[];
  readonly statement: string;
}

export interface RulingRecordedData {
  readonly rulingId: string;
  readonly question: string;
  readonly facts: RulingFacts;
  readonly ruleApplied: string;
  readonly decision: string;
  readonly playerIds: readonly string[];
  readonly official: Official;
  readonly at: string;
}

export interface RulingAppealedData {
  readonly rulingId: string;
  readonly appellantId: string;
  /** LNSE II rulings: the highest authority present decides; his word ends it in the room. */
  readonly outcome: 'upheld' | 'reversed' | 'modified';
  readonly decision: string;
  readonly official: Official;
  readonly at: string;
}

export interface ProtestFiledData {
  readonly protestId: string;
  readonly filerId: string;
  readonly sanctionId: string | null;
  readonly rulingId: string | null;
  readonly reason: string;
  readonly document: string;
  /** The chief judge who received it (FSPR 7.3.1). */
  readonly receivedBy: Official;
  readonly filedAt: string;
}

export interface ProtestRefusedData {
  readonly protestId: string;
  readonly filerId: string;
  readonly sanctionId: string | null;
  readonly rulingId: string | null;
  readonly code: string;
  readonly ruleRef: string;
  readonly reason: string;
  readonly filedAt: string;
  /** The end of the competition used for the timeliness check (FSPR 7.3.2). */
  readonly competitionEndedAt: string | null;
  readonly receivedBy: Official;
}

export interface ProtestForwardedData {
  readonly protestId: string;
  /** The competition protocol sent with it: id plus version or hash (FSPR 7.3.3). */
  readonly protocolRef: string;
  readonly official: Official;
  readonly forwardedAt: string;
}

export interface ProtestReceivedData {
  readonly protestId: string;
  readonly receivedOn: string;
  /** FSPR 7.3.4; DECISION-14: 30 days from the day after receipt. */
  readonly decisionDueBy: string;
  readonly official: Official;
  readonly at: string;
}

export type ProtestOutcome = 'dismissed' | 'annulled' | 'modified';

export interface ProtestDecidedData {
  readonly protestId: string;
  readonly outcome: ProtestOutcome;
  readonly reasoning: string;
  readonly decidedOn: string;
  readonly decisionDueBy: string;
  /** DECISION-14: a decision after the due date is accepted and flagged. */
  readonly decidedLate: boolean;
  readonly official: Official;
  readonly at: string;
}

export interface ProtestDecisionNotifiedData {
  readonly protestId: string;
  /** FSPR 7.3.4: the participant who filed it. */
  readonly recipientId: string;
  readonly channel: string;
  readonly notifiedOn: string;
  readonly official: Official;
  readonly at: string;
}

export interface SanctionAnnulledData {
  readonly sanctionId: string;
  readonly violationId: string;
  readonly playerId: string;
  readonly protestId: string;
  readonly at: string;
}

export interface SanctionModifiedData {
  readonly sanctionId: string;
  readonly violationId: string;
  readonly playerId: string;
  readonly protestId: string;
  readonly kind: SanctionKind;
  readonly rounds: number | null;
  /** Hands still to sit out after the change. */
  readonly hands: number;
  readonly at: string;
}

export interface CollusionHoldRequestedData {
  readonly reviewId: string;
  readonly suspects: readonly string[];
  readonly tableId: string;
  readonly handNo: number;
  readonly requestedBy: string;
  readonly reason: string;
  readonly official: Official;
  readonly at: string;
}

export interface CollusionReviewedData {
  readonly reviewId: string;
  readonly outcome: 'cleared' | 'collusion-found';
  readonly findings: string;
  /** Suspects found to have colluded: each then gets his own violation and sanction. */
  readonly colluders: readonly string[];
  readonly official: Official;
  readonly at: string;
}

export type DisciplineEventBody =
  | { readonly type: 'ViolationRecorded'; readonly data: ViolationRecordedData }
  | { readonly type: 'SanctionImposed'; readonly data: SanctionImposedData }
  | { readonly type: 'ViolationEnteredInProtocol'; readonly data: ViolationEnteredInProtocolData }
  | { readonly type: 'RulingRecorded'; readonly data: RulingRecordedData }
  | { readonly type: 'RulingAppealed'; readonly data: RulingAppealedData }
  | { readonly type: 'ProtestFiled'; readonly data: ProtestFiledData }
  | { readonly type: 'ProtestRefused'; readonly data: ProtestRefusedData }
  | { readonly type: 'ProtestForwarded'; readonly data: ProtestForwardedData }
  | { readonly type: 'ProtestReceived'; readonly data: ProtestReceivedData }
  | { readonly type: 'ProtestDecided'; readonly data: ProtestDecidedData }
  | { readonly type: 'ProtestDecisionNotified'; readonly data: ProtestDecisionNotifiedData }
  | { readonly type: 'SanctionAnnulled'; readonly data: SanctionAnnulledData }
  | { readonly type: 'SanctionModified'; readonly data: SanctionModifiedData }
  | { readonly type: 'CollusionHoldRequested'; readonly data: CollusionHoldRequestedData }
  | { readonly type: 'CollusionReviewed'; readonly data: CollusionReviewedData }
  | { readonly type: 'DiscrepancyReported'; readonly data: DiscrepancyReportedData };

/**
 * LNSE 123/13 I.86, III.4: an error, discrepancy or violation a player or the dealer reported,
 * entered for the Direction; `late` when a later deal had already started at the table, so the
 * hand stands and the report cannot change its result (I.87).
 */
export interface DiscrepancyReportedData {
  readonly reportedBy: { readonly role: 'player' | 'dealer'; readonly playerId: string | null };
  readonly tableId: string | null;
  readonly handNo: number | null;
  readonly description: string;
  readonly late: boolean;
  readonly recordedBy: string;
  readonly at: string;
}

export const DISCIPLINE_SCHEMA_VERSIONS: Readonly<Record<DisciplineEventBody['type'], number>> = {
  ViolationRecorded: 1,
  DiscrepancyReported: 1,
  SanctionImposed: 1,
  ViolationEnteredInProtocol: 1,
  RulingRecorded: 1,
  RulingAppealed: 1,
  ProtestFiled: 1,
  ProtestRefused: 1,
  ProtestForwarded: 1,
  ProtestReceived: 1,
  ProtestDecided: 1,
  ProtestDecisionNotified: 1,
  SanctionAnnulled: 1,
  SanctionModified: 1,
  CollusionHoldRequested: 1,
  CollusionReviewed: 1,
};

export const DISCIPLINE_EVENT_TYPES = Object.keys(
  DISCIPLINE_SCHEMA_VERSIONS,
) as readonly (keyof typeof DISCIPLINE_SCHEMA_VERSIONS)[];
