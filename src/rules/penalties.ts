/**
 * Penalty matrices as data, keyed by ruleset and clause: the sanctions allowed at the first
 * offence and from the repeat offence on, and who may impose them (the ruleset's
 * `discipline.authority`, narrowed per clause where the text says so). Offence numbers follow
 * DECISION-13: per player, per clause, per competition; annulled sanctions do not count.
 *
 * Roles: FSPR competition judge = 'floor', chief judge = 'director', FSPR = 'federation';
 * FSNP floor arbiter = 'floor', TD = 'director'; LNSE Supervisor = 'floor', Director = 'director'.
 */
import type { Role } from '../shared/roles';
import { getRuleset } from './registry';
import type { RuleViolation, RulesetId, SanctionAuthority, SanctionKind } from './types';

export type SanctionOption =
  | { readonly kind: 'warning' }
  | { readonly kind: 'missed-rounds'; readonly rounds: readonly number[] | 'any' }
  /** LNSE 123/13 II.41: one hand, or 1-4 hands per player at the table (offender included). */
  | {
      readonly kind: 'missed-hands';
      readonly handsPerPlayer: readonly number[] | 'any';
      readonly singleHand: boolean;
    }
  | { readonly kind: 'dead-hand' }
  | { readonly kind: 'removal' }
  | { readonly kind: 'disqualification-competition' }
  | { readonly kind: 'disqualification-season'; readonly needsProtocolEntry: boolean }
  | { readonly kind: 'exclusion-organizer' };

export interface PenaltyRule {
  readonly ruleset: RulesetId;
  readonly clause: string;
  readonly title: string;
  readonly cite: string;
  readonly first: readonly SanctionOption[];
  /** The offence number from which `repeat` applies (2 for "second time or more"; 3 for FSNP Art. 20). */
  readonly repeatFrom: number;
  readonly repeat: readonly SanctionOption[];
  /** Narrows the ruleset's authority for this clause. */
  readonly authority?: SanctionAuthority;
  /**
   * FSNP Art. 20: the offence number is the verbal warning this breach would be, counting the
   * warnings the player has received in the competition under every clause with this field,
   * so `repeatFrom: 3` means "at the 3rd verbal warning" whatever the article breached.
   */
  readonly countsVerbalWarnings?: { readonly cite: string };
  readonly note?: string;
}

const W = { kind: 'warning' } as const;
const rounds = (...r: number[]): SanctionOption => ({ kind: 'missed-rounds', rounds: r });
const DQ = { kind: 'disqualification-competition' } as const;
const SEASON = { kind: 'disqualification-season', needsProtocolEntry: true } as const;
const DEAD = { kind: 'dead-hand' } as const;

const fspr = (
  clause: string,
  title: string,
  first: readonly SanctionOption[],
  repeat: readonly SanctionOption[],
  note?: string,
): PenaltyRule => ({
  ruleset: 'fspr',
  clause,
  title,
  cite: `FSPR ${clause}; 7.2.1-7.2.3`,
  first,
  repeatFrom: 2,
  repeat,
  note,
});

