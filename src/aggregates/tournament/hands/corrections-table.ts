/**
 * Error correction as a decision table (FSPR 6.1.1-6.6.7; FSNP Art. 73, 119-120; LNSE II.59-60;
 * club Rule 74). Each row: the rule, and given the facts of the hand, either the outcome or why
 * the procedure does not apply now.
 */
import type { RulesetCitations } from '../../../rules/types';

export type CorrectionOutcome =
  | 'misdeal'
  | 'hand-void'
  | 'kill-hand'
  | 'only-call'
  | 'play-on'
  | 'card-replaced'
  | 'deck-replaced'
  | 'card-discarded'
  | 'burn-restored'
  | 'board-recalled'
  | 'premature-card-reshuffled'
  | 'next-burn'
  | 'muck'
  /** FSPR 6.3.9: the only hand left is foul; the pot goes to the others who took part. */
  | 'pot-forfeited'
  /** FSPR 7.1.6 (note 2): heads-up, the opponent chooses how play goes on. */
  | 'heads-up-election'
  /** FSPR 6.5.5: the player whose seventh card was exposed elects all-in treatment or play on. */
  | 'seventh-card-election'
  /** Club Rule 37: the button, short a card and not yet acted, gets the next card from the stub. */
  | 'missing-card-dealt'
  /** Club Rule 73: a disordered stub rebuilt in its order / shuffled alone / shuffled with what it was mixed with. */
  | 'stub-reconstructed'
  | 'stub-reshuffled'
  | 'stub-and-mixed-cards-reshuffled';

export interface CorrectionFacts {
  /** Any voluntary action (not a forced bet) has been taken in this hand. */
  readonly bettingStarted: boolean;
  /** The ruleset's misdeal cut-off has passed (`deal.misdealUntil`): no misdeal any more. */
  readonly misdealClosed: boolean;
  /** A voluntary action has been taken in the current betting round. */
  readonly streetActionTaken: boolean;
  readonly seatActed: boolean;
  /** Betting still open in this round (a premature card is one dealt now). */
  readonly bettingOpen: boolean;
  /** 0 pre-flop, 1 flop, 2 turn, 3 river; stud: 0 third street ... 4 seventh street. */
  readonly street: number;
  /** The hand is seven-card stud (FSPR 6.5.1-6.5.5 apply; its up cards are dealt to the players). */
  readonly stud: boolean;
  /** The engine is dealing a street (no betting round open). */
  readonly dealing: boolean;
  readonly seatToAct: boolean;
  readonly intentional: boolean;
  readonly hasSeat: boolean;
  /** The seat holds the only hand not folded, mucked or dead (FSPR 6.3.9; OQ-6 literal reading). */
  readonly soleRemaining: boolean;
  readonly potsAwarded: boolean;
  /** Only two hands are live and the ruleset lets the opponent choose (FSPR 7.1.6 note 2). */
  readonly headsUpElection: boolean;
  /** How the ruleset corrects a premature board card (`game.prematureBoardCard`). */
  readonly prematureBoardCard: 'reshuffled-burn-kept' | 'recalled-by-street';
  /** The seat is the button (a live button, not a dead one). */
  readonly seatIsButton: boolean;
  /** How the ruleset treats a button dealt too few cards (`deal.buttonShortCard`), with its article. */
  readonly buttonShortCard: {
    readonly rule: 'missing-card-dealt' | 'wrong-card-count';
    readonly cite: string;
  };
  /** The ruleset's `game.exposure`: a player's own exposure, deliberate and accidental. */
  readonly exposure: {
    readonly deliberate: { readonly rule: 'hand-dead' | 'hand-live'; readonly cite: string };
    readonly accidental: { readonly rule: 'only-call' | 'play-on'; readonly cite: string };
  };
  /** A card found face up in the deck (`deal.faceUpCardInDeck`), with its article. */
  readonly faceUpCardInDeck: { readonly rule: 'discarded' | 'next-burn'; readonly cite: string };
  /** What a defective deck found during the hand does (`deal.defectiveDeck`), with its article. */
  readonly defectiveDeck: {
    readonly rule: 'misdeal' | 'hand-void' | 'deck-replaced';
    readonly cite: string;
  };
}

