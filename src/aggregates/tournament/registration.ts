import { accept, reject } from '../decider';
import { event, type Slice } from './slice';
import type { TournamentState } from './state';
import type { CreateTournament } from './commands';

const OFFICE = ['director'] as const;

const notCreated = (state: TournamentState) =>
  state.status === 'none'
    ? reject(
        'TOURNAMENT_NOT_FOUND',
        'FSNP Art. 137',
        'There is no such tournament on the calendar.',
      )
    : null;

const cancelled = (state: TournamentState) =>
  state.status === 'cancelled'
    ? reject(
        'TOURNAMENT_CANCELLED',
        'LNSE I.6',
        'This tournament was cancelled; nothing more can be recorded on it.',
      )
    : null;

/** Shape checks a director can fix at the desk; each names the field. */
function invalidConfig(c: CreateTournament): string | null {
  const int = (n: number) => Number.isSafeInteger(n);
  if (!c.name.trim()) return 'name: a tournament needs a name.';
  if (!/^[A-Z]{3}$/.test(c.currency))
    return 'currency: use a three-letter ISO 4217 code such as RON or ARS.';
  if (!int(c.seatsPerTable) || c.seatsPerTable < 2 || c.seatsPerTable > 10)
    return 'seatsPerTable: a table seats 2 to 10 players.';
  if (!int(c.startingStack) || c.startingStack <= 0)
    return 'startingStack: must be a positive whole number of chips.';
  if (!int(c.buyIn.prizeFund) || c.buyIn.prizeFund < 0 || !int(c.buyIn.fee) || c.buyIn.fee < 0)
    return 'buyIn: prize-fund part and fee are whole minor units, zero or more.';
  if (Number.isNaN(Date.parse(c.scheduledStart))) return 'scheduledStart: not a date and time.';
  if (c.levels.length === 0) return 'levels: publish at least one level.';
  for (const [i, l] of c.levels.entries()) {
    if (
      ![l.smallBlind, l.bigBlind, l.ante, l.durationMinutes].every((n) => int(n) && n >= 0) ||
      l.bigBlind <= 0
    )
      return `levels[${i}]: blinds, ante and duration are whole numbers, big blind above zero.`;
    if (l.level !== i + 1) return `levels[${i}]: levels are numbered 1, 2, 3 … in order.`;
  }
  if (c.registrationCap != null && (!int(c.registrationCap) || c.registrationCap < 2))
    return 'registrationCap: at least 2 entries.';
  return null;
}

export const registration: Slice = {
  commands: {
    CreateTournament: {
      roles: OFFICE,
      decide(c, state) {
        if (state.status !== 'none')
          return reject(
            'TOURNAMENT_EXISTS',
            'FSNP Art. 137',
            `Tournament ${c.tournamentId} already exists.`,
          );
        const problem = invalidConfig(c);
        if (problem) return reject('INVALID_TOURNAMENT', 'LNSE I.1', problem);
        return accept(
          event('TournamentCreated', {
            tournamentId: c.tournamentId,
            name: c.name.trim(),
            rulesetId: c.rulesetId,
            tournamentType: c.tournamentType,
            currency: c.currency,
            clubId: c.clubId,
            venue: c.venue,
            scheduledStart: new Date(c.scheduledStart).toISOString(),
            seatsPerTable: c.seatsPerTable,
            startingStack: c.startingStack,
            levels: c.levels,
            buyIn: c.buyIn,
            registrationCap: c.registrationCap ?? null,
          }),
        );
      },
    },
    OpenRegistration: {
      roles: OFFICE,
      decide(_c, state, ctx) {
        const no = notCreated(state) ?? cancelled(state);
        if (no) return no;
        if (state.status !== 'scheduled')
          return reject(
            'REGISTRATION_ALREADY_OPENED',
            'LNSE I.29',
            'Registration has already been opened.',
          );
        return accept(event('RegistrationOpened', { openedAt: ctx.now }));
      },
    },
    RegisterPlayer: {
      roles: ['director', 'floor'],
      decide(c, state) {
        const no = notCreated(state) ?? cancelled(state);
        if (no) return no;
        if (state.status === 'scheduled')
          return reject(
            'REGISTRATION_NOT_OPEN',
            'LNSE I.29',
            'Registration has not opened yet for this tournament.',
          );
        if (state.status !== 'registration-open')
          return reject(
            'REGISTRATION_CLOSED',
            'LNSE I.29',
            'Registration for this tournament is closed.',
          );
        if (!c.playerId.trim() || !c.fullName.trim())
          return reject(
            'REGISTRATION_INCOMPLETE',
            'LNSE I.30',
            'The registration form needs the member id and full name.',
          );
        if (!c.idDocument.type.trim() || !c.idDocument.number.trim())
          return reject(
            'IDENTITY_DOCUMENT_REQUIRED',
            'FSNP Art. 29',
            'A player registers on an identity document: give its type and number.',
          );
        if (state.players[c.playerId])
          return reject(
            'ALREADY_REGISTERED',
            'LNSE I.33; FSNP Art. 31',
            `Member ${c.playerId} is already registered; a further entry is a re-entry, not a new registration.`,
          );
        const cap = state.config?.registrationCap;
        if (cap != null && state.registrations >= cap)
          return reject(
            'REGISTRATION_FULL',
            'LNSE I.32',
            `The tournament is full (${cap} entries).`,
          );
        return accept(
          event('PlayerRegistered', {
            playerId: c.playerId,
            fullName: c.fullName.trim(),
            clubId: c.clubId,
            idDocument: c.idDocument,
            dateOfBirth: c.dateOfBirth ?? null,
            registrationNumber: state.registrations + 1,
          }),
        );
      },
    },
    CloseRegistration: {
      roles: OFFICE,
      decide(_c, state, ctx) {
        const no = notCreated(state) ?? cancelled(state);
        if (no) return no;
        if (state.status !== 'registration-open')
          return reject(
            'REGISTRATION_NOT_OPEN',
            'LNSE I.29',
            'Registration is not open, so it cannot be closed.',
          );
        return accept(
          event('RegistrationClosed', { closedAt: ctx.now, entries: state.registrations }),
        );
      },
    },
    CancelTournament: {
      roles: OFFICE,
      decide(c, state, ctx) {
        const no = notCreated(state) ?? cancelled(state);
        if (no) return no;
        if (state.status === 'completed')
          return reject(
            'TOURNAMENT_COMPLETED',
            'LNSE I.6',
            'A completed tournament cannot be cancelled.',
          );
        if (!c.reason.trim())
          return reject(
            'REASON_REQUIRED',
            'LNSE I.6',
            'A cancellation must state its reason for the record.',
          );
        return accept(
          event(
            'TournamentCancelled',
            { reason: c.reason.trim(), cancelledAt: ctx.now },
            'LNSE I.6',
          ),
        );
      },
    },
  },
  events: {
    TournamentCreated(s, d) {
      s.status = 'scheduled';
      s.config = d;
      s.levels = d.levels;
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
    },
    RegistrationClosed(s) {
      s.status = 'registration-closed';
    },
    TournamentCancelled(s) {
      s.status = 'cancelled';
    },
  },
};
