/** The regulator procedures' commands, apart from their slice so the command union imports no slice. */
import type {
  SitAndGoCharacteristics,
  TerminationSettlementLine,
} from '../../../events/procedure-events';
import type { ConsentScope } from '../../../rules/types';

/** The acts a consent is recorded for (the parameter may narrow a structure change to force majeure). */
export type ConsentAct = Exclude<ConsentScope, 'modify-structure-force-majeure'>;

interface On {
  readonly tournamentId: string;
}
export interface PublishCharacteristics extends On {
  readonly type: 'PublishCharacteristics';
  readonly saleOpensAt: string;
  readonly saleClosesAt: string;
  readonly accreditation: string;
  readonly playingDays: readonly string[];
  readonly paidPlacesRule: string;
  readonly sitAndGo?: SitAndGoCharacteristics | null;
}
export interface RecordRegulatorConsent extends On {
  readonly type: 'RecordRegulatorConsent';
  readonly scope: ConsentAct;
  readonly officer: string;
  readonly reference: string;
  readonly reason: string;
}
export interface RecordSitAndGoAuthorization extends On {
  readonly type: 'RecordSitAndGoAuthorization';
  readonly reference: string;
  readonly officer: string;
}
export interface NotifyInspector extends On {
  readonly type: 'NotifyInspector';
  readonly inspectorId: string;
  readonly inspectorName: string;
}
export interface RecordInspectionActa extends On {
  readonly type: 'RecordInspectionActa';
  readonly actaNo: string;
  readonly particulars: string;
}
export interface CollectSitAndGoVouchers extends On {
  readonly type: 'CollectSitAndGoVouchers';
  readonly tableId: string;
  readonly tournamentNo: string;
  readonly voucherNos: readonly string[];
  readonly lnseOfficerId: string;
}

/** LNSE 123/13 I.6: end the tournament early for force majeure. */
export interface TerminateTournament extends On {
  readonly type: 'TerminateTournament';
  readonly reason: string;
}
/** Catalog open question 13: the settlement LNSE consented to after the early end, as given. */
export interface RecordTerminationSettlement extends On {
  readonly type: 'RecordTerminationSettlement';
  readonly lines: readonly TerminationSettlementLine[];
  /** The reference of LNSE's consent to this settlement. */
  readonly consentRef: string;
}

export type ProcedureCommand =
  | TerminateTournament
  | RecordTerminationSettlement
  | PublishCharacteristics
  | RecordRegulatorConsent
  | RecordSitAndGoAuthorization
  | NotifyInspector
  | RecordInspectionActa
  | CollectSitAndGoVouchers;
