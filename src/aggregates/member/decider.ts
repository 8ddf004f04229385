/**
 * The player registry (issue 8; FSNP Art. 2, 29): who is a federation member, for which club
 * from which day, and whether his membership card is valid. Pure: dates come in the commands,
 * the instant from the context.
 */
import type { Role } from '../../events/envelope';
import type { MemberEvent } from '../../events/member-events';
import { accept, reject, type Decider, type Decision } from '../decider';
import type { MemberCommand } from './commands';
import { isCalendarDate } from './dates';
import { activeCard, initialMemberState, type MemberState } from './state';

/** Who may issue each command (FSNP Art. 2: the club cancels its member's card). */
export const MEMBER_COMMAND_ROLES: Record<MemberCommand['type'], readonly Role[]> = {
  RegisterMember: ['federation'],
  TransferMemberClub: ['federation'],
  IssueMembershipCard: ['club', 'federation'],
  RevokeMembershipCard: ['club', 'federation'],
};

type Decide<T extends MemberCommand['type']> = (
  c: Extract<MemberCommand, { type: T }>,
  s: MemberState,
  actorId: string,
) => Decision<MemberEvent>;

const notRegistered = (s: MemberState, id: string) =>
  s.federationId === null
    ? reject(
        'MEMBER_NOT_FOUND',
        'FSNP Art. 29',
        `There is no federation member ${id}; register the member first.`,
      )
    : null;

const badDate = (field: string, value: string) =>
  isCalendarDate(value)
    ? null
    : reject(
        'INVALID_DATE',
        'FSNP Art. 29',
        `${field}: give the day as YYYY-MM-DD (got "${value}").`,
      );

/** FSNP Art. 2, 29: a club issues and cancels the cards of its own members only. */
const notYourMember = (s: MemberState, actingClubId: string | undefined, cite: string) => {
  const current = s.clubs[s.clubs.length - 1]?.clubId;
  return actingClubId !== undefined && actingClubId !== current
    ? reject(
        'NOT_YOUR_MEMBER',
        cite,
        `${s.fullName} is a member of club ${current}; club ${actingClubId} cannot act on his card.`,
      )
    : null;
};

const sameDocument = (
  a: { type: string; number: string },
  b: { type: string; number: string },
): boolean =>
  a.type.trim().toLowerCase() === b.type.trim().toLowerCase() &&
  a.number.trim().toUpperCase() === b.number.trim().toUpperCase();

