/**
 * What the regulator must see about one tournament (rules-ar-regulator.md, "What LNSE must be
 * able to see"): taken in per item, to the prize pool and to the operator, who was paid what
 * (name and identity document, LNSE I.66), entries and unique players, the dates, the discipline
 * record, the chain head, and the checks an inspector makes before signing (awarded = pool,
 * paid + open = awarded, fees = operator share). Folded event by event, so a bundle of any size
 * is written and verified without holding its text in memory.
 */
import type { StoredEvent } from '../events/envelope';
import type {
  BountyAwardedData,
  PrizeAwardedData,
  PrizePaidData,
  PrizeReceiptSignedData,
  PrizeRedistributedData,
  QualifierTicketAwardedData,
} from '../events/prize-events';
import type {
  IdentityDocument,
  PlayerRegisteredData,
  TournamentCreatedData,
  TournamentDayClosedData,
  TournamentDayResumedData,
} from '../events/tournament-events';
import { getRuleset } from '../rules/registry';
import { PROCEDURE_SCHEMA_VERSIONS } from '../events/procedure-events';
import type { Cited } from '../rules/types';
import {
  determinationAdjustment,
  determinedTableShares,
  emptyLedger,
  foldLedger,
  tableBenefits,
  type TableShareRow,
  totalsByCode,
  type LedgerState,
} from '../projections/ledger/ledger';
import { emptyPayouts, foldPayouts, type PayoutsView } from '../projections/payouts/payouts';

/** The discipline record (LNSE II.39-41, III.2-3): sanctions, rulings, appeals, redistributions. */
/** The regulator's procedure steps (LNSE 123/13 I.1, I.6, IV.11): each shown to the inspector. */
const PROCEDURES = new Set<string>(Object.keys(PROCEDURE_SCHEMA_VERSIONS));

/** The inspector's words for each step. */
const STEP_NAMES: Readonly<Record<string, string>> = {
  TournamentCharacteristicsPublished: 'Characteristics published',
  RegulatorConsentRecorded: 'Consent recorded',
  RegulatorConsentUsed: 'Consent used',
  SitAndGoAuthorized: 'LNSE authorisation',
  InspectorNotified: 'Inspector notified',
  InspectionActaRecorded: 'Inspection Acta',
  SitAndGoVouchersCollected: 'Vouchers collected',
  TournamentTerminated: 'Ended early (force majeure)',
  TerminationSettlementRecorded: 'Termination settlement',
};

/** What the step records, in a line (the event itself is in events.jsonl). */
function stepDetail(e: StoredEvent): string {
  const d = e.data as Record<string, unknown>;
  switch (e.type) {
    case 'TournamentCharacteristicsPublished':
      return `sale ${String(d.saleOpensAt)} to ${String(d.saleClosesAt)}; paid: ${String(d.paidPlacesRule)}`;
    case 'RegulatorConsentRecorded':
      return `${String(d.consentId)} ${String(d.scope)}: ${String(d.reference)}, ${String(d.officer)}`;
    case 'RegulatorConsentUsed':
      return `${String(d.consentId)} for ${String(d.usedFor)}`;
    case 'SitAndGoAuthorized':
      return `${String(d.reference)}, ${String(d.officer)}`;
    case 'InspectorNotified':
      return `${String(d.inspectorName)} (${String(d.inspectorId)})`;
    case 'InspectionActaRecorded':
      return `${String(d.actaNo)}: ${String(d.particulars)}`;
    case 'SitAndGoVouchersCollected':
      return `table ${String(d.tableId)}, tournament ${String(d.tournamentNo)}: ${(d.voucherNos as string[]).length} vouchers, LNSE ${String(d.lnseOfficerId)}`;
    case 'TournamentTerminated':
      return `${String(d.reason)}; consent ${d.consentRef == null ? 'none required' : String(d.consentRef)}`;
    case 'TerminationSettlementRecorded': {
      const lines = (d.lines as { playerId: string; amount: number; kind: string }[])
        .map((l) => `${l.playerId} ${l.kind} ${l.amount}`)
        .join(', ');
      return `no. ${String(d.settlementNo)}, consent ${d.consentRef == null ? 'none' : String(d.consentRef)}: ${lines} (total ${String(d.total)})`;
    }
    default:
      return JSON.stringify(d).slice(0, 160);
  }
}