/** FSPR penalty matrix (7.1.2-7.1.15 with the powers of 7.2.1-7.2.3). */
const FSPR_MATRIX: readonly PenaltyRule[] = [
  fspr('7.1.2', 'Keeping cards after announcing a fold', [W], [rounds(1)]),
  fspr(
    '7.1.3',
    'Knowingly acting out of turn',
    [W],
    [rounds(1)],
    'Overlaps 7.1.12; the official picks the clause.',
  ),
  {
    ...fspr(
      '7.1.4',
      'Collusion (team play)',
      [rounds(2)],
      [DQ, SEASON],
      'Each colluder; a repeat cannot be rounds or a warning.',
    ),
    authority: {
      'missed-rounds': ['floor', 'director'],
      'disqualification-competition': ['director'],
      'disqualification-season': ['federation'],
    },
  },
  fspr(
    '7.1.5',
    'Careless exposure of own cards before the betting round ends',
    [W],
    [W],
    'Warning only; cards stay live (6.4.7).',
  ),
  fspr(
    '7.1.6',
    'Deliberate exposure or announcement of own cards',
    [rounds(1)],
    [rounds(2)],
    'Keeping the hand live: chief judge only.',
  ),
  fspr('7.1.7', 'Unjustified delay of the game', [W], [rounds(1)]),
  fspr('7.1.8', "Touching muck, burn cards or others' cards", [W], [rounds(2, 3)]),
  fspr('7.1.9', "Discarding into another player's cards", [W], [rounds(1)]),
  fspr('7.1.10', 'Chips obstructing dealing or the view of cards', [W], [W], 'Warning only.'),
  fspr(
    '7.1.11',
    'Insulting a player or an official',
    [rounds(1, 2, 3, 4), DQ, SEASON],
    [rounds(1, 2, 3, 4), DQ, SEASON],
    'No warning; no separate repeat tier.',
  ),
  fspr('7.1.12', 'Acting out of turn; leaving the table out of turn', [W], [rounds(1, 2)]),
  fspr('7.1.13', 'Phone conversation at the table', [W], [W], 'Warning only.'),
  fspr(
    '7.1.14',
    'Taking advice or discussing strategy during a hand',
    [rounds(1)],
    [rounds(1)],
    'No warning.',
  ),
  {
    ...fspr(
      '7.1.15',
      'Other unsportsmanlike conduct',
      [W, { kind: 'missed-rounds', rounds: 'any' }, DQ],
      [W, { kind: 'missed-rounds', rounds: 'any' }, DQ],
    ),
    note: 'A description is required; season disqualification under 7.1.15 is open (OQ-14).',
  },
];

const PENALTY_ANY_ROUNDS: SanctionOption = { kind: 'missed-rounds', rounds: [1, 2, 3, 4] };

/** FSNP Art. 20: the floor warns; the TD penalises or excludes. */
const ART_20_AUTHORITY: SanctionAuthority = {
  warning: ['floor', 'director'],
  'missed-rounds': ['director'],
  'disqualification-competition': ['director'],
};
const ART_20_WARNINGS = { cite: 'FSNP Art. 20' } as const;

