/**
 * LNSE (Argentina, Lotería Nacional S.E.) Resolution 123/2013, Annexes I-IV
 * (/work/shared/domain/rules-ar-regulator.md). Cited as "LNSE 123/13 <annex>.<inciso>".
 */
import { cited as c, type Ruleset } from '../types';

const SUITS = ['s', 'h', 'd', 'c'] as const;

export const LNSE: Ruleset = {
  id: 'lnse',
  name: c("LNSE general norms for Texas Hold'em tournaments", 'LNSE 123/13 Res. Art. 2'),
  jurisdiction: c(
    'Argentina (Casino Buenos Aires S.A., regulated by Lotería Nacional S.E.)',
    'LNSE 123/13 Res. Art. 2',
  ),
  venueTimeZone: c(
    'America/Argentina/Buenos_Aires',
    'LNSE 123/13 Res. Art. 2',
    'ASSUMPTION: the operator named there is in Buenos Aires; a tournament may set its own zone.',
  ),
  sourceDocument: c(
    'Resolution 123/2013 of 17 December 2013, file 374.669/13, Annexes I-IV',
    'LNSE 123/13 Res. Art. 1-2',
  ),
  citationKey: c(
    'LNSE 123/13',
    'LNSE 123/13 Res. Art. 2',
    'Cite as "LNSE 123/13 I.62", "II.41", "IV.6(b)".',
  ),
  basedOn: c(null, 'LNSE 123/13 Res. Art. 2'),
  citations: c(
    {
      tournamentStarted: 'LNSE 123/13 II.4',
      // I.11: table and seat drawn at random for the qualifying stage; I.88, IV.8.1: at every day's start.
      seatDraw: 'LNSE 123/13 I.11, I.88, IV.8.1',
      tableBreakOrder: 'LNSE 123/13 I.92',
      finalTableFormed: 'LNSE 123/13 I.98-99',
      tableBroken: 'LNSE 123/13 I.93-94',
      // II.29: the button marks the dealer position (dealt last, last to act from the flop on);
      // II.31: it moves one player clockwise; II.42: the forced bets before each deal.
      handPlanned: 'LNSE 123/13 II.29, II.31, II.42',
      forcedBets: 'LNSE 123/13 II.42',
      forcedBetsAbsent: 'LNSE 123/13 II.42, I.38',
      forcedBetsShort: 'LNSE 123/13 II.43',
      // No article deals the board: II.1 applies the approved Texas Hold'em rules to the game.
      holeCardsDealt: 'LNSE 123/13 II.30',
      boardDealt: 'LNSE 123/13 II.1',
      potsAwardedDeclared: 'LNSE 123/13 II.109; DECISION-5',
      potsAwardedShowdown: 'LNSE 123/13 II.23, II.103, II.105, II.109, II.113-114; DECISION-5',
      // II.112: the pot award can be fixed only before the next deal; then the hand stands.
      handCompleted: 'LNSE 123/13 II.112',
      // A deal starts at the shuffle (II.48), every seat with chips is dealt (II.49), an absent
      // player's forced bets are posted (I.38), a dead hand loses all right to the pot (II.66).
      handInPlay: 'LNSE 123/13 II.48',
      notDealtIn: 'LNSE 123/13 II.49',
      absentSeat: 'LNSE 123/13 I.38',
      deadHand: 'LNSE 123/13 II.66',
      tournamentCompleted: 'LNSE 123/13 I.68',
      // I.57: out once all his chips are lost with no rebuy right left, or the right not used.
      eliminated: 'LNSE 123/13 I.57',
      // I.86: players report errors and violations; III.4: the dealer reports them to the Direction.
      discrepancyReported: 'LNSE 123/13 I.86, III.4',
      chipCounts: 'LNSE 123/13 IV.7.1',
      cancellation: 'LNSE 123/13 I.6',
      tournamentTerms: 'LNSE 123/13 I.1',
      registrationWindow: 'LNSE 123/13 I.29',
      alreadyRegistered: 'LNSE 123/13 I.33',
      // IV.1.1(b): at least names, date of birth and identity document; IV.1.1(d): ID shown.
      identityDocument: 'LNSE 123/13 I.28, IV.1.1(d)',
      registrationForm: 'LNSE 123/13 I.30, IV.1.1(b)',
      lateEntrySeat: 'LNSE 123/13 I.43',
      // I.78 (6): soft-play, agreements or signals between players, among the penalised infractions.
      collusion: 'LNSE 123/13 I.78',
      // II.95 (Annex II, Ch. 4, Art. 29.95): hidden chips of an all-in loser go to the winner who covered them.
      hiddenChips: 'LNSE 123/13 II.95',
      // I.78 (12): looking or trying to look at the cards after the hand (rabbit hunting) is penalised.
      boardAfterHand: 'LNSE 123/13 I.78',
      // I.59-61: the Director takes all his chips out; he cannot come back; placed as eliminated.
      withdrawal: 'LNSE 123/13 I.59-61',
      // II.9 (Annex II, Ch. 2, Art. 3.9): a player who hides chips may have them removed from the
      // tournament (and be disqualified, a sanction of its own). No article on found chips.
      chipsRemovedFromPlay: { hidden: 'LNSE 123/13 II.9', found: null },
      misdealVoid: 'LNSE 123/13 II.59',
      // II.63 (Annex II, Ch. 4, Art. 19.63) (E)-(F): board cards exposed before the betting round
      // is complete are not used; after the round they are shuffled back and dealt again.
      prematureCard: {
        flop: 'LNSE 123/13 II.63(E)-(F)',
        turn: 'LNSE 123/13 II.63(E)-(F)',
        river: 'LNSE 123/13 II.63(E)-(F)',
      },
      // No article declares a refusing hand dead: II.101 (in turn, each shows or folds) and
      // II.108 (both cards must be shown to win) are the nearest.
      refusedToShow: 'LNSE 123/13 II.101, II.108',
      // I.88: every day starts with the random seat draw that puts the tables in play.
      tablesInPlay: 'LNSE 123/13 I.88',
      // II.48: a new deal starts only once the previous pot is paid.
      handRunning: 'LNSE 123/13 II.48',
      // No article governs breaks: the published blind structure and level length (I.1(11)) set them.
      onBreak: 'LNSE 123/13 I.1(11)',
      buttonPlan: 'LNSE 123/13 II.31, II.42',
      forcedBetsPosted: 'LNSE 123/13 II.42',
      // I.44: chips in play are those issued less those removed (the catalog's conservation invariant).
      chipTotal: 'LNSE 123/13 I.44',
      // II.91: an out-of-turn action binds unless the action changes before his turn.
      actionHeld: 'LNSE 123/13 II.91',
      alreadyHeld: 'LNSE 123/13 II.91',
      autoFold: 'LNSE 123/13 I.38, II.66',
      // II.101: after the last betting round each player in turn shows or folds.
      showdownRecorded: 'LNSE 123/13 II.101',
      // II.66(C): cards thrown into the muck are dead, except in an all-in showdown.
      handReleased: 'LNSE 123/13 II.66(C)',
      award: {
        notReached: 'LNSE 123/13 II.101',
        // II.103: each side pot is decided on its own, before the main pot.
        potCount: 'LNSE 123/13 II.103',
        winnerEligible: 'LNSE 123/13 II.103',
        // II.105: cards speak; a wrong call is overridden by the cards on the table.
        contradictsCards: 'LNSE 123/13 II.105',
        // II.108: both cards must be shown to win.
        winnerNotKnown: 'LNSE 123/13 II.108',
        // III.3: the Supervisors (floor) rule, the Director has the final word.
        floorDecides: 'LNSE 123/13 III.3',
      },
      seating: {
        // I.68: ranked by survival until one player holds every chip (two players at least).
        minimumField: 'LNSE 123/13 I.68',
        seatTaken: 'LNSE 123/13 I.88',
        // II.32-33: the button is drawn at each day, by highest card.
        buttonTable: 'LNSE 123/13 II.32-33',
        // II.5: stacks may also be placed for possible late registrants.
        reservedStacks: 'LNSE 123/13 II.5',
      },
      // I.1(1): the published format; LNSE has no bounty format.
      noBounties: 'LNSE 123/13 I.1(1)',
      // II.12: colour-up once the small chips are no longer needed.
      colorUp: 'LNSE 123/13 II.12',
      // IV.7.2: the colour-up and chip race procedure.
      raceCount: 'LNSE 123/13 IV.7.2',
      clock: {
        // No article governs breaks: the published structure (I.1(11)) sets them.
        breakStarted: 'LNSE 123/13 I.1(11)',
        // III.2 ¶1-3: the Director controls the progress of the tournament.
        pause: 'LNSE 123/13 III.2',
        // II.47: the Direction may alter level times and increments; III.2 ¶5: and says so.
        structureChange: 'LNSE 123/13 II.47, III.2 ¶5',
        // II.46: a level applies from the next hand after its announcement.
        levelPlayed: 'LNSE 123/13 II.46-47',
        // II.45: the Director announces each level change when it falls due.
        nothingToRecord: 'LNSE 123/13 II.45',
      },
      // II.66 lists who declares a hand dead and its causes (A)-(H); where a cause has its own
      // inciso it is cited. The text keeps a deliberately exposed hand live (II.57) and has no
      // inciso for a wrong card count after the deal (II.61: no misdeal then): II.66 governs those.
      deadHandCauses: {
        'left-table': 'LNSE 123/13 II.72',
        absent: 'LNSE 123/13 II.50',
        'deliberate-delay': 'LNSE 123/13 II.70',
        'cards-touched-muck': 'LNSE 123/13 II.66(C)',
        'all-in-showed-with-action-pending': 'LNSE 123/13 II.66',
        'deliberate-exposure': 'LNSE 123/13 II.66',
        'wrong-card-count': 'LNSE 123/13 II.66',
        'killed-by-dealer': 'LNSE 123/13 II.65',
        'time-expired': 'LNSE 123/13 II.68',
      },
      handRefusals: {
        NOT_YOUR_TURN: 'LNSE 123/13 II.90-91',
        BET_BELOW_MINIMUM: 'LNSE 123/13 II.94',
        RAISE_BELOW_MINIMUM: 'LNSE 123/13 II.82',
        BETTING_NOT_REOPENED: 'LNSE 123/13 II.84; DECISION-6',
        SHOWDOWN_NOT_DUE: 'LNSE 123/13 II.101',
        MUST_TABLE: 'LNSE 123/13 II.102',
      },
      irregularities: {
        own: {},
        silent: 'LNSE 123/13 III.2 ¶4',
        borrowsFrom: [],
      },
    },
    'LNSE 123/13 Res. Art. 2',
    'The article each routine event cites.',
  ),

  money: {
    currency: c('ARS', 'LNSE 123/13 IV.1.3'),
    minorUnitsPerMajor: c(100, 'LNSE 123/13 I.62; DECISION-2', 'Money is integer centavos.'),
  },

  game: {
    variant: c('texas-holdem', 'LNSE 123/13 II.1, II.18'),
    bettingStructure: c('no-limit', 'LNSE 123/13 III.6 (No-limit)'),
    fixedLimit: {
      raiseCap: c(
        null,
        'LNSE 123/13 II.81',
        'There is no limit to the number of raises in a betting round; the text makes no exception for fixed-limit.',
      ),
      capLiftedHeadsUp: c(false, 'LNSE 123/13 II.81', 'No cap, so none to lift.'),
    },
    stud: {
      bringInSuitOrder: c(
        'cdhs',
        'ASSUMPTION',
        'LNSE 123/13 deals no stud game: the lowest suit brings in, by the reverse of the suit ranking of LNSE 123/13 II.21 (spades, hearts, diamonds, clubs), so clubs lowest.',
      ),
      openPairBigBet: c(
        false,
        'ASSUMPTION',
        'No LNSE 123/13 article gives the open-pair option; fourth street is bet the small bet, as in the PHH reference engine.',
      ),
    },
    minimumBet: c('big-blind', 'LNSE 123/13 II.94'),
    betCorrection: {
      shortBetCallers: c(
        'call-or-fold',
        'LNSE 123/13 II.97',
        'Short bets are completed if found before the round is complete; nobody who has acted may change a call into a raise because the bet size changed.',
      ),
      announcedCount: c(
        'correct-amount',
        'LNSE 123/13 II.99',
        'Players must check bet sizes before calling; the bettor corrects a wrong bet, the correct amount stands.',
      ),
    },
    anteFormat: c('every-player', 'LNSE 123/13 II.42'),
    oddChip: c('first-winner-left-of-button', 'LNSE 123/13 II.114; DECISION-5'),
    headsUpButton: c('no-big-blind-twice', 'LNSE 123/13 II.115; DECISION-9'),
    misplacedButton: c(
      'keep-moving-clockwise',
      'LNSE 123/13 II.36-38',
      'II.37: after action play goes on and the button never moves back; II.38: during the deal, a misdeal.',
    ),
    underRaise: {
      completeAtLeast: c({ num: 1, den: 2 }, 'LNSE 123/13 II.83; DECISION-6'),
      base: c(
        'last-full-increment',
        'LNSE 123/13 II.83; DECISION-6',
        'II.83 names both bet and raise (conflict 7).',
      ),
      shortAllInReopens: c(false, 'LNSE 123/13 II.84; DECISION-6'),
      cumulativeShortAllInsReopen: c(
        true,
        'LNSE 123/13 II.84; DECISION-6 [TDA]',
        'Not stated; several short all-ins that together make a full raise reopen.',
      ),
    },
    timeCall: c(
      { minWaitSeconds: null, actSeconds: 30, countdownSeconds: 0, onExpiry: 'dead-hand' },
      'LNSE 123/13 II.68',
      '30 seconds, the last 10 counted aloud within them; then the hand is dead.',
    ),
    straddle: c('not-allowed', 'LNSE 123/13 II.42', 'Only blinds and antes are forced bets.'),
    actReading: {
      everyChipNeeded: c(
        false,
        'LNSE 123/13 II.78',
        'Every chip moved forward is part of the bet; the 50 % rule (II.83) reads it.',
      ),
      singleChip: c('call-facing-a-bet', 'LNSE 123/13 II.88-89'),
      declaredRaiseShort: c('fifty-percent', 'LNSE 123/13 II.83'),
      undercall: c(
        'complete',
        'LNSE 123/13 II.78, II.96',
        'Every chip moved forward counts (II.78), and a call made with chips binds at the correct amount: a short call is made up (II.96).',
      ),
      callWithNoBet: c(
        'check',
        'LNSE 123/13 II.79',
        'ASSUMPTION: the words win; "call" with no bet is a check.',
      ),
      checkFacingBet: c(
        'call-or-fold',
        'LNSE 123/13 II.79',
        'ASSUMPTION: the words win; facing a bet he keeps only call or fold.',
      ),
      wordAndChips: c(
        'word-binds',
        'LNSE 123/13 II.73, II.79',
        'A verbal declaration overrides a different physical action (II.73); chips that differ from the amount said are corrected to it (II.79).',
      ),
      prematureCall: c('out-of-turn', 'LNSE 123/13 II.91'),
      outOfTurnPenalty: c(
        null,
        'LNSE 123/13 II.90',
        'Repeated or deliberate action out of turn is penalised.',
      ),
    },
    fourCardFlop: c('flop-redealt', 'LNSE 123/13 II.63'),
    prematureBoardCard: c(
      'reshuffled-burn-kept',
      'LNSE 123/13 II.63(E)-(F)',
      'Not used even if everyone folds; after the round shuffled back, the burn card aside, and dealt again without burning.',
    ),
    disputeWindow: c(
      'next-deal',
      'LNSE 123/13 II.112, I.87',
      'An error is reported to the dealer at once; once a new deal has started the previous hand is final (I.87), and a late complaint is recorded but changes nothing.',
    ),
    showdown: {
      tabledHandKilled: c(
        'hand-stands',
        'LNSE 123/13 II.106',
        'The dealer may not muck a winning hand properly shown; if he does, the error is corrected and the pot awarded properly.',
      ),
      order: c('last-aggressor-of-final-round', 'LNSE 123/13 II.101'),
      partialShow: c(
        'not-yet-tabled',
        'LNSE 123/13 II.108',
        'Both cards must be shown to win; until then the hand is not tabled.',
      ),
      requestToSee: c(
        'players-still-holding-cards',
        'LNSE 123/13 II.104',
        'ASSUMPTION: a player who still holds cards may ask before he concedes.',
      ),
    },
    exposure: {
      deliberate: c(
        'hand-live',
        'LNSE 123/13 II.57',
        'A player who deliberately exposes a card in a live hand keeps his hand; he is penalised when the hand ends.',
      ),
      accidental: c(
        'play-on',
        'LNSE 123/13 II.54-56',
        'A card shown or seen is exposed and shown to every player (II.55); the text puts no limit on the hand.',
      ),
    },
    headsUpExposure: c(
      null,
      'LNSE 123/13 II.57',
      'No heads-up option: a deliberate exposure is penalised after the hand.',
    ),
    outOfTurn: {
      foldBinds: c(true, 'LNSE 123/13 II.91', 'An out-of-turn action binds; a fold is not undone.'),
      verbalFollowsSkipped: c(null, 'LNSE 123/13 II.91', 'Unchanged, the action binds as made.'),
      unchangedRaiseOverBet: c(
        'as-made',
        'LNSE 123/13 II.91',
        'Unchanged, the action binds as made.',
      ),
      checkBarsRaise: c(true, 'LNSE 123/13 II.91, II.92'),
      callBarsRaise: c(true, 'LNSE 123/13 II.91, II.93'),
      changedRaiseOverBet: c(
        'call-or-fold',
        'LNSE 123/13 II.91',
        'Declining to call loses all right to the pot.',
      ),
      changedBet: c('call-or-fold', 'LNSE 123/13 II.91'),
      changedOther: c('call-or-fold', 'LNSE 123/13 II.91'),
    },
  },

  deal: {
    misdealUntil: c(
      'first-voluntary-action',
      'LNSE 123/13 II.61',
      'No misdeal once the initial deal is complete (a defective deck aside). ASSUMPTION: the deal is recorded as one step, so the first voluntary action marks it complete.',
    ),
    misdealDeclaredBy: c(
      ['dealer', 'floor', 'director'],
      'LNSE 123/13 II.59',
      'The dealer gathers the cards and deals again; the floor may rule.',
    ),
    misdealDelegation: c(
      false,
      'LNSE 123/13 II.59',
      'The dealer deals again and the floor rules; no delegate is named.',
    ),
    buttonShortCard: c(
      'wrong-card-count',
      'LNSE 123/13 II.60(F)',
      'A player with the wrong number of cards is a misdeal unless the top card can still be dealt to him in sequence; no exception for the button.',
    ),
    faceUpCardInDeck: c(
      'next-burn',
      'LNSE 123/13 II.62(B)',
      'A face-up card found in the deck is replaced by the next card and used as the next burn; during the initial deal it is treated as II.62(A).',
    ),
    defectiveDeck: c(
      'misdeal',
      'LNSE 123/13 II.25, II.61',
      'A defective deck found while dealing hole or board cards is a misdeal: the hand is cancelled and the bets returned (II.25), the one misdeal after the initial deal (II.61).',
    ),
    decks: c(
      {
        orderedBy: ['dealer', 'floor', 'director'],
        reasons: [
          'level-change',
          'official-decision',
          'dealer-change',
          'damaged-card',
          'marked-card',
          'defective-deck',
        ],
        playerMayAskFor: [],
        newDeckCite: null,
        reasonCites: { 'defective-deck': 'LNSE 123/13 II.24' },
      },
      'LNSE 123/13 II.20',
      'The dealer changes the deck at the end of each blind level or when the Director says; a defective deck (II.24) is replaced. ASSUMPTION: a player reports a defective card to the dealer (II.26) and does not order the change himself; the supervisors (floor) apply the technical rules at the tables and may order it (III.3).',
    ),
  },

  seating: {
    playersPerTable: c(
      { min: 2, max: 10 },
      'LNSE 123/13 II.16',
      'II.16 gives only the maximum; a Sit & Go needs 7 (I.23, tournament type).',
    ),
    seatDraw: c('random-recorded', 'LNSE 123/13 I.11, I.88, IV.8.1'),
    specialNeedsException: c(true, 'LNSE 123/13 I.90'),
    startTablesDifferByAtMost: c(1, 'LNSE 123/13 I.91', '"Reasonably balanced".'),
    buttonDraw: c('highest-card-rank-then-suit', 'LNSE 123/13 II.32-34'),
    suitOrder: c(SUITS, 'LNSE 123/13 II.21, II.22'),
  },

  registration: {
    lateRegistrationEndsAfterLevel: c(
      null,
      'LNSE 123/13 I.29, I.34',
      'Registration closes at the published time; extension only below the cap.',
    ),
    startingStackFixedByType: c(
      false,
      'LNSE 123/13 I.1(5)',
      'The starting chips are published per event.',
    ),
    lateStack: c(
      'reduced-by-forced-bets-due',
      'LNSE 123/13 I.41-42, I.45',
      'The Director may override the suggested reduction.',
    ),
    emptySeatStacksRemovedAfterLevel: c(
      null,
      'LNSE 123/13 I.44, I.39',
      "Unsold stacks leave at close of registration; absent players' stacks at the end of the first level of their day.",
    ),
    playerCap: c('published-cap-extension-only-below-cap', 'LNSE 123/13 I.1(8), I.34'),
    maxRegistrationsPerPlayer: c(null, 'LNSE 123/13 I.32', 'Set per event; null = no cap.'),
    capCountsFirstEntry: c(
      true,
      'LNSE 123/13 I.32 (open 9)',
      'ASSUMPTION: the cap counts every registration, the first included.',
    ),
    reEntriesCountAsParticipantsForPayout: c(
      true,
      'LNSE 123/13 I.32, I.65 (open 9)',
      'ASSUMPTION: each registration is a registrant for the number of paid places.',
    ),
    minimumAge: c(18, 'LNSE 123/13 I.27'),
    identityRequired: c(true, 'LNSE 123/13 I.28'),
    federationMembershipRequired: c(
      false,
      'LNSE 123/13 I.28, I.30',
      'A casino tournament registers on the identity document only.',
    ),
    seasonDisqualificationRefusesEntry: c(
      false,
      'LNSE 123/13 I.27-28',
      'ASSUMPTION: a casino tournament is not an official or rating competition of a sports federation.',
    ),
    juniorsRefusedFromOpenEvents: c(true, 'LNSE 123/13 I.27', 'Under 18 may not play.'),
    noShowRegistrant: c(
      'no-refund-no-place',
      'LNSE 123/13 I.39, IV.1.4 (open 12)',
      'Stack removed; no refund; no paid place assigned automatically.',
    ),
    exclusionRegisterChecked: c(
      true,
      'LNSE 123/13 I.27(b)',
      'The register kept under LNSE Res. 06/2007 is loaded by the operator; the desk sees only the refusal code.',
    ),
    barredEmployers: c(
      [
        'LA EMPRESA',
        'Hipódromo Argentino de Palermo S.A.',
        'Casino Club S.A.',
        'Casino Buenos Aires S.A.',
        'Lotería Nacional S.E.',
      ],
      'LNSE 123/13 I.27(c)',
      'Staff and their first-degree relatives by blood or marriage; "LA EMPRESA" is not defined (open 19).',
    ),
    ageReferenceDate: c(
      'playing-day-local',
      'LNSE 123/13 I.27(a)',
      '"At the time of the event": 18 on the local day he plays (the first day, or the day of a late entry).',
    ),
    reserveStacksByDirector: c(
      true,
      'LNSE 123/13 II.5',
      'If the Director so decides; unsold ones leave at the close (I.44).',
    ),
    absentStackRemovedAfterDayLevel: c(
      1,
      'LNSE 123/13 I.39, IV.10',
      'The end of the first blind level of his playing day; a hold (I.40) suspends it.',
    ),
    reservationNeedsFullPayment: c(
      true,
      'LNSE 123/13 I.31, IV.1.1(c)',
      'Registration is confirmed only by paying the whole chip purchase at the cashier; no deposit.',
    ),
    purchaseVoucher: c(
      { copies: 2 },
      'LNSE 123/13 I.31, IV.1.2',
      'Order number, full name, DNI and amount; original and duplicate, shown at accreditation.',
    ),
    imageRightsAssignedOnRegistration: c(
      true,
      'LNSE 123/13 I.83-84',
      'The registered player assigns his image rights to the operator and warrants he may.',
    ),
    controlCard: c(
      {
        parts: ['operator', 'regulator', 'table-drop'],
        articles: {
          buyInCollected: 'LNSE 123/13 IV.3, I.89',
          rebuyUsed: 'LNSE 123/13 IV.4(a), IV.4(c)',
          addOnUsed: 'LNSE 123/13 IV.5(a)-(b)',
          rebuyVoided: 'LNSE 123/13 IV.4(d)',
          addOnVoided: 'LNSE 123/13 IV.5(c)',
        },
      },
      'LNSE 123/13 IV.2(b)',
      'BUY IN, a RE BUY per rebuy allowed, ADD ON if any; unused coupons withdrawn with LNSE at the end of each period (IV.4(d), IV.5(c)).',
    ),
  },

  reEntry: {
    threshold: c(
      { ratio: { num: 1, den: 2 }, strict: true },
      'LNSE 123/13 I.48; DECISION-7',
      'The structure may publish another rebuy condition.',
    ),
    onlyBetweenHands: c(true, 'LNSE 123/13 I.53'),
    bustedInPreviousHandEligible: c(true, 'LNSE 123/13 I.54'),
    mustAnnounceBeforeNextHand: c(true, 'LNSE 123/13 I.54'),
    announcingIsBinding: c(true, 'LNSE 123/13 I.51', 'Backing out disqualifies automatically.'),
    requiresElimination: c(
      true,
      'LNSE 123/13 I.32, I.48 (open 9)',
      'ASSUMPTION: a re-registration follows elimination; topping up is a rebuy.',
    ),
    paysFeesAgain: c(true, 'LNSE 123/13 I.32', 'Each registration is a new IN purchase.'),
    paidDuringHand: c(
      'chips-from-next-hand',
      'LNSE 123/13 I.53',
      'Paid during a hand: booked at once, the chips play from the next hand.',
    ),
  },

  addOn: {
    atBreakAfterLevel: c(
      8,
      'LNSE 123/13 I.49; FSNP Art. 139.3(d)',
      'The organisation sets the moment; end of level 8 is the default.',
    ),
    startingStackMultiple: c(
      2,
      'LNSE 123/13 I.50; FSNP Art. 139.3(d)',
      'Price and chips are published per tournament; 2x start is the default.',
    ),
    maxPerPlayer: c(1, 'LNSE 123/13 III.6 (Add-on)'),
    stackCondition: c(null, 'LNSE 123/13 III.6 (Add-on)'),
    bustedOnLastHandMayTake: c(true, 'LNSE 123/13 I.56'),
    combinedWithRebuy: c(true, 'LNSE 123/13 I.55'),
  },

  topUp: {
    threshold: c({ ratio: { num: 1, den: 2 }, strict: true }, 'LNSE 123/13 I.48; DECISION-7'),
    startingStackMultiple: c(1, 'LNSE 123/13 I.50, I.52', 'Full price and full chips only.'),
  },

  fees: {
    splitPerPurchase: c(
      ['buy-in', 're-entry', 'rebuy', 'add-on', 'top-up'],
      'LNSE 123/13 I.62, IV.6(a); DECISION-2',
    ),
    minPrizeFundShareBp: c(
      7000,
      'LNSE 123/13 I.62; DECISION-2',
      'Per item: a tournament below 70 % on any item is rejected at creation.',
    ),
    maxOperatorShareBp: c(3000, 'LNSE 123/13 IV.6(b), IV.9(a), IV.11.4'),
    prizePartRounding: c(
      'prize-part-rounded-up',
      'LNSE 123/13 I.62 (conflict 2)',
      'Prize part rounded up to the centavo, benefit down: never breaches 70/30.',
    ),
    prizeRoundedOn: c(
      'item-aggregate',
      'LNSE 123/13 I.62, IV.6(b) (conflict 2)',
      "prize_i = ceil(share_i x gross_i) on each item's total (IN, RB, AD), benefit = gross - prize.",
    ),
    transactionCodes: c(
      { 'buy-in': 'IN', 're-entry': 'IN', rebuy: 'RB', 'top-up': 'RB', 'add-on': 'AD' },
      'LNSE 123/13 IV.1.3, IV.6(a); I.32',
      'A re-registration is a new IN purchase (I.32).',
    ),
    refundBeforeRegistrationClose: c(true, 'LNSE 123/13 IV.1.4(a)'),
    cashierShiftReconciliation: c(
      true,
      'LNSE 123/13 IV.1.4(b)',
      'The cashiers enter the purchases in GIC and build the file for their end-of-shift cash-up.',
    ),
    competitionFeeAllToPrizeFund: c(
      false,
      'LNSE 123/13 I.62-63',
      'Each item is split into prize part and operator benefit.',
    ),
  },

  prizePool: {
    fixedAfterPurchasePeriods: c(true, 'LNSE 123/13 I.64'),
    payoutTable: c(
      'published',
      'LNSE 123/13 I.65, III.2 ¶6; DECISION-11',
      'The document has no multi-table payout table.',
    ),
    payoutFixedAtRegistrationClose: c(true, 'LNSE 123/13 I.65'),
    scaleByRegistrantBands: c(
      true,
      'LNSE 123/13 I.1(10), I.65, III.2 ¶6',
      "The operator's published scale: bands of registrant counts, each with its paid places and percentages.",
    ),
    rounding: c(
      'floor-residual-to-highest-places',
      'LNSE 123/13 I.65, IV.9.1(a) (conflict 2)',
      'ASSUMPTION: the text has no rounding rule; each place gets floor(pct x pool), the residual centavos one each to the highest places.',
    ),
    signedReceiptBeforePayment: c(true, 'LNSE 123/13 IV.9.1(e)'),
    sharedPlaces: c('pool-and-split-equally', 'LNSE 123/13 I.71-72, IV.9.1(c)-(d); DECISION-4'),
    sharedPlaceExtraUnit: c(
      'first-seat-left-of-button-then-table-number',
      'LNSE 123/13 IV.9.1(d) (conflict 2); DECISION-4',
    ),
    aboveTable: c('reject-unless-published', 'LNSE 123/13 I.65; DECISION-11'),
    shortField: c(
      'unpaid-shares-to-first',
      'LNSE 123/13 I.65',
      'ASSUMPTION: only relevant to a published table with more places than players.',
    ),
    dealsAllowed: c(false, 'LNSE 123/13 I.74'),
    disqualifiedPrize: c(
      'shared-equally-among-active',
      'LNSE 123/13 II.41 (open 10)',
      'ASSUMPTION: the prize of the place held when disqualified, split equally.',
    ),
    withholdingBp: c(
      null,
      'LNSE 123/13 I.67',
      'Winners bear taxes; no rate is set, so none is hard-coded.',
    ),
    paymentAgainstReceiptAndId: c(true, 'LNSE 123/13 I.66, IV.9.1(e)'),
    qualifierTickets: c(
      'fund-div-ticket-value-remainder-to-next-place',
      'DECISION-12',
      'LNSE has no satellites; the default applies if one is run.',
    ),
    cancellation: c(
      'record-settlement',
      'LNSE 123/13 I.6 (open 13)',
      'Only with LNSE consent; the settlement is recorded, nothing computed.',
    ),
    unclaimedPrizes: c('open-liability', 'LNSE 123/13 I.66 (open 14)'),
  },

  tables: {
    balanceWhenShortBy: c(
      3,
      'LNSE 123/13 I.91',
      'ASSUMPTION: I.91 says "reasonably balanced"; moves are suggested from a difference of 3 (the FSNP Art. 80 figure).',
    ),
    balanceReference: c('fullest-table', 'LNSE 123/13 I.91'),
    haltNonFinalTableAtPlayers: c(3, 'LNSE 123/13 I.96'),
    movedPlayer: c('next-big-blind-to-worst-position', 'LNSE 123/13 I.91, I.94-95'),
    breakOrder: c('announced-in-advance', 'LNSE 123/13 I.92'),
    finalTableSize: c(9, 'LNSE 123/13 I.98'),
    finalTableSeatDraw: c(
      'seat-card-draw',
      'LNSE 123/13 IV.8.3',
      'One face-up card per player from seat 1 clockwise; the highest (spades, hearts, diamonds, clubs) picks a free seat card first.',
    ),
    redrawAt: c(
      ['day-start', 'three-tables', 'two-tables', 'final-table'],
      'LNSE 123/13 I.88 (conflict 4)',
      'I.17 makes the 3/2-table redraws optional; I.88 mandatory (default).',
    ),
    handForHand: c('near-the-money', 'LNSE 123/13 I.18-22'),
    handForHandRounds: c('every-table-finishes-each-round', 'LNSE 123/13 I.19-20'),
    allInFreeze: c(null, 'LNSE 123/13 I.18-22', 'No freezing rule: each table plays its hand out.'),
    handForHandEnds: c(
      'director',
      'LNSE 123/13 I.18',
      'The Director may use it in any phase (qualifier, money or final-table bubble) and ends it.',
    ),
    sameHandDifferentTables: c('share-places', 'LNSE 123/13 I.72; DECISION-4'),
    placeByElimination: c('players-left-plus-one', 'LNSE 123/13 I.68-69'),
    sameHandSameTable: c('bigger-start-stack-better-place', 'LNSE 123/13 I.70; DECISION-4'),
    equalStartStacks: c('share-places', 'LNSE 123/13 I.70, IV.9.1(c) (open 11); DECISION-4'),
    sharedPlaceNumber: c('better', 'LNSE 123/13 IV.9.1(d)', 'The receipt shows the places shared.'),
  },

  clock: {
    levelStructure: c(
      'numbered-rising-blinds',
      'LNSE 123/13 I.1(11), II.44',
      'The operator publishes the blind structure and level length (I.1(11)); levels change on its schedule (II.44). ASSUMPTION: blinds never fall and the ante is at most the big blind.',
    ),
    newLevelFrom: c('next-hand', 'LNSE 123/13 II.46'),
    minBreakMinutes: c(
      10,
      'FSNP Art. 136',
      'LNSE sets no break length; the FSNP minimum is the default.',
    ),
    maxPlayMinutesWithoutBreak: c(
      null,
      'LNSE 123/13 I.1(2)',
      'The published calendar governs; no limit stated.',
    ),
    maxPlayMinutesPerDay: c(null, 'LNSE 123/13 I.1(2)', 'No limit stated.'),
    pauseBy: c(
      ['director', 'floor'],
      'LNSE 123/13 III.5',
      'The Direction: Director and Supervisors.',
    ),
    structureChangeBy: c(['director', 'floor'], 'LNSE 123/13 II.47, III.2 ¶5'),
    atLeastOneOrbitPerLevel: c(false, 'LNSE 123/13 II.44', 'Levels change on the clock.'),
  },

  chipRace: {
    raceChips: c('half-up', 'LNSE 123/13 II.14 (conflict 18); DECISION-8'),
    maxChipsPerPlayer: c(1, 'LNSE 123/13 II.14'),
    dealFrom: c('seat-1-clockwise', 'LNSE 123/13 IV.7.2; DECISION-8'),
    suitOrder: c(SUITS, 'LNSE 123/13 II.21, II.22'),
    protectionChip: c('smallest-denomination-in-play', 'LNSE 123/13 II.15'),
    protectionWhen: c('left-with-no-chips', 'LNSE 123/13 II.15'),
    protectionChipIsExtra: c(true, 'LNSE 123/13 II.15; DECISION-8'),
    onlyBetweenLevels: c(true, 'LNSE 123/13 II.13'),
    leftoverAfterRace: c(
      null,
      'LNSE 123/13 II.14-15',
      'No procedure for small chips found after the race: the count is corrected (IV.7.1).',
    ),
  },

  multiDay: {
    endOfDayDrawAtMinutesLeft: c(
      null,
      'LNSE 123/13 I.12, I.16',
      'No end-of-day hand draw; the day ends on the published calendar.',
    ),
    endOfDayHands: c(null, 'LNSE 123/13 I.12, I.16'),
    resume: c('interrupted-level-remaining-time', 'LNSE 123/13 I.16; DECISION-15'),
    bagPerDenomination: c(true, 'LNSE 123/13 IV.7.3.2; DECISION-15'),
    redrawOnResume: c(true, 'LNSE 123/13 I.88'),
    missingChipReceipt: c(
      'penalty-keeps-place',
      'LNSE 123/13 I.14 (conflict 3)',
      'Penalised, never eliminated; the Director checks the bag.',
    ),
  },

  ranking: {
    formula: c(null, 'LNSE 123/13 Res. Art. 2', 'A casino regulation: no national ranking.'),
    disqualifiedPoints: c('none', 'LNSE 123/13 II.41'),
    sharedPlaces: c('share-points-of-covered-places', 'DECISION-4'),
    everyPlaceScores: c(false, 'LNSE 123/13 Res. Art. 2', 'No ranking.'),
  },

  discipline: {
    authority: c(
      {
        warning: ['floor', 'director'],
        'missed-hands': ['floor', 'director'],
        'dead-hand': ['dealer', 'floor', 'director'],
        'disqualification-competition': ['floor', 'director'],
      },
      'LNSE 123/13 II.41, II.66, III.5',
      'The Direction (Director and Supervisors, equal authority) applies the three penalties.',
    ),
    offenceCounting: c(
      { scope: 'competition', perClause: true, annulledCount: false },
      'LNSE 123/13 I.79; DECISION-13',
    ),
    warningsBeforeDirectorSanction: c(
      null,
      'LNSE 123/13 II.41',
      'Repeated warnings lead to suspension; no count is fixed.',
    ),
    missedRound: c('players-at-table-at-imposition-including-offender', 'LNSE 123/13 II.41, I.97'),
    whileServing: c('forced-bets-posted-cards-killed', 'LNSE 123/13 II.41'),
    carriesAcrossTablesAndDays: c(true, 'DECISION-13', 'ASSUMPTION: LNSE is silent.'),
    chipPenaltiesAllowed: c(false, 'LNSE 123/13 II.41', 'Only three penalties exist.'),
    chipOrSeatPass: c(
      { chips: 'both-disqualified-stacks-removed', seat: 'stays-with-player' },
      'LNSE 123/13 II.11, I.33',
      'The giver and the receiver are disqualified and both stacks leave the tournament (II.11); a registration is not transferable (I.33).',
    ),
    directorPenaltiesFinal: c(true, 'LNSE 123/13 III.2 ¶7'),
    rulingAppeal: c(
      'to-highest-authority-present',
      'LNSE 123/13 III.3',
      'Only Supervisor rulings may be appealed.',
    ),
    seasonBanSeason: c(null, 'LNSE 123/13 II.41', 'No season ban.'),
    protest: c(
      null,
      'LNSE 123/13 III.3',
      'Only Supervisor rulings may be appealed, to the highest authority present.',
    ),
  },

  tournamentTypes: c(
    ['FZ', 'SC', 'RA', 'HU', 'SIT_AND_GO', 'REBUY'],
    'LNSE 123/13 I.1(1), I.23-26, I.32, I.47-49',
  ),

  procedures: {
    characteristicsBeforeSale: c(
      true,
      'LNSE 123/13 I.1, IV.1.1(a)',
      'The eleven characteristics are published before the advance sale opens; registration only inside the published sale window (late entry after the start: I.34).',
    ),
    advanceSaleMinDays: c(
      15,
      'LNSE 123/13 IV.1.1(a)',
      'Interpretation: the advance sale opens at least 15 days before the first playing day.',
    ),
    consentRequiredFor: c(
      ['cancel', 'suspend', 'terminate', 'modify-structure-force-majeure'],
      'LNSE 123/13 I.6',
      "The Director's own amendments (III.2 ¶5, II.47) need no consent; a change forced by force majeure does.",
    ),
    sitAndGoBandAndPrizeTable: c(
      true,
      'LNSE 123/13 IV.11(b), I.26',
      'The band and the per-place table come from the external Sit & Go regulation: published per event, never hard-coded.',
    ),
    sitAndGoStartGates: c(
      true,
      'LNSE 123/13 IV.11(a)',
      "Within a multi-table event: LNSE's authorisation; independent: notice to the LNSE inspector and the inspector's Acta.",
    ),
    sitAndGoVouchersWithRegulator: c(
      true,
      'LNSE 123/13 IV.11.2',
      'Once the round has started the Direction collects the vouchers with LNSE, each marked with table and tournament number.',
    ),
    sitAndGoBoughtAtCashier: c(
      true,
      'LNSE 123/13 IV.11.1',
      'Bought at the cashier, started once the quota is full: no advance sale, so IV.1.1(a) does not bind it.',
    ),
  },

  training: {
    minimumStayMinutes: c(null, 'LNSE 123/13 II.1', 'No training tables.'),

    prizeDistribution: c(null, 'LNSE 123/13 II.1'),

    reEntry: c(null, 'LNSE 123/13 II.1'),
  },
};
