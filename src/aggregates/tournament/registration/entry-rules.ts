/**
 * Who may play and what an entry may still do (issue 20; LNSE 123/13 I.27, I.35-36, I.51, I.55,
 * IV.1.4(a), IV.2(a)): the exclusion register, the staff rule, the age on the reference day, an
 * announced purchase that was not paid, a rebuy and the add-on together, a single refund
 * before registration closes, and accreditation in the scheduled period.
 */
import { createHash } from 'node:crypto';
import type { IdentityDocument, TournamentEvent } from '../../../events/tournament-events';
import { accept, reject, type DecideContext, type Decision } from '../../decider';
import type { RegisterPlayer } from '../commands';
import { clockAt, levelEnded } from '../clock/time';
import type { ControlCard } from '../../../events/entry-events';
import { drawFreeSeats } from '../seating/seat-draw';
import { chipsRemoved, dropEntrant, setStack, setStatus, unbook, unseat } from '../state-ops';
import { paramsFor, policyOf, priceOf, ruleset } from '../defaults';
import { ageOn, purchaseOf } from '../entries/entries';
import { dayClosed, fmt, handRunningAt, notRunning } from '../guards';
import { ownPrizes, prizesOf } from '../prizes/state';
import { event, type Slice } from '../slice';
import { announcementOf, reEntryItem, thresholdWords } from '../entries/purchases';
import { isBelow } from '../../../rules/thresholds';
import { eliminationEvents } from '../standings/standings';
import { created, type CreatedTournament, type TournamentState } from '../state';
import { removeValue } from '../chips/inventory';

import type { EntryBook } from './entry-book';

export type { EntryBook } from './entry-book';

type No = Decision<never> | null;

export function ownEntryBook(s: CreatedTournament): EntryBook {
  return (s.entryBook ??= {
    refunded: 0,
    exclusionKeys: [],
    exclusionSource: null,
    accredited: {},
  });
}

/** Entries that count against the cap: registrations less the refunded ones. */
export const countedRegistrations = (s: CreatedTournament): number =>
  s.registrations - (s.entryBook?.refunded ?? 0);

/** SHA-256 of "TYPE:NUMBER", upper case, without spaces, dots or dashes. */
export function exclusionKey(doc: IdentityDocument): string {
  const norm = (x: string) => x.toUpperCase().replace(/[\s.-]/g, '');
  return createHash('sha256')
    .update(`${norm(doc.type)}:${norm(doc.number)}`)
    .digest('hex');
}

/** The local calendar day (YYYY-MM-DD) of an instant in a time zone. */
function localDay(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso));
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * The day a player's age is taken on (ruleset `registration.ageReferenceDate`): the local day of
 * the scheduled start, or (LNSE 123/13 I.27(a) "at the time of the event") the local day he
 * enters play, which for a late entry is today.
 */
export function ageReferenceDay(state: TournamentState, nowIso: string): string {
  const s = created(state);
  const cfg = s.config;
  const rs = ruleset(cfg.rulesetId);
  const tz = cfg.timeZone ?? rs.venueTimeZone.value;
  const playingToday =
    rs.registration.ageReferenceDate.value === 'playing-day-local' && s.status === 'running';
  return localDay(playingToday ? nowIso : cfg.scheduledStart, tz);
}

/** LNSE 123/13 I.27(a): 18 or older on the reference day. */
export function ageProblem(s: CreatedTournament, dateOfBirth: string, nowIso: string): No {
  const p = paramsFor(s.config.rulesetId).minimumAge;
  if (p.value == null) return null;
  const day = ageReferenceDay(s, nowIso);
  const age = ageOn(dateOfBirth, day);
  const rule = ruleset(s.config.rulesetId).registration.ageReferenceDate;
  return age < p.value
    ? reject(
        'UNDER_AGE',
        `${p.cite}; ${rule.cite}`,
        `Players must be ${p.value} or older on the day they play (${day}); this player is ${age}.`,
      )
    : null;
}

/**
 * LNSE 123/13 I.27(b): a person on the exclusion register may not play. The desk sees the code
 * and nothing about the register: the player is referred to the operator's office.
 */
export function exclusionProblem(s: CreatedTournament, doc: IdentityDocument): No {
  const rule = ruleset(s.config.rulesetId).registration.exclusionRegisterChecked;
  if (!rule.value) return null;
  return s.entryBook?.exclusionKeys.includes(exclusionKey(doc))
    ? reject(
        'ENTRY_REFUSED_REGISTER',
        rule.cite,
        'Entry refused (code ENTRY_REFUSED_REGISTER). Refer the player to the operator’s customer office; give no other reason at the desk.',
      )
    : null;
}

