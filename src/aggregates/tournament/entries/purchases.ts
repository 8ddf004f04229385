/**
 * Re-entry, rebuy, top-up and add-on (FSNP Art. 31-32, 44, 139.1-139.3; LNSE I.47-56;
 * DECISION-7). Each is a purchase line with its fee split (entries/entries.ts) and the chips it adds.
 */
import type {
  ChipsPurchasedData,
  PurchaseItem,
  TournamentEvent,
} from '../../../events/tournament-events';
import { accept, reject, type DecideContext, type Decision } from '../../decider';
import { clockAt, levelEnded } from '../clock/time';
import { paramsFor, policyOf, ruleset } from '../defaults';
import { purchaseOf } from './entries';
import { dayClosed, fmt, handRunningAt, notRunning } from '../guards';
import { drawFreeSeats } from '../seating/seat-draw';
import { event, type Slice } from '../slice';
import { addToStack, book, chipsIssued, seat, setStack, setStatus } from '../state-ops';
import type { Entrant, TournamentState, CreatedTournament } from '../state';
import { highValueChips, issueValue } from '../chips/inventory';
import { isBelow } from '../../../rules/thresholds';
import { poolFixedProblem } from '../prizes/rules';
import type { Threshold } from '../../../rules/types';

type No = Decision<never> | null;

function entrantOf(s: CreatedTournament, playerId: string): Entrant | No {
  const e = s.entrants[playerId];
  if (!e || e.status === 'registered')
    return reject(
      'PLAYER_NOT_IN_PLAY',
      ruleset(s.config.rulesetId).reEntry.announcingIsBinding.cite,
      `${playerId} is not seated in this tournament.`,
    );
  if (e.status === 'eliminated')
    return reject(
      'PLAYER_ELIMINATED',
      ruleset(s.config.rulesetId).reEntry.mustAnnounceBeforeNextHand.cite,
      `${playerId} is out of the tournament (a busted player who has not announced a re-entry before the next hand counts as eliminated).`,
    );
  return e;
}

const isEntrant = (x: Entrant | No): x is Entrant => !!x && 'playerId' in x;

/**
 * The stack meets the ruleset's condition on the starting stack: below (strict) or at or below
 * the ratio (`reEntry.threshold`, `topUp.threshold`; FSNP Art. 32, 139.3(e); DECISION-7).
 */
function belowThreshold(s: CreatedTournament, stack: number, t: Threshold): boolean {
  return isBelow(stack, s.config.startingStack, t);
}

/** "below half", "at or below 1/3 of": the condition in words, before "the starting stack". */
export function thresholdWords(t: Threshold): string {
  const { num, den } = t.ratio;
  const part = num === 1 && den === 2 ? 'half' : `${num}/${den} of`;
  return `${t.strict ? 'below' : 'at or below'} ${part}`;
}

function windowClosed(
  s: CreatedTournament,
  ctx: DecideContext,
  what: string,
  untilEndOfLevel: number,
  cite: string,
): No {
  return !s.reEntryOpen || levelEnded(s, untilEndOfLevel, ctx.now)
    ? reject(
        'REENTRY_PERIOD_CLOSED',
        cite,
        `${what} was possible only until the end of level ${untilEndOfLevel}.`,
      )
    : null;
}

/**
 * The purchase a player has announced and whether the ruleset makes it binding (FSNP Art. 31;
 * LNSE I.51), for the commands that withdraw or settle it; the refusal when play is not running
 * or nothing was announced.
 */
export function announcementOf(
  s: CreatedTournament,
  playerId: string,
):
  | {
      readonly ok: true;
      readonly entrant: Entrant & { announced: NonNullable<Entrant['announced']> };
      readonly binding: ReturnType<typeof paramsFor>['announcingIsBinding'];
    }
  | { readonly ok: false; readonly refusal: Decision<never> } {
  const no = notRunning(s);
  if (no) return { ok: false, refusal: no };
  const e = s.entrants[playerId];
  const binding = paramsFor(s.config.rulesetId).announcingIsBinding;
  if (!e?.announced)
    return {
      ok: false,
      refusal: reject('NOTHING_ANNOUNCED', binding.cite, `${playerId} has announced no purchase.`),
    };
  return { ok: true, entrant: { ...e, announced: e.announced }, binding };
}

export const reEntryItem = (s: CreatedTournament): PurchaseItem =>
  s.config.tournamentType === 'REBUY' ? 'rebuy' : 're-entry';

