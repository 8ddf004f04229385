/**
 * The regulator's procedures (issue 20): the characteristics published before the advance sale
 * opens (LNSE 123/13 I.1, IV.1.1(a)), the regulator's consent recorded before a cancellation, a
 * suspension or a structure change it covers (I.6), and the Sit & Go gates: the band and prize
 * table published (IV.11(b), I.26), LNSE's authorisation or the inspector's notice and Acta
 * before the start (IV.11(a)), the vouchers collected with LNSE once play has started
 * (IV.11.2). Each gate is a ruleset parameter (`procedures.*`), so FSNP and the club are free
 * of them. Also the early end for force majeure (I.6), with its consent where the ruleset needs
 * one, and the settlement the regulator consented to, recorded as given (catalog open question
 * 13: nothing is computed).
 */
import type {
  SitAndGoCharacteristics,
  TournamentCharacteristicsPublishedData,
} from '../../../events/procedure-events';
import type { TournamentEvent } from '../../../events/tournament-events';
import { validatePublishedTable } from '../../../rules/payouts';
import type { Ruleset } from '../../../rules/types';
import { accept, reject, type Decision } from '../../decider';
import { ruleset } from '../defaults';
import { cancelled, fmt } from '../guards';
import { prizesOf } from '../prizes/state';
import { event, type Slice } from '../slice';
import type { TournamentState, CreatedTournament } from '../state';

type No = Decision<never> | null;

import type { ConsentAct, ProcedureCommand } from './commands';
export type {
  ConsentAct,
  PublishCharacteristics,
  RecordRegulatorConsent,
  RecordSitAndGoAuthorization,
  NotifyInspector,
  RecordInspectionActa,
  CollectSitAndGoVouchers,
  TerminateTournament,
  RecordTerminationSettlement,
  ProcedureCommand,
} from './commands';

const ACTS: readonly ConsentAct[] = ['cancel', 'suspend', 'terminate', 'modify-structure'];

export interface ProcedureState {
  published: TournamentCharacteristicsPublishedData | null;
  consents: Record<string, { scope: ConsentAct; used: boolean; reference: string }>;
  authorization: string | null;
  inspectorId: string | null;
  actaNo: string | null;
  vouchersCollectedAt: string[];
  /** LNSE 123/13 I.6: the early end, once recorded (absent on states from before it existed). */
  terminated?: { reason: string; consentRef: string | null; at: string } | null;
  /** What the termination settlements paid out so far, and how many were recorded. */
  settled?: { total: number; count: number };
}

declare module '../state' {
  interface TournamentFields {
    /** The procedures slice's part of the state (created on its first event). */
    procedures?: ProcedureState;
  }
}

const EMPTY: ProcedureState = {
  published: null,
  consents: {},
  authorization: null,
  inspectorId: null,
  actaNo: null,
  vouchersCollectedAt: [],
};

export const proceduresView = (s: TournamentState): ProcedureState => s.procedures ?? EMPTY;
const own = (s: TournamentState): ProcedureState =>
  (s.procedures ??= { ...EMPTY, consents: {}, vouchersCollectedAt: [] });
const rules = (s: CreatedTournament): Ruleset['procedures'] =>
  ruleset(s.config.rulesetId).procedures;
const isSitAndGo = (s: CreatedTournament) => s.config?.tournamentType === 'SIT_AND_GO';
const blank = (x: string | undefined | null) => !x || !x.trim();
const DAY_MS = 86_400_000;

/** LNSE 123/13 I.1: registration cannot open until the characteristics are published. */
export function publicationRefusal(s: CreatedTournament): No {
  const p = rules(s).characteristicsBeforeSale;
  return p.value && !proceduresView(s).published
    ? reject(
        'CHARACTERISTICS_NOT_PUBLISHED',
        p.cite,
        'Publish the tournament characteristics (sale window, calendar, accreditation, paid places) before the advance sale opens.',
      )
    : null;
}