/** LNSE 123/13 I.27(c): staff of the barred employers and their first-degree relatives. */
export function staffProblem(s: CreatedTournament, c: RegisterPlayer): No {
  const rule = ruleset(s.config.rulesetId).registration.barredEmployers;
  const employer = c.staffDeclaration?.employer?.trim();
  if (!rule.value || !employer) return null;
  const norm = (x: string) => x.toLowerCase().replace(/[\s.]/g, '');
  const barred = rule.value.find((b) => norm(b) === norm(employer));
  if (!barred) return null;
  const who =
    c.staffDeclaration?.relation === 'first-degree-relative'
      ? 'a first-degree relative of staff of'
      : 'staff of';
  return reject(
    'STAFF_NOT_ELIGIBLE',
    rule.cite,
    `${c.fullName.trim() || c.playerId} is ${who} ${barred}: they may not play in this tournament.`,
  );
}

/** What the desk checked, recorded with the registration (LNSE 123/13 I.27). */
export function eligibilityRecord(s: CreatedTournament, c: RegisterPlayer, nowIso: string) {
  const rs = ruleset(s.config.rulesetId).registration;
  if (
    rs.minimumAge.value == null &&
    !rs.exclusionRegisterChecked.value &&
    !rs.barredEmployers.value
  )
    return undefined;
  const day = ageReferenceDay(s, nowIso);
  return {
    ageReferenceDay: day,
    ...(c.dateOfBirth ? { age: ageOn(c.dateOfBirth, day) } : {}),
    exclusionRegister: rs.exclusionRegisterChecked.value
      ? s.entryBook?.exclusionSource
        ? ('checked' as const)
        : ('not-loaded' as const)
      : ('not-required' as const),
    staffDeclaration: c.staffDeclaration?.employer?.trim()
      ? ('declared' as const)
      : ('none' as const),
  };
}

/**
 * LNSE 123/13 I.39, IV.10: at the end of the first level of his playing day, the stack of a
 * player still absent without a hold (I.40) leaves the tournament; no place, no refund (open 12).
 */
export function absentStackRemovals(s: CreatedTournament, nowIso: string): TournamentEvent[] {
  const rule = ruleset(s.config.rulesetId).registration.absentStackRemovedAfterDayLevel;
  const absent = s.entryBook?.absent;
  if (rule.value == null || !absent) return [];
  const level = (s.entryBook?.dayFirstLevel ?? 1) + rule.value - 1;
  if (!levelEnded(s, level, nowIso)) return [];
  return Object.entries(absent)
    .filter(([pid, a]) => !a.hold && s.entrants[pid]?.status === 'seated')
    .map(([playerId]) =>
      event(
        'AbsentPlayerStackRemoved',
        {
          playerId,
          chips: s.entrants[playerId].stack,
          afterLevel: level,
          day: s.day,
          at: nowIso,
        },
        `${rule.cite}; ${ruleset(s.config.rulesetId).registration.noShowRegistrant.cite}`,
      ),
    );
}

function absentPlayerProblem(s: TournamentState, playerId: string, cite: string): No {
  const e = s.entrants[playerId];
  return !e || e.status !== 'seated'
    ? reject('PLAYER_NOT_IN_PLAY', cite, `${playerId} is not seated in this tournament.`)
    : null;
}

const absentCommand = (
  type: 'PlayerMarkedAbsent' | 'StackHoldGranted' | 'StackHoldRevoked' | 'AbsentPlayerArrived',
  cite: string,
  check: (a: { hold: boolean } | undefined, playerId: string) => No,
) => ({
  decide(c: { playerId: string }, s: CreatedTournament, ctx: DecideContext) {
    const no = notRunning(s) ?? absentPlayerProblem(s, c.playerId, cite);
    if (no) return no;
    const rule = ruleset(s.config.rulesetId).registration.absentStackRemovedAfterDayLevel;
    if (rule.value == null)
      return reject(
        'NO_ABSENT_PROCEDURE',
        rule.cite,
        'This ruleset has no absent-player procedure: the stack is simply blinded.',
      );
    const bad = check(s.entryBook?.absent?.[c.playerId], c.playerId);
    if (bad) return bad;
    return accept(event(type, { playerId: c.playerId, by: ctx.actor.id, at: ctx.now }, cite));
  },
});

