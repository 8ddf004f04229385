import { accept, reject } from '../../decider';
import { event, type Slice } from '../slice';
import type { CreateTournament, RegisterPlayer } from '../commands';
import { cancelled } from '../guards';
import { structureProblem } from '../clock/clock';
import { rulesetChoiceProblem } from './ruleset-choice';
import { trainingCreationProblem } from '../training/training';
import { citationsFor, paramsFor, ruleset } from '../defaults';
import {
  feeProblem,
  fieldCap,
  lateEntry,
  purchaseOf,
  eligibilityProblem,
} from '../entries/entries';
import {
  book,
  seat,
  keepDenominations,
  entrantOf,
  chipsIssued,
  chipsRemoved,
  setStack,
} from '../state-ops';
import { membershipProblem } from '../../member/membership';
import { isIanaTimeZone } from '../../../rules/time-zone';
import type { RuleViolation } from '../../../rules/types';
import { publishedSharesRejection } from '../prizes/pool';
import { cancellationRefunds } from '../prizes/payments';
import { publicationRefusal, saleWindowRefusal, useConsent } from '../procedures/procedures';
import { bandTableAtClose, payoutBandsRejection } from '../prizes/bands';
import {
  ageProblem,
  countedRegistrations,
  eligibilityRecord,
  exclusionProblem,
  staffProblem,
} from './entry-rules';
import type { EntryTerms } from '../../../events/entry-events';

/** Only the terms the tournament published, in a fixed order. */
function entryTermsOf(t: EntryTerms): EntryTerms {
  const keys = [
    'lateRegistrationUntilLevel',
    'rebuyUntilLevel',
    'rebuyAtOrBelow',
    'rebuyChips',
    'addOnChips',
    'accreditationOpensAt',
    'accreditationClosesAt',
  ] as const;
  return Object.fromEntries(keys.filter((k) => t[k] != null).map((k) => [k, t[k]])) as EntryTerms;
}
import { TOURNAMENT_TYPES } from '../../../rules/tournament-types';
import type { TournamentTypeCode } from '../../../rules/types';
import type { Decision, Rejection } from '../../decider';
import { startingSetFor } from '../../../rules/starting-set';
import { GAME_CODES, isGameCode } from '../../../rules/games';
import { issueStacks, removeValue } from '../chips/inventory';

const OFFICE = ['director'] as const;

/**
 * Shape checks a director can fix at the desk; each names the field, and all of them are
 * reported at once (issue 21) so the form is corrected in one go.
 */
function invalidConfig(c: CreateTournament): string | null {
  const int = (n: number) => Number.isSafeInteger(n);
  const problems: string[] = [];
  const add = (problem: string) => void problems.push(problem);
  if (!c.name.trim()) add('name: a tournament needs a name.');
  if (c.currency !== undefined && !/^[A-Z]{3}$/.test(c.currency))
    add('currency: use a three-letter ISO 4217 code such as RON or ARS.');
  if (!int(c.seatsPerTable) || c.seatsPerTable < 2 || c.seatsPerTable > 10)
    add('seatsPerTable: a table seats 2 to 10 players.');
  if (!int(c.startingStack) || c.startingStack <= 0)
    add('startingStack: must be a positive whole number of chips.');
  if (!int(c.buyIn.prizeFund) || c.buyIn.prizeFund < 0 || !int(c.buyIn.fee) || c.buyIn.fee < 0)
    add('buyIn: prize-fund part and fee are whole minor units, zero or more.');
  if (Number.isNaN(Date.parse(c.scheduledStart))) add('scheduledStart: not a date and time.');
  if (c.timeZone !== undefined && !isIanaTimeZone(c.timeZone))
    add(
      `timeZone: "${c.timeZone}" is not an IANA time zone; use a name such as America/Argentina/Buenos_Aires or Europe/Bucharest.`,
    );
  if (c.registrationCap != null && (!int(c.registrationCap) || c.registrationCap < 2))
    add('registrationCap: at least 2 entries.');
  for (const [item, p] of Object.entries(c.prices ?? {}))
    if (!p || !int(p.prizeFund) || p.prizeFund < 0 || !int(p.fee) || p.fee < 0)
      add(`prices.${item}: prize-fund part and fee are whole minor units, zero or more.`);
  if (c.chipSet) {
    const ok = c.chipSet.every((d, i) => int(d) && d > 0 && (i === 0 || d > c.chipSet![i - 1]));
    if (!ok || c.chipSet.length === 0)
      add('chipSet: denominations are positive whole numbers in ascending order.');
  }
  const terms = c.entryTerms;
  for (const k of ['rebuyAtOrBelow', 'rebuyChips', 'addOnChips'] as const) {
    const v = terms?.[k];
    if (v != null && (!int(v) || v < (k === 'rebuyAtOrBelow' ? 0 : 1)))
      add(
        `entryTerms.${k}: a whole number of chips${k === 'rebuyAtOrBelow' ? ', zero or more' : ', at least 1'}.`,
      );
  }
  for (const k of ['lateRegistrationUntilLevel', 'rebuyUntilLevel'] as const) {
    const v = terms?.[k];
    if (v != null && (!int(v) || v < 1 || v > c.levels.length))
      add(`entryTerms.${k}: a level of the published structure (1 to ${c.levels.length}).`);
  }
  for (const k of ['accreditationOpensAt', 'accreditationClosesAt'] as const)
    if (terms?.[k] != null && Number.isNaN(Date.parse(terms[k]!)))
      add(`entryTerms.${k}: not a date and time.`);
  if (
    terms?.accreditationOpensAt &&
    terms.accreditationClosesAt &&
    Date.parse(terms.accreditationOpensAt) >= Date.parse(terms.accreditationClosesAt)
  )
    add('entryTerms.accreditationClosesAt: must be after accreditationOpensAt.');
  if (
    c.maxReEntriesPerPlayer != null &&
    (!int(c.maxReEntriesPerPlayer) || c.maxReEntriesPerPlayer < 0)
  )
    add('maxReEntriesPerPlayer: a whole number, zero or more.');
  return problems.length ? problems.join(' ') : null;
}