/** LNSE 123/13 IV.1.1(a): before the start, a place is bought only inside the published sale window. */
export function saleWindowRefusal(s: CreatedTournament, now: string): No {
  const p = rules(s).characteristicsBeforeSale;
  if (!p.value) return null;
  const pub = proceduresView(s).published;
  // Registration opened before this rule existed (a stored stream) has no window to keep.
  if (!pub) return null;
  const t = Date.parse(now);
  if (t < Date.parse(pub.saleOpensAt))
    return reject(
      'SALE_NOT_OPEN',
      p.cite,
      `The advance sale opens at ${pub.saleOpensAt}; no registration before then.`,
    );
  if (t > Date.parse(pub.saleClosesAt))
    return reject(
      'SALE_CLOSED',
      p.cite,
      `The advance sale closed at ${pub.saleClosesAt}; registration is only possible as a late entry once the event has started, while the cap is not reached (LNSE I.34).`,
    );
  return null;
}

/** Does this act need the regulator's consent under the ruleset? */
export function consentNeeded(s: CreatedTournament, act: ConsentAct, forceMajeure = true): boolean {
  const list = rules(s).consentRequiredFor.value;
  return (
    list.includes(act) ||
    (act === 'modify-structure' && forceMajeure && list.includes('modify-structure-force-majeure'))
  );
}

/**
 * LNSE 123/13 I.6: the consent recorded for `act` and not yet used, as the event that uses it;
 * a refusal when the ruleset needs one and none is on record; nothing when it needs none.
 */
export function useConsent(
  s: CreatedTournament,
  act: ConsentAct,
  usedFor: string,
  now: string,
  forceMajeure = true,
): { ok: true; events: TournamentEvent[] } | { ok: false; decision: Decision<never> } {
  if (!consentNeeded(s, act, forceMajeure)) return { ok: true, events: [] };
  const p = rules(s).consentRequiredFor;
  const found = Object.entries(proceduresView(s).consents).find(
    ([, x]) => x.scope === act && !x.used,
  );
  if (!found)
    return {
      ok: false,
      decision: reject(
        'REGULATOR_CONSENT_REQUIRED',
        p.cite,
        `${ACT_WORDS[act]} needs the regulator's consent on record first: record it (recordRegulatorConsent, scope ${act}) with the officer and the reference of the consent.`,
      ),
    };
  return {
    ok: true,
    events: [
      event('RegulatorConsentUsed', { consentId: found[0], scope: act, usedFor, at: now }, p.cite),
    ],
  };
}

const ACT_WORDS: Record<ConsentAct, string> = {
  cancel: 'Cancelling the tournament',
  suspend: 'Suspending the tournament',
  terminate: 'Ending the tournament early',
  'modify-structure': 'Changing the structure for force majeure',
};

/** LNSE 123/13 IV.11(a): a Sit & Go starts only once its gate is on record. */
export function sitAndGoStartRefusal(s: CreatedTournament): No {
  const p = rules(s).sitAndGoStartGates;
  if (!p.value || !isSitAndGo(s)) return null;
  const v = proceduresView(s);
  const sng = v.published?.sitAndGo;
  if (!sng)
    return reject(
      'CHARACTERISTICS_NOT_PUBLISHED',
      rules(s).sitAndGoBandAndPrizeTable.cite,
      'Publish the Sit & Go characteristics (context, buy-in band and prize table) before it starts.',
    );
  if (sng.context === 'within-multi-table' && !v.authorization)
    return reject(
      'SIT_AND_GO_NOT_AUTHORIZED',
      p.cite,
      "A Sit & Go within a multi-table event starts only with LNSE's authorisation on record.",
    );
  if (sng.context === 'independent' && !v.inspectorId)
    return reject(
      'INSPECTOR_NOT_NOTIFIED',
      p.cite,
      'An independent Sit & Go starts only once the LNSE inspector at the casino has been notified.',
    );
  if (sng.context === 'independent' && !v.actaNo)
    return reject(
      'INSPECTION_ACTA_MISSING',
      p.cite,
      "An independent Sit & Go starts only once the inspector's Acta of its particulars is on record.",
    );
  return null;
}

