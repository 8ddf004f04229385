/**
 * Hand histories as a read model: every hand at every table (seats, stacks, forced bets, actions,
 * board, shown cards, pots and winners, rulings), built from the stream alone and queryable per
 * tournament, table and player. The fold is pure: the same events always give the same records,
 * so a rebuild from position 0 equals the live model.
 */
import type {
  ActionRecordedData,
  AwardedPot,
  FloorRulingData,
  ForcedBetsPostedData,
  HandDeclaredDeadData,
  HandPlannedData,
  HandVoidedData,
  PlayerEliminatedData,
  TimeCalledData,
} from '../../events/hand-events';
import type { StoredEvent } from '../../events/envelope';
import { tournamentIdOf } from '../../events/envelope';
import { eventFold } from '../kit';

export type HandStep =
  | {
      readonly kind: 'hole';
      readonly seat: number;
      readonly cards: readonly (number | null)[];
      /** Stud: which cards were dealt face up, when not the street's default (FSPR 6.5.1). */
      readonly faceUp?: readonly boolean[];
    }
  | ({ readonly kind: 'action'; readonly street: number } & Omit<
      ActionRecordedData,
      'tableId' | 'handNo'
    >)
  | { readonly kind: 'board'; readonly street: number; readonly cards: readonly (number | null)[] }
  | {
      readonly kind: 'show';
      readonly seat: number;
      readonly shown: boolean;
      readonly cards?: readonly (number | null)[];
      /** Face down but not mucked (Club Rule 14), or fewer cards than held (Club Rule 15). */
      readonly released?: boolean;
      readonly partial?: boolean;
      readonly requestedBy?: number;
    }
  | {
      /** FSPR 6.5.5: an all-in treatment: his remaining chips are outside the hand until the award. */
      readonly kind: 'set-aside';
      readonly seat: number;
      readonly chips: number;
    };

export interface HandRecord {
  readonly tournamentId: string;
  readonly tableId: string;
  readonly handNo: number;
  startedAt: string | null;
  completedAt: string | null;
  plan: HandPlannedData | null;
  forced: ForcedBetsPostedData | null;
  steps: HandStep[];
  street: number;
  pots: AwardedPot[];
  awardMethod: string | null;
  returned: { seat: number; chips: number }[];
  rulings: Omit<FloorRulingData, 'tableId' | 'handNo'>[];
  deadHands: Omit<HandDeclaredDeadData, 'tableId' | 'handNo'>[];
  timeCalls: Omit<TimeCalledData, 'tableId' | 'handNo'>[];
  voided: Pick<HandVoidedData, 'code' | 'ruleRef' | 'redeal'> | null;
  finalStacks: { seat: number; chips: number }[];
  eliminations: Pick<PlayerEliminatedData, 'playerId' | 'place' | 'sharedBy' | 'eliminatedBy'>[];
  /** Stream revision of the last event folded in (replays of older events change nothing). */
  lastRevision: number;
}

export const handKey = (tournamentId: string, tableId: string, handNo: number): string =>
  `${tournamentId}/${tableId}/${handNo}`;

export const emptyHand = (tournamentId: string, tableId: string, handNo: number): HandRecord => ({
  tournamentId,
  tableId,
  handNo,
  startedAt: null,
  completedAt: null,
  plan: null,
  forced: null,
  steps: [],
  street: 0,
  pots: [],
  awardMethod: null,
  returned: [],
  rulings: [],
  deadHands: [],
  timeCalls: [],
  voided: null,
  finalStacks: [],
  eliminations: [],
  lastRevision: -1,
});

const rest = <T extends { tableId: string; handNo: number }>(
  d: T,
): Omit<T, 'tableId' | 'handNo'> => {
  const { tableId: _t, handNo: _h, ...r } = d;
  return r;
};

