import type { Role } from '../../events/envelope';
import type { TournamentEvent, TournamentEventType } from '../../events/tournament-events';
import { reject, type DecideContext, type Decider, type Decision } from '../decider';
import type { TournamentCommand } from './commands';
import { chips } from './chips';
import { chipPassing } from './chip-passing';
import { clock } from './clock';
import { days } from './days';
import { prizeSlices } from './prizes';
import { purchases } from './purchases';
import { entryRules } from './entry-rules';
import { registration } from './registration';
import { seating } from './seating';
import { tableHands } from './table-hands';
import { handSlices } from './hand-slices';
import { disciplineSlices } from './discipline';
import { tables } from './tables';
import { headsUp } from './heads-up';
import { handForHand } from './hand-for-hand';
import { formatEnd } from './format-end';
import { qualifier } from './qualifier';
import { bounty } from './bounty';
import { training } from './training';
import { procedures } from './procedures';
import type { Slice } from './slice';
import { composeSlices } from './slice-registry';
import { SHARED_EVENT_ORDER } from './shared-event-order';
import { noSuchTournament } from './guards';
import { initialTournamentState, isCreated, type TournamentState } from './state';

/** Every capability of the tournament, each in its own module (STYLE.md), by name. */
export const SLICES: Readonly<Record<string, Slice>> = {
  registration,
  seating,
  clock,
  tableHands,
  purchases,
  entryRules,
  chips,
  chipPassing,
  tables,
  days,
  ...prizeSlices,
  ...handSlices,
  ...disciplineSlices,
  headsUp,
  handForHand,
  formatEnd,
  qualifier,
  bounty,
  training,
  procedures,
};

const { commands: commandSpecs, handlers: eventHandlers } = composeSlices(
  SLICES,
  SHARED_EVENT_ORDER,
);

/** Every tournament command type the slices define (for authority tables and their tests). */
export const TOURNAMENT_COMMAND_TYPES: readonly string[] = [...commandSpecs.keys()];

/** The roles allowed to issue a command; the pipeline checks them before deciding. */
export function rolesFor(commandType: string): readonly Role[] {
  return commandSpecs.get(commandType)?.roles ?? [];
}

export const tournamentDecider: Decider<TournamentCommand, TournamentEvent, TournamentState> = {
  get initialState() {
    return initialTournamentState();
  },
  decide(
    command: TournamentCommand,
    state: TournamentState,
    ctx: DecideContext,
  ): Decision<TournamentEvent> {
    const spec = commandSpecs.get(command.type);
    if (!spec) return reject('UNKNOWN_COMMAND', 'DESIGN', `Unknown command ${command.type}.`);
    // Narrowed once here: before creation only CreateTournament (and the commands that say how
    // they refuse then) is decided; every slice otherwise sees the configuration.
    if (!isCreated(state))
      return spec.beforeCreation
        ? spec.beforeCreation(command as never, state, ctx)
        : noSuchTournament();
    return spec.decide(command as never, state, ctx);
  },
  evolve(state: TournamentState, e: TournamentEvent): TournamentState {
    eventHandlers.get(e.type)?.(state, e.data);
    state.version += 1;
    return state;
  },
};

export const TOURNAMENT_EVENT_TYPES: readonly TournamentEventType[] = [
  ...new Set(Object.values(SLICES).flatMap((s) => Object.keys(s.events) as TournamentEventType[])),
];

export { initialTournamentState, type TournamentState };
export { isCreated, type CreatedTournament } from './state';
export { clockAt, levelForNewHand, type ClockView } from './clock';
export { handStartProblem } from './table-hands';
export { suggestBalancing, type SuggestedMove } from './tables';
export { chipsInPlay, chipsOnTables } from './state';
export type { TournamentCommand };