const DISCIPLINE = new Set([
  'ViolationRecorded',
  'SanctionImposed',
  'SanctionModified',
  'SanctionAnnulled',
  'RulingRecorded',
  'RulingAppealed',
  'ProtestFiled',
  'ProtestDecided',
  'CollusionReviewed',
  'FloorRuling',
  'MisdealAuthorityDelegated',
  'MisdealAuthorityRevoked',
  'PotAwardCorrected',
  'HandDeclaredDead',
  'PrizeRedistributed',
]);

export interface Penalty {
  readonly revision: number;
  readonly type: string;
  readonly at: string;
  readonly by: string;
  readonly ruleRef: string | null;
  readonly detail: string;
}

/** A registered player as the registration form recorded him (LNSE I.30, IV.1.1(b)). */
export interface PlayerRecord {
  readonly fullName: string;
  readonly idDocument: IdentityDocument;
  readonly registrationNumber: number;
}

/** The identity document shown at the cashier for one receipt (LNSE I.66, IV.9.1(e)). */
export interface PaymentIdentity {
  readonly idDocument: IdentityDocument;
  readonly identityVerified: boolean;
  readonly withholdingBasis: string | null;
}

/** One figure the inspector compares with another before signing. */
export interface ReportCheck {
  readonly label: string;
  readonly left: { readonly label: string; readonly amount: number };
  readonly right: { readonly label: string; readonly amount: number };
  readonly ok: boolean;
}

/** Who runs the tournament and under which authorisation (from the ruleset's cited data). */
export interface OperatorBlock {
  readonly clubId: string;
  readonly venue: string;
  readonly rulesetName: Cited<string> | null;
  readonly jurisdiction: Cited<string> | null;
  readonly sourceDocument: Cited<string> | null;
}

export interface TournamentDates {
  readonly scheduledStart: string | null;
  readonly registrationOpened: string | null;
  readonly started: string | null;
  readonly registrationClosed: string | null;
  readonly lateRegistrationClosed: string | null;
  readonly prizePoolFixed: string | null;
  readonly completed: string | null;
  readonly cancelled: string | null;
  /** Each playing day's close and the next day's start (FSNP Art. 124, 136; LNSE IV.6(c)). */
  readonly playingDays: readonly {
    readonly day: number;
    readonly event: 'closed' | 'resumed';
    readonly at: string;
  }[];
}

export interface RegulatorSummary {
  readonly tournamentId: string;
  readonly name: string;
  readonly rulesetId: string;
  readonly currency: string;
  readonly venue: string;
  /** IANA zone the report's local times are in: the tournament's own, else the ruleset's. */
  readonly timeZone: string;
  readonly timeZoneSource: 'tournament' | 'ruleset default' | 'none recorded';
  readonly operator: OperatorBlock;
  readonly dates: TournamentDates;
  /** Buy-ins (registrations with a purchase, re-entries) and distinct players (LNSE I.32, I.65). */
  readonly entries: {
    readonly registrations: number;
    readonly reEntries: number;
    readonly uniquePlayers: number;
  };
  readonly players: Readonly<Record<string, PlayerRecord>>;
  readonly payments: Readonly<Record<number, PaymentIdentity>>;
  /** LNSE 123/13 IV.9.1(b), (e): receipts signed by the winner, with the Supervisor present. */
  readonly signatures: Readonly<Record<number, PrizeReceiptSignedData>>;
  readonly eventCount: number;
  readonly chainHead: string;
  readonly ledger: LedgerState;
  readonly payouts: PayoutsView;
  readonly byCode: ReturnType<typeof totalsByCode>;
  /** Per table and playing day, with the operator share determined per item (LNSE I.62, IV.6(c)). */
  readonly tables: readonly TableShareRow[];
  readonly penalties: readonly Penalty[];
  /** Published characteristics, consents and what used them, the Sit & Go gates (LNSE 123/13 I.1, I.6, IV.11). */
  readonly procedures: readonly Penalty[];
  readonly checks: readonly ReportCheck[];
}

