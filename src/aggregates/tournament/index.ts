import type { Role } from '../../events/envelope';
import type { TournamentEvent, TournamentEventType } from '../../events/tournament-events';
import { reject, type DecideContext, type Decider, type Decision } from '../decider';
import type { TournamentCommand } from './commands';
import { chips } from './chips/chips';
import { chipPassing } from './chips/passing';
import { chipRemoval } from './chips/removal';
import { clock } from './clock/clock';
import { days } from './days/days';
import { prizeSlices } from './prizes/prizes';
import { purchases } from './entries/purchases';
import { entryRules } from './registration/entry-rules';
import { registration } from './registration/registration';
import { seating } from './seating/seating';
import { tableHands } from './hands/table-hands';
import { handSlices } from './hands/slices';
import { disciplineSlices } from './discipline/discipline';
import { tables } from './tables/tables';
import { decks } from './tables/decks';
import { headsUp } from './heads-up/heads-up';
import { handForHand } from './hands/hand-for-hand';
import { formatEnd } from './formats/end';
import { qualifier } from './formats/qualifier';
import { bounty } from './formats/bounty';
import { training } from './training/training';
import { procedures } from './procedures/procedures';
import { discrepancies } from './discipline/discrepancies';
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
  chipRemoval,
  tables,
  decks,
  days,
  ...prizeSlices,
  ...handSlices,
  ...disciplineSlices,
  discrepancies,
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
export { clockAt, levelForNewHand, type ClockView } from './clock/clock';
export { handStartProblem } from './hands/table-hands';
export { suggestBalancing, type SuggestedMove } from './tables/tables';
export { chipsInPlay, chipsOnTables } from './state';
export type { TournamentCommand };
