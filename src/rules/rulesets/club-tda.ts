/**
 * Gentlemen's Poker Club, Bucharest: house tournament rules derived from the Poker TDA
 * (/work/shared/domain/rules-club-tda.md). The source is silent on payouts, fees, ranking,
 * stacks, structures and late registration; those come from the FSNP ruleset (the club plays
 * under the Romanian federation) and each inherited parameter says so in its note.
 */
import { cited as c, type Ruleset } from '../types';
import { FSNP } from './fsnp';
import { inheritDefaults } from './inherit';

const base = inheritDefaults(FSNP, 'Club rules silent: FSNP default.');
const SUITS = ['s', 'h', 'd', 'c'] as const;

export const CLUB_TDA: Ruleset = {
  ...base,
  id: 'club-tda',
  name: c("Gentlemen's Poker Club Bucharest tournament rules (TDA-based)", 'Club Rule 1'),
  jurisdiction: c('Romania (Bucharest club, chips without cash value)', 'Club Rule 1'),
  venueTimeZone: c('Europe/Bucharest', 'Club Rule 1', 'ASSUMPTION: the club is in Bucharest.'),
  sourceDocument: c(
    "Regulament Turnee Gentlemen's Poker Club – București (75 rules, no Rule 66)",
    'Club Rule 1-75',
  ),
  citationKey: c('Club Rule', 'Club Rule 1', 'Cite as "Club Rule N".'),
  basedOn: c('fsnp', 'Club Rule 1', 'Subjects the house rules do not cover use the FSNP ruleset.'),
  citations: c(
    {
      // The club rules are silent on starting stacks: Rule 7 (random seating) starts play and
      // Rule 8 governs late registration, both recorded at the start.
      tournamentStarted: 'Club Rule 7-8',
      seatDraw: 'Club Rule 7',
      tableBreakOrder: 'Club Rule 10',
      finalTableFormed: 'Club Rule 1',
      tableBroken: 'Club Rule 10',
      // Rule 32: the blinds keep moving (dead button); Rule 72: the big-blind ante.
      handPlanned: 'Club Rule 32, 72',
      forcedBets: 'Club Rule 72',
      // Rule 30: an absent player's posted blinds and ante are lost.
      forcedBetsAbsent: 'Club Rule 30, 72',
      forcedBetsShort: null,
      // holeCardsDealt: the house rules have no article on the deal itself, so it cites none.
      // Rule 38: the board is dealt with one burn before each street.
      boardDealt: 'Club Rule 38',
      potsAwardedDeclared: 'Club Rule 21; DECISION-5',
      potsAwardedShowdown: 'Club Rule 13, 20-21; DECISION-5',
      // Rule 22: a hand can be disputed only until substantial action in the next hand.
      handCompleted: 'Club Rule 22',
      // A hand starts with the first shuffle (Rule 23); a live hand is dealt to a seated player
      // (Rule 30); a killed hand stays dead (Rule 30, 65).
      handInPlay: 'Club Rule 23',
      notDealtIn: 'Club Rule 30',
      absentSeat: 'Club Rule 30',
      deadHand: 'Club Rule 30, 65',
      // The club rules are silent on final standings: DECISION-4 (places by elimination, shared
      // places), not an article.
      tournamentCompleted: 'DECISION-4',
      // Rule 25: chips kept in plain view, sorted so they are easy to count.
      chipCounts: 'Club Rule 25',
      // No rule cancels a tournament: Rule 1 (the TD decides unusual cases, finally) is the nearest.
      cancellation: 'Club Rule 1',
      tournamentTerms: 'Club Rule 1',
      registrationWindow: 'Club Rule 8',
      alreadyRegistered: 'Club Rule 8',
      identityDocument: 'Club Rule 4',
      registrationForm: 'Club Rule 4',
      lateEntrySeat: 'Club Rule 8',
      collusion: 'Club Rule 69',
      hiddenChips: 'Club Rule 62',
      // Rule 28: the board cards that would have come in a finished hand are not revealed.
      boardAfterHand: 'Club Rule 28',
      // No rule on a player who leaves the tournament: the TD decides (Rule 1); his chips cannot
      // pass to another player (Rule 71).
      withdrawal: 'Club Rule 1, 71',
      // Rule 63: chips carried out of sight may be confiscated and leave play; Rule 64: found
      // chips whose owner cannot be determined are removed from the tournament.
      chipsRemovedFromPlay: { hidden: 'Club Rule 63', found: 'Club Rule 64' },
      prematureCard: { flop: 'Club Rule 74', turn: 'Club Rule 74', river: 'Club Rule 74' },
      // Rule 17: the floor gives a 5-second countdown, then declares the hand dead.
      refusedToShow: 'Club Rule 17',
      // Rule 7: the random seating that puts the tables in play.
      tablesInPlay: 'Club Rule 7',
      // Rule 23: a hand started is played to its end; the next starts with the next shuffle.
      handRunning: 'Club Rule 23',
      // No rule governs breaks: Rule 23 (levels run on the level clock) is the nearest.
      onBreak: 'Club Rule 23',
      buttonPlan: 'Club Rule 32-34',
      forcedBetsPosted: 'Club Rule 72',
      // Rule 25: chips in plain view, countable; a colour-up never changes a stack's value.
      chipTotal: 'Club Rule 25',
      actionHeld: 'Club Rule 53',
      alreadyHeld: 'Club Rule 53',
      autoFold: 'Club Rule 30, 65',
      showdownRecorded: 'Club Rule 13, 17',
      handReleased: 'Club Rule 14',
      award: {
        // Rules 16-17: the hands are shown once all betting is finished.
        notReached: 'Club Rule 16-17',
        potCount: 'Club Rule 21',
        winnerEligible: 'Club Rule 21',
        contradictsCards: 'Club Rule 12',
        winnerNotKnown: 'Club Rule 13',
        floorDecides: 'Club Rule 1',
      },
      // No rule stops the clock, changes the structure or sets breaks: Rule 1 (the TD decides) and
      // Rule 23 (levels run on the level clock) are the nearest.
      seating: {
        // No rule sets a minimum field: Rule 7 (random seating of the players) is the nearest.
        minimumField: 'Club Rule 7',
        seatTaken: 'Club Rule 7',
        // No rule draws the button: Rule 7 (the random seating) is the nearest.
        buttonTable: 'Club Rule 7',
        // Rule 8: stacks are put on the table for late registrants.
        reservedStacks: 'Club Rule 8',
      },
      // No rule has bounties: Rule 1 (the TD decides what the rules do not cover) is the nearest.
      noBounties: 'Club Rule 1',
      // Rule 24: removed denominations are exchanged at face value (ChipsColoredUp), then raced.
      colorUp: 'Club Rule 24',
      raceCount: 'Club Rule 24',
      clock: {
        breakStarted: 'Club Rule 23',
        pause: 'Club Rule 1',
        structureChange: 'Club Rule 1',
        levelPlayed: 'Club Rule 23',
        nothingToRecord: 'Club Rule 23',
      },
      // No rule kills a hand for deliberate delay: Rule 71 lists a dead hand among the sanctions.
      deadHandCauses: {
        'left-table': 'Club Rule 31',
        absent: 'Club Rule 30',
        'deliberate-delay': 'Club Rule 71',
        'cards-touched-muck': 'Club Rule 14',
        'all-in-showed-with-action-pending': 'Club Rule 68',
        'deliberate-exposure': 'Club Rule 68',
        'wrong-card-count': 'Club Rule 35, 38',
        'time-expired': 'Club Rule 29',
      },
      handRefusals: {
        NOT_YOUR_TURN: 'Club Rule 50, 53',
        RAISE_BELOW_MINIMUM: 'Club Rule 43',
        BETTING_NOT_REOPENED: 'Club Rule 47; DECISION-6',
      },
      irregularities: {
        own: {
          DUPLICATE_CARD: 'Club Rule 35',
          WRONG_CARD_COUNT: 'Club Rule 35, 38',
        },
        silent: 'Club Rule 1',
        borrowsFrom: [],
      },
    },
    'Club Rule 1',
    'The article each routine event cites.',
  ),

  game: {
    ...base.game,
    fixedLimit: {
      raiseCap: c(
        null,
        'Club Rule 48',
        'There is no cap on the number of raises and re-raises; the rule names no structure where one applies (its invariant forbids a cap in no-limit).',
      ),
      capLiftedHeadsUp: c(false, 'Club Rule 48', 'No cap, so none to lift.'),
    },
    stud: {
      bringInSuitOrder: c(
        'cdhs',
        'ASSUMPTION',
        "The club's rules have no stud article: the lowest suit brings in, by the reverse of the suit ranking of Club Rule 24 [standard] (spades, hearts, diamonds, clubs), so clubs lowest.",
      ),
      openPairBigBet: c(
        false,
        'ASSUMPTION',
        'No club rule gives the open-pair option; fourth street is bet the small bet, as in the PHH reference engine.',
      ),
    },
    anteFormat: c('big-blind-ante', 'Club Rule 72'),
    oddChip: c('first-winner-left-of-button', 'Club Rule 20; DECISION-5'),
    headsUpButton: c('no-big-blind-twice', 'Club Rule 34; DECISION-9'),
    underRaise: {
      completeAtLeast: c(
        { num: 1, den: 2 },
        'Club Rule 43, 45 (open 3); DECISION-6',
        'Exactly 50 % is a raise.',
      ),
      base: c('last-full-increment', 'Club Rule 43 (open 2); DECISION-6'),
      shortAllInReopens: c(
        false,
        'Club Rule 47; DECISION-6',
        'Cumulative short all-ins reaching a full raise do reopen (open 4).',
      ),
      cumulativeShortAllInsReopen: c(true, 'Club Rule 47 (open 4) [TDA]'),
    },
    minimumBet: c(
      'big-blind',
      'Club Rule 56 [TDA]',
      'Conventions D: the minimum bet is the big blind.',
    ),
    betCorrection: {
      shortBetCallers: c(
        'topped-up',
        'Club Rule 52',
        'A short bet acted on before the mistake was noticed: everyone who called it is brought up to the correct amount; one who cannot is all in.',
      ),
      announcedCount: c(
        'correct-amount',
        'Club Rule 49',
        'A caller told a wrong amount must still put in the full correct amount.',
      ),
    },
    actReading: {
      everyChipNeeded: c(true, 'Club Rule 45'),
      singleChip: c('call-facing-a-bet', 'Club Rule 41, 44'),
      declaredRaiseShort: c(
        'complete-minimum',
        'Club Rule 44, 55 [TDA]',
        '"Raise" obliges a minimum raise (Rule 55B by analogy).',
      ),
      undercall: c('complete-or-fold-by-ruling', 'Club Rule 51'),
      callWithNoBet: c('check', 'Club Rule 55'),
      checkFacingBet: c('call-or-fold', 'Club Rule 55'),
      wordAndChips: c('first-binds', 'Club Rule 40'),
      prematureCall: c('bound-to-amount', 'Club Rule 59'),
      outOfTurnPenalty: c(
        'Rule 53',
        'Club Rule 53',
        'Every action out of turn is penalised, a warning at least.',
      ),
    },
    fourCardFlop: c('random-card-becomes-burn', 'Club Rule 39'),
    prematureBoardCard: c(
      'reshuffled-burn-kept',
      'Club Rule 74',
      'The burn card stays; the premature card(s) go back into the stub, which is shuffled; the new card is dealt without another burn.',
    ),
    disputeWindow: c('substantial-action-next-hand', 'Club Rule 22, 36'),
    showdown: {
      tabledHandKilled: c(
        'hand-stands',
        'Club Rule 65',
        'Any hand that is 100 % identifiable can win the pot; a tabled hand is.',
      ),
      order: c(
        'last-aggressor-of-final-round',
        'Club Rule 17',
        'The last river bettor or raiser; with no river bet the first live hand left of the button.',
      ),
      partialShow: c(
        'hand-ineligible',
        'Club Rule 15, 19',
        'A partly shown hand is not a valid hand and is ineligible for every pot.',
      ),
      requestToSee: c('players-still-holding-cards', 'Club Rule 18'),
    },
    timeCall: c(
      { minWaitSeconds: null, actSeconds: 25, countdownSeconds: 5, onExpiry: 'check-or-dead' },
      'Club Rule 29',
      'Facing a bet the hand is dead; facing none the player is deemed to check.',
    ),
    exposure: {
      deliberate: c(
        'hand-dead',
        'Club Rule 68',
        'Exposing cards with action pending may be penalised up to a dead hand (the club, unlike the TDA, allows it).',
      ),
      accidental: c(
        'only-call',
        'Club Rule 1',
        'The club rules are silent on an accidental exposure: the floor rules (Rule 1); he may only call or fold.',
      ),
    },
    headsUpExposure: c(
      null,
      'Club Rule 68',
      'No heads-up option: the exposer may be penalised up to a dead hand.',
    ),
    outOfTurn: {
      foldBinds: c(true, 'Club Rule 53, 58', 'An out-of-turn fold is always binding.'),
      verbalFollowsSkipped: c(null, 'Club Rule 53', 'Unchanged, the action binds as made.'),
      unchangedRaiseOverBet: c('as-made', 'Club Rule 53', 'Unchanged, the action binds as made.'),
      checkBarsRaise: c(false, 'Club Rule 53'),
      callBarsRaise: c(false, 'Club Rule 53'),
      changedRaiseOverBet: c(
        'options-restored',
        'Club Rule 53',
        'Changed: he may reconsider with every option open; chips pushed go back.',
      ),
      changedBet: c('options-restored', 'Club Rule 53'),
      changedOther: c('options-restored', 'Club Rule 53'),
    },
  },

  deal: {
    misdealUntil: c(
      'substantial-action',
      'Club Rule 35, 36',
      'Two consecutive actions that both put chips in, or any three actions; blinds do not count.',
    ),
    misdealDeclaredBy: c(
      ['floor', 'director'],
      'Club Rule 1, 35',
      'ASSUMPTION: the dealer calls the floor, who declares the misdeal (Rule 1).',
    ),
    misdealDelegation: c(
      false,
      'Club Rule 1, 35',
      'The floor declares the misdeal; the rules name no delegate.',
    ),
    buttonShortCard: c(
      'missing-card-dealt',
      'Club Rule 37',
      'He says so at once and gets the next card from the stub, even after substantial action; if he acts first, his hand is dead and his chips stay in the pot.',
    ),
    faceUpCardInDeck: c(
      'discarded',
      'Club Rule 1',
      'The club rules are silent on a card found face up in the deck: the floor rules (Rule 1); it is removed as if it did not exist.',
    ),
    defectiveDeck: c(
      'hand-void',
      'Club Rule 35',
      'If the deck itself is wrong (fouled), the hand is stopped and all chips are returned, whatever substantial action has occurred.',
    ),
    decks: c(
      {
        orderedBy: ['dealer', 'floor', 'director', 'house'],
        reasons: [
          'possible-problem',
          'official-decision',
          'house-discretion',
          'dealer-change',
          'level-change',
          'damaged-card',
          'marked-card',
          'defective-deck',
        ],
        playerMayAskFor: [],
        newDeckCite: null,
        reasonCites: {},
      },
      'Club Rule 26',
      "At the house's discretion, at the dealer's request when he sees a possible problem, or by the floor's or TD's decision; a player cannot demand a deck change, he may only alert the floor.",
    ),
  },

  seating: {
    ...base.seating,
    seatDraw: c('random-recorded', 'Club Rule 7, 10'),
    specialNeedsException: c(true, 'Club Rule 9'),
    buttonDraw: c(
      'highest-card-rank-then-suit',
      'Club Rule 24 [TDA]',
      'ASSUMPTION: standard TDA high-card draw with suit order.',
    ),
    suitOrder: c(SUITS, 'Club Rule 24 [standard]; DECISION-8'),
  },

  registration: {
    ...base.registration,
    lateStack: c('full', 'Club Rule 8'),
    startingStackFixedByType: c(
      false,
      'Club Rule 8',
      'The club rules fix no starting stack: the club configures it per tournament ("the configured starting stack").',
    ),
  },

  chipRace: {
    raceChips: c(
      'down',
      'Club Rule 24C (open 6)',
      'Value below one chip is removed without compensation; contradicts the DECISION-8 default.',
    ),
    maxChipsPerPlayer: c(1, 'Club Rule 24'),
    dealFrom: c('seat-1-clockwise', 'Club Rule 24'),
    suitOrder: c(SUITS, 'Club Rule 24 [standard]; DECISION-8'),
    protectionChip: c('smallest-denomination-in-play', 'Club Rule 24'),
    protectionWhen: c('left-with-no-chips', 'Club Rule 24'),
    protectionChipIsExtra: c(true, 'Club Rule 24 [TDA]', 'The chip is newly added to play.'),
    onlyBetweenLevels: c(true, 'Club Rule 24', 'A scheduled chip race.'),
    leftoverAfterRace: c(
      'exchange-then-remove',
      'Club Rule 24',
      'Removed-denomination chips still held are exchanged at face value; what makes no chip is removed without compensation.',
    ),
  },

  tables: {
    ...base.tables,
    balanceWhenShortBy: c(3, 'Club Rule 11 (open 1) [TDA]'),
    balanceReference: c('fullest-table', 'Club Rule 11 [TDA]'),
    haltNonFinalTableAtPlayers: c(
      2,
      'Club Rule 11 (open 1)',
      '"Fewer than 3 players" while more than one table is in play.',
    ),
    movedPlayer: c('next-big-blind-to-worst-position', 'Club Rule 11'),
    breakOrder: c(
      'announced-in-advance',
      'Club Rule 10',
      'Published when late registration closes.',
    ),
    // Open question 13: the club text is silent on simultaneous eliminations; DECISION-4 applies
    // and the TD may rule otherwise (Club Rules 1, 75).
    sameHandDifferentTables: c('share-places', 'Club Rule 75 (open 13); DECISION-4'),
    placeByElimination: c(
      'players-left-plus-one',
      'Club Rule 75 (open 13); DECISION-4',
      'The house rules do not order eliminations; placed by elimination as DECISION-4 assumes.',
    ),
    sameHandSameTable: c('bigger-start-stack-better-place', 'Club Rule 75 (open 13); DECISION-4'),
    equalStartStacks: c('share-places', 'Club Rule 75 (open 13); DECISION-4'),
  },

  clock: {
    ...base.clock,
    // The house rules name their own article for levels; a club refusal never cites FSNP.
    levelStructure: c(
      'numbered-rising-blinds',
      'Club Rule 23',
      'The house rules publish no structure; Rule 23 moves play to new blinds level by level. ASSUMPTION: blinds never fall and the ante is at most the big blind.',
    ),
    newLevelFrom: c('next-hand', 'Club Rule 23'),
    // Not FSNP Art. 65's orbit: under the house rules the clock alone ends a level.
    atLeastOneOrbitPerLevel: c(
      false,
      'Club Rule 23',
      'A new level starts when the level clock reaches zero; no orbit is required.',
    ),
  },

  // Rules 8 and 27: a rebuy is announced before the next hand, which he then plays with it. The
  // house rules do not say whether an announcement binds: FSNP's default (it does not) stays,
  // cited by the rules that govern the announcement here.
  reEntry: {
    ...base.reEntry,
    mustAnnounceBeforeNextHand: c(true, 'Club Rule 8, 27'),
    onlyBetweenHands: c(true, 'Club Rule 8, 27', 'Announced before a hand, it plays in that hand.'),
    announcingIsBinding: c(
      false,
      'Club Rule 8, 27',
      'Club rules silent on whether the announcement binds: FSNP default (not binding).',
    ),
  },

  // The house rules are silent on play over several days: DECISION-15 settles it (the values
  // are FSNP's; the citation names the decision, not a foreign article).
  multiDay: {
    ...base.multiDay,
    resume: c(
      'interrupted-level-remaining-time',
      'DECISION-15',
      'Club rules silent: day 2 resumes the interrupted level with its remaining time.',
    ),
    bagPerDenomination: c(
      true,
      'DECISION-15',
      'Club rules silent: bagged counts per denomination, matched by the day-2 stacks.',
    ),
  },

  prizePool: {
    ...base.prizePool,
    disqualifiedPrize: c(
      'forfeited-stays-in-pool',
      'Club Rule 71',
      'No prize; his buy-in stays in the pool. ASSUMPTION (open 12): no ruling is needed, and the table pays the pool to the players not disqualified, closed up over his place.',
    ),
  },

  discipline: {
    authority: c(
      {
        warning: ['floor', 'director'],
        'missed-hands': ['floor', 'director'],
        'missed-rounds': ['floor', 'director'],
        'dead-hand': ['floor', 'director'],
        removal: ['floor', 'director'],
        'disqualification-competition': ['floor', 'director'],
        'exclusion-organizer': ['director'],
      },
      'Club Rule 1, 71',
      "Floor or TD at their sole discretion; exclusion from all events is the organizer's (TD).",
    ),
    offenceCounting: c(
      { scope: 'competition', perClause: true, annulledCount: false },
      'Club Rule 70; DECISION-13',
    ),
    warningsBeforeDirectorSanction: c(
      null,
      'Club Rule 71',
      'Sanctions need not escalate in order; a first offence may disqualify.',
    ),
    missedRound: c('players-at-table-at-imposition-including-offender', 'Club Rule 71'),
    whileServing: c('forced-bets-posted-cards-killed', 'Club Rule 71'),
    carriesAcrossTablesAndDays: c(true, 'Club Rule 71', '8 given, 3 served: 5 at the restart.'),
    chipPenaltiesAllowed: c(false, 'Club Rule 71', 'The list of sanctions has no chip penalty.'),
    chipOrSeatPass: c(
      { chips: 'returned-to-giver', seat: 'stays-with-player' },
      'Club Rule 7, 71',
      'Seats are not transferable (Rule 7); moving chips between players may be sanctioned up to disqualification (Rule 71), a separate ruling.',
    ),
    directorPenaltiesFinal: c(true, 'Club Rule 1'),
    rulingAppeal: c('none', 'Club Rule 1', "The TD's decision is final."),
    seasonBanSeason: c(null, 'Club Rule 71', "Exclusion from the organizer's events instead."),
    protest: c(null, 'Club Rule 1', "The TD's decision is final."),
  },
};