/** The published Sit & Go prize table for a field, when there is one (LNSE 123/13 I.26, IV.11(b)). */
export function publishedSitAndGoTable(
  s: TournamentState,
): Readonly<Record<2 | 3, readonly number[]>> | undefined {
  const t = proceduresView(s).published?.sitAndGo?.prizeTable;
  return t ? { 2: t.twoPlaces, 3: t.threePlaces } : undefined;
}

function sitAndGoProblem(
  s: CreatedTournament,
  sng: SitAndGoCharacteristics | null | undefined,
): No {
  const p = rules(s).sitAndGoBandAndPrizeTable;
  if (!p.value || !isSitAndGo(s)) return null;
  if (!sng)
    return reject(
      'SIT_AND_GO_CHARACTERISTICS_REQUIRED',
      p.cite,
      'sitAndGo: a Sit & Go publishes its context, buy-in band and prize table.',
    );
  if (sng.context !== 'independent' && sng.context !== 'within-multi-table')
    return reject(
      'SIT_AND_GO_CONTEXT',
      'LNSE 123/13 I.25, IV.11(a)',
      'sitAndGo.context: within-multi-table or independent.',
    );
  if (sng.context === 'within-multi-table' && blank(sng.parentTournamentId))
    return reject(
      'SIT_AND_GO_CONTEXT',
      'LNSE 123/13 I.25, IV.11(a)',
      'sitAndGo.parentTournamentId: name the multi-table event this Sit & Go complements.',
    );
  const { min, max } = sng.buyInBand;
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min <= 0 || max < min)
    return reject(
      'SIT_AND_GO_BAND_INVALID',
      p.cite,
      'sitAndGo.buyInBand: a lowest and a highest price in whole minor units, lowest first.',
    );
  const price = s.config.buyIn.prizeFund + s.config.buyIn.fee;
  if (price < min || price > max)
    return reject(
      'BUY_IN_OUTSIDE_BAND',
      'LNSE 123/13 IV.11(b)',
      `The Sit & Go buy-in (${fmt(price)}) lies outside the published band ${fmt(min)}-${fmt(max)}.`,
    );
  for (const [field, table, places] of [
    ['twoPlaces', sng.prizeTable.twoPlaces, 2],
    ['threePlaces', sng.prizeTable.threePlaces, 3],
  ] as const) {
    const bad = validatePublishedTable(table ?? [], 'LNSE 123/13 I.26, IV.11(b)');
    if (bad) return reject(bad.code, bad.ruleRef, `sitAndGo.prizeTable.${field}: ${bad.message}`);
    if (table.length !== places)
      return reject(
        'SIT_AND_GO_PAID_PLACES',
        'LNSE 123/13 I.26',
        `sitAndGo.prizeTable.${field}: ${places === 2 ? 'up to 9 players' : 'with 10 players'} a Sit & Go pays ${places} places, not ${table.length}.`,
      );
  }
  return null;
}

const DIRECTOR = ['director'] as const;

/** The money held for the players: the prize fund less what was awarded or settled already. */
export function heldForPlayers(s: CreatedTournament): number {
  const awarded = Object.values(prizesOf(s).receipts).reduce((n, r) => n + r.amount, 0);
  return s.money.prizeFund - awarded - (proceduresView(s).settled?.total ?? 0);
}