/**
 * LNSE 123/13 IV.2(b): the control card a player receives at accreditation, where the ruleset
 * issues one: one Buy In coupon, a Re Buy coupon for each rebuy the structure allows (null: no
 * limit) and an Add On coupon per add-on allowed.
 */
function controlCardFor(s: CreatedTournament, playerId: string): ControlCard | undefined {
  const rule = ruleset(s.config.rulesetId).registration.controlCard;
  if (!rule.value) return undefined;
  const policy = policyOf(s.config);
  const rebuy =
    policy.reEntry && reEntryItem(s) === 'rebuy'
      ? s.config.maxReEntriesPerPlayer !== undefined
        ? s.config.maxReEntriesPerPlayer
        : policy.reEntry.max
      : 0;
  return {
    cardNo: s.players[playerId].registrationNumber,
    coupons: { buyIn: 1, rebuy, addOn: policy.addOn ? policy.addOn.max.value : 0 },
    parts: rule.value.parts,
  };
}

/**
 * LNSE 123/13 IV.4(d), IV.5(c): is the period of this kind of coupon over (the last rebuy level
 * ended; the add-on break passed)? The refusal when it is not, or the kind is not sold.
 */
function couponPeriodProblem(
  s: CreatedTournament,
  item: 'rebuy' | 'add-on',
  nowIso: string,
  cite: string,
): No {
  const policy = policyOf(s.config);
  if (item === 'rebuy') {
    if (!policy.reEntry || reEntryItem(s) !== 'rebuy')
      return reject(
        'NO_REBUY_COUPONS',
        cite,
        'This tournament sells no rebuys: no Re Buy coupons.',
      );
    const last = policy.reEntry.untilEndOfLevel;
    return s.status === 'running' && s.reEntryOpen && !levelEnded(s, last, nowIso)
      ? reject(
          'COUPON_PERIOD_OPEN',
          cite,
          `Rebuys are sold until the end of level ${last}: the unused Re Buy coupons are withdrawn once that period ends.`,
        )
      : s.status !== 'running' && s.status !== 'completed'
        ? reject(
            'COUPON_PERIOD_OPEN',
            cite,
            'Play has not started: the rebuy period is still ahead.',
          )
        : null;
  }
  if (!policy.addOn)
    return reject('NO_ADDON_COUPONS', cite, 'This tournament has no add-on: no Add On coupons.');
  const after = policy.addOn.atBreakAfterLevel;
  const view = clockAt(s, nowIso);
  const over =
    s.status === 'completed' ||
    (levelEnded(s, after, nowIso) && !(view.onBreak && view.breakAfterLevel === after));
  return over
    ? null
    : reject(
        'COUPON_PERIOD_OPEN',
        cite,
        `The add-on is taken in the break after level ${after}: the unused Add On coupons are withdrawn once that break is over.`,
      );
}

const addOnBreakProblem = (s: CreatedTournament, ctx: DecideContext, cite: string): No => {
  const policy = policyOf(s.config);
  if (!policy.addOn)
    return reject(
      'ADDON_NOT_OFFERED',
      `${policy.cite}; LNSE I.47`,
      'This tournament has no add-on.',
    );
  const view = clockAt(s, ctx.now);
  const after = policy.addOn.atBreakAfterLevel;
  return !view.onBreak || view.breakAfterLevel !== after
    ? reject(
        'ADDON_NOT_NOW',
        `${policy.addOn.cite}; ${cite}`,
        `A rebuy with the add-on is taken only in the break after level ${after}; the clock shows ${view.onBreak ? `the break after level ${view.breakAfterLevel}` : `level ${view.level}`}.`,
      )
    : null;
};