/**
 * LNSE 123/13 I.48, III.6 (Rebuy): a rebuy is open under the condition the tournament publishes
 * (a stack at or below its threshold), or to a player who lost all his chips; without a
 * published condition, the ruleset's threshold of the starting stack applies.
 */
function rebuyConditionProblem(s: CreatedTournament, e: Entrant): No {
  if (e.status === 'busted') return null;
  const atOrBelow = s.config.entryTerms?.rebuyAtOrBelow;
  if (atOrBelow != null)
    return e.stack <= atOrBelow
      ? null
      : reject(
          'REBUY_NOT_ELIGIBLE',
          `${ruleset(s.config.rulesetId).reEntry.threshold.cite} (published condition)`,
          `The published rebuy condition is a stack of ${fmt(atOrBelow)} or less; ${e.playerId} has ${fmt(e.stack)}.`,
        );
  const t = paramsFor(s.config.rulesetId).reEntryThreshold;
  return belowThreshold(s, e.stack, t.value)
    ? null
    : reject(
        'REBUY_NOT_ELIGIBLE',
        t.cite,
        `A rebuy needs a stack ${thresholdWords(t.value)} the starting stack (has ${fmt(e.stack)} of ${fmt(s.config.startingStack)}).`,
      );
}

/**
 * The articles of a re-entry limit: the type's, and the ruleset's cap per player (issue 18: the
 * ruleset in force, never LNSE under FSNP).
 */
function limitCite(s: CreatedTournament, typeCite: string): string {
  const cap = ruleset(s.config.rulesetId).registration.maxRegistrationsPerPlayer.cite;
  return typeCite === cap ? cap : `${typeCite}; ${cap}`;
}

/** The re-entry or rebuy limit per player (LNSE I.32, I.48). */
function reEntryLimitProblem(s: CreatedTournament, e: Entrant): No {
  const r = policyOf(s.config).reEntry!;
  const max = s.config.maxReEntriesPerPlayer !== undefined ? s.config.maxReEntriesPerPlayer : r.max;
  const used = e.purchases['re-entry'] + e.purchases.rebuy;
  if (max == null || used < max) return null;
  // LNSE 123/13 IV.4(a): a rebuy needs an unused Re Buy coupon of his control card.
  const coupon = couponUsed(s, e, 'rebuy');
  return coupon
    ? reject(
        'REENTRY_LIMIT_REACHED',
        `${limitCite(s, r.cite)}; ${coupon.cite}`,
        `${e.playerId} has used ${used} of the ${max} Re Buy coupons on his control card no. ${coupon.coupon.cardNo}.`,
      )
    : reject(
        'REENTRY_LIMIT_REACHED',
        limitCite(s, r.cite),
        `${e.playerId} has used ${used} of ${max} re-entries allowed.`,
      );
}

function reEntryProblem(s: CreatedTournament, e: Entrant, ctx: DecideContext): No {
  const policy = policyOf(s.config);
  const r = policy.reEntry;
  if (!r)
    return reject('REENTRY_NOT_ALLOWED', policy.cite, 'This tournament type allows no re-entry.');
  const closed = windowClosed(s, ctx, 'Re-entry', r.untilEndOfLevel, r.cite);
  if (closed) return closed;
  if (reEntryItem(s) === 'rebuy') return reEntryLimitProblem(s, e) ?? rebuyConditionProblem(s, e);
  const max = s.config.maxReEntriesPerPlayer !== undefined ? s.config.maxReEntriesPerPlayer : r.max;
  const used = e.purchases['re-entry'] + e.purchases.rebuy;
  if (max != null && used >= max)
    return reject(
      'REENTRY_LIMIT_REACHED',
      limitCite(s, r.cite),
      `${e.playerId} has used ${used} of ${max} re-entries allowed.`,
    );
  const busted = e.status === 'busted';
  if (r.requiresBust.value && !busted)
    return reject(
      'REENTRY_NOT_ELIGIBLE',
      r.requiresBust.cite,
      `Re-entry here is only for a player who has lost all his chips; ${e.playerId} has ${fmt(e.stack)}.`,
    );
  const threshold = paramsFor(s.config.rulesetId).reEntryThreshold;
  if (!busted && !belowThreshold(s, e.stack, threshold.value))
    return reject(
      'REENTRY_NOT_ELIGIBLE',
      threshold.cite,
      `Re-entry needs a stack ${thresholdWords(threshold.value)} the starting stack (has ${fmt(e.stack)} of ${fmt(s.config.startingStack)}).`,
    );
  return null;
}

