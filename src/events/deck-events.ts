/**
 * Facts about a table's decks (FSNP Art. 68-69, 74, 122; FSPR 6.1.1-6.1.3, 6.2.1-6.2.4, 6.4.9; Club Rule 26;
 * LNSE 123/13 II.20, II.24). Names are the catalogs'. Who may order a change and for what
 * reasons is the ruleset's `deal.decks`; the events record what was done, by whom, and why.
 */

import type { DeckChangeReason, DeckDefect, DeckRequester } from '../rules/deck-terms';

export type { DeckChangeReason, DeckDefect, DeckRequester };

/** FSNP Art. 68: a new deck brought to the table, spread and sorted to check it is complete. */
export interface DeckIntroducedData {
  readonly tableId: string;
  readonly occasion: 'table-opened' | 'dealer-changed';
  /** The check of Art. 68: the deck was spread and found complete. */
  readonly complete: boolean;
  readonly recordedBy: string;
  readonly at: string;
}

/** A deck taken out of play and replaced by another. */
export interface DeckReplacedData {
  readonly tableId: string;
  readonly requestedBy: DeckRequester;
  readonly reason: DeckChangeReason;
  /** What was wrong with the deck (reason defective-deck), else null. */
  readonly defect: DeckDefect | null;
  /** The back colour of the deck brought in, as the floor notes it (FSNP Art. 122: a different colour). */
  readonly backColour: string | null;
  readonly recordedBy: string;
  readonly at: string;
}

export type DeckEventBody =
  | { readonly type: 'DeckIntroduced'; readonly data: DeckIntroducedData }
  | { readonly type: 'DeckReplaced'; readonly data: DeckReplacedData };

export const DECK_SCHEMA_VERSIONS: Readonly<Record<DeckEventBody['type'], number>> = {
  DeckIntroduced: 1,
  DeckReplaced: 1,
};
