/**
 * Causes of a dead hand, each with its article and the condition under which it applies
 * (FSNP Art. 101, 103(b), 104, 114, 118, 119; FSPR 6.3.7-6.3.8, 6.4.3; Club Rule 65). A dead hand takes no
 * further action and cannot win; its chips stay in the pot.
 */
import type { HandState } from '../../../poker/hand-types';
import type { RulesetCitations } from '../../../rules/types';

export interface DeadHandFacts {
  readonly engine: HandState;
  readonly index: number;
}

export interface DeadHandRule {
  readonly ruleRef: string;
  /** The article the ruleset in force gives this cause (its citation table), over `ruleRef`. */
  readonly citeInForce?: (citations: RulesetCitations) => string;
  readonly label: string;
  /** null when the cause applies; else why it does not, in words a floor person reads out. */
  readonly refuse: (f: DeadHandFacts) => string | null;
}

const allIn = (f: DeadHandFacts) =>
  f.engine.players[f.index].stack === 0 && !f.engine.players[f.index].folded;
const bettingOpen = (f: DeadHandFacts) => f.engine.phase === 'betting';

export const DEAD_HAND_CAUSES = {
  'left-table': {
    ruleRef: 'FSNP Art. 101',
    label: 'left the table while active in the hand',
    refuse: () => null,
  },
  absent: {
    ruleRef: 'FSPR 6.4.3',
    label: 'away from the table during play',
    refuse: (f) =>
      allIn(f)
        ? 'An all-in player\u2019s hand stays live even when he is away (FSPR 6.4.3).'
        : null,
  },
  'deliberate-delay': {
    ruleRef: 'FSNP Art. 103(b)',
    label: 'deliberately delayed play',
    refuse: () => null,
  },
  'cards-touched-muck': {
    ruleRef: 'FSNP Art. 104',
    label: 'cards touched the muck, burn cards or board',
    refuse: () => null,
  },
  'refused-to-show': {
    ruleRef: 'FSNP Art. 114',
    citeInForce: (c) => c.refusedToShow,
    label: 'refused to show when required, after the five-second countdown',
    refuse: (f) =>
      f.engine.phase === 'showdown'
        ? null
        : 'A refusal to show is ruled only at the showdown, once the betting is over.',
  },
  'all-in-showed-with-action-pending': {
    ruleRef: 'FSNP Art. 118',
    label: 'all-in player showed his cards while action was pending',
    refuse: (f) =>
      allIn(f) && bettingOpen(f)
        ? null
        : 'Art. 118 applies to an all-in player while other players still have to act.',
  },
  'deliberate-exposure': {
    ruleRef: 'FSNP Art. 119',
    label: 'deliberately exposed his cards with action pending',
    refuse: (f) => (bettingOpen(f) ? null : 'Art. 119 applies only while action is pending.'),
  },
  'wrong-card-count': {
    ruleRef: 'FSPR 6.3.7-6.3.8',
    label: 'holds the wrong number of cards after the betting began',
    refuse: () => null,
  },
  'killed-by-dealer': {
    ruleRef: 'Club Rule 65',
    label:
      'had his unprotected hand killed by the dealer and the floor could not retrieve it; his bet nobody called goes back to him',
    refuse: () => null,
  },
  'time-expired': {
    ruleRef: 'FSNP Art. 103; FSPR 7.1.7',
    label: 'did not act before the time called on him ran out',
    refuse: () => null,
  },
} as const satisfies Record<string, DeadHandRule>;

export type DeadHandCause = keyof typeof DEAD_HAND_CAUSES;
