/**
 * The payout lines the hall shows (FSNP Art. 131; LNSE 123/13 I.65), from plain inputs: the
 * tournament's configuration, the table fixed (if any), the pool and the field size. A read
 * model that keeps these few facts of its own computes the lines without a tournament state.
 */
import type { PayoutTableFixedData } from '../../../events/prize-events';
import type { TournamentCreatedData } from '../../../events/tournament-events';
import {
  computePrizes,
  getRuleset,
  payoutScale,
  TOURNAMENT_TYPES,
  type PayoutTableId,
  type Ruleset,
  type TournamentTypeCode,
} from '../../../rules';

export interface PayoutLine {
  readonly place: number;
  readonly basisPoints: number;
  readonly amount: number;
}

export interface Payouts {
  readonly lines: PayoutLine[];
  /** Where the percentages come from (e.g. "FSNP Art. 131(b)"), or why there are none. */
  readonly source: string;
}

/** The ruleset of a configuration, FSNP when its id is unknown (prizes/rules.ts rulesetOf). */
export const rulesetOfConfig = (config: TournamentCreatedData): Ruleset =>
  getRuleset(config.rulesetId) ?? getRuleset('fsnp');

/** Where the percentages come from before a table is fixed (prizes/rules.ts payoutSource). */
export function payoutSourceOfConfig(
  config: TournamentCreatedData,
): PayoutTableId | 'qualifier-tickets' {
  const spec = TOURNAMENT_TYPES[config.tournamentType as TournamentTypeCode] as
    (typeof TOURNAMENT_TYPES)[TournamentTypeCode] | undefined;
  const typePayout = spec?.payout.value;
  if (typePayout && typePayout !== 'fsnp-art-131') return typePayout;
  return rulesetOfConfig(config).prizePool.payoutTable.value;
}

/**
 * Registrants the payout table is chosen for (LNSE I.65, open 9): re-entries count where the
 * ruleset says so (prizes/rules.ts fieldSize, from counts kept by the read model).
 */
export function payoutFieldSize(
  config: TournamentCreatedData,
  registrations: number,
  reEntries: number,
): number {
  return rulesetOfConfig(config).registration.reEntriesCountAsParticipantsForPayout.value
    ? registrations + reEntries
    : registrations;
}

/** A fixed table records where it came from by id: the screen cites the rule instead. */
function fixedSource(source: string, field: number): string {
  if (source === 'published') return 'published table, LNSE 123/13 I.65; DECISION-11';
  if (source === 'qualifier-tickets') return 'qualifier tickets (FSNP Art. 142)';
  const scale = payoutScale(source as PayoutTableId, field);
  if (!scale) return source;
  return scale.ok ? scale.ruleRef : scale.rejection.ruleRef;
}

export interface PayoutInputs {
  /** null: no tournament created yet. */
  readonly config: TournamentCreatedData | null;
  /** The table fixed (PayoutTableFixed), else null: the provisional table for `field`. */
  readonly fixed: PayoutTableFixedData | null;
  /** Minor units: the fixed pool less its bounty fund, else the prize fund so far. */
  readonly pool: number;
  /** payoutFieldSize: what the provisional table is chosen for. */
  readonly field: number;
}

/** The payout lines of `pool`: the fixed table's, else the provisional one's for `field`. */
export function payoutLinesFrom({ config, fixed, pool, field }: PayoutInputs): Payouts {
  if (!config) return { lines: [], source: '' };
  let bp: readonly number[] | null = fixed ? fixed.basisPoints : null;
  let source = fixed ? fixedSource(fixed.source, fixed.fieldSize) : '';
  if (!bp) {
    const id = payoutSourceOfConfig(config);
    if (id === 'qualifier-tickets')
      return { lines: [], source: 'qualifier tickets (FSNP Art. 142)' };
    const scale = payoutScale(id, field);
    if (!scale.ok) return { lines: [], source: scale.rejection.message };
    bp = scale.basisPoints;
    source = scale.ruleRef;
  }
  if (bp.length === 0) return { lines: [], source };
  const amounts = computePrizes(
    pool,
    bp,
    fixed ? fixed.rounding : rulesetOfConfig(config).prizePool.rounding.value,
  );
  return {
    lines: bp.map((basisPoints, i) => ({ place: i + 1, basisPoints, amount: amounts[i] })),
    source,
  };
}