/**
 * LNSE 123/13 IV.4(a), (c), IV.5(a)-(b): the control-card coupon a rebuy or add-on uses (the
 * player's n-th of that kind, the table written on it) and its articles, where he holds a card
 * (`registration.controlCard`); nothing otherwise.
 */
export function couponUsed(
  s: CreatedTournament,
  e: Entrant,
  item: PurchaseItem,
): { coupon: NonNullable<ChipsPurchasedData['coupon']>; cite: string } | null {
  const card = s.entryBook?.controlCards?.[e.playerId];
  const rule = ruleset(s.config.rulesetId).registration.controlCard.value;
  if (!card || !rule || (item !== 'rebuy' && item !== 'add-on')) return null;
  return {
    coupon: { cardNo: card.cardNo, n: e.purchases[item] + 1, tableId: e.tableId ?? null },
    cite: item === 'rebuy' ? rule.articles.rebuyUsed : rule.articles.addOnUsed,
  };
}

function purchaseEvent(
  type: 'PlayerReEntered' | 'RebuyTaken' | 'ChipsToppedUp' | 'AddOnTaken',
  s: CreatedTournament,
  e: Entrant,
  item: PurchaseItem,
  ruleRef: string,
  seatRef?: { tableId: string; seat: number },
): TournamentEvent {
  const purchase = purchaseOf(s, item);
  const used = couponUsed(s, e, item);
  return event(
    type,
    {
      playerId: e.playerId,
      purchase,
      stackBefore: e.stack,
      stackAfter: e.stack + purchase.chips,
      ...(used ? { coupon: used.coupon } : {}),
      ...(s.chips.byDenomination && highValueChips(purchase.chips, s.denominations)
        ? { chipsByDenomination: highValueChips(purchase.chips, s.denominations)! }
        : {}),
      ...(seatRef
        ? {
            seat: seatRef,
            seatLeft: { tableId: e.tableId!, seat: e.seat! },
            seatDraw:
              seatRef.tableId === e.tableId && seatRef.seat === e.seat
                ? ('only-open-seat' as const)
                : ('system-rng' as const),
          }
        : {}),
    },
    used ? `${ruleRef}; ${used.cite}` : ruleRef,
  );
}

/** The articles of one citation part ("LNSE 123/13 I.48, I.54" → each with its prefix). */
function articlesOf(part: string): string[] {
  const [first, ...rest] = part.split(', ');
  const prefix = first.slice(0, first.lastIndexOf(' ') + 1);
  return [first, ...rest.map((a) => prefix + a)];
}

/**
 * Two citations joined, the second's parts that name only articles the first already names left
 * out: a rebuy cites its type's "LNSE 123/13 I.48, I.54" and the threshold's "LNSE 123/13 I.48;
 * DECISION-7" as "LNSE 123/13 I.48, I.54; DECISION-7", not I.48 twice.
 */
export function citeOnce(first: string, second: string): string {
  const named = new Set(first.split('; ').flatMap(articlesOf));
  const rest = second.split('; ').filter((p) => !articlesOf(p).every((a) => named.has(a)));
  return [first, ...rest].join('; ');
}

const betweenHands = (s: TournamentState, e: Entrant, ref: string): No =>
  e.tableId ? handRunningAt(s, e.tableId, ref) : null;

