/**
 * Single-table Turbo (FSNP Art. 140.2): 10 at one table, the button starts at seat 1 (d), the
 * level goes up each time the button completes an orbit and stays once 3 are left (e), down to
 * the player who holds every chip (a).
 */
import type { HandPlannedData } from '../../events/hand-events';
import { TOURNAMENT_TYPES } from '../../rules/tournament-types';
import { toOneWinner } from './default';
import type { FormatDriver } from './types';

const spec = TOURNAMENT_TYPES.ST_TURBO;

export const stTurbo: FormatDriver = {
  tournamentType: spec.code,
  players: () => spec.field.value.min,
  seatsPerTable: spec.field.value.max ?? spec.field.value.min,
  start: () => {
    const plans: HandPlannedData[] = [];
    const oneWinner = toOneWinner(spec.code).start();
    return {
      observe(events) {
        for (const e of events) if (e.type === 'HandPlanned') plans.push(e.data as HandPlannedData);
      },
      checks(outcome) {
        const freeze = spec.freezeBlindsAtPlayers.value ?? 0;
        const last = outcome.state.levels.length;
        const levelPerOrbit = plans.every((h, i) => {
          if (i === 0) return h.level === 1;
          const before = plans[i - 1];
          // The button came round to or past where it was: an orbit is complete.
          const orbit = h.buttonSeat <= before.buttonSeat && h.dealtIn.length > freeze;
          const want = orbit ? Math.min(before.level + 1, last) : before.level;
          return h.level === want;
        });
        return {
          ...oneWinner.checks(outcome),
          buttonStartsAtSeat1: plans[0]?.buttonSeat === 1,
          levelPerOrbit,
        };
      },
    };
  },
};
