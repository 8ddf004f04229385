/** Flip tests of the hand group (see ../parameter-flips.test.ts): parameter path → test titles. */
export const FLIPS: Readonly<Record<string, readonly string[]>> = {
  'deal.faceUpCardInDeck': [
    'LNSE II.62(B) flipped to discarded: the card is removed, not burned (the parameter decides)',
  ],
  'game.exposure.deliberate': [
    'LNSE II.57 flipped to hand-dead: the same exposure kills the hand (the parameter decides)',
  ],
  'game.exposure.accidental': [
    'LNSE II.54 flipped to only-call: the accidental exposure limits him to calling (the parameter decides)',
  ],
  'game.showdown.tabledHandKilled': [
    'LNSE II.106 flipped to hand-dead: the mucked aces are dead and the kings win (the parameter decides)',
  ],
  'deal.defectiveDeck': [
    'LNSE II.25 flipped to deck-replaced: the hand is not voided (the parameter decides)',
    'FSPR 6.2.1 flipped to misdeal: the same deck voids the hand and it is dealt again',
  ],
  'game.betCorrection.shortBetCallers': [
    'Club Rule 52 flipped to call-or-fold: seat 2 is not topped up but owes the difference (the parameter decides)',
    'LNSE II.97 flipped to topped-up: seat 2 is brought up without acting again',
  ],
  'game.betCorrection.announcedCount': [
    'LNSE II.99 flipped to announced-amount: the caller pays only the count he was given (the parameter decides)',
    'FSNP Art. 93 flipped to correct-amount: the caller owes the full all-in',
  ],
  'game.actReading.checkFacingBet': [
    'Club Rule 55: "check" facing a 1,000 bet is recorded; he may then only call or fold',
    'Club Rule 55 (actReading.checkFacingBet flipped to refused): the same "check" is refused',
  ],
  'game.bettingStructure': [
    'FSNP Art. 85: no-limit: seat 8 raises to 1,000 pre-flop',
    'FSNP Art. 86 (game.bettingStructure flipped to pot-limit): the raise to 1,000 is over the pot',
  ],
  'game.anteFormat': [
    'Club Rule 72: only the big blind (seat 6) posts the ante, 200',
    'Club Rule 72 (game.anteFormat flipped to every-player): each of the four posts the 200 ante',
  ],
  'game.underRaise.completeAtLeast': [
    'FSNP Art. 87; DECISION-6: A bets 1,000, B pushes 1,600: at least half a raise, completed to 2,000',
    'FSNP Art. 87 (underRaise.completeAtLeast flipped to the whole increment): the same 1,600 is a call',
  ],
  'game.underRaise.shortAllInReopens': [
    'FSNP Art. 90: a short all-in does not reopen the betting',
    'FSNP Art. 90 (underRaise.shortAllInReopens flipped): the short all-in reopens the betting',
  ],
  'game.underRaise.cumulativeShortAllInsReopen': [
    'Club Rule 47 (open 4): two short all-ins that add up to a full raise reopen the betting',
    'Club Rule 47 (underRaise.cumulativeShortAllInsReopen flipped): only a single full raise reopens',
  ],
  'game.fixedLimit.raiseCap': [
    'ASSUMPTION (FSNP is silent on fixed-limit; cap 4 as the PHH reference engine): after four bets and raises the fifth is refused',
    'ASSUMPTION (game.fixedLimit.raiseCap flipped to no cap): the same fifth raise to 1,200 is accepted',
    'Club Rule 48 (game.fixedLimit.raiseCap flipped to 3 under the club): the fourth raise is refused',
  ],
  'game.fixedLimit.capLiftedHeadsUp': [
    'ASSUMPTION (FSNP: the cap holds heads-up, as the PHH reference engine): two players left, the fifth raise is refused',
    'ASSUMPTION (game.fixedLimit.capLiftedHeadsUp flipped): two players left, the fifth raise to 1,200 is accepted',
  ],
  'game.stud.bringInSuitOrder': [
    'ASSUMPTION (FSNP is silent on stud; clubs lowest, the reverse of the suit ranking of DECISION-8): 2c and 2d up, the 2c brings in',
    'ASSUMPTION (game.stud.bringInSuitOrder flipped to shdc, clubs highest): the same deal, the 2d brings in',
  ],
  'game.stud.openPairBigBet': [
    'ASSUMPTION (FSNP: no open-pair option, as the PHH reference engine): an open pair on fourth street, a bet of the big bet 200 is refused',
    'ASSUMPTION (game.stud.openPairBigBet flipped): the same open pair may bet the big bet, 200',
  ],
  'game.straddle': [
    'FSNP Art. 149: the player after the big blind straddles double the big blind (200)',
    'FSNP Art. 149 (game.straddle flipped to not-allowed): the same straddle of d is refused',
  ],
};

/** Parameters that are shown but carry no behaviour in this group, with why. */
export const DESCRIPTIVE: Readonly<Record<string, string>> = {};

/** This group's listed parameters that no test flips yet. It may only shrink (see ../parameter-flips.test.ts). */
export const NOT_YET_FLIPPED: readonly string[] = [];
