import { tournamentStatusOf } from '../tournaments/tournament-status';
/**
 * From the read models to the GraphQL shapes of hands.types.ts. Pure (no Nest): the legal
 * actions are the engine's (src/poker/hand.ts legalActions), narrowed by the restrictions the
 * decider applies (FSNP Art. 100, 120), so what is shown is what RecordAction accepts.
 */
import type { TableHand } from '../../aggregates/tournament/hands/state';
import type { RecordedAction } from '../../events/hand-events';
import { formatCard } from '../../poker/cards';
import { GAMES } from '../../rules/games';
import { legalActions } from '../../poker/hand';
import { allInShowdown, showdownOrder } from '../../poker/showdown';
import type { HandState, MaybeCard } from '../../poker/hand-types';
import type { HandRecord } from '../../projections/hand-history/model';
import { handDurationMs } from '../../projections/hand-history/model';
import type { StandingsRead } from '../../app/reads/hands.reads';
import type {
  CurrentHand,
  HandHistory,
  HandSeatView,
  LegalActionsView,
  PotView,
  StandingLine,
  Standings,
} from './hands.types';

const STREETS = ['pre-flop', 'flop', 'turn', 'river'];
const STUD_STREETS = ['third', 'fourth', 'fifth', 'sixth', 'seventh'];

export const cardText = (c: MaybeCard): string => (c === null ? '??' : formatCard(c));
const cardsText = (cs: readonly MaybeCard[]) => cs.map(cardText);

export const handIdOf = (tableId: string, handNo: number): string => `${tableId}:${handNo}`;

/** "<tableId>:<handNo>" → its parts, or null when it is not one. */
export function parseHandId(handId: string): { tableId: string; handNo: number } | null {
  const k = handId.lastIndexOf(':');
  const handNo = Number(handId.slice(k + 1));
  if (k <= 0 || !Number.isSafeInteger(handNo) || handNo < 1) return null;
  return { tableId: handId.slice(0, k), handNo };
}

/** Roles that see hole cards before they are shown: they deal and rule on the hand. */
const SEES_HOLE_CARDS = new Set(['dealer', 'floor', 'director']);
/** Roles that audit disputes and the record: every card, once the hand is over. */
const AUDITS_HOLE_CARDS = new Set(['federation', 'regulator']);

/**
 * The record as `role` may read it: a hole card not shown at showdown stays private to the
 * officials of the table, and to the auditors once the hand is over.
 */
export function redactFor(role: string, h: HandRecord): HandRecord {
  if (SEES_HOLE_CARDS.has(role) || (AUDITS_HOLE_CARDS.has(role) && h.completedAt !== null))
    return h;
  const shown = new Set(h.steps.flatMap((s) => (s.kind === 'show' && s.shown ? [s.seat] : [])));
  return {
    ...h,
    steps: h.steps.map((s) =>
      s.kind === 'hole' && !shown.has(s.seat) ? { ...s, cards: s.cards.map(() => null) } : s,
    ),
  };
}

function legalView(h: TableHand, e: HandState): LegalActionsView | null {
  const l = legalActions(e);
  if (!l) return null;
  const restricted = h.onlyCall[l.player];
  const p = e.players[l.player];
  // Stud: the lowest up card brings in or completes; he folds only when the bring-in passed on
  // to him from an all-in player (FSPR 6.5.4).
  const actions: RecordedAction[] = l.canFold ? ['fold'] : [];
  if (l.bringIn !== undefined) actions.push('bring-in');
  if (l.canCheck) actions.push('check');
  if (l.callAmount > 0) actions.push('call');
  // FSNP Art. 100, 120: a restricted seat may call or fold, nothing that raises.
  if (l.raise && !restricted) actions.push(e.high > 0 ? 'raise' : 'bet');
  const allInRaises = l.allInTo > e.high && l.raise !== null;
  // Pot-limit and fixed-limit (issue 23): all in for more than the largest raise is refused.
  const overLimit = l.raise !== null && l.allInTo > l.raise.max;
  if (p.stack > 0 && (!restricted || !allInRaises) && !overLimit) actions.push('all-in');
  return {
    seat: h.seats[l.player],
    playerId: h.plan.dealtIn[l.player].playerId,
    actions,
    canCheck: l.canCheck,
    callAmount: l.callAmount,
    minRaiseTo: l.raise && !restricted ? l.raise.min : null,
    maxRaiseTo: l.raise && !restricted ? l.raise.max : null,
    allInTo: l.allInTo,
    bringIn: l.bringIn ?? null,
    restrictedToCall: restricted?.ruleRef ?? null,
  };
}

const committedOf = (e: HandState, i: number) =>
  e.players[i].collected + e.players[i].bet + e.players[i].ante;

/**
 * The pots as they stand: a side pot is capped only where a live player is all-in (FSNP Art.
 * 76-77); the bets of this round already count, as they would if it ended now.
 */
