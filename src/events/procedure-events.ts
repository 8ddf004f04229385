/**
 * The regulator's procedures (LNSE 123/13 I.1, I.6, IV.1.1(a), IV.11): the published
 * characteristics, the regulator's consent and what used it, and the Sit & Go gates (LNSE's
 * authorisation, the inspector's notice and Acta, the vouchers collected with LNSE).
 */
import type { ConsentScope } from '../rules/types';

export type SitAndGoContext = 'within-multi-table' | 'independent';

/** LNSE 123/13 IV.11(a)-(b), I.26: what a Sit & Go publishes beside the I.1 items. */
export interface SitAndGoCharacteristics {
  readonly context: SitAndGoContext;
  /** The multi-table event it complements (context within-multi-table). */
  readonly parentTournamentId: string | null;
  /** The fluctuation band of the chip purchase, minor units, buy-in price = prize part + fee. */
  readonly buyInBand: { readonly min: number; readonly max: number };
  /** Per-place basis points by paid places: 2 (7-9 players) and 3 (10 players), I.26. */
  readonly prizeTable: {
    readonly twoPlaces: readonly number[];
    readonly threePlaces: readonly number[];
  };
}

/** LNSE 123/13 I.1 (items 2, 4, 10) and IV.1.1(a): the items CreateTournament does not carry. */
export interface TournamentCharacteristicsPublishedData {
  readonly publishedAt: string;
  /** The advance sale window (IV.1.1(a)); registration is refused outside it before the start. */
  readonly saleOpensAt: string;
  readonly saleClosesAt: string;
  /** I.1(4), I.35: accreditation period, as published. */
  readonly accreditation: string;
  /** I.1(2): date and start time of every playing day. */
  readonly playingDays: readonly string[];
  /** I.1(10): number or percentage of registrants paid, as published. */
  readonly paidPlacesRule: string;
  readonly sitAndGo: SitAndGoCharacteristics | null;
}

/** LNSE 123/13 I.6: the regulator's consent (anuencia), recorded by the office that received it. */
export interface RegulatorConsentRecordedData {
  readonly consentId: string;
  readonly scope: ConsentScope;
  readonly authority: string;
  /** The regulator's officer who gave it. */
  readonly officer: string;
  /** The consent's document or file reference. */
  readonly reference: string;
  readonly reason: string;
  readonly recordedAt: string;
}

/** The command a consent was used for; a consent is used once. */
export interface RegulatorConsentUsedData {
  readonly consentId: string;
  readonly scope: ConsentScope;
  readonly usedFor: string;
  readonly at: string;
}

/** LNSE 123/13 IV.11(a): LNSE's authorisation of a Sit & Go within a multi-table event. */
export interface SitAndGoAuthorizedData {
  readonly reference: string;
  readonly officer: string;
  readonly at: string;
}

/** LNSE 123/13 IV.11(a): the on-site LNSE inspector was told of an independent Sit & Go. */
export interface InspectorNotifiedData {
  readonly inspectorId: string;
  readonly inspectorName: string;
  readonly at: string;
}

/** LNSE 123/13 IV.11(a): the inspector's official record (Acta) of the Sit & Go's particulars. */
export interface InspectionActaRecordedData {
  readonly actaNo: string;
  readonly inspectorId: string;
  readonly particulars: string;
  readonly at: string;
}

/** LNSE 123/13 IV.11.2: the vouchers collected at the table with LNSE, marked with table and tournament no. */
export interface SitAndGoVouchersCollectedData {
  readonly tableId: string;
  readonly tournamentNo: string;
  readonly voucherNos: readonly string[];
  readonly lnseOfficerId: string;
  readonly collectedBy: string;
  readonly at: string;
}

/** LNSE 123/13 I.6: the tournament ended early for force majeure; no play is recorded after it. */
export interface TournamentTerminatedData {
  readonly reason: string;
  /** The regulator's consent used for it (its reference), null where the ruleset needs none. */
  readonly consentRef: string | null;
  readonly consentId: string | null;
  readonly terminatedBy: string;
  readonly at: string;
}

/** One payment of a termination settlement, as the regulator consented to it (minor units). */
export interface TerminationSettlementLine {
  readonly playerId: string;
  readonly amount: number;
  readonly kind: 'refund' | 'prize';
}

/**
 * Catalog open question 13 (LNSE 123/13 I.6): the settlement LNSE consented to after an early
 * end, recorded as given; nothing is computed. Paid out of the money held for the players.
 */
export interface TerminationSettlementRecordedData {
  readonly settlementNo: number;
  readonly lines: readonly TerminationSettlementLine[];
  readonly total: number;
  readonly consentRef: string | null;
  /** The money held for the players before this settlement (prize fund not yet awarded or settled). */
  readonly heldBefore: number;
  readonly recordedBy: string;
  readonly at: string;
}

export type ProcedureEventBody =
  | {
      readonly type: 'TournamentCharacteristicsPublished';
      readonly data: TournamentCharacteristicsPublishedData;
    }
  | { readonly type: 'RegulatorConsentRecorded'; readonly data: RegulatorConsentRecordedData }
  | { readonly type: 'RegulatorConsentUsed'; readonly data: RegulatorConsentUsedData }
  | { readonly type: 'SitAndGoAuthorized'; readonly data: SitAndGoAuthorizedData }
  | { readonly type: 'InspectorNotified'; readonly data: InspectorNotifiedData }
  | { readonly type: 'InspectionActaRecorded'; readonly data: InspectionActaRecordedData }
  | { readonly type: 'SitAndGoVouchersCollected'; readonly data: SitAndGoVouchersCollectedData }
  | { readonly type: 'TournamentTerminated'; readonly data: TournamentTerminatedData }
  | {
      readonly type: 'TerminationSettlementRecorded';
      readonly data: TerminationSettlementRecordedData;
    };

export const PROCEDURE_SCHEMA_VERSIONS: Readonly<Record<ProcedureEventBody['type'], number>> = {
  TournamentCharacteristicsPublished: 1,
  RegulatorConsentRecorded: 1,
  RegulatorConsentUsed: 1,
  SitAndGoAuthorized: 1,
  InspectorNotified: 1,
  InspectionActaRecorded: 1,
  SitAndGoVouchersCollected: 1,
  TournamentTerminated: 1,
  TerminationSettlementRecorded: 1,
};
