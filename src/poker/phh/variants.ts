import type { HandConfig } from '../hand-types';

/**
 * PHH variant codes and the fields each one requires (PHH.md 3.1), as data: the exporter looks a
 * hand's game and betting structure up here and writes exactly the listed fields, so a new game is
 * one row (and, if it brings a new field, one writer), not a branch in the writer.
 *
 * FT is fixed-limit Hold'em; F7S is the engine's 'stud' game, fixed-limit (issue 23).
 */
export type PhhBetField =
  'antes' | 'blinds_or_straddles' | 'bring_in' | 'small_bet' | 'big_bet' | 'min_bet';

export interface PhhVariant {
  readonly code: string;
  /** HandConfig.game (absent = 'holdem'). */
  readonly game: string;
  /** HandConfig.structure. */
  readonly structure: string;
  /** HandConfig.potEvaluation (absent = 'high'). */
  readonly evaluation: string;
  /** The forced-bet and bet-size fields of PHH.md 3.1's table, in the order written. */
  readonly fields: readonly PhhBetField[];
}

export const PHH_VARIANTS: readonly PhhVariant[] = [
  {
    code: 'NT',
    evaluation: 'high',
    game: 'holdem',
    structure: 'no-limit',
    fields: ['antes', 'blinds_or_straddles', 'min_bet'],
  },
  {
    code: 'PO',
    evaluation: 'high',
    game: 'omaha',
    structure: 'pot-limit',
    fields: ['antes', 'blinds_or_straddles', 'min_bet'],
  },
  {
    code: 'FT',
    evaluation: 'high',
    game: 'holdem',
    structure: 'fixed-limit',
    fields: ['antes', 'blinds_or_straddles', 'small_bet', 'big_bet'],
  },
  {
    code: 'F7S',
    evaluation: 'high',
    game: 'stud',
    structure: 'fixed-limit',
    fields: ['antes', 'bring_in', 'small_bet', 'big_bet'],
  },
  {
    code: 'FO/8',
    evaluation: 'high-low-8',
    game: 'omaha',
    structure: 'fixed-limit',
    fields: ['antes', 'blinds_or_straddles', 'small_bet', 'big_bet'],
  },
  {
    code: 'FR',
    evaluation: 'razz',
    game: 'stud',
    structure: 'fixed-limit',
    fields: ['antes', 'bring_in', 'small_bet', 'big_bet'],
  },
  {
    code: 'F7S/8',
    evaluation: 'high-low-8',
    game: 'stud',
    structure: 'fixed-limit',
    fields: ['antes', 'bring_in', 'small_bet', 'big_bet'],
  },
];

export function variantFor(
  config: Pick<HandConfig, 'game' | 'structure' | 'potEvaluation'>,
): PhhVariant {
  const game: string = config.game ?? 'holdem';
  const structure: string = config.structure;
  const evaluation: string = config.potEvaluation ?? 'high';
  const v = PHH_VARIANTS.find(
    (x) => x.game === game && x.structure === structure && x.evaluation === evaluation,
  );
  if (!v) {
    const what = evaluation === 'high' ? '' : ` ${evaluation}`;
    throw new RangeError(`No PHH variant for ${game} ${structure}${what} (PHH.md 3.1).`);
  }
  return v;
}

/**
 * The bet sizes fixed-limit and stud hands carry (HandConfig smallBet, bigBet, bringIn); a missing
 * size is refused by name.
 */
export interface LimitBetSizes {
  readonly smallBet?: number;
  readonly bigBet?: number;
  readonly bringIn?: number;
}

/** One value per field, in the engine's units and order; `perPlayer` is in engine player order. */
export type PhhFieldValue = { readonly perPlayer: readonly number[] } | { readonly amount: number };

function size(config: HandConfig & LimitBetSizes, key: keyof LimitBetSizes): number {
  const v = config[key];
  if (v === undefined)
    throw new RangeError(`The hand's config has no ${key}, which PHH requires (PHH.md 3.1).`);
  return v;
}

/** Where each field's value comes from in the hand's config (PHH.md 3.1, 9 "Export"). */
export const PHH_FIELD_SOURCES: Record<
  PhhBetField,
  (config: HandConfig & LimitBetSizes) => PhhFieldValue
> = {
  antes: (c) => ({ perPlayer: c.antes }),
  blinds_or_straddles: (c) => ({ perPlayer: c.blinds }),
  // NT and PO: the minimum bet is the big blind (PHH.md 3.1 "min_bet").
  min_bet: (c) => ({ amount: c.bigBlind }),
  small_bet: (c) => ({ amount: size(c, 'smallBet') }),
  big_bet: (c) => ({ amount: size(c, 'bigBet') }),
  bring_in: (c) => ({ amount: size(c, 'bringIn') }),
};