function potsOf(h: TableHand, e: HandState): PotView[] {
  const seatsOf = (idx: readonly number[]) => idx.map((i) => h.seats[i]);
  if (e.result)
    return e.result.pots.map((p) => ({
      amount: p.amount,
      eligibleSeats: seatsOf(p.eligible),
      winnerSeats: seatsOf(p.winners),
    }));
  const anteIn = e.config.anteTrimming === true;
  const c = e.players.map((p) => p.collected + p.bet + (anteIn ? p.ante : 0));
  const live = e.players.map((p) => !p.folded && !p.mucked);
  const allIn = e.players.map((p, i) => live[i] && p.stack === 0);
  const top = Math.max(0, ...c);
  const caps = [...new Set(c.filter((x, i) => allIn[i] && x < top))].sort((a, b) => a - b);
  const pots: PotView[] = [];
  let prev = 0;
  for (const level of [...caps, top]) {
    let amount = pots.length ? 0 : e.deadMoney;
    for (const x of c) amount += Math.min(x, level) - Math.min(x, prev);
    const eligible = c.flatMap((x, i) => (live[i] && (!allIn[i] || x >= level) ? [i] : []));
    if (amount > 0 || !pots.length)
      pots.push({ amount, eligibleSeats: seatsOf(eligible), winnerSeats: [] });
    prev = level;
  }
  return pots;
}

export function currentHandView(
  tournamentId: string,
  h: TableHand,
  inProgress: boolean,
  role: string,
): CurrentHand {
  const e = h.engine;
  const sees = SEES_HOLE_CARDS.has(role);
  const seats: HandSeatView[] = h.plan.dealtIn.map((d, i) => {
    const p = e?.players[i];
    const hole = p?.hole ?? null;
    return {
      seat: d.seat,
      playerId: d.playerId,
      startingStack: d.stack,
      stack: p ? p.stack : d.stack,
      bet: p?.bet ?? 0,
      committed: e ? committedOf(e, i) : 0,
      folded: p?.folded ?? false,
      allIn: !!p && p.stack === 0 && !p.folded,
      dead: h.dead[i] ?? false,
      absent: h.absent[i] ?? false,
      shown: p?.shown ?? false,
      released: h.released?.[i] === true,
      penaltyDue: h.penaltiesDue?.[i]?.ruleRef ?? null,
      holeCards: hole && (sees || p?.shown) ? cardsText(hole) : null,
      upCards: hole && p?.faceUp ? cardsText(hole.filter((_, k) => p.faceUp![k] === true)) : null,
      restrictedToCall: h.onlyCall[i]?.ruleRef ?? null,
      heldAction: h.held[i]?.action ?? null,
    };
  });
  const pots = e ? potsOf(h, e) : [];
  const status = inProgress ? h.status : h.status === 'voided' ? 'voided' : 'complete';
  return {
    tournamentId,
    tableId: h.tableId,
    handNo: h.handNo,
    inProgress,
    status,
    phase: e?.phase ?? null,
    street: (e?.config.game === 'stud' ? STUD_STREETS : STREETS)[e?.street ?? 0],
    level: h.plan.level,
    game: h.plan.game ?? 'NT',
    holeCards: GAMES[h.plan.game ?? 'NT'].holeCards,
    smallBlind: h.plan.smallBlind,
    bigBlind: h.plan.bigBlind,
    ante: h.plan.ante,
    bringIn: h.plan.stud?.bringIn ?? null,
    smallBet: h.plan.fixedLimit?.smallBet ?? null,
    bigBet: h.plan.fixedLimit?.bigBet ?? null,
    buttonSeat: h.plan.buttonSeat,
    buttonDead: h.plan.buttonDead,
    smallBlindSeat: h.plan.smallBlindSeat,
    bigBlindSeat: h.plan.bigBlindSeat,
    board: e ? cardsText(e.board) : [],
    currentBet: e?.high ?? 0,
    seats,
    toAct: e && inProgress && h.status === 'playing' ? legalView(h, e) : null,
    pots,
    potTotal: e ? e.players.reduce((a, _, i) => a + committedOf(e, i), 0) : 0,
    timeCalled: h.timeCalled ? { ...h.timeCalled } : null,
    showdownOrder: e ? showdownSeats(h, e) : [],
  };
}

/**
 * Who shows first, then in order (FSNP Art. 110; Club Rule 17): once the betting is over and no
 * live player is all-in (then every hand is tabled at once, Club Rule 16; FSNP Art. 116-117).
 */
function showdownSeats(h: TableHand, e: HandState): number[] {
  if (e.phase !== 'showdown' || allInShowdown(e)) return [];
  return showdownOrder(e, h.showdownBasis ?? 'hand')
    .filter((i) => !h.dead[i] && !e.players[i].shown)
    .map((i) => h.seats[i]);
}