const DECIDE: { [T in MemberCommand['type']]: Decide<T> } = {
  RegisterMember(c, s) {
    if (s.federationId !== null)
      return reject(
        'MEMBER_EXISTS',
        'FSNP Art. 29',
        `Federation member ${c.federationId} is already registered (${s.fullName}).`,
      );
    if (!c.federationId.trim() || !c.fullName.trim() || !c.clubId.trim())
      return reject(
        'MEMBER_INCOMPLETE',
        'FSNP Art. 29',
        'A member needs a federation id, a full name and a club.',
      );
    if (!c.idDocument.type.trim() || !c.idDocument.number.trim())
      return reject(
        'IDENTITY_DOCUMENT_REQUIRED',
        'FSNP Art. 29',
        'A member is registered on an identity document: give its type and number.',
      );
    const date = badDate('registeredOn', c.registeredOn);
    if (date) return date;
    return accept({
      type: 'MemberRegistered',
      data: {
        federationId: c.federationId,
        fullName: c.fullName.trim(),
        clubId: c.clubId,
        idDocument: c.idDocument,
        dateOfBirth: c.dateOfBirth ?? null,
        registeredOn: c.registeredOn,
      },
      ruleRef: 'FSNP Art. 29',
    });
  },

  TransferMemberClub(c, s) {
    const no = notRegistered(s, c.federationId);
    if (no) return no;
    const date = badDate('effectiveOn', c.effectiveOn);
    if (date) return date;
    const last = s.clubs[s.clubs.length - 1];
    if (last.clubId === c.toClubId)
      return reject(
        'ALREADY_IN_CLUB',
        'FSNP Art. 29',
        `${s.fullName} already plays for club ${c.toClubId}.`,
      );
    // Transfers are recorded in order so the club on any past day never changes afterwards,
    // and a ranking already computed for that day stays right.
    if (c.effectiveOn <= last.from)
      return reject(
        'TRANSFER_OUT_OF_ORDER',
        'FSNP Art. 19',
        `A transfer must take effect after ${last.from}, when ${s.fullName} joined club ${last.clubId}.`,
      );
    return accept({
      type: 'MemberClubTransferred',
      data: {
        federationId: c.federationId,
        fromClubId: last.clubId,
        toClubId: c.toClubId,
        effectiveOn: c.effectiveOn,
      },
    });
  },

  IssueMembershipCard(c, s) {
    const no = notRegistered(s, c.federationId);
    if (no) return no;
    const date = badDate('issuedOn', c.issuedOn);
    if (date) return date;
    const foreign = notYourMember(s, c.actingClubId, 'FSNP Art. 29');
    if (foreign) return foreign;
    if (!c.cardId.trim())
      return reject('CARD_ID_REQUIRED', 'FSNP Art. 29', 'Give the number of the membership card.');
    if (s.cards.some((card) => card.cardId === c.cardId))
      return reject(
        'CARD_ID_USED',
        'FSNP Art. 29',
        `Card ${c.cardId} was already issued to ${s.fullName}; a new card needs a new number.`,
      );
    // FSNP Art. 29: the card is issued on the basis of the identity document; another
    // document is another person (a false identity is punished by disqualification).
    if (!s.idDocument || !sameDocument(s.idDocument, c.idDocument))
      return reject(
        'IDENTITY_DOCUMENT_MISMATCH',
        'FSNP Art. 29',
        `The identity document does not match the one ${s.fullName} was registered on.`,
      );
    const active = activeCard(s);
    if (active)
      return reject(
        'CARD_ALREADY_ACTIVE',
        'FSNP Art. 29',
        `${s.fullName} already holds valid card ${active.cardId}; revoke it before issuing another.`,
      );
    const last = s.clubs[s.clubs.length - 1];
    return accept({
      type: 'MembershipCardIssued',
      data: {
        federationId: c.federationId,
        cardId: c.cardId,
        clubId: last.clubId,
        idDocument: c.idDocument,
        issuedOn: c.issuedOn,
      },
      ruleRef: 'FSNP Art. 29',
    });
  },

  RevokeMembershipCard(c, s, actorId) {
    const no = notRegistered(s, c.federationId);
    if (no) return no;
    const date = badDate('revokedOn', c.revokedOn);
    if (date) return date;
    const foreign = notYourMember(s, c.actingClubId, 'FSNP Art. 2');
    if (foreign) return foreign;
    if (!c.reason.trim())
      return reject(
        'REASON_REQUIRED',
        'FSNP Art. 2',
        'A card is cancelled for repeated breaches or improper behaviour: state which.',
      );
    const active = activeCard(s);
    if (!active)
      return reject(
        'NO_ACTIVE_CARD',
        'FSNP Art. 2',
        `${s.fullName} holds no valid membership card to cancel.`,
      );
    if (c.revokedOn < active.issuedOn)
      return reject(
        'INVALID_DATE',
        'FSNP Art. 2',
        `Card ${active.cardId} was issued on ${active.issuedOn}; it cannot be cancelled before that.`,
      );
    return accept({
      type: 'MembershipCardRevoked',
      data: {
        federationId: c.federationId,
        cardId: active.cardId,
        clubId: active.clubId,
        reason: c.reason.trim(),
        decidedBy: actorId,
        revokedOn: c.revokedOn,
      },
      ruleRef: 'FSNP Art. 2',
    });
  },
};

export function evolveMember(s: MemberState, e: MemberEvent): MemberState {
  switch (e.type) {
    case 'MemberRegistered':
      return {
        federationId: e.data.federationId,
        fullName: e.data.fullName,
        idDocument: e.data.idDocument,
        dateOfBirth: e.data.dateOfBirth,
        clubs: [{ clubId: e.data.clubId, from: e.data.registeredOn }],
        cards: [],
      };
    case 'MemberClubTransferred':
      return { ...s, clubs: [...s.clubs, { clubId: e.data.toClubId, from: e.data.effectiveOn }] };
    case 'MembershipCardIssued':
      return {
        ...s,
        cards: [
          ...s.cards,
          {
            cardId: e.data.cardId,
            clubId: e.data.clubId,
            issuedOn: e.data.issuedOn,
            revokedOn: null,
            reason: null,
          },
        ],
      };
    case 'MembershipCardRevoked':
      return {
        ...s,
        cards: s.cards.map((card) =>
          card.cardId === e.data.cardId
            ? { ...card, revokedOn: e.data.revokedOn, reason: e.data.reason }
            : card,
        ),
      };
    default:
      return s;
  }
}

export const memberDecider: Decider<MemberCommand, MemberEvent, MemberState> = {
  initialState: initialMemberState,
  decide(command, state, ctx) {
    const decide = DECIDE[command.type] as Decide<MemberCommand['type']>;
    if (!decide)
      return reject(
        'UNKNOWN_COMMAND',
        'DESIGN.md Write side',
        `Unknown command ${String(command.type)}.`,
      );
    return decide(command, state, ctx.actor.id);
  },
  evolve: evolveMember,
};
