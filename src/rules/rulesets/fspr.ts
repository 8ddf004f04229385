/**
 * FSPR (Russian Sports Poker Federation): the rules excerpt covers error correction and
 * discipline only (/work/shared/domain/rules-ru-fspr.md). Operations, money and ranking are not
 * in the excerpt: they come from the FSNP ruleset (the other sports-federation regulation), and
 * each inherited parameter says so in its note.
 *
 * Roles: competition judge = 'floor', chief judge = 'director', FSPR = 'federation'.
 */
import { cited as c, type Ruleset } from '../types';
import { FSNP } from './fsnp';
import { inheritDefaults } from './inherit';

const base = inheritDefaults(FSNP, 'FSPR excerpt silent: FSNP default.');

export const FSPR: Ruleset = {
  ...base,
  id: 'fspr',
  name: c(
    'FSPR sports poker rules (excerpt): error correction and sports discipline',
    'FSPR 5.10.1-7.3.4',
  ),
  jurisdiction: c('Russia', 'FSPR 7.2.3'),
  venueTimeZone: c(
    'Europe/Moscow',
    'FSPR 7.2.3',
    'ASSUMPTION: Russia spans eleven zones; Moscow time unless the tournament sets its own.',
  ),
  sourceDocument: c(
    'Rules of sports poker of the Russian Sports Poker Federation, clauses 5.10.1, 6.x, 7.x',
    'FSPR 5.10.1-7.3.4',
  ),
  citationKey: c('FSPR', 'FSPR 7.1.1', 'Cite as "FSPR 7.1.2".'),
  basedOn: c('fsnp', 'FSPR 7.1.1', 'The excerpt does not cover operations, money or ranking.'),
  citations: c(
    {
      ...base.citations.value,
      forcedBetsAbsent: 'FSNP Art. 52-53, 56, 59; FSPR 6.4.3-6.4.4',
      tournamentCompleted: 'FSPR 5.10.1; FSNP Art. 132',
      collusion: 'FSNP Art. 22; FSPR 7.1.4',
      // FSPR 6.4.3: an absent player's hand is folded at his turn (the FSNP articles otherwise).
      autoFold: 'FSNP Art. 59, 101; FSPR 6.4.3',
      prematureCard: { flop: 'FSPR 6.6.4', turn: 'FSPR 6.6.5', river: 'FSPR 6.6.6' },
      // refusedToShow: the excerpt is silent; FSNP Art. 114 (inherited).
      // The excerpt's error table is FSPR 6.x; where it is silent the FSNP article applies.
      irregularities: { own: {}, silent: 'FSNP Art. 3', borrowsFrom: ['FSNP'] },
    },
    'FSPR 7.1.1',
    'The FSNP articles where the excerpt is silent (it covers error correction and discipline).',
  ),

  money: {
    currency: c('RUB', 'FSPR 7.2.3', 'ASSUMPTION: a Russian federation competition; configurable.'),
    minorUnitsPerMajor: c(100, 'DECISION-2', 'Kopecks.'),
  },

  game: {
    ...base.game,
    headsUpExposure: c(
      {
        options: ['general-rules', 'bet-as-all-in', 'withdraw-uncalled'],
        default: 'general-rules',
      },
      'FSPR 7.1.6 (note 2)',
      "The opponent chooses; ASSUMPTION (OQ-12): with no choice the general rules apply (note 1, the exposer's hand is folded).",
    ),
    // FSPR's own article for four cards on the flop (not FSNP Art. 123's, inherited).
    fourCardFlop: c(
      'flop-redealt',
      'FSPR 6.6.3',
      'The flop cards and the burn card go back into the stub; cut, burn and a new flop.',
    ),
    prematureBoardCard: c(
      'recalled-by-street',
      'FSPR 6.6.4-6.6.6',
      'Flop: back with its burn card, shuffled, burned and dealt again; turn: set aside, burn and turn the next, reshuffled after the turn betting; river: removed, shuffled back, the next card is the river.',
    ),
    timeCall: c(
      { minWaitSeconds: null, actSeconds: 60, countdownSeconds: 10, onExpiry: 'fold' },
      'FSPR 7.1.7 (note)',
      'One minute, then a 10-second countdown, then the cards are folded.',
    ),
  },

  deal: {
    misdealUntil: c(
      'first-voluntary-action',
      'FSPR 6.3.2-6.3.5',
      'Before the first betting round has started: the first voluntary decision after the deal.',
    ),
    misdealDeclaredBy: c(
      ['dealer', 'floor', 'director'],
      'FSPR 6.3',
      "The dealer, a competition judge or the chief judge; and the chief judge's delegate while his delegation stands (deal.misdealDelegation).",
    ),
    misdealDelegation: c(
      true,
      'FSPR 6.3',
      'The chief judge may authorise a person to declare misdeals; the delegation is on record (MisdealAuthorityDelegated) and may be withdrawn.',
    ),
    buttonShortCard: c(
      'wrong-card-count',
      'FSPR 6.3.5-6.3.8',
      'The button is a player like any other: a misdeal before the first betting round, a dead hand after.',
    ),
    faceUpCardInDeck: c('discarded', 'FSPR 6.4.5'),
    defectiveDeck: c(
      'deck-replaced',
      'FSPR 6.2.1, 6.2.3',
      'A deck with the wrong number of cards or mismatched backs is replaced; unlike a duplicate card (6.2.2) the hand in progress is not voided.',
    ),
    decks: c(
      {
        orderedBy: ['dealer', 'floor', 'director'],
        reasons: [
          'dealer-change',
          'level-change',
          'regulation',
          'damaged-card',
          'marked-card',
          'defective-deck',
        ],
        playerMayAskFor: [],
        newDeckCite: 'FSPR 6.4.9',
        reasonCites: {
          // 6.1.2: found while shuffling, a fresh deck; 6.1.3: face up in a hand, after the hand.
          'damaged-card': 'FSPR 6.1.1-6.1.3',
          'marked-card': 'FSPR 6.1.1-6.1.3',
          'defective-deck': 'FSPR 6.2.1-6.2.4',
        },
      },
      'FSPR 6.4.9',
      'Decks are changed when the dealer changes, when the level changes or as the competition Regulations provide, and for the defective cards and decks of 6.1-6.2; players may not request a change.',
    ),
  },

  prizePool: {
    ...base.prizePool,
    dealsAllowed: c(
      false,
      'FSPR 5.10.1',
      'The winner is only the player who won every chip: no agreement produces a result.',
    ),
    disqualifiedPrize: c(
      'ruling',
      'FSPR 7.2.2 (OQ-1)',
      "The fate of a disqualified player's chips awaits an official ruling.",
    ),
  },

  discipline: {
    authority: c(
      {
        warning: ['floor', 'director'],
        'missed-rounds': ['floor', 'director'],
        'disqualification-competition': ['director'],
        'disqualification-season': ['federation'],
      },
      'FSPR 7.2.1-7.2.3',
      'Dealers impose nothing; the chief judge may also warn and impose rounds (ASSUMPTION).',
    ),
    offenceCounting: c(
      { scope: 'competition', perClause: true, annulledCount: false },
      'FSPR 7.1.2-7.1.15 (OQ-2); DECISION-13',
    ),
    warningsBeforeDirectorSanction: c(
      null,
      'FSPR 7.1.2-7.1.15',
      'Escalation is per clause (penalty matrix).',
    ),
    missedRound: c('players-at-table-at-imposition-including-offender', 'FSPR 7.1.2 (note)'),
    whileServing: c('forced-bets-posted-cards-killed', 'FSPR 6.4.4; 7.1.2'),
    carriesAcrossTablesAndDays: c(
      true,
      'FSPR 7.1.2',
      'ASSUMPTION: counting continues at a new table.',
    ),
    chipPenaltiesAllowed: c(false, 'FSPR 7.2.1', 'Warnings and missed rounds only.'),
    chipOrSeatPass: base.discipline.chipOrSeatPass,
    directorPenaltiesFinal: c(false, 'FSPR 7.3.1'),
    rulingAppeal: c('protest-to-federation', 'FSPR 7.3.1'),
    seasonBanSeason: c(
      'season-of-decision',
      'FSPR 7.2.3 (OQ-15)',
      'Default: the season containing the decision.',
    ),
    protest: c(
      {
        filedBy: 'sanctioned-participant',
        against: 'any-official-sanction-or-ruling',
        onePerSanction: true,
        suspensive: false,
        through: 'director',
        deadline: 'before-competition-end',
        decidedBy: 'federation',
        decisionDays: 30,
        countFrom: 'day-after-receipt',
        lateDecision: 'accepted-flagged-late',
        deadlineRef: 'FSPR 7.3.2',
      },
      'FSPR 7.3.1-7.3.4; DECISION-14',
    ),
  },
};