export type Verdict =
  | {
      readonly outcome: CorrectionOutcome;
      readonly detail: string;
      readonly ruleRef?: string;
      /** This outcome, unlike the rest of its row, is confirmed by a judge. */
      readonly judgeOnly?: boolean;
      /** The reason a killed hand records, where it differs from the irregularity's code. */
      readonly deadCode?: string;
    }
  | { readonly refuse: string };

export interface CorrectionRule {
  /** The article of the catalog the table was written from; `citeInForce` overrides it. */
  readonly ruleRef: string;
  /**
   * The article the ruleset in force gives this irregularity (its citation table): the ruling
   * and its refusal cite it instead of `ruleRef`.
   */
  readonly citeInForce?: (citations: RulesetCitations) => string;
  readonly needsSeat?: boolean;
  /** Voiding a hand is confirmed by a judge (FSPR 6.2.2; 6.3: dealer or judges for a misdeal). */
  readonly judgeOnly?: boolean;
  readonly decide: (f: CorrectionFacts) => Verdict;
}

const beforeBetting =
  (
    detail: string,
    late: Verdict = {
      refuse:
        'The first betting round has begun: it is too late for a misdeal; the hand is played out.',
    },
  ) =>
  (f: CorrectionFacts): Verdict =>
    f.misdealClosed ? late : { outcome: 'misdeal', detail };

/**
 * A deck found defective while the hand is dealt (LNSE II.24-25, II.61; Club Rule 35; FSPR
 * 6.2.1, 6.2.3; FSNP Art. 74): the ruleset's `deal.defectiveDeck`, at any point of the hand (the
 * misdeal cut-off does not apply: LNSE II.61's exception).
 */
const defectiveDeck = (f: CorrectionFacts): Verdict => {
  const { rule, cite } = f.defectiveDeck;
  if (rule === 'misdeal')
    return {
      outcome: 'misdeal',
      detail:
        'A defective deck was found while dealing: misdeal. The hand is cancelled, every bet goes back to the player who put it in, and the hand is dealt again with another deck.',
      ruleRef: cite,
    };
  if (rule === 'hand-void')
    return {
      outcome: 'hand-void',
      detail:
        'The deck is fouled: the hand is stopped and every chip goes back to the player who put it in.',
      ruleRef: cite,
      judgeOnly: true,
    };
  return {
    outcome: 'deck-replaced',
    detail: 'The deck is replaced; the hand in progress is not voided.',
    ruleRef: cite,
  };
};

const premature =
  (street: number, name: string, recalled: string) =>
  (f: CorrectionFacts): Verdict =>
    f.street === street - 1 && f.bettingOpen
      ? {
          outcome: 'premature-card-reshuffled',
          detail:
            f.prematureBoardCard === 'recalled-by-street'
              ? recalled
              : `The burn card stays; the premature ${name} goes back into the stub, which is shuffled; once the betting is complete a new ${name} is dealt without another burn.`,
        }
      : {
          refuse: `The ${name} is not premature: the betting round before it is ${f.street >= street ? 'already over' : 'not reached'}.`,
        };

/** Club Rule 73: the stub matters only while flop, turn or river cards are still to come. */
const stubStillNeeded =
  (outcome: CorrectionOutcome, detail: string) =>
  (f: CorrectionFacts): Verdict =>
    !f.stud && f.street < 3 && (f.bettingOpen || f.dealing)
      ? { outcome, detail }
      : {
          refuse:
            'No flop, turn or river card is still to come in this hand: the stub is no longer used.',
        };