export const entryRules: Slice = {
  commands: {
    MarkPlayerAbsent: {
      roles: ['director', 'floor'],
      ...absentCommand('PlayerMarkedAbsent', 'LNSE 123/13 I.37-38', (a, p) =>
        a ? reject('ALREADY_ABSENT', 'LNSE 123/13 I.37', `${p} is already marked absent.`) : null,
      ),
    },
    GrantStackHold: {
      roles: ['director', 'floor'],
      ...absentCommand('StackHoldGranted', 'LNSE 123/13 I.40', (a, p) =>
        !a
          ? reject('NOT_ABSENT', 'LNSE 123/13 I.40', `${p} is not marked absent.`)
          : a.hold
            ? reject('HOLD_ALREADY_GRANTED', 'LNSE 123/13 I.40', `${p}'s stack is already held.`)
            : null,
      ),
    },
    RevokeStackHold: {
      // LNSE 123/13 I.40: the Director may revoke the hold if the delay is excessive.
      roles: ['director'],
      ...absentCommand('StackHoldRevoked', 'LNSE 123/13 I.40', (a, p) =>
        !a?.hold ? reject('NO_HOLD', 'LNSE 123/13 I.40', `${p}'s stack is not held.`) : null,
      ),
    },
    RecordPlayerArrival: {
      roles: ['director', 'floor'],
      ...absentCommand('AbsentPlayerArrived', 'LNSE 123/13 I.40', (a, p) =>
        !a ? reject('NOT_ABSENT', 'LNSE 123/13 I.37', `${p} is not marked absent.`) : null,
      ),
    },
    PlaceReserveStacks: {
      roles: ['director'],
      decide(c, s, ctx) {
        const no = notRunning(s);
        if (no) return no;
        const rule = ruleset(s.config.rulesetId).registration.reserveStacksByDirector;
        if (!rule.value)
          return reject(
            'RESERVE_STACKS_NOT_ALLOWED',
            rule.cite,
            'Stacks for late players are placed only at the start under this ruleset.',
          );
        if (!s.lateRegistrationOpen)
          return reject('REGISTRATION_CLOSED', rule.cite, 'Late registration is closed.');
        if (!Number.isSafeInteger(c.count) || c.count < 1)
          return reject('INVALID_COUNT', rule.cite, 'Place at least one stack.');
        const seats = drawFreeSeats(s, c.count, ctx.random);
        if (!seats)
          return reject(
            'NO_FREE_SEAT',
            rule.cite,
            `There are not ${c.count} free seats for reserve stacks.`,
          );
        return accept(
          event(
            'ReservedSeatStacksPlaced',
            { seats, chipsEach: s.config.startingStack },
            `${rule.cite}, I.44`,
          ),
        );
      },
    },
    RecordUnpaidPurchase: {
      roles: ['director', 'floor'],
      decide(c, s, ctx) {
        const a = announcementOf(s, c.playerId);
        if (!a.ok) return a.refusal;
        const { entrant: e, binding } = a;
        if (!binding.value)
          return reject(
            'ANNOUNCEMENT_NOT_BINDING',
            binding.cite,
            `An announcement is not binding here: withdraw ${c.playerId}'s announcement instead.`,
          );
        if (e.tableId) {
          const busy = handRunningAt(s, e.tableId, 'LNSE 123/13 I.51');
          if (busy) return busy;
        }
        const ref = `${binding.cite}; LNSE 123/13 IV.4(b), IV.5(b)`;
        // LNSE 123/13 I.51: backing out of an announced purchase disqualifies automatically.
        return accept(
          event(
            'AnnouncedPurchaseNotPaid',
            { playerId: c.playerId, item: e.announced, recordedBy: ctx.actor.id, at: ctx.now },
            ref,
          ),
          ...eliminationEvents(
            s,
            [
              {
                playerId: e.playerId,
                tableId: e.tableId,
                handNo: e.tableId ? s.tables[e.tableId].handNo : null,
                stackAtStart: e.stack,
                eliminatedBy: [],
              },
            ],
            'disqualification',
            ctx.now,
            () => e.stack,
          ).map((x) => (x.type === 'PlayerEliminated' ? { ...x, ruleRef: ref } : x)),
        );
      },
    },
    TakeRebuyAndAddOn: {
      roles: ['director', 'floor'],
      decide(c, s, ctx) {
        const no = notRunning(s) ?? dayClosed(s);
        if (no) return no;
        const rule = ruleset(s.config.rulesetId).addOn.combinedWithRebuy;
        if (!rule.value)
          return reject(
            'COMBINED_PURCHASE_NOT_OFFERED',
            rule.cite,
            'A rebuy and the add-on are not sold together here: take each on its own.',
          );
        const policy = policyOf(s.config);
        if (!policy.reEntry)
          return reject(
            'REENTRY_NOT_ALLOWED',
            policy.cite,
            'This tournament type allows no rebuy.',
          );
        const notNow = addOnBreakProblem(s, ctx, rule.cite);
        if (notNow) return notNow;
        const e = s.entrants[c.playerId];
        if (!e || e.status === 'registered' || e.status === 'eliminated')
          return reject(
            'PLAYER_NOT_IN_PLAY',
            rule.cite,
            `${c.playerId} is not in play in this tournament.`,
          );
        // I.55: the rebuy part within the rebuy conditions and limit; the add-on once per entry.
        const max =
          s.config.maxReEntriesPerPlayer !== undefined
            ? s.config.maxReEntriesPerPlayer
            : policy.reEntry.max;
        const used = e.purchases['re-entry'] + e.purchases.rebuy;
        if (max != null && used >= max)
          return reject(
            'REENTRY_LIMIT_REACHED',
            `${rule.cite}; LNSE 123/13 I.48`,
            `${c.playerId} has used ${used} of ${max} rebuys allowed; the add-on alone is still possible.`,
          );
        const terms = s.config.entryTerms;
        const threshold = paramsFor(s.config.rulesetId).reEntryThreshold;
        const eligible =
          e.status === 'busted' ||
          (terms?.rebuyAtOrBelow != null
            ? e.stack <= terms.rebuyAtOrBelow
            : isBelow(e.stack, s.config.startingStack, threshold.value));
        if (!eligible)
          return reject(
            'REBUY_NOT_ELIGIBLE',
            `${rule.cite}; ${threshold.cite}`,
            terms?.rebuyAtOrBelow != null
              ? `The published rebuy condition is a stack of ${fmt(terms.rebuyAtOrBelow)} or less; ${c.playerId} has ${fmt(e.stack)}. The add-on alone is still possible.`
              : `A rebuy needs a stack ${thresholdWords(threshold.value)} the starting stack (has ${fmt(e.stack)} of ${fmt(s.config.startingStack)}). The add-on alone is still possible.`,
          );
        if (e.purchases['add-on'] >= policy.addOn!.max.value)
          return reject(
            'ADDON_LIMIT_REACHED',
            `${rule.cite}; ${policy.addOn!.max.cite}`,
            `${c.playerId} has already taken the add-on.`,
          );
        const item = reEntryItem(s);
        const rebuy = purchaseOf(s, item);
        const addOn = { ...purchaseOf(s, 'add-on'), purchaseNo: rebuy.purchaseNo + 1 };
        const mid = e.stack + rebuy.chips;
        return accept(
          event(
            item === 'rebuy' ? 'RebuyTaken' : 'PlayerReEntered',
            { playerId: c.playerId, purchase: rebuy, stackBefore: e.stack, stackAfter: mid },
            rule.cite,
          ),
          event(
            'AddOnTaken',
            {
              playerId: c.playerId,
              purchase: addOn,
              stackBefore: mid,
              stackAfter: mid + addOn.chips,
            },
            rule.cite,
          ),
        );
      },
    },
    RefundRegistration: {
      roles: ['director', 'floor'],
      decide(c, s, ctx) {
        const rule = ruleset(s.config.rulesetId).fees.refundBeforeRegistrationClose;
        if (!rule.value)
          return reject('REFUND_NOT_ALLOWED', rule.cite, 'This ruleset refunds no registration.');
        if (s.status !== 'registration-open')
          return reject(
            'REGISTRATION_CLOSED',
            rule.cite,
            'A refund needs notice before registration closes; after that the stack is put into play.',
          );
        const player = s.players[c.playerId];
        const e = s.entrants[c.playerId];
        if (!player || !e)
          return reject('NOT_REGISTERED', rule.cite, `${c.playerId} is not registered here.`);
        if (!c.reason.trim())
          return reject('REASON_REQUIRED', rule.cite, 'Record why the registration is refunded.');
        const line = ownPrizes(s).purchases.find(
          (x) => x.playerId === c.playerId && x.item === 'buy-in',
        );
        const price = priceOf(s.config, 'buy-in');
        const purchase = line ?? { purchaseNo: 0, ...price, currency: s.config.currency };
        return accept(
          event(
            'RegistrationRefunded',
            {
              playerId: c.playerId,
              registrationNumber: player.registrationNumber,
              purchaseNo: purchase.purchaseNo,
              item: 'buy-in',
              code: paramsFor(s.config.rulesetId).transactionCodes.value['buy-in'],
              prizeFund: purchase.prizeFund,
              fee: purchase.fee,
              amount: purchase.prizeFund + purchase.fee,
              currency: purchase.currency,
              chips: s.config.startingStack,
              reason: c.reason.trim(),
              at: ctx.now,
            },
            rule.cite,
          ),
        );
      },
    },
    LoadExclusionRegister: {
      roles: ['director'],
      decide(c, s, ctx) {
        const rule = ruleset(s.config.rulesetId).registration.exclusionRegisterChecked;
        if (!rule.value)
          return reject(
            'NO_EXCLUSION_REGISTER',
            rule.cite,
            'This ruleset checks entries against no exclusion register.',
          );
        if (!c.source.trim())
          return reject('SOURCE_REQUIRED', rule.cite, 'Name the register and its date.');
        const keys = [...new Set(c.documents.map(exclusionKey))].sort();
        return accept(
          event(
            'ExclusionRegisterLoaded',
            {
              source: c.source.trim(),
              keys,
              count: keys.length,
              loadedBy: ctx.actor.id,
              at: ctx.now,
            },
            rule.cite,
          ),
        );
      },
    },
    ReconcileCashierShift: {
      roles: ['director'],
      decide(c, s, ctx) {
        const rule = ruleset(s.config.rulesetId).fees.cashierShiftReconciliation;
        if (!rule.value)
          return reject(
            'NO_CASHIER_RECONCILIATION',
            rule.cite,
            'This ruleset sets no cashier cash-up for the tournament purchases.',
          );
        if (!c.cashierId.trim() || !c.shift.trim())
          return reject('CASHIER_REQUIRED', rule.cite, 'Name the cashier and the shift cashed up.');
        if (!Number.isSafeInteger(c.cashCounted) || c.cashCounted < 0)
          return reject(
            'CASH_COUNT_INVALID',
            rule.cite,
            'The cash counted is a whole number of minor units, zero or more.',
          );
        const after = s.entryBook?.lastReconciledPurchaseNo ?? 0;
        const lines = prizesOf(s).purchases.filter((x) => x.purchaseNo > after);
        const bookedByCode: Record<string, number> = {};
        for (const x of lines)
          bookedByCode[x.code] = (bookedByCode[x.code] ?? 0) + x.prizeFund + x.fee;
        const booked = lines.reduce((a, x) => a + x.prizeFund + x.fee, 0);
        const nos = lines.map((x) => x.purchaseNo);
        return accept(
          event(
            'CashierShiftReconciled',
            {
              cashierId: c.cashierId.trim(),
              shift: c.shift.trim(),
              purchaseNos: nos.length ? { from: Math.min(...nos), to: Math.max(...nos) } : null,
              lines: lines.length,
              bookedByCode,
              booked,
              cashCounted: c.cashCounted,
              difference: c.cashCounted - booked,
              currency: s.config.currency,
              at: ctx.now,
            },
            rule.cite,
          ),
        );
      },
    },
    CollectBuyInCoupons: {
      roles: ['director', 'floor'],
      decide(c, s, ctx) {
        const rule = ruleset(s.config.rulesetId).registration.controlCard;
        const cite = rule.value ? `${rule.cite}; ${rule.value.articles.buyInCollected}` : rule.cite;
        if (!rule.value)
          return reject(
            'NO_CONTROL_CARDS',
            rule.cite,
            'This ruleset issues no control cards: there are no Buy In coupons to collect.',
          );
        const no = notRunning(s);
        if (no) return no;
        const t = s.tables[c.tableId];
        if (!t?.open)
          return reject('UNKNOWN_TABLE', cite, `There is no table ${c.tableId} in play.`);
        if (s.lateRegistrationOpen)
          return reject(
            'ENTRY_PERIOD_OPEN',
            cite,
            'The Buy In coupons are collected once the entry period is over: registration is still open.',
          );
        if (s.entryBook?.buyInCouponsCollected?.[c.tableId])
          return reject(
            'COUPONS_ALREADY_COLLECTED',
            cite,
            `Table ${c.tableId}'s Buy In coupons were already collected (${s.entryBook.buyInCouponsCollected[c.tableId]}).`,
          );
        if (!c.regulatorWitness.trim())
          return reject(
            'REGULATOR_WITNESS_REQUIRED',
            cite,
            "The Buy In coupons are collected together with the regulator's staff: name the LNSE officer present.",
          );
        const cards = s.entryBook?.controlCards ?? {};
        const seated = Object.entries(t.seats)
          .map(([seat, playerId]) => ({ playerId, seat: +seat }))
          .sort((a, b) => a.seat - b.seat);
        return accept(
          event(
            'BuyInCouponsCollected',
            {
              tableId: c.tableId,
              coupons: seated
                .filter((x) => cards[x.playerId])
                .map((x) => ({ ...x, cardNo: cards[x.playerId].cardNo })),
              withoutCard: seated.filter((x) => !cards[x.playerId]),
              witnessedBy: {
                directionId: ctx.actor.id,
                regulatorWitness: c.regulatorWitness.trim(),
              },
              at: ctx.now,
            },
            cite,
          ),
        );
      },
    },
    VoidUnusedCoupons: {
      roles: ['director', 'floor'],
      decide(c, s, ctx) {
        const rule = ruleset(s.config.rulesetId).registration.controlCard;
        const kind = c.item === 'rebuy' ? 'Re Buy' : 'Add On';
        const articles = rule.value?.articles;
        const cite = articles
          ? `${rule.cite}; ${c.item === 'rebuy' ? articles.rebuyVoided : articles.addOnVoided}`
          : rule.cite;
        if (!rule.value)
          return reject(
            'NO_CONTROL_CARDS',
            rule.cite,
            'This ruleset issues no control cards: there are no coupons to withdraw.',
          );
        if (c.item !== 'rebuy' && c.item !== 'add-on')
          return reject('UNKNOWN_COUPON', cite, 'Coupons are withdrawn for rebuy or add-on.');
        const no = couponPeriodProblem(s, c.item, ctx.now, cite);
        if (no) return no;
        if (s.entryBook?.couponsVoided?.[c.item])
          return reject(
            'COUPONS_ALREADY_VOIDED',
            cite,
            `The unused ${kind} coupons were already withdrawn (${s.entryBook.couponsVoided[c.item]}).`,
          );
        if (!c.regulatorWitness.trim())
          return reject(
            'REGULATOR_WITNESS_REQUIRED',
            cite,
            `The unused ${kind} coupons are withdrawn together with the regulator's staff: name the LNSE officer present.`,
          );
        const cards = Object.entries(s.entryBook?.controlCards ?? {})
          .map(([playerId, card]) => {
            const e = s.entrants[playerId];
            const used = e ? e.purchases[c.item] : 0;
            const limit = c.item === 'rebuy' ? card.rebuy : card.addOn;
            // As many as the structure allows: with no limit, a coupon per rebuy taken.
            const issued = limit ?? used;
            return {
              playerId,
              cardNo: card.cardNo,
              tableId: e?.tableId ?? null,
              issued,
              used,
              voided: Math.max(0, issued - used),
            };
          })
          .sort((a, b) => a.cardNo - b.cardNo);
        const sum = (k: 'issued' | 'used' | 'voided') => cards.reduce((a, x) => a + x[k], 0);
        return accept(
          event(
            'UnusedCouponsVoided',
            {
              item: c.item,
              code: paramsFor(s.config.rulesetId).transactionCodes.value[c.item],
              witnessedBy: {
                directionId: ctx.actor.id,
                regulatorWitness: c.regulatorWitness.trim(),
              },
              cards,
              totals: { issued: sum('issued'), used: sum('used'), voided: sum('voided') },
              at: ctx.now,
            },
            cite,
          ),
        );
      },
    },
    AccreditPlayer: {
      roles: ['director', 'floor'],
      decide(c, s, ctx) {
        const player = s.players[c.playerId];
        if (!player)
          return reject(
            'NOT_REGISTERED',
            'LNSE 123/13 I.36',
            `${c.playerId} is not registered here.`,
          );
        const terms = s.config.entryTerms;
        const t = Date.parse(ctx.now);
        if (
          (terms?.accreditationOpensAt && t < Date.parse(terms.accreditationOpensAt)) ||
          (terms?.accreditationClosesAt && t > Date.parse(terms.accreditationClosesAt))
        )
          return reject(
            'ACCREDITATION_NOT_OPEN',
            'LNSE 123/13 I.35, I.1(4)',
            `Accreditation runs from ${terms.accreditationOpensAt ?? 'registration'} to ${terms.accreditationClosesAt ?? 'the start'}.`,
          );
        const norm = (x: string) => x.toUpperCase().replace(/[\s.-]/g, '');
        if (
          norm(c.idDocument.type) !== norm(player.idDocument.type) ||
          norm(c.idDocument.number) !== norm(player.idDocument.number)
        )
          return reject(
            'IDENTITY_MISMATCH',
            'LNSE 123/13 IV.2(a), I.33',
            `${c.playerId} registered on another identity document; accreditation needs the same one.`,
          );
        if (s.entryBook?.accredited[c.playerId])
          return reject(
            'ALREADY_ACCREDITED',
            'LNSE 123/13 I.35',
            `${c.playerId} is already accredited.`,
          );
        // LNSE 123/13 I.27(b): the register is checked again "at the time of the event".
        const excluded = exclusionProblem(s, c.idDocument);
        if (excluded) return excluded;
        const checked = ruleset(s.config.rulesetId).registration.exclusionRegisterChecked.value;
        const controlCard = controlCardFor(s, c.playerId);
        const cardRule = ruleset(s.config.rulesetId).registration.controlCard;
        return accept(
          event(
            'PlayerAccredited',
            {
              playerId: c.playerId,
              idDocument: c.idDocument,
              exclusionRegisterChecked: checked && !!s.entryBook?.exclusionSource,
              at: ctx.now,
              ...(controlCard ? { controlCard } : {}),
            },
            controlCard
              ? `LNSE 123/13 I.35-36, IV.2(a); ${cardRule.cite}`
              : 'LNSE 123/13 I.35-36, IV.2(a)',
          ),
        );
      },
    },
  },
  events: {
    CashierShiftReconciled(s, d) {
      if (d.purchaseNos) ownEntryBook(s).lastReconciledPurchaseNo = d.purchaseNos.to;
    },
    BuyInCouponsCollected(s, d) {
      (ownEntryBook(s).buyInCouponsCollected ??= {})[d.tableId] = d.at;
    },
    UnusedCouponsVoided(s, d) {
      (ownEntryBook(s).couponsVoided ??= {})[d.item] = d.at;
    },
    // The entry windows (FSNP Art. 30; LNSE 123/13 I.45-47): open from the start as configured,
    // closed by the level that ends late registration or by closing registration in play.
    TournamentStarted(s, d) {
      s.lateRegistrationOpen = d.lateRegistration;
      s.reEntryOpen = policyOf(s.config).reEntry != null || policyOf(s.config).topUp != null;
      if (s.entryBook) s.entryBook.dayFirstLevel = 1;
    },
    LateRegistrationClosed(s) {
      s.lateRegistrationOpen = false;
      s.reEntryOpen = false;
    },
    RegistrationClosed(s) {
      if (s.status === 'running') s.lateRegistrationOpen = false;
    },
    TournamentDayResumed(s, d) {
      const book = ownEntryBook(s);
      book.dayFirstLevel = d.level;
      // LNSE 123/13 I.39: each playing day has its own first level; holds end with the day.
      book.absent = {};
    },
    PlayerMarkedAbsent(s, d) {
      (ownEntryBook(s).absent ??= {})[d.playerId] = { hold: false };
    },
    StackHoldGranted(s, d) {
      (ownEntryBook(s).absent ??= {})[d.playerId] = { hold: true };
    },
    StackHoldRevoked(s, d) {
      (ownEntryBook(s).absent ??= {})[d.playerId] = { hold: false };
    },
    AbsentPlayerArrived(s, d) {
      delete ownEntryBook(s).absent?.[d.playerId];
    },
    AbsentPlayerStackRemoved(s, d) {
      const e = s.entrants[d.playerId];
      delete ownEntryBook(s).absent?.[d.playerId];
      if (!e) return;
      // LNSE 123/13 I.39, I.46: the chips are out of the tournament; the entry money stays (IV.1.4).
      chipsRemoved(s, d.chips);
      removeValue(s, d.chips);
      setStack(e, 0);
      setStatus(s, e, 'eliminated');
      e.announced = null;
      unseat(s, e);
    },
    AnnouncedPurchaseNotPaid(s, d) {
      const e = s.entrants[d.playerId];
      if (e) e.announced = null;
    },
    RegistrationRefunded(s, d) {
      const book = ownEntryBook(s);
      book.refunded += 1;
      unbook(s, d.code, d.prizeFund, d.fee);
      const prizes = ownPrizes(s);
      prizes.purchases = prizes.purchases.filter((x) => x.purchaseNo !== d.purchaseNo);
      delete s.players[d.playerId];
      dropEntrant(s, d.playerId);
      delete book.accredited[d.playerId];
    },
    ExclusionRegisterLoaded(s, d) {
      const book = ownEntryBook(s);
      book.exclusionKeys = [...d.keys];
      book.exclusionSource = d.source;
    },
    PlayerAccredited(s, d) {
      const book = ownEntryBook(s);
      book.accredited[d.playerId] = d.at;
      if (d.controlCard)
        (book.controlCards ??= {})[d.playerId] = {
          cardNo: d.controlCard.cardNo,
          rebuy: d.controlCard.coupons.rebuy,
          addOn: d.controlCard.coupons.addOn,
        };
    },
  },
};
