/**
 * The discipline part of the tournament state (issue 6): violations and their offence numbers
 * (DECISION-13), sanctions and the hands still to sit out (FSPR 7.1.2 note; 6.4.4), protests
 * (FSPR 7.3.1-7.3.4; DECISION-14), rulings and collusion reviews. Created on first use.
 */
import type { SanctionKind } from '../../../rules/types';
import { getRuleset } from '../../../rules/registry';
import type { Official } from '../../../events/discipline-events';
import { type TournamentState, type CreatedTournament, created } from '../state';

export interface ViolationRecord {
  readonly violationId: string;
  readonly playerId: string;
  readonly clause: string;
  readonly offenceNumber: number;
  readonly seq: number;
  /** DECISION-13: a violation whose sanction was annulled stops counting. */
  annulled: boolean;
  sanctionIds: string[];
  protocolEntryNo: number | null;
}

export interface SanctionRecord {
  readonly sanctionId: string;
  readonly violationId: string;
  readonly playerId: string;
  kind: SanctionKind;
  rounds: number | null;
  readonly playersAtTable: number | null;
  /** Hands to sit out in all; `served` of them are behind him. */
  hands: number;
  served: number;
  /** Serving starts after this hand of this table (the one running at imposition). */
  readonly tableId: string | null;
  readonly afterHandNo: number | null;
  /** The playing day of imposition (discipline.carriesAcrossTablesAndDays); absent: older states. */
  readonly day?: number;
  readonly official: Official;
  annulled: boolean;
}

export type ProtestStatus =
  'lodged' | 'refused' | 'forwarded' | 'under-review' | 'decided' | 'notified';

export interface ProtestRecord {
  readonly protestId: string;
  readonly filerId: string;
  readonly sanctionId: string | null;
  readonly rulingId: string | null;
  status: ProtestStatus;
  forwardedAt: string | null;
  receivedOn: string | null;
  decisionDueBy: string | null;
  decidedOn: string | null;
}

export interface RulingRecord {
  readonly rulingId: string;
  readonly playerIds: readonly string[];
  readonly official: Official;
  appealed: boolean;
}

export interface CollusionRecord {
  readonly reviewId: string;
  readonly suspects: readonly string[];
  reviewed: boolean;
}

export interface DisciplineState {
  violations: Record<string, ViolationRecord>;
  sanctions: Record<string, SanctionRecord>;
  protests: Record<string, ProtestRecord>;
  rulings: Record<string, RulingRecord>;
  reviews: Record<string, CollusionRecord>;
  protocolEntries: number;
  /** The end of the competition for FSPR 7.3.2 (TournamentCompleted or cancellation). */
  competitionEndedAt: string | null;
}

declare module '../state' {
  interface TournamentFields {
    /** Discipline, disputes and protests (issue 6), created on first use. */
    discipline?: DisciplineState;
  }
}

const EMPTY: DisciplineState = {
  violations: {},
  sanctions: {},
  protests: {},
  rulings: {},
  reviews: {},
  protocolEntries: 0,
  competitionEndedAt: null,
};

export function disciplineOf(s: TournamentState): DisciplineState {
  if (!s.discipline)
    s.discipline = {
      ...EMPTY,
      violations: {},
      sanctions: {},
      protests: {},
      rulings: {},
      reviews: {},
    };
  return s.discipline;
}

/** Read-only view for decisions: never creates the record on a state being decided on. */
export const disciplineView = (s: TournamentState): DisciplineState => s.discipline ?? EMPTY;

/**
 * DECISION-13: 1 + this player's earlier violations in this competition, counted as the
 * ruleset's `discipline.offenceCounting` says: of this clause only (perClause), and leaving out
 * those whose sanction was annulled (unless annulledCount).
 */
export function offenceNumberFor(
  s: CreatedTournament,
  playerId: string,
  clause: string,
  beforeSeq = Number.MAX_SAFE_INTEGER,
): number {
  const counting = getRuleset(s.config.rulesetId)?.discipline.offenceCounting.value;
  const perClause = counting?.perClause ?? true;
  const annulledCount = counting?.annulledCount ?? false;
  let n = 1;
  for (const v of Object.values(disciplineView(s).violations))
    if (
      v.playerId === playerId &&
      (!perClause || v.clause === clause) &&
      (annulledCount || !v.annulled) &&
      v.seq < beforeSeq
    )
      n++;
  return n;
}

/**
 * Where the ruleset does not carry unserved hands across tables and days
 * (discipline.carriesAcrossTablesAndDays false), a penalty lapses once the player sits at
 * another table than at imposition, or a later day has begun; where it does (Club Rule 71;
 * FSPR 7.1.2; DECISION-13), it never lapses so.
 */
export function lapsed(s: CreatedTournament, x: SanctionRecord): boolean {
  const carries = getRuleset(s.config.rulesetId)?.discipline.carriesAcrossTablesAndDays.value;
  if (carries ?? true) return false;
  const atTable = x.tableId === null || s.entrants[x.playerId]?.tableId === x.tableId;
  return !atTable || (x.day ?? s.day) !== s.day;
}

/** Missed hands or rounds still to sit out (FSPR 7.1.2 note), oldest penalty first. */
export function activePenalties(s: TournamentState, playerId: string): SanctionRecord[] {
  return Object.values(disciplineView(s).sanctions).filter(
    (x) => x.playerId === playerId && !x.annulled && x.served < x.hands && !lapsed(created(s), x),
  );
}

/**
 * Is the player sitting out a penalty? While he is, his forced bets are posted from his stack
 * and his cards are killed (FSPR 6.4.4, 7.1.2; LNSE 123/13 II.41): the hand-play slice asks
 * this when the forced bets are posted and treats him as absent.
 */
export const isServingPenalty = (s: TournamentState, playerId: string): boolean =>
  activePenalties(s, playerId).length > 0;

/**
 * Does the player sit this hand out? As isServingPenalty, except the hand already running at the
 * table when the penalty was imposed (FSPR 7.1.2: the penalty starts with the next hand).
 */
export const servesInHand = (
  s: CreatedTournament,
  playerId: string,
  tableId: string,
  handNo: number,
): boolean =>
  activePenalties(s, playerId).some(
    (x) => !(x.tableId === tableId && x.afterHandNo !== null && handNo <= x.afterHandNo),
  );

/** Hands left to sit out, all penalties together (they are served one after another). */
export const penaltyHandsLeft = (s: TournamentState, playerId: string): number =>
  activePenalties(s, playerId).reduce((n, x) => n + x.hands - x.served, 0);