/** FSPR 6.3.5-6.3.9 (LNSE II.60(F)): a wrong number of cards, by when it is found. */
const wrongCardCount = (f: CorrectionFacts): Verdict =>
  f.soleRemaining
    ? f.potsAwarded
      ? {
          refuse:
            'The pot has already been pushed: FSPR 6.3.9 applies at the reveal, before the award.',
        }
      : {
          outcome: 'pot-forfeited',
          detail:
            'The only hand left has the wrong number of cards: no misdeal; he forfeits the pot, which is shared among the other players who took part in the hand.',
          ruleRef: 'FSPR 6.3.9',
          judgeOnly: true,
        }
    : !f.misdealClosed
      ? {
          outcome: 'misdeal',
          detail: 'Wrong number of cards noticed before the betting: misdeal.',
          ruleRef: 'FSPR 6.3.5; LNSE II.60(F)',
        }
      : f.seatActed
        ? {
            outcome: 'kill-hand',
            detail:
              'He acted before the error was found: his hand is folded and his chips stay in the pot.',
            ruleRef: 'FSPR 6.3.7',
          }
        : {
            outcome: 'kill-hand',
            detail: 'Others have acted: his cards are mucked and his forced bets stay in the pot.',
            ruleRef: 'FSPR 6.3.8',
          };

/** FSPR 6.5.1-6.5.5: the stud rows apply to a stud hand only; a board game has its own rows (6.6.1-6.6.7). */
const studOnly =
  (decide: (f: CorrectionFacts) => Verdict) =>
  (f: CorrectionFacts): Verdict =>
    f.stud
      ? decide(f)
      : {
          refuse:
            'Not a stud hand: FSPR 6.5.1-6.5.5 cover seven-card stud; a hole card exposed in a board game is DOWN_CARD_EXPOSED_BY_DEALER (FSPR 6.6.1).',
        };