export const purchases: Slice = {
  commands: {
    AnnouncePurchase: {
      roles: ['director', 'floor', 'dealer'],
      decide(c, s, ctx) {
        const no = notRunning(s) ?? dayClosed(s) ?? poolFixedProblem(s);
        if (no) return no;
        const e = entrantOf(s, c.playerId);
        if (!isEntrant(e)) return e as Decision<never>;
        if (e.announced)
          return reject(
            'ALREADY_ANNOUNCED',
            ruleset(s.config.rulesetId).reEntry.announcingIsBinding.cite,
            `${c.playerId} already announced a ${e.announced}.`,
          );
        if (c.item === 'add-on') {
          if (!policyOf(s.config).addOn)
            return reject('ADDON_NOT_OFFERED', 'LNSE I.47', 'This tournament has no add-on.');
        } else {
          const problem = reEntryProblem(s, e, ctx);
          if (problem) return problem;
        }
        return accept(
          event(
            'PurchaseAnnounced',
            { playerId: c.playerId, item: c.item, at: ctx.now },
            ruleset(s.config.rulesetId).reEntry.announcingIsBinding.cite,
          ),
        );
      },
    },
    CancelAnnouncement: {
      roles: ['director', 'floor'],
      decide(c, s, ctx) {
        const a = announcementOf(s, c.playerId);
        if (!a.ok) return a.refusal;
        const { entrant: e, binding } = a;
        if (binding.value)
          return reject(
            'ANNOUNCEMENT_BINDING',
            binding.cite,
            `An announced ${e.announced} must be completed; a player who backs out is disqualified (the director records it).`,
          );
        // FSNP Art. 31: not binding; a busted player who withdraws is out at the next hand.
        return accept(
          event(
            'PurchaseAnnouncementWithdrawn',
            { playerId: c.playerId, item: e.announced, at: ctx.now },
            binding.cite,
          ),
        );
      },
    },
    ReEnter: {
      roles: ['director', 'floor'],
      decide(c, s, ctx) {
        const no = notRunning(s) ?? dayClosed(s) ?? poolFixedProblem(s);
        if (no) return no;
        const e = entrantOf(s, c.playerId);
        if (!isEntrant(e)) return e as Decision<never>;
        const item = reEntryItem(s);
        const r = policyOf(s.config).reEntry!;
        const duringHand = ruleset(s.config.rulesetId).reEntry.paidDuringHand;
        const running = e.tableId ? s.tables[e.tableId] : undefined;
        // LNSE 123/13 I.53: a rebuy paid during a hand is booked now; its chips play from the next hand.
        const deferred =
          running?.handInProgress && r.sameSeat && duringHand.value === 'chips-from-next-hand';
        if (!deferred) {
          const during = betweenHands(s, e, duringHand.cite);
          if (during) return during;
        }
        const problem = reEntryProblem(s, e, ctx);
        if (problem) return problem;
        const ref = citeOnce(r.cite, paramsFor(s.config.rulesetId).reEntryThreshold.cite);
        if (deferred) {
          const ev = purchaseEvent(
            item === 'rebuy' ? 'RebuyTaken' : 'PlayerReEntered',
            s,
            e,
            item,
            `${ref}; ${duringHand.cite}`,
          );
          return accept({
            ...ev,
            data: {
              ...(ev.data as ChipsPurchasedData),
              stackAfter: e.stack,
              chipsFromNextHand: { tableId: running.tableId, handNo: running.handNo },
            },
          } as TournamentEvent);
        }
        if (r.sameSeat || !e.tableId)
          return accept(
            purchaseEvent(item === 'rebuy' ? 'RebuyTaken' : 'PlayerReEntered', s, e, item, ref),
          );
        // FSNP Art. 33, 139.2(a): the re-entry goes through seat assignment again, drawn among
        // the other open seats; when the seat he leaves is the only open one, that is the draw.
        const left = { tableId: e.tableId, seat: e.seat! };
        const seatRef = drawFreeSeats(s, 1, ctx.random, [], left);
        return accept(
          purchaseEvent('PlayerReEntered', s, e, item, ref, seatRef ? seatRef[0] : left),
        );
      },
    },
    TopUp: {
      roles: ['director', 'floor'],
      decide(c, s, ctx) {
        const no = notRunning(s) ?? dayClosed(s) ?? poolFixedProblem(s);
        if (no) return no;
        const policy = policyOf(s.config);
        const t = policy.topUp;
        if (!t)
          return reject('TOPUP_NOT_ALLOWED', policy.cite, 'This tournament type has no top-up.');
        const e = entrantOf(s, c.playerId);
        if (!isEntrant(e)) return e as Decision<never>;
        const during = betweenHands(
          s,
          e,
          ruleset(s.config.rulesetId).reEntry.onlyBetweenHands.cite,
        );
        if (during) return during;
        const closed = windowClosed(s, ctx, 'A top-up', t.untilEndOfLevel, t.cite);
        if (closed) return closed;
        if (e.status === 'busted')
          return reject(
            'TOPUP_NOT_ELIGIBLE',
            t.cite,
            `${c.playerId} has no chips left: that is a re-entry, not a top-up.`,
          );
        if (!belowThreshold(s, e.stack, t.threshold.value))
          return reject(
            'TOPUP_NOT_ELIGIBLE',
            t.threshold.cite === t.cite ? t.cite : `${t.cite}; ${t.threshold.cite}`,
            `A top-up needs a stack ${thresholdWords(t.threshold.value)} the starting stack (has ${fmt(e.stack)} of ${fmt(s.config.startingStack)}).`,
          );
        return accept(purchaseEvent('ChipsToppedUp', s, e, 'top-up', t.cite));
      },
    },
    TakeAddOn: {
      roles: ['director', 'floor'],
      decide(c, s, ctx) {
        const no = notRunning(s) ?? dayClosed(s) ?? poolFixedProblem(s);
        if (no) return no;
        const policy = policyOf(s.config);
        if (!policy.addOn)
          return reject(
            'ADDON_NOT_OFFERED',
            `${policy.cite}; LNSE I.47`,
            'This tournament has no add-on.',
          );
        const e = entrantOf(s, c.playerId);
        if (!isEntrant(e)) return e as Decision<never>;
        const at = { value: policy.addOn.atBreakAfterLevel, cite: policy.addOn.cite };
        const view = clockAt(s, ctx.now);
        if (!view.onBreak || view.breakAfterLevel !== at.value)
          return reject(
            'ADDON_NOT_NOW',
            at.cite,
            `The add-on is taken only in the break after level ${at.value}; the clock shows ${view.onBreak ? `the break after level ${view.breakAfterLevel}` : `level ${view.level}`}.`,
          );
        const max = policy.addOn.max;
        // LNSE 123/13 IV.5(a): an add-on needs the unused Add On coupon of his control card.
        const coupon = couponUsed(s, e, 'add-on');
        if (e.purchases['add-on'] >= max.value)
          return reject(
            'ADDON_LIMIT_REACHED',
            coupon ? `${max.cite}; ${coupon.cite}` : max.cite,
            coupon
              ? `${c.playerId} has used the Add On coupon of his control card no. ${coupon.coupon.cardNo}; ${max.value} add-on(s) allowed.`
              : `${c.playerId} has already taken ${e.purchases['add-on']} add-on(s); ${max.value} allowed.`,
          );
        // LNSE I.56: a player busted on the last hand before the add-on may still take it,
        // where the ruleset says so (`addOn.bustedOnLastHandMayTake`).
        const busted = ruleset(s.config.rulesetId).addOn.bustedOnLastHandMayTake;
        if (e.status === 'busted' && !busted.value)
          return reject(
            'ADDON_NOT_ELIGIBLE',
            busted.cite,
            `${c.playerId} lost all his chips before the break: the add-on is only for a player still holding chips.`,
          );
        return accept(purchaseEvent('AddOnTaken', s, e, 'add-on', at.cite));
      },
    },
  },
  events: {
    PurchaseAnnounced(s, d) {
      s.entrants[d.playerId].announced = d.item;
    },
    PurchaseAnnouncementWithdrawn(s, d) {
      s.entrants[d.playerId].announced = null;
    },
    PlayerReEntered: applyPurchase,
    RebuyTaken: applyPurchase,
    ChipsToppedUp: applyPurchase,
    AddOnTaken: applyPurchase,
    HandCompleted(s, d) {
      releasePendingChips(s, d.tableId);
    },
  },
};

