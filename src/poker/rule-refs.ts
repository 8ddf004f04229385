import type { Rejection } from '../shared/rejection';

/**
 * Every rejection the hand engine can give, with the rule it enforces. Messages are built from the
 * numbers of the case so a floor person can read them out at the table.
 */
export const HAND_RULES = {
  NOT_YOUR_TURN: { ruleRef: 'FSNP Art. 89, 99-100; TDA Rule 50', title: 'Action out of turn' },
  ROUND_CLOSED: { ruleRef: 'FSNP Art. 10-13; TDA Conventions D', title: 'Betting round is closed' },
  HAND_OVER: { ruleRef: 'FSNP Art. 102, 113', title: 'Hand is over' },
  NOT_IN_HAND: { ruleRef: 'FSNP Art. 104', title: 'Player is not in the hand' },
  CANNOT_CHECK: { ruleRef: 'FSNP Art. 109; TDA Conventions D', title: 'Check facing a bet' },
  NOTHING_TO_CALL: { ruleRef: 'TDA Conventions D', title: 'Nothing to call' },
  BET_BELOW_MINIMUM: {
    ruleRef: 'FSNP Art. 88, 89(c); LNSE II.94',
    title: 'Bet below the big blind',
  },
  RAISE_BELOW_MINIMUM: { ruleRef: 'FSNP Art. 85; LNSE II.82', title: 'Raise below the minimum' },
  RAISE_NOT_ABOVE_BET: { ruleRef: 'FSNP Art. 84-85', title: 'Raise must exceed the bet' },
  RAISE_EXCEEDS_STACK: { ruleRef: 'FSNP Art. 35-37', title: 'Not enough chips' },
  POT_LIMIT_EXCEEDED: { ruleRef: 'FSNP Art. 86', title: 'Above the pot limit' },
  FIXED_LIMIT_AMOUNT: { ruleRef: 'PHH.md 5 (small_bet, big_bet)', title: 'Not the fixed bet' },
  RAISE_CAP_REACHED: { ruleRef: 'PHH.md 5; ruleset raiseCap', title: 'Betting is capped' },
  BETTING_NOT_REOPENED: {
    ruleRef: 'FSNP Art. 90; LNSE II.84; DECISION-6',
    title: 'Betting not reopened',
  },
  CANNOT_RAISE_ONLY_CALL: { ruleRef: 'FSNP Art. 85; TDA Conventions D', title: 'Cannot raise' },
  HOLE_CARDS_ALREADY_DEALT: { ruleRef: 'FSNP Art. 10', title: 'Hole cards already dealt' },
  HOLE_CARDS_TOO_LATE: { ruleRef: 'FSNP Art. 10, 53', title: 'Hole cards after the action began' },
  WRONG_CARD_COUNT: { ruleRef: 'FSNP Art. 10-12', title: 'Wrong number of cards' },
  DUPLICATE_CARD: { ruleRef: 'FSNP Art. 74; FSPR 6.2.1', title: 'Card dealt twice' },
  BOARD_NOT_DUE: { ruleRef: 'FSNP Art. 11-13, 102; TDA Rule 74', title: 'Board card not due' },
  SHOWDOWN_NOT_DUE: {
    ruleRef: 'FSNP Art. 110, 116, 118; LNSE II.101',
    title: 'Showdown not reached',
  },
  ALREADY_SHOWN: { ruleRef: 'FSNP Art. 111', title: 'Hand already tabled or mucked' },
  SHOWN_CARDS_MISMATCH: { ruleRef: 'FSNP Art. 111-112', title: 'Shown cards differ from dealt' },
  MUST_TABLE: { ruleRef: 'FSNP Art. 116-117; LNSE II.102', title: 'Hand must be tabled' },
  INVALID_AMOUNT: { ruleRef: 'DESIGN: chips are integers', title: 'Invalid chip amount' },
  INVALID_STRADDLE: { ruleRef: 'FSNP Art. 149', title: 'Invalid straddle' },
  BRING_IN_DUE: {
    ruleRef: 'PHH.md 5 (pb, cbr); FSPR 6.4.4, 6.5.4',
    title: 'Bring-in or completion due',
  },
  BRING_IN_NOT_DUE: { ruleRef: 'PHH.md 5 (pb)', title: 'No bring-in due' },
} as const;

export type HandRuleCode = keyof typeof HAND_RULES;

export const rejection = (code: HandRuleCode, message: string): Rejection => ({
  code,
  ruleRef: HAND_RULES[code].ruleRef,
  message,
});

/** Chip amounts as a floor person reads them: 12,500. */
export const chips = (n: number): string => n.toLocaleString('en-US');
