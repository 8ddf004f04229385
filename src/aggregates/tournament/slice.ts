import type { Role } from '../../events/envelope';
import type {
  EventData,
  TournamentEvent,
  TournamentEventType,
} from '../../events/tournament-events';
import type { DecideContext, Decision } from '../decider';
import type { CommandOf, TournamentCommandType } from './commands';
import type { CreatedTournament, TournamentState } from './state';

/** One command: who may issue it, and how it is decided. */
export interface CommandSpec<T extends TournamentCommandType> {
  readonly roles: readonly Role[];
  /** Decides the command on a created tournament (the configuration is known). */
  decide(
    command: CommandOf<T>,
    state: CreatedTournament,
    ctx: DecideContext,
  ): Decision<TournamentEvent>;
  /**
   * Decides the command before the tournament exists; absent: the TOURNAMENT_NOT_FOUND
   * refusal (guards.noSuchTournament).
   */
  beforeCreation?(
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
    /** TournamentCreated is folded on the state before creation; every other event after it. */
    readonly [T in TournamentEventType]?: (
      state: T extends 'TournamentCreated' ? TournamentState : CreatedTournament,
      data: EventData<T>,
    ) => void;
  };
}

/** Builds a typed event (the schema version is filled in by the pipeline). */
export const event = <T extends TournamentEventType>(
  type: T,
  data: EventData<T>,
  ruleRef?: string,
): TournamentEvent => ({ type, data, ...(ruleRef ? { ruleRef } : {}) }) as TournamentEvent;
