/**
 * A table's decks (FSNP Art. 68-69, 74, 122; FSPR 6.1.1, 6.2, 6.4.9; Club Rule 26; LNSE 123/13
 * II.20, II.24). The dealer or an official records a new deck brought in, and a deck taken out
 * of play, with who asked and why. Who may have a deck changed and for what is the ruleset's
 * `deal.decks`: a player's demand for a new deck is not a deck change (FSPR 6.4.9, Club Rule
 * 26: he may only alert the floor), except where the ruleset admits it (FSNP Art. 69: a
 * damaged or distinctively marked card). Nothing in the state changes: these are records.
 */
import type { TournamentEvent } from '../../../events/tournament-events';
import type { DeckChangeReason, DeckRequester } from '../../../rules/deck-terms';
import { accept, reject, type Decision } from '../../decider';
import { ruleset } from '../defaults';
import { handRunningAt, notRunning, unknownTable } from '../guards';
import { event, type Slice } from '../slice';

const WHO: Readonly<Record<DeckRequester, string>> = {
  dealer: 'the dealer',
  floor: 'the floor',
  director: 'the tournament director',
  house: 'the house',
  player: 'a player',
};

const list = (words: readonly string[]): string =>
  words.length <= 1
    ? (words[0] ?? 'nobody')
    : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;

/** The parameter's article, with the reason's own where the ruleset names one. */
const citeFor = (base: string, reasonCite: string | undefined): string =>
  reasonCite && !base.includes(reasonCite) ? `${base}; ${reasonCite}` : base;

export const decks: Slice = {
  commands: {
    IntroduceDeck: {
      roles: ['dealer', 'floor', 'director'],
      decide(c, s, ctx): Decision<TournamentEvent> {
        const rule = ruleset(s.config.rulesetId).deal.decks;
        // A ruleset with no article on new decks records the fact and cites nothing.
        const cite = rule.value.newDeckCite ?? undefined;
        const no =
          notRunning(s) ??
          unknownTable(s, c.tableId) ??
          handRunningAt(s, c.tableId, cite ?? rule.cite);
        if (no) return no;
        return accept(
          event(
            'DeckIntroduced',
            {
              tableId: c.tableId,
              occasion: c.occasion,
              complete: c.complete,
              recordedBy: ctx.actor.id,
              at: ctx.now,
            },
            cite,
          ),
        );
      },
    },
    ReplaceDeck: {
      roles: ['dealer', 'floor', 'director'],
      decide(c, s, ctx): Decision<TournamentEvent> {
        const rule = ruleset(s.config.rulesetId).deal.decks;
        const { orderedBy, reasons, playerMayAskFor, reasonCites } = rule.value;
        const cite = citeFor(rule.cite, reasonCites[c.reason]);
        const no = notRunning(s) ?? unknownTable(s, c.tableId) ?? handRunningAt(s, c.tableId, cite);
        if (no) return no;
        if (c.requestedBy === 'player' && !playerMayAskFor.includes(c.reason))
          return reject(
            'DECK_CHANGE_NOT_ALLOWED',
            rule.cite,
            playerMayAskFor.length === 0
              ? 'requestedBy: a player cannot have the deck changed under these rules; he may only alert the floor, who decides.'
              : `requestedBy: a player may ask for a new deck only for ${list(playerMayAskFor.map(reasonWords))}; otherwise the dealer or the director decides.`,
          );
        if (c.requestedBy !== 'player' && !orderedBy.includes(c.requestedBy))
          return reject(
            'DECK_CHANGE_NOT_ALLOWED',
            rule.cite,
            `requestedBy: under these rules a deck is changed on the word of ${list(orderedBy.map((r) => WHO[r]))}, not ${WHO[c.requestedBy]}.`,
          );
        if (!reasons.includes(c.reason))
          return reject(
            'DECK_CHANGE_REASON_NOT_ADMITTED',
            rule.cite,
            `reason: under these rules a deck is changed for ${list(reasons.map(reasonWords))}, not for ${reasonWords(c.reason)}.`,
          );
        const defect = c.defect ?? null;
        if (c.reason === 'defective-deck' && defect === null)
          return reject(
            'DECK_DEFECT_MISSING',
            cite,
            'defect: say what is wrong with the deck (a duplicated card, mixed backs, a card missing or one too many).',
          );
        const backColour = c.backColour?.trim() || null;
        return accept(
          event(
            'DeckReplaced',
            {
              tableId: c.tableId,
              requestedBy: c.requestedBy,
              reason: c.reason,
              defect: c.reason === 'defective-deck' ? defect : null,
              backColour,
              recordedBy: ctx.actor.id,
              at: ctx.now,
            },
            cite,
          ),
        );
      },
    },
  },
  events: {
    // Records only: the deck in use is not part of the state any rule reads.
    DeckIntroduced() {},
    DeckReplaced() {},
  },
};

const reasonWords = (r: DeckChangeReason): string => REASON_WORDS[r];

const REASON_WORDS: Readonly<Record<DeckChangeReason, string>> = {
  'dealer-change': 'a dealer change',
  'level-change': 'a new level',
  regulation: 'the competition regulations',
  'damaged-card': 'a damaged card',
  'marked-card': 'a marked card',
  'defective-deck': 'a defective deck',
  'card-exposed-off-table': 'a card exposed away from the table',
  'possible-problem': 'a problem the dealer sees',
  'official-decision': "an official's decision",
  'house-discretion': "the house's discretion",
};