function applyPurchase(s: TournamentState, d: ChipsPurchasedData): void {
  const e = s.entrants[d.playerId];
  book(s, d.purchase);
  e.purchases[d.purchase.item] += 1;
  e.announced = null;
  chipsIssued(s, d.purchase.chips);
  issueValue(s, d.purchase.chips, d.chipsByDenomination);
  if (d.chipsFromNextHand) {
    // LNSE 123/13 I.53: paid, and the chips wait beside the stack until the hand ends.
    e.pendingChips = (e.pendingChips ?? 0) + d.purchase.chips;
    return;
  }
  setStack(e, d.stackAfter);
  e.bustedAfterHand = null;
  setStatus(s, e, 'seated');
  if (d.seat) seat(s, d.playerId, d.seat.tableId, d.seat.seat);
}

/** LNSE 123/13 I.53-54: chips bought during a hand join the stack when it ends. */
export function releasePendingChips(s: TournamentState, tableId: string): void {
  for (const pid of Object.values(s.tables[tableId]?.seats ?? {})) {
    const e = s.entrants[pid];
    if (!e?.pendingChips) continue;
    addToStack(e, e.pendingChips);
    e.pendingChips = 0;
    if (e.status === 'busted') {
      setStatus(s, e, 'seated');
      e.bustedAfterHand = null;
    }
  }
}