export function handHistoryView(h: HandRecord): HandHistory {
  const p = h.plan;
  return {
    handId: handIdOf(h.tableId, h.handNo),
    tournamentId: h.tournamentId,
    tableId: h.tableId,
    handNo: h.handNo,
    startedAt: h.startedAt,
    completedAt: h.completedAt,
    durationMs: handDurationMs(h),
    level: p?.level ?? null,
    game: p ? (p.game ?? 'NT') : null,
    smallBlind: p?.smallBlind ?? null,
    bigBlind: p?.bigBlind ?? null,
    ante: p?.ante ?? null,
    buttonSeat: p?.buttonSeat ?? null,
    seats: (p?.dealtIn ?? []).map((d) => ({ seat: d.seat, playerId: d.playerId, stack: d.stack })),
    forcedBets: (h.forced?.posts ?? []).map((x) => ({ ...x })),
    absentSeats: [...(h.forced?.absentSeats ?? [])],
    steps: h.steps.map((s) => ({
      kind: s.kind,
      seat: 'seat' in s ? s.seat : null,
      // A set-aside is made on the last street (FSPR 6.5.5: the seventh card).
      street: s.kind === 'hole' ? 0 : s.kind === 'show' || s.kind === 'set-aside' ? 3 : s.street,
      action: s.kind === 'action' ? s.action : null,
      amount: s.kind === 'action' ? s.amount : s.kind === 'set-aside' ? s.chips : null,
      cards: 'cards' in s && s.cards ? cardsText(s.cards) : null,
      shown: s.kind === 'show' ? s.shown : null,
      released: s.kind === 'show' ? s.released === true : null,
      partial: s.kind === 'show' ? s.partial === true : null,
      requestedBy: s.kind === 'show' ? (s.requestedBy ?? null) : null,
      auto: (s.kind === 'action' && s.auto) || null,
      outOfTurn:
        s.kind === 'action' && s.outOfTurn
          ? `${s.outOfTurn.outcome} (${s.outOfTurn.ruleRef})`
          : null,
      seen:
        s.kind === 'action' && s.seen
          ? {
              action: s.seen.action ?? null,
              amount: s.seen.amount ?? null,
              chips: s.seen.chips ? [...s.seen.chips] : null,
              first: s.seen.first ?? null,
            }
          : null,
      ruling:
        s.kind === 'action' && s.ruling
          ? {
              outcome: s.ruling.outcome,
              ruleRef: s.ruling.ruleRef,
              toComplete: s.ruling.toComplete ?? null,
              returned: s.ruling.returned ?? null,
            }
          : null,
      at: s.kind === 'action' ? s.at : null,
    })),
    board: h.steps.flatMap((s) => (s.kind === 'board' ? cardsText(s.cards) : [])),
    awardMethod: h.awardMethod,
    pots: h.pots.map((x) => ({
      amount: x.amount,
      eligibleSeats: [...x.eligibleSeats],
      winnerSeats: [...x.winnerSeats],
      shares: x.shares.map((s) => ({ ...s })),
    })),
    returned: h.returned.map((x) => ({ ...x })),
    rulings: h.rulings.map((r) => ({
      code: r.code,
      ruleRef: r.ruleRef,
      outcome: r.outcome,
      detail: r.detail,
      seat: r.seat ?? null,
      officialId: r.official.id,
      officialRole: r.official.role,
      at: r.at,
    })),
    deadHands: h.deadHands.map((d) => ({ ...d })),
    voided: h.voided ? { ...h.voided } : null,
    finalStacks: h.finalStacks.map((x) => ({ ...x })),
    eliminations: h.eliminations.map((x) => ({ ...x, eliminatedBy: [...x.eliminatedBy] })),
  };
}

const placeLabel = (place: number, sharedBy: number) =>
  sharedBy > 1 ? `${place}-${place + sharedBy - 1}` : String(place);

/** Still playing first (biggest stack first), then by finishing place (DECISION-4). */
export function standingsView(tournamentId: string, r: StandingsRead): Standings {
  const lines: StandingLine[] = r.players.map((p) => {
    const placed = r.places[p.playerId];
    return {
      place: placed?.place ?? null,
      sharedBy: placed?.sharedBy ?? null,
      placeLabel: placed ? placeLabel(placed.place, placed.sharedBy) : null,
      playerId: p.playerId,
      fullName: p.fullName,
      // FSPR 7.2.2; FSNP Art. 20: a disqualified player is shown as disqualified, not eliminated
      // (a player removed from the event keeps his place and prize and shows as eliminated).
      status: placed?.disqualified ? 'disqualified' : p.status,
      stack: p.stack,
      bountiesWon: r.bounties[p.playerId] ?? 0,
    };
  });
  const rank = (l: StandingLine) => (l.place === null ? 0 : 1);
  lines.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.place ?? 0) - (b.place ?? 0) ||
      b.stack - a.stack ||
      a.playerId.localeCompare(b.playerId),
  );
  const completed = r.tournamentStatus === 'completed';
  const winner = lines.find((l) => l.place === 1);
  return {
    tournamentId,
    tournamentStatus: tournamentStatusOf(r.tournamentStatus),
    completed,
    winnerId: completed && winner ? winner.playerId : null,
    // The winner is still seated once placed first (FSPR 5.10.1).
    playersLeft: lines.filter((l) => l.status === 'seated' || l.status === 'busted').length,
    lines,
  };
}
