/**
 * What the regulator must see about one tournament (rules-ar-regulator.md, "What LNSE must be
 * able to see"): taken in per item, to the prize pool and to the operator, who was paid what,
 * the discipline record and the chain head. Folded event by event, so a bundle of any size is
 * written and verified without holding its text in memory.
 */
import type { StoredEvent } from '../events/envelope';
import type { TournamentCreatedData } from '../events/tournament-events';
import {
  emptyLedger,
  foldLedger,
  tableBenefits,
  totalsByCode,
  type LedgerState,
} from '../projections/ledger/ledger';
import { emptyPayouts, foldPayouts, type PayoutsView } from '../projections/payouts/payouts';

/** The discipline record (LNSE II.39-41, III.2-3): sanctions, rulings, appeals, redistributions. */
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

export interface RegulatorSummary {
  readonly tournamentId: string;
  readonly name: string;
  readonly rulesetId: string;
  readonly currency: string;
  readonly venue: string;
  readonly eventCount: number;
  readonly chainHead: string;
  readonly ledger: LedgerState;
  readonly payouts: PayoutsView;
  readonly byCode: ReturnType<typeof totalsByCode>;
  readonly tables: ReturnType<typeof tableBenefits>;
  readonly penalties: readonly Penalty[];
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
  private count = 0;
  private head = '';

  add(e: StoredEvent): void {
    this.ledger ??= emptyLedger(e.streamId.replace(/^tournament-/, ''));
    if (e.type === 'TournamentCreated') this.created = e.data as TournamentCreatedData;
    foldLedger(this.ledger, e);
    foldPayouts(this.payouts, e);
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

  summary(): RegulatorSummary {
    const ledger = this.ledger ?? emptyLedger('');
    return {
      tournamentId: this.created?.tournamentId ?? ledger.tournamentId,
      name: this.created?.name ?? '',
      rulesetId: this.created?.rulesetId ?? '',
      currency: this.created?.currency ?? '',
      venue: this.created?.venue ?? '',
      eventCount: this.count,
      chainHead: this.head,
      ledger,
      payouts: this.payouts,
      byCode: totalsByCode(ledger),
      tables: tableBenefits(ledger),
      penalties: this.penalties,
    };
  }
}

export function regulatorSummary(events: readonly StoredEvent[]): RegulatorSummary {
  const fold = new RegulatorFold();
  for (const e of events) fold.add(e);
  return fold.summary();
}
