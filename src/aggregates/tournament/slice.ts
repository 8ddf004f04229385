import type { Role } from '../../events/envelope';
import type {
  EventData,
  TournamentEvent,
  TournamentEventType,
} from '../../events/tournament-events';
import type { DecideContext, Decision } from '../decider';
import type { CommandOf, TournamentCommandType } from './commands';
import type { TournamentState } from './state';

/** One command: who may issue it, and how it is decided. */
export interface CommandSpec<T extends TournamentCommandType> {
  readonly roles: readonly Role[];
  decide(
    command: CommandOf<T>,
    state: TournamentState,
    ctx: DecideContext,
  ): Decision<TournamentEvent>;
}

/**
 * A slice owns a capability: its commands and how its events change the state
 * (STYLE.md "The tournament decider is a set of slices").
 */
export interface Slice {
  readonly commands: { readonly [T in TournamentCommandType]?: CommandSpec<T> };
  readonly events: {
    readonly [T in TournamentEventType]?: (state: TournamentState, data: EventData<T>) => void;
  };
}

/** Builds a typed event (the schema version is filled in by the pipeline). */
export const event = <T extends TournamentEventType>(
  type: T,
  data: EventData<T>,
  ruleRef?: string,
): TournamentEvent => ({ type, data, ...(ruleRef ? { ruleRef } : {}) }) as TournamentEvent;