/** FSNP: Art. 20 escalation and the articles that name their own consequence. */
const FSNP_MATRIX: readonly PenaltyRule[] = [
  {
    ruleset: 'fsnp',
    clause: 'Art. 20',
    title: 'Repeated breach of etiquette or of the regulation (Art. 23, 24, 27)',
    cite: 'FSNP Art. 20; DECISION-13',
    first: [W],
    repeatFrom: 3,
    repeat: [W, PENALTY_ANY_ROUNDS, DQ],
    authority: ART_20_AUTHORITY,
    note: 'From the 3rd verbal warning the TD may penalise or exclude; the scale of 1-4 rounds is an ASSUMPTION (FSNP gives none).',
    countsVerbalWarnings: ART_20_WARNINGS,
  },
  {
    ruleset: 'fsnp',
    clause: 'Art. 23',
    title:
      "Prohibited conduct: delaying the game, acting out of turn, obscene language or threats, throwing cards or chips, touching others' cards or chips",
    cite: 'FSNP Art. 23; Art. 20',
    first: [W],
    repeatFrom: 3,
    repeat: [W, PENALTY_ANY_ROUNDS, DQ],
    authority: ART_20_AUTHORITY,
    note: 'Art. 23 names no sanction of its own: the warnings count towards the 3rd verbal warning of Art. 20 (ASSUMPTION: per competition, as for Art. 20).',
    countsVerbalWarnings: ART_20_WARNINGS,
  },
  {
    ruleset: 'fsnp',
    clause: 'Art. 24',
    title:
      'Protecting the field: revealing a hand, advising or criticising, reading an untabled hand, calling time away from the seat, discussing cards during a hand',
    cite: 'FSNP Art. 24; Art. 20',
    first: [W],
    repeatFrom: 3,
    repeat: [W, PENALTY_ANY_ROUNDS, DQ],
    authority: ART_20_AUTHORITY,
    note: 'Art. 24 names no sanction of its own: the warnings count towards the 3rd verbal warning of Art. 20 (ASSUMPTION: per competition, as for Art. 20).',
    countsVerbalWarnings: ART_20_WARNINGS,
  },
  {
    ruleset: 'fsnp',
    clause: 'Art. 91',
    title: 'Agreeing to stop betting (check down) while a third player is all-in',
    cite: 'FSNP Art. 91; Art. 20',
    first: [W],
    repeatFrom: 3,
    repeat: [W, PENALTY_ANY_ROUNDS, DQ],
    authority: ART_20_AUTHORITY,
    note: 'Art. 91 names no sanction of its own: the warnings count towards the 3rd verbal warning of Art. 20 (ASSUMPTION: per competition, as for Art. 20).',
    countsVerbalWarnings: ART_20_WARNINGS,
  },
  {
    ruleset: 'fsnp',
    clause: 'Art. 21',
    title: 'Suspected cheating',
    cite: 'FSNP Art. 21',
    first: [DQ],
    repeatFrom: 2,
    repeat: [DQ],
    note: 'Exclusion needs no warning.',
  },
  {
    ruleset: 'fsnp',
    clause: 'Art. 22',
    title: 'Collusion',
    cite: 'FSNP Art. 22',
    first: [PENALTY_ANY_ROUNDS, DQ],
    repeatFrom: 2,
    repeat: [PENALTY_ANY_ROUNDS, DQ],
  },
  {
    ruleset: 'fsnp',
    clause: 'Art. 25',
    title: 'Electronic device used while in a hand',
    cite: 'FSNP Art. 25',
    first: [DEAD, W],
    repeatFrom: 2,
    repeat: [DEAD, W],
  },
  {
    ruleset: 'fsnp',
    clause: 'Art. 26',
    title: 'Carrying a weapon (even with a permit)',
    cite: 'FSNP Art. 26',
    first: [DQ],
    repeatFrom: 2,
    repeat: [DQ],
    note: 'A person carrying a weapon of any kind may not take part: found in play, he is out of the competition.',
  },
  {
    ruleset: 'fsnp',
    clause: 'Art. 71',
    title: 'Cards not kept visible (hidden or covered)',
    cite: 'FSNP Art. 71',
    first: [W, DEAD],
    repeatFrom: 2,
    repeat: [W, DEAD],
    note: 'He may lose the right to act and may be penalised, up to his hand being killed.',
  },
  {
    ruleset: 'fsnp',
    clause: 'Art. 72',
    title: 'Deliberately marking or damaging cards',
    cite: 'FSNP Art. 72',
    first: [W, PENALTY_ANY_ROUNDS, DQ],
    repeatFrom: 2,
    repeat: [PENALTY_ANY_ROUNDS, DQ],
    note: 'Strictly forbidden; it may lead to disqualification at the first offence. ASSUMPTION: the lesser sanctions follow the Art. 20 scale, and a repeat is no longer only a warning.',
  },
  {
    ruleset: 'fsnp',
    clause: 'Art. 75',
    title: 'Knowingly playing a hand with a deck that is not in order',
    cite: 'FSNP Art. 75',
    first: [DEAD, W, PENALTY_ANY_ROUNDS],
    repeatFrom: 2,
    repeat: [DEAD, W, PENALTY_ANY_ROUNDS],
    note: 'He may lose the chips he put in (his hand is dead; the chips stay in the pot) and may be penalised for not reporting it (the Art. 20 scale, ASSUMPTION).',
  },
  {
    ruleset: 'fsnp',
    clause: 'Art. 29',
    title: 'False identity document',
    cite: 'FSNP Art. 29',
    first: [DQ],
    repeatFrom: 2,
    repeat: [DQ],
    note: 'The club also cancels the membership card (Art. 2, 29).',
  },
  {
    ruleset: 'fsnp',
    clause: 'Art. 103',
    title: 'Deliberately delaying play',
    cite: 'FSNP Art. 103(b)',
    first: [DEAD],
    repeatFrom: 2,
    repeat: [DEAD],
  },
  {
    ruleset: 'fsnp',
    clause: 'Art. 119',
    title: 'Deliberate exposure with action pending',
    cite: 'FSNP Art. 119',
    first: [DEAD],
    repeatFrom: 2,
    repeat: [DEAD],
  },
  {
    ruleset: 'fsnp',
    clause: 'Art. 121',
    title: 'Showing cards to an outsider',
    cite: 'FSNP Art. 121; Art. 20',
    first: [W],
    repeatFrom: 2,
    repeat: [W, PENALTY_ANY_ROUNDS],
    note: 'Repeat offences are penalised (Art. 121); the scale follows Art. 20 (ASSUMPTION).',
  },
];