export const procedures: Slice = {
  commands: {
    TerminateTournament: {
      roles: DIRECTOR,
      decide(c, s, ctx) {
        const no = cancelled(s);
        if (no) return no;
        const p = rules(s).consentRequiredFor;
        if (s.status === 'completed')
          return reject(
            'TOURNAMENT_COMPLETED',
            p.cite,
            'A completed tournament cannot be ended early.',
          );
        if (s.status === 'scheduled')
          return reject(
            'TOURNAMENT_NOT_OPEN',
            p.cite,
            'Nothing has been sold or played yet: cancel the tournament instead of ending it early.',
          );
        if (blank(c.reason))
          return reject(
            'REASON_REQUIRED',
            p.cite,
            'reason: an early end states the force majeure that caused it.',
          );
        const consent = useConsent(s, 'terminate', 'TerminateTournament', ctx.now);
        if (!consent.ok) return consent.decision;
        const used = consent.events[0]?.data as { consentId: string } | undefined;
        const consentId = used?.consentId ?? null;
        return accept(
          ...consent.events,
          event(
            'TournamentTerminated',
            {
              reason: c.reason.trim(),
              consentId,
              consentRef: consentId ? proceduresView(s).consents[consentId].reference : null,
              terminatedBy: ctx.actor.id,
              at: ctx.now,
            },
            p.cite,
          ),
        );
      },
    },
    RecordTerminationSettlement: {
      roles: DIRECTOR,
      decide(c, s, ctx) {
        const p = rules(s).consentRequiredFor;
        const v = proceduresView(s);
        if (!v.terminated)
          return reject(
            'NOT_TERMINATED',
            p.cite,
            'A termination settlement is recorded only once the tournament has been ended early.',
          );
        const needed = consentNeeded(s, 'terminate');
        if (needed && blank(c.consentRef))
          return reject(
            'REGULATOR_CONSENT_REQUIRED',
            p.cite,
            "consentRef: the settlement is the one the regulator consented to; give its consent's reference.",
          );
        if (c.lines.length === 0)
          return reject(
            'SETTLEMENT_EMPTY',
            p.cite,
            'lines: at least one payment of the settlement.',
          );
        for (const [i, l] of c.lines.entries()) {
          if (!s.players[l.playerId])
            return reject(
              'PLAYER_NOT_FOUND',
              p.cite,
              `lines[${i}].playerId: ${l.playerId} is not registered in this tournament.`,
            );
          if (!Number.isSafeInteger(l.amount) || l.amount <= 0)
            return reject(
              'SETTLEMENT_AMOUNT_INVALID',
              p.cite,
              `lines[${i}].amount: a positive whole amount in minor units.`,
            );
          if (l.kind !== 'refund' && l.kind !== 'prize')
            return reject('SETTLEMENT_KIND_INVALID', p.cite, `lines[${i}].kind: refund or prize.`);
        }
        const total = c.lines.reduce((n, l) => n + l.amount, 0);
        const held = heldForPlayers(s);
        if (total > held)
          return reject(
            'SETTLEMENT_EXCEEDS_PRIZE_FUND',
            p.cite,
            `The settlement pays ${fmt(total)} but only ${fmt(held)} is held for the players.`,
          );
        return accept(
          event(
            'TerminationSettlementRecorded',
            {
              settlementNo: (v.settled?.count ?? 0) + 1,
              lines: c.lines.map((l) => ({ playerId: l.playerId, amount: l.amount, kind: l.kind })),
              total,
              consentRef: blank(c.consentRef) ? null : c.consentRef.trim(),
              heldBefore: held,
              recordedBy: ctx.actor.id,
              at: ctx.now,
            },
            p.cite,
          ),
        );
      },
    },
    PublishCharacteristics: {
      roles: DIRECTOR,
      decide(c, s, ctx) {
        const no = cancelled(s);
        if (no) return no;
        const r = rules(s);
        if (proceduresView(s).published)
          return reject(
            'CHARACTERISTICS_ALREADY_PUBLISHED',
            r.characteristicsBeforeSale.cite,
            'The characteristics are already published; a later change is a structure change, announced to every player.',
          );
        if (s.status !== 'scheduled')
          return reject(
            'SALE_ALREADY_OPEN',
            r.characteristicsBeforeSale.cite,
            'Registration is already open: the characteristics are published before the advance sale opens.',
          );
        const opens = Date.parse(c.saleOpensAt);
        const closes = Date.parse(c.saleClosesAt);
        if (Number.isNaN(opens) || Number.isNaN(closes) || closes <= opens)
          return reject(
            'SALE_WINDOW_INVALID',
            r.characteristicsBeforeSale.cite,
            'saleOpensAt, saleClosesAt: two dates and times, the opening before the close.',
          );
        if (blank(c.accreditation) || blank(c.paidPlacesRule) || c.playingDays.length === 0)
          return reject(
            'CHARACTERISTICS_INCOMPLETE',
            'LNSE 123/13 I.1',
            'accreditation, paidPlacesRule, playingDays: every item of the published characteristics is required.',
          );
        const badDay = c.playingDays.find((d) => Number.isNaN(Date.parse(d)));
        if (badDay !== undefined)
          return reject(
            'CHARACTERISTICS_INCOMPLETE',
            'LNSE 123/13 I.1',
            `playingDays: "${badDay}" is not a date and time.`,
          );
        const sng = sitAndGoProblem(s, c.sitAndGo);
        if (sng) return sng;
        // procedures.sitAndGoBoughtAtCashier (LNSE 123/13 IV.11.1): a Sit & Go is bought at the
        // cashier and starts once full; it has no advance sale for the minimum period to bind.
        const days = r.advanceSaleMinDays;
        const start = Date.parse(s.config.scheduledStart);
        const atCashier = isSitAndGo(s) && r.sitAndGoBoughtAtCashier.value;
        if (days.value != null && !atCashier && start - opens < days.value * DAY_MS)
          return reject(
            'ADVANCE_SALE_TOO_SHORT',
            days.cite,
            `The advance sale must open at least ${days.value} days before the event (${s.config.scheduledStart}); ${c.saleOpensAt} is ${Math.floor((start - opens) / DAY_MS)} day(s) before.`,
          );
        return accept(
          event(
            'TournamentCharacteristicsPublished',
            {
              publishedAt: ctx.now,
              saleOpensAt: new Date(opens).toISOString(),
              saleClosesAt: new Date(closes).toISOString(),
              accreditation: c.accreditation.trim(),
              playingDays: c.playingDays.map((d) => new Date(d).toISOString()),
              paidPlacesRule: c.paidPlacesRule.trim(),
              sitAndGo: c.sitAndGo ?? null,
            },
            atCashier
              ? `${r.characteristicsBeforeSale.cite}; ${r.sitAndGoBoughtAtCashier.cite}`
              : r.characteristicsBeforeSale.cite,
          ),
        );
      },
    },
    RecordRegulatorConsent: {
      roles: DIRECTOR,
      decide(c, s, ctx) {
        const no = cancelled(s);
        if (no) return no;
        const p = rules(s).consentRequiredFor;
        if (!ACTS.includes(c.scope))
          return reject('CONSENT_SCOPE_UNKNOWN', p.cite, `scope: one of ${ACTS.join(', ')}.`);
        if (blank(c.officer) || blank(c.reference) || blank(c.reason))
          return reject(
            'CONSENT_INCOMPLETE',
            p.cite,
            "officer, reference, reason: the consent is recorded with the regulator's officer, its reference and the reason it was asked for.",
          );
        const consentId = `K-${Object.keys(proceduresView(s).consents).length + 1}`;
        return accept(
          event(
            'RegulatorConsentRecorded',
            {
              consentId,
              scope: c.scope,
              authority: ruleset(s.config.rulesetId).citationKey.value,
              officer: c.officer.trim(),
              reference: c.reference.trim(),
              reason: c.reason.trim(),
              recordedAt: ctx.now,
            },
            p.cite,
          ),
        );
      },
    },
    RecordSitAndGoAuthorization: {
      roles: DIRECTOR,
      decide(c, s, ctx) {
        const no = sitAndGoStep(s, 'within-multi-table');
        if (no) return no;
        const p = rules(s).sitAndGoStartGates;
        if (blank(c.reference) || blank(c.officer))
          return reject(
            'AUTHORIZATION_INCOMPLETE',
            p.cite,
            "reference, officer: LNSE's authorisation is recorded with its reference and officer.",
          );
        return accept(
          event(
            'SitAndGoAuthorized',
            { reference: c.reference.trim(), officer: c.officer.trim(), at: ctx.now },
            p.cite,
          ),
        );
      },
    },
    NotifyInspector: {
      roles: DIRECTOR,
      decide(c, s, ctx) {
        const no = sitAndGoStep(s, 'independent');
        if (no) return no;
        const p = rules(s).sitAndGoStartGates;
        if (blank(c.inspectorId) || blank(c.inspectorName))
          return reject(
            'INSPECTOR_REQUIRED',
            p.cite,
            'inspectorId, inspectorName: name the LNSE inspector present at the casino.',
          );
        return accept(
          event(
            'InspectorNotified',
            {
              inspectorId: c.inspectorId.trim(),
              inspectorName: c.inspectorName.trim(),
              at: ctx.now,
            },
            p.cite,
          ),
        );
      },
    },
    RecordInspectionActa: {
      roles: DIRECTOR,
      decide(c, s, ctx) {
        const no = sitAndGoStep(s, 'independent');
        if (no) return no;
        const p = rules(s).sitAndGoStartGates;
        const v = proceduresView(s);
        if (!v.inspectorId)
          return reject(
            'INSPECTOR_NOT_NOTIFIED',
            p.cite,
            'The inspector draws up the Acta once notified: record the notice first.',
          );
        if (v.actaNo)
          return reject('ACTA_ALREADY_RECORDED', p.cite, `Acta ${v.actaNo} is already on record.`);
        if (blank(c.actaNo) || blank(c.particulars))
          return reject(
            'ACTA_INCOMPLETE',
            p.cite,
            "actaNo, particulars: the Acta's number and the particulars it records.",
          );
        return accept(
          event(
            'InspectionActaRecorded',
            {
              actaNo: c.actaNo.trim(),
              inspectorId: v.inspectorId,
              particulars: c.particulars.trim(),
              at: ctx.now,
            },
            p.cite,
          ),
        );
      },
    },
    CollectSitAndGoVouchers: {
      roles: ['director', 'floor'],
      decide(c, s, ctx) {
        const no = cancelled(s);
        if (no) return no;
        const p = rules(s).sitAndGoVouchersWithRegulator;
        if (!p.value || !isSitAndGo(s))
          return reject(
            'NOT_A_SIT_AND_GO_UNDER_THIS_RULESET',
            p.cite,
            'Voucher collection with the regulator applies to a Sit & Go under this ruleset only.',
          );
        if (s.status !== 'running')
          return reject(
            'ROUND_NOT_STARTED',
            p.cite,
            'The vouchers are collected once the round has started.',
          );
        const t = s.tables[c.tableId];
        if (!t) return reject('TABLE_NOT_FOUND', p.cite, `There is no table ${c.tableId}.`);
        if (proceduresView(s).vouchersCollectedAt.includes(c.tableId))
          return reject(
            'VOUCHERS_ALREADY_COLLECTED',
            p.cite,
            `The vouchers of table ${c.tableId} are already collected.`,
          );
        if (blank(c.tournamentNo) || blank(c.lnseOfficerId))
          return reject(
            'VOUCHERS_INCOMPLETE',
            p.cite,
            'tournamentNo, lnseOfficerId: each voucher is marked with the tournament number, collected with the LNSE officer.',
          );
        const nos = c.voucherNos.map((v) => v.trim());
        if (
          new Set(nos).size !== nos.length ||
          nos.some((v) => !v) ||
          nos.length !== s.registrations
        )
          return reject(
            'VOUCHER_COUNT',
            p.cite,
            `One voucher per player who bought in: ${s.registrations} distinct voucher numbers, got ${nos.length}.`,
          );
        return accept(
          event(
            'SitAndGoVouchersCollected',
            {
              tableId: c.tableId,
              tournamentNo: c.tournamentNo.trim(),
              voucherNos: nos,
              lnseOfficerId: c.lnseOfficerId.trim(),
              collectedBy: ctx.actor.id,
              at: ctx.now,
            },
            p.cite,
          ),
        );
      },
    },
  },
  events: {
    TournamentCharacteristicsPublished(s, d) {
      own(s).published = d;
    },
    RegulatorConsentRecorded(s, d) {
      own(s).consents[d.consentId] = {
        scope: d.scope as ConsentAct,
        used: false,
        reference: d.reference,
      };
    },
    RegulatorConsentUsed(s, d) {
      const k = own(s).consents[d.consentId];
      if (k) k.used = true;
    },
    SitAndGoAuthorized(s, d) {
      own(s).authorization = d.reference;
    },
    InspectorNotified(s, d) {
      own(s).inspectorId = d.inspectorId;
    },
    InspectionActaRecorded(s, d) {
      own(s).actaNo = d.actaNo;
    },
    SitAndGoVouchersCollected(s, d) {
      own(s).vouchersCollectedAt.push(d.tableId);
    },
    TournamentTerminated(s, d) {
      own(s).terminated = { reason: d.reason, consentRef: d.consentRef, at: d.at };
    },
    TerminationSettlementRecorded(s, d) {
      const v = own(s);
      const was = v.settled ?? { total: 0, count: 0 };
      v.settled = { total: was.total + d.total, count: d.settlementNo };
    },
  },
};

