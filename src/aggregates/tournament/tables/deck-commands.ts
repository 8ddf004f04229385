/** The deck commands, apart from their slice so the command union imports no slice. */
import type { DeckChangeReason, DeckDefect, DeckRequester } from '../../../rules/deck-terms';

interface On {
  readonly tournamentId: string;
}

/** FSNP Art. 68: a new deck brought to a table that opens or whose dealer changes, checked complete. */
export interface IntroduceDeck extends On {
  readonly type: 'IntroduceDeck';
  readonly tableId: string;
  readonly occasion: 'table-opened' | 'dealer-changed';
  /** Spread and sorted, the deck was found complete (Art. 68). */
  readonly complete: boolean;
}

/** A deck taken out of play and replaced (FSNP Art. 69, 122; FSPR 6.4.9; Club Rule 26; LNSE II.20). */
export interface ReplaceDeck extends On {
  readonly type: 'ReplaceDeck';
  readonly tableId: string;
  readonly requestedBy: DeckRequester;
  readonly reason: DeckChangeReason;
  /** What is wrong with the deck; required for a defective deck (LNSE II.24). */
  readonly defect?: DeckDefect | null;
  readonly backColour?: string | null;
}

export type DeckCommand = IntroduceDeck | ReplaceDeck;
