/** Checks shared by the slices; each returns a cited rejection or null. */
import { reject, type Decision } from '../decider';
import { citationsFor, ruleset } from './defaults';
import type { TournamentState, CreatedTournament } from './state';

type No = Decision<never> | null;

/** The refusal of a command on a tournament that was never created. */
export const noSuchTournament = (): Decision<never> =>
  reject('TOURNAMENT_NOT_FOUND', 'FSNP Art. 137', 'There is no such tournament on the calendar.');

export const cancelled = (s: CreatedTournament): No =>
  s.status === 'cancelled'
    ? reject(
        'TOURNAMENT_CANCELLED',
        citationsFor(s.config.rulesetId).cancellation,
        'This tournament was cancelled; nothing more can be recorded on it.',
      )
    : terminated(s);

/** LNSE 123/13 I.6: after an early end no play is recorded (only its settlement). */
export const terminated = (s: CreatedTournament): No =>
  s.procedures?.terminated
    ? reject(
        'TOURNAMENT_TERMINATED',
        ruleset(s.config.rulesetId).procedures.consentRequiredFor.cite,
        `This tournament was ended early for force majeure at ${s.procedures.terminated.at}: no more hands, clock, registrations or purchases; only its settlement is recorded.`,
      )
    : null;

export const notRunning = (s: CreatedTournament): No =>
  cancelled(s) ??
  (s.status !== 'running'
    ? reject(
        'TOURNAMENT_NOT_RUNNING',
        citationsFor(s.config.rulesetId).tablesInPlay,
        'Play has not started (or has finished): start the tournament with the seat draw first.',
      )
    : null);

/** The day's chips are bagged (FSNP Art. 129; LNSE 123/13 IV.7.3.2): the multi-day parameter's article. */
export const dayClosed = (s: CreatedTournament): No =>
  s.dayClosed
    ? reject(
        'DAY_CLOSED',
        ruleset(s.config.rulesetId).multiDay.bagPerDenomination.cite,
        `Day ${s.day} is closed and the chips are bagged; resume the next day first.`,
      )
    : null;

export const unknownTable = (s: CreatedTournament, tableId: string): No =>
  s.tables[tableId]?.open
    ? null
    : reject(
        'TABLE_NOT_FOUND',
        citationsFor(s.config.rulesetId).tablesInPlay,
        `There is no table ${tableId} in play.`,
      );

export const handRunningAt = (s: TournamentState, tableId: string, ruleRef: string): No =>
  s.tables[tableId]?.handInProgress
    ? reject(
        'HAND_IN_PROGRESS',
        ruleRef,
        `A hand is in progress at table ${tableId}; this can only be done between hands.`,
      )
    : null;

export const anyHandRunning = (s: TournamentState, ruleRef: string): No => {
  const busy = Object.values(s.tables).filter((t) => t.open && t.handInProgress);
  return busy.length
    ? reject(
        'HAND_IN_PROGRESS',
        ruleRef,
        `Hands are still in progress at table ${busy.map((t) => t.tableId).join(', ')}; wait until they finish.`,
      )
    : null;
};

export const fmt = (n: number): string => n.toLocaleString('en-US');