/** A Sit & Go gate step: only for a published Sit & Go of that context, before it starts. */
function sitAndGoStep(s: CreatedTournament, context: SitAndGoCharacteristics['context']): No {
  const no = cancelled(s);
  if (no) return no;
  const p = rules(s).sitAndGoStartGates;
  const sng = proceduresView(s).published?.sitAndGo;
  if (!p.value || !isSitAndGo(s) || !sng)
    return reject(
      'NOT_A_SIT_AND_GO_UNDER_THIS_RULESET',
      p.cite,
      'This step belongs to a published Sit & Go under a ruleset with the regulator gates.',
    );
  if (sng.context !== context)
    return reject(
      'WRONG_SIT_AND_GO_CONTEXT',
      p.cite,
      context === 'independent'
        ? 'This Sit & Go runs within a multi-table event: it needs LNSE’s authorisation, not the inspector’s Acta.'
        : 'This Sit & Go is independent: it needs the inspector’s notice and Acta, not an authorisation.',
    );
  if (s.status === 'running' || s.status === 'completed')
    return reject('ALREADY_STARTED', p.cite, 'The Sit & Go has already started.');
  return null;
}

/**
 * The commands that take a tournament through the regulator's gates its ruleset sets before
 * the sale and the start, with sample contents (the simulation, the demo and tests use them;
 * a real operator publishes its own): the characteristics (a sale from 30 days before the
 * start to a day after it), and for a Sit & Go an independent run with the inspector's notice
 * and Acta, a band around its buy-in and the sample prize table (LNSE_SIT_AND_GO_SAMPLE).
 */