const SUSPENSION: SanctionOption = {
  kind: 'missed-hands',
  handsPerPlayer: [1, 2, 3, 4],
  singleHand: true,
};

/** LNSE 123/13 II.41: warning, hand suspension, disqualification; clauses naming their own penalty. */
const LNSE_MATRIX: readonly PenaltyRule[] = [
  {
    ruleset: 'lnse',
    clause: 'II.41',
    title: 'Breach of a conduct or technical rule (I.75-78, II.39)',
    // II.39: a breach, knowing or not, that compromises the normal running of the game.
    cite: 'LNSE 123/13 II.41, II.39; I.79',
    first: [W],
    repeatFrom: 2,
    repeat: [W, SUSPENSION, DQ],
    note: 'A warning for a first breach unless the rule names another penalty; repetition leads to suspension or disqualification.',
  },
  {
    ruleset: 'lnse',
    clause: 'I.78',
    title:
      'Code of conduct: celebration, arguing, threats or obscene language to a player or employee, and the other listed infractions (I.75-78)',
    cite: 'LNSE 123/13 I.78, II.40-41; I.79',
    first: [W, SUSPENSION, DQ],
    repeatFrom: 2,
    repeat: [SUSPENSION, DQ],
    note: 'Improper conduct weighs more than a technical fault (II.40): the Direction may suspend at once; intent or repetition escalates (I.79), a repeat is no longer a warning.',
  },
  {
    ruleset: 'lnse',
    clause: 'I.75',
    title:
      'Unethical play: actions, remarks or behaviour that undermine the clarity and transparency of the game',
    cite: 'LNSE 123/13 I.75, II.41; I.79',
    first: [W, SUSPENSION, DQ],
    repeatFrom: 2,
    repeat: [SUSPENSION, DQ],
    note: 'Poker is an individual game; the Direction decides the penalty (I.75), intent or repetition escalates it (I.79).',
  },
  {
    ruleset: 'lnse',
    clause: 'III.2 ¶4',
    title: 'A situation the tournament and game rules do not cover',
    cite: 'LNSE 123/13 III.2 ¶4',
    first: [W, SUSPENSION, DQ],
    repeatFrom: 2,
    repeat: [W, SUSPENSION, DQ],
    authority: {
      warning: ['director'],
      'missed-hands': ['director'],
      'disqualification-competition': ['director'],
    },
    note: 'Only the Director rules and penalises where no rule applies; elsewhere the Direction (Director and Supervisors) has equal authority (III.5).',
  },
  {
    ruleset: 'lnse',
    clause: 'I.97',
    title: 'Dodging the blinds after a move',
    cite: 'LNSE 123/13 I.97',
    first: [{ kind: 'missed-hands', handsPerPlayer: [1], singleHand: false }],
    repeatFrom: 2,
    repeat: [{ kind: 'missed-hands', handsPerPlayer: [1, 2, 3, 4], singleHand: false }, DQ],
    note: 'One hand per player present; repeats escalate under II.41.',
  },
  {
    ruleset: 'lnse',
    clause: 'I.77',
    title:
      'One player to a hand: commenting on a hand, advising or criticising a play, discussing hands with a spectator, outside advice',
    cite: 'LNSE 123/13 I.77, II.41; I.79',
    first: [W],
    repeatFrom: 2,
    repeat: [W, SUSPENSION, DQ],
    note: 'A technical breach under II.41: a warning first; repetition leads to suspension or disqualification.',
  },
  {
    ruleset: 'lnse',
    clause: 'II.9',
    title: 'Hiding chips',
    cite: 'LNSE 123/13 II.9, II.41',
    first: [W, SUSPENSION, DQ],
    repeatFrom: 2,
    repeat: [SUSPENSION, DQ],
    note: 'He may be disqualified and his chips removed from the tournament at the first offence (the rule names its own penalty, II.41).',
  },
  {
    ruleset: 'lnse',
    clause: 'II.26',
    title: 'Taking unfair advantage of a defective card instead of declaring it',
    cite: 'LNSE 123/13 II.26, II.41',
    first: [DEAD, SUSPENSION, DQ],
    repeatFrom: 2,
    repeat: [DEAD, SUSPENSION, DQ],
    note: 'He loses his right to the pot (a dead hand) and is penalised: the Direction rules on the hand and on the sanction, each on the record.',
  },
  {
    ruleset: 'lnse',
    clause: 'II.11',
    title: 'Passing chips between players',
    cite: 'LNSE 123/13 II.11',
    first: [DQ],
    repeatFrom: 2,
    repeat: [DQ],
    note: 'Both players are disqualified and both stacks removed.',
  },
  {
    ruleset: 'lnse',
    clause: 'II.27',
    title: 'Deliberately producing a defective deck',
    cite: 'LNSE 123/13 II.27',
    first: [DQ],
    repeatFrom: 2,
    repeat: [DQ],
  },
  {
    ruleset: 'lnse',
    clause: 'II.98',
    title: 'Faking a bet while checking: handling chips as if to bet',
    cite: 'LNSE 123/13 II.98, II.41',
    first: [W],
    repeatFrom: 2,
    repeat: [W, SUSPENSION, DQ],
    note: 'He may also be made to put the chips in (a bet recorded by the floor’s ruling); the penalty is a warning first (II.41).',
  },
  {
    ruleset: 'lnse',
    clause: 'II.107',
    title: 'Deliberately miscalling one’s hand at the showdown',
    cite: 'LNSE 123/13 II.107, II.41',
    first: [W],
    repeatFrom: 2,
    repeat: [W, SUSPENSION, DQ],
    note: 'What a player says his hand is does not bind (the cards speak, II.105); a deliberately false claim is penalised.',
  },
  {
    ruleset: 'lnse',
    clause: 'I.51',
    title: 'Backing out of an announced rebuy or add-on',
    cite: 'LNSE 123/13 I.51',
    first: [DQ],
    repeatFrom: 2,
    repeat: [DQ],
    note: 'Automatic, not discretionary.',
  },
];