const isPenalty = (e: StoredEvent): boolean =>
  DISCIPLINE.has(e.type) ||
  (e.type === 'PlayerEliminated' && (e.data as { reason?: string }).reason === 'disqualification');

/** Accumulates the summary of one stream, event by event, in stream order. */
export class RegulatorFold {
  private created: TournamentCreatedData | undefined;
  private ledger: LedgerState | undefined;
  private readonly payouts = emptyPayouts();
  private readonly penalties: Penalty[] = [];
  private readonly procedures: Penalty[] = [];
  private count = 0;
  private head = '';
  private readonly players: Record<string, PlayerRecord> = {};
  private readonly payments: Record<number, PaymentIdentity> = {};
  private readonly signatures: Record<number, PrizeReceiptSignedData> = {};
  private readonly dates: { -readonly [K in keyof TournamentDates]: TournamentDates[K] } = {
    scheduledStart: null,
    registrationOpened: null,
    started: null,
    registrationClosed: null,
    lateRegistrationClosed: null,
    prizePoolFixed: null,
    completed: null,
    cancelled: null,
    playingDays: [],
  };
  private readonly playingDays: { day: number; event: 'closed' | 'resumed'; at: string }[] = [];
  private registrations = 0;
  private reEntries = 0;
  /** Totals taken from the prize events themselves, to check the payout view and the ledger. */
  private readonly awarded = { places: 0, bounties: 0, paidGross: 0, withheld: 0, net: 0 };

  add(e: StoredEvent): void {
    this.ledger ??= emptyLedger(e.streamId.replace(/^tournament-/, ''));
    if (e.type === 'TournamentCreated') {
      this.created = e.data as TournamentCreatedData;
      this.dates.scheduledStart = this.created.scheduledStart;
    }
    this.note(e);
    foldLedger(this.ledger, e);
    foldPayouts(this.payouts, e);
    if (PROCEDURES.has(e.type))
      this.procedures.push({
        revision: e.revision,
        type: STEP_NAMES[e.type] ?? e.type,
        at: e.metadata.occurredAt,
        by: `${e.metadata.actor.role} ${e.metadata.actor.id}`,
        ruleRef: e.metadata.ruleRef ?? null,
        detail: stepDetail(e),
      });
    if (isPenalty(e))
      this.penalties.push({
        revision: e.revision,
        type: e.type,
        at: e.metadata.occurredAt,
        by: `${e.metadata.actor.role} ${e.metadata.actor.id}`,
        ruleRef: e.metadata.ruleRef ?? null,
        detail: JSON.stringify(e.data).slice(0, 160),
      });
    this.count += 1;
    this.head = e.hash;
  }

