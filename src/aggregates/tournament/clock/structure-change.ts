/**
 * Changing the level structure (FSNP Art. 67; issue 19): allowed from creation to the end, and
 * checked by the same function as the structure published at creation (clock.structureProblem).
 */
import { reject, type Decision } from '../../decider';
import { citationsFor, ruleset } from '../defaults';
import { cancelled } from '../guards';
import type { CreatedTournament } from '../state';

/** Refuses a structure change only where there is no structure left to change. */
export function structureClosed(s: CreatedTournament): Decision<never> | null {
  const no = cancelled(s);
  if (no) return no;
  return s.status === 'completed'
    ? reject(
        'TOURNAMENT_COMPLETED',
        citationsFor(s.config.rulesetId).clock.structureChange,
        'The tournament is over; its structure can no longer change.',
      )
    : null;
}

/** Who may change it and the limits it answers to, from the ruleset (FSNP Art. 63, 67, 136). */
export function structureChangeCite(rulesetId: string): string {
  const clock = ruleset(rulesetId).clock;
  const who = clock.structureChangeBy.cite;
  const limits = clock.maxPlayMinutesWithoutBreak.cite;
  return who.includes(limits) ? who : `${who}; ${limits}`;
}