const CLUB_ANY: readonly SanctionOption[] = [
  W,
  { kind: 'missed-hands', handsPerPlayer: 'any', singleHand: true },
  { kind: 'missed-rounds', rounds: 'any' },
  DEAD,
  { kind: 'removal' },
  DQ,
  { kind: 'exclusion-organizer' },
];

const club = (
  clause: string,
  title: string,
  options: readonly SanctionOption[] = CLUB_ANY,
  note?: string,
): PenaltyRule => ({
  ruleset: 'club-tda',
  clause,
  title,
  cite: `Club ${clause}; Rule 71`,
  first: options,
  repeatFrom: 2,
  repeat: options,
  note: note ?? 'Sanctions need not escalate in order; a first offence may disqualify (Rule 71).',
});

const CLUB_MATRIX: readonly PenaltyRule[] = [
  club('Rule 71', 'Any act against the rules or the interest of the event'),
  club('Rule 33', 'Dodging the blinds'),
  club('Rule 53', 'Repeated action out of turn'),
  club(
    'Rule 63',
    'Chips carried out of sight (hidden on the table or in transit)',
    CLUB_ANY,
    'He may also be disqualified; the chips confiscated leave play (RemoveChipsFromPlay, hidden).',
  ),
  club('Rule 67', 'One player to a hand'),
  club(
    'Rule 68',
    'Exposing cards with action pending',
    [
      W,
      { kind: 'missed-hands', handsPerPlayer: 'any', singleHand: true },
      { kind: 'missed-rounds', rounds: 'any' },
      DEAD,
    ],
    'Up to a dead hand; the penalty starts at the end of the hand.',
  ),
  club('Rule 69', 'Collusion, soft play, chip dumping'),
  club('Rule 70', 'Etiquette violations'),
];

export const PENALTY_MATRIX: Readonly<Record<RulesetId, readonly PenaltyRule[]>> = {
  fspr: FSPR_MATRIX,
  fsnp: FSNP_MATRIX,
  lnse: LNSE_MATRIX,
  'club-tda': CLUB_MATRIX,
};

export function penaltyRule(ruleset: RulesetId, clause: string): PenaltyRule | undefined {
  const rule = PENALTY_MATRIX[ruleset].find((r) => r.clause === clause);
  // FSNP Art. 20: a clause that counts verbal warnings escalates at the ruleset's ordinal
  // warning (`discipline.warningsBeforeDirectorSanction`), not at a number of its own.
  const at = getRuleset(ruleset).discipline.warningsBeforeDirectorSanction.value;
  return rule?.countsVerbalWarnings && at != null ? { ...rule, repeatFrom: at } : rule;
}

