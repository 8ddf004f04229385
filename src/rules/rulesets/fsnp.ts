/**
 * FSNP (Romania): technical regulation for sports poker competitions
 * (/work/shared/domain/rules-ro-federation.md). Where the text is silent, the DECISION-n
 * default or a marked ASSUMPTION fills the gap.
 */
import { cited as c, type Ruleset } from '../types';

const SUITS_LNSE = ['s', 'h', 'd', 'c'] as const;

export const FSNP: Ruleset = {
  id: 'fsnp',
  name: c('FSNP technical regulation for sports poker competitions', 'FSNP Art. 1'),
  jurisdiction: c('Romania', 'FSNP Art. 1; Sports Law 69/2000'),
  venueTimeZone: c(
    'Europe/Bucharest',
    'FSNP Art. 1',
    'ASSUMPTION: Romania keeps one time zone; a tournament may set its own.',
  ),
  sourceDocument: c(
    'Regulament tehnic de organizare și desfășurare concursuri și antrenamente sportive de poker (FSNP, 19 pages)',
    'FSNP Art. 157',
  ),
  citationKey: c('FSNP Art.', 'FSNP Art. 157', 'Cite as "FSNP Art. N".'),
  basedOn: c(null, 'FSNP Art. 1'),
  citations: c(
    {
      tournamentStarted: 'FSNP Art. 134',
      seatDraw: 'FSNP Art. 33, 133',
      tableBreakOrder: 'FSNP Art. 81',
      finalTableFormed: 'FSNP Art. 47',
      tableBroken: 'FSNP Art. 81-82',
      // Art. 8: the button designated at the start, one position clockwise after every hand.
      handPlanned: 'FSNP Art. 8, 45, 52',
      // Art. 9: the small blind, then the big blind, each the level's amount or the whole stack.
      forcedBets: 'FSNP Art. 9, 52-53, 56',
      forcedBetsAbsent: 'FSNP Art. 52-53, 56, 59',
      forcedBetsShort: null,
      holeCardsDealt: 'FSNP Art. 10',
      boardDealt: 'FSNP Art. 11-13',
      potsAwardedDeclared: 'FSNP Art. 77-78; DECISION-5',
      potsAwardedShowdown: 'FSNP Art. 76-78, 112-113; DECISION-5',
      handCompleted: 'FSNP Art. 113',
      handInPlay: 'FSNP Art. 45',
      notDealtIn: 'FSNP Art. 104',
      absentSeat: 'FSNP Art. 59',
      deadHand: 'FSNP Art. 104',
      tournamentCompleted: 'FSNP Art. 132',
      // No article has the staff count the stacks: Art. 35 (only issued chips play) and Art. 36
      // (chip counts) are the nearest.
      chipCounts: 'FSNP Art. 35-36',
      // No article cancels a competition: Art. 3 (the officials see that it runs under this
      // regulation) is the nearest.
      cancellation: 'FSNP Art. 3',
      tournamentTerms: 'FSNP Art. 137',
      registrationWindow: 'FSNP Art. 3',
      alreadyRegistered: 'FSNP Art. 31',
      identityDocument: 'FSNP Art. 29',
      registrationForm: 'FSNP Art. 29',
      lateEntrySeat: 'FSNP Art. 139.3(b)',
      collusion: 'FSNP Art. 22',
      hiddenChips: 'FSNP Art. 92',
      // Art. 102: once the action has ended with a winner known, the remaining cards are not shown.
      boardAfterHand: 'FSNP Art. 102',
      // Art. 38: a player who wants to leave the competition may not give away his chips or seat.
      withdrawal: 'FSNP Art. 38',
      // Art. 35: only the chips issued play, and no command but the colour-up, race and Art.
      // 135(b) removals takes chips out: no confiscation of hidden chips, no found-chips removal.
      chipsRemovedFromPlay: { hidden: null, found: null },
      // No article deals with a premature board card: Art. 123 sends cards the arbiter exposes
      // while dealing to the separate refereeing regulation, which is not in the catalog.
      prematureCard: { flop: 'FSNP Art. 123', turn: 'FSNP Art. 123', river: 'FSNP Art. 123' },
      refusedToShow: 'FSNP Art. 114',
      tablesInPlay: 'FSNP Art. 33',
      handRunning: 'FSNP Art. 61',
      onBreak: 'FSNP Art. 60, 136',
      buttonPlan: 'FSNP Art. 45-58',
      forcedBetsPosted: 'FSNP Art. 52-53',
      chipTotal: 'FSNP Art. 35',
      actionHeld: 'FSNP Art. 96, 99-100; TDA Rule 53',
      alreadyHeld: 'FSNP Art. 99-100',
      autoFold: 'FSNP Art. 59, 101',
      showdownRecorded: 'FSNP Art. 110-113',
      // Art. 104(a): the floor arbiter may declare live a hand technically mucked, if identifiable.
      handReleased: 'FSNP Art. 104(a)',
      award: {
        notReached: 'FSNP Art. 110, 116',
        potCount: 'FSNP Art. 76-77',
        winnerEligible: 'FSNP Art. 77',
        contradictsCards: 'FSNP Art. 14-16, 112',
        winnerNotKnown: 'FSNP Art. 110-112',
        // Art. 3: the TD and the arbiters see that the game runs under this regulation.
        floorDecides: 'FSNP Art. 3',
      },
      seating: {
        minimumField: 'FSNP Art. 131',
        seatTaken: 'FSNP Art. 33(a)',
        buttonTable: 'FSNP Art. 46',
        reservedStacks: 'FSNP Art. 135',
      },
      noBounties: 'FSNP Art. 141',
      colorUp: 'FSNP Art. 39',
      raceCount: 'FSNP Art. 35, 40',
      clock: {
        breakStarted: 'FSNP Art. 136',
        pause: 'FSNP Art. 62',
        structureChange: 'FSNP Art. 67',
        levelPlayed: 'FSNP Art. 61, 67',
        nothingToRecord: 'FSNP Art. 60',
      },
      // Art. 70: a player not seated at the deal cannot play the hand; Art. 95: a wrong card count
      // after substantial action is no misdeal (the irregularity's own article, above).
      deadHandCauses: { absent: 'FSNP Art. 70', 'wrong-card-count': 'FSNP Art. 95' },
      handRefusals: {},
      irregularities: {
        own: {
          WRONG_CARD_COUNT: 'FSNP Art. 95',
          DECK_WRONG_COUNT: 'FSNP Art. 74',
          MISMATCHED_BACKS: 'FSNP Art. 74',
        },
        silent: 'FSNP Art. 3',
        borrowsFrom: [],
      },
    },
    'FSNP Art. 157',
    'The article each routine event cites.',
  ),

  money: {
    currency: c(
      'RON',
      'FSNP Art. 30',
      'ASSUMPTION: Romanian clubs take fees in lei; the club may configure another currency.',
    ),
    minorUnitsPerMajor: c(100, 'FSNP Art. 30; DECISION-2', 'Money is integer minor units (bani).'),
  },

  game: {
    variant: c('texas-holdem', 'FSNP Art. 6-16'),
    bettingStructure: c(
      'no-limit',
      'FSNP Art. 85-90',
      'Art. 86 covers a limited-stake (pot-limit) variant a tournament may choose.',
    ),
    fixedLimit: {
      raiseCap: c(
        4,
        'ASSUMPTION',
        'FSNP has no fixed-limit game (Art. 85-90 bet no-limit, Art. 86 pot-limit), so no article caps the raises: a bet and three raises per betting round, as the PHH reference engine (pokerkit) plays FT, so that an exported hand replays there.',
      ),
      capLiftedHeadsUp: c(
        false,
        'ASSUMPTION',
        'No FSNP article lifts the cap; it holds with two players left, as in the PHH reference engine.',
      ),
    },
    stud: {
      bringInSuitOrder: c(
        'cdhs',
        'ASSUMPTION',
        'FSNP has no stud game, so no article breaks a tie between the lowest up cards: by suit, clubs lowest, then diamonds, hearts, spades (the reverse of the ranking this ruleset uses for suit ties, seating.suitOrder: DECISION-8; LNSE 123/13 II.21), as the PHH reference engine plays F7S.',
      ),
      openPairBigBet: c(
        false,
        'ASSUMPTION',
        'No FSNP article gives the open-pair option; fourth street is bet the small bet, as in the PHH reference engine, so that an exported hand replays there.',
      ),
    },
    minimumBet: c('big-blind', 'FSNP Art. 89(c)'),
    betCorrection: {
      shortBetCallers: c(
        'call-or-fold',
        'FSNP Art. 88, 90',
        'A short bet is made up (Art. 88); ASSUMPTION: those who called the short amount owe the difference and, as after a short all-in (Art. 90), may call or fold only.',
      ),
      announcedCount: c(
        'announced-amount',
        'FSNP Art. 93',
        'A wrong count given to the caller: the amount announced counts when the real one is larger (b); when it is smaller, the chips actually put in (a).',
      ),
    },
    anteFormat: c('every-player', 'FSNP Art. 56'),
    oddChip: c('first-winner-left-of-button', 'FSNP Art. 78; DECISION-5'),
    headsUpButton: c(
      'no-big-blind-twice',
      'FSNP Art. 58; DECISION-9',
      'Art. 58 prevails over Art. 49-50.',
    ),
    misplacedButton: c(
      'restore-blind-order',
      'FSNP Art. 51, 58',
      'Found before substantial action (Art. 95) the hand is cancelled and dealt again (Art. 58).',
    ),
    underRaise: {
      completeAtLeast: c({ num: 1, den: 2 }, 'FSNP Art. 87; DECISION-6'),
      base: c(
        'last-full-increment',
        'DECISION-6',
        'FSNP Art. 87 literally measures against the earlier bet (gap 7).',
      ),
      shortAllInReopens: c(false, 'FSNP Art. 90; DECISION-6'),
      cumulativeShortAllInsReopen: c(
        true,
        'DECISION-6 [TDA]',
        'FSNP Art. 90 is silent on several short all-ins; together they reopen once they reach a full raise.',
      ),
    },
    timeCall: c(
      { minWaitSeconds: 120, actSeconds: 60, countdownSeconds: 0, onExpiry: 'dead-hand' },
      'FSNP Art. 103',
      'Time may be called after at least two minutes; one minute to act, then the hand is dead.',
    ),
    straddle: c(
      'training-only',
      'FSNP Art. 149',
      'ASSUMPTION: the straddle sits in the training section.',
    ),
    actReading: {
      everyChipNeeded: c(true, 'FSNP Art. 106'),
      singleChip: c('call-facing-a-bet', 'FSNP Art. 97-98, 107-108'),
      declaredRaiseShort: c('fifty-percent', 'FSNP Art. 87'),
      undercall: c(
        'complete',
        'FSNP Art. 88',
        'ASSUMPTION: chips short of the call are made up like a short bet; they are not taken back.',
      ),
      callWithNoBet: c(
        'check',
        'FSNP Art. 94',
        'ASSUMPTION: the word binds him to the action in front of him; with no bet that is a check.',
      ),
      checkFacingBet: c(
        'call-or-fold',
        'FSNP Art. 94',
        'ASSUMPTION: the word binds him; facing a bet he keeps only call or fold.',
      ),
      wordAndChips: c('word-binds', 'FSNP Art. 89(a), 94'),
      prematureCall: c(
        'out-of-turn',
        'FSNP Art. 96',
        'A call said before the bet is complete is a verbal action out of turn.',
      ),
      outOfTurnPenalty: c(
        null,
        'FSNP Art. 96',
        'Only a player who deliberately speaks out of turn is penalised.',
      ),
    },
    fourCardFlop: c(
      'flop-redealt',
      'FSNP Art. 123',
      'ASSUMPTION: the separate refereeing regulation Art. 123 refers to redeals the flop, as FSPR 6.6.3 does.',
    ),
    prematureBoardCard: c(
      'recalled-by-street',
      'FSNP Art. 123',
      'ASSUMPTION: the separate refereeing regulation Art. 123 refers to corrects a premature card as FSPR 6.6.4-6.6.6 do.',
    ),
    disputeWindow: c(
      null,
      'FSNP Art. 3',
      'ASSUMPTION: the regulation sets no time bar; the officials rule on a dispute.',
    ),
    showdown: {
      tabledHandKilled: c(
        'hand-stands',
        'FSNP Art. 111, 116',
        'ASSUMPTION: a tabled hand (Art. 111) is clearly identifiable, so the floor recovers it as an accidental muck (Art. 116).',
      ),
      order: c(
        'last-aggressor-of-hand',
        'FSNP Art. 110',
        'The last aggressive action in whichever round of the hand.',
      ),
      partialShow: c(
        'not-yet-tabled',
        'FSNP Art. 111-112',
        'Flashed cards cannot win until all are tabled; he may still table them or give up the hand.',
      ),
      requestToSee: c('players-still-holding-cards', 'FSNP Art. 115'),
    },
    exposure: {
      deliberate: c('hand-dead', 'FSNP Art. 119'),
      accidental: c('only-call', 'FSNP Art. 120'),
    },
    headsUpExposure: c(
      null,
      'FSNP Art. 119',
      'A deliberate exposure with action pending kills the hand, heads-up too.',
    ),
    outOfTurn: {
      foldBinds: c(
        true,
        'FSNP Art. 96',
        'ASSUMPTION: Art. 96-100 give no way back for a fold; it stands (as TDA Rule 53).',
      ),
      verbalFollowsSkipped: c(
        {
          afterCheck: 'FSNP Art. 96(a)',
          afterCall: 'FSNP Art. 96(b)',
          afterFold: 'FSNP Art. 96(c)',
        },
        'FSNP Art. 96(a)-(c)',
      ),
      unchangedRaiseOverBet: c('reduced-to-call', 'FSNP Art. 100(a)'),
      checkBarsRaise: c(
        false,
        'FSNP Art. 96(a)-(c)',
        'Only the verbal bettor follows the skipped player.',
      ),
      callBarsRaise: c(
        false,
        'FSNP Art. 96(a)-(c)',
        'Only the verbal bettor follows the skipped player.',
      ),
      changedRaiseOverBet: c(
        'call-or-fold',
        'FSNP Art. 100(b)',
        'A fold leaves in the pot the bet he faced before acting out of turn.',
      ),
      changedBet: c('must-call', 'FSNP Art. 99'),
      changedOther: c('options-restored', 'FSNP Art. 96(d)'),
    },
  },

  deal: {
    misdealUntil: c(
      'big-blind-acted',
      'FSNP Art. 95',
      'An error found before the big blind acts voids the hand; after that the floor arbiter rules.',
    ),
    misdealDeclaredBy: c(
      ['dealer', 'floor', 'director'],
      'FSNP Art. 95',
      'ASSUMPTION: the dealer or an arbiter declares it before the big blind acts.',
    ),
    misdealDelegation: c(
      false,
      'FSNP Art. 95',
      'ASSUMPTION: the dealer or an arbiter declares it; no delegate is named.',
    ),
    buttonShortCard: c(
      'wrong-card-count',
      'FSNP Art. 95',
      'ASSUMPTION: no article gives the button a missing card; a wrong number of cards found before the big blind acts voids the hand, after it the hand is dead.',
    ),
    faceUpCardInDeck: c(
      'discarded',
      'FSNP Art. 73',
      'Removed and treated as if it did not exist, once there has been substantial action.',
    ),
    defectiveDeck: c(
      'deck-replaced',
      'FSNP Art. 74',
      "A defective deck is the arbiter's error and the TD rules fairly to all. ASSUMPTION: the deck is replaced and the hand goes on; a duplicate card voids it (DUPLICATE_CARD).",
    ),
    decks: c(
      {
        orderedBy: ['dealer', 'floor', 'director'],
        reasons: [
          'dealer-change',
          'level-change',
          'damaged-card',
          'marked-card',
          'defective-deck',
          'card-exposed-off-table',
          'official-decision',
        ],
        playerMayAskFor: ['damaged-card', 'marked-card'],
        newDeckCite: 'FSNP Art. 68',
        reasonCites: {
          'defective-deck': 'FSNP Art. 74',
          'card-exposed-off-table': 'FSNP Art. 122',
        },
      },
      'FSNP Art. 69',
      'Decks are changed when the table arbiter asks or the TD decides (the floor arbiter too for a card exposed away from the table, Art. 122); a player may demand a new deck only for a damaged or distinctively marked card.',
    ),
  },

  seating: {
    playersPerTable: c(
      { min: 7, max: 10 },
      'FSNP Art. 33, 133',
      'Training and single-table events are exceptions (Art. 133, 140).',
    ),
    seatDraw: c('random-recorded', 'FSNP Art. 33, 80(c), 81'),
    specialNeedsException: c(true, 'FSNP Art. 33(b)'),
    startTablesDifferByAtMost: c(
      1,
      'FSNP Art. 5, 133',
      'ASSUMPTION: "balanced" tables differ by at most one player at the start.',
    ),
    buttonDraw: c(
      'first-ace-else-highest-rank',
      'FSNP Art. 46(a)',
      'Suits are ignored for the button draw.',
    ),
    suitOrder: c(
      SUITS_LNSE,
      'DECISION-8; LNSE 123/13 II.21',
      'FSNP gives no suit order; used for chip-race ties only.',
    ),
  },

  registration: {
    lateRegistrationEndsAfterLevel: c(8, 'FSNP Art. 135, 139.3(b), 142(e)'),
    startingStackFixedByType: c(
      true,
      'FSNP Art. 43, 139-142',
      'Each type gives every player its own starting set (FZ 15,000, SC and KO 6,000, R+A, 50-50, ST, HU and qualifier 2,500); another stack is refused at creation.',
    ),
    lateStack: c('full', 'FSNP Art. 135, 139.3(b)', 'Late entrants receive the full starting set.'),
    emptySeatStacksRemovedAfterLevel: c(8, 'FSNP Art. 135(b)'),
    playerCap: c(
      'seats-available',
      'FSNP Art. 139.3(b)',
      'Late registration only while seats are free.',
    ),
    maxRegistrationsPerPlayer: c(
      null,
      'FSNP Art. 139',
      'Re-entry limits are set per tournament type (see tournament-types.ts).',
    ),
    capCountsFirstEntry: c(
      false,
      'FSNP Art. 139.2(a)',
      'Limits count re-entries after the first entry ("re-enter once").',
    ),
    reEntriesCountAsParticipantsForPayout: c(
      false,
      'FSNP Art. 131 (gap 14)',
      'ASSUMPTION: "participants" are unique players, as N in DECISION-1.',
    ),
    minimumAge: c(
      null,
      'FSNP Art. 138',
      'No age limit stated; juniors play their own competitions.',
    ),
    identityRequired: c(true, 'FSNP Art. 29'),
    federationMembershipRequired: c(
      true,
      'FSNP Art. 29',
      'Entry needs the club membership card issued on the identity document; a card cancelled under Art. 2 does not count.',
    ),
    seasonDisqualificationRefusesEntry: c(
      true,
      'FSPR 7.2.3',
      'ASSUMPTION: every federation-sanctioned tournament is an official or rating competition, so a season ban refuses entry.',
    ),
    juniorsRefusedFromOpenEvents: c(
      true,
      'FSNP Art. 138',
      'ASSUMPTION: juniors play junior competitions; no age limit is defined.',
    ),
    noShowRegistrant: c(
      'no-refund-no-place',
      'FSNP Art. 34, 135 (gap 15)',
      'ASSUMPTION: a registrant who never arrives gets no refund and no place.',
    ),
    exclusionRegisterChecked: c(
      false,
      'FSNP Art. 2, 29',
      'Entry is checked against the federation member registry, not a gaming exclusion register.',
    ),
    barredEmployers: c(null, 'FSNP Art. 29', 'No staff exclusion stated.'),
    ageReferenceDate: c(
      'scheduled-start-local-day',
      'FSNP Art. 138',
      'No age limit stated; the first day of the tournament is the reference.',
    ),
    reserveStacksByDirector: c(
      false,
      'FSNP Art. 135',
      'Starting sets for late players are placed at the start, by the tournament type.',
    ),
    absentStackRemovedAfterDayLevel: c(
      null,
      'FSNP Art. 34, 135 (gap 15)',
      'No removal of an absent player’s stack is stated; his stack is blinded.',
    ),
    reservationNeedsFullPayment: c(
      true,
      'FSNP Art. 30',
      'Entry requires payment of the organisation and competition fees.',
    ),
    purchaseVoucher: c(null, 'FSNP Art. 30', 'No voucher stated: the buy-in line is the record.'),
    imageRightsAssignedOnRegistration: c(
      false,
      'FSNP Art. 29',
      'No assignment of image rights is stated.',
    ),
    controlCard: c(null, 'FSNP Art. 30', 'No control card or coupons stated.'),
  },

  reEntry: {
    threshold: c(
      { ratio: { num: 1, den: 2 }, strict: true },
      'FSNP Art. 32; DECISION-7',
      'Exactly half is not eligible.',
    ),
    onlyBetweenHands: c(true, 'FSNP Art. 32; DECISION-7'),
    bustedInPreviousHandEligible: c(true, 'FSNP Art. 32; DECISION-7'),
    mustAnnounceBeforeNextHand: c(true, 'FSNP Art. 31(a)'),
    announcingIsBinding: c(
      false,
      'FSNP Art. 31',
      'FSNP does not make the announcement binding (contrast LNSE 123/13 I.51).',
    ),
    requiresElimination: c(
      false,
      'FSNP Art. 32',
      'Below half the starting stack is enough; the tournament type may require busting (Art. 139.2).',
    ),
    paysFeesAgain: c(
      true,
      'FSNP Art. 30, 139.2(a)',
      'ASSUMPTION: going through registration again includes the Art. 30 fees.',
    ),
    paidDuringHand: c('refused', 'FSNP Art. 32; DECISION-7', 'Between hands only.'),
  },

  addOn: {
    atBreakAfterLevel: c(8, 'FSNP Art. 139.3(d)'),
    startingStackMultiple: c(2, 'FSNP Art. 139.3(c)-(d)', '2,500 start, 5,000 add-on.'),
    maxPerPlayer: c(1, 'FSNP Art. 139.3(d) (gap 17)', 'ASSUMPTION: one add-on per player.'),
    stackCondition: c(null, 'FSNP Art. 139.3(d)', 'Every player may take it, whatever his stack.'),
    bustedOnLastHandMayTake: c(
      true,
      'FSNP Art. 31(a), 139.3(d) (gap 17)',
      'ASSUMPTION: the break comes before any new hand, so Art. 31(a) has not closed his rights (as LNSE 123/13 I.56).',
    ),
    combinedWithRebuy: c(
      false,
      'FSNP Art. 139.3(a), (d)',
      'Re-entries and top-ups end with level 8; the add-on in the break after it is bought on its own.',
    ),
  },

  topUp: {
    threshold: c({ ratio: { num: 1, den: 2 }, strict: true }, 'FSNP Art. 139.3(e); DECISION-7'),
    startingStackMultiple: c(1, 'FSNP Art. 139.3(e)'),
  },

  fees: {
    splitPerPurchase: c(
      ['buy-in', 're-entry', 'rebuy', 'add-on', 'top-up'],
      'FSNP Art. 30; DECISION-2',
    ),
    minPrizeFundShareBp: c(
      null,
      'FSNP Art. 30',
      'No percentage given: the club sets organisation and competition fee per tournament.',
    ),
    maxOperatorShareBp: c(
      null,
      'FSNP Art. 30',
      'No cap given; the organisation fee never enters the prize fund.',
    ),
    prizePartRounding: c(
      'as-configured',
      'FSNP Art. 30; DECISION-2',
      'Both parts are configured in minor units; nothing to round.',
    ),
    prizeRoundedOn: c(
      'each-purchase',
      'FSNP Art. 30; DECISION-2',
      'Each purchase carries its configured prize-fund part.',
    ),
    transactionCodes: c(
      { 'buy-in': 'IN', 're-entry': 'IN', rebuy: 'RB', 'top-up': 'RB', 'add-on': 'AD' },
      'DECISION-2; LNSE 123/13 IV.6(a)',
      'FSNP names no codes; the ledger reuses the LNSE codes.',
    ),
    refundBeforeRegistrationClose: c(false, 'FSNP Art. 34', 'No refund of the participation fee.'),
    cashierShiftReconciliation: c(false, 'FSNP Art. 30', 'No cashier reconciliation is stated.'),
    competitionFeeAllToPrizeFund: c(
      true,
      'FSNP Art. 30(b)',
      'ASSUMPTION: no deduction from the competition fee is mentioned.',
    ),
  },

  prizePool: {
    fixedAfterPurchasePeriods: c(
      true,
      'FSNP Art. 139.3(d); DECISION-3',
      'After the add-on break no chips or money enter.',
    ),
    payoutTable: c('fsnp-art-131', 'FSNP Art. 131(b)'),
    payoutFixedAtRegistrationClose: c(true, 'FSNP Art. 131(b); DECISION-11'),
    scaleByRegistrantBands: c(
      false,
      'FSNP Art. 131(b)',
      'The regulation fixes the paid places and percentages by number of participants itself.',
    ),
    rounding: c('largest-remainder-ties-to-better-place', 'FSNP Art. 131; DECISION-3'),
    signedReceiptBeforePayment: c(false, 'FSNP Art. 131(a)', 'No receipt procedure stated.'),
    sharedPlaces: c('pool-and-split-equally', 'FSNP Art. 127-128; DECISION-4'),
    sharedPlaceExtraUnit: c('first-seat-left-of-button-then-table-number', 'DECISION-4'),
    aboveTable: c('reject-unless-published', 'FSNP Art. 131 (stops at 60); DECISION-11'),
    shortField: c(
      'unpaid-shares-to-first',
      'FSNP Art. 131(b) (gap 20)',
      'ASSUMPTION: with fewer players than paid places, the shares of places nobody can hold go to 1st.',
    ),
    dealsAllowed: c(
      false,
      'FSNP Art. 132',
      'No deal rule exists; standings and prizes follow elimination order.',
    ),
    disqualifiedPrize: c(
      'ruling',
      'FSNP Art. 20',
      'The fate of an excluded player is not stated: the director rules.',
    ),
    withholdingBp: c(null, 'FSNP Art. 30', 'No withholding stated.'),
    paymentAgainstReceiptAndId: c(
      false,
      'FSNP Art. 131(a)',
      'No receipt procedure stated; identity is checked at entry (Art. 29).',
    ),
    qualifierTickets: c(
      'fund-div-ticket-value-remainder-to-next-place',
      'FSNP Art. 142(f); DECISION-12',
    ),
    cancellation: c(
      'record-settlement',
      'FSNP Art. 34',
      'Not covered: the settlement decided is recorded; nothing is computed by default.',
    ),
    unclaimedPrizes: c(
      'open-liability',
      'FSNP Art. 131(a)',
      'An unpaid prize stays a liability in the ledger.',
    ),
  },

  tables: {
    balanceWhenShortBy: c(3, 'FSNP Art. 80'),
    balanceReference: c(
      'starting-count',
      'FSNP Art. 80',
      '"At least three fewer players than it started the competition with".',
    ),
    haltNonFinalTableAtPlayers: c(null, 'FSNP Art. 80', 'Only the balancing halt applies.'),
    movedPlayer: c('next-big-blind-to-worst-position', 'FSNP Art. 80(b)'),
    breakOrder: c('announced-in-advance', 'FSNP Art. 81'),
    finalTableSize: c(10, 'FSNP Art. 79(b), 133'),
    finalTableSeatDraw: c(
      'system-rng',
      'FSNP Art. 33, 47',
      'Seats drawn at random; the button is drawn again by cards (Art. 47).',
    ),
    redrawAt: c(
      ['day-start'],
      'FSNP Art. 130',
      'Art. 47: at the final table only the button is drawn again.',
    ),
    handForHand: c('near-the-money', 'FSNP Art. 125'),
    handForHandRounds: c('every-table-finishes-each-round', 'FSNP Art. 125(a)'),
    allInFreeze: c('finish-after-other-tables-in-announced-order', 'FSNP Art. 126-127'),
    handForHandEnds: c('paid-places', 'FSNP Art. 125(b)'),
    sameHandDifferentTables: c('share-places', 'FSNP Art. 127; DECISION-4'),
    placeByElimination: c('players-left-plus-one', 'FSNP Art. 132'),
    sameHandSameTable: c('bigger-start-stack-better-place', 'FSNP Art. 128; DECISION-4'),
    equalStartStacks: c('share-places', 'FSNP Art. 128 (gap 12); DECISION-4'),
    sharedPlaceNumber: c(
      'better',
      'FSNP Art. 127',
      'ASSUMPTION: two players out at once with 11 left both finish 10th.',
    ),
  },

  clock: {
    levelStructure: c(
      'numbered-rising-blinds',
      'FSNP Art. 17, 55, 60, 66',
      'Blinds rise at each level (Art. 17), fixed in advance (Art. 55) with each level’s duration (Art. 60). ASSUMPTION: the ante is at most the big blind, as in every row of both Art. 66 tables.',
    ),
    newLevelFrom: c('next-hand', 'FSNP Art. 61'),
    minBreakMinutes: c(10, 'FSNP Art. 136'),
    maxPlayMinutesWithoutBreak: c(240, 'FSNP Art. 136'),
    maxPlayMinutesPerDay: c(480, 'FSNP Art. 136'),
    pauseBy: c(['director'], 'FSNP Art. 62'),
    structureChangeBy: c(['director'], 'FSNP Art. 63, 67'),
    atLeastOneOrbitPerLevel: c(
      true,
      'FSNP Art. 65',
      'Conflicts with timed levels (gap 5): a level ends on time; the orbit rule is reported, not enforced.',
    ),
  },

  chipRace: {
    raceChips: c('half-up', 'FSNP Art. 40 (note 1); DECISION-8'),
    maxChipsPerPlayer: c(1, 'FSNP Art. 40 (note 2); DECISION-8'),
    dealFrom: c('seat-1-clockwise', 'FSNP Art. 40(a)'),
    suitOrder: c(SUITS_LNSE, 'DECISION-8; LNSE 123/13 II.21'),
    protectionChip: c('smallest-denomination-in-play', 'FSNP Art. 40(b); DECISION-8'),
    protectionWhen: c('left-with-no-chips', 'FSNP Art. 40(b) (note 5); DECISION-8'),
    protectionChipIsExtra: c(
      true,
      'FSNP Art. 40(b) (note 4); DECISION-8',
      'It adds to the chips in play and is recorded.',
    ),
    onlyBetweenLevels: c(true, 'FSNP Art. 40'),
    leftoverAfterRace: c(
      'exchange-then-remove',
      'FSNP Art. 42',
      'Exchanged for chips still in play where they make one; the rest is taken out of play.',
    ),
  },

  multiDay: {
    endOfDayDrawAtMinutesLeft: c(15, 'FSNP Art. 124'),
    endOfDayHands: c({ min: 3, max: 7 }, 'FSNP Art. 124'),
    resume: c('interrupted-level-remaining-time', 'FSNP Art. 130; DECISION-15'),
    bagPerDenomination: c(true, 'FSNP Art. 129; DECISION-15'),
    redrawOnResume: c(true, 'FSNP Art. 130'),
    missingChipReceipt: c('ruling', 'FSNP Art. 129', 'Not covered: the TD verifies the bag.'),
  },

  ranking: {
    formula: c('tlb', 'FSNP Art. 19; DECISION-1'),
    disqualifiedPoints: c(
      'none',
      'FSNP Art. 19',
      'ASSUMPTION (issue 8 default): a player disqualified from the competition scores nothing.',
    ),
    sharedPlaces: c('share-points-of-covered-places', 'FSNP Art. 127; DECISION-4'),
    everyPlaceScores: c(true, 'DECISION-1'),
  },

  discipline: {
    authority: c(
      {
        warning: ['floor', 'director'],
        'dead-hand': ['floor', 'director'],
        'missed-hands': ['director'],
        'missed-rounds': ['director'],
        'disqualification-competition': ['director'],
        'exclusion-organizer': ['club'],
      },
      'FSNP Art. 3, 20, 21, 22, 25, 103; Art. 2',
      "Arbiters warn and kill hands; penalties and exclusion are the TD's; the club cancels membership cards (Art. 2).",
    ),
    offenceCounting: c(
      { scope: 'competition', perClause: true, annulledCount: false },
      'FSNP Art. 20; DECISION-13',
    ),
    warningsBeforeDirectorSanction: c(3, 'FSNP Art. 20; DECISION-13'),
    missedRound: c(
      'players-at-table-at-imposition-including-offender',
      'DECISION-13; FSPR 7.1.2 (note)',
      'FSNP gives no penalty scale; the FSPR round definition is used.',
    ),
    whileServing: c('forced-bets-posted-cards-killed', 'FSNP Art. 59; FSPR 6.4.4'),
    carriesAcrossTablesAndDays: c(
      true,
      'DECISION-13',
      'ASSUMPTION (as club Rule 71): unserved hands follow the player.',
    ),
    chipPenaltiesAllowed: c(false, 'FSNP Art. 35', 'Chips leave play only by the Art. 35 routes.'),
    chipOrSeatPass: c(
      { chips: 'returned-to-giver', seat: 'stays-with-player' },
      'FSNP Art. 38, 35',
      'ASSUMPTION: Art. 38 forbids the pass and names no consequence; Art. 35 lets no chips leave play this way, so they go back to the giver. A sanction is a separate ruling (Art. 20).',
    ),
    directorPenaltiesFinal: c(
      false,
      'DECISION-14',
      'Sanctions may be protested to the federation.',
    ),
    rulingAppeal: c('protest-to-federation', 'DECISION-14'),
    seasonBanSeason: c(
      null,
      'FSNP Art. 2',
      'No season ban; the club may cancel the membership card.',
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
        deadlineRef: 'DECISION-14; FSPR 7.3.2',
      },
      'DECISION-14',
      'FSNP has no protest clause; the federation procedure of DECISION-14 (FSPR 7.3.1-7.3.4) applies.',
    ),
  },

  tournamentTypes: c(
    ['FZ', 'SC', 'RA', 'TURBO_50_50', 'ST_TURBO', 'HU', 'KO', 'QUALIFIER', 'TRAINING'],
    'FSNP Art. 139-143',
  ),

  procedures: {
    characteristicsBeforeSale: c(
      false,
      'FSNP Art. 137',
      'The federation calendar publishes the competition; no sale window is regulated.',
    ),
    advanceSaleMinDays: c(null, 'FSNP Art. 137'),
    consentRequiredFor: c(
      [],
      'FSNP Art. 137',
      'No regulator: the organiser cancels or changes the competition on its own authority.',
    ),
    sitAndGoBandAndPrizeTable: c(false, 'FSNP Art. 140', 'Single-table events pay Art. 131.'),
    sitAndGoStartGates: c(false, 'FSNP Art. 140'),
    sitAndGoVouchersWithRegulator: c(false, 'FSNP Art. 140'),
    sitAndGoBoughtAtCashier: c(false, 'FSNP Art. 140', 'No advance-sale period is set at all.'),
  },

  training: {
    minimumStayMinutes: c(120, 'FSNP Art. 145'),

    prizeDistribution: c(
      'pro-rata-chips',
      'FSNP Art. 155',
      'ASSUMPTION: "according to the chips" read as proportional.',
    ),

    reEntry: c('unlimited-same-seat', 'FSNP Art. 148'),
  },
};