export const CORRECTIONS = {
  DUPLICATE_CARD: {
    ruleRef: 'FSPR 6.2.2; FSNP Art. 74; LNSE II.60(C)',
    judgeOnly: true,
    decide: () => ({
      outcome: 'hand-void',
      detail:
        'Duplicate card: the hand is void and every chip goes back to the player who put it in.',
    }),
  },
  DECK_WRONG_COUNT: {
    ruleRef: 'FSPR 6.2.1; LNSE II.24-25',
    decide: defectiveDeck,
  },
  MISMATCHED_BACKS: {
    ruleRef: 'FSPR 6.2.3; LNSE II.24-25',
    decide: defectiveDeck,
  },
  DEFECTIVE_CARD: {
    ruleRef: 'FSPR 6.1.1-6.1.3, 6.2.4',
    decide: () => ({
      outcome: 'card-replaced',
      detail: 'The card is replaced after the hand; a face-up defective card never stops the hand.',
    }),
  },
  CARD_EXPOSED_IN_CUT: {
    ruleRef: 'FSPR 6.3.1',
    decide: beforeBetting(
      'A card was exposed in the cut: misdeal, reshuffle, cut and redeal from the same seat.',
    ),
  },
  DECK_NOT_SHUFFLED: {
    ruleRef: 'FSPR 6.3.2',
    decide: beforeBetting('The deck was not shuffled or cut: misdeal.', {
      outcome: 'play-on',
      detail: 'A betting round has taken place: the hand is played to the end.',
    }),
  },
  DEALT_OUT_OF_ORDER: {
    ruleRef: 'FSPR 6.3.3; LNSE II.60(G)',
    decide: beforeBetting('Cards dealt out of order and not correctable: misdeal.'),
  },
  SEAT_SKIPPED_OR_EMPTY_SEAT_DEALT: {
    ruleRef: 'FSPR 6.3.4; LNSE II.60(K)',
    decide: beforeBetting('A player was skipped or an empty seat was dealt: misdeal.'),
  },
  WRONG_CARD_COUNT: {
    ruleRef: 'FSPR 6.3.5-6.3.9; LNSE II.60(F)',
    needsSeat: true,
    decide: wrongCardCount,
  },
  BUTTON_DEALT_TOO_FEW: {
    ruleRef: 'Club Rule 37',
    needsSeat: true,
    decide: (f) => {
      const { rule, cite } = f.buttonShortCard;
      if (!f.seatIsButton)
        return {
          refuse:
            'That seat is not the button: a player dealt too few cards who is not on the button is recorded as WRONG_CARD_COUNT.',
        };
      if (rule === 'wrong-card-count') {
        // No exception for the button: the ruleset's general rule for a wrong number of cards.
        const v = wrongCardCount(f);
        if ('refuse' in v) return v;
        const sameSource = v.ruleRef?.split(' ')[0] === cite.split(' ')[0];
        return { ...v, ruleRef: sameSource ? v.ruleRef : cite };
      }
      return f.seatActed
        ? {
            outcome: 'kill-hand',
            detail:
              'He acted before saying he was short a card: his hand is dead and the chips he put in stay in the pot.',
            ruleRef: cite,
            deadCode: 'ACTED_WITH_TOO_FEW_CARDS',
          }
        : {
            outcome: 'missing-card-dealt',
            detail:
              'The button is given the missing card, the next card from the stub, even after substantial action; the hand goes on.',
            ruleRef: cite,
          };
    },
  },
  TWO_DOWN_CARDS_EXPOSED_BY_DEALER: {
    ruleRef: 'FSPR 6.3.6; LNSE II.60(B)',
    decide: beforeBetting('The dealer exposed two or more down cards: misdeal.'),
  },
  STUD_DOWN_CARD_DEALT_UP: {
    ruleRef: 'FSPR 6.5.1',
    needsSeat: true,
    decide: studOnly((f) =>
      f.street === 0
        ? {
            outcome: 'play-on',
            detail:
              'One of his first two cards was dealt face up: no misdeal; his third card is dealt face down (recorded with faceUp), and the exposed card is his up card for the bring-in.',
          }
        : { refuse: 'FSPR 6.5.1 concerns the first two cards, dealt on third street.' },
    ),
  },
  STUD_TWO_UP_CARDS: {
    ruleRef: 'FSPR 6.5.2',
    needsSeat: true,
    decide: studOnly(() => ({
      outcome: 'card-replaced',
      detail:
        'Two cards were dealt face up to him: the deal carries on, no misdeal (the stud rule takes precedence over FSPR 6.3.6); afterwards the second exposed card is replaced by the card that would have been burned, and leaves play (INTERPRETATION; OQ-8: the replacement dealt face down).',
    })),
  },
  STUD_STUB_SHORT: {
    ruleRef: 'FSPR 6.5.3',
    decide: studOnly((f) =>
      f.street === 4 && f.dealing
        ? {
            outcome: 'play-on',
            detail:
              "The stub will not give every player his seventh card: every card but the stub's last, which is never dealt, then the burn cards shuffled, then the muck if they are not enough (a folded hand's card may then come again).",
          }
        : {
            refuse:
              'FSPR 6.5.3 applies while the cards before the final betting round (seventh street) are dealt.',
          },
    ),
  },
  STUD_SEVENTH_CARD_EXPOSED: {
    ruleRef: 'FSPR 6.5.5',
    needsSeat: true,
    decide: studOnly((f) =>
      f.street === 4 && !f.potsAwarded
        ? {
            outcome: 'seventh-card-election',
            detail:
              'His seventh card was dealt face up or exposed: he chooses to be treated as all-in (he puts in no more chips; later bets form a pot he cannot win) or to play on under the general rules. The last betting round does not reach him before he chooses (ASSUMPTION).',
          }
        : { refuse: 'FSPR 6.5.5 concerns the seventh card, on seventh street.' },
    ),
  },
  DOWN_CARD_EXPOSED_BY_DEALER: {
    // LNSE II.58: the player may neither accept nor refuse the card; II.62(A) from the third card on.
    ruleRef: 'FSPR 6.6.1; LNSE II.58, II.62(A)',
    decide: () => ({
      outcome: 'card-replaced',
      detail:
        'The deal is completed; the player gets the next card from the stub (the first burn card) in place of the exposed card, which becomes the burn card. He may neither accept nor refuse it.',
    }),
  },
  FACE_UP_CARD_IN_DECK: {
    ruleRef: 'FSNP Art. 73; FSPR 6.4.5',
    decide: (f) =>
      f.faceUpCardInDeck.rule === 'next-burn'
        ? {
            outcome: 'next-burn',
            detail:
              'The face-up card is replaced by the next card and used as the next burn card. Not a misdeal.',
            ruleRef: f.faceUpCardInDeck.cite,
          }
        : {
            outcome: 'card-discarded',
            detail:
              'The face-up card is removed as if it did not exist; the next card takes its place. Not a misdeal, not a burn.',
          },
  },
  BURN_MISSED: {
    ruleRef: 'FSPR 6.4.6',
    decide: (f) =>
      f.streetActionTaken
        ? {
            outcome: 'play-on',
            detail: 'The betting round is under way: the hand goes on with the wrong burn count.',
          }
        : {
            outcome: 'burn-restored',
            detail: 'No betting yet: the card order is restored and the right card burned.',
          },
  },
  BURN_EXTRA: {
    ruleRef: 'FSPR 6.4.6',
    decide: (f) =>
      f.streetActionTaken
        ? {
            outcome: 'play-on',
            detail: 'The betting round is under way: the hand goes on with the wrong burn count.',
          }
        : {
            outcome: 'burn-restored',
            detail: 'No betting yet: the card order is restored and the right card burned.',
          },
  },
  FLOP_NOT_BURNED: {
    ruleRef: 'FSPR 6.6.2',
    decide: (f) =>
      f.street === 1 && !f.streetActionTaken
        ? {
            outcome: 'board-recalled',
            detail: 'The flop is shuffled back; cut, burn and a new flop.',
          }
        : {
            outcome: 'play-on',
            detail: 'A bet was made on the flop: play continues with the wrong burn count.',
            ruleRef: 'FSPR 6.6.2, 6.4.6',
          },
  },
  TOO_MANY_FLOP_CARDS: {
    ruleRef: 'FSPR 6.6.3',
    decide: (f) =>
      f.street <= 1 && !f.streetActionTaken
        ? {
            outcome: 'board-recalled',
            detail: 'The flop and burn card go back into the stub; cut, burn and a new flop.',
          }
        : { refuse: 'The flop has been bet on: this is no longer a flop error.' },
  },
  PREMATURE_FLOP: {
    ruleRef: 'FSPR 6.6.4; Club Rule 74',
    citeInForce: (c) => c.prematureCard.flop,
    decide: premature(
      1,
      'flop',
      'The flop goes back into the stub with the burn card; new flop once the betting is complete.',
    ),
  },
  PREMATURE_TURN: {
    ruleRef: 'FSPR 6.6.5; Club Rule 74',
    citeInForce: (c) => c.prematureCard.turn,
    decide: premature(
      2,
      'turn',
      'The early turn card is set aside; after the betting, burn and turn the next card; the early card is reshuffled after the turn betting.',
    ),
  },
  PREMATURE_RIVER: {
    ruleRef: 'FSPR 6.6.6; Club Rule 74',
    citeInForce: (c) => c.prematureCard.river,
    decide: premature(
      3,
      'river',
      'The early river card is removed; after the betting it is shuffled into the stub and the next card is the river.',
    ),
  },
  EXTRA_BOARD_CARD: {
    ruleRef: 'FSPR 6.6.7',
    decide: (f) =>
      f.street >= 3
        ? {
            outcome: 'muck',
            detail: 'No more cards will be dealt: the extra card goes to the muck.',
          }
        : { outcome: 'next-burn', detail: 'The extra card becomes the next burn card.' },
  },
  STUB_DISORDERED_ORDER_REBUILT: {
    ruleRef: 'Club Rule 73',
    decide: stubStillNeeded(
      'stub-reconstructed',
      'The stub was disordered (dropped); the dealer rebuilt its original order and play continues with it.',
    ),
  },
  STUB_DISORDERED_RESHUFFLED: {
    ruleRef: 'Club Rule 73',
    decide: stubStillNeeded(
      'stub-reshuffled',
      'The stub was disordered and its order could not be rebuilt: the stub cards alone, without the muck or burn cards, are shuffled and cut, and play continues with them.',
    ),
  },
  STUB_MIXED_WITH_MUCK_OR_BURNS: {
    ruleRef: 'Club Rule 73',
    decide: stubStillNeeded(
      'stub-and-mixed-cards-reshuffled',
      'The stub was mixed with burn cards or the muck: everything mixed is shuffled and cut together, and play continues with that deck.',
    ),
  },
  FIRST_CARDS_EXPOSED_BY_DEALER: {
    ruleRef: 'LNSE II.60(A), II.61',
    decide: beforeBetting(
      'The first or second card of the hand was exposed by the dealer: misdeal.',
    ),
  },
  TWO_FACE_UP_CARDS_IN_DECK: {
    ruleRef: 'LNSE II.60(D), II.61',
    decide: beforeBetting('Two or more face-up cards were found in the deck: misdeal.'),
  },
  EXTRA_CARDS_DEALT: {
    ruleRef: 'LNSE II.60(E), II.61',
    decide: beforeBetting('Two or more extra cards were dealt in the initial deal: misdeal.'),
  },
  CARDS_MIXED_IN_DEAL: {
    ruleRef: 'LNSE II.60(H), (J), II.61',
    decide: beforeBetting('Players\u2019 cards got mixed in the initial deal: misdeal.'),
  },
  BUTTON_OUT_OF_POSITION: {
    ruleRef: 'LNSE II.60(I), II.61',
    decide: beforeBetting('The button was out of position, noticed during the deal: misdeal.'),
  },
  PLAYER_NOT_DEALT_IN: {
    ruleRef: 'LNSE II.60(L), II.61',
    decide: beforeBetting('A player entitled to the hand was not dealt in: misdeal.'),
  },
  PLAYER_EXPOSED_CARDS: {
    ruleRef: 'FSNP Art. 119-120; FSPR 6.4.7',
    needsSeat: true,
    decide: (f) =>
      f.intentional && f.bettingOpen && f.headsUpElection
        ? {
            outcome: 'heads-up-election',
            detail:
              'Deliberate exposure with two players left: the opponent chooses to go on under the general rules, to have his bet treated as all-in, or to take back his uncalled bet.',
            ruleRef: 'FSPR 7.1.6 (note 2)',
          }
        : f.intentional && f.bettingOpen
          ? f.exposure.deliberate.rule === 'hand-dead'
            ? {
                outcome: 'kill-hand',
                detail:
                  'Deliberate exposure with action pending: the hand is dead and its chips stay in the pot.',
                ruleRef: f.exposure.deliberate.cite,
              }
            : {
                outcome: 'play-on',
                detail:
                  'Deliberate exposure in a live hand: the hand stays live and the cards are shown to every player; the penalty is ruled when the hand ends.',
                ruleRef: f.exposure.deliberate.cite,
              }
          : !f.intentional &&
              !f.seatToAct &&
              f.bettingOpen &&
              f.exposure.accidental.rule === 'only-call'
            ? {
                outcome: 'only-call',
                detail:
                  'Accidental exposure with no action pending: he may only call or fold for the rest of the hand.',
                ruleRef: f.exposure.accidental.cite,
              }
            : {
                outcome: 'play-on',
                detail: 'The exposed cards stay in play, shown to every player.',
                ruleRef:
                  !f.intentional && f.exposure.accidental.rule === 'play-on'
                    ? f.exposure.accidental.cite
                    : 'FSPR 6.4.7',
              },
  },
} as const satisfies Record<string, CorrectionRule>;

export type IrregularityCode = keyof typeof CORRECTIONS;