/** How each event changes its hand's record. */
export const HAND_FOLDS = eventFold<HandRecord>({
  HandStarted: (h, d) => {
    h.startedAt = d.startedAt;
  },
  HandPlanned: (h, d) => {
    h.plan = d;
  },
  ForcedBetsPosted: (h, d) => {
    h.forced = d;
  },
  HoleCardsDealt: (h, d) => {
    for (const x of d.hands)
      h.steps.push({
        kind: 'hole',
        seat: x.seat,
        cards: x.cards,
        ...(x.faceUp ? { faceUp: x.faceUp } : {}),
      });
  },
  ActionRecorded: (h, d) => {
    h.steps.push({ kind: 'action', street: h.street, ...rest(d) });
  },
  BoardDealt: (h, d) => {
    h.street = d.street;
    h.steps.push({ kind: 'board', street: d.street, cards: d.cards });
  },
  ShowdownRecorded: (h, d) => {
    h.steps.push({
      kind: 'show',
      seat: d.seat,
      shown: d.shown,
      ...(d.cards ? { cards: d.cards } : {}),
      ...(d.released ? { released: true } : {}),
      ...(d.partial ? { partial: true } : {}),
      ...(d.requestedBy !== undefined ? { requestedBy: d.requestedBy } : {}),
    });
  },
  SeventhCardElectionMade: (h, d) => {
    if (d.option === 'all-in-treatment' && d.setAside > 0)
      h.steps.push({ kind: 'set-aside', seat: d.seat, chips: d.setAside });
  },
  PotsAwarded: (h, d) => {
    h.pots = [...d.pots];
    h.awardMethod = d.method;
    h.returned = [...d.returned];
  },
  FloorRuling: (h, d) => {
    h.rulings.push(rest(d));
    // FSPR 6.6.2-6.6.3: a recalled flop is not part of the hand.
    if (d.outcome === 'board-recalled') {
      const k = h.steps.map((s) => s.kind).lastIndexOf('board');
      if (k >= 0) {
        h.steps.splice(k, 1);
        h.street = Math.max(0, h.street - 1);
      }
    }
  },
  // Club Rule 22: the award stays as it was; the correction is shown with the rulings, naming
  // the official and every seat's chips moved.
  PotAwardCorrected: (h, d) => {
    const moved = d.moves
      .map((m) => `seat ${m.seat} ${m.chips > 0 ? '+' : '\u2212'}${Math.abs(m.chips)}`)
      .join(', ');
    h.rulings.push({
      code: 'POT_AWARD_CORRECTED',
      ruleRef: d.ruleRef,
      official: d.official,
      outcome: 'pot-award-corrected',
      detail: `Pot ${d.pot}: ${moved}. ${d.reason}`,
      at: d.at,
    });
  },
  HandDeclaredDead: (h, d) => {
    h.deadHands.push(rest(d));
  },
  TimeCalled: (h, d) => {
    h.timeCalls.push(rest(d));
  },
  HandVoided: (h, d) => {
    h.voided = { code: d.code, ruleRef: d.ruleRef, redeal: d.redeal };
  },
  HandCompleted: (h, d) => {
    h.completedAt = d.completedAt;
    h.finalStacks = [...d.stacks];
  },
  PlayerEliminated: (h, d) => {
    h.eliminations.push({
      playerId: d.playerId,
      place: d.place,
      sharedBy: d.sharedBy,
      eliminatedBy: d.eliminatedBy,
    });
  },
});

export const HAND_EVENT_TYPES = HAND_FOLDS.types;

/** The hand an event belongs to, or null (PlayerEliminated outside a hand, other types). */
export function handOf(e: StoredEvent): { tableId: string; handNo: number } | null {
  const d: unknown = e.data;
  if (typeof d !== 'object' || d === null || !('tableId' in d) || !('handNo' in d)) return null;
  const { tableId, handNo } = d;
  return typeof tableId === 'string' && typeof handNo === 'number' ? { tableId, handNo } : null;
}

/** The in-memory read model: used by the simulation and as the fold of the stored projection. */
export class HandHistoryProjection {
  private readonly hands = new Map<string, HandRecord>();
  private readonly byPlayer = new Map<string, Set<string>>();

  applyAll(events: readonly StoredEvent[]): void {
    for (const e of events) this.apply(e);
  }

  apply(e: StoredEvent): void {
    const tid = tournamentIdOf(e.streamId);
    const at = HAND_FOLDS.handles(e.type) ? handOf(e) : null;
    if (!tid || !at) return;
    const key = handKey(tid, at.tableId, at.handNo);
    let h = this.hands.get(key);
    if (!h) this.hands.set(key, (h = emptyHand(tid, at.tableId, at.handNo)));
    if (e.revision <= h.lastRevision) return;
    HAND_FOLDS.apply(h, e);
    h.lastRevision = e.revision;
    if (e.type === 'HandPlanned')
      for (const s of h.plan?.dealtIn ?? [])
        if (s.playerId) {
          const k = `${tid}/${s.playerId}`;
          if (!this.byPlayer.has(k)) this.byPlayer.set(k, new Set());
          this.byPlayer.get(k)!.add(key);
        }
  }

  hand(tournamentId: string, tableId: string, handNo: number): HandRecord | undefined {
    return this.hands.get(handKey(tournamentId, tableId, handNo));
  }

  forTournament(tournamentId: string): HandRecord[] {
    return [...this.hands.values()].filter((h) => h.tournamentId === tournamentId).sort(byTime);
  }

  forTable(tournamentId: string, tableId: string): HandRecord[] {
    return this.forTournament(tournamentId).filter((h) => h.tableId === tableId);
  }

  forPlayer(tournamentId: string, playerId: string): HandRecord[] {
    const keys = this.byPlayer.get(`${tournamentId}/${playerId}`) ?? new Set<string>();
    return [...keys].map((k) => this.hands.get(k)!).sort(byTime);
  }

  snapshot(): HandRecord[] {
    return [...this.hands.values()].sort(byTime);
  }
}

const byTime = (a: HandRecord, b: HandRecord) =>
  (a.startedAt ?? '').localeCompare(b.startedAt ?? '') ||
  a.tableId.localeCompare(b.tableId, 'en', { numeric: true }) ||
  a.handNo - b.handNo;

/** Decision times: how long each action took since the previous step of the hand (FSNP Art. 103). */
export function decisionTimes(h: HandRecord): { seat: number; ms: number }[] {
  let prev = h.forced?.at ?? h.startedAt;
  const out: { seat: number; ms: number }[] = [];
  for (const s of h.steps)
    if (s.kind === 'action') {
      if (!s.auto && prev) out.push({ seat: s.seat, ms: Date.parse(s.at) - Date.parse(prev) });
      prev = s.at;
    }
  return out;
}

export const handDurationMs = (h: HandRecord): number | null =>
  h.startedAt && h.completedAt ? Date.parse(h.completedAt) - Date.parse(h.startedAt) : null;
