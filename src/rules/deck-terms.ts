/**
 * The words of a deck change, shared by the rulesets (`deal.decks`), the deck events and the
 * API's enums.
 */

/** Who asked for the deck to be changed (Club Rule 26: DEALER|FLOOR|TD|HOUSE; a player is FSNP Art. 69's exception). */
export const DECK_REQUESTERS = ['dealer', 'floor', 'director', 'house', 'player'] as const;
export type DeckRequester = (typeof DECK_REQUESTERS)[number];

/**
 * Why a deck is changed: FSPR 6.4.9's DealerChange, LevelChange and Regulation; a damaged or
 * marked card (FSNP Art. 69, FSPR 6.1.1); a defective deck (FSNP Art. 74, FSPR 6.2, LNSE
 * II.24); a card exposed away from the table (FSNP Art. 122); Club Rule 26's grounds (a
 * problem the dealer sees, an official's decision, the house's discretion).
 */
export const DECK_CHANGE_REASONS = [
  'dealer-change',
  'level-change',
  'regulation',
  'damaged-card',
  'marked-card',
  'defective-deck',
  'card-exposed-off-table',
  'possible-problem',
  'official-decision',
  'house-discretion',
] as const;
export type DeckChangeReason = (typeof DECK_CHANGE_REASONS)[number];

/** What makes a deck defective (LNSE II.24; FSNP Art. 74; FSPR 6.2.1-6.2.3). */
export const DECK_DEFECTS = ['duplicate', 'mixed-backs', 'missing', 'extra'] as const;
export type DeckDefect = (typeof DECK_DEFECTS)[number];