/**
 * FSNP Art. 43, 139-142: where the ruleset says a tournament type fixes the starting stack
 * (`registration.startingStackFixedByType`), a tournament of that type is created with exactly
 * that stack; another one is refused with the type's article and the stack it gives.
 */
export function fixedStackProblem(c: CreateTournament): Rejection | null {
  if (!ruleset(c.rulesetId).registration.startingStackFixedByType.value) return null;
  const spec = TOURNAMENT_TYPES[c.tournamentType as TournamentTypeCode];
  const fixed = spec?.startingStack.value;
  if (fixed == null || c.startingStack === fixed) return null;
  const n = (x: number) => x.toLocaleString('en-US');
  return {
    code: 'STARTING_STACK_FIXED_BY_TYPE',
    ruleRef: spec.chipSet.value
      ? `${spec.startingStack.cite}; ${spec.chipSet.cite}`
      : spec.startingStack.cite,
    message: `startingStack: a ${spec.name.value} tournament starts every player with ${n(fixed)} chips (${spec.startingStack.cite}); ${n(c.startingStack)} is not that stack.`,
  };
}

/**
 * FSNP Art. 2, 29: entry needs a valid, non-revoked membership card. The API looks the member
 * up and attaches the facts; a command without them is refused, never waved through, when the
 * ruleset's `registration.federationMembershipRequired` is set.
 */
function membershipRefusal(c: RegisterPlayer, rulesetId: string): RuleViolation | null {
  if (c.membership) return membershipProblem(c.membership, c.playerId);
  const required = ruleset(rulesetId).registration.federationMembershipRequired;
  return required.value
    ? {
        code: 'MEMBERSHIP_NOT_CHECKED',
        ruleRef: required.cite,
        message: `${c.playerId}'s membership card was not checked against the federation's member registry; entry needs a valid card.`,
      }
    : null;
}

/**
 * LNSE 123/13 I.31, IV.1.1(c); FSNP Art. 30: the amount the cashier took for an entry. Where the
 * ruleset reserves a place only on the whole price (`registration.reservationNeedsFullPayment`),
 * a smaller or larger amount is refused with the price to take; otherwise a deposit is recorded
 * beside the price. Absent, the price was paid.
 */
function paymentRecord(
  rulesetId: string,
  purchase: { prizeFund: number; fee: number; currency: string },
  amountPaid: number | undefined,
): { ok: true; record: { amountPaid?: number } } | { ok: false; decision: Decision<never> } {
  if (amountPaid === undefined) return { ok: true, record: {} };
  const rule = ruleset(rulesetId).registration.reservationNeedsFullPayment;
  const price = purchase.prizeFund + purchase.fee;
  const n = (x: number) => x.toLocaleString('en-US');
  if (!Number.isSafeInteger(amountPaid) || amountPaid < 0 || amountPaid > price)
    return {
      ok: false,
      decision: reject(
        'PAYMENT_NOT_THE_PRICE',
        rule.cite,
        `The cashier takes the entry price of ${n(price)} ${purchase.currency} (minor units); ${String(amountPaid)} is not an amount paid for it.`,
      ),
    };
  if (amountPaid === price) return { ok: true, record: {} };
  if (rule.value)
    return {
      ok: false,
      decision: reject(
        'PAYMENT_NOT_IN_FULL',
        rule.cite,
        `A place is reserved only by paying the whole price at the cashier: ${n(price)} ${purchase.currency} (minor units), not ${n(amountPaid)}.`,
      ),
    };
  return { ok: true, record: { amountPaid } };
}