/** DECISION-13: 1 + earlier offences of the same clause in this competition, annulled ones excluded. */
export function offenceNumber(
  history: readonly { readonly clause: string; readonly annulled: boolean }[],
  clause: string,
): number {
  return 1 + history.filter((h) => h.clause === clause && !h.annulled).length;
}

export const allowedSanctions = (rule: PenaltyRule, offence: number): readonly SanctionOption[] =>
  offence >= rule.repeatFrom ? rule.repeat : rule.first;

/** FSPR 7.1.2 note: a round is as many hands as players at the table at imposition, offender included. */
export function missedHands(sanction: ProposedSanction, playersAtTable: number): number {
  if (sanction.kind === 'missed-rounds') return (sanction.rounds ?? 1) * playersAtTable;
  if (sanction.kind === 'missed-hands')
    return sanction.singleHand ? 1 : (sanction.handsPerPlayer ?? 1) * playersAtTable;
  return 0;
}

export interface ProposedSanction {
  readonly kind: SanctionKind;
  readonly rounds?: number;
  readonly handsPerPlayer?: number;
  readonly singleHand?: boolean;
}

export interface SanctionRequest {
  readonly ruleset: RulesetId;
  readonly clause: string;
  readonly offence: number;
  readonly sanction: ProposedSanction;
  readonly role: Role;
  /** FSPR 7.2.3: a season ban needs the chief judge's protocol entry. */
  readonly protocolEntry?: boolean;
}

const KIND_WORDS: Readonly<Record<SanctionKind, string>> = {
  warning: 'a warning',
  'missed-hands': 'missed hands',
  'missed-rounds': 'missed rounds',
  'dead-hand': 'a dead hand',
  'chip-penalty': 'a chip penalty',
  removal: 'removal from the event',
  'disqualification-competition': 'disqualification from the competition',
  'disqualification-season': 'disqualification for the season',
  'exclusion-organizer': "exclusion from the organizer's events",
};

const ordinal = (n: number): string =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/** Is this sanction allowed for this clause, offence number and official? null = allowed. */
export function checkSanction(req: SanctionRequest): RuleViolation | null {
  const rule = penaltyRule(req.ruleset, req.clause);
  const { kind } = req.sanction;
  if (!rule) return unknownPenaltyClause(req.ruleset, req.clause);
  const allowed = allowedSanctions(rule, req.offence);
  const options = allowed.filter((o) => o.kind === kind);
  if (options.length === 0) {
    return {
      code: 'SANCTION_NOT_ALLOWED',
      ruleRef: rule.cite,
      message: `${capitalised(KIND_WORDS[kind])} is not a sanction for a ${ordinal(req.offence)} offence under ${rule.clause} (${rule.title}). Allowed: ${allowed.map((o) => `${describeOption(o)} (${officialsFor(req.ruleset, rule, o.kind).join(', ') || 'nobody'})`).join('; ')}.`,
    };
  }
  const amountProblem = options.every((o) => !amountFits(o, req.sanction));
  if (amountProblem) {
    return {
      code: 'SANCTION_AMOUNT_NOT_ALLOWED',
      ruleRef: rule.cite,
      message: `${describeAmount(req.sanction)} is not allowed for a ${ordinal(req.offence)} offence under ${rule.clause}: ${options.map(describeOption).join(' or ')}.`,
    };
  }
  const roles = officialsFor(req.ruleset, rule, kind);
  if (!roles.includes(req.role)) {
    const authorityCite = getRuleset(req.ruleset).discipline.authority.cite;
    return {
      code: 'SANCTION_AUTHORITY',
      ruleRef: authorityCite,
      message: `A ${req.role} may not impose ${KIND_WORDS[kind]}${roles.length ? `; only: ${roles.join(', ')}` : ''}.`,
    };
  }
  if (kind === 'disqualification-season' && !req.protocolEntry) {
    return {
      code: 'SEASON_BAN_NEEDS_PROTOCOL_ENTRY',
      ruleRef: 'FSPR 7.2.3',
      message:
        "A season disqualification needs the chief judge's entry of the violation in the competition protocol.",
    };
  }
  return null;
}