  /** Names, identity documents, dates, entries and the prize totals of one event. */
  private note(e: StoredEvent): void {
    const at = e.metadata.occurredAt;
    const d = this.dates;
    switch (e.type) {
      case 'PlayerRegistered': {
        const r = e.data as PlayerRegisteredData;
        this.players[r.playerId] = {
          fullName: r.fullName,
          idDocument: r.idDocument,
          registrationNumber: r.registrationNumber,
        };
        if (r.purchase) this.registrations += 1;
        break;
      }
      case 'PlayerReEntered':
        this.reEntries += 1;
        break;
      case 'RegistrationOpened':
        d.registrationOpened ??= at;
        break;
      case 'TournamentStarted':
        d.started ??= at;
        break;
      case 'RegistrationClosed':
        d.registrationClosed ??= at;
        break;
      case 'LateRegistrationClosed':
        d.lateRegistrationClosed ??= at;
        break;
      case 'PrizePoolFixed':
        d.prizePoolFixed ??= at;
        break;
      case 'TournamentCompleted':
        d.completed ??= at;
        break;
      case 'TournamentCancelled':
        d.cancelled ??= at;
        break;
      case 'TournamentDayClosed':
      case 'TournamentDayResumed': {
        const day = e.data as TournamentDayClosedData | TournamentDayResumedData;
        this.playingDays.push({
          day: day.day,
          event: e.type === 'TournamentDayClosed' ? 'closed' : 'resumed',
          at: day.at,
        });
        break;
      }
      case 'PrizeAwarded':
        this.awarded.places += (e.data as PrizeAwardedData).amount;
        break;
      case 'PrizeRedistributed':
        for (const x of (e.data as PrizeRedistributedData).shares) this.awarded.places += x.amount;
        break;
      case 'QualifierTicketAwarded':
        this.awarded.places += (e.data as QualifierTicketAwardedData).ticketValue;
        break;
      case 'BountyAwarded':
        this.awarded.bounties += (e.data as BountyAwardedData).amount;
        break;
      case 'PrizeReceiptSigned': {
        const d = e.data as PrizeReceiptSignedData;
        this.signatures[d.receiptNo] = d;
        break;
      }
      case 'PrizePaid': {
        const p = e.data as PrizePaidData;
        this.payments[p.receiptNo] = {
          idDocument: p.idDocument,
          identityVerified: p.identityVerified,
          withholdingBasis: p.withholdingBasis,
        };
        this.awarded.paidGross += p.gross;
        this.awarded.withheld += p.withheld;
        this.awarded.net += p.net;
        break;
      }
    }
  }

  summary(): RegulatorSummary {
    const ledger = this.ledger ?? emptyLedger('');
    const ruleset = this.created ? getRuleset(this.created.rulesetId) : undefined;
    const byCode = totalsByCode(ledger);
    const tables = determinedTableShares(tableBenefits(ledger), this.payouts.pool);
    return {
      tournamentId: this.created?.tournamentId ?? ledger.tournamentId,
      name: this.created?.name ?? '',
      rulesetId: this.created?.rulesetId ?? '',
      currency: this.created?.currency ?? '',
      venue: this.created?.venue ?? '',
      timeZone: this.created?.timeZone ?? ruleset?.venueTimeZone.value ?? 'UTC',
      timeZoneSource: this.created?.timeZone
        ? 'tournament'
        : ruleset
          ? 'ruleset default'
          : 'none recorded',
      operator: {
        clubId: this.created?.clubId ?? '',
        venue: this.created?.venue ?? '',
        rulesetName: ruleset?.name ?? null,
        jurisdiction: ruleset?.jurisdiction ?? null,
        sourceDocument: ruleset?.sourceDocument ?? null,
      },
      dates: { ...this.dates, playingDays: this.playingDays },
      entries: {
        registrations: this.registrations,
        reEntries: this.reEntries,
        uniquePlayers: Object.keys(this.players).length,
      },
      players: this.players,
      payments: this.payments,
      signatures: this.signatures,
      eventCount: this.count,
      chainHead: this.head,
      ledger,
      payouts: this.payouts,
      byCode,
      tables,
      penalties: this.penalties,
      procedures: this.procedures,
      checks: this.checks(ledger, byCode, tables),
    };
  }