export const registration: Slice = {
  commands: {
    CreateTournament: {
      roles: OFFICE,
      decide: (c, state) =>
        reject(
          'TOURNAMENT_EXISTS',
          citationsFor(state.config.rulesetId).tournamentTerms,
          `Tournament ${c.tournamentId} already exists.`,
        ),
      beforeCreation(c) {
        const choice = rulesetChoiceProblem(c);
        if (choice) return { ok: false, rejection: choice };
        const oneLevel = trainingCreationProblem(c);
        if (oneLevel) return { ok: false, rejection: oneLevel };
        const problem = invalidConfig(c);
        if (problem)
          return reject('INVALID_TOURNAMENT', citationsFor(c.rulesetId).tournamentTerms, problem);
        const stack = fixedStackProblem(c);
        if (stack) return { ok: false, rejection: stack };
        const params = paramsFor(c.rulesetId);
        const fees = feeProblem(c, params);
        if (fees) return fees;
        const shares = publishedSharesRejection(c);
        if (shares) return shares;
        const bands = payoutBandsRejection(c);
        if (bands) return bands;
        if (c.game !== undefined && !isGameCode(c.game))
          return reject(
            'UNKNOWN_GAME',
            params.levelStructure.cite,
            `The game ${String(c.game)} is not one this system deals (${GAME_CODES.join(', ')}).`,
          );
        const structure = structureProblem(c.levels, params, c.game);
        if (structure) return { ok: false, rejection: structure };
        return accept(
          event('TournamentCreated', {
            tournamentId: c.tournamentId,
            name: c.name.trim(),
            rulesetId: c.rulesetId,
            tournamentType: c.tournamentType,
            // money.currency: amounts are kept in the ruleset's currency unless the club set one.
            currency: c.currency ?? ruleset(c.rulesetId).money.currency.value,
            clubId: c.clubId,
            venue: c.venue,
            scheduledStart: new Date(c.scheduledStart).toISOString(),
            ...(c.timeZone !== undefined ? { timeZone: c.timeZone } : {}),
            seatsPerTable: c.seatsPerTable,
            startingStack: c.startingStack,
            levels: c.levels,
            ...(c.game ? { game: c.game } : {}),
            buyIn: c.buyIn,
            registrationCap: c.registrationCap ?? null,
            ...(c.prices ? { prices: c.prices } : {}),
            ...(c.chipSet ? { chipSet: c.chipSet } : {}),
            ...(startingSetFor(c.tournamentType, c.startingStack)
              ? { startingSet: startingSetFor(c.tournamentType, c.startingStack)! }
              : {}),
            ...(c.prizeShares ? { prizeShares: c.prizeShares } : {}),
            ...(c.payoutBands ? { payoutBands: c.payoutBands } : {}),
            ...(c.maxReEntriesPerPlayer != null
              ? { maxReEntriesPerPlayer: c.maxReEntriesPerPlayer }
              : {}),
            ...(c.entryTerms && Object.keys(c.entryTerms).length
              ? { entryTerms: entryTermsOf(c.entryTerms) }
              : {}),
          }),
        );
      },
    },
    OpenRegistration: {
      roles: OFFICE,
      decide(_c, state, ctx) {
        const no = cancelled(state);
        if (no) return no;
        if (state.status !== 'scheduled')
          return reject(
            'REGISTRATION_ALREADY_OPENED',
            citationsFor(state.config.rulesetId).registrationWindow,
            'Registration has already been opened.',
          );
        const unpublished = publicationRefusal(state);
        if (unpublished) return unpublished;
        return accept(event('RegistrationOpened', { openedAt: ctx.now }));
      },
    },
    RegisterPlayer: {
      roles: ['director', 'floor'],
      decide(c, state, ctx) {
        const no = cancelled(state);
        if (no) return no;
        const running = state.status === 'running';
        if (state.status === 'scheduled')
          return reject(
            'REGISTRATION_NOT_OPEN',
            citationsFor(state.config.rulesetId).registrationWindow,
            'Registration has not opened yet for this tournament.',
          );
        if (state.status !== 'registration-open' && !running)
          return reject(
            'REGISTRATION_CLOSED',
            citationsFor(state.config.rulesetId).registrationWindow,
            'Registration for this tournament is closed.',
          );
        const window = running ? null : saleWindowRefusal(state, ctx.now);
        if (window) return window;
        if (!c.playerId.trim() || !c.fullName.trim())
          return reject(
            'REGISTRATION_INCOMPLETE',
            citationsFor(state.config.rulesetId).registrationForm,
            'The registration form needs the member id and full name.',
          );
        const idRequired = ruleset(state.config.rulesetId).registration.identityRequired;
        if (idRequired.value && (!c.idDocument.type.trim() || !c.idDocument.number.trim()))
          return reject(
            'IDENTITY_DOCUMENT_REQUIRED',
            citationsFor(state.config.rulesetId).identityDocument,
            'A player registers on an identity document: give its type and number.',
          );
        const member = membershipRefusal(c, state.config.rulesetId);
        if (member) return { ok: false, rejection: member };
        if (state.players[c.playerId])
          return reject(
            'ALREADY_REGISTERED',
            citationsFor(state.config.rulesetId).alreadyRegistered,
            `Member ${c.playerId} is already registered; a further entry is a re-entry, not a new registration.`,
          );
        // The published cap binds every registration, a late one only while the cap is not full
        // (LNSE 123/13 I.1(8), I.34); or it is the seats offered at the start, and once play runs
        // a late entry needs only a free seat (FSNP Art. 139.3(b); checked by lateEntry).
        const cap = state.config?.registrationCap;
        const playerCap = ruleset(state.config.rulesetId).registration.playerCap;
        const capBinds = !running || playerCap.value === 'published-cap-extension-only-below-cap';
        if (cap != null && capBinds && countedRegistrations(state) >= cap)
          return reject(
            'REGISTRATION_FULL',
            playerCap.cite,
            running
              ? `The published cap of ${cap} entries is reached: registration after the start is taken only below the cap.`
              : `The tournament is full (${cap} entries).`,
          );
        const field = fieldCap(state);
        if (field && countedRegistrations(state) >= field.max)
          return reject(
            'REGISTRATION_FULL',
            field.cite,
            `This tournament type takes at most ${field.max} players.`,
          );
        const ineligible =
          eligibilityProblem(state, c.dateOfBirth ?? null) ??
          (c.dateOfBirth ? ageProblem(state, c.dateOfBirth, ctx.now) : null) ??
          exclusionProblem(state, c.idDocument) ??
          staffProblem(state, c);
        if (ineligible) return ineligible;
        const eligibility = eligibilityRecord(state, c, ctx.now);
        const late = running ? lateEntry(state, c.lateStackReduction, ctx) : null;
        if (late && !late.ok) return late.decision;
        const purchase = purchaseOf(
          state,
          'buy-in',
          late?.ok ? late.entry.stack + late.entry.reduction : undefined,
        );
        const paid = paymentRecord(state.config.rulesetId, purchase, c.amountPaid);
        if (!paid.ok) return paid.decision;
        const rs = ruleset(state.config.rulesetId).registration;
        const voucher = rs.purchaseVoucher.value;
        const registrationNumber = state.registrations + 1;
        return accept(
          event('PlayerRegistered', {
            playerId: c.playerId,
            fullName: c.fullName.trim(),
            clubId: c.clubId,
            idDocument: c.idDocument,
            dateOfBirth: c.dateOfBirth ?? null,
            registrationNumber,
            ...(c.membership?.status === 'active' ? { membershipCardId: c.membership.cardId } : {}),
            purchase,
            ...(late?.ok ? { lateEntry: late.entry } : {}),
            ...(eligibility ? { eligibility } : {}),
            ...paid.record,
            // LNSE 123/13 I.31, IV.1.2: the voucher for the whole price, shown at accreditation.
            ...(voucher
              ? {
                  voucher: {
                    orderNo: registrationNumber,
                    purchaseNo: purchase.purchaseNo,
                    fullName: c.fullName.trim(),
                    idDocument: c.idDocument,
                    amount: purchase.prizeFund + purchase.fee,
                    currency: purchase.currency,
                    copies: voucher.copies,
                  },
                }
              : {}),
            // LNSE 123/13 I.83-84: registering assigns the image rights, with the warranty.
            ...(rs.imageRightsAssignedOnRegistration.value
              ? { imageRights: { assignedTo: 'operator' as const, warrantyGiven: true as const } }
              : {}),
          }),
        );
      },
    },
    CloseRegistration: {
      roles: OFFICE,
      decide(_c, state, ctx) {
        const no = cancelled(state);
        if (no) return no;
        if (state.status === 'running' && state.lateRegistrationOpen) {
          // LNSE I.44, I.46: unsold stacks leave the tournament when registration closes.
          const seats = Object.values(state.tables).flatMap((t) =>
            Object.entries(t.reserved).map(([s, chips]) => ({
              tableId: t.tableId,
              seat: +s,
              chips,
            })),
          );
          return accept(
            event('RegistrationClosed', { closedAt: ctx.now, entries: state.registrations }),
            // LNSE I.65: the published scale's band for the registrants, recorded at the close.
            ...bandTableAtClose(state, ctx.now),
            ...(seats.length
              ? [
                  event(
                    'ReservedSeatStacksRemoved',
                    {
                      seats,
                      chips: seats.reduce((a, x) => a + x.chips, 0),
                      reason: 'registration-closed',
                    },
                    'LNSE I.44',
                  ),
                ]
              : []),
          );
        }
        if (state.status !== 'registration-open')
          return reject(
            'REGISTRATION_NOT_OPEN',
            citationsFor(state.config.rulesetId).registrationWindow,
            'Registration is not open, so it cannot be closed.',
          );
        return accept(
          event('RegistrationClosed', { closedAt: ctx.now, entries: state.registrations }),
          ...bandTableAtClose(state, ctx.now),
        );
      },
    },
    CancelTournament: {
      roles: OFFICE,
      decide(c, state, ctx) {
        const no = cancelled(state);
        if (no) return no;
        if (state.status === 'completed')
          return reject(
            'TOURNAMENT_COMPLETED',
            citationsFor(state.config.rulesetId).cancellation,
            'A completed tournament cannot be cancelled.',
          );
        if (!c.reason.trim())
          return reject(
            'REASON_REQUIRED',
            citationsFor(state.config.rulesetId).cancellation,
            'A cancellation must state its reason for the record.',
          );
        // LNSE 123/13 I.6: only with the regulator's consent, where the ruleset needs it.
        const consent = useConsent(state, 'cancel', 'CancelTournament', ctx.now);
        if (!consent.ok) return consent.decision;
        return accept(
          ...consent.events,
          event(
            'TournamentCancelled',
            { reason: c.reason.trim(), cancelledAt: ctx.now },
            citationsFor(state.config.rulesetId).cancellation,
          ),
          // prizePool.cancellation: the refunds the ruleset settles by itself, if any.
          ...cancellationRefunds(state, c.reason.trim()),
        );
      },
    },
  },
  events: {
    TournamentCreated(s, d) {
      s.status = 'scheduled';
      s.config = d;
      keepDenominations(s, !!d.startingSet);
    },
    RegistrationOpened(s) {
      s.status = 'registration-open';
    },
    PlayerRegistered(s, d) {
      s.players[d.playerId] = {
        playerId: d.playerId,
        fullName: d.fullName,
        clubId: d.clubId,
        idDocument: d.idDocument,
        registrationNumber: d.registrationNumber,
      };
      s.registrations = d.registrationNumber;
      const e = entrantOf(s, d.playerId);
      if (d.purchase) {
        book(s, d.purchase);
        e.purchases['buy-in'] += 1;
      }
      if (d.lateEntry) {
        const l = d.lateEntry;
        const t = s.tables[l.tableId];
        if (l.claimedReservedStack > 0) delete t.reserved[l.seat];
        else {
          // LNSE I.46: chips taken off a late stack are out of the tournament.
          chipsIssued(s, l.stack + l.reduction);
          chipsRemoved(s, l.reduction);
          issueStacks(s, 1, l.stack + l.reduction);
          removeValue(s, l.reduction);
        }
        seat(s, d.playerId, l.tableId, l.seat);
        setStack(e, l.stack);
        e.waitsForButton = false;
      }
    },
    RegistrationClosed(s) {
      // Once running, closing registration closes the late window (entryRules), not the status.
      if (s.status !== 'running') s.status = 'registration-closed';
    },
    TournamentCancelled(s) {
      s.status = 'cancelled';
    },
    // The whole lifecycle word is written here (issue 16: one owner per part of the state).
    TournamentStarted(s) {
      s.status = 'running';
    },
    TournamentCompleted(s) {
      s.status = 'completed';
    },
  },
};