/**
 * A clause the ruleset does not catalogue. The citation is the ruleset's own article on the
 * power to sanction, never the typed clause glued to the ruleset's prefix: that would invent
 * an article ("FSNP Art. 7.1.1" does not exist).
 */
export function unknownPenaltyClause(ruleset: RulesetId, clause: string): RuleViolation {
  const known = PENALTY_MATRIX[ruleset].map((r) => r.clause);
  return {
    code: 'PENALTY_CLAUSE_UNKNOWN',
    ruleRef: getRuleset(ruleset).discipline.authority.cite,
    message: `"${clause}" is not a violation with a sanction in the ${ruleset} ruleset; its clauses are ${known.join(', ')} (rulesets { penaltyClauses }).`,
  };
}

/** The officials who may impose a kind under a clause: the clause's narrowing, else the ruleset's. */
export function officialsFor(
  ruleset: RulesetId,
  rule: PenaltyRule,
  kind: SanctionKind,
): readonly Role[] {
  const general = getRuleset(ruleset).discipline.authority.value;
  return rule.authority?.[kind] ?? general[kind] ?? [];
}

export interface SanctionOptionRow {
  readonly kind: SanctionKind;
  /** In words, with the amounts allowed: "1 or 2 round(s)". */
  readonly allowed: string;
  readonly officials: readonly Role[];
}

export interface PenaltyClauseRow {
  readonly clause: string;
  readonly title: string;
  readonly cite: string;
  readonly note: string | null;
  readonly firstOffence: readonly SanctionOptionRow[];
  readonly repeatFrom: number;
  readonly repeatOffence: readonly SanctionOptionRow[];
}

/** A ruleset's penalty matrix as rows: what `recordViolation` accepts and what each offence allows. */
export function describePenaltyClauses(ruleset: RulesetId): PenaltyClauseRow[] {
  return PENALTY_MATRIX[ruleset].map((rule) => {
    const rows = (options: readonly SanctionOption[]) =>
      options.map((o) => ({
        kind: o.kind,
        allowed: describeOption(o),
        officials: officialsFor(ruleset, rule, o.kind),
      }));
    return {
      clause: rule.clause,
      title: rule.title,
      cite: rule.cite,
      note: rule.note ?? null,
      firstOffence: rows(rule.first),
      repeatFrom: rule.repeatFrom,
      repeatOffence: rows(rule.repeat),
    };
  });
}

/** "1, 2 or 3": how a floor person says a choice. */
const orList = (xs: readonly (string | number)[]): string =>
  xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`;

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function amountFits(option: SanctionOption, s: ProposedSanction): boolean {
  if (option.kind === 'missed-rounds') {
    return (
      s.rounds !== undefined &&
      Number.isInteger(s.rounds) &&
      s.rounds > 0 &&
      (option.rounds === 'any' || option.rounds.includes(s.rounds))
    );
  }
  if (option.kind === 'missed-hands') {
    if (s.singleHand) return option.singleHand;
    return (
      s.handsPerPlayer !== undefined &&
      Number.isInteger(s.handsPerPlayer) &&
      s.handsPerPlayer > 0 &&
      (option.handsPerPlayer === 'any' || option.handsPerPlayer.includes(s.handsPerPlayer))
    );
  }
  return true;
}

function describeAmount(s: ProposedSanction): string {
  if (s.kind === 'missed-rounds') return `Missing ${s.rounds ?? '?'} round(s)`;
  if (s.kind === 'missed-hands')
    return s.singleHand
      ? 'A one-hand suspension'
      : `A suspension of ${s.handsPerPlayer ?? '?'} hand(s) per player`;
  return KIND_WORDS[s.kind];
}

function describeOption(o: SanctionOption): string {
  if (o.kind === 'missed-rounds')
    return o.rounds === 'any' ? 'any number of rounds' : `${orList(o.rounds)} round(s)`;
  if (o.kind === 'missed-hands') {
    const per =
      o.handsPerPlayer === 'any'
        ? 'any number of hands'
        : `${orList(o.handsPerPlayer)} hand(s) per player`;
    return o.singleHand ? `one hand or ${per}` : per;
  }
  return KIND_WORDS[o.kind];
}