  /**
   * The cross-checks, each between two independent records (labels cite no article: they are
   * arithmetic, and the same under every ruleset): the prize events against the pool,
   * the payout receipts against the ledger's accounts, the fees per item against the operator's
   * revenue account and the per-table share. Ledger balances are debit +, credit −.
   */
  private checks(
    ledger: LedgerState,
    byCode: ReturnType<typeof totalsByCode>,
    tables: readonly TableShareRow[],
  ): ReportCheck[] {
    const check = (
      label: string,
      left: ReportCheck['left'],
      right: ReportCheck['right'],
    ): ReportCheck => ({ label, left, right, ok: left.amount === right.amount });
    const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
    const items = Object.values(byCode);
    const b = ledger.balances;
    const receipts = sum(this.payouts.rows.map((r) => r.amount));
    const open = sum(this.payouts.rows.filter((r) => r.paidAt === null).map((r) => r.amount));
    const pool = this.payouts.pool;
    const a = this.awarded;
    const out: ReportCheck[] = [];
    if (pool) {
      out.push(
        check(
          // LNSE I.62: the parts booked per purchase, less what the determination per item
          // moved to the operator (0 where the pool is the booked parts).
          'Prize-fund parts taken in, as determined per item = prize pool + bounty fund',
          {
            label: 'prize-fund parts - determination',
            amount: sum(items.map((t) => t.prizeFund)) - determinationAdjustment(pool),
          },
          { label: 'pool + bounty fund', amount: pool.amount + pool.bountyFund },
        ),
        check(
          'Prizes awarded = prize pool',
          { label: 'awarded (places, shares, tickets)', amount: a.places },
          { label: 'prize pool', amount: pool.amount },
        ),
      );
      if (pool.bountyFund > 0)
        out.push(
          check(
            'Bounties awarded = bounty fund',
            { label: 'bounties awarded', amount: a.bounties },
            { label: 'bounty fund', amount: pool.bountyFund },
          ),
        );
    }
    out.push(
      check(
        'Paid + open = awarded (cash receipts)',
        { label: 'paid (gross) + open', amount: a.paidGross + open },
        { label: 'receipts awarded', amount: receipts },
      ),
      check(
        'Open receipts = prizes payable in the ledger',
        { label: 'open receipts', amount: open },
        { label: 'prizes-payable', amount: -b['prizes-payable'] },
      ),
      check(
        'Net paid + withheld = paid (gross)',
        { label: 'net + withheld', amount: a.net + a.withheld },
        { label: 'paid (gross)', amount: a.paidGross },
      ),
      check(
        'Withheld = withholding payable in the ledger',
        { label: 'withheld', amount: a.withheld },
        { label: 'withholding-payable', amount: -b['withholding-payable'] },
      ),
      check(
        'Fees per item = operator share in the ledger',
        {
          label: pool ? 'fees per item + determination' : 'fees per item',
          amount: sum(items.map((t) => t.fee)) + (pool ? determinationAdjustment(pool) : 0),
        },
        { label: 'fee-revenue', amount: -b['fee-revenue'] },
      ),
      check(
        'Operator share per table and day = operator share in the ledger',
        {
          label: 'sum per table',
          amount: sum(tables.map((t) => t.operatorShare ?? t.fee)),
        },
        { label: 'fee-revenue', amount: -b['fee-revenue'] },
      ),
      ...(pool
        ? [
            check(
              'Operator share determined when the pool was fixed = operator share in the ledger',
              {
                label: 'share at pool fixing',
                amount: pool.byItem
                  ? sum(Object.values(pool.byItem).map((t) => t.benefit))
                  : sum(Object.values(pool.byCode).map((t) => t.fee)),
              },
              { label: 'fee-revenue', amount: -b['fee-revenue'] },
            ),
          ]
        : []),
      check(
        'Ledger balances sum to zero',
        { label: 'debits - credits', amount: sum(Object.values(b)) },
        { label: 'zero', amount: 0 },
      ),
    );
    return out;
  }
}

export function regulatorSummary(events: readonly StoredEvent[]): RegulatorSummary {
  const fold = new RegulatorFold();
  for (const e of events) fold.add(e);
  return fold.summary();
}
