import type { Decision } from '../../../src/aggregates/decider';
import { tournamentDecider, type TournamentCommand } from '../../../src/aggregates/tournament';
import type { DisciplineCommand } from '../../../src/aggregates/tournament/discipline/commands';
import type { Actor, Role } from '../../../src/events/envelope';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { seeded } from '../../support/given';
import type { CreateTournament } from '../../../src/aggregates/tournament/commands';
import { Scenario, T, raCreate, lnseCreate } from '../../support/tournament-fixtures';

export { T };

export const official = (role: Role, id = `${role}-1`): Actor => ({ id, role });
export const FLOOR = official('floor');
export const CHIEF = official('director');
export const FSPR = official('federation');
export const DEALER = official('dealer');

/** A command without the tournament id (always T here). */
type Cmd = DisciplineCommand extends infer C
  ? C extends { tournamentId: string }
    ? Omit<C, 'tournamentId'>
    : never
  : never;

/** A running tournament of 16 players on two tables of 8, under the given ruleset. */
export function running(rulesetId = 'fspr', players = 16): Scenario {
  const create: CreateTournament =
    rulesetId === 'lnse' ? lnseCreate() : raCreate({ rulesetId, currency: 'RUB' });
  return new Scenario().setup(create, players);
}

export function attempt(
  sc: Scenario,
  actor: Actor,
  cmd: Cmd | TournamentCommand,
  now = sc.now,
): Decision<TournamentEvent> {
  return tournamentDecider.decide({ tournamentId: T, ...cmd } as TournamentCommand, sc.state, {
    actor,
    now,
    random: seeded(),
  });
}

/** Decides and folds the events; throws on a rejection so a scenario cannot skip a step. */
export function run(sc: Scenario, actor: Actor, cmd: Cmd, now = sc.now): TournamentEvent[] {
  const d = attempt(sc, actor, cmd, now);
  if (!d.ok) throw new Error(`${cmd.type} rejected: ${JSON.stringify(d.rejection)}`);
  sc.apply(...d.events);
  return [...d.events];
}

export function rejection(d: Decision<TournamentEvent>) {
  if (d.ok) throw new Error(`accepted: ${JSON.stringify(d.events.map((e) => e.type))}`);
  return d.rejection;
}

/** Records a violation by the floor and returns its id. */
export function violation(sc: Scenario, playerId: string, clause: string, actor = FLOOR): string {
  const [e] = run(sc, actor, {
    type: 'RecordViolation',
    playerId,
    clause,
    description: `Seen by the floor: ${clause}`,
  });
  return (e.data as { violationId: string }).violationId;
}

export const lastOf = (sc: Scenario, type: string) =>
  [...sc.events].reverse().find((e) => e.type === type)?.data as unknown as Record<string, unknown>;