export function sampleProcedureSteps(config: {
  readonly tournamentId: string;
  readonly rulesetId: string;
  readonly tournamentType: string;
  readonly scheduledStart: string;
  readonly buyIn: { readonly prizeFund: number; readonly fee: number };
}): { beforeSale: ProcedureCommand[]; beforeStart: ProcedureCommand[] } {
  const p = ruleset(config.rulesetId).procedures;
  const T = { tournamentId: config.tournamentId };
  const start = Date.parse(config.scheduledStart);
  const sitAndGo = config.tournamentType === 'SIT_AND_GO';
  const price = config.buyIn.prizeFund + config.buyIn.fee;
  const beforeSale: ProcedureCommand[] = p.characteristicsBeforeSale.value
    ? [
        {
          type: 'PublishCharacteristics',
          ...T,
          saleOpensAt: new Date(start - 30 * DAY_MS).toISOString(),
          saleClosesAt: new Date(start + DAY_MS).toISOString(),
          accreditation: 'At the control desk, from two hours before the start',
          playingDays: [new Date(start).toISOString()],
          paidPlacesRule: sitAndGo ? 'LNSE I.26: 2 places up to 9 players, 3 with 10' : '15 %',
          sitAndGo:
            sitAndGo && p.sitAndGoBandAndPrizeTable.value
              ? {
                  context: 'independent',
                  parentTournamentId: null,
                  buyInBand: { min: Math.max(1, Math.floor(price / 2)), max: price * 2 },
                  prizeTable: { twoPlaces: [6500, 3500], threePlaces: [5000, 3000, 2000] },
                }
              : null,
        },
      ]
    : [];
  const beforeStart: ProcedureCommand[] =
    sitAndGo && p.sitAndGoStartGates.value
      ? [
          { type: 'NotifyInspector', ...T, inspectorId: 'lnse-1', inspectorName: 'LNSE inspector' },
          {
            type: 'RecordInspectionActa',
            ...T,
            actaNo: `ACTA-${config.tournamentId}`,
            particulars: 'One table, buy-in and prize table as published',
          },
        ]
      : [];
  return { beforeSale, beforeStart };
}
