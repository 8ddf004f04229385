import type { TournamentCommandType } from './commands';
import type { CommandSpec, Slice } from './slice';
import type { TournamentState } from './state';

export type AnyCommandSpec = CommandSpec<TournamentCommandType>;
/**
 * A stream opens with TournamentCreated (the only event decided before creation), so every
 * other handler is folded on a created tournament.
 */
export type AnyEventHandler = (state: TournamentState, data: unknown) => void;

/** For each event type, the slices (by name) that fold it, in the slices' listed order. */
export function followersOf(slices: Readonly<Record<string, Slice>>): Map<string, string[]> {
  const followers = new Map<string, string[]>();
  for (const [name, slice] of Object.entries(slices))
    for (const type of Object.keys(slice.events)) {
      const names = followers.get(type);
      if (names) names.push(name);
      else followers.set(type, [name]);
    }
  return followers;
}

export interface SliceRegistry {
  readonly commands: ReadonlyMap<string, AnyCommandSpec>;
  readonly handlers: ReadonlyMap<string, AnyEventHandler>;
}

/**
 * Composes the slices into the decider's tables. A command has exactly one owner. An event that
 * several slices follow (HandCompleted: the hand, the standings, the discipline counts) folds in
 * the order `sharedOrder` writes down for it, never in whatever order the slices happen to be
 * listed: a new follower of a shared event, or an entry naming a slice that does not follow it,
 * stops the decider from loading, so the order is decided once, in one table, on purpose.
 */
export function composeSlices(
  slices: Readonly<Record<string, Slice>>,
  sharedOrder: Readonly<Record<string, readonly string[]>>,
): SliceRegistry {
  const commands = new Map<string, AnyCommandSpec>();
  const owner = new Map<string, string>();
  for (const [name, slice] of Object.entries(slices))
    for (const [type, spec] of Object.entries(slice.commands)) {
      const first = owner.get(type);
      if (first) throw new Error(`Command ${type} is decided by two slices: ${first} and ${name}.`);
      owner.set(type, name);
      commands.set(type, spec as AnyCommandSpec);
    }

  const handlers = new Map<string, AnyEventHandler>();
  const followers = followersOf(slices);
  for (const [type, names] of followers) {
    const handlerOf = (name: string) => slices[name].events[type as never] as AnyEventHandler;
    if (names.length === 1) {
      if (sharedOrder[type])
        throw new Error(`${type} is followed by ${names[0]} alone: drop it from the shared order.`);
      handlers.set(type, handlerOf(names[0]));
      continue;
    }
    const order = sharedOrder[type];
    const listed = order ? [...order].sort().join(', ') : '';
    if (listed !== [...names].sort().join(', '))
      throw new Error(
        `${type} is followed by ${names.join(', ')}: write their order in the shared order` +
          (order ? ` (it lists ${order.join(', ')}).` : '.'),
      );
    const inOrder = order.map(handlerOf);
    handlers.set(type, (s, d) => {
      for (const handle of inOrder) handle(s, d);
    });
  }
  for (const type of Object.keys(sharedOrder))
    if (!followers.has(type))
      throw new Error(`The shared order lists ${type}, which no slice follows.`);
  return { commands, handlers };
}
